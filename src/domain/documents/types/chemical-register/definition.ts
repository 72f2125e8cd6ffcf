import { defineDocumentType } from "../definition";

export const chemicalRegister = defineDocumentType({
  id: "chemical-register",
  title: "Chemical Register & SDS Log",
  description: "Hazardous chemicals on site with their safety data sheets and storage.",
  packId: "compliance-essentials",
  reviewMonths: 6,
  requiredSections: ["scope", "requirements", "register", "sds", "storage", "review"],
  inputs: {},
  thresholds: [],
});
