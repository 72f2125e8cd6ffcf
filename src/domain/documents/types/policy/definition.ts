import { defineDocumentType } from "../definition";

export const policy = defineDocumentType({
  id: "policy",
  title: "WHS Policy",
  description: "The business's commitment to health and safety, its objectives and who is responsible.",
  packId: "core",
  names: {
    AU: "WHS Policy",
    UK: "Health and Safety Policy",
    NZ: "Health and Safety Policy",
    US: "Safety and Health Program",
  },
  reviewMonths: 12,
  requiredSections: [
    "purpose",
    "scope",
    "commitment",
    "responsibilities",
    "consultation",
    "risk-management",
    "incident-reporting",
    "training",
    "emergency",
    "review",
  ],
  inputs: {},
  thresholds: [
    "uk-written-policy",
    "uk-written-policy-under-5",
    "us-ca-iipp",
    "us-wa-safety-committee",
    "us-wa-safety-meetings",
    "us-nc-safety-committee",
    "us-state-plan",
  ],
});
