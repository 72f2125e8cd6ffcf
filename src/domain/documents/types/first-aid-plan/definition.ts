import { defineDocumentType } from "../definition";

export const firstAidPlan = defineDocumentType({
  id: "first-aid-plan",
  title: "First Aid Plan",
  description: "First aiders, kits, facilities and procedures for the workplace.",
  packId: "wellbeing-hr",
  reviewMonths: 12,
  requiredSections: ["scope", "requirements", "first-aiders", "kits", "procedures", "review"],
  // One workplace when the customer names it (its remoteness and natural hazards follow); blank covers every place.
  inputs: { location: "optional" },
  thresholds: ["uk-first-aid-all-sizes"],
});
