import { defineDocumentType } from "../definition";

export const returnToWork = defineDocumentType({
  id: "return-to-work",
  title: "Return to Work Program",
  description: "Supporting injured workers back to suitable duties.",
  packId: "wellbeing-hr",
  reviewMonths: 12,
  requiredSections: ["purpose", "scope", "requirements", "responsibilities", "process", "review"],
  inputs: {},
  thresholds: ["us-recordkeeping-partial-exemption", "us-ca-iipp", "au-sa-rtw-coordinator"],
});
