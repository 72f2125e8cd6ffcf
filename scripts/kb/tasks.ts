import type { z } from "zod";
import { BUSINESS_INDUSTRIES, TRIAL_INDUSTRIES } from "../../src/domain/catalogue/industries";
import { fitControls } from "../../src/domain/hazards/processes";
import { mentions, words } from "../../src/domain/tasks/match";
import { RESPONSE_STEP } from "../../src/domain/tasks/response";
import type { KeywordRule, TaskEntry } from "../../src/domain/tasks/types";
import { checkFitsEveryProcess, controlList } from "./controls";
import { Problems, where, whereNode } from "./located";
import type { keywordRulesSchema, taskFileSchema } from "./schema";

type TaskSource = z.infer<typeof taskFileSchema>;

const INDUSTRIES = new Set<string>([...BUSINESS_INDUSTRIES, ...TRIAL_INDUSTRIES].map((i) => i.value));
/** Hazard ids written for one industry start with its name ("retail-slips-trips"). */
const INDUSTRY_PREFIX =
  /^(construction|manufacturing|retail|hospitality|healthcare|transport|mining|agriculture|professional|office|education)-/;

/**
 * Checks the task files (`knowledge/tasks/<industry>/<id>.yaml`) and turns them into library
 * entries: hazards known, each step's hazards belonging to the task's industries, controls in
 * hierarchy order.
 */
export function buildTasks(
  files: { file: string; task: TaskSource | null }[],
  hazardIds: ReadonlySet<string>,
  processIds: ReadonlySet<string>,
  problems: Problems,
): TaskEntry[] {
  const seen = new Map<string, string>();
  const tasks: TaskEntry[] = [];
  for (const { file, task } of files) {
    if (!task) continue;
    const [, folder, name] = /^knowledge\/tasks\/([^/]+)\/([^/]+)\.yaml$/.exec(file) ?? [];
    if (name !== task.id) problems.add(`${file}: id`, `"${task.id}" must match the file name "${name}"`);
    if (folder !== task.industries[0])
      problems.add(`${file}: industries[0]`, `the first industry must be the folder "${folder}"`);
    const previous = seen.get(task.id);
    if (previous) problems.add(`${file}: id`, `task "${task.id}" is already defined in ${previous}`);
    seen.set(task.id, file);
    // A keyword that holds an exclusion would refuse the task whenever that keyword names it.
    (task.excludes ?? []).forEach((phrase, i) => {
      const own = task.keywords.find((k) => mentions(k, [phrase]));
      if (own)
        problems.add(where(task.excludes!, i), `"${phrase}" is part of the task's own keyword "${own}"`);
    });
    // A name is one word that decides the job by itself; a phrase already does, so it belongs in keywords.
    (task.names ?? []).forEach((name, i) => {
      if (words(name).length !== 1)
        problems.add(where(task.names!, i), `"${name}" is not a single word; write a phrase in keywords`);
    });
    // In YAML's [a, b] lists a comma ends the item: "Rated slings, shackles and spreader bars"
    // becomes three items, the second starting in lower case. An item that starts in lower case or
    // leaves a bracket open is one item cut at a comma, printed to the customer as two.
    const splitItems = (list: readonly string[] | undefined) =>
      (list ?? []).forEach((item, i) => {
        const opens = (item.match(/\(/g) ?? []).length;
        const closes = (item.match(/\)/g) ?? []).length;
        if (/^[a-z]/.test(item) || opens !== closes)
          problems.add(
            where(list!, i),
            `"${item}" looks like part of an item cut at a comma; quote the whole item ("…, …")`,
          );
      });
    splitItems(task.plant);
    splitItems(task.competencies);
    for (const step of task.steps) splitItems(step.ppe);
    task.industries.forEach((industry, i) => {
      if (!INDUSTRIES.has(industry))
        problems.add(where(task.industries, i), `unknown industry "${industry}"`);
    });
    task.steps.forEach((step) => {
      step.hazards.forEach((id, i) => {
        if (!hazardIds.has(id)) problems.add(where(step.hazards, i), `unknown hazard "${id}"`);
        const industry = INDUSTRY_PREFIX.exec(id)?.[1];
        if (industry && !task.industries.includes(industry))
          problems.add(
            where(step.hazards, i),
            `hazard "${id}" belongs to ${industry}, which is not one of the task's industries`,
          );
      });
      // A step with no hazard of its own is planning or paperwork: nothing of it to protect against
      // or to count as high-risk work.
      if (step.hazards.length === 0 && (step.ppe?.length || step.highRiskWork?.length))
        problems.add(
          whereNode(step),
          "a step with no hazards of its own names no PPE or high-risk work; put them on the step where the exposure happens",
        );
      // Reporting an incident, first aid and post-exposure follow-up are the response to an
      // incident, not work with a hazard of its own: they belong in `ifIncident`.
      if (step.hazards.length > 0 && RESPONSE_STEP.test(step.do))
        problems.add(
          `${whereNode(step)}.do`,
          "a step that responds to an incident (reporting it, first aid, post-exposure follow-up) is not rated as work; write it in the task's ifIncident",
        );
      const required = controlList(step.required, processIds, problems);
      if (!fitControls(required, []).some((c) => c.level !== "ppe"))
        problems.add(
          `${whereNode(step)}.required`,
          "needs at least one control above personal protective equipment",
        );
      const consider = controlList(step.consider, processIds, problems);
      for (const c of [...required, ...consider])
        if (c.forHazard !== undefined && !step.hazards.includes(c.forHazard))
          problems.add(
            `${whereNode(step)}.required`,
            `a control for "${c.forHazard}" on a step that does not name that hazard: add it to the step's hazards`,
          );
      checkFitsEveryProcess([...required, ...consider], whereNode(step), problems);
    });
    tasks.push({
      id: task.id,
      title: task.title,
      ...(task.localTitle ? { localTitle: task.localTitle } : {}),
      keywords: task.keywords,
      ...(task.names ? { names: task.names } : {}),
      ...(task.excludes ? { excludes: task.excludes } : {}),
      ...(task.except ? { except: task.except } : {}),
      industries: task.industries,
      ...(task.lowRisk ? { lowRisk: true } : {}),
      ...(task.silica ? { silica: true } : {}),
      hazards: [...new Set(task.steps.flatMap((s) => s.hazards))],
      plant: task.plant ?? [],
      ...(task.places ? { places: task.places } : {}),
      ...(task.sitePpe ? { sitePpe: task.sitePpe } : {}),
      competencies: task.competencies ?? [],
      ...(task.ifIncident ? { ifIncident: task.ifIncident } : {}),
      steps: task.steps.map((s) => ({
        do: s.do,
        hazards: s.hazards,
        required: controlList(s.required, processIds, new Problems()),
        consider: controlList(s.consider, processIds, new Problems()),
        ppe: s.ppe ?? [],
        permits: s.permits ?? [],
        highRiskWork: s.highRiskWork ?? [],
        responsible: s.responsible,
      })),
      rules: (task.rules ?? []).map(({ appliesIn, industries, text, source }) => ({
        appliesIn,
        ...(industries ? { industries } : {}),
        text,
        source,
      })),
    });
  }
  return tasks.sort((a, b) => a.id.localeCompare(b.id));
}

/** Checks the keyword rules name known hazards. */
export function checkKeywordRules(
  rules: z.infer<typeof keywordRulesSchema>,
  hazardIds: ReadonlySet<string>,
  problems: Problems,
): KeywordRule[] {
  rules.forEach((r) => {
    if (!hazardIds.has(r.hazard)) problems.add(`${whereNode(r)}.hazard`, `unknown hazard "${r.hazard}"`);
    for (const industry of r.industries ?? [])
      if (!INDUSTRIES.has(industry))
        problems.add(`${whereNode(r)}.industries`, `unknown industry "${industry}"`);
  });
  return rules.map((r) => ({
    hazard: r.hazard,
    words: r.words,
    ...(r.except ? { except: r.except } : {}),
    ...(r.needs ? { needs: r.needs } : {}),
    ...(r.unless ? { unless: r.unless } : {}),
    ...(r.industries ? { industries: r.industries } : {}),
    ...(r.usual ? { usual: r.usual } : {}),
  }));
}
