import { namesOthersPlaces, namesOwnPremises, saysNoPremises } from "../../tasks/places-visited";
import type { ComposeContext } from "../compose-types";
import { isSmallHeadcount } from "./business";

/**
 * Where a business's work is done, as its site rules and emergency lines read it. A site the user
 * gave as other people's places ("Clients' homes") is no premises of the business: there is nothing
 * of its own to sign in at or an evacuation diagram to show there, so `ownSite` is empty and
 * `atOthersOnly` holds; so it does where no site is given and the business's words say it has no
 * premises ("fully mobile", "no shop or premises"), and where a business of 1 to 5 people names only
 * other people's places as where it works ("at owners' properties") and no premises of its own
 * ("our workshop"): a few people working from a vehicle at clients' places have no building of
 * their own, while a larger business keeps a depot or office its words need not name. Work the business's words or rows take to clients' homes or sites adds
 * their arrangements (`visits`) to those of its own premises, never in their place.
 */
type WorkPlaces = { ownSite: string | undefined; atOthersOnly: boolean; visits: boolean };

/** One reading per context: an emergency plan asks in a dozen of its sentences. */
const READ = new WeakMap<object, WorkPlaces>();

type Facts = Pick<ComposeContext, "metadata" | "business" | "hazards"> & {
  employees?: ComposeContext["employees"];
};

export function workPlaces(ctx: Facts): WorkPlaces {
  const known = READ.get(ctx);
  if (known) return known;
  const read = readWorkPlaces(ctx);
  READ.set(ctx, read);
  return read;
}

function readWorkPlaces(ctx: Facts): WorkPlaces {
  const location = ctx.metadata.location?.trim() || undefined;
  const words = ctx.business.workDescription ?? "";
  // With no site given, a business whose words say it has no premises works only at others' places;
  // so does one of a few people whose words name only others' places.
  const fewAtOthers =
    ctx.employees !== undefined &&
    isSmallHeadcount(ctx.employees) &&
    namesOthersPlaces(words) &&
    !namesOwnPremises(words);
  const atOthersOnly =
    location !== undefined ? namesOthersPlaces(location) : saysNoPremises(words) || fewAtOthers;
  const visits =
    atOthersOnly ||
    namesOthersPlaces(ctx.business.workDescription ?? "") ||
    ctx.hazards.some((h) => h.id === "home-visits");
  return { ownSite: atOthersOnly ? undefined : location, atOthersOnly, visits };
}
