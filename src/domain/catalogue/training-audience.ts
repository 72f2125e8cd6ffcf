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
