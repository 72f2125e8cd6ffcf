import type { z } from "zod";
import { BUSINESS_INDUSTRIES, TRIAL_INDUSTRIES } from "../../src/domain/catalogue/industries";
import { INSPECTION_CHECK_IDS } from "../../src/domain/catalogue/inspection-checks";
import { fitControls, type WorkProcess } from "../../src/domain/hazards/processes";
import {
  CONTROL_LEVELS,
  type Control,
  type Sector,
  type UnassessedWork,
} from "../../src/domain/hazards/types";
import type { PlacesVisited } from "../../src/domain/tasks/types";
import { type Problems, where, whereNode } from "./located";
import type { placesVisitedSchema, processesSchema, sectorsSchema, unassessedWorkSchema } from "./schema";

const INDUSTRIES = new Set<string>([...BUSINESS_INDUSTRIES, ...TRIAL_INDUSTRIES].map((i) => i.value));

type ControlSource =
  | string
  | {
      text: string;
      removes?: string | undefined;
      forProcess?: string | undefined;
      forHazard?: string | undefined;
      check?: string | undefined;
      at?: string[] | undefined;
    };
const CHECKS = new Set<string>(INSPECTION_CHECK_IDS);
type ControlsSource = Partial<Record<Control["level"], ControlSource | ControlSource[]>>;

/** Checks knowledge/keywords/processes.yaml: ids once each, industries of the catalogue. */
export function buildProcesses(list: z.infer<typeof processesSchema>, problems: Problems): WorkProcess[] {
  const seen = new Set<string>();
  for (const p of list) {
    if (seen.has(p.id)) problems.add(`${whereNode(p)}.id`, `process "${p.id}" is defined twice`);
    seen.add(p.id);
    (p.industries ?? []).forEach((industry, i) => {
      if (!INDUSTRIES.has(industry)) problems.add(where(p.industries!, i), `unknown industry "${industry}"`);
    });
  }
  return list.map((p) => ({
    id: p.id,
    name: p.name,
    industries: p.industries ?? [],
    words: p.words,
    ...(p.except ? { except: p.except } : {}),
  }));
}

/** Checks knowledge/keywords/places-visited.yaml: industries of the catalogue. */
export function buildPlacesVisited(
  data: z.infer<typeof placesVisitedSchema>,
  problems: Problems,
): PlacesVisited {
  for (const p of data.places)
    (p.industries ?? []).forEach((industry, i) => {
      if (!INDUSTRIES.has(industry)) problems.add(where(p.industries!, i), `unknown industry "${industry}"`);
    });
  return {
    goingTo: data.goingTo,
    workFor: data.workFor,
    own: data.own,
    ...(data.trades ? { trades: data.trades } : {}),
    ...(data.othersPlaces ? { othersPlaces: data.othersPlaces } : {}),
    ...(data.noPremises ? { noPremises: data.noPremises } : {}),
    ...(data.ownPremises ? { ownPremises: data.ownPremises } : {}),
    places: data.places.map((p) => ({ words: p.words, industries: p.industries ?? [] })),
  };
}

/** Checks knowledge/keywords/sectors.yaml: names once each, industries of the catalogue. */
export function buildSectors(list: z.infer<typeof sectorsSchema>, problems: Problems): Sector[] {
  const seen = new Set<string>();
  for (const s of list) {
    if (seen.has(s.name)) problems.add(`${whereNode(s)}.name`, `sector "${s.name}" is defined twice`);
    seen.add(s.name);
    s.industries.forEach((industry, i) => {
      if (!INDUSTRIES.has(industry)) problems.add(where(s.industries, i), `unknown industry "${industry}"`);
    });
  }
  return list.map((s) => ({
    name: s.name,
    industries: s.industries,
    words: s.words,
    ...(s.except ? { except: s.except } : {}),
  }));
}

/**
 * Checks knowledge/keywords/work-not-yet-assessed.yaml: each work named once, in lower case as the
 * list continues.
 */
export function buildUnassessedWork(
  list: z.infer<typeof unassessedWorkSchema>,
  problems: Problems,
): UnassessedWork[] {
  const seen = new Set<string>();
  for (const w of list) {
    if (seen.has(w.ask)) problems.add(`${whereNode(w)}.ask`, `"${w.ask}" is listed twice`);
    seen.add(w.ask);
    if (!/^[a-z]/.test(w.ask))
      problems.add(`${whereNode(w)}.ask`, `"${w.ask}": write the work in lower case, as a list continues it`);
  }
  return list.map((w) => ({
    ask: w.ask,
    words: w.words,
    ...(w.except ? { except: w.except } : {}),
    ...(w.unless ? { unless: w.unless } : {}),
  }));
}

/**
 * A hazard's or a step's controls in hierarchy order, each process it names checked against the
 * process list. `fill` fills in shared phrases.
 */
export function controlList(
  controls: ControlsSource | undefined,
  processIds: ReadonlySet<string>,
  problems: Problems,
  fill: (container: object, key: string | number, text: string) => string = (_c, _k, t) => t,
): Control[] {
  const out: Control[] = [];
  for (const level of CONTROL_LEVELS) {
    const given = controls?.[level];
    if (given === undefined) continue;
    const items = Array.isArray(given) ? given : [given];
    items.forEach((item, i) => {
      if (typeof item === "string") {
        out.push({
          level,
          text: fill(Array.isArray(given) ? given : controls!, Array.isArray(given) ? i : level, item),
        });
        return;
      }
      for (const key of ["removes", "forProcess"] as const) {
        const id = item[key];
        if (id !== undefined && !processIds.has(id))
          problems.add(
            `${whereNode(item)}.${key}`,
            `unknown process "${id}" (processes live in knowledge/keywords/processes.yaml)`,
          );
      }
      if (item.check !== undefined && !CHECKS.has(item.check))
        problems.add(
          `${whereNode(item)}.check`,
          `unknown inspection check "${item.check}" (src/domain/catalogue/inspection-checks.ts)`,
        );
      out.push({
        level,
        text: fill(item, "text", item.text),
        ...(item.removes ? { removes: item.removes } : {}),
        ...(item.forProcess ? { forProcess: item.forProcess } : {}),
        ...(item.forHazard ? { forHazard: item.forHazard } : {}),
        ...(item.check ? { check: item.check } : {}),
        ...(item.at ? { at: item.at } : {}),
      });
    });
  }
  return out;
}

const HIGHER = new Set<Control["level"]>(["elimination", "substitution", "isolation", "engineering"]);

/**
 * Where a control takes away a process, a business whose work is that process still needs a
 * control above administrative ones that fits it: one that does not take the process away, or one
 * written for it. `at` names the hazard or step.
 */
export function checkFitsEveryProcess(controls: readonly Control[], at: string, problems: Problems): void {
  const removed = [...new Set(controls.flatMap((c) => (c.removes ? [c.removes] : [])))];
  for (const id of removed) {
    if (!fitControls(controls, [id]).some((c) => HIGHER.has(c.level)))
      problems.add(
        at,
        `where "${id}" is the work, no control above administrative controls is left: add one that fits it (forProcess: ${id})`,
      );
  }
}
