import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Policy, Revision, RevisionSummary } from "../../../contracts/documents";
import { formatOrdinalDate } from "../../../domain/catalogue";
import { DocumentBody } from "../../components/document/DocumentBody";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError, apiJson } from "../../lib/api";

type Props = { policyId: string; currentVersion: number; onRestored: (p: Policy) => void };

/** Every saved version: who saved it and when; view one, or make it the newest version again. */
export function RevisionsPanel({ policyId, currentVersion, onRestored }: Props) {
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<number | null>(null);
  const list = useQuery<RevisionSummary[]>({
    queryKey: ["revisions", policyId, { currentVersion }],
    queryFn: () => apiJson<RevisionSummary[]>("GET", `/api/policies/${policyId}/revisions`),
  });
  const shown = useQuery<Revision>({
    queryKey: ["/api/policies", policyId, "revisions", String(viewing ?? "")],
    enabled: viewing !== null,
  });

  const restore = async (version: number) => {
    try {
      const restored = await apiJson<Policy>(
        "POST",
        `/api/policies/${policyId}/revisions/${version}/restore`,
        {
          baseVersion: currentVersion,
        },
      );
      onRestored(restored);
      setViewing(null);
      await queryClient.invalidateQueries({ queryKey: ["revisions", policyId] });
      toast({
        title: "Version restored",
        description: `Revision ${version} is now the newest revision (${restored.version})${restored.status === "published" ? "" : ", a draft until you issue it"}.`,
      });
    } catch (error) {
      const message =
        error instanceof ApiRequestError ? error.serverMessage : "The version could not be restored.";
      toast({ title: "Restore Failed", description: message, variant: "destructive" });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Revision history</CardTitle>
      </CardHeader>
      <CardContent>
        {list.isLoading ? (
          <Spinner label="Loading revisions" />
        ) : (
          <ol className="divide-y divide-slate-100" aria-label="Revisions">
            {list.data?.map((r) => (
              <li
                key={r.version}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                data-testid="revision"
              >
                <span>
                  <strong>Revision {r.version}</strong> · {revisionLabel(r)} ·{" "}
                  {formatOrdinalDate(r.createdAt)}{" "}
                  {new Date(r.createdAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })} ·{" "}
                  {r.authorName ?? "Unknown"}
                  {r.version === currentVersion ? " (current)" : ""}
                  {r.approvals?.map((a) => (
                    <span key={`${a.action}-${a.at}`} className="block text-xs text-slate-600">
                      {APPROVAL_WORDS[a.action]} {a.by}, {formatOrdinalDate(a.at)}{" "}
                      {new Date(a.at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}
                      {a.comment ? `: ${a.comment}` : ""}
                    </span>
                  ))}
                </span>
                <span className="flex gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setViewing(viewing === r.version ? null : r.version)}
                  >
                    {viewing === r.version ? "Hide" : "View"}
                  </Button>
                  {r.version !== currentVersion ? (
                    <ConfirmDialog
                      trigger={<Button size="sm">Restore</Button>}
                      title={`Restore revision ${r.version}?`}
                      description={`Revision ${r.version} becomes the newest revision (${currentVersion + 1}), a draft until you issue it. The current text stays in the history.`}
                      confirmLabel="Restore"
                      onConfirm={() => void restore(r.version)}
                    />
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        )}
        {viewing !== null ? (
          <section
            className="mt-4 max-h-[32rem] overflow-y-auto rounded-lg border border-slate-200 p-4"
            aria-label={`Revision ${viewing}`}
          >
            {shown.data ? (
              <>
                <p className="mb-3 font-semibold">
                  Revision {shown.data.version} ({revisionLabel(shown.data)}): {shown.data.title}
                </p>
                <DocumentBody sections={shown.data.content.sections} />
              </>
            ) : (
              <Spinner label="Loading revision" />
            )}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A saved revision named as the document was then: an issued version, or a draft of the next. */
/** How the history names each step of approval before issue. */
const APPROVAL_WORDS = {
  submitted: "Submitted for approval by",
  approved: "Approved for issue by",
  returned: "Returned by",
} as const;

function revisionLabel(r: { issue: number; draftOf: number | null }) {
  return r.draftOf === null ? `Version ${r.issue}` : `Draft of version ${r.draftOf}`;
}
