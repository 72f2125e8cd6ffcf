import { defineDocumentType } from "../definition";

/**
 * A plan for the work that makes respirable crystalline silica dust: the silica risk control plan
 * of the Australian WHS Regulations, OSHA's written exposure control plan, the COSHH assessment in
 * the United Kingdom, and good practice elsewhere. Its tasks are only those the business names (the
 * `activity` input); where it names none the plan leaves them to fill in.
 */
export const silicaPlan = defineDocumentType({
  id: "silica-plan",
  title: "Silica Control Plan",
  description:
    "The tasks that make silica dust, their controls, housekeeping, keeping others away, checks and training, in the country's own law.",
  packId: "new-duties",
  names: { US: "Silica Exposure Control Plan" },
  reviewMonths: 12,
  requiredSections: ["scope", "law", "tasks", "controls", "housekeeping", "access", "checks", "training"],
  inputs: { activity: "optional", location: "optional" },
  // One plan per job or workplace, as the work that makes the dust differs from job to job.
  perJob: { fields: { activity: "Task that makes silica dust", location: "Site or workplace" } },
  thresholds: [],
});
