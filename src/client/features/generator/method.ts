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

/**
 * The customer's steps as they are sent: blank lines dropped, each line trimmed, with the editor
 * line each sent step came from (so the server's `metadata.steps.3` is shown at the right line).
 */
export function stepsToSend(lines: readonly string[]): { steps: string[]; lineOf: number[] } {
  const steps: string[] = [];
  const lineOf: number[] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    steps.push(line.trim());
    lineOf.push(i);
  });
  return { steps, lineOf };
}

/** The problems with the customer's steps before they are sent: by editor line, and for the list. */
export function stepProblems(lines: readonly string[]): { byLine: Record<number, string>; list?: string } {
  const byLine: Record<number, string> = {};
  lines.forEach((line, i) => {
    if (line.trim().length > MAX_STEP_LENGTH)
      byLine[i] = `A step must be at most ${MAX_STEP_LENGTH} characters`;
  });
  const { steps } = stepsToSend(lines);
  const list =
    steps.length === 0
      ? "Write at least one step"
      : steps.length > MAX_STEPS
        ? `Write at most ${MAX_STEPS} steps`
        : undefined;
  return { byLine, list };
}

export type FieldError = { field: string; message: string };

/**
 * The server's field errors for the steps, placed: `metadata.steps.N` at the editor line the N-th
 * sent step came from, `metadata.steps` on the list.
 */
export function placeStepErrors(
  errors: readonly FieldError[],
  lineOf: readonly number[],
): { byLine: Record<number, string>; list?: string } {
  const byLine: Record<number, string> = {};
  let list: string | undefined;
  for (const e of errors) {
    const at = /^metadata\.steps(?:\.(\d+))?$/.exec(e.field);
    if (!at) continue;
    const line = at[1] === undefined ? undefined : lineOf[Number(at[1])];
    if (line === undefined) list ??= e.message;
    else byLine[line] ??= e.message;
  }
  return { byLine, list };
}
