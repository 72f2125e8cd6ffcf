import { KEYWORD_RULES, TASK_INDEX } from "./index.generated";
import { type BusinessFit, hazardIdsInText, matchTaskIndex, type TaskMatch, taskFits } from "./match";

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
      ...hazardIdsInText(KEYWORD_RULES, b.workDescription ?? ""),
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
