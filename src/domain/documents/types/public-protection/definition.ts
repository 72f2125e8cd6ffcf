import { defineDocumentType } from "../definition";

/**
 * One set of procedures for the business's premises: what its people do if an act of terrorism
 * happens, or is about to, on the premises or nearby. Written for the United Kingdom's Terrorism
 * (Protection of Premises) Act 2025; offered only where the jurisdiction's law has such a duty.
 * The tier the premises are in comes from the most people the business expects there at once.
 */
export const publicProtection = defineDocumentType({
  id: "public-protection",
  title: "Public Protection Procedures",
  description:
    "Evacuation, invacuation, lockdown and communication procedures for premises the public comes into, with who decides, briefing and testing, under Martyn's Law.",
  packId: "new-duties",
  reviewMonths: 12,
  requiredSections: [
    "scope",
    "law",
    "evacuation",
    "invacuation",
    "lockdown",
    "communication",
    "training",
    "testing",
  ],
  inputs: {},
  thresholds: [],
});
