import { defineDocumentType } from "../definition";

/**
 * A business-wide plan: one per business, covering the violence, aggression and threats its people
 * may meet at every place they work. Where a law asks for a written plan or policy (California's
 * Labor Code 6401.9, New York's Retail Worker Safety Act for retail) the plan states that law's
 * requirements; elsewhere it is good practice under the general duty, and says so.
 */
export const violencePlan = defineDocumentType({
  id: "violence-plan",
  title: "Workplace Violence Prevention Plan",
  description:
    "Responsibilities, reporting, risk factors, controls, incident response, a violent incident log and training for violence and threats at work.",
  packId: "new-duties",
  reviewMonths: 12,
  requiredSections: [
    "scope",
    "law",
    "responsibility",
    "reporting",
    "risks",
    "controls",
    "incident",
    "log",
    "training",
  ],
  inputs: { location: "optional" },
  thresholds: [],
});
