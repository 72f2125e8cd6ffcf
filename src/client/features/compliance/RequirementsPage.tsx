import { ArrowLeft, CheckCircle2, CircleAlert, CircleDashed, ExternalLink, Sparkles } from "lucide-react";
import { Link } from "wouter";
import type { RequirementsView } from "../../../contracts/compliance";
import { formatOrdinalDate } from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ApiRequestError } from "../../lib/api";
import { pageTitle, usePageMeta } from "../../lib/use-page-meta";
import { useRequirements } from "./api";
import { ComingSection } from "./ComingSection";

type Item = RequirementsView["requirements"][number];

const STATE: Record<Item["state"], { label: string; icon: React.ReactNode; tone: string }> = {
  current: { label: "You have a current one", icon: <CheckCircle2 aria-hidden />, tone: "text-green-800" },
  "review-overdue": {
    label: "You have one, review overdue",
    icon: <CircleAlert aria-hidden />,
    tone: "text-amber-800",
  },
  missing: { label: "Not yet created", icon: <CircleDashed aria-hidden />, tone: "text-slate-600" },
};

type Citation = Item["reasons"][number]["citations"][number];

/** One link per instrument: "DSE Regulations 1992, reg 2, reg 3" rather than one link per provision. */
function groupCitations(citations: Citation[]): { id: string; title: string; url: string }[] {
  const groups = new Map<string, { id: string; base: string; url: string; pinpoints: string[] }>();
  for (const c of citations) {
    const base =
      c.pinpoint && c.title.endsWith(`, ${c.pinpoint}`)
        ? c.title.slice(0, -(c.pinpoint.length + 2))
        : c.title;
    const group = groups.get(c.id) ?? { id: c.id, base, url: c.url, pinpoints: [] };
    if (c.pinpoint && !group.pinpoints.includes(c.pinpoint)) group.pinpoints.push(c.pinpoint);
    groups.set(c.id, group);
  }
  return [...groups.values()].map((g) => ({
    id: g.id,
    url: g.url,
    title: g.pinpoints.length ? `${g.base}, ${g.pinpoints.join(", ")}` : g.base,
  }));
}

/** /businesses/{id}/requirements: what the law asks of this business, from the knowledge base. */
export function RequirementsPage({ id }: { id: string }) {
  usePageMeta({ title: pageTitle("What your business needs") });
  const query = useRequirements(id);
  if (query.isLoading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (!query.data) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 text-center">
        <h1 className="text-xl font-semibold">
          {missing ? "Business not found" : "Requirements could not be loaded"}
        </h1>
        <Button variant="outline" className="mt-4" asChild>
          <Link href="/">Back to Dashboard</Link>
        </Button>
      </div>
    );
  }
  const { business, requirements } = query.data;
  const required = requirements.filter((r) => r.level === "required");
  const recommended = requirements.filter((r) => r.level === "recommended");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link href="/" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Dashboard
      </Link>
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">What {business.name} needs</h1>
      <p className="mt-2 text-slate-600">
        The documents the law of {business.jurisdictionName} asks of this business for its size, industry and
        high-risk work, with the reason and the legislation or guidance it rests on. This is guidance, not
        legal advice.
      </p>
      <Section
        title="Required by law"
        items={required}
        empty="Nothing is strictly required in writing for this business."
        businessId={id}
      />
      <Section
        title="Recommended"
        items={recommended}
        empty="No further documents are recommended."
        businessId={id}
      />
      <ComingSection businessId={id} />
    </div>
  );
}

function Section({
  title,
  items,
  empty,
  businessId,
}: {
  title: string;
  items: Item[];
  empty: string;
  businessId: string;
}) {
  return (
    <section className="mt-8">
      <h2 className="text-lg font-semibold">
        {title} <span className="text-slate-500">({items.length})</span>
      </h2>
      {items.length === 0 ? <p className="mt-2 text-sm text-slate-600">{empty}</p> : null}
      <ul className="mt-3 grid gap-4">
        {items.map((r) => (
          <li key={r.documentType}>
            <RequirementCard item={r} businessId={businessId} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RequirementCard({ item, businessId }: { item: Item; businessId: string }) {
  const state = STATE[item.state];
  return (
    <Card className="p-4 sm:p-5" data-testid="requirement" data-type={item.documentType}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold">
            {item.name}
            {item.added ? (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
                data-testid="requirement-new"
              >
                <Sparkles className="h-3 w-3" aria-hidden />
                New since {formatOrdinalDate(`${item.added.since}T00:00:00Z`)}
              </span>
            ) : null}
          </h3>
          <p className={`mt-1 flex items-center gap-1.5 text-sm ${state.tone} [&_svg]:h-4 [&_svg]:w-4`}>
            {state.icon}
            {state.label}
          </p>
        </div>
        {item.documentId ? (
          <Button size="sm" variant="outline" asChild>
            <Link href={`/editor/${item.documentId}`}>{item.state === "current" ? "Open" : "Review"}</Link>
          </Button>
        ) : (
          <Button size="sm" asChild>
            <Link href={`/generator?business=${businessId}&type=${item.documentType}`}>Generate</Link>
          </Button>
        )}
      </div>
      {item.added ? (
        <p
          className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800"
          data-testid="requirement-change"
        >
          {item.added.summary}
          {item.added.source ? (
            <a
              href={item.added.source}
              target="_blank"
              rel="noreferrer"
              className="ml-1 inline-flex items-center gap-1 text-brand-700 hover:underline"
            >
              Source <ExternalLink className="h-3 w-3" aria-hidden />
            </a>
          ) : null}
        </p>
      ) : null}
      <ul className="mt-3 grid gap-3">
        {item.reasons.map((reason) => (
          <li key={reason.text} className="text-sm">
            <p className="text-slate-800">{reason.text}</p>
            {reason.citations.length > 0 ? (
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {groupCitations(reason.citations).map((c) => (
                  <li key={c.id}>
                    <a
                      href={c.url}
                      target="_blank"
                      rel="noreferrer"
                      className="text-brand-700 hover:underline"
                      data-citation={c.id}
                    >
                      {c.title}
                      <ExternalLink className="ml-1 inline h-3 w-3 align-baseline" aria-hidden />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
