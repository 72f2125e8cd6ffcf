import { defineDocumentType } from "../definition";

export const riskAssessment = defineDocumentType({
  id: "risk-assessment",
  title: "Risk Assessment",
  description: "Identified hazards rated by likelihood and consequence, with controls.",
  packId: "core",
  reviewMonths: 12,
  requiredSections: ["scope", "method", "risk-matrix", "hazards", "action-plan", "review"],
  // A risk assessment covers work at a place: the site is asked for, as a SWMS's is.
  inputs: { scope: "required", hazardTypes: "optional", location: "optional" },
  perJob: {},
  thresholds: [
    "uk-risk-assessment-record",
    "uk-risk-assessment-record-under-5",
    "uk-fire-risk-assessment-record",
  ],
});
