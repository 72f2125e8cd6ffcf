import { TASK_INDEX } from "./index.generated";
import { matchTaskIndex, type TaskMatch } from "./match";

/**
 * What the browser needs of the task library: ids and suggestions, from the small index module
 * rather than the full methods.
 */
export const TASK_ID_LIST: readonly string[] = TASK_INDEX.map((t) => t.id);

export function taskTitle(id: string): string | undefined {
  return TASK_INDEX.find((t) => t.id === id)?.title;
}

/** Tasks to suggest for what the user has typed so far, best first, at most `limit`. */
export function suggestTasks(activity: string, industry?: string, limit = 5): TaskMatch[] {
  return matchTaskIndex(TASK_INDEX, activity, { industry, typing: true }).slice(0, limit);
}
