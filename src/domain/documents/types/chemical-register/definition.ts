import { defineDocumentType } from "../definition";

export const chemicalRegister = defineDocumentType({
  id: "chemical-register",
  title: "Chemical Register & SDS Log",
  description: "Hazardous chemicals on site with their safety data sheets and storage.",
  packId: "compliance-essentials",
  reviewMonths: 6,
  requiredSections: ["scope", "requirements", "register", "sds", "storage", "review"],
  // One workplace when the customer names it; left blank it covers every place the business works.
  inputs: { location: "optional" },
  thresholds: [],
});
