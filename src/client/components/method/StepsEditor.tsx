import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "../ui/button";
import { FieldError } from "../ui/form-field";
import { Input } from "../ui/input";
import { MAX_STEP_LENGTH, MAX_STEPS } from "./steps";

type EditorProps = {
  lines: string[];
  onChange: (lines: string[]) => void;
  /** The task the lines were started from, if any. */
  startedFrom?: string;
  /** What the lines were started from, said in a sentence of its own (in place of `startedFrom`). */
  intro?: string;
  errors: Record<number, string>;
  listError?: string;
  onUseLibrary: () => void;
};

/**
 * The customer's own steps of the job, in order: each a line of at most MAX_STEP_LENGTH
 * characters, at most MAX_STEPS lines. Blank lines are left out when the document is written.
 */
export function StepsEditor({
  lines,
  onChange,
  startedFrom,
  intro,
  errors,
  listError,
  onUseLibrary,
}: EditorProps) {
  const set = (i: number, value: string) => onChange(lines.map((l, j) => (j === i ? value : l)));
  const remove = (i: number) => {
    const rest = lines.filter((_, j) => j !== i);
    onChange(rest.length ? rest : [""]);
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...lines];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  const full = lines.length >= MAX_STEPS;
  return (
    <fieldset
      className="grid min-w-0 gap-3 rounded-lg border border-slate-300 p-4"
      data-testid="steps-editor"
      aria-describedby={listError ? "own-steps-error" : undefined}
    >
      <legend className="px-1 text-sm font-semibold">Your steps of the job</legend>
      <p className="text-sm text-slate-700">
        {intro
          ? intro
          : startedFrom
            ? `We started your steps from "${startedFrom}". Change them to the steps of your job, in order.`
            : "Write the steps of your job, in order, one a line."}{" "}
        We'll find each step's hazards and controls from its words, and mark any step whose hazards we can't
        recognise for you to complete.
      </p>
      <ol className="grid gap-3">
        {lines.map((line, i) => {
          const id = `own-step-${i}`;
          const over = line.trim().length > MAX_STEP_LENGTH;
          const error = errors[i];
          return (
            // Lines have no identity of their own; the index is what the server's errors name too.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i} className="grid min-w-0 gap-1">
              <label htmlFor={id} className="text-sm font-medium">
                Step {i + 1}
              </label>
              {/* On a phone the line takes the full width and its buttons sit under it. */}
              <div className="flex min-w-0 flex-wrap items-center justify-end gap-1 sm:flex-nowrap">
                <Input
                  id={id}
                  className="w-full min-w-0 sm:flex-1"
                  value={line}
                  aria-invalid={error || over ? true : undefined}
                  aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
                  onChange={(e) => set(i, e.target.value)}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move step ${i + 1} up`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move step ${i + 1} down`}
                  disabled={i === lines.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove step ${i + 1}`}
                  onClick={() => remove(i)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <p
                id={`${id}-count`}
                className={`text-xs ${over ? "font-medium text-red-600" : "text-slate-500"}`}
              >
                {line.trim().length}/{MAX_STEP_LENGTH} characters
              </p>
              {error ? <FieldError id={`${id}-error`} message={error} /> : null}
            </li>
          );
        })}
      </ol>
      {listError ? <FieldError id="own-steps-error" message={listError} /> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" disabled={full} onClick={() => onChange([...lines, ""])}>
          <Plus aria-hidden /> Add a step
        </Button>
        {full ? <span className="text-xs text-slate-600">{MAX_STEPS} steps at most.</span> : null}
        <Button type="button" variant="link" onClick={onUseLibrary}>
          Use a task from the library instead
        </Button>
      </div>
    </fieldset>
  );
}
