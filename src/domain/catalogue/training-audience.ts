import { HAZARD_ENTRIES } from "../hazards/library.generated";

/**
 * Who a competency of the hazard library is for. A course the library marks `for: supervisors`
 * ("Supervisor training in managing psychosocial risks", "Ground control competency for
 * supervisors") is for the supervisors and managers of the work: documents assign it to that role,
 * never to everyone doing the work. A course the library marks for a role of the work ("Heavy
 * vehicle driver licence for the truck", for the truck's drivers; a dive supervisor's competency,
 * for the dive supervisor) is that role's: documents name the role beside it, so a crew reading its
 * induction or a risk assessment does not take a crane operator's licence or the water systems'
 * responsible person's training for everyone's. The course's name decides nothing.
 */
export type TrainingAudience = "supervisors" | "workers";

/** Every course the library marks for supervisors, by its words (the same wherever it is named). */
const FOR_SUPERVISORS: ReadonlySet<string> = new Set(HAZARD_ENTRIES.flatMap((h) => h.forSupervisors ?? []));

/** Every course the library marks for a role, by its words, with the role. */
const FOR_ROLES: ReadonlyMap<string, string> = new Map(
  HAZARD_ENTRIES.flatMap((h) => (h.forRoles ?? []).map((r) => [r.text, r.role] as const)),
);

export const trainingAudience = (competency: string): TrainingAudience =>
  FOR_SUPERVISORS.has(competency.trim()) ? "supervisors" : "workers";

/** The role a competency is for, where the library names one ("the truck's drivers"). */
export const roleOf = (competency: string): string | undefined => FOR_ROLES.get(competency.trim());

/**
 * A competency as a list of the work's competencies prints it: a role's own names the role
 * ("Heavy vehicle driver licence for the truck (for the truck's drivers)"), as a course named for
 * plant names the plant.
 */
export const withRole = (competency: string): string => {
  const role = roleOf(competency);
  return role ? `${competency} (for ${role})` : competency;
};

/**
 * The competencies split by whom they are for, each in the order given; a role's own stands among
 * the workers' with its role named.
 */
export function byAudience(competencies: readonly string[]): { workers: string[]; supervisors: string[] } {
  return {
    workers: competencies.filter((c) => trainingAudience(c) === "workers").map(withRole),
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
