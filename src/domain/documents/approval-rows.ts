import { formatDocumentDate } from "../catalogue";

/** A team approver's approval of the exact content a copy shows (approval before issue). */
export type IssueApproval = { name: string; approvedAt: string; revision: number; issue: number };

/**
 * The document-control row that records who approved this text for issue, when (UTC, so every
 * reader sees the same time), which save they approved and the version it was issued as.
 */
export function approvalRows(approvals: readonly IssueApproval[], country: string): [string, string][] {
  return approvals.map((a) => {
    const at = new Date(a.approvedAt);
    const time = at.toISOString().slice(11, 16);
    return [
      "Approved for issue by",
      `${a.name}, ${formatDocumentDate(at, country)} ${time} UTC, revision ${a.revision} (version ${a.issue})`,
    ];
  });
}
