import { defineDocumentType } from "../definition";

export const bullyingPolicy = defineDocumentType({
  id: "bullying-policy",
  title: "Anti-Bullying & Harassment Policy",
  description: "How bullying and harassment are prevented, reported and resolved.",
  packId: "wellbeing-hr",
  reviewMonths: 12,
  requiredSections: [
    "purpose",
    "scope",
    "definition",
    "responsibilities",
    "reporting",
    "investigation",
    "support",
    "review",
  ],
  inputs: {},
  thresholds: [
    "us-ca-harassment-training",
    "us-wa-law-against-discrimination",
    "us-fl-civil-rights-act",
    "us-tx-labor-code-ch-21",
  ],
});
