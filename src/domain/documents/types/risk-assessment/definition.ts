import { defineDocumentType } from "../definition";

export const riskAssessment = defineDocumentType({
  id: "risk-assessment",
  title: "Risk Assessment",
  description: "Identified hazards rated by likelihood and consequence, with controls.",
  packId: "core",
  reviewMonths: 12,
  requiredSections: ["scope", "method", "risk-matrix", "hazards", "action-plan", "review"],
  inputs: { scope: "required", hazardTypes: "optional" },
  perJob: {},
  thresholds: [
    "uk-risk-assessment-record",
    "uk-risk-assessment-record-under-5",
    "uk-fire-risk-assessment-record",
  ],
});
