import {
  brought,
  fitControls,
  fitToWork,
  forBusiness,
  type HazardFacts,
  hazardEntry,
  oneRow,
  sameConcept,
} from "../hazards";
import { residualInPlace } from "../hazards/honest";
import { WORK_PROCESSES } from "../hazards/library.generated";
import { processesIn } from "../hazards/processes";
import { justifiedResidual, worseRating } from "../hazards/residual";
import type { HazardEntry, Rating } from "../hazards/types";
import type { HighRiskWorkCategoryId } from "../legal/types";
import { KEYWORD_RULES } from "./index.generated";
import { TASK_ENTRIES, type TaskId } from "./library.generated";
import { confidentMatches, hazardIdsInText, matchTaskIndex, type TaskMatch, usualWorkInText } from "./match";
import type { TaskControl, TaskEntry, TaskRule } from "./types";

export type { TaskId } from "./library.generated";
export {
  type BusinessFit,
  CONFIDENT_PHRASE_WORDS,
  confidentMatches,
  hazardIdsInText,
  matchTaskIndex,
  type TaskMatch,
  taskFits,
  words,
} from "./match";
export { placesOnlyVisited, withoutPlacesVisited } from "./places-visited";
export { RESPONSE_STEP } from "./response";
export type { TaskControl, TaskEntry, TaskRule, TaskStep, TaskSummary } from "./types";

const BY_ID = new Map<string, TaskEntry>(TASK_ENTRIES.map((t) => [t.id, t]));

export const TASK_IDS: readonly TaskId[] = TASK_ENTRIES.map((t) => t.id);

export function taskById(id: string): TaskEntry | undefined {
  return BY_ID.get(id);
}

const BY_TITLE = new Map<string, TaskEntry>(TASK_ENTRIES.map((t) => [t.title, t]));

/**
 * A task's title as a jurisdiction words it: its `localTitle` read in the terms by `local`, or its
 * title where it has none (or a term it uses is empty there). A title no task has is kept as written.
 */
export function localTaskTitle(title: string, local: (text: string) => string | null): string {
  const own = BY_TITLE.get(title)?.localTitle;
  const worded = own && local(own);
  return worded ? worded.charAt(0).toUpperCase() + worded.slice(1) : title;
}

/** Tasks whose words or synonyms appear in the activity, best first. */
export function matchTasks(
  activity: string,
  options: { industry?: string; typing?: boolean } = {},
): TaskMatch[] {
  return matchTaskIndex(TASK_ENTRIES, activity, options);
}

/**
 * Hazard ids the knowledge base's keyword rules find in free text (a work description, typed
 * hazards). A rule for some industries only counts where the business's `industry` is given and
 * one of them. `context`: the business's own words the text is a part of, which can rule a rule
 * out (`unless`) for every part.
 */
export function hazardsFromText(text: string, industry?: string, context?: string): string[] {
  return hazardIdsInText(KEYWORD_RULES, text, industry, context);
}

/**
 * The hazards of a work description that only words naming work they are usual at bring ("cattle
 * station" for work alone far from help), with those words and what is usual there.
 */
export function usualWorkFromText(
  text: string,
  industry?: string,
): Map<string, { words: string; usual: string }> {
  return usualWorkInText(KEYWORD_RULES, text, industry);
}

/**
 * One step of a method, with its own hazards and a risk rating before and after its required
 * controls. A step with no hazard of its own (planning, paperwork, a call to the office) is done
 * away from the exposure and is not rated: the hazards it plans for are rated at the steps where
 * people meet them.
 */
export type MethodStep = {
  /** The task the step comes from. */
  task: string;
  do: string;
  hazards: HazardEntry[];
  /** The worst inherent rating among the step's hazards; null for a step with none. */
  before: Rating | null;
  required: TaskControl[];
  consider: TaskControl[];
  /** What the required controls justify, never lower; null for a step with no hazard. */
  after: Rating | null;
  /** The step's own PPE, chosen for its hazards. */
  ppe: string[];
  /**
   * The task's site PPE, worn by everyone for the whole job: at every step done at the work (one
   * with hazards), none at a planning or paperwork step done away from it.
   */
  sitePpe: string[];
  permits: string[];
  highRiskWork: HighRiskWorkCategoryId[];
  responsible: string;
  /**
   * A step of the customer's own whose words name no hazard the library knows: its hazards and
   * controls are for the person preparing the document to add before work starts.
   */
  unrecognised?: boolean;
};

export type Method = {
  tasks: TaskEntry[];
  /**
   * How the method was chosen: tasks the customer picked, tasks a phrase of the activity names in
   * the business's industry, or the customer's own steps (no library task: `tasks` is empty).
   */
  basis: "picked" | "matched" | "own";
  steps: MethodStep[];
};

/**
 * The rating of a step: its worst hazard before controls, and what its required controls (and the
 * PPE it requires, when it names any) justify, never lower than any of its hazards is rated with
 * its controls (the register's rating with controls, for a hazard the register holds). A step's
 * controls are a part of what keeps its hazards down, done at that step; they cannot show a hazard
 * safer at one step than the business rates it with all its controls, so a step may read worse
 * than the register, where its own controls are fewer, but never better. Only a step that
 * eliminates its hazards (inspecting a roof from the ground) is rated below them.
 */
export function stepRatings(
  hazards: readonly HazardEntry[],
  required: readonly TaskControl[],
  ppe: readonly string[] = [],
): { before: Rating | null; after: Rating | null } {
  if (hazards.length === 0) return { before: null, after: null };
  const before = hazards.map((h) => h.inherent).reduce(worseRating);
  const levels = required.map((c) => c.level);
  const justified = justifiedResidual(before, ppe.length ? [...levels, "ppe"] : levels);
  if (levels.includes("elimination")) return { before, after: justified };
  const after = hazards.map((h) => h.residual).reduce(worseRating, justified);
  return { before, after };
}

/**
 * The hazards a step names that the business has: a hazard the business did not ask for that
 * its facts do not bring (`brought`: mobile plant at a bookshop's delivery) is left out, unless that
 * would leave the step with none. Each is worded for the business.
 */
function stepHazards(ids: readonly string[], facts: HazardFacts | undefined): HazardEntry[] {
  const named = ids.map(hazardEntry).filter((h): h is HazardEntry => h !== undefined);
  if (facts === undefined) return named;
  const fitting = named.filter((h) => facts.asked.includes(h.id) || brought(h, facts));
  return (fitting.length > 0 ? fitting : named).map((h) => forBusiness(h, facts));
}

/**
 * The PPE everyone on the task's site wears, for the business: an item worn only in some industries
 * (a building site's hard hat on a stepladder job, not a shop's) only where the business is of one.
 */
export function sitePpeFor(task: Pick<TaskEntry, "sitePpe">, industry: string): string[] {
  return (task.sitePpe ?? []).flatMap((p) =>
    typeof p === "string" ? [p] : p.industries.includes(industry) ? [p.text] : [],
  );
}

/**
 * The steps of a task for a business whose own work is `processes`: a control that takes one of
 * them away is left out of the step and of its hazards, and one written for it is kept (`fitControls`).
 */
function stepsOf(
  task: TaskEntry,
  processes: readonly string[],
  businessIndustry: string,
  facts?: HazardFacts,
): MethodStep[] {
  // A step's hazards read for the business and for the task it is a step of: a renovator's paint
  // stripping is a painter's task, whose dust is old paint and wood, not a building site's.
  // A line that belongs to a kind of work (a drill rig's dust collector) is read in the task's own
  // words and the step's: a charging crew's step is not told to fit the drill's.
  const taskFacts = facts && { ...facts, words: `${facts.words}\n${task.title}` };
  return task.steps.map((s) => {
    // A step names a hazard once, even when its task lists two wordings of it: the one written
    // for the task's industry, else the first, keeping the controls and law of the other.
    const industry = task.industries[0] ?? "";
    const stepFacts = taskFacts && { ...taskFacts, work: `${task.title}\n${s.do}` };
    const named = stepHazards(s.hazards, stepFacts).map((h) => fitToWork(h, processes));
    const hazards: HazardEntry[] = [];
    for (const h of named) {
      if (hazards.some((other) => sameConcept(other, h))) continue;
      const wordings = named.filter((other) => sameConcept(other, h));
      const row = wordings.find((w) => w.fits.includes(industry)) ?? h;
      const one = wordings.length > 1 ? oneRow(row, wordings) : row;
      hazards.push({ ...one, residual: residualInPlace(one) });
    }
    // A control written for one of the step's hazards goes with it: a tower used wholly inside a
    // building meets no overhead lines, so its ground check names no line clearance.
    const met = (c: { forHazard?: string }) =>
      c.forHazard === undefined || named.some((h) => h.id === c.forHazard);
    const required = fitControls(s.required.filter(met), processes);
    return {
      task: task.title,
      do: s.do,
      hazards,
      ...stepRatings(hazards, required, s.ppe),
      required,
      consider: fitControls(s.consider.filter(met), processes),
      ppe: s.ppe,
      sitePpe: hazards.length ? sitePpeFor(task, facts?.industry ?? businessIndustry) : [],
      permits: s.permits,
      highRiskWork: s.highRiskWork,
      responsible: s.responsible,
    };
  });
}

/**
 * The method for a document: the tasks the customer picked; else the customer's own steps; else
 * the tasks a phrase of the activity names in the business's industry (`confidentMatches`). Null
 * when none of these is there: the library never lends another job's method, and a per-job
 * document is not written until the customer has chosen one (`chooseMethod`).
 */
export function methodFor(input: {
  taskIds?: readonly string[];
  /** The customer's own steps, one short line each, in order. */
  steps?: readonly string[];
  activity: string;
  industry: string;
  /** The business's facts, which settle the lines of each step's hazards; without them, the task as written. */
  facts?: HazardFacts;
  /** The business's own processes (`workProcesses`): controls that take one away are left out. */
  processes?: readonly string[];
}): Method | null {
  const processes = input.processes ?? [];
  const picked = (input.taskIds ?? []).map(taskById).filter((t): t is TaskEntry => t !== undefined);
  if (picked.length > 0)
    return {
      tasks: picked,
      basis: "picked",
      steps: picked.flatMap((t) => stepsOf(t, processes, input.industry, input.facts)),
    };
  const own = (input.steps ?? []).map((s) => s.trim()).filter(Boolean);
  if (own.length > 0) return { tasks: [], basis: "own", steps: ownSteps(own, processes, input.facts) };
  if (!input.activity.trim()) return null;
  const tasks = confidentMatches(TASK_ENTRIES, input.activity, input.industry).map((m) => taskById(m.id)!);
  if (tasks.length === 0) return null;
  return {
    tasks,
    basis: "matched",
    steps: tasks.flatMap((t) => stepsOf(t, processes, input.industry, input.facts)),
  };
}

/** Who is responsible for a step the customer wrote: whoever supervises the work, until they name someone. */
const OWN_STEP_RESPONSIBLE = "Supervisor";

/**
 * The customer's own steps, each with the hazards its own words name (the hazard library's keyword
 * rules), the library's controls for them and their ratings. A step whose words name no hazard the
 * library knows is marked `unrecognised`: the document asks for its hazards to be added before
 * work starts instead of leaving it silently empty or calling it paperwork.
 */
function ownSteps(lines: readonly string[], processes: readonly string[], facts?: HazardFacts): MethodStep[] {
  const industry = facts?.industry ?? "";
  return lines.map((line) => {
    // The business's own words around the step settle what a rule needs or is ruled out by: a
    // gas fitter's "light the unit" is a gas appliance, a mechanic's "hoist" holds a car.
    const ids = hazardIdsInText(KEYWORD_RULES, line, facts?.industry, facts?.words);
    const named = ids
      .map(hazardEntry)
      .filter((h): h is HazardEntry => h !== undefined)
      .map((h) => fitToWork(facts ? forBusiness(h, { ...facts, work: line }) : h, processes));
    const hazards: HazardEntry[] = [];
    for (const h of named) {
      if (hazards.some((other) => sameConcept(other, h))) continue;
      // One row for a concept the step names twice: the wording written for the business's
      // industry (a clinic's needles are its sharps, not any biological hazard), else the first.
      const wordings = named.filter((other) => sameConcept(other, h));
      const row = wordings.find((w) => w.fits.includes(industry)) ?? h;
      const one = wordings.length > 1 ? oneRow(row, wordings) : row;
      hazards.push({ ...one, residual: residualInPlace(one) });
    }
    const controls = fitControls(
      hazards.flatMap((h) => h.controls),
      processes,
    );
    // Elimination and substitution are proposals until they are done: they are further controls.
    const proposed = (c: TaskControl) => c.level === "elimination" || c.level === "substitution";
    const required = unique(controls.filter((c) => !proposed(c)));
    const ppe = [...new Set(hazards.flatMap((h) => h.ppe))];
    return {
      task: "",
      do: line,
      hazards,
      ...stepRatings(hazards, required, ppe),
      required,
      consider: unique(controls.filter(proposed)),
      ppe,
      sitePpe: [],
      permits: [...new Set(hazards.flatMap((h) => h.permits))],
      highRiskWork: [...new Set(hazards.flatMap((h) => h.highRiskWork))],
      responsible: OWN_STEP_RESPONSIBLE,
      ...(hazards.length === 0 ? { unrecognised: true } : {}),
    };
  });
}

const unique = (controls: readonly TaskControl[]) =>
  controls.filter((c, i) => controls.findIndex((o) => o.text === c.text) === i);

/**
 * The rules of the method's tasks that were verified for this jurisdiction (its region or its
 * country) and, where a rule names industries, for the business's industry.
 */
export function rulesFor(
  method: Method,
  jurisdiction: string,
  country: string,
  industry?: string,
): TaskRule[] {
  const rules = method.tasks.flatMap((t) =>
    t.rules.filter(
      (r) =>
        (r.appliesIn.includes(jurisdiction) || r.appliesIn.includes(country)) &&
        (r.industries === undefined || (industry !== undefined && r.industries.includes(industry))),
    ),
  );
  // Two tasks of one job may state the same rule (drywall hung from a rolling scaffold and the
  // scaffold's own task): it is stated once.
  return rules.filter((r, i) => rules.findIndex((o) => o.text === r.text) === i);
}

/**
 * One rating per hazard for a business and its method. A hazard the register holds may be met in a
 * step in another wording of it (fall hazards at an open trench edge where the register has
 * working at height, mobile plant where it has forklift traffic), and the wordings may be rated
 * differently; the business's hazard is rated at the worst of them, so the register, the risk
 * assessment and every step that meets it give it the same rating before controls, and the same
 * rating after the register's controls. A step is then rated by the worst of its hazards, with its
 * own controls.
 */
export function ratedAlike(
  hazards: readonly HazardEntry[],
  method: Method | null,
): { hazards: HazardEntry[]; method: Method | null } {
  if (!method) return { hazards: [...hazards], method };
  const met = method.steps.flatMap((s) => s.hazards);
  const rated = hazards.map((h) => {
    const inherent = met
      .filter((m) => sameConcept(m, h))
      .reduce((worst, m) => worseRating(worst, m.inherent), h.inherent);
    if (inherent === h.inherent) return h;
    return { ...h, inherent, residual: residualInPlace({ ...h, inherent }) };
  });
  const steps = method.steps.map((s) => {
    const stepHazards = s.hazards.map((h) => {
      const own = rated.find((r) => sameConcept(r, h));
      return own ? { ...h, inherent: own.inherent, residual: own.residual } : h;
    });
    return { ...s, hazards: stepHazards, ...stepRatings(stepHazards, s.required, s.ppe) };
  });
  return { hazards: rated, method: { ...method, steps } };
}

/** The process of knowledge/keywords/processes.yaml that is work making respirable crystalline silica dust. */
const SILICA_PROCESS = "silica-dust";

/**
 * Whether work makes respirable crystalline silica dust: a task the customer chose is silica work
 * of the library, or words they wrote (the job, or the business's own description of its work)
 * name one with confidence in the business's industry, or name work that makes the dust in any
 * industry (a stone benchtop workshop, a precast concrete works, a foundry). Nothing is guessed
 * from the industry alone.
 */
export function namesSilicaWork(input: {
  taskIds?: readonly string[];
  texts: readonly (string | null | undefined)[];
  industry: string;
}): boolean {
  if ((input.taskIds ?? []).some((id) => taskById(id)?.silica === true)) return true;
  return input.texts.some(
    (text) =>
      Boolean(text?.trim()) &&
      (processesIn(WORK_PROCESSES, "", text ?? "").includes(SILICA_PROCESS) ||
        confidentMatches(TASK_ENTRIES, text ?? "", input.industry).some(
          (m) => taskById(m.id)?.silica === true,
        )),
  );
}
