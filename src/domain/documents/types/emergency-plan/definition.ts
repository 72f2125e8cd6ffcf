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
  // The premises or site the plan is for, when it is for one: its address places its natural hazards.
  inputs: { emergencyType: "required", location: "optional" },
  thresholds: [
    "uk-fire-risk-assessment-record",
    "uk-fire-safety-record-scotland",
    "uk-fire-safety-record-scotland-under-5",
    "uk-first-aid-all-sizes",
    "us-eap-fpp-written",
    "us-eap-fpp-oral",
  ],
});
