import { Building2, ListChecks, Pencil, Plus, Trash2 } from "lucide-react";
import { Link } from "wouter";
import type { Business } from "../../../contracts/business";
import { industryLabel, primaryIdentifier, regionName } from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { useDeleteBusiness } from "../../lib/businesses-api";

export function BusinessesPanel({
  businesses,
  loading,
}: {
  businesses: Business[] | undefined;
  loading: boolean;
}) {
  const remove = useDeleteBusiness();

  const onDelete = (business: Business) => {
    remove.mutate(business.id, {
      onSuccess: () => toast({ title: "Business deleted successfully" }),
      onError: () =>
        toast({ title: "Error", description: "Failed to delete business", variant: "destructive" }),
    });
  };

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle as="h2">Your Businesses</CardTitle>
        <Button size="sm" variant="outline" asChild>
          <Link href="/businesses/new">
            <Plus aria-hidden /> Add
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading businesses" />
          </div>
        ) : !businesses?.length ? (
          <div className="flex flex-col items-center py-6 text-center">
            <Building2 className="h-10 w-10 text-slate-300" aria-hidden />
            <p className="mt-2 font-medium">No businesses registered</p>
            <Button className="mt-4" asChild>
              <Link href="/businesses/new">Register Your First Business</Link>
            </Button>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Businesses">
            {businesses.map((b) => {
              const identifier = primaryIdentifier(b);
              const regionCount = b.regions.length;
              return (
                <li
                  key={b.id}
                  className="flex items-start justify-between gap-3 py-3"
                  data-testid="business-item"
                >
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{b.name}</p>
                    <p className="text-sm text-slate-600">
                      {b.industry === "other" && b.industryOther
                        ? b.industryOther
                        : industryLabel(b.industry)}{" "}
                      · {b.employeeCount} employees
                    </p>
                    <p className="text-sm text-slate-500">
                      {regionName(b.jurisdiction) ?? b.jurisdiction} · {regionCount}{" "}
                      {regionCount === 1 ? "region" : "regions"}
                      {identifier.value ? ` · ${identifier.label} ${identifier.value}` : ""}
                    </p>
                    <Link
                      href={`/businesses/${b.id}/requirements`}
                      className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
                    >
                      <ListChecks className="h-4 w-4" aria-hidden />
                      What this business needs
                    </Link>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button size="icon" variant="ghost" asChild>
                      <Link href={`/edit-business/${b.id}`} aria-label={`Edit ${b.name}`}>
                        <Pencil aria-hidden />
                      </Link>
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button size="icon" variant="ghost" aria-label={`Delete ${b.name}`}>
                          <Trash2 className="text-red-600" aria-hidden />
                        </Button>
                      }
                      title="Delete business"
                      description={`Are you sure you want to delete "${b.name}"? This action cannot be undone and will remove all associated policies and documents.`}
                      confirmLabel="Delete"
                      onConfirm={() => onDelete(b)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
