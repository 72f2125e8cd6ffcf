import { splitControls } from "../../hazards/honest";
import type { Control, HazardEntry } from "../../hazards/types";
import { mustNotStart, riskLevel } from "../risk";

/**
 * A hazard's further controls (designing the hazard out, substituting something less hazardous)
 * change the job itself: the business decides whether each is reasonably practicable here and, if
 * so, puts it in place, while the controls in place carry on. The action plan says so for each, and
 * the risk assessment for the one its action is about, in the same words and due the same number
 * of months after the document's date: three times the hazard's own action interval (an extreme
 * risk, or one the matrix says must not start, counts as one month), at most six.
 */
export type FurtherDecision = { control: Control; months: number };

/** The months a business has to decide on a hazard's further controls. */
export function furtherDecisionMonths(h: HazardEntry): number {
  const level = riskLevel(h.inherent);
  const months =
    level === "Extreme" || mustNotStart(h.residual) ? 0 : level === "High" ? 1 : level === "Medium" ? 3 : 6;
  return Math.min(Math.max(months, 1) * 3, 6);
}

/** Each further control of a hazard, with the months the business has to decide on it. */
export function furtherDecisions(h: HazardEntry): FurtherDecision[] {
  const months = furtherDecisionMonths(h);
  return splitControls(h).further.map((control) => ({ control, months }));
}
