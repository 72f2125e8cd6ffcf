import { ArrowDown, ArrowUp, CheckCircle2, HelpCircle, Plus, Trash2 } from "lucide-react";
import type { BusinessChoices, MethodCandidate, MethodChoice } from "../../../domain/tasks/suggest";
import { taskTitle } from "../../../domain/tasks/suggest";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { inSentence, MAX_STEP_LENGTH, MAX_STEPS } from "./method";
import { TaskPicker } from "./TaskPicker";

type Props = {
  /** What the customer's words were matched to; undefined while there is nothing to match yet. */
  choice: MethodChoice | undefined;
  /** The words the choice was made from, quoted back to the customer. */
  words: string;
  /** The server's own message when it asked the customer to choose (it wins over the browser's). */
  serverMessage?: string;
  activity: string;
  business: BusinessChoices;
  taskIds: string[];
  onTaskIds: (ids: string[]) => void;
  /** "Choose another task" was pressed on a matched job. */
  browsing: boolean;
  onBrowse: () => void;
  onWriteOwn: () => void;
  loadingSteps: boolean;
};

/**
 * The job's method, confirmed before anything is written: the task the customer's words name (for
 * them to confirm), the tasks they may choose from, or their own steps. Never a method they did not
 * see and accept.
 */
export function MethodConfirm({
  choice,
  words,
  serverMessage,
  activity,
  business,
  taskIds,
  onTaskIds,
  browsing,
  onBrowse,
  onWriteOwn,
  loadingSteps,
}: Props) {
  const writeOwn = (
    <Button type="button" variant="outline" onClick={onWriteOwn} disabled={loadingSteps}>
      {loadingSteps ? "Loading steps…" : "Write my own steps"}
    </Button>
  );

  if (taskIds.length > 0) {
    return (
      <section
        className="grid gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4"
        aria-label="The job's method"
        data-testid="method-confirm"
        data-state="confirmed"
      >
        <p className="flex items-start gap-2 text-sm font-medium">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
          <span className="min-w-0">
            The document follows the method for{" "}
            {taskIds.map((id) => inSentence(taskTitle(id) ?? id)).join(" and ")}.
          </span>
        </p>
        <TaskPicker activity={activity} business={business} selected={taskIds} onChange={onTaskIds} />
        <div className="flex flex-wrap gap-2">{writeOwn}</div>
      </section>
    );
  }

  if (!choice) return null;

  if (choice.kind === "matched" && !browsing) {
    const titles = choice.tasks.map((t) => inSentence(t.title)).join(" and ");
    return (
      <section
        className="grid gap-3 rounded-lg border border-brand-300 bg-brand-50 p-4"
        aria-label="The job's method"
        data-testid="method-confirm"
        data-state="matched"
      >
        <p className="text-sm font-semibold">We'll write the method for {titles}: is that your job?</p>
        <p className="text-xs text-slate-600">{choice.tasks.map((t) => t.why).join(" ")}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => onTaskIds(choice.tasks.map((t) => t.id))}>
            Yes, that's my job
          </Button>
          <Button type="button" variant="outline" onClick={onBrowse}>
            Choose another task
          </Button>
          {writeOwn}
        </div>
      </section>
    );
  }

  if (choice.kind === "matched") {
    return (
      <section
        className="grid gap-3 rounded-lg border border-slate-300 p-4"
        aria-label="The job's method"
        data-testid="method-confirm"
        data-state="browsing"
      >
        <p className="text-sm font-semibold">Choose the task that is your job, or write your own steps.</p>
        <Candidates candidates={choice.tasks} onChoose={(id) => onTaskIds([id])} />
        <TaskPicker activity={activity} business={business} selected={taskIds} onChange={onTaskIds} />
        <div className="flex flex-wrap gap-2">{writeOwn}</div>
      </section>
    );
  }

  const job = words ? `"${words}"` : "this job";
  const none = choice.candidates.length === 0;
  return (
    <section
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
      aria-label="The job's method"
      data-testid="method-confirm"
      data-state={none ? "none" : "choose"}
    >
      <p className="flex items-start gap-2 text-sm font-semibold">
        <HelpCircle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden />
        <span className="min-w-0 break-words">
          {serverMessage ??
            (none
              ? `We don't have a method for ${job}. Write your own steps and we'll find each step's hazards and controls.`
              : `We don't have a method we're sure of for ${job}.`)}
        </span>
      </p>
      {none ? null : (
        <>
          <p className="text-sm text-slate-700">Choose the task that is your job, or write your own steps.</p>
          <Candidates candidates={choice.candidates} onChoose={(id) => onTaskIds([id])} />
        </>
      )}
      <div className="flex flex-wrap gap-2">{writeOwn}</div>
    </section>
  );
}

/** Each task offered, with why it is offered in small text. */
function Candidates({
  candidates,
  onChoose,
}: {
  candidates: readonly MethodCandidate[];
  onChoose: (id: string) => void;
}) {
  return (
    <ul className="grid gap-2" data-testid="task-suggestions">
      {candidates.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            aria-pressed={false}
            onClick={() => onChoose(c.id)}
            className="grid w-full gap-0.5 rounded-md border border-slate-300 bg-white px-3 py-2 text-left hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <span className="text-sm font-medium">{c.title}</span>
            <span className="text-xs text-slate-600">{c.why}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

type EditorProps = {
  lines: string[];
  onChange: (lines: string[]) => void;
  /** The task the lines were started from, if any. */
  startedFrom?: string;
  errors: Record<number, string>;
  listError?: string;
  onUseLibrary: () => void;
};

/**
 * The customer's own steps of the job, in order: each a line of at most MAX_STEP_LENGTH
 * characters, at most MAX_STEPS lines. Blank lines are left out when the document is written.
 */
export function StepsEditor({ lines, onChange, startedFrom, errors, listError, onUseLibrary }: EditorProps) {
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
        {startedFrom
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
