import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Download, Eye, FileDown, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { type FreeTrialInput, type FreeTrialResult, freeTrialSchema } from "../../../contracts/free-trial";
import {
  COUNTRIES,
  DEFAULT_JURISDICTION,
  exportFileName,
  formatOrdinalDate,
  REGION_NOTES,
  REGIONS,
  TRIAL_EMPLOYEE_BANDS,
  TRIAL_INDUSTRIES,
} from "../../../domain/catalogue";
import type { DocSection } from "../../../domain/documents/content";
import { DocumentBody } from "../../components/document/DocumentBody";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { FieldError, TextAreaField, TextField } from "../../components/ui/form-field";
import { Label } from "../../components/ui/label";
import { SelectField } from "../../components/ui/select-field";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError } from "../../lib/api";
import { usePageMeta } from "../../lib/use-page-meta";
import { generateFreeTrial } from "./api";
import { type KeptTrial, keepTrial, keptTrial, markTrialUsed, trialUsed } from "./trial-flag";

type Stage =
  | { name: "form" }
  | { name: "generating" }
  | { name: "complete"; result: FreeTrialResult; email: string };

const EMPTY: FreeTrialInput = {
  businessName: "",
  email: "",
  industry: "",
  employeeCount: "",
  jurisdiction: DEFAULT_JURISDICTION,
  businessDescription: "",
  safetyHazards: "",
};

/** One basic policy, no account and no card: form → generating → complete, or already used. */
export function FreeTrialPage() {
  usePageMeta({
    title: "Free trial: one WHS policy, no sign-up — SafeDraft",
    description:
      "Generate one basic workplace health and safety policy for your business and jurisdiction, free, without an account or a card.",
  });
  const [used] = useState(trialUsed);
  const [stage, setStage] = useState<Stage>({ name: "form" });
  // Each stage starts at the top of the page, as the generator's steps do.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of stage
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [stage.name]);

  if (used && stage.name !== "complete") return <AlreadyUsed />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {stage.name === "complete" ? (
        <Complete result={stage.result} email={stage.email} />
      ) : (
        <>
          <header className="text-center">
            <p className="text-sm font-semibold text-brand-700">Free trial</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
              Generate your free WHS policy
            </h1>
            <p className="mx-auto mt-3 max-w-xl text-slate-600">
              One basic health and safety policy for your business and location, citing the law that applies
              there. No account and no card needed.
            </p>
          </header>
          {stage.name === "generating" ? (
            <Card className="mt-8">
              <CardContent className="flex flex-col items-center gap-4 py-16 text-center" aria-live="polite">
                <Spinner label="Generating your policy" />
                <p className="font-medium">Generating your policy…</p>
                <p className="text-sm text-slate-600">This takes a few seconds.</p>
              </CardContent>
            </Card>
          ) : (
            <TrialForm
              onGenerating={() => setStage({ name: "generating" })}
              onFailed={() => setStage({ name: "form" })}
              onDone={(result, email) => {
                markTrialUsed();
                keepTrial(result, email);
                setStage({ name: "complete", result, email });
              }}
            />
          )}
        </>
      )}
    </div>
  );
}

function TrialForm({
  onGenerating,
  onFailed,
  onDone,
}: {
  onGenerating: () => void;
  onFailed: () => void;
  onDone: (result: FreeTrialResult, email: string) => void;
}) {
  // The form's values survive the generating state, so a failure brings back what was typed.
  const [values, setValues] = useState<FreeTrialInput>(() => lastValues ?? EMPTY);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FreeTrialInput>({ resolver: zodResolver(freeTrialSchema), defaultValues: values });
  const regionNote = REGION_NOTES[watch("jurisdiction")];

  const submit = handleSubmit(async (input) => {
    lastValues = input;
    lastFailure = null;
    setValues(input);
    onGenerating();
    try {
      const result = await generateFreeTrial(input);
      lastValues = null;
      toast({
        title: "Policy Generated!",
        description: "Your free policy is ready to preview and download.",
      });
      onDone(result, input.email.trim().toLowerCase());
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
      lastFailure = message || "Failed to generate policy. Please try again.";
      toast({ title: "Generation Failed", description: lastFailure, variant: "destructive" });
      onFailed();
    }
  });

  return (
    <Card className="mt-8">
      <CardContent className="p-5 sm:p-8">
        <form className="grid gap-5" onSubmit={submit} noValidate aria-label="Free trial">
          <TextField
            id="trial-businessName"
            label="Business Name*"
            autoComplete="organization"
            error={errors.businessName?.message}
            {...register("businessName")}
          />
          <TextField
            id="trial-email"
            label="Email*"
            type="email"
            autoComplete="email"
            hint="We use it only to keep the trial to one per person."
            error={errors.email?.message}
            {...register("email")}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              id="trial-industry"
              label="Industry*"
              placeholder="Select an industry"
              options={TRIAL_INDUSTRIES}
              error={errors.industry?.message}
              {...register("industry")}
            />
            <SelectField
              id="trial-employeeCount"
              label="Number of Employees*"
              placeholder="Select a range"
              options={TRIAL_EMPLOYEE_BANDS}
              error={errors.employeeCount?.message}
              {...register("employeeCount")}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="trial-jurisdiction">Location*</Label>
            <select
              id="trial-jurisdiction"
              aria-invalid={errors.jurisdiction ? true : undefined}
              aria-describedby={
                [
                  regionNote ? "trial-jurisdiction-hint" : null,
                  errors.jurisdiction ? "trial-jurisdiction-error" : null,
                ]
                  .filter(Boolean)
                  .join(" ") || undefined
              }
              className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm aria-[invalid=true]:border-red-500"
              {...register("jurisdiction")}
            >
              <option value="">Select your location</option>
              {COUNTRIES.map((country) => (
                <optgroup key={country.code} label={country.name}>
                  {REGIONS[country.code].map((region) => (
                    <option key={region.code} value={region.code}>
                      {region.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {regionNote ? (
              <p id="trial-jurisdiction-hint" className="text-xs text-slate-500">
                {regionNote}
              </p>
            ) : null}
            {errors.jurisdiction?.message ? (
              <FieldError id="trial-jurisdiction-error" message={errors.jurisdiction.message} />
            ) : null}
          </div>
          <TextAreaField
            id="trial-businessDescription"
            label="About your business*"
            rows={4}
            hint="What you do, where, and who does the work."
            error={errors.businessDescription?.message}
            {...register("businessDescription")}
          />
          <TextAreaField
            id="trial-safetyHazards"
            label="Main safety hazards*"
            rows={4}
            hint="For example: ladders and roof work, forklifts, chemicals, lifting heavy stock."
            error={errors.safetyHazards?.message}
            {...register("safetyHazards")}
          />
          {lastFailure ? (
            // Stays on the page (a toast is gone in seconds): a refused trial says why and what to do.
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {lastFailure}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="justify-self-start">
            <ShieldCheck aria-hidden /> Generate My Free Policy
          </Button>
          <p className="text-xs text-slate-500">
            The policy is suggested documentation, not legal advice. Review it against your workplace before
            you rely on it.
          </p>
        </form>
      </CardContent>
    </Card>
  );
}

/** What was typed before the last attempt, restored when it fails. */
let lastValues: FreeTrialInput | null = null;
/** Why the last attempt failed, shown above the button until the next attempt. */
let lastFailure: string | null = null;

function Complete({ result, email }: { result: FreeTrialResult; email: string }) {
  const [preview, setPreview] = useState(false);
  const sections = (result.content.sections ?? []) as DocSection[];
  const downloadText = () => {
    const href = URL.createObjectURL(new Blob([result.text], { type: "text/plain;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = href;
    a.download = exportFileName(result.title, "txt");
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  };
  return (
    <div>
      <Card>
        <CardContent className="p-6 text-center sm:p-10">
          <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden />
          <h1 className="mt-3 text-2xl font-bold sm:text-3xl">Your free policy is ready</h1>
          <p className="mt-2 text-slate-700">{result.title}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button variant="outline" aria-expanded={preview} onClick={() => setPreview((p) => !p)}>
              <Eye aria-hidden /> {preview ? "Hide Preview" : "Preview Policy"}
            </Button>
            <Button asChild>
              <a href={result.pdfUrl} download={exportFileName(result.title, "pdf")}>
                <FileDown aria-hidden /> Download PDF
              </a>
            </Button>
            <Button variant="outline" onClick={downloadText}>
              <Download aria-hidden /> Download as text
            </Button>
          </div>
          <p className="mt-3 text-sm text-slate-700" data-testid="trial-emailed">
            We are e-mailing the PDF to {email}. You can download it again from this page until{" "}
            {formatOrdinalDate(result.pdfExpiresAt)}.
          </p>
          <p className="mt-1 text-xs text-slate-500">
            The PDF carries a free-trial watermark; the text file opens anywhere.
          </p>
        </CardContent>
      </Card>
      {preview ? (
        <Card className="mt-6">
          <CardContent className="p-5 sm:p-8">
            <DocumentBody sections={sections} />
          </CardContent>
        </Card>
      ) : null}
      <Card className="mt-6">
        <CardContent className="grid gap-4 p-6 sm:grid-cols-[1fr_auto] sm:items-center">
          <div>
            <h2 className="text-lg font-semibold">Want the rest of your safety system?</h2>
            <p className="mt-1 text-sm text-slate-600">
              Sign up with {email} or from this browser and your business and this policy are waiting in your
              account. Then generate SWMS, risk assessments, incident forms and more that you can edit, export
              to Word and PDF, and keep under review.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <a href="/api/login?mode=signup">Sign Up</a>
            </Button>
            <Button variant="outline" asChild>
              <a href="/landing#pricing">View Pricing</a>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

function AlreadyUsed() {
  const [kept] = useState<KeptTrial | null>(keptTrial);
  const live = kept && Date.parse(kept.pdfExpiresAt) > Date.now() ? kept : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Free Trial Already Used</h1>
      <p className="mt-3 text-slate-600">
        This browser has already generated its free policy. Create an account to generate more documents for
        your business{live ? ": your business and this policy will be waiting in it" : ""}.
      </p>
      {live ? (
        <div className="mt-6" data-testid="trial-download-again">
          <Button asChild>
            <a href={live.pdfUrl} download={exportFileName(live.title, "pdf")}>
              <FileDown aria-hidden /> Download your policy (PDF)
            </a>
          </Button>
          <p className="mt-2 text-xs text-slate-500">
            The link works until {formatOrdinalDate(live.pdfExpiresAt)}. We also e-mailed it to {live.email}.
          </p>
        </div>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <a href="/api/login?mode=signup">Sign Up Now</a>
        </Button>
        <Button variant="outline" asChild>
          <a href="/landing#pricing">View Pricing</a>
        </Button>
      </div>
    </div>
  );
}
