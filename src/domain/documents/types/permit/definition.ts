import { defineDocumentType } from "../definition";

export const permit = defineDocumentType({
  id: "permit",
  title: "Permit to Work",
  description: "Authorisation and controls for hot work, confined spaces and other high-risk tasks.",
  packId: "operational-safety",
  reviewMonths: 12,
  requiredSections: ["scope", "work-details", "hazards-controls", "isolations", "authorisation", "close-out"],
  inputs: {},
  perJob: { fields: { activity: "Work to be done", location: "Location" } },
  thresholds: [],
});
