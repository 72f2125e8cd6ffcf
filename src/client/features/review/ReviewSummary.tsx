import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import type { Review, ReviewList } from "../../../contracts/review";

// Apart from the send form (ReviewPanel.tsx): the editor shows these as it opens, the form only
// once "Send for review" is pressed.

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });

/** Every send of a document, read afresh whenever a view of them opens: reviewers answer meanwhile. */
export function useReviews(policyId: string) {
  return useQuery<ReviewList>({
    queryKey: ["/api/policies", policyId, "reviews"],
    refetchOnMount: "always",
    refetchInterval: 60_000,
  });
}

const who = (r: Review) =>
  r.response?.organisation ?? r.organisation ?? r.response?.name ?? r.name ?? r.email;

/** One line per send: "Accepted by Acme Builders, 3 Dec 09:14, version 2". */
export function reviewStatusLine(r: Review): string {
  const res = r.response;
  if (res?.decision === "accepted") {
    return `Accepted by ${res.organisation} (${res.name}), ${when(res.respondedAt)}, version ${r.issue}`;
  }
  if (res) {
    const n = res.comments.length + (res.overallComment ? 1 : 0);
    return `Returned with ${n === 1 ? "1 comment" : `${n} comments`} by ${res.organisation} (${res.name}), ${when(res.respondedAt)}, version ${r.issue}`;
  }
  if (r.state === "replaced") return `Version ${r.issue} replaced by a newer send to ${who(r)}`;
  if (r.state === "revoked") return `Link to ${who(r)} withdrawn, version ${r.issue}`;
  if (r.state === "expired") return `Link to ${who(r)} expired unanswered, version ${r.issue}`;
  return `Waiting for ${who(r)}, version ${r.issue}, sent ${when(r.sentAt)}${r.viewedAt ? ", opened" : ""}`;
}

/** Each reviewer's newest send: what the status line and the comments beside sections show. */
export function latestPerReviewer(reviews: Review[]): Review[] {
  const seen = new Set<string>();
  return reviews.filter((r) => !seen.has(r.email) && seen.add(r.email));
}

/** The reviewers' status, one line each, shown above the document. */
export function ReviewSummary({ policyId }: { policyId: string }) {
  const list = useReviews(policyId);
  const latest = latestPerReviewer(list.data?.reviews ?? []);
  if (!latest.length) return null;
  return (
    <section aria-label="Reviews" className="mt-3 rounded-xl border border-slate-200 bg-white p-3 text-sm">
      <h2 className="font-semibold text-slate-900">Reviews</h2>
      <ul className="mt-1 grid gap-1">
        {latest.map((r) => (
          <li
            key={r.id}
            className={`break-words ${r.state === "accepted" ? "text-green-800" : r.state === "returned" ? "text-amber-900" : "text-slate-700"}`}
          >
            {reviewStatusLine(r)}
          </li>
        ))}
      </ul>
    </section>
  );
}

type SectionComment = { key: string; by: string; issue: number; text: string };

/**
 * The comments reviewers returned, by section: each reviewer's newest answer only, since an
 * earlier one was about a version since revised. A section without any gets nothing beside it.
 */
export function useSectionComments(policyId: string): (sectionId: string) => ReactNode {
  const list = useReviews(policyId);
  // The same function while the reviews are the same: the document's body, which calls it per
  // section, is then not drawn again each time something else on the screen changes.
  return useMemo(() => {
    const bySection = new Map<string, SectionComment[]>();
    for (const r of latestPerReviewer(list.data?.reviews ?? [])) {
      if (r.response?.decision !== "returned") continue;
      for (const c of r.response.comments) {
        const by = `${r.response.organisation} (${r.response.name})`;
        bySection.set(c.sectionId, [
          ...(bySection.get(c.sectionId) ?? []),
          { key: r.id, by, issue: r.issue, text: c.text },
        ]);
      }
    }
    return (sectionId: string) => {
      const comments = bySection.get(sectionId);
      return comments ? <SectionComments comments={comments} /> : null;
    };
  }, [list.data]);
}

function SectionComments({ comments }: { comments: SectionComment[] }) {
  return (
    <aside aria-label="Reviewer comments" className="grid content-start gap-2">
      {comments.map((c) => (
        <div
          key={c.key}
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-medium">
            {c.by}, on version {c.issue}:
          </p>
          <p className="mt-1 whitespace-pre-line break-words">{c.text}</p>
        </div>
      ))}
    </aside>
  );
}
