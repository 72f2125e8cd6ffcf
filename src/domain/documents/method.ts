import { oneRow, sameConcept } from "../hazards";
import type { HazardEntry } from "../hazards/types";
import type { HighRiskWorkCategoryId, JurisdictionProfile } from "../legal/types";
import { type Method, type MethodStep, rulesFor, type TaskControl } from "../tasks";
import { withoutEmptyColumn } from "./composers/tables";
import { lowerFirst } from "./composers/text";
import type { DocTable } from "./content";
import { esc, link, p, ulHtml } from "./html";
import { localLine } from "./local-terms";
import { RISK_ACTIONS, riskLabel, riskLevel, startRule } from "./risk";

/**
 * Content built from a method: the steps of the tasks the document covers, each with only its
 * own hazards and controls. Shared by the SWMS (RAMS, JSA), the SOP and the permit.
 */

const LEVEL_LABELS: Record<TaskControl["level"], string> = {
  elimination: "Eliminate",
  substitution: "Substitute",
  isolation: "Isolate",
  engineering: "Engineering control",
  administrative: "Administrative control",
  ppe: "PPE",
};

export const controlText = (c: TaskControl) => `${LEVEL_LABELS[c.level]}: ${c.text}`;

/**
 * Every hazard of the method's steps, each concept once, in the order the steps meet them, in the
 * wording first met and with the controls and law of every other wording of it the steps name.
 */
export function methodHazards(method: Method): HazardEntry[] {
  const all = method.steps.flatMap((s) => s.hazards);
  const firsts: HazardEntry[] = [];
  for (const h of all) if (!firsts.some((other) => sameConcept(other, h))) firsts.push(h);
  return firsts.map((first) => {
    const wordings = all.filter((h) => h !== first && sameConcept(h, first));
    return wordings.length > 0 ? oneRow(first, wordings) : first;
  });
}

/**
 * What the method's tasks say to do after an incident of the work (a needlestick, an injury on an
 * excursion), each once: the response belongs with the emergency procedures, not among the rated
 * steps of the work.
 */
export function methodIfIncident(method: Method | null | undefined): string[] {
  return [...new Set((method?.tasks ?? []).flatMap((t) => t.ifIncident ?? []))];
}

/** What the step column says: the step, with its task when the method covers more than one. */
function stepLabel(method: Method, i: number): string {
  const s = method.steps[i]!;
  return method.tasks.length > 1 ? `${s.task}: ${s.do}` : s.do;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One sentence on where the steps come from, so a reader knows whether to adapt them. */
export function methodBasis(method: Method, activity: string): string {
  const titles = method.tasks.map((t) => t.title.charAt(0).toLowerCase() + t.title.slice(1)).join(" and ");
  if (method.basis === "own") {
    const unknown = method.steps.some((s) => s.unrecognised);
    return `The steps below are the method for ${lowerFirst(activity)} as the person preparing this document wrote them, in the order the work is done. Each step's hazards were found from the step's own words, with the controls and ratings of the hazard library.${unknown ? ` A step marked "${UNRECOGNISED_HAZARDS}" must have its hazards, controls and ratings added by the person preparing this document before work starts.` : ""}`;
  }
  // Desk and office work the activity names is said to be low-risk in plain words, not treated as
  // high-risk work.
  if (method.tasks.length > 0 && method.tasks.every((t) => t.lowRisk))
    return `${capitalised(activity)} is low-risk work, not high-risk work: none of its steps is high-risk work, and the short method below is how it is done safely. If the work comes to include anything else, such as site visits, driving or lifting, add that work's own steps.`;
  return `The steps below are the method for ${titles}, in the order the work is done.`;
}

/**
 * The job steps table: hazards, controls required before the step, risk, and further controls when
 * any step has one.
 */
export function methodStepsTable(method: Method, caption: string, id = "job-steps"): DocTable {
  return withoutEmptyColumn(stepsTable(method, caption, id), "further");
}

/** What the hazards column says of a step done away from the exposure (planning, paperwork). */
export const NO_HAZARD_OF_ITS_OWN =
  "None of its own: this step is done away from the work; its hazards are rated at the steps where they are met";
/**
 * What the hazards column says of a step the customer wrote whose words name no hazard the library
 * knows: never silently empty, never called paperwork.
 */
export const UNRECOGNISED_HAZARDS = "Hazards not recognised";
export const UNRECOGNISED_LINE = `${UNRECOGNISED_HAZARDS}: the person preparing this document must identify this step's hazards before work starts`;
export const UNRECOGNISED_CONTROLS =
  "To be completed before work starts: the controls for the hazards identified";
const UNRECOGNISED_RATING = "To be rated before work starts";

/** What a rating column says of such a step. */
export const NOT_RATED = "Not rated";

/**
 * A step whose controls leave it Extreme may not start (the matrix's own rule), and its row says so
 * beside its controls. The task library never needs it: a test holds every step below Extreme.
 */
export const EXTREME_STOP = `Do not start this step: with these controls the risk is still Extreme. ${RISK_ACTIONS.Extreme}`;

/** A step's controls as the table shows them, with the stop line when they leave it Extreme. */
export function stepControls(step: MethodStep): string[] {
  const controls = step.required.map(controlText);
  if (!step.after) return controls;
  if (riskLevel(step.after) === "Extreme") return [EXTREME_STOP, ...controls];
  // A step left High may start only once every control it lists is verified (the matrix's rule);
  // a step done alone is checked as its lone-work hazard says, since no supervisor is there.
  const rule = startRule(step.after, step.required, step.hazards.find((h) => h.startCheck)?.startCheck);
  return rule ? [rule, ...controls] : controls;
}

/**
 * A step's hazards as its hazards column lists them. A step with several is rated by the worst, so
 * each is named with its own rating before controls, the rating the register and the risk
 * assessment give it: a reader sees which hazard sets the step's rating, and that a hazard met in
 * the step is rated as it is everywhere else.
 */
export function stepHazardLines(step: MethodStep): string[] {
  if (step.hazards.length < 2) return step.hazards.map((h) => h.name);
  return step.hazards.map((h) => `${h.name}: ${riskLabel(h.inherent)}`);
}

/** Whether any step is rated by the worst of several hazards. */
export const ratedByWorst = (method: Method) => method.steps.some((s) => s.hazards.length > 1);

/** What the document says of a step with several hazards. */
export const WORST_HAZARD_RATES_THE_STEP =
  "A step with more than one hazard shows each hazard's own risk before controls, rated as the hazard register and the risk assessment rate that hazard for this work, and is rated by the worst of them.";

function stepsTable(method: Method, caption: string, id: string): DocTable {
  return {
    id,
    caption,
    columns: [
      { key: "step", label: "Step" },
      { key: "activity", label: "Activity" },
      { key: "hazards", label: "Hazards" },
      { key: "before", label: "Risk before controls" },
      { key: "controls", label: "Controls required before the step starts" },
      { key: "after", label: "Risk with those controls" },
      { key: "further", label: "Further controls to consider" },
      { key: "responsible", label: "Responsible" },
    ],
    rows: method.steps.map((s, i) => ({
      step: String(i + 1),
      activity: stepLabel(method, i),
      hazards: s.unrecognised
        ? UNRECOGNISED_LINE
        : s.hazards.length
          ? stepHazardLines(s).join("\n")
          : NO_HAZARD_OF_ITS_OWN,
      before: s.before ? riskLabel(s.before) : s.unrecognised ? UNRECOGNISED_RATING : NOT_RATED,
      controls: s.unrecognised ? UNRECOGNISED_CONTROLS : stepControls(s).join("\n"),
      after: s.after ? riskLabel(s.after) : s.unrecognised ? UNRECOGNISED_RATING : NOT_RATED,
      further: s.consider.map(controlText).join("\n"),
      responsible: s.responsible,
    })),
  };
}

export type MethodHighRiskWork = {
  id: HighRiskWorkCategoryId;
  code: string | null;
  text: string;
  steps: string[];
};

/**
 * Categories that turn on a measure of the step itself (how far a person could fall, how deep the
 * trench is): a hazard cannot know it, so only the step that names them brings them. A fall hazard
 * in a 1.2 m trench is not New Zealand's 5 m notifiable work.
 */
const STEP_MEASURED: readonly HighRiskWorkCategoryId[] = ["fall-over-2m", "trench-over-1-5m"];

/**
 * The high-risk work categories of the steps that this jurisdiction lists, with the steps that bring
 * them: those a step names and those its hazards bring (asbestos, overhead powerlines, mobile plant),
 * so the list never understates what the steps themselves describe; a category set by a height or
 * depth comes only from the step that names it.
 */
export function methodHighRiskWork(method: Method, profile: JurisdictionProfile): MethodHighRiskWork[] {
  const found = new Map<HighRiskWorkCategoryId, MethodHighRiskWork>();
  method.steps.forEach((s, i) => {
    const brought = s.hazards.flatMap((h) => h.highRiskWork).filter((id) => !STEP_MEASURED.includes(id));
    for (const id of new Set([...s.highRiskWork, ...brought])) {
      const category = profile.highRiskWork.categories[id];
      if (!category) continue;
      const entry: MethodHighRiskWork = found.get(id) ?? {
        id,
        code: category.code,
        text: category.text,
        steps: [],
      };
      entry.steps.push(`Step ${i + 1}`);
      found.set(id, entry);
    }
  });
  return [...found.values()];
}

/** Text compared for sameness: case, spacing and end punctuation aside. */
const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.;:,]+$/, "")
    .trim();

/** "Step 2" or "Steps 2, 4". */
const stepsText = (steps: readonly number[]) =>
  `${steps.length === 1 ? "Step" : "Steps"} ${steps.join(", ")}`;

/**
 * The PPE worn for a step: the site PPE everyone wears for the whole job (a trench crew's helmet is
 * worn by the pipelayer in the trench, not only where the barriers go up), then the step's own. A
 * task that names PPE for its steps has chosen it step by step, and its choice stands; a method
 * whose tasks name none wears what its steps' hazards call for, so a method with a hazard that
 * needs PPE never says none is needed.
 */
export function stepPpe(method: Method, step: MethodStep): string[] {
  const own = method.steps.some((s) => s.ppe.length) ? step.ppe : step.hazards.flatMap((h) => h.ppe);
  const items = new Map<string, string>();
  for (const item of [...step.sitePpe, ...own]) if (!items.has(key(item))) items.set(key(item), item);
  return [...items.values()];
}

/**
 * Items of the steps, each once, with the steps that need it: the steps' own permits, and the PPE
 * each step is worn for (`stepPpe`), so the PPE a document lists is the PPE its own steps call for.
 */
export function methodNeeds(method: Method, kind: "ppe" | "permits"): { item: string; steps: string }[] {
  const found = new Map<string, { item: string; steps: number[] }>();
  method.steps.forEach((s, i) => {
    const items = kind === "ppe" ? stepPpe(method, s) : s.permits;
    for (const item of items) {
      const entry = found.get(key(item)) ?? { item, steps: [] };
      if (!entry.steps.includes(i + 1)) entry.steps.push(i + 1);
      found.set(key(item), entry);
    }
  });
  return [...found.values()].map(({ item, steps }) => ({ item, steps: stepsText(steps) }));
}

/** What the competencies table says each row is needed for. */
export const EVERYONE_CONSTRUCTION = "Everyone doing the construction work";
export const PEOPLE_DOING_THE_WORK = "The people doing the work";

/** Plant, named in a task's plant list, that a plant hazard's licence is for. */
const PLANT_OF: Readonly<Record<string, RegExp>> = {
  "lifting-equipment": /\b(crane|hoist|gantry|winch)/i,
  "mobile-equipment": /\b(forklift|crane truck|mobile crane|excavator|loader|telehandler|tractor|dozer)/i,
  "mining-vehicle-interaction": /\b(haul truck|loader|dozer|excavator|grader)/i,
  excavation: /\b(excavator|backhoe)/i,
  demolition: /\b(excavator|demolition machine)/i,
};

/**
 * The competencies and licences the work needs: the jurisdiction's construction induction where its
 * profile has one (construction businesses in Australia), the tasks' own, and the plant licence of
 * each hazard met in a step that is itself plant (cranes, mobile plant, excavators) and that the
 * work's plant list holds, in the jurisdiction's words, unless the tasks already name a licence.
 */
export function methodCompetencies(
  method: Method,
  profile: JurisdictionProfile,
): { item: string; requiredFor: string }[] {
  const own = methodCompetencyList(method, profile);
  const rows: { item: string; requiredFor: string }[] = [];
  const induction = profile.terms.constructionInduction;
  if (induction && !own.some((c) => key(c) === key(induction)))
    rows.push({ item: induction, requiredFor: EVERYONE_CONSTRUCTION });
  rows.push(...own.map((item) => ({ item, requiredFor: PEOPLE_DOING_THE_WORK })));
  if (own.some((c) => /licen[cs]e|certification/i.test(c))) return rows;
  const plant = methodList(method, "plant").join("\n");
  const licences = new Map<string, { item: string; steps: number[]; hazards: string[] }>();
  method.steps.forEach((s, i) => {
    // Being near plant is not operating it: the licence comes only where the work's own plant
    // list holds plant of that kind (the roofer's crane truck, not the delivery truck a shop
    // receives stock from).
    for (const h of s.hazards.filter((x) => PLANT_OF[x.id]?.test(plant))) {
      // Only a hazard that is itself plant (mobile plant, cranes, excavators) brings its licence: a
      // licence written for some plant ("… (elevating work platforms, scaffolding)" on working at
      // height) may not be plant this work uses.
      for (const c of h.competencies.filter((x) => x.trim() === "{{local.plantLicence}}")) {
        if (!profile.terms.plantLicence) continue;
        const item = c.replace("{{local.plantLicence}}", profile.terms.plantLicence);
        const entry = licences.get(key(item)) ?? { item, steps: [], hazards: [] };
        if (!entry.steps.includes(i + 1)) entry.steps.push(i + 1);
        if (!entry.hazards.includes(h.name)) entry.hazards.push(h.name);
        licences.set(key(item), entry);
      }
    }
  });
  for (const { item, steps, hazards } of licences.values())
    rows.push({ item, requiredFor: `${stepsText(steps)}: ${hazards.map(lowerFirst).join("; ")}` });
  return rows;
}

/** The competencies the tasks name, each once, in the jurisdiction's words; a licence it has none of is left out. */
export function methodCompetencyList(method: Method, profile: JurisdictionProfile): string[] {
  return methodList(method, "competencies").flatMap((c) => localLine(c, profile) ?? []);
}

/** Competencies and plant the tasks name, each once, as the tasks write them. */
export function methodList(method: Method, key: "competencies" | "plant"): string[] {
  return [...new Set(method.tasks.flatMap((t) => t[key]))];
}

/** The jurisdiction's rules for these tasks, each with a link to the regulator's page that states it. */
export function methodRules(method: Method, profile: JurisdictionProfile, industry?: string): string | null {
  const rules = rulesFor(method, profile.code, profile.country, industry);
  if (rules.length === 0) return null;
  return [
    p(`What the law in ${profile.name} requires for this work:`),
    ulHtml(rules.map((r) => `${esc(r.text)} (${link(r.source, "source")})`)),
  ].join("");
}
