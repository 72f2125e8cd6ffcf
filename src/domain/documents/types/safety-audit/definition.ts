import { defineDocumentType } from "../definition";

export const safetyAudit = defineDocumentType({
  id: "safety-audit",
  title: "Safety Audit Checklist",
  description: "A structured audit of the safety system with findings and corrective actions.",
  packId: "operational-safety",
  reviewMonths: 12,
  requiredSections: ["scope", "audit-checklist", "findings", "sign-off"],
  inputs: {},
  perJob: { fields: { location: "Site or area audited" } },
  thresholds: [],
});
