import { defineDocumentType } from "../definition";

export const checklist = defineDocumentType({
  id: "checklist",
  title: "Workplace Inspection Checklist",
  description: "Routine inspection items for the workplace, with space for actions.",
  packId: "operational-safety",
  reviewMonths: 6,
  requiredSections: ["scope", "checklist", "sign-off"],
  inputs: {},
  perJob: { fields: { location: "Site or area inspected" } },
  thresholds: [],
});
