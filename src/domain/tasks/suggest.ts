import { industryLabel } from "../catalogue/industries";
import { KEYWORD_RULES, TASK_INDEX } from "./index.generated";
import {
  type BusinessFit,
  confidentMatches,
  hazardIdsInText,
  matchTaskIndex,
  type TaskMatch,
  taskFits,
} from "./match";
import type { TaskSummary } from "./types";

/**
 * What the browser needs of the task library: ids and suggestions, from the small index module
 * rather than the full methods.
 */
export const TASK_ID_LIST: readonly string[] = TASK_INDEX.map((t) => t.id);

export function taskTitle(id: string): string | undefined {
  return TASK_INDEX.find((t) => t.id === id)?.title;
}

/** What the business chose and wrote, for deciding which tasks fit it. */
export type BusinessChoices = {
  industry: string;
  highRiskActivities?: readonly string[];
  hazardTypes?: readonly string[];
  workDescription?: string | null;
};

/**
 * The hazards a business chose or described: its high-risk activities and hazard types (both are
 * hazard ids of the library) and what the keyword rules find in its work description. The
 * activity typed for one document is not among them: typing "chainsaw" in a café's SWMS is not
 * the café choosing chainsaw work.
 */
export function businessFit(b: BusinessChoices): BusinessFit {
  return {
    industry: b.industry,
    hazardIds: [
      ...(b.highRiskActivities ?? []),
      ...(b.hazardTypes ?? []),
      ...hazardIdsInText(KEYWORD_RULES, b.workDescription ?? "", b.industry),
    ],
    description: b.workDescription ?? "",
  };
}

/**
 * Tasks to suggest for what the user has typed so far, best first, at most `limit`: only tasks of
 * the business's industry or that share a hazard it chose or described, never another industry's.
 */
export function suggestTasks(activity: string, business: BusinessChoices, limit = 5): TaskMatch[] {
  const fit = businessFit(business);
  const fitting = TASK_INDEX.filter((t) => taskFits(t, fit));
  return matchTaskIndex(fitting, activity, { industry: business.industry, typing: true }).slice(0, limit);
}

/** A task offered for a job, and in plain words why. */
export type MethodCandidate = { id: string; title: string; why: string };

/**
 * What the library can say of a job: the method it knows with confidence, or the tasks the customer
 * may choose from (perhaps none) when it does not. Never a guess: a job matched only by a single
 * word, or by another industry's task, is a choice for the customer.
 */
export type MethodChoice =
  | { kind: "matched"; tasks: MethodCandidate[] }
  | { kind: "choose"; candidates: MethodCandidate[] };

const quoted = (words: readonly string[]) => words.map((w) => `"${w}"`).join(", ");

function candidateOf(task: TaskSummary, match: TaskMatch, industry: string): MethodCandidate {
  const own = task.industries.includes(industry);
  const found = `Your words match ${quoted(match.why)}`;
  const other = own
    ? ""
    : `; a task of ${task.industries.map((i) => industryLabel(i).toLowerCase()).join(" or ")} work, for you to choose only if it is your job`;
  return { id: task.id, title: task.title, why: `${found}${other}.` };
}

/** At most this many tasks are offered to choose from. */
const CANDIDATES = 5;

/**
 * The method for a job the customer describes (`activity`, else the business's own description):
 * the task or two that a phrase of their words names in their industry, else the tasks their words
 * touch (any industry, best first), for them to choose from or to start their own steps from.
 */
export function chooseMethod(input: { activity: string; business: BusinessChoices }): MethodChoice {
  const { business } = input;
  const byId = new Map(TASK_INDEX.map((t) => [t.id, t]));
  const sure = confidentMatches(TASK_INDEX, input.activity, business.industry);
  if (sure.length > 0)
    return { kind: "matched", tasks: sure.map((m) => candidateOf(byId.get(m.id)!, m, business.industry)) };
  const touched = matchTaskIndex(TASK_INDEX, input.activity, { industry: business.industry });
  if (touched.length > 0)
    return {
      kind: "choose",
      candidates: touched.slice(0, CANDIDATES).map((m) => candidateOf(byId.get(m.id)!, m, business.industry)),
    };
  // No words of the library's: nothing is offered as if it were close. The customer writes their
  // own steps, or browses the tasks of their industry.
  return { kind: "choose", candidates: [] };
}
