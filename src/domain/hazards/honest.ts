import { honestResidual } from "./residual";
import type { ControlLevel, HazardEntry, Rating } from "./types";

/**
 * A hazard's controls told apart: those the business must have in place before the work, and the
 * further controls (designing the hazard out, changing to something less hazardous) that change the
 * job itself and so are proposed for the business to assess, not assumed done.
 */
const FURTHER_LEVELS: readonly ControlLevel[] = ["elimination", "substitution"];

export type HazardControls = { inPlace: HazardEntry["controls"]; further: HazardEntry["controls"] };

export function splitControls(h: HazardEntry): HazardControls {
  return {
    inPlace: h.controls.filter((c) => !FURTHER_LEVELS.includes(c.level)),
    further: h.controls.filter((c) => FURTHER_LEVELS.includes(c.level)),
  };
}

/**
 * The risk after controls: the library's rating, but never lower than the controls in place
 * justify (a further control that is only proposed never lowers it) and never with a lower
 * consequence than before controls (`honestResidual`).
 */
export function residualInPlace(h: HazardEntry): Rating {
  return honestResidual(
    h.inherent,
    h.residual,
    splitControls(h).inPlace.map((c) => c.level),
  );
}
