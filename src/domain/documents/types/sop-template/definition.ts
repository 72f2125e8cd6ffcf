import { defineDocumentType } from "../definition";

export const sopTemplate = defineDocumentType({
  id: "sop-template",
  title: "Standard Operating Procedure",
  description: "How to do a routine task safely and consistently, step by step.",
  packId: "operational-safety",
  reviewMonths: 12,
  requiredSections: ["scope", "hazards", "procedure", "ppe", "sign-off"],
  inputs: {},
  perJob: { fields: { activity: "Task or operation", location: "Site or area" }, method: true },
  thresholds: [],
});
