import { HelpCircle } from "lucide-react";
import type { DocumentUpdate } from "../../../contracts/updates";
import { MethodCandidates } from "../../components/method/MethodCandidates";
import { StepsEditor } from "../../components/method/StepsEditor";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/form-field";

/** The owner's answer so far: a task of the library, or their own steps (kept while they look at tasks). */
export type MethodAnswer = {
  mode: "task" | "steps" | null;
  taskId?: string;
  lines: string[] | null;
  /** What the lines were started from, in a sentence. */
  intro?: string;
};

export type MethodProblems = { message?: string; byLine: Record<number, string>; list?: string };

type Props = {
  method: NonNullable<DocumentUpdate["method"]>;
  answer: MethodAnswer;
  onChooseTask: (id: string) => void;
  onWriteOwn: () => void;
  onLines: (lines: string[]) => void;
  onUseLibrary: () => void;
  loadingSteps: boolean;
  problems: MethodProblems;
};

/**
 * The method of a document whose method cannot be told from its text, chosen before SafeDraft
 * writes it again: one of the tasks its job's words touch, or the owner's own steps, started from
 * the steps the document has now. The choice the generator offers, on the update page.
 */
export function MethodChoice({
  method,
  answer,
  onChooseTask,
  onWriteOwn,
  onLines,
  onUseLibrary,
  loadingSteps,
  problems,
}: Props) {
  const candidates = method.candidates ?? [];
  const chosen = candidates.find((c) => c.id === answer.taskId);
  return (
    <section
      className="mt-4 grid min-w-0 gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
      aria-labelledby="update-method-heading"
      data-testid="update-method-choice"
      data-state={answer.mode ?? "unanswered"}
    >
      <h2 id="update-method-heading" className="flex items-start gap-2 text-lg font-semibold">
        <HelpCircle className="mt-1 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        <span className="min-w-0">Confirm this document's method</span>
      </h2>
      <p className="text-sm text-slate-800" data-testid="update-method">
        {method.note}
      </p>
      {problems.message ? (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="update-method-error">
          {problems.message}
        </p>
      ) : null}
      {answer.mode === "steps" && answer.lines ? (
        <StepsEditor
          lines={answer.lines}
          onChange={onLines}
          intro={answer.intro}
          errors={problems.byLine}
          listError={problems.list}
          onUseLibrary={onUseLibrary}
        />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {candidates.length
              ? "Choose the task that is this document's job, or write your own steps."
              : "We have no task for this document's job. Write its steps and we'll find each step's hazards and controls."}
          </p>
          {candidates.length ? (
            <MethodCandidates candidates={candidates} selected={answer.taskId} onChoose={onChooseTask} />
          ) : null}
          {chosen ? (
            <p className="text-sm font-medium text-emerald-800" data-testid="update-method-chosen">
              The updated document will follow the method for {chosen.title.charAt(0).toLowerCase()}
              {chosen.title.slice(1)}.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={onWriteOwn} disabled={loadingSteps}>
              {loadingSteps ? "Loading steps…" : answer.lines ? "Back to my own steps" : "Write my own steps"}
            </Button>
          </div>
          {problems.list ? <FieldError id="update-method-list-error" message={problems.list} /> : null}
        </>
      )}
    </section>
  );
}
