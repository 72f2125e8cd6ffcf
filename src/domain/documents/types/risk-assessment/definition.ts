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
  // A risk assessment may cover a job: its tasks, chosen or matched from the scope, or the
  // customer's own steps are assessed step by step. Its scope may as well be a place or all the
  // business's work, so it is never held back for a method.
  perJob: { method: "optional" },
  thresholds: [
    "uk-risk-assessment-record",
    "uk-risk-assessment-record-under-5",
    "uk-fire-risk-assessment-record",
    "uk-fire-safety-record-scotland",
    "uk-fire-safety-record-scotland-under-5",
  ],
});
