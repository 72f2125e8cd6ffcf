import { defineDocumentType } from "../definition";

/**
 * A business-wide assessment: one per business, of the psychosocial hazards (harassment included)
 * its people may meet wherever they work for it. Where the law asks for psychosocial risks to be
 * identified and controlled (the model WHS Regulations, Victoria's Psychological Health
 * Regulations, the Management Regulations' risk assessment, New Zealand's HSWA) the assessment
 * records how the business meets it; elsewhere it is good practice under the general duty, and
 * says so.
 */
export const psychosocialAssessment = defineDocumentType({
  id: "psychosocial-assessment",
  title: "Psychosocial and Harassment Risk Assessment",
  description:
    "Psychosocial hazards such as workload, low control, poor support, bullying and harassment: who is exposed, how likely and serious the harm, controls that change the work first, consultation and review.",
  packId: "new-duties",
  reviewMonths: 12,
  requiredSections: ["scope", "law", "hazards", "assessing", "controls", "consultation", "harassment"],
  inputs: { location: "optional" },
  // The harassment law that turns on headcount, as the bullying and harassment policy states it.
  thresholds: [
    "us-ca-harassment-training",
    "us-wa-law-against-discrimination",
    "us-fl-civil-rights-act",
    "us-tx-labor-code-ch-21",
  ],
});
