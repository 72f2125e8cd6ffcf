import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, FileCheck2, Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { Business } from "../../../contracts/business";
import type { Policy, TaskSteps } from "../../../contracts/documents";
import {
  canUseExtraPolicies,
  compliancePoints,
  type DocumentTypeId,
  documentCardState,
  documentName,
  EMERGENCY_TYPES,
  EXTRA_POLICIES,
  formatOrdinalDate,
  HAZARD_TYPES,
  hasUnlimitedGeneration,
  INCIDENT_TYPES,
  isPerJobType,
  packLabel,
  packOf,
  spellFor,
  systemLabel,
} from "../../../domain/catalogue";
import { inputErrors, requiredInputsOf } from "../../../domain/documents/types/input-schema";
import {
  askedInputs,
  jobFieldLabels,
  takesMethod,
  writtenFromMethod,
} from "../../../domain/documents/types/registry";
import type { MethodCandidate, MethodChoice } from "../../../domain/tasks/suggest";
import { StepsEditor } from "../../components/method/StepsEditor";
import { placeStepErrors, stepProblems, stepsToSend } from "../../components/method/steps";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/use-toast";
import { apiJson } from "../../lib/api";
import { useExistingDocuments } from "../../lib/businesses-api";
import { usePolicies } from "../../lib/documents-api";
import { formatPrice } from "../../lib/price-format";
import { DuplicateJobDialog } from "./DuplicateJobDialog";
import { MethodConfirm } from "./MethodConfirm";
import { methodChoiceFor, methodWords } from "./method";
import type { GenerationOutcome } from "./start-generation";
import { TaskPicker } from "./TaskPicker";
import { FROM_GENERATOR } from "./wizard-draft";

export type ReadyInputs = {
  activity: string;
  location: string;
  scope: string;
  hazardTypes: string[];
  incidentTypes: string[];
  emergencyType: string;
  additionalPolicies: string[];
  taskIds: string[];
  /** The customer's own steps of the job, one a line, while they write them; null otherwise. */
  steps: string[] | null;
};

export const emptyInputs: ReadyInputs = {
  activity: "",
  location: "",
  scope: "",
  hazardTypes: [],
  incidentTypes: [],
  emergencyType: "",
  additionalPolicies: [],
  taskIds: [],
  steps: null,
};

/** What the generator sends as the document's `metadata`: empty fields left out. */
export function metadataOf(inputs: ReadyInputs) {
  return {
    activity: inputs.activity || undefined,
    taskIds: inputs.taskIds.length ? inputs.taskIds : undefined,
    // A chosen task is the method; the steps are sent only while they are the method.
    steps: inputs.steps && !inputs.taskIds.length ? nonEmpty(stepsToSend(inputs.steps).steps) : undefined,
    location: inputs.location || undefined,
    scope: inputs.scope || undefined,
    hazardTypes: inputs.hazardTypes.length ? inputs.hazardTypes : undefined,
    incidentTypes: inputs.incidentTypes.length ? inputs.incidentTypes : undefined,
    emergencyType: inputs.emergencyType || undefined,
  };
}

const nonEmpty = <T,>(list: T[]) => (list.length ? list : undefined);

/**
 * The inputs the type requires that are missing, each with its message: the type's own schema,
 * the one the server checks the request with.
 */
export function missingInputs(
  type: DocumentTypeId,
  inputs: ReadyInputs,
): Partial<Record<keyof ReadyInputs, string>> {
  const missing: Partial<Record<keyof ReadyInputs, string>> = {};
  for (const e of inputErrors(type, metadataOf(inputs))) missing[e.field] ??= e.message;
  return missing;
}

/** The form's inputs from a stored document's metadata, for "start from a previous one". */
export function inputsFrom(metadata: Record<string, unknown>): ReadyInputs {
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  return {
    ...emptyInputs,
    activity: text(metadata.activity),
    location: text(metadata.location),
    scope: text(metadata.scope),
    hazardTypes: list(metadata.hazardTypes),
    taskIds: list(metadata.taskIds),
    steps: list(metadata.steps).length ? list(metadata.steps) : null,
    incidentTypes: list(metadata.incidentTypes),
    emergencyType: text(metadata.emergencyType),
  };
}

type Props = {
  business: Business;
  documentType: DocumentTypeId;
  subscriptionStatus: string;
  credits: Record<string, number>;
  /** Sends the generation; for a document written from a method, resolves once the server answered. */
  onGenerate: (
    inputs: ReadyInputs,
    options?: { confirmDuplicate?: boolean },
  ) => undefined | Promise<GenerationOutcome>;
  onBack: () => void;
  /** What the form starts with: what the customer had typed before leaving to buy a pack. */
  initialInputs?: ReadyInputs;
  /** Called as the customer leaves for the purchase page, with what they have typed so far. */
  onLeaveToBuy?: (inputs: ReadyInputs) => void;
};

export function ReadyStep({
  business,
  documentType,
  subscriptionStatus,
  credits,
  onGenerate,
  onBack,
  initialInputs,
  onLeaveToBuy,
}: Props) {
  const [inputs, setInputs] = useState<ReadyInputs>(initialInputs ?? emptyInputs);
  const [startedFrom, setStartedFrom] = useState("");
  const [duplicate, setDuplicate] = useState<{ message: string; existingId: string } | null>(null);
  const perJob = isPerJobType(documentType);
  const existing = useExistingDocuments(business.id);
  const previous = usePolicies(business.id, perJob);
  const earlier = (previous.data ?? []).filter((p) => p.type === documentType);
  const existingId = perJob ? undefined : existing.data?.[documentType];
  const access = documentCardState({ documentType, existingDocuments: {}, subscriptionStatus, credits });
  const pack = packOf(documentType);
  const jobFields = jobFieldLabels(documentType);
  const [errors, setErrors] = useState<Partial<Record<keyof ReadyInputs, string>>>({});
  const name = documentName(documentType, business.country);
  const spell = spellFor(business.country);
  // Required fields are marked with * and aria-required, from the type's definition.
  const required = new Set<string>(requiredInputsOf(documentType));
  const need = (key: keyof ReadyInputs) =>
    required.has(key)
      ? { mark: "*", "aria-required": true as const }
      : { mark: "", "aria-required": undefined };
  const extrasUnlocked = canUseExtraPolicies(subscriptionStatus);
  const set = <K extends keyof ReadyInputs>(key: K, value: ReadyInputs[K]) =>
    setInputs((i) => ({ ...i, [key]: value }));
  const toggle = (key: "hazardTypes" | "incidentTypes" | "additionalPolicies", value: string, on: boolean) =>
    set(key, on ? [...inputs[key], value] : inputs[key].filter((v) => v !== value));

  // The job's method: what the library says of the words typed (a moment after typing stops), or
  // what the server said when it asked; the customer confirms, chooses or writes it before Generate.
  const queryClient = useQueryClient();
  const byMethod = writtenFromMethod(documentType);
  const activity = useSettled(inputs.activity, 400);
  const scope = useSettled(inputs.scope, 400);
  const [browsing, setBrowsing] = useState(false);
  const [asked, setAsked] = useState<{ message: string; candidates: MethodCandidate[] } | null>(null);
  const [stepsFrom, setStepsFrom] = useState<string | undefined>();
  const [serverStepErrors, setServerStepErrors] = useState<{ byLine: Record<number, string>; list?: string }>(
    {
      byLine: {},
    },
  );
  const [loadingSteps, setLoadingSteps] = useState(false);
  const [generating, setGenerating] = useState(false);
  // A new job description is a new question: an earlier answer or "choose another" no longer applies,
  // and a method confirmed for the old words is not this job's until the customer confirms it again.
  // The words the form opened with (a document started from a previous one) keep its method.
  const confirmedFor = useRef(activity.trim());
  useEffect(() => {
    setAsked(null);
    setBrowsing(false);
    if (activity.trim() === confirmedFor.current) return;
    confirmedFor.current = activity.trim();
    setInputs((i) => (i.taskIds.length ? { ...i, taskIds: [] } : i));
  }, [activity]);
  const methodBusiness = { ...business, hazardTypes: inputs.hazardTypes };
  const libraryChoice = methodChoiceFor(documentType, activity, methodBusiness, required.has("activity"));
  const choice: MethodChoice | undefined = asked
    ? { kind: "choose", candidates: asked.candidates }
    : libraryChoice;
  const words = methodWords(activity, business.workDescription);
  const ownSteps = inputs.steps;
  const localStepProblems = ownSteps ? stepProblems(ownSteps) : { byLine: {} };
  const methodMissing = !byMethod
    ? undefined
    : ownSteps && !inputs.taskIds.length
      ? Object.keys(localStepProblems.byLine).length > 0
        ? "Shorten the steps marked above to generate."
        : localStepProblems.list
          ? `${localStepProblems.list} to generate.`
          : undefined
      : inputs.taskIds.length
        ? undefined
        : required.has("activity") && !inputs.activity.trim()
          ? "Describe the work activity, then confirm its method, to generate."
          : "Confirm the job's method above to generate: yes, choose a task, or write your own steps.";

  const writeOwnSteps = async () => {
    // Start from the closest task the library offered, for the customer to change to their job.
    const from = choice?.kind === "matched" ? choice.tasks[0] : choice?.candidates[0];
    let lines = [""];
    setStepsFrom(undefined);
    if (from) {
      setLoadingSteps(true);
      try {
        const task = await queryClient.fetchQuery({
          queryKey: ["/api/tasks", from.id],
          queryFn: () => apiJson<TaskSteps>("GET", `/api/tasks/${from.id}`),
        });
        if (task.steps.length) {
          lines = task.steps;
          setStepsFrom(task.title);
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
    setServerStepErrors({ byLine: {} });
    setInputs((i) => ({ ...i, taskIds: [], steps: lines }));
  };

  const generate = async (confirmDuplicate = false) => {
    const missing = missingInputs(documentType, inputs);
    setErrors(missing);
    if (Object.keys(missing).length > 0 || methodMissing) return;
    const sent = inputs;
    setGenerating(true);
    const outcome = await onGenerate(sent, confirmDuplicate ? { confirmDuplicate } : undefined);
    setGenerating(false);
    if (!outcome) return;
    if (outcome.kind === "confirm-duplicate") {
      setDuplicate({ message: outcome.message, existingId: outcome.existingId });
      return;
    }
    if (outcome.kind === "choose-method") {
      setAsked({ message: outcome.message, candidates: outcome.candidates });
      setInputs((i) => ({ ...i, taskIds: [], steps: null }));
    }
    if (outcome.kind === "invalid") {
      const lineOf = sent.steps ? stepsToSend(sent.steps).lineOf : [];
      setServerStepErrors(placeStepErrors(outcome.errors, lineOf));
      const fieldOf = (f: string) => f.replace(/^metadata\./, "") as keyof ReadyInputs;
      const fields: Partial<Record<keyof ReadyInputs, string>> = {};
      for (const e of outcome.errors)
        if (e.field.startsWith("metadata.") && !e.field.startsWith("metadata.steps"))
          fields[fieldOf(e.field)] ??= e.message;
      setErrors(fields);
      const placed = outcome.errors.some(
        (e) => e.field.startsWith("metadata.steps") || fieldOf(e.field) in emptyInputs,
      );
      if (!placed)
        toast({
          title: "Unable to Generate Document",
          description: outcome.errors.map((e) => e.message).join(" "),
          variant: "destructive",
        });
    }
  };

  const methodPanel = byMethod ? (
    <div className="grid min-w-0 gap-4 sm:col-span-2">
      {ownSteps && !inputs.taskIds.length ? (
        <StepsEditor
          lines={ownSteps}
          onChange={(lines) => {
            setServerStepErrors({ byLine: {} });
            set("steps", lines);
          }}
          startedFrom={stepsFrom}
          errors={{ ...localStepProblems.byLine, ...serverStepErrors.byLine }}
          listError={serverStepErrors.list}
          onUseLibrary={() => set("steps", null)}
        />
      ) : (
        <MethodConfirm
          choice={choice}
          words={words}
          serverMessage={asked?.message}
          activity={inputs.activity}
          business={methodBusiness}
          taskIds={inputs.taskIds}
          onTaskIds={(ids) => setInputs((i) => ({ ...i, taskIds: ids, steps: ids.length ? null : i.steps }))}
          browsing={browsing}
          onBrowse={() => setBrowsing(true)}
          onWriteOwn={() => void writeOwnSteps()}
          loadingSteps={loadingSteps}
        />
      )}
    </div>
  ) : null;

  const lockedExtras = () =>
    toast({
      title: "Upgrade Required",
      description: "Enhanced policy options are available with Core plan and above",
      variant: "destructive",
      action: (
        <Link
          href="/subscribe?plan=core"
          className="shrink-0 rounded-md border border-white/60 px-3 py-1.5 text-sm font-medium"
        >
          Upgrade Now
        </Link>
      ),
    });

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">Document Generation</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="rounded-lg border border-brand-200 bg-brand-50 p-4">
          <p className="font-semibold">
            Ready to generate the {name} for {business.name}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Written for your {systemLabel(business.country)}, covering:
          </p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {compliancePoints(business.country, business.jurisdiction).map((point) => (
              <li key={point} className="flex items-center gap-2 text-sm">
                <CheckCircle2 className="h-4 w-4 text-brand-700" aria-hidden /> {point}
              </li>
            ))}
          </ul>
        </div>

        {existingId ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
            <p className="flex items-center gap-2 text-sm">
              <FileCheck2 className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden />
              {business.name} already has its {name}. A business keeps one; open it to review or edit it.
            </p>
            <Button asChild>
              <Link href={`/editor/${existingId}`}>Open the {name}</Link>
            </Button>
          </div>
        ) : access.kind === "locked" ? (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="access-panel">
            <p className="flex items-center gap-2 font-semibold">
              <Lock className="h-4 w-4 shrink-0" aria-hidden /> The {packLabel(access.packName)} unlocks this
              document
            </p>
            <p className="mt-1 text-sm text-slate-700">
              Your account has no {packLabel(access.packName)} credits left, so it cannot generate the {name}{" "}
              yet. The pack costs {formatPrice(pack.price)} once (no subscription) and each credit makes one
              document.
            </p>
            <Button className="mt-3" asChild>
              <Link
                href={`/subscribe?plan=${pack.id}&${FROM_GENERATOR}`}
                onClick={() => onLeaveToBuy?.(inputs)}
              >
                Buy the {packLabel(access.packName)}
              </Link>
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-700" data-testid="access-panel">
            {hasUnlimitedGeneration(subscriptionStatus)
              ? "Included in your Compliance plan."
              : `Generating uses 1 of your ${credits[pack.id] ?? 0} ${packLabel(pack.name)} credit${(credits[pack.id] ?? 0) === 1 ? "" : "s"}.`}
          </p>
        )}

        {perJob && earlier.length > 0 ? (
          // min-w-0: a long title in the list must not widen the page on a phone.
          <div className="min-w-0">
            <SelectField
              className="min-w-0"
              id="start-from"
              label="Start from a previous one"
              placeholder={`A new ${name} from scratch`}
              options={earlier.map((p) => ({
                value: p.id,
                label: `${p.title} (${formatOrdinalDate(p.createdAt)})`,
              }))}
              value={startedFrom}
              onChange={async (e) => {
                const id = e.target.value;
                setStartedFrom(id);
                if (!id) return setInputs(emptyInputs);
                try {
                  const from = await apiJson<Policy>("GET", `/api/policies/${id}`);
                  setInputs(inputsFrom(from.metadata));
                  setErrors({});
                } catch {
                  toast({ title: "Could not load that document", variant: "destructive" });
                }
              }}
            />
          </div>
        ) : null}

        {documentType === "policy" ? (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">
              Additional policies{" "}
              {extrasUnlocked ? null : (
                <span className="font-normal text-slate-600">
                  (locked: they come with the{" "}
                  <Link href="/subscribe?plan=core" className="text-brand-700 underline">
                    Core Document pack
                  </Link>
                  )
                </span>
              )}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {EXTRA_POLICIES.map((p) => (
                <label
                  key={p.value}
                  className={`flex items-start gap-2 rounded-md border border-slate-200 p-3 text-sm ${extrasUnlocked ? "" : "bg-slate-50 text-slate-500"}`}
                >
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4 accent-brand-700"
                    aria-disabled={!extrasUnlocked}
                    checked={inputs.additionalPolicies.includes(p.value)}
                    onChange={(e) => {
                      if (!extrasUnlocked) {
                        e.preventDefault();
                        return lockedExtras();
                      }
                      toggle("additionalPolicies", p.value, e.target.checked);
                    }}
                  />
                  <span>
                    <span className="flex items-center gap-1 font-medium">
                      {spell(p.label)}{" "}
                      {extrasUnlocked ? null : (
                        <Lock className="h-3.5 w-3.5 text-slate-400" aria-label="Locked" />
                      )}
                    </span>
                    <span className="text-slate-600">{spell(p.description)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        {documentType === "swms" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="work-activity"
              label={`Work Activity${need("activity").mark}`}
              aria-required={need("activity")["aria-required"]}
              placeholder="e.g. Replacing roof sheeting"
              value={inputs.activity}
              error={errors.activity}
              onChange={(e) => set("activity", e.target.value)}
            />
            <TextField
              id="work-location"
              label={`Location${need("location").mark}`}
              aria-required={need("location")["aria-required"]}
              placeholder="Site address"
              value={inputs.location}
              error={errors.location}
              onChange={(e) => set("location", e.target.value)}
            />
            {methodPanel}
          </div>
        ) : null}

        {documentType === "risk-assessment" ? (
          <>
            <TextField
              id="assessment-scope"
              label={`Assessment Scope${need("scope").mark}`}
              aria-required={need("scope")["aria-required"]}
              placeholder="e.g. Warehouse picking and dispatch"
              value={inputs.scope}
              error={errors.scope}
              onChange={(e) => set("scope", e.target.value)}
            />
            {takesMethod(documentType) ? (
              <TaskPicker
                activity={scope}
                business={methodBusiness}
                selected={inputs.taskIds}
                onChange={(ids) => set("taskIds", ids)}
                legend="Is the scope one of these jobs? (optional)"
                help="Pick the job this assessment covers and its steps are assessed one by one, with the job's own controls. Leave it for a place or all your work."
              />
            ) : null}
            <CheckboxGroup
              legend="Hazard types"
              options={HAZARD_TYPES}
              values={inputs.hazardTypes}
              onToggle={(v, on) => toggle("hazardTypes", v, on)}
            />
          </>
        ) : null}

        {jobFields ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {jobFields.activity ? (
              <TextField
                id="job-activity"
                label={`${jobFields.activity}${need("activity").mark}`}
                aria-required={need("activity")["aria-required"]}
                value={inputs.activity}
                error={errors.activity}
                onChange={(e) => set("activity", e.target.value)}
              />
            ) : null}
            <TextField
              id="job-location"
              label={`${jobFields.location}${need("location").mark}`}
              aria-required={need("location")["aria-required"]}
              value={inputs.location}
              error={errors.location}
              onChange={(e) => set("location", e.target.value)}
            />
            {methodPanel}
          </div>
        ) : null}

        {documentType === "emergency-plan" ? (
          <SelectField
            id="emergency-type"
            label={`Emergency Type${need("emergencyType").mark}`}
            aria-required={need("emergencyType")["aria-required"]}
            placeholder="Select an emergency type"
            options={EMERGENCY_TYPES}
            value={inputs.emergencyType}
            error={errors.emergencyType}
            onChange={(e) => set("emergencyType", e.target.value)}
          />
        ) : null}

        {/* A plan for one place when the customer names it; left blank it covers every place they work. */}
        {!jobFields && documentType !== "swms" && askedInputs(documentType).location ? (
          <TextField
            id="plan-location"
            label={`Location${need("location").mark}`}
            aria-required={need("location")["aria-required"]}
            placeholder="Leave blank to cover every place you work"
            value={inputs.location}
            error={errors.location}
            onChange={(e) => set("location", e.target.value)}
          />
        ) : null}

        {documentType === "incident-form" ? (
          <CheckboxGroup
            legend="Incident types"
            options={INCIDENT_TYPES}
            values={inputs.incidentTypes}
            onToggle={(v, on) => toggle("incidentTypes", v, on)}
          />
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" onClick={onBack}>
            Back
          </Button>
          {existingId || access.kind === "locked" ? null : (
            <div className="flex min-w-0 flex-wrap items-center justify-end gap-3">
              {methodMissing ? (
                <p id="generate-why" className="min-w-0 text-sm text-slate-700" data-testid="generate-why">
                  {methodMissing}
                </p>
              ) : null}
              <Button
                size="lg"
                className="h-auto min-h-11 max-w-full whitespace-normal py-2 text-center"
                disabled={Boolean(methodMissing) || generating}
                aria-describedby={methodMissing ? "generate-why" : undefined}
                onClick={() => void generate()}
              >
                {generating ? "Generating…" : `Generate ${name}`}
              </Button>
            </div>
          )}
        </div>
        {duplicate ? (
          <DuplicateJobDialog
            message={duplicate.message}
            existingId={duplicate.existingId}
            onClose={() => setDuplicate(null)}
            onGenerateAnyway={() => {
              setDuplicate(null);
              void generate(true);
            }}
          />
        ) : null}
        <p className="text-xs text-slate-500">
          Disclaimer: generated documents are suggested documentation based on the details you gave and the
          law as we hold it. They are not legal advice. Review the document against your workplace before you
          rely on it.
        </p>
      </CardContent>
    </Card>
  );
}

function CheckboxGroup({
  legend,
  options,
  values,
  onToggle,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  values: string[];
  onToggle: (value: string, on: boolean) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm"
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={values.includes(o.value)}
              onChange={(e) => onToggle(o.value, e.target.checked)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The value once it has stopped changing for `ms`: the method is matched when typing pauses. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
