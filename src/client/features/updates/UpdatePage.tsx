import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ChevronLeft, ChevronRight, ExternalLink } from "lucide-react";
import { type RefObject, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import type { TaskSteps } from "../../../contracts/documents";
import type { FieldError } from "../../../contracts/errors";
import type {
  ApplyUpdateInput,
  SectionUpdate,
  UpdateChoice,
  UpdateReasonView,
} from "../../../contracts/updates";
import { formatOrdinalDate } from "../../../domain/catalogue";
import { highlightChanges } from "../../../domain/documents/word-diff";
import { placeStepErrors, stepProblems, stepsToSend } from "../../components/method/steps";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError, apiJson } from "../../lib/api";
import { useApplyUpdate, useDocumentUpdate } from "../../lib/updates-api";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { useIsPhone } from "../../lib/use-phone";
import { type MethodAnswer, MethodChoice, type MethodProblems } from "./MethodChoice";

const CHOICE_LABEL: Record<UpdateChoice, string> = {
  new: "Take the new text",
  keep: "Keep mine",
  merge: "Merge by hand",
};

/**
 * /updates/{id}: what changed for one document, and per section the document's text beside the
 * text SafeDraft would write now. The owner takes the new text, keeps theirs, or merges by hand.
 */
export function UpdatePage({ id }: { id: string }) {
  usePageMeta({ title: pageTitle("Document update") });
  const query = useDocumentUpdate(id);
  const apply = useApplyUpdate(id);
  const [, navigate] = useLocation();
  const [choices, setChoices] = useState<Record<string, UpdateChoice>>({});
  const merged = useRef<Record<string, HTMLDivElement | null>>({});
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<MethodAnswer>({ mode: null, lines: null });
  const [methodProblems, setMethodProblems] = useState<MethodProblems>({ byLine: {} });
  const [loadingSteps, setLoadingSteps] = useState(false);
  const methodChoice = useRef<HTMLDivElement | null>(null);
  // On a phone the changed sections come one at a time; the others stay mounted (hidden), so a
  // choice or a merge typed into one is kept while the owner looks at the next.
  const phone = useIsPhone();
  const [shown, setShown] = useState<number | null>(null);
  const sectionsTop = useRef<HTMLElement | null>(null);

  if (query.isLoading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 text-center">
        <h1 className="text-xl font-semibold">Document not found</h1>
        <Button variant="outline" className="mt-4" asChild>
          <Link href="/documents">Back to Documents</Link>
        </Button>
      </div>
    );
  }
  const update = query.data;
  // An unedited section defaults to the new text; an edited one waits for the owner's choice.
  const choiceOf = (s: SectionUpdate): UpdateChoice | undefined =>
    choices[s.id] ?? (s.edited ? undefined : "new");
  const undecided = update.sections.filter((s) => !choiceOf(s));
  const count = update.sections.length;
  // It opens at the first section the owner edited, the one that waits for their choice.
  const current = Math.min(
    shown ??
      Math.max(
        0,
        update.sections.findIndex((s) => s.edited),
      ),
    Math.max(count - 1, 0),
  );
  const showChange = (index: number) => {
    setShown(index);
    sectionsTop.current?.scrollIntoView?.({ block: "start" });
  };
  const mustChoose = Boolean(update.method?.confirm);
  const localStepProblems =
    answer.mode === "steps" && answer.lines ? stepProblems(answer.lines) : { byLine: {} };

  // Their own steps start from the steps the document prints now; failing those, from the task they
  // picked (or the first offered), for them to change to the job's.
  const writeOwnSteps = async () => {
    setMethodProblems({ byLine: {} });
    if (answer.lines) {
      setAnswer((a) => ({ ...a, mode: "steps" }));
      return;
    }
    const own = update.method?.steps ?? [];
    if (own.length) {
      setAnswer((a) => ({
        ...a,
        mode: "steps",
        lines: own,
        intro:
          "We started your steps from the steps this document has now. Change them to the steps of the job, in order.",
      }));
      return;
    }
    const from = answer.taskId ?? update.method?.candidates?.[0]?.id;
    let lines = [""];
    let intro: string | undefined;
    if (from) {
      setLoadingSteps(true);
      try {
        const task = await queryClient.fetchQuery({
          queryKey: ["/api/tasks", from],
          queryFn: () => apiJson<TaskSteps>("GET", `/api/tasks/${from}`),
        });
        if (task.steps.length) {
          lines = task.steps;
          intro = `We started your steps from "${task.title}". Change them to the steps of the job, in order.`;
        }
      } catch {
        toast({
          title: "Could not load that task's steps",
          description: "Write your steps from a blank list.",
        });
      } finally {
        setLoadingSteps(false);
      }
    }
    setAnswer((a) => ({ ...a, mode: "steps", lines, intro }));
  };

  /** The method sent with the answers; undefined when none is chosen (the server says if one is needed). */
  const methodToSend = (): { method?: ApplyUpdateInput["method"]; lineOf: number[] } => {
    if (!mustChoose) return { lineOf: [] };
    if (answer.mode === "task" && answer.taskId) return { method: { taskId: answer.taskId }, lineOf: [] };
    if (answer.mode === "steps" && answer.lines) {
      const sent = stepsToSend(answer.lines);
      return { method: { steps: sent.steps }, lineOf: sent.lineOf };
    }
    return { lineOf: [] };
  };

  const showAtChoice = (problems: MethodProblems) => {
    setMethodProblems(problems);
    methodChoice.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  };

  const submit = () => {
    setError(null);
    setMethodProblems({ byLine: {} });
    if (answer.mode === "steps" && (Object.keys(localStepProblems.byLine).length || localStepProblems.list)) {
      showAtChoice({ ...localStepProblems, message: "Correct your steps before applying the update." });
      return;
    }
    const { method, lineOf } = methodToSend();
    const sections = update.sections.flatMap((s) => {
      const choice = choiceOf(s);
      if (!choice) return [];
      const body = choice === "merge" ? (merged.current[s.id]?.innerHTML ?? "") : undefined;
      return [{ id: s.id, choice, ...(body !== undefined ? { body } : {}) }];
    });
    apply.mutate(
      { baseVersion: update.version, sections, ...(method ? { method } : {}) },
      {
        onSuccess: async (result) => {
          if (result.remaining === 0) {
            toast({
              title: "Document updated",
              description:
                result.draftOf === null
                  ? `${result.versionLabel} is unchanged.`
                  : `Saved as a draft of version ${result.draftOf}. Issue version ${result.draftOf} so your crew and your exports use it.`,
            });
            navigate(`/editor/${id}`);
          } else {
            setChoices({});
            setShown(null);
            await query.refetch();
          }
        },
        onError: (e) => {
          const body = e instanceof ApiRequestError ? parseBody(e.body) : {};
          const message = body.message ?? (e instanceof ApiRequestError ? e.message : String(e));
          const methodErrors = (body.errors ?? []).filter((x) => x.field.startsWith("method"));
          // What is wrong with the method is said beside the method, where the owner answers it;
          // nothing they chose or typed is cleared.
          if (body.actionRequired === "choose-method" || methodErrors.length) {
            const placed = placeStepErrors(methodErrors, lineOf, "method.steps");
            const other = methodErrors.filter((x) => !/^method\.steps(\.\d+)?$/.test(x.field));
            showAtChoice({
              ...placed,
              // The refusal repeats the note the choice already shows: said once, with what to do.
              message:
                body.actionRequired === "choose-method"
                  ? message === update.method?.note
                    ? "To take the new text, first choose a task below or write your own steps."
                    : message
                  : other.map((x) => x.message).join(" ") || undefined,
            });
            setError("Answer the question about this document's method above, then apply again.");
            return;
          }
          setError(message);
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link
        href={`/editor/${id}`}
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to the document
      </Link>
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">Update “{update.title}”</h1>
      {update.sections.length === 0 ? (
        <p className="mt-4 text-slate-700" data-testid="update-none">
          This document is up to date with the law and your business details.
        </p>
      ) : (
        <>
          <Card className="mt-4 p-4">
            <ReasonList
              title="The law changed"
              testId="law-reasons"
              reasons={update.reasons.filter((r) => r.kind === "law")}
            />
            <ReasonList
              title="You changed your business details"
              testId="business-reasons"
              reasons={update.reasons.filter((r) => r.kind === "business")}
            />
            {update.method && !mustChoose ? (
              <p
                className={`mt-3 text-sm ${update.method.confirm ? "font-medium text-amber-800" : "text-slate-700"}`}
                data-testid="update-method"
              >
                {update.method.note}
              </p>
            ) : null}
            <p className="mt-3 text-sm text-slate-600">
              {update.sections.length === 1
                ? "1 section would now read differently."
                : `${update.sections.length} sections would now read differently.`}{" "}
              Updating costs no credit and is saved as a new version; your history is kept.
            </p>
          </Card>

          {update.method && mustChoose ? (
            <div ref={methodChoice} className="scroll-mt-24">
              <MethodChoice
                method={update.method}
                answer={answer}
                onChooseTask={(taskId) => {
                  setError(null);
                  setMethodProblems({ byLine: {} });
                  setAnswer((a) => ({ ...a, mode: "task", taskId }));
                }}
                onWriteOwn={() => {
                  setError(null);
                  void writeOwnSteps();
                }}
                onLines={(lines) => {
                  setMethodProblems((p) => ({ ...p, byLine: {}, list: undefined }));
                  setAnswer((a) => ({ ...a, lines }));
                }}
                onUseLibrary={() => setAnswer((a) => ({ ...a, mode: a.taskId ? "task" : null }))}
                loadingSteps={loadingSteps}
                problems={{
                  ...methodProblems,
                  byLine: { ...localStepProblems.byLine, ...methodProblems.byLine },
                }}
              />
            </div>
          ) : null}

          <p className="mt-4 text-sm text-slate-600">
            Words that would go are <del className="diff-del">struck through</del>; words that would come in
            are <ins className="diff-ins">highlighted</ins>.
          </p>
          {phone && count > 1 ? (
            <ChangeStepper
              current={current}
              count={count}
              heading={update.sections[current]?.heading ?? ""}
              onShow={showChange}
              refTo={sectionsTop}
            />
          ) : null}
          <div className="mt-3 grid gap-6">
            {update.sections.map((s, index) => {
              const choice = choiceOf(s);
              const marked = s.current === null ? null : highlightChanges(s.current, s.proposed);
              return (
                <section
                  key={s.id}
                  aria-label={s.heading}
                  data-section={s.id}
                  hidden={phone && index !== current}
                  className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
                >
                  <h2 className="text-lg font-semibold">{s.heading}</h2>
                  {s.edited ? (
                    <p className="mt-1 text-sm font-medium text-amber-800">
                      You edited this section: choose what to keep.
                    </p>
                  ) : null}
                  <p className="mt-1 text-sm text-slate-600">Because: {s.because.join(" ")}</p>
                  <div className="mt-3 grid gap-4 md:grid-cols-2">
                    <div>
                      <h3 className="text-sm font-semibold text-slate-700">Your document now</h3>
                      <div
                        className="doc-prose diff-text mt-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
                        data-testid="current-text"
                        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised allow-list HTML, marked with del only
                        dangerouslySetInnerHTML={{
                          __html: marked?.current ?? "<p>(This section is new.)</p>",
                        }}
                      />
                    </div>
                    <div>
                      <h3 className="text-sm font-semibold text-slate-700">What SafeDraft would write now</h3>
                      <div
                        className="doc-prose diff-text mt-1 rounded-lg bg-green-50 p-3 text-sm text-slate-800"
                        data-testid="proposed-text"
                        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised allow-list HTML, marked with ins only
                        dangerouslySetInnerHTML={{ __html: marked?.proposed ?? s.proposed }}
                      />
                    </div>
                  </div>
                  <fieldset className="mt-3 flex flex-wrap gap-4">
                    <legend className="sr-only">What to do with {s.heading}</legend>
                    {(["new", "keep", "merge"] as const)
                      .filter((c) => c !== "merge" || s.current !== null)
                      .map((c) => (
                        <label key={c} className="inline-flex items-center gap-2 text-sm">
                          <input
                            type="radio"
                            name={`choice-${s.id}`}
                            checked={choice === c}
                            onChange={() => setChoices((all) => ({ ...all, [s.id]: c }))}
                          />
                          {CHOICE_LABEL[c]}
                        </label>
                      ))}
                  </fieldset>
                  {choice === "merge" ? (
                    <div className="mt-3">
                      <p className="text-sm font-semibold text-slate-700" id={`merge-${s.id}`}>
                        Your merged text (starts as yours; copy in what you want from the new text)
                      </p>
                      {/* biome-ignore lint/a11y/useSemanticElements: a merge keeps formatting, which a textarea cannot hold */}
                      <div
                        ref={(el) => {
                          merged.current[s.id] = el;
                        }}
                        role="textbox"
                        aria-multiline="true"
                        aria-labelledby={`merge-${s.id}`}
                        tabIndex={0}
                        contentEditable
                        suppressContentEditableWarning
                        className="doc-prose mt-1 min-h-24 rounded-lg border border-slate-300 p-3 text-sm"
                        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised allow-list HTML
                        dangerouslySetInnerHTML={{ __html: s.current ?? "" }}
                      />
                    </div>
                  ) : null}
                </section>
              );
            })}
          </div>

          {phone && count > 1 ? (
            <ChangeStepper current={current} count={count} onShow={showChange} bottom />
          ) : null}
          {error ? (
            <p role="alert" className="mt-4 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Button
              onClick={submit}
              disabled={apply.isPending || undecided.length === update.sections.length}
            >
              {apply.isPending ? "Saving…" : "Apply these choices"}
            </Button>
            {undecided.length > 0 ? (
              <span className="text-sm text-slate-600">
                {undecided.length === 1
                  ? "1 edited section still needs"
                  : `${undecided.length} edited sections still need`}{" "}
                a choice; the rest can be applied now.
              </span>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

/** "Change 2 of 5" with the buttons that move between the changed sections on a phone. */
function ChangeStepper({
  current,
  count,
  heading,
  onShow,
  refTo,
  bottom,
}: {
  current: number;
  count: number;
  heading?: string;
  onShow: (index: number) => void;
  refTo?: RefObject<HTMLElement | null>;
  bottom?: boolean;
}) {
  return (
    <nav
      ref={refTo}
      aria-label={bottom ? "Changes (bottom)" : "Changes"}
      className="mt-4 flex scroll-mt-20 items-center justify-between gap-2"
      data-testid={bottom ? undefined : "change-stepper"}
    >
      <Button
        variant="outline"
        size="sm"
        onClick={() => onShow(current - 1)}
        disabled={current === 0}
        aria-label="Previous change"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
      </Button>
      <p className="min-w-0 text-center text-sm" aria-live={bottom ? undefined : "polite"}>
        <span className="block font-semibold">
          Change {current + 1} of {count}
        </span>
        {heading ? <span className="block truncate text-slate-600">{heading}</span> : null}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onShow(current + 1)}
        disabled={current === count - 1}
        aria-label="Next change"
      >
        Next <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}

/** The JSON of an error answer, or nothing of it when it is not JSON. */
function parseBody(text: string): { message?: string; errors?: FieldError[]; actionRequired?: string } {
  try {
    return JSON.parse(text || "{}");
  } catch {
    return {};
  }
}

/** One kind of reason (the law's, or the owner's own business changes); nothing when there is none. */
function ReasonList({
  title,
  testId,
  reasons,
}: {
  title: string;
  testId: string;
  reasons: UpdateReasonView[];
}) {
  if (reasons.length === 0) return null;
  return (
    <div className="mt-2 first:mt-0" data-testid={testId}>
      <h2 className="font-semibold">{title}</h2>
      <ul className="mt-2 grid gap-2" aria-label={title}>
        {reasons.map((r) => (
          <li key={r.summary} className="text-slate-800" data-testid="update-reason">
            {r.summary}
            {r.effective ? (
              <span className="text-slate-600">
                {" "}
                In effect from {formatOrdinalDate(`${r.effective}T00:00:00Z`)}.
              </span>
            ) : null}
            {r.source ? (
              <a
                href={r.source}
                target="_blank"
                rel="noreferrer"
                className="ml-1 inline-flex items-center gap-1 text-brand-700 hover:underline"
              >
                Source <ExternalLink className="h-3 w-3" aria-hidden />
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
