import { normaliseCountry } from "../catalogue";
import { mentions } from "../tasks/words";
import type { BusinessFacts } from "./compose-types";

/**
 * The words by which a business says it is a pastoral station rather than a farm. In Australia a
 * cattle or sheep station and a pastoral holding are run by a station manager; New Zealand's
 * high-country and hill-country stations use the word too. "Station" alone is not one: a service
 * station, a pumping station or a workstation is no property.
 */
const STATION_WORDS = [
  "cattle station",
  "sheep station",
  "beef station",
  "sheep and beef station",
  "sheep and cattle station",
  "cattle and sheep station",
  "merino station",
  "pastoral station",
  "outback station",
  "high country station",
  "high-country station",
  "hill country station",
  "hill-country station",
  "station hand",
  "station manager",
] as const;

/**
 * Australia's pastoral words: a pastoral lease, company or holding is a station. New Zealand's
 * "pastoral farming" is any grazing farm, so there only a station's own words count.
 */
const AU_PASTORAL_WORDS = [
  "pastoral",
  "pastoralist",
  "pastoral lease",
  "pastoral company",
  "pastoral holding",
] as const;

/**
 * Whether the business is a pastoral station in Australia or New Zealand, by its own words (its
 * name, the industry it typed and its description of its work), so a farm's manager is named as a
 * station's is.
 */
export function isPastoralStation(
  b: Pick<BusinessFacts, "country" | "name" | "industryOther" | "workDescription">,
) {
  const country = normaliseCountry(b.country);
  if (country !== "AU" && country !== "NZ") return false;
  const own = [b.name, b.industryOther ?? "", b.workDescription ?? ""].join("\n");
  return mentions(own, STATION_WORDS) || (country === "AU" && mentions(own, AU_PASTORAL_WORDS));
}
