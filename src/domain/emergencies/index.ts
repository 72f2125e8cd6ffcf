import type { HazardEntry } from "../hazards/types";
import { affirmed } from "../tasks/negation";
import { EMERGENCY_SCENARIOS } from "./scenarios.generated";
import type { EmergencyScenario } from "./types";

export type { EmergencyScenario } from "./types";
export { EMERGENCY_SCENARIOS };

/** What a scenario is tested against: the business, its hazards and the words it gave for the work. */
export type ScenarioFacts = {
  industry: string;
  regions: readonly string[];
  hazards: readonly Pick<HazardEntry, "id" | "concept" | "alsoCites">[];
  /** The work description, the job, its scope and its site, as typed. */
  text: readonly (string | null | undefined)[];
};

/** The words of the text, lower case and without accents, in order. */
const wordListOf = (text: ScenarioFacts["text"]) =>
  text
    .filter((t): t is string => Boolean(t))
    // Words the business negates ("no sewer or septic work") name work it does not do.
    .map((t) => affirmed(t))
    .join(" ")
    .toLowerCase()
    // "Taupō" is "taupo": a macron or accent typed by the customer never hides a place's name.
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9-]+/)
    .filter((w) => w !== "");

/**
 * Whether the business has this emergency: its industries and regions, when given, must hold;
 * then any hazard or word of the scenario brings it, and with neither the industries and regions
 * alone do. A word or phrase matches whole words of the text, one after another, or its plural.
 */
export function scenarioFits(s: EmergencyScenario, facts: ScenarioFacts): boolean {
  const { industries, regions, hazards, words } = s.when;
  if (industries.length && !industries.includes(facts.industry)) return false;
  if (regions.length && !regions.some((r) => facts.regions.includes(r))) return false;
  if (!hazards.length && !words.length) return true;
  // A row that stands for several entries of one concept (a beekeeper's lifting equipment worded as
  // its loader crane) has each of their emergencies.
  const ids = new Set<string>(facts.hazards.flatMap((h) => [h.id, h.concept, ...(h.alsoCites ?? [])]));
  if (hazards.some((h) => ids.has(h))) return true;
  // A phrase of several words ("deep fryer", "digging a trench") is matched word for word; a single
  // word set would never hold it.
  const typed = ` ${wordListOf(facts.text).join(" ")} `;
  return words.some((w) => {
    const phrase = w
      .split(/[^a-z0-9-]+/)
      .filter(Boolean)
      .join(" ");
    return typed.includes(` ${phrase} `) || typed.includes(` ${phrase}s `);
  });
}

/** The work's own emergencies, in the knowledge base's order. */
export function scenariosFor(facts: ScenarioFacts): EmergencyScenario[] {
  const fits = EMERGENCY_SCENARIOS.filter((s) => scenarioFits(s, facts));
  return fits.filter((s) => !s.coveredBy.some((id) => fits.some((o) => o.id === id)));
}
