import { defineDocumentType } from "../definition";

export const emergencyPlan = defineDocumentType({
  id: "emergency-plan",
  title: "Emergency Response Plan",
  description: "What everyone does in an emergency: alarms, evacuation, contacts and drills.",
  packId: "core",
  reviewMonths: 12,
  requiredSections: [
    "scope",
    "emergency-contacts",
    "roles",
    "procedures",
    "evacuation",
    "medical",
    "communication",
    "testing",
    "training",
    "review",
  ],
  inputs: { emergencyType: "required" },
  thresholds: [
    "uk-fire-risk-assessment-record",
    "uk-first-aid-all-sizes",
    "us-eap-fpp-written",
    "us-eap-fpp-oral",
  ],
});
