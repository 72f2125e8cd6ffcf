import { defineDocumentType } from "../definition";

export const swms = defineDocumentType({
  id: "swms",
  title: "Safe Work Method Statement",
  description: "Step-by-step hazards and controls for a high-risk work activity.",
  packId: "core",
  names: {
    AU: "Safe Work Method Statement",
    NZ: "Safe Work Method Statement",
    UK: "Method Statement (RAMS)",
    US: "Job Safety Analysis",
  },
  reviewMonths: 12,
  requiredSections: [
    "scope",
    "high-risk-work",
    "job-steps",
    "ppe",
    "permits",
    "emergency",
    "sign-on",
    "review",
  ],
  inputs: { activity: "required", location: "required" },
  perJob: { method: true },
  // The job, its steps with their hazards and controls, PPE, permits, then what to do in an emergency.
  signOn: {
    sections: [
      { id: "scope", columns: ["field", "value"] },
      { id: "job-steps", columns: ["step", "activity", "hazards", "controls", "responsible"] },
      { id: "ppe", columns: ["item", "requiredFor", "check"] },
      { id: "permits", columns: ["type", "item", "requiredFor", "reference"] },
      { id: "emergency" },
    ],
  },
  thresholds: [],
});
