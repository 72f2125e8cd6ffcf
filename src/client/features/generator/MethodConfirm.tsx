import { CheckCircle2, HelpCircle } from "lucide-react";
import type { BusinessChoices, MethodChoice } from "../../../domain/tasks/suggest";
import { taskTitle } from "../../../domain/tasks/suggest";
import { MethodCandidates } from "../../components/method/MethodCandidates";
import { Button } from "../../components/ui/button";
import { inSentence } from "./method";
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
        <MethodCandidates candidates={choice.tasks} onChoose={(id) => onTaskIds([id])} />
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
          <MethodCandidates candidates={choice.candidates} onChoose={(id) => onTaskIds([id])} />
        </>
      )}
      <div className="flex flex-wrap gap-2">{writeOwn}</div>
    </section>
  );
}
