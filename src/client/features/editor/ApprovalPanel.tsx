import { useRef, useState } from "react";
import type { Approval } from "../../../contracts/approval";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { ApiRequestError } from "../../lib/api";
import { useApprovalDecision } from "../../lib/approval-api";

const failure = (error: unknown) =>
  error instanceof ApiRequestError ? error.serverMessage : "Something went wrong. Please try again.";

/** "3 Dec 10:14", in the reader's own time zone. */
function when(iso: string) {
  const d = new Date(iso);
  const month = d.toLocaleString("en-AU", { month: "short" });
  const time = `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
  return `${d.getDate()} ${month} ${time}`;
}

/** The one line that says where the draft stands. */
export function approvalStatus(approval: Approval): string {
  const latest = approval.latest;
  switch (approval.state) {
    case "submitted":
      return approval.approverName
        ? `Waiting for approval from ${approval.approverName} or the team's owner (submitted by ${latest?.by}).`
        : `Waiting for approval from a manager or the team's owner (submitted by ${latest?.by}).`;
    case "approved":
      return `Approved by ${latest?.by}, ${when(latest?.at ?? "")}, revision ${latest?.revision}.`;
    case "returned":
      return `Returned: ${latest?.comment ?? ""}`;
    case "voided":
      return "Changed since it was submitted or approved: submit it for approval again.";
    case "none":
      return "This team approves documents before they are issued. Submit this draft for approval.";
    default:
      return "";
  }
}

type Props = {
  policyId: string;
  approval: Approval;
  canWrite: boolean;
  sections: { id: string; heading: string }[];
  /** Saves what is on the screen and answers the save it made, or null when it could not. */
  saveFirst: () => Promise<number | null>;
};

/**
 * Approval before issue in the editor: the status line, "Submit for approval" for a preparer,
 * "Approve" and "Return with comment" for the owner or a manager. Every decision names the save
 * on the screen, saved first, so nobody approves text they have not seen.
 */
export function ApprovalPanel({ policyId, approval, canWrite, sections, saveFirst }: Props) {
  const decide = useApprovalDecision(policyId);
  const [returning, setReturning] = useState(false);
  const [comment, setComment] = useState("");
  // Comments on named sections, beside the overall one: shown to the preparer at each heading.
  const [onSections, setOnSections] = useState<{ key: number; sectionId: string; comment: string }[]>([]);
  const nextKey = useRef(0);
  const [pickedSection, setPickedSection] = useState("");
  const [sectionComment, setSectionComment] = useState("");
  const headings = new Map(sections.map((s) => [s.id, s.heading]));
  const { state, canApprove } = approval;
  const canSubmit =
    canWrite && !canApprove && (state === "none" || state === "returned" || state === "voided");

  const run = async (
    kind: "submit" | "approve" | "return",
    done: string,
    extra: { comment?: string; sections?: { sectionId: string; comment: string }[] } = {},
  ) => {
    const version = await saveFirst();
    if (version === null) return;
    const decision =
      kind === "return"
        ? { kind, version, comment: extra.comment ?? "", sections: extra.sections ?? [] }
        : { kind, version };
    decide.mutate(decision, {
      onSuccess: () => {
        toast({ title: done });
        setReturning(false);
        setComment("");
        setOnSections([]);
        setSectionComment("");
      },
      onError: (error) => toast({ title: "Not done", description: failure(error), variant: "destructive" }),
    });
  };

  return (
    <section
      aria-label="Approval before issue"
      className={`mt-3 grid gap-2 rounded-xl border p-3 text-sm ${state === "approved" ? "border-emerald-300 bg-emerald-50" : state === "returned" ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}
    >
      <p data-testid="approval-status" className="break-words text-slate-800">
        {approvalStatus(approval)}
      </p>
      {state === "returned" && approval.latest?.sections.length ? (
        <ul className="grid gap-1 text-slate-700">
          {approval.latest.sections.map((s) => (
            <li key={s.sectionId}>
              <strong>{headings.get(s.sectionId) ?? s.sectionId}:</strong> {s.comment}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canSubmit ? (
          <Button
            size="sm"
            disabled={decide.isPending}
            onClick={() => void run("submit", "Submitted for approval")}
          >
            Submit for approval
          </Button>
        ) : null}
        {canApprove && state !== "approved" ? (
          <Button
            size="sm"
            disabled={decide.isPending}
            onClick={() => void run("approve", "Approved for issue")}
          >
            Approve
          </Button>
        ) : null}
        {canApprove && state === "submitted" && !returning ? (
          <Button size="sm" variant="outline" onClick={() => setReturning(true)}>
            Return with comment
          </Button>
        ) : null}
      </div>
      {returning ? (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void run("return", "Returned to the preparer", {
              comment,
              sections: onSections.map(({ sectionId, comment }) => ({ sectionId, comment })),
            });
          }}
        >
          <label htmlFor="approval-comment" className="font-medium">
            What should change?
          </label>
          <textarea
            id="approval-comment"
            required
            maxLength={2000}
            rows={3}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            className="w-full rounded-md border border-slate-300 p-2"
          />
          <fieldset className="grid gap-2 rounded-md border border-slate-200 p-2">
            <legend className="px-1 font-medium">Comments on sections (optional)</legend>
            {onSections.length ? (
              <ul className="grid gap-1" aria-label="Section comments to send">
                {onSections.map((s) => (
                  <li key={s.key} className="flex flex-wrap items-start justify-between gap-2">
                    <span className="min-w-0 break-words">
                      <strong>{headings.get(s.sectionId) ?? s.sectionId}:</strong> {s.comment}
                    </span>
                    <button
                      type="button"
                      className="text-slate-600 underline"
                      onClick={() => setOnSections((list) => list.filter((c) => c.key !== s.key))}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <label htmlFor="approval-section" className="text-slate-700">
              Section
            </label>
            <select
              id="approval-section"
              value={pickedSection}
              onChange={(e) => setPickedSection(e.target.value)}
              className="h-9 w-full rounded-md border border-slate-300 bg-white px-2"
            >
              <option value="">Choose a section</option>
              {sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.heading}
                </option>
              ))}
            </select>
            <label htmlFor="approval-section-comment" className="text-slate-700">
              Comment on that section
            </label>
            <textarea
              id="approval-section-comment"
              maxLength={2000}
              rows={2}
              value={sectionComment}
              onChange={(e) => setSectionComment(e.target.value)}
              className="w-full rounded-md border border-slate-300 p-2"
            />
            <div>
              <Button
                size="sm"
                type="button"
                variant="outline"
                disabled={!pickedSection || !sectionComment.trim() || onSections.length >= 50}
                onClick={() => {
                  nextKey.current += 1;
                  const added = {
                    key: nextKey.current,
                    sectionId: pickedSection,
                    comment: sectionComment.trim(),
                  };
                  setOnSections((list) => [...list, added]);
                  setSectionComment("");
                  setPickedSection("");
                }}
              >
                Add section comment
              </Button>
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" type="submit" disabled={decide.isPending || !comment.trim()}>
              Return
            </Button>
            <Button size="sm" type="button" variant="outline" onClick={() => setReturning(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
