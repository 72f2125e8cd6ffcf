import type { InspectionCheckId } from "../../catalogue/inspection-checks";
import type { HazardEntry } from "../../hazards/types";
import { instrument } from "../../legal";
import type { Citation } from "../../legal/types";
import type { ComposeContext } from "../compose-types";

/** The authority a passage rests on, from the profile. */

/**
 * A task's own fire (the flammable liquid or gas, the fryer's oil) takes the building fire row's
 * place at its step, so it cites the fire law the profile gives for that row (decision 070).
 */
const CITES_AS: Readonly<Record<string, string>> = {
  "flammable-fire": "fire",
  "cooking-oil-fire": "fire",
};

/** The authority the profile gives for these hazards. */
export function hazardCitations(ctx: ComposeContext, hazards: HazardEntry[] = ctx.hazards): Citation[] {
  const seen = new Set<string>();
  return hazards
    .flatMap((h) => [h.id, ...(h.alsoCites ?? [])])
    .flatMap((id) => (CITES_AS[id] ? [id, CITES_AS[id]] : [id]))
    .flatMap((id) => ctx.profile.hazardCitations[id] ?? [])
    .filter((c) => {
      const key = `${c.id} ${c.pinpoint ?? ""}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Instruments that say how to comply, not the duty itself: an approved code, guidance, a standard. */
const GUIDING_KINDS: ReadonlySet<string> = new Set(["code-of-practice", "guidance", "standard"]);

/**
 * Whether every one of these citations only guides: an item resting on them alone is not said to
 * be "as the law requires", since a code of practice is evidence of how to comply, not the law.
 */
export function guidanceOnly(citations: readonly Citation[]): boolean {
  return citations.length > 0 && citations.every((c) => GUIDING_KINDS.has(instrument(c.id)?.kind ?? ""));
}

/** Short legal basis text for a table cell; empty where there is no authority. */
export function legalBasis(ctx: ComposeContext, citations: readonly Citation[], max = 2): string {
  return citations.slice(0, max).map(ctx.citationTitle).join("\n");
}

/**
 * The provisions a hazard's control meets where it names its duty's inspection check (`check:`,
 * the extraction's examination, health surveillance) and the profile's `checks:` names them; none
 * otherwise, and the control is good practice.
 */
export function controlCitations(ctx: ComposeContext, c: { check?: string }): Citation[] {
  return (c.check && ctx.profile.checks[c.check as InspectionCheckId]) || [];
}
