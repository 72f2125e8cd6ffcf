import { defineDocumentType } from "../definition";

export const incidentForm = defineDocumentType({
  id: "incident-form",
  title: "Incident Report Form",
  description: "Records what happened, who was involved and the follow-up actions.",
  packId: "core",
  reviewMonths: 12,
  requiredSections: [
    "notification",
    "incident-details",
    "people-involved",
    "injury-details",
    "immediate-actions",
    "investigation",
    "corrective-actions",
    "sign-off",
  ],
  inputs: { incidentTypes: "optional" },
  perJob: { fields: { location: "Site or area" } },
  thresholds: [
    "us-recordkeeping-partial-exemption",
    "us-recordkeeping",
    "us-electronic-submission-300a-designated",
    "us-electronic-submission",
    "us-electronic-submission-300a-large",
  ],
});
