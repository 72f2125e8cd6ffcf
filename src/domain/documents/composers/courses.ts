import { HAZARD_ENTRIES } from "../../hazards/library.generated";
import type { HazardEntry } from "../../hazards/types";
import { distinct } from "./text";

type PlantCourse = { text: string; course: string };
type Named = Pick<HazardEntry, "competencies" | "forPlant">;

/**
 * A course one hazard names for particular plant ("… (forklift)") is the course another names for
 * any plant: a list of training and competence lines shows it once, and the one line still names
 * the plant the business has, so whoever checks the evidence asks for that plant's training or
 * licence class. The course is for any plant that needs it, so the plant is named the same way
 * ("… (including forklift)") whether or not another hazard names the course for any plant too.
 */
export function onePerCourse(named: readonly string[], forPlant: readonly PlantCourse[]): string[] {
  const lineOf = courseLineOf(named, forPlant);
  const plantOf = new Map(forPlant.map((p) => [p.text, p]));
  return distinct(
    named.flatMap((c) => {
      const p = plantOf.get(c);
      // The course named for any plant stands where it is listed, for the plant too.
      if (p && named.includes(p.course)) return [];
      return [lineOf(c)];
    }),
  );
}

/** The one line a list of training lines shows for each of its lines' course. */
export function courseLineOf(
  named: readonly string[],
  forPlant: readonly PlantCourse[],
): (line: string) => string {
  const plantOf = new Map(forPlant.map((p) => [p.text, p]));
  const plantIn = (c: string, course: string) =>
    c
      .slice(course.length)
      .trim()
      .replace(/^\((.*)\)$/, "$1");
  const plantsFor = (course: string) =>
    distinct(
      named.flatMap((c) => {
        const p = plantOf.get(c);
        return p && p.course === course && c.startsWith(course) ? [plantIn(c, course)] : [];
      }),
    );
  return (c) => {
    const p = plantOf.get(c);
    const course = p && c.startsWith(p.course) ? p.course : c;
    const plants = plantsFor(course);
    return plants.length > 0 ? `${course} (including ${plants.join(", ")})` : c;
  };
}

/** The training and competence lines the hazards call for, one per course. */
export const coursesOf = (hazards: readonly Named[]): string[] =>
  onePerCourse(
    distinct(hazards.flatMap((h) => h.competencies)),
    hazards.flatMap((h) => h.forPlant ?? []),
  );

/** The one line for each course across the hazards, for a line one of them names. */
export const courseLineFor = (hazards: readonly Named[]): ((line: string) => string) =>
  courseLineOf(
    distinct(hazards.flatMap((h) => h.competencies)),
    hazards.flatMap((h) => h.forPlant ?? []),
  );

/** The names of the hazards that call for a course line of coursesOf(hazards), one a line. */
export function hazardsNeedingCourse(hazards: readonly (Named & { name: string })[], line: string): string {
  const lineOf = courseLineFor(hazards);
  return hazards
    .filter((h) => h.competencies.some((c) => lineOf(c) === line))
    .map((h) => h.name)
    .join("\n");
}

type Credential = NonNullable<HazardEntry["credentials"]>[number];

/** Every competency the library says is a credential, by its words (the same wherever it is named). */
const CREDENTIALS: ReadonlyMap<string, Credential> = new Map(
  HAZARD_ENTRIES.flatMap((h) => (h.credentials ?? []).map((c) => [c.text, c] as const)),
);

/** What the library says a competency is as a credential and who holds it, where it says. */
export const credentialOf = (competency: string): Credential | undefined =>
  CREDENTIALS.get(competency.trim());

const LICENSED = /(?<!non-)licen[cs]e|ticket|card|certificat|registration/i;
/**
 * Whether a competency is a licence, ticket, card, certificate or registration a person or the
 * business holds (evidenced by a copy of it), rather than training (non-licensed work's training
 * is training).
 */
export const isLicensed = (competency: string): boolean =>
  credentialOf(competency) !== undefined || LICENSED.test(competency);
