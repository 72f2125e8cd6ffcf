import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import {
  type CountryCode,
  type DocumentTypeId,
  documentCardState,
  documentName,
  isPerJobType,
  normaliseCountry,
} from "../../../domain/catalogue";
import { metadataFor, writtenFromMethod } from "../../../domain/documents/types/registry";
import { loadDashboardPage, loadEditorPage } from "../../app/screens";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { useBusinesses, useCreateBusiness, useExistingDocuments, useOffers } from "../../lib/businesses-api";
import { useCredits } from "../../lib/documents-api";
import { usePaymentReturnToast } from "../../lib/payment-return-toasts";
import { useAuth } from "../../lib/use-auth";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { BusinessStep } from "./BusinessStep";
import { DocumentTypeStep } from "./DocumentTypeStep";
import { metadataOf, type ReadyInputs, ReadyStep } from "./ReadyStep";
import { startGeneration } from "./start-generation";
import { TemplatesCard } from "./TemplatesCard";
import { WizardProgress } from "./WizardProgress";
import { saveWizardDraft, takeWizardDraft } from "./wizard-draft";
import { wizardStart } from "./wizard-start";

type Step = 1 | 2 | 3;

export function GeneratorPage() {
  usePageMeta({ title: pageTitle("Generate a document") });
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const search = useSearch();
  const businesses = useBusinesses();
  const createBusiness = useCreateBusiness();
  const credits = useCredits();
  const [step, setStep] = useState<Step | null>(null);
  const [country, setCountry] = useState<CountryCode | null>(null);
  const [documentType, setDocumentType] = useState<DocumentTypeId | null>(null);
  const [businessId, setBusinessId] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);
  // What was typed in step 3 before leaving to buy a pack, given back to the form on return.
  const [resumedInputs, setResumedInputs] = useState<ReadyInputs | undefined>();
  usePaymentReturnToast();
  // The businesses of the country chosen in step 1: step 2 offers only these.
  const countryBusinesses = (businesses.data ?? []).filter(
    (b) => !country || normaliseCountry(b.country) === country,
  );
  // Card states belong to the business the document is for: the chosen one, or the country's only one.
  const cardBusinessId =
    businessId ?? (country && countryBusinesses.length === 1 ? countryBusinesses[0]!.id : undefined);
  const existing = useExistingDocuments(cardBusinessId);
  const offers = useOffers(cardBusinessId);

  // The wizard starts once businesses (and, when a type is asked for, credits) have loaded.
  useEffect(() => {
    if (step !== null || !businesses.data) return;
    const params = new URLSearchParams(search);
    const wantsType = params.has("type") || params.has("resume");
    if (wantsType && !credits.data && !credits.isError) return;
    // Back from buying a pack: the same step, with the same type, business and job.
    const draft = params.has("resume") ? takeWizardDraft() : null;
    const resumed = draft && businesses.data.find((b) => b.id === draft.businessId);
    if (draft && resumed) {
      setRegistering(false);
      setBusinessId(resumed.id);
      setCountry(normaliseCountry(resumed.country));
      setDocumentType(draft.documentType);
      setResumedInputs(draft.inputs);
      setStep(3);
      return;
    }
    const start = wizardStart(search, businesses.data, (documentType) => {
      const state = documentCardState({
        documentType,
        existingDocuments: {},
        subscriptionStatus: user?.subscriptionStatus,
        credits: credits.data?.credits ?? {},
      });
      return state.kind === "available";
    });
    setRegistering(start.registering);
    setBusinessId(start.businessId);
    setCountry(start.country);
    setDocumentType(start.documentType);
    setStep(start.step);
  }, [businesses.data, credits.data, credits.isError, search, step, user?.subscriptionStatus]);

  // Generate leads to the dashboard and from there to the editor: fetch their code while the
  // wizard is open, once the browser is idle, so neither waits for it afterwards.
  useEffect(() => {
    const prefetch = () => {
      void loadDashboardPage();
      void loadEditorPage();
    };
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(prefetch, 200);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(prefetch, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  // Each step starts at the top, with focus on its heading so keyboard and screen-reader users
  // continue from there (not from the page's first link).
  const firstStep = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (step === null) return;
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>("#wizard-step h2");
    heading?.setAttribute("tabindex", "-1");
    heading?.focus({ preventScroll: true });
  }, [step]);

  if (businesses.isLoading || step === null) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading" />
      </div>
    );
  }

  const business = businesses.data?.find((b) => b.id === businessId);
  const type = documentType ?? "policy";

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Document Generator</h1>
      {step === 1 ? <TemplatesCard /> : null}
      <WizardProgress step={step} />
      <div id="wizard-step">
        {step === 1 ? (
          <DocumentTypeStep
            country={country}
            onCountry={(c) => {
              setCountry(c);
              setDocumentType(null);
              // A business of another country cannot be the one this document is for.
              const chosen = businesses.data?.find((b) => b.id === businessId);
              if (chosen && normaliseCountry(chosen.country) !== c) setBusinessId(null);
            }}
            documentType={documentType}
            onDocumentType={setDocumentType}
            businessName={businesses.data?.find((b) => b.id === cardBusinessId)?.name}
            existingDocuments={cardBusinessId ? (existing.data ?? {}) : {}}
            notOffered={cardBusinessId ? (offers.data?.notOffered ?? []) : []}
            subscriptionStatus={user?.subscriptionStatus ?? "free"}
            credits={credits.data?.credits ?? {}}
            onContinue={() => {
              if (countryBusinesses.length === 0) setRegistering(true);
              setStep(2);
            }}
          />
        ) : null}

        {step === 2 ? (
          <BusinessStep
            businesses={countryBusinesses}
            country={country}
            selectedId={businessId}
            registering={registering}
            onRegistering={setRegistering}
            onSelect={(id) => {
              setBusinessId(id);
              setStep(3);
            }}
            onRegister={async (data) => {
              try {
                const created = await createBusiness.mutateAsync(data);
                setBusinessId(created.id);
                setRegistering(false);
                setCountry(normaliseCountry(created.country));
                // A first business registered before any document was chosen: choose one now.
                setStep(documentType ? 3 : 1);
              } catch (error) {
                toast({ title: "Error", description: "Failed to register business", variant: "destructive" });
                throw error;
              }
            }}
          />
        ) : null}

        {step === 3 && business ? (
          <ReadyStep
            business={business}
            documentType={type}
            subscriptionStatus={user?.subscriptionStatus ?? "free"}
            credits={credits.data?.credits ?? {}}
            onBack={() => setStep(2)}
            initialInputs={resumedInputs}
            onLeaveToBuy={(inputs) =>
              saveWizardDraft({ businessId: business.id, documentType: type, inputs })
            }
            onGenerate={(inputs, options) =>
              startGeneration(queryClient, navigate, {
                confirmDuplicate: options?.confirmDuplicate,
                businessId: business.id,
                documentType: type,
                typeName: documentName(type, business.country),
                metadata: metadataFor(type, metadataOf(inputs)),
                additionalPolicies: inputs.additionalPolicies,
                // A document written from the job's method may be answered with a question about the
                // method, or with a step to fix, and a per-job one with whether the same job and site
                // is meant twice: the wizard stays open to show it where it belongs.
                waitForAnswer: writtenFromMethod(type) || isPerJobType(type),
              })
            }
          />
        ) : null}
      </div>
    </div>
  );
}
