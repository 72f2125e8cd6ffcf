import type { z } from "zod";
import { BUSINESS_INDUSTRIES, TRIAL_INDUSTRIES } from "../../src/domain/catalogue/industries";
import { REGIONS } from "../../src/domain/catalogue/regions";
import type { EmergencyScenario } from "../../src/domain/emergencies/types";
import type { HazardEntry } from "../../src/domain/hazards/types";
import { type Problems, where, whereNode } from "./located";
import type { emergencyScenarioFileSchema } from "./schema";

type ScenarioSource = z.infer<typeof emergencyScenarioFileSchema>[number];

const INDUSTRIES = new Set<string>([...BUSINESS_INDUSTRIES, ...TRIAL_INDUSTRIES].map((i) => i.value));
const REGION_CODES = new Set<string>(Object.values(REGIONS).flatMap((rs) => rs.map((r) => r.code)));

/** Checks each scenario's industries, regions and hazards against the catalogue and the library. */
export function buildEmergencyScenarios(
  files: { file: string; scenarios: ScenarioSource[] }[],
  hazards: readonly HazardEntry[],
  problems: Problems,
): EmergencyScenario[] {
  const hazardNames = new Set<string>(hazards.flatMap((h) => [h.id, h.concept]));
  const seen = new Set<string>();
  const out: EmergencyScenario[] = [];
  for (const { scenarios } of files) {
    for (const s of scenarios) {
      if (seen.has(s.id)) problems.add(`${whereNode(s)}.id`, `scenario "${s.id}" is defined twice`);
      seen.add(s.id);
      const { industries = [], regions = [], hazards: ids = [], words = [] } = s.when;
      industries.forEach((v, i) => {
        if (!INDUSTRIES.has(v)) problems.add(where(industries, i), `unknown industry "${v}"`);
      });
      regions.forEach((v, i) => {
        if (!REGION_CODES.has(v)) problems.add(where(regions, i), `unknown region "${v}"`);
      });
      ids.forEach((v, i) => {
        if (!hazardNames.has(v)) problems.add(where(ids, i), `unknown hazard "${v}"`);
      });
      if (!ids.length && !words.length && !industries.length && !regions.length)
        problems.add(`${whereNode(s)}.when`, "says nothing about which businesses have it");
      out.push({
        id: s.id,
        title: s.title,
        natural: s.natural ?? false,
        when: {
          industries: [...industries],
          regions: [...regions],
          hazards: [...ids] as EmergencyScenario["when"]["hazards"],
          words: words.map((w) => w.toLowerCase()),
        },
        steps: [...s.steps],
        siteSteps: s.siteSteps ? [...s.siteSteps] : null,
        remoteSteps: s.remoteSteps ? [...s.remoteSteps] : null,
        awaySteps: s.awaySteps ? [...s.awaySteps] : null,
        ready: s.ready ?? null,
        coveredBy: s.coveredBy ? [...s.coveredBy] : [],
        training: s.training ? { ...s.training } : null,
        remoteTraining: s.remoteTraining ? { ...s.remoteTraining } : null,
      });
    }
  }
  for (const s of out)
    for (const id of s.coveredBy)
      if (!seen.has(id)) problems.add(`emergencies.${s.id}.coveredBy`, `unknown scenario "${id}"`);
  return out;
}
