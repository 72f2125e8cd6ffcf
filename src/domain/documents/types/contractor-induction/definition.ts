import { defineDocumentType } from "../definition";

export const contractorInduction = defineDocumentType({
  id: "contractor-induction",
  title: "Contractor Induction",
  description: "Site rules, hazards and sign-off for contractors and visitors.",
  packId: "operational-safety",
  reviewMonths: 12,
  requiredSections: ["scope", "requirements", "site-rules", "hazards", "emergency", "sign-on"],
  // One workplace when the customer names it; left blank it covers every place the business works.
  inputs: { location: "optional" },
  signOn: {
    sections: [
      { id: "scope" },
      { id: "requirements" },
      { id: "site-rules" },
      { id: "hazards", columns: ["hazard", "harm", "controls"] },
      { id: "emergency" },
    ],
  },
  thresholds: [],
});
