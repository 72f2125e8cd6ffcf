import { defineDocumentType } from "../definition";

export const induction = defineDocumentType({
  id: "induction",
  title: "Worker Induction",
  description: "What every new worker needs to know about safety on their first day.",
  packId: "operational-safety",
  reviewMonths: 12,
  requiredSections: [
    "scope",
    "rights-responsibilities",
    "site-rules",
    "hazards",
    "emergency",
    "incident-reporting",
    "sign-off",
  ],
  // One workplace when the customer names it; left blank it covers every place the business works.
  inputs: { location: "optional" },
  signOn: {
    sections: [
      { id: "scope" },
      { id: "site-rules" },
      { id: "hazards", columns: ["hazard", "harm", "controls", "ppe"] },
      { id: "emergency" },
      { id: "incident-reporting" },
    ],
  },
  thresholds: ["us-eap-fpp-written", "us-eap-fpp-oral"],
});
