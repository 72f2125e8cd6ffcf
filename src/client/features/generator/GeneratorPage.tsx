import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import {
  type CountryCode,
  type DocumentTypeId,
  documentCardState,
  documentName,
  normaliseCountry,
} from "../../../domain/catalogue";
import { loadDashboardPage, loadEditorPage } from "../../app/screens";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { useAuth } from "../auth/use-auth";
import { useBusinesses, useCreateBusiness, useExistingDocuments } from "../businesses/api";
import { useCredits } from "../documents/api";
import { BusinessStep } from "./BusinessStep";
import { DocumentTypeStep } from "./DocumentTypeStep";
import { ReadyStep } from "./ReadyStep";
import { startGeneration } from "./start-generation";
import { WizardProgress } from "./WizardProgress";
import { wizardStart } from "./wizard-start";

type Step = 1 | 2 | 3;

export function GeneratorPage() {
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
  const existing = useExistingDocuments(businessId ?? undefined);

  // The wizard starts once businesses (and, when a type is asked for, credits) have loaded.
  useEffect(() => {
    if (step !== null || !businesses.data) return;
    const wantsType = new URLSearchParams(search).has("type");
    if (wantsType && !credits.data && !credits.isError) return;
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on each step change
  useEffect(() => {
    window.scrollTo(0, 0);
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
      <WizardProgress step={step} />

      {step === 1 ? (
        <DocumentTypeStep
          country={country}
          onCountry={(c) => {
            setCountry(c);
            setDocumentType(null);
          }}
          documentType={documentType}
          onDocumentType={setDocumentType}
          existingDocuments={existing.data ?? {}}
          subscriptionStatus={user?.subscriptionStatus ?? "free"}
          credits={credits.data?.credits ?? {}}
          onContinue={() => setStep(2)}
        />
      ) : null}

      {step === 2 ? (
        <BusinessStep
          businesses={businesses.data ?? []}
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
              if (!country) setCountry(normaliseCountry(created.country));
              setStep(3);
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
          onBack={() => setStep(2)}
          onGenerate={(inputs) =>
            void startGeneration(queryClient, navigate, {
              businessId: business.id,
              documentType: type,
              typeName: documentName(type, business.country),
              metadata: {
                activity: inputs.activity || undefined,
                taskIds: inputs.taskIds.length ? inputs.taskIds : undefined,
                location: inputs.location || undefined,
                scope: inputs.scope || undefined,
                hazardTypes: inputs.hazardTypes.length ? inputs.hazardTypes : undefined,
                incidentTypes: inputs.incidentTypes.length ? inputs.incidentTypes : undefined,
                emergencyType: inputs.emergencyType || undefined,
              },
              additionalPolicies: inputs.additionalPolicies,
            })
          }
        />
      ) : null}
    </div>
  );
}
