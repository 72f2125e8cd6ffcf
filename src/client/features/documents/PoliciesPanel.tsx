import { CheckCircle2, Clock, Eye, FilePlus2, Pencil, Trash2 } from "lucide-react";
import { Link } from "wouter";
import type { PolicySummary } from "../../../contracts/documents";
import { formatOrdinalDate } from "../../../domain/catalogue";
import { DocumentListTitle } from "../../components/document/DocumentListTitle";
import { LawChangedBadge } from "../../components/document/LawChangedBadge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { useDeletePolicy } from "../../lib/documents-api";

export const DELETE_POLICY_TEXT =
  "Are you sure you want to delete this policy? This action cannot be undone and the policy will be permanently removed from your account.";

/** How many documents Recent Policies shows. */
const RECENT_COUNT = 8;

/** The most recently changed documents of all the user's businesses, newest first. */
export function recentDocuments(all: readonly PolicySummary[], count = RECENT_COUNT): PolicySummary[] {
  return [...all].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, count);
}

/** Recent Policies: the newest documents of every business, each with its business's name. */
export function PoliciesPanel({
  hasBusiness,
  policies,
  loading,
}: {
  hasBusiness: boolean;
  policies: PolicySummary[] | undefined;
  loading: boolean;
}) {
  const remove = useDeletePolicy();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle as="h2">Recent Policies</CardTitle>
        {hasBusiness ? (
          <Button size="sm" asChild>
            <Link href="/generator">
              <FilePlus2 aria-hidden /> Generate
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {!hasBusiness ? (
          <EmptyState
            text="Register a business first to create policies"
            link="/businesses/new"
            label="Register Business"
          />
        ) : loading ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading policies" />
          </div>
        ) : !policies?.length ? (
          <EmptyState text="No policies created yet" link="/generator" label="Create Your First Policy" />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Policies">
            {policies.map((p) => (
              <li
                key={p.id}
                className="flex items-center justify-between gap-3 py-3"
                data-testid="policy-item"
              >
                <div className="min-w-0">
                  <DocumentListTitle doc={p} />
                  <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                    <span>v{p.issue}</span>
                    <StatusBadge status={p.status} />
                    <LawChangedBadge policyId={p.id} />
                    <span>{formatOrdinalDate(p.updatedAt)}</span>
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button size="icon" variant="ghost" asChild>
                    <Link href={`/editor/${p.id}`} aria-label={`View ${p.title}`}>
                      <Eye aria-hidden />
                    </Link>
                  </Button>
                  <Button size="icon" variant="ghost" asChild>
                    <Link href={`/editor/${p.id}`} aria-label={`Edit ${p.title}`}>
                      <Pencil aria-hidden />
                    </Link>
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button size="icon" variant="ghost" aria-label={`Delete ${p.title}`}>
                        <Trash2 className="text-red-600" aria-hidden />
                      </Button>
                    }
                    title="Delete policy"
                    description={DELETE_POLICY_TEXT}
                    confirmLabel="Delete Policy"
                    onConfirm={() =>
                      remove.mutate(p.id, {
                        onSuccess: () => toast({ title: "Policy deleted successfully" }),
                        onError: () =>
                          toast({
                            title: "Error",
                            description: "Failed to delete policy",
                            variant: "destructive",
                          }),
                      })
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const published = status === "published";
  return (
    <span className={`inline-flex items-center gap-1 ${published ? "text-emerald-700" : "text-amber-700"}`}>
      {published ? (
        <CheckCircle2 className="h-4 w-4" aria-hidden />
      ) : (
        <Clock className="h-4 w-4" aria-hidden />
      )}
      {status}
    </span>
  );
}

function EmptyState({ text, link, label }: { text: string; link: string; label: string }) {
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <p className="font-medium">{text}</p>
      <Button className="mt-4" variant="outline" asChild>
        <Link href={link}>{label}</Link>
      </Button>
    </div>
  );
}
