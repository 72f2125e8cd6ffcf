import { defineDocumentType } from "../definition";

export const actionPlan = defineDocumentType({
  id: "action-plan",
  title: "Safety Action Plan",
  description: "Safety improvements with owners, priorities and due dates.",
  packId: "compliance-essentials",
  reviewMonths: 3,
  requiredSections: ["scope", "actions", "review"],
  inputs: {},
  thresholds: "all",
});
