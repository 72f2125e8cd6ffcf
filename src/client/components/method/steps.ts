import { MAX_STEP_LENGTH, MAX_STEPS } from "../../../contracts/documents";

export { MAX_STEP_LENGTH, MAX_STEPS };

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
 * The server's field errors for the steps, placed: `metadata.steps.N` (or under another `field`,
 * such as `method.steps`) at the editor line the N-th sent step came from, the list's own on the list.
 */
export function placeStepErrors(
  errors: readonly FieldError[],
  lineOf: readonly number[],
  field = "metadata.steps",
): { byLine: Record<number, string>; list?: string } {
  const byLine: Record<number, string> = {};
  let list: string | undefined;
  const pattern = new RegExp(`^${field.replace(/\./g, "\\.")}(?:\\.(\\d+))?$`);
  for (const e of errors) {
    const at = pattern.exec(e.field);
    if (!at) continue;
    const line = at[1] === undefined ? undefined : lineOf[Number(at[1])];
    if (line === undefined) list ??= e.message;
    else byLine[line] ??= e.message;
  }
  return { byLine, list };
}
