import { defineDocumentType } from "../definition";

export const hazardRegister = defineDocumentType({
  id: "hazard-register",
  title: "Hazard Register",
  description: "A living list of workplace hazards, their risk ratings and controls.",
  packId: "compliance-essentials",
  reviewMonths: 6,
  requiredSections: ["scope", "risk-matrix", "register", "review"],
  inputs: {},
  thresholds: ["uk-risk-assessment-record", "uk-risk-assessment-record-under-5"],
});
