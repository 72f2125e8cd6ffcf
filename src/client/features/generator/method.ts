import { MAX_STEP_LENGTH, MAX_STEPS } from "../../../contracts/documents";
import { type DocumentTypeId, writtenFromMethod } from "../../../domain/documents/types/registry";
import { type BusinessChoices, chooseMethod, type MethodChoice } from "../../../domain/tasks/suggest";

export { MAX_STEP_LENGTH, MAX_STEPS };

/** A task title inside a sentence: "Trench excavation …" reads "trench excavation …". */
export function inSentence(title: string): string {
  return title.charAt(0).toLowerCase() + title.slice(1);
}

/**
 * The words the job's method is matched from, as the server matches them: the activity, else (for a
 * type whose activity may be left out) the business's own description of its work.
 */
export function methodWords(activity: string, workDescription: string | null | undefined): string {
  return activity.trim() || workDescription?.trim() || "";
}

/**
 * What the library can say of the job, for a type written from a method; undefined for any other
 * type, and for a SWMS before its activity is typed (the SWMS always names its job).
 */
export function methodChoiceFor(
  type: DocumentTypeId,
  activity: string,
  business: BusinessChoices,
  activityRequired: boolean,
): MethodChoice | undefined {
  if (!writtenFromMethod(type)) return undefined;
  if (activityRequired && !activity.trim()) return undefined;
  return chooseMethod({ activity: methodWords(activity, business.workDescription), business });
}
