import { Scale } from "lucide-react";
import { Link } from "wouter";
import { useUpdates } from "../../lib/updates-api";

/** "Law changed" beside a document that a change to the law or the business affects; links to its update page. */
export function LawChangedBadge({ policyId }: { policyId: string }) {
  const updates = useUpdates();
  const mine = updates.data?.find((u) => u.policyId === policyId);
  if (!mine) return null;
  const law = mine.reasons.some((r) => r.kind === "law");
  return (
    <Link
      href={`/updates/${policyId}`}
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 hover:bg-amber-200"
      data-testid="law-changed-badge"
    >
      <Scale className="h-3 w-3" aria-hidden />
      {law ? "Law changed" : "Business details changed"}
    </Link>
  );
}

/** The dashboard's notice: how many documents need updating, each linked. */
export function UpdatesNotice() {
  const updates = useUpdates();
  const list = updates.data ?? [];
  if (list.length === 0) return null;
  // The law's changes and the owner's own changes to their business are told apart: an owner who
  // reads "the law changed" should not find their own headcount change listed as the reason.
  const summaries = (kind: "law" | "business") => [
    ...new Set(list.flatMap((u) => u.reasons.filter((r) => r.kind === kind).map((r) => r.summary))),
  ];
  const groups = [
    { kind: "law" as const, title: "The law changed", items: summaries("law") },
    { kind: "business" as const, title: "You changed your business details", items: summaries("business") },
  ].filter((g) => g.items.length > 0);
  return (
    <section
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4"
      aria-label="Documents to update"
      data-testid="updates-notice"
    >
      <h2 className="flex items-center gap-2 font-semibold text-amber-950">
        <Scale className="h-5 w-5" aria-hidden />
        {list.length === 1 ? "1 document needs updating" : `${list.length} documents need updating`}
      </h2>
      {groups.map((g) => (
        <div key={g.kind} className="mt-2" data-testid={`updates-notice-${g.kind}`}>
          <h3 className="text-sm font-semibold text-amber-950">{g.title}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-amber-950" aria-label={g.title}>
            {g.items.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      ))}
      <ul className="mt-3 flex flex-wrap gap-2">
        {list.map((u) => (
          <li key={u.policyId}>
            <Link
              href={`/updates/${u.policyId}`}
              className="inline-block rounded-lg border border-amber-300 bg-white px-3 py-1 text-sm font-medium text-amber-950 hover:bg-amber-100"
            >
              {u.title} ({u.sections === 1 ? "1 section" : `${u.sections} sections`})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
