import { HAZARD_LIBRARY, holds } from "../hazards";
import { SECTORS } from "../hazards/library.generated";
import { hazardsFromText } from "../tasks";

/** The sector name a forest harvesting crew's documents and law are read under. */
export const FORESTRY = "forestry";

/**
 * The industry a forest harvesting crew's documents name in their scope, whatever industry it filed
 * under: the form has no forestry industry, so a crew filed under agriculture is not "Agriculture".
 */
export const FORESTRY_INDUSTRY_NAME = "Forestry and logging";

const FORESTRY_INDUSTRIES = SECTORS.find((s) => s.name === FORESTRY)?.industries ?? [];

/**
 * The reading that rules a farm's vehicle, stock and PTO rows out for a harvesting crew
 * (decision 139): its words bring the crew's fuels and oils row and name no farming. Taken from the
 * library rather than written again, so the crew is named and bound by the same reading that
 * settles its rows.
 */
const FOREST_NOT_FARM = HAZARD_LIBRARY["agriculture-vehicle-rollover"]?.offer?.unless?.or;
if (!FOREST_NOT_FARM) throw new Error("the farm vehicle row no longer says which crews harvest forests");

/**
 * One document asks this of its business several times (its law, its sector name, its wording);
 * the answer depends only on the industry and the description, so the words are matched once.
 */
const readings = new Map<string, boolean>();
const READINGS_KEPT = 1_000;

/**
 * Whether the business's own description is forest harvesting or logging and not a farm's work,
 * where it registered under an industry forestry work is filed under. A farm that harvests its own
 * woodlot names its stock or crops and stays a farm.
 */
export function harvestsForest(b: { industry: string; workDescription?: string | null }): boolean {
  const text = b.workDescription ?? "";
  if (!text.trim() || !FORESTRY_INDUSTRIES.includes(b.industry)) return false;
  const key = `${b.industry}\n${text}`;
  const known = readings.get(key);
  if (known !== undefined) return known;
  const answer = holds(FOREST_NOT_FARM!, {
    industry: b.industry,
    asked: hazardsFromText(text, b.industry),
    words: text,
  });
  if (readings.size >= READINGS_KEPT) readings.clear();
  readings.set(key, answer);
  return answer;
}

/**
 * The industry whose law binds the business: a logging crew filed under agriculture works under
 * the logging standard, not the standards for farms (a profile's `sectors.forestry`, else its
 * general law).
 */
export function industryOfLaw(b: { industry: string; workDescription?: string | null }): string {
  return harvestsForest(b) ? FORESTRY : b.industry;
}
