import { HAZARD_ENTRIES } from "../hazards/library.generated";

/**
 * Who a competency of the hazard library is for. A course the library marks `for: supervisors`
 * ("Supervisor training in managing psychosocial risks", "Ground control competency for
 * supervisors") is for the supervisors and managers of the work: documents assign it to that role,
 * never to everyone doing the work. The course's name decides nothing. An appointed role's own
 * competency ("Dive supervisor competency", a food safety supervisor's training) is not marked and
 * stays with the work that needs it, as every other competency does.
 */
export type TrainingAudience = "supervisors" | "workers";

/** Every course the library marks for supervisors, by its words (the same wherever it is named). */
const FOR_SUPERVISORS: ReadonlySet<string> = new Set(HAZARD_ENTRIES.flatMap((h) => h.forSupervisors ?? []));

export const trainingAudience = (competency: string): TrainingAudience =>
  FOR_SUPERVISORS.has(competency.trim()) ? "supervisors" : "workers";

/** The competencies split by whom they are for, each in the order given. */
export function byAudience(competencies: readonly string[]): { workers: string[]; supervisors: string[] } {
  return {
    workers: competencies.filter((c) => trainingAudience(c) === "workers"),
    supervisors: competencies.filter((c) => trainingAudience(c) === "supervisors"),
  };
}

/**
 * A competency a person shows with their own evidence (a licence, ticket, card, certificate,
 * registration, qualification, assessed or evaluated competence, a fit test), as a contractor's workers do, rather than a
 * course the business runs for its own workers.
 */
const CREDENTIAL =
  /licen[cs]e|ticket|\bcard\b|certificat|registration|qualifi|competen(ce|cy|t)|accredit|\bevaluation\b|fit test/i;

/** Every competency the library marks `evidence: own`, by its words. */
const OWN_EVIDENCE: ReadonlySet<string> = new Set(HAZARD_ENTRIES.flatMap((h) => h.ownEvidence ?? []));

/** Whether a contractor's workers show this competency from their own records (not a supervisors' course). */
export const isOwnCredential = (competency: string): boolean =>
  (OWN_EVIDENCE.has(competency.trim()) || CREDENTIAL.test(competency)) &&
  trainingAudience(competency) === "workers";
