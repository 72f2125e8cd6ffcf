import { defineDocumentType } from "../definition";

/**
 * A business-wide plan: one per business, covering every place its people work in heat. Where a
 * state rule applies the plan states it in the rule's own terms; elsewhere it is good practice under
 * the general duty, and says so.
 */
export const heatPlan = defineDocumentType({
  id: "heat-plan",
  title: "Heat Illness Prevention Plan",
  description: "Water, shade, rest, acclimatisation, high-heat and emergency procedures for work in heat.",
  packId: "new-duties",
  reviewMonths: 12,
  requiredSections: [
    "scope",
    "law",
    "monitoring",
    "water-shade-rest",
    "acclimatisation",
    "high-heat",
    "emergency",
    "training",
  ],
  inputs: { location: "optional" },
  thresholds: [],
});
