import { Download, Eye, FilePlus2, FolderOpen, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { PolicySummary } from "../../contracts/documents";
import { clockRegion, documentName, formatOrdinalDate, isDocumentType } from "../../domain/catalogue";
import { supportsSignOn } from "../../domain/documents/site-version";
import { DocumentListTitle } from "../components/document/DocumentListTitle";
import { LawChangedBadge } from "../components/document/LawChangedBadge";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { ConfirmDialog } from "../components/ui/confirm-dialog";
import { TextField } from "../components/ui/form-field";
import { SelectField } from "../components/ui/select-field";
import { toast } from "../components/ui/use-toast";
import { DELETE_POLICY_TEXT, StatusBadge } from "../features/documents/PoliciesPanel";
import { RegisterExport } from "../features/sign-on/RegisterExport";
import { ApiRequestError } from "../lib/api";
import { useBusinesses } from "../lib/businesses-api";
import { useDeletePolicy, usePolicies } from "../lib/documents-api";
import { exportBundle } from "../lib/exports";
import { pageTitle, usePageMeta } from "../lib/use-page-meta";
import { matchesSearch, matchesType, typeChoices } from "./document-filters";

export function DocumentsPage() {
  usePageMeta({ title: pageTitle("Documents") });
  const businesses = useBusinesses();
  // Each document is named as its business's country knows it (a US SWMS is a Job Safety Analysis);
  // the type filter offers each name the user's businesses use as a choice of its own.
  const countryOf = new Map((businesses.data ?? []).map((b) => [b.id, b.country]));
  // Each business's clock, on which its sign-on register counts days.
  const clockOf = new Map((businesses.data ?? []).map((b) => [b.id, clockRegion(b)]));
  const choices = typeChoices([...new Set(countryOf.values())]);
  const documents = usePolicies();
  const remove = useDeletePolicy();
  const [businessFilter, setBusinessFilter] = useState("");
  const [typeFilter, setTypeFilter] = useState("");
  const [search, setSearch] = useState("");
  const [downloading, setDownloading] = useState(false);
  const typeChoice = choices.find((c) => c.value === typeFilter);
  const filtered = (documents.data ?? []).filter(
    (d) =>
      (!businessFilter || d.businessId === businessFilter) &&
      matchesType(d, countryOf.get(d.businessId), typeChoice) &&
      matchesSearch(d, search),
  );
  const groups = new Map<string, PolicySummary[]>();
  for (const d of filtered) groups.set(d.businessName, [...(groups.get(d.businessName) ?? []), d]);
  const filtering = Boolean(businessFilter || typeFilter || search.trim());
  const clearFilters = () => {
    setBusinessFilter("");
    setTypeFilter("");
    setSearch("");
  };

  const onDelete = (d: PolicySummary) =>
    remove.mutate(d.id, {
      onSuccess: () =>
        toast({ title: "Document Deleted", description: "Document has been successfully deleted." }),
      onError: (error) =>
        toast({
          title: "Delete Failed",
          description: error instanceof ApiRequestError ? error.serverMessage : "Failed to delete document",
          variant: "destructive",
        }),
    });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Documents</h1>
          <p className="mt-1 text-slate-600">Every document you have generated, by business.</p>
        </div>
        <Button asChild>
          <Link href="/generator">
            <FilePlus2 aria-hidden /> New Document
          </Link>
        </Button>
      </div>

      <search className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Find documents">
        <TextField
          id="filter-search"
          label="Search"
          type="search"
          placeholder="Title, job or site"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          id="filter-business"
          label="Business"
          placeholder="All businesses"
          options={(businesses.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
          value={businessFilter}
          onChange={(e) => setBusinessFilter(e.target.value)}
        />
        <SelectField
          id="filter-type"
          label="Document type"
          placeholder="All document types"
          options={choices}
          value={typeFilter}
          onChange={(e) => setTypeFilter(e.target.value)}
        />
        <div className="flex items-end justify-between gap-2 pb-0.5">
          <p className="pb-2 text-sm text-slate-600" aria-live="polite" data-testid="documents-count">
            {filtered.length} {filtered.length === 1 ? "document" : "documents"}
          </p>
          {filtering ? (
            <Button variant="outline" size="sm" onClick={clearFilters}>
              <X aria-hidden /> Clear filters
            </Button>
          ) : null}
        </div>
      </search>

      {documents.isLoading ? (
        <div className="mt-6 grid gap-3" role="status" aria-busy="true" aria-label="Loading documents">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-20 animate-pulse rounded-xl bg-slate-200" />
          ))}
        </div>
      ) : filtered.length === 0 ? (
        <Card className="mt-6 flex flex-col items-center p-10 text-center">
          <FolderOpen className="h-10 w-10 text-slate-300" aria-hidden />
          <h2 className="mt-2 text-lg font-semibold">No Documents Found</h2>
          {filtering ? (
            <>
              <p className="mt-1 text-slate-600">
                No document matches. Try other words, another business or document type.
              </p>
              <Button className="mt-4" variant="outline" onClick={clearFilters}>
                Show all documents
              </Button>
            </>
          ) : (
            <Button className="mt-4" asChild>
              <Link href="/generator">Create Your First Document</Link>
            </Button>
          )}
        </Card>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6">
          {[...groups].map(([name, docs]) => (
            <section key={name} aria-label={name}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="min-w-0 text-lg font-semibold">{name}</h2>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={downloading}
                  onClick={async () => {
                    setDownloading(true);
                    await exportBundle(docs[0]!.businessId, name, typeChoice?.type);
                    setDownloading(false);
                  }}
                >
                  <Download aria-hidden /> Download {typeChoice ? "these" : "all"} as ZIP
                </Button>
              </div>
              {docs.some((d) => supportsSignOn(d.type)) ? (
                <details className="mt-2 rounded-lg border border-slate-200 bg-white p-3 text-sm">
                  <summary className="cursor-pointer font-medium">Sign-on register of {name}</summary>
                  <p className="mt-2 mb-2 text-slate-600">
                    Everyone who signed any of this business's documents on a phone in the dates chosen.
                  </p>
                  <RegisterExport
                    businessId={docs[0]!.businessId}
                    clock={clockOf.get(docs[0]!.businessId) ?? ""}
                    name={name}
                  />
                </details>
              ) : null}
              <ul className="mt-2 grid grid-cols-1 gap-2">
                {docs.map((d) => (
                  <li key={d.id} data-testid="document-item">
                    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                      <div className="min-w-0 max-w-full">
                        {d.job ? (
                          <DocumentListTitle
                            doc={d}
                            country={countryOf.get(d.businessId)}
                            showBusiness={false}
                          />
                        ) : (
                          <p className="truncate font-semibold">{d.title}</p>
                        )}
                        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                          {d.job ? null : (
                            <span>
                              {isDocumentType(d.type)
                                ? documentName(d.type, countryOf.get(d.businessId))
                                : d.type}
                            </span>
                          )}
                          <span>v{d.issue}</span>
                          <StatusBadge status={d.status} />
                          <LawChangedBadge policyId={d.id} />
                          <span>Updated {formatOrdinalDate(d.updatedAt)}</span>
                        </p>
                      </div>
                      <div className="flex gap-1">
                        <Button size="sm" variant="outline" asChild>
                          <Link href={`/editor/${d.id}`}>
                            <Eye aria-hidden /> View
                          </Link>
                        </Button>
                        <Button size="sm" variant="outline" asChild>
                          <Link href={`/editor/${d.id}`}>
                            <Pencil aria-hidden /> Edit
                          </Link>
                        </Button>
                        <ConfirmDialog
                          trigger={
                            <Button size="sm" variant="ghost" aria-label={`Delete ${d.title}`}>
                              <Trash2 className="text-red-600" aria-hidden /> Delete
                            </Button>
                          }
                          title="Delete document"
                          description={DELETE_POLICY_TEXT}
                          confirmLabel="Delete Policy"
                          onConfirm={() => onDelete(d)}
                        />
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
