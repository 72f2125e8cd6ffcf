import { FileCheck2, Globe2, Lock } from "lucide-react";
import { useLocation } from "wouter";
import {
  COUNTRIES,
  type CountryCode,
  DOCUMENT_TYPES,
  type DocumentTypeId,
  documentCardState,
  documentName,
  isPerJobType,
  packLabel,
  purchaseMessage,
} from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { cn } from "../../lib/utils";

type Props = {
  country: CountryCode | null;
  onCountry: (c: CountryCode | null) => void;
  documentType: DocumentTypeId | null;
  onDocumentType: (t: DocumentTypeId) => void;
  /** The business the card states are for, when it is known already. */
  businessName?: string;
  existingDocuments: Record<string, string>;
  /** Types written only for work the business has none of on record: not offered for it. */
  notOffered?: readonly string[];
  subscriptionStatus: string;
  credits: Record<string, number>;
  onContinue: () => void;
};

export function DocumentTypeStep(props: Props) {
  const [, navigate] = useLocation();
  const { country } = props;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">Document Type</CardTitle>
        <p className="text-sm text-slate-600">
          {country
            ? "Choose the document to generate."
            : "Choose the country whose law the document follows."}
        </p>
      </CardHeader>
      <CardContent>
        {!country ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {COUNTRIES.map((c) => (
              <button
                type="button"
                key={c.code}
                onClick={() => props.onCountry(c.code)}
                className="flex items-center gap-3 rounded-lg border border-slate-200 p-4 text-left hover:border-brand-600"
              >
                <Globe2 className="h-6 w-6 text-brand-700" aria-hidden />
                <span className="font-semibold">{c.name}</span>
              </button>
            ))}
          </div>
        ) : (
          <>
            <div className="mb-4 flex items-center justify-between gap-3">
              <p className="font-medium">
                {COUNTRIES.find((c) => c.code === country)?.name}
                {props.businessName ? (
                  <span className="block text-sm font-normal text-slate-600">For {props.businessName}</span>
                ) : null}
              </p>
              <Button variant="outline" size="sm" onClick={() => props.onCountry(null)}>
                Change Country
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {DOCUMENT_TYPES.filter((d) => !props.notOffered?.includes(d.id)).map((d) => {
                const name = documentName(d.id, country);
                const state = documentCardState({
                  documentType: d.id,
                  existingDocuments: props.existingDocuments,
                  subscriptionStatus: props.subscriptionStatus,
                  credits: props.credits,
                });
                const selected = props.documentType === d.id;
                // A locked card can still be chosen: the last step says which pack unlocks it and how
                // to buy it, before anything is generated.
                const onClick = () => {
                  if (state.kind === "created") return navigate(`/editor/${state.documentId}`);
                  if (state.kind === "locked") {
                    toast({
                      title: "Pack needed",
                      description: purchaseMessage({ name: state.packName }, name),
                    });
                  }
                  props.onDocumentType(d.id);
                };
                return (
                  <button
                    type="button"
                    key={d.id}
                    onClick={onClick}
                    aria-pressed={state.kind === "created" ? undefined : selected}
                    data-state={state.kind}
                    className={cn(
                      "flex flex-col rounded-lg border p-4 text-left transition-colors",
                      state.kind === "locked"
                        ? "border-slate-200 bg-slate-50 text-slate-500 hover:border-slate-400"
                        : "border-slate-200 hover:border-brand-600",
                      selected && "border-brand-700 bg-brand-50",
                    )}
                  >
                    <span className="flex items-start justify-between gap-2">
                      <span className="font-semibold text-slate-900">{name}</span>
                      {state.kind === "created" ? (
                        <FileCheck2
                          className="h-5 w-5 shrink-0 text-emerald-600"
                          aria-label="Already created"
                        />
                      ) : state.kind === "locked" ? (
                        <Lock className="h-4 w-4 shrink-0" aria-label="No access" />
                      ) : null}
                    </span>
                    <span className="mt-1 text-sm text-slate-600">{d.description}</span>
                    <span className="mt-2 text-xs font-medium">
                      {state.kind === "created"
                        ? "Already created – open it"
                        : state.kind === "locked"
                          ? `${selected ? "Selected · " : ""}Requires the ${packLabel(state.packName)}`
                          : selected
                            ? "Selected"
                            : isPerJobType(d.id)
                              ? "Available – one per job"
                              : "Available"}
                    </span>
                  </button>
                );
              })}
            </div>
            {props.documentType ? (
              // Kept in view at the bottom of the screen, however far down the chosen card is.
              <div className="sticky bottom-0 -mx-4 mt-6 flex items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 sm:-mx-6 sm:px-6">
                <span className="min-w-0 truncate text-sm text-slate-700">
                  {documentName(props.documentType, country)}
                </span>
                <Button onClick={props.onContinue}>Continue</Button>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
