import { type FormEvent, useMemo, useState } from "react";
import { Link } from "wouter";
import type { GenerationRefusal } from "../../../contracts/documents";
import type { NewJobResult } from "../../../contracts/next-job";
import { type DocumentTypeId, documentName } from "../../../domain/catalogue";
import { askedInputs, jobFieldLabels } from "../../../domain/documents/types/registry";
import { ApiRequestError } from "../../lib/api";
import { useBusinesses } from "../../lib/businesses-api";
import { parseFieldErrors } from "../../lib/field-errors";
import { type JobStart, useNewJob } from "../../lib/next-job-api";
import { Button } from "../ui/button";
import { TextAreaField, TextField } from "../ui/form-field";
import { SelectField } from "../ui/select-field";

type Props = {
  from: JobStart;
  type: string;
  businessId: string;
  /** The source's own job and site, to start the new ones from. */
  job: { activity?: string | null; scope?: string | null; location?: string | null };
  onCreated: (result: NewJobResult) => void;
  onCancel?: () => void;
};

/**
 * The next job from the last one: which business, what job and where. The document is written
 * again for them (the law of the day, the method checked against the new job's words) and costs
 * one credit; a job whose method is not known for sure is asked about, as in the generator.
 */
export function NewJobForm({ from, type, businessId, job, onCreated, onCancel }: Props) {
  const businesses = useBusinesses();
  const create = useNewJob(from);
  const asked = askedInputs(type as DocumentTypeId);
  const labels = jobFieldLabels(type as DocumentTypeId);
  const [target, setTarget] = useState(businessId);
  const [activity, setActivity] = useState(job.activity ?? "");
  const [scope, setScope] = useState(job.scope ?? "");
  const [location, setLocation] = useState("");
  const [taskId, setTaskId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<GenerationRefusal | null>(null);
  // One id per submission of these answers: pressing again after a lost answer is the same request.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const renew = () => setRequestId(crypto.randomUUID());

  const options = useMemo(
    () =>
      (businesses.data ?? []).map((b) => ({
        value: b.id,
        label: `${b.name} (${b.jurisdiction})`,
      })),
    [businesses.data],
  );
  const country = businesses.data?.find((b) => b.id === target)?.country;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setRefusal(null);
    const metadata: Record<string, unknown> = {};
    if (asked.activity) metadata.activity = activity;
    if (asked.scope) metadata.scope = scope;
    if (asked.location) metadata.location = location;
    if (taskId) metadata.taskId = taskId;
    try {
      onCreated(await create.mutateAsync({ businessId: target, requestId, metadata }));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      const fields = parseFieldErrors(error.body);
      setErrors(fields);
      try {
        setRefusal(JSON.parse(error.body) as GenerationRefusal);
      } catch {
        setRefusal({ message: error.serverMessage });
      }
      // A refused request made nothing: the next press is a new request.
      renew();
    }
  };

  const field = (key: string) => errors[`metadata.${key}`];
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Use for a new job" noValidate>
      <p className="text-sm text-slate-600">
        A new {documentName(type as DocumentTypeId, country)} for another job or site, with your edits. We
        check the law for the business and the method for the new job again. It uses one document credit, like
        any new document.
      </p>
      <SelectField
        id="new-job-business"
        label="Business"
        options={options}
        value={target}
        onChange={(e) => {
          setTarget(e.target.value);
          renew();
        }}
      />
      {asked.activity ? (
        <TextField
          id="new-job-activity"
          label={labels?.activity ?? "Work activity"}
          value={activity}
          maxLength={200}
          error={field("activity")}
          onChange={(e) => {
            setActivity(e.target.value);
            setTaskId(null);
            renew();
          }}
        />
      ) : null}
      {asked.scope ? (
        <TextAreaField
          id="new-job-scope"
          label="Assessment scope"
          value={scope}
          maxLength={1000}
          rows={3}
          error={field("scope")}
          onChange={(e) => {
            setScope(e.target.value);
            renew();
          }}
        />
      ) : null}
      {asked.location ? (
        <TextField
          id="new-job-location"
          label={labels?.location ?? "Site or location"}
          value={location}
          maxLength={300}
          placeholder={job.location ?? undefined}
          error={field("location")}
          onChange={(e) => {
            setLocation(e.target.value);
            renew();
          }}
        />
      ) : null}

      {refusal?.actionRequired === "choose-method" && refusal.candidates?.length ? (
        <fieldset className="rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="new-job-method">
          <legend className="px-1 text-sm font-semibold text-amber-900">Which task is this job?</legend>
          <p className="mb-2 text-sm text-amber-900">{refusal.message}</p>
          <div className="grid gap-2">
            {refusal.candidates.map((c) => (
              <label key={c.id} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="new-job-task"
                  className="mt-1"
                  checked={taskId === c.id}
                  onChange={() => {
                    setTaskId(c.id);
                    renew();
                  }}
                />
                <span>
                  <span className="font-medium">{c.title}</span>
                  <span className="block text-xs text-slate-600">{c.why}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : refusal && Object.keys(errors).length === 0 ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal.message}
          {refusal.actionRequired === "purchase" ? (
            <>
              {" "}
              <Link href="/packs" className="font-medium underline">
                Buy document credits
              </Link>
            </>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create document for the new job"}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
