/**
 * Who a competency of the hazard library is for. A course the library names for supervisors or
 * managers ("Supervisor training in managing psychosocial risks", "Ground control competency for
 * supervisors") is theirs: documents assign it to that role, never to everyone doing the work.
 * An appointed role's own competency ("Dive supervisor competency", a food safety supervisor's
 * training) is not a course for every supervisor and stays with the work that needs it. Every
 * other competency is for the people doing the work.
 */
export type TrainingAudience = "supervisors" | "workers";

const FOR_SUPERVISORS = /^supervisors?\b|\bfor (supervisors|managers|supervisors and managers)$/i;

export const trainingAudience = (competency: string): TrainingAudience =>
  FOR_SUPERVISORS.test(competency.trim()) ? "supervisors" : "workers";

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

/** Whether a contractor's workers show this competency from their own records (not a supervisors' course). */
export const isOwnCredential = (competency: string): boolean =>
  CREDENTIAL.test(competency) && trainingAudience(competency) === "workers";
