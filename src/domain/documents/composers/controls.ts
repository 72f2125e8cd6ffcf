import { CONTROL_LEVELS, type ControlLevel, type HazardEntry } from "../../hazards/types";

/** Control measures in hierarchy order, labelled by their level. */

export const CONTROL_LEVEL_LABELS: Record<ControlLevel, string> = {
  elimination: "Eliminate",
  substitution: "Substitute",
  isolation: "Isolate",
  engineering: "Engineering control",
  administrative: "Administrative control",
  ppe: "PPE",
};

/** Controls in hierarchy order, each prefixed with its level. */
export function labelledControls(controls: HazardEntry["controls"]): string[] {
  return [...controls]
    .sort((a, b) => CONTROL_LEVELS.indexOf(a.level) - CONTROL_LEVELS.indexOf(b.level))
    .map((c) => `${CONTROL_LEVEL_LABELS[c.level]}: ${c.text}`);
}

/** Controls of a hazard in hierarchy order, each prefixed with its level. */
export function orderedControls(h: HazardEntry): string[] {
  return [...h.controls]
    .sort((a, b) => CONTROL_LEVELS.indexOf(a.level) - CONTROL_LEVELS.indexOf(b.level))
    .map((c) => `${CONTROL_LEVEL_LABELS[c.level]}: ${c.text}`);
}
