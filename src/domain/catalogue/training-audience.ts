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
 * The words that may end a role's head: "the person responsible for …", "anyone who slings …",
 * "the drivers of dangerous goods loads", "anyone directing traffic".
 */
const AFTER_HEAD = new Set([
  "who",
  "which",
  "that",
  "of",
  "for",
  "responsible",
  "in",
  "on",
  "at",
  "with",
  "near",
]);

/** A word as compared: lower case, letters only, without a plural "s" ("Shot-firers" is "shotfirer"). */
const bare = (w: string) =>
  w
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/s$/, "");

/**
 * The nouns that say who holds a role: the last word before what follows the head, for each of the
 * holders joined by "and" or "or" ("the vessel's master or skipper": master, skipper; "anyone who
 * slings or directs a load": anyone; "the truck's drivers": driver).
 */
function roleHeads(role: string): string[] {
  const written = role.split(/\s+/).filter((w) => w !== "");
  const end = written.findIndex((w) => AFTER_HEAD.has(w.toLowerCase()) || /ing$/i.test(w));
  const head = end < 0 ? written : written.slice(0, end);
  const heads: string[] = [];
  let last: string | undefined;
  for (const w of head) {
    if (/^(and|or)$/i.test(w)) {
      if (last) heads.push(last);
      last = undefined;
    } else last = w;
  }
  if (last) heads.push(last);
  return heads.map(bare).filter((w) => w !== "");
}

/**
 * Whether a competency's own words already name who holds it ("Driver licence for the vehicle
 * class" is the drivers'; "Dive supervisor competency" the dive supervisor's): the role's head
 * noun is one of its words. A word of what the role does ("traffic" of "anyone directing traffic")
 * is not who holds it.
 */
export function namesItsRole(competency: string, role: string): boolean {
  const said = new Set(competency.split(/[\s,()]+/).map(bare));
  return roleHeads(role).some((h) => said.has(h));
}

/**
 * A competency as a list of the work's competencies prints it: a role's own names the role, in the
 * words of the jurisdiction's terms (`competencyRole`, "(for {{role}})"), unless its own words
 * already name the role: "Legionella control training (for the person responsible for the water
 * systems)", but "Driver licence for the vehicle class" alone.
 */
export const withRole = (competency: string, note: string): string => {
  const role = roleOf(competency);
  if (!role || namesItsRole(competency, role)) return competency;
  return `${competency} ${note.replace(/\{\{role\}\}/g, role)}`;
};

/**
 * The competencies split by whom they are for, each in the order given; a role's own stands among
 * the workers' with its role named (`withRole`).
 */
export function byAudience(
  competencies: readonly string[],
  note: string,
): { workers: string[]; supervisors: string[] } {
  return {
    workers: competencies.filter((c) => trainingAudience(c) === "workers").map((c) => withRole(c, note)),
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
