import { defineDocumentType } from "../definition";

export const firstAidPlan = defineDocumentType({
  id: "first-aid-plan",
  title: "First Aid Plan",
  description: "First aiders, kits, facilities and procedures for the workplace.",
  packId: "wellbeing-hr",
  reviewMonths: 12,
  requiredSections: ["scope", "requirements", "first-aiders", "kits", "procedures", "review"],
  inputs: {},
  thresholds: ["uk-first-aid-all-sizes"],
});
