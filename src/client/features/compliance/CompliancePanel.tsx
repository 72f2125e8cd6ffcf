import { AlertTriangle, CalendarCheck, CalendarClock, CalendarDays, CircleAlert } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import type { ComplianceDocumentView } from "../../../contracts/compliance";
import { formatOrdinalDate } from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useComplianceOverview } from "./api";
import { CalendarFeedCard } from "./CalendarFeedCard";

type Group = "overdue" | "needsAttention" | "dueSoon" | "upToDate";

const GROUPS: { key: Group; label: string; icon: ReactNode; tone: string }[] = [
  { key: "overdue", label: "Overdue", icon: <AlertTriangle aria-hidden />, tone: "text-red-700 bg-red-50" },
  {
    key: "needsAttention",
    label: "Needs attention",
    icon: <CircleAlert aria-hidden />,
    tone: "text-orange-800 bg-orange-50",
  },
  {
    key: "dueSoon",
    label: "Due within 30 days",
    icon: <CalendarClock aria-hidden />,
    tone: "text-amber-800 bg-amber-50",
  },
  {
    key: "upToDate",
    label: "Up to date",
    icon: <CalendarCheck aria-hidden />,
    tone: "text-green-800 bg-green-50",
  },
];

/** When the document is next reviewed, as the list words it; a permit has no review, being per job. */
function when(d: ComplianceDocumentView): string {
  if (d.nextReviewOn === null || d.days === null) return "per job, no yearly review";
  const date = formatOrdinalDate(`${d.nextReviewOn}T00:00:00Z`);
  if (d.days < 0) return `review ${date} · ${-d.days} ${d.days === -1 ? "day" : "days"} overdue`;
  if (d.days === 0) return `review ${date} · due today`;
  return `review ${date} · in ${d.days} ${d.days === 1 ? "day" : "days"}`;
}

/** Dashboard: documents by review status, worst first. */
export function CompliancePanel() {
  const overview = useComplianceOverview();
  const data = overview.data;
  const [open, setOpen] = useState<Group | null>(null);
  // The worst group with anything in it opens by itself; "up to date" only when asked for.
  const worst = data ? GROUPS.find((g) => g.key !== "upToDate" && data[g.key].length > 0)?.key : undefined;
  const shown: Group | null = open ?? worst ?? null;
  const total = data ? GROUPS.reduce((n, g) => n + data[g.key].length, 0) : 0;

  return (
    <Card className="mt-8" data-testid="compliance-panel">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Compliance</CardTitle>
        {total > 0 ? (
          <Button variant="outline" size="sm" asChild>
            <a href="/api/compliance/reviews.ics" download>
              <CalendarDays className="mr-2 h-4 w-4" aria-hidden />
              Add review dates to calendar
            </a>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {overview.isLoading ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : !data ? (
          <p className="text-sm text-red-700">Review dates could not be loaded.</p>
        ) : total === 0 ? (
          <p className="py-4 text-sm text-slate-600">
            No documents yet. Each document you generate gets a review date, and this panel tells you when it
            is due.
          </p>
        ) : (
          <>
            <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-4 sm:gap-4">
              <legend className="sr-only">Documents by review status</legend>
              {GROUPS.map((g) => (
                <button
                  key={g.key}
                  type="button"
                  aria-pressed={shown === g.key}
                  onClick={() => setOpen(shown === g.key ? null : g.key)}
                  className={`flex items-center justify-between rounded-lg p-3 text-left sm:flex-col sm:items-start transition-shadow hover:shadow-md ${g.tone} ${shown === g.key ? "ring-2 ring-current" : ""}`}
                  data-testid={`compliance-${g.key}`}
                >
                  <span className="flex items-center gap-1.5 text-xs font-medium sm:text-sm [&_svg]:h-4 [&_svg]:w-4">
                    {g.icon}
                    {g.label}
                  </span>
                  <span className="text-2xl font-bold sm:mt-1">{data[g.key].length}</span>
                </button>
              ))}
            </fieldset>
            {shown ? (
              <ul
                className="mt-4 divide-y divide-slate-200"
                aria-label={GROUPS.find((g) => g.key === shown)?.label}
              >
                {data[shown].map((d) => (
                  <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <div className="min-w-0">
                      <Link href={`/editor/${d.id}`} className="font-medium text-brand-700 hover:underline">
                        {d.job ?? d.title}
                      </Link>
                      <p className="text-sm text-slate-600">
                        {d.job ? `${d.title.split(" – ")[0]} · ` : ""}
                        {d.businessName} · {when(d)}
                      </p>
                      {d.attention.length ? (
                        <p className="text-sm font-medium text-orange-800" data-testid="attention">
                          {d.attention.map((a, i) => (
                            <span key={a.reason}>
                              {i > 0 ? " · " : null}
                              {a.reason === "law-update" || a.reason === "business-update" ? (
                                <Link href={`/updates/${d.id}`} className="underline hover:text-orange-950">
                                  {a.text}
                                </Link>
                              ) : (
                                a.text
                              )}
                            </span>
                          ))}
                        </p>
                      ) : null}
                    </div>
                  </li>
                ))}
                {data[shown].length === 0 ? <li className="py-2 text-sm text-slate-600">None.</li> : null}
              </ul>
            ) : worst ? null : (
              <p className="mt-4 text-sm text-slate-600">
                Every document is up to date. Choose a group to see its documents.
              </p>
            )}
            <CalendarFeedCard />
          </>
        )}
      </CardContent>
    </Card>
  );
}
