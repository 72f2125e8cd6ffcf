import { defineDocumentType } from "../definition";

export const ppeRegister = defineDocumentType({
  id: "ppe-register",
  title: "PPE Register",
  description: "Personal protective equipment issued, inspected and replaced.",
  packId: "wellbeing-hr",
  reviewMonths: 6,
  requiredSections: ["scope", "requirements", "register", "issue-log", "review"],
  inputs: {},
  thresholds: [],
});
