import { namesOthersPlaces, saysNoPremises } from "../../tasks/places-visited";
import type { ComposeContext } from "../compose-types";

/**
 * Where a business's work is done, as its site rules and emergency lines read it. A site the user
 * gave as other people's places ("Clients' homes") is no premises of the business: there is nothing
 * of its own to sign in at or an evacuation diagram to show there, so `ownSite` is empty and
 * `atOthersOnly` holds; so it does where no site is given and the business's words say it has no
 * premises ("fully mobile", "no shop or premises"). Work the business's words or rows take to clients' homes or sites adds
 * their arrangements (`visits`) to those of its own premises, never in their place.
 */
type WorkPlaces = { ownSite: string | undefined; atOthersOnly: boolean; visits: boolean };

/** One reading per context: an emergency plan asks in a dozen of its sentences. */
const READ = new WeakMap<object, WorkPlaces>();

export function workPlaces(ctx: Pick<ComposeContext, "metadata" | "business" | "hazards">): WorkPlaces {
  const known = READ.get(ctx);
  if (known) return known;
  const read = readWorkPlaces(ctx);
  READ.set(ctx, read);
  return read;
}

function readWorkPlaces(ctx: Pick<ComposeContext, "metadata" | "business" | "hazards">): WorkPlaces {
  const location = ctx.metadata.location?.trim() || undefined;
  // With no site given, a business whose words say it has no premises works only at others' places.
  const atOthersOnly =
    location !== undefined ? namesOthersPlaces(location) : saysNoPremises(ctx.business.workDescription);
  const visits =
    atOthersOnly ||
    namesOthersPlaces(ctx.business.workDescription ?? "") ||
    ctx.hazards.some((h) => h.id === "home-visits");
  return { ownSite: atOthersOnly ? undefined : location, atOthersOnly, visits };
}
