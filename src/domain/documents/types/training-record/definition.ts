import { defineDocumentType } from "../definition";

export const trainingRecord = defineDocumentType({
  id: "training-record",
  title: "Training & Induction Record",
  description: "Who has been inducted and trained, in what, and when refreshers are due.",
  packId: "compliance-essentials",
  reviewMonths: 12,
  requiredSections: ["scope", "requirements", "training-matrix", "records"],
  inputs: {},
  thresholds: [],
});
