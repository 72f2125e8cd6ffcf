import type { HazardEntry } from "../../hazards/types";
import type { Citation } from "../../legal/types";
import type { ComposeContext } from "../compose-types";

/** The authority a passage rests on, from the profile. */

/** The authority the profile gives for these hazards. */
export function hazardCitations(ctx: ComposeContext, hazards: HazardEntry[] = ctx.hazards): Citation[] {
  return hazards.flatMap((h) => ctx.profile.hazardCitations[h.id] ?? []);
}

/** Short legal basis text for a table cell; empty where there is no authority. */
export function legalBasis(ctx: ComposeContext, citations: readonly Citation[], max = 2): string {
  return citations.slice(0, max).map(ctx.citationTitle).join("\n");
}
