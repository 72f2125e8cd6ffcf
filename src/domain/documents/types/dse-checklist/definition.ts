import { defineDocumentType } from "../definition";

export const dseChecklist = defineDocumentType({
  id: "dse-checklist",
  title: "Workstation (DSE) Checklist",
  description: "Assessment of computer workstations, seating and display screen use.",
  packId: "wellbeing-hr",
  names: {
    AU: "Workstation Ergonomics Checklist",
    UK: "DSE Workstation Assessment",
    NZ: "Workstation Ergonomics Checklist",
    US: "Workstation Ergonomics Checklist",
  },
  reviewMonths: 12,
  requiredSections: ["scope", "requirements", "checklist", "actions"],
  inputs: {},
  thresholds: [],
});
