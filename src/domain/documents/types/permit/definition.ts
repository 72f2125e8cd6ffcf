import { defineDocumentType } from "../definition";

export const permit = defineDocumentType({
  id: "permit",
  title: "Permit to Work",
  description: "Authorisation and controls for hot work, confined spaces and other high-risk tasks.",
  packId: "operational-safety",
  // Issued for one job or shift and closed when it ends: a permit is never reviewed on a schedule.
  reviewMonths: null,
  // Energy isolation and hot work are sections of the permits whose work needs them.
  requiredSections: ["scope", "work-details", "hazards-controls", "authorisation", "close-out"],
  inputs: {},
  perJob: { fields: { activity: "Work to be done", location: "Location" }, method: true },
  thresholds: [],
});
