import { isDeepStrictEqual } from "node:util";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Approval, ReturnApprovalInput } from "../../contracts/approval";
import type { IssueApproval } from "../../domain/documents/approval-rows";
import type { DocumentContent } from "../../domain/documents/content";
import type { Database } from "../db/client";
import { policies, policyApprovals, policyRevisions, users } from "../db/schema";
import { badRequest, conflict, HttpError } from "../lib/http-errors";
import { policyRepository } from "../routes/documents/repository";
import type { ActingAccount } from "../teams/acting-account";
import { namedApprover } from "../teams/approver";
import { allows } from "../teams/policy";

type Actor = { id: string; name: string };
type PolicyRow = typeof policies.$inferSelect;
type Latest = NonNullable<Approval["latest"]>;

const BLOCKED: Record<Exclude<Approval["state"], "not-required" | "approved">, string> = {
  none: "This team issues only approved documents: submit this draft for approval first.",
  submitted: "Waiting for approval from the team's owner or a manager.",
  returned: "Returned with a comment: revise the draft and submit it again.",
  voided: "The draft changed after it was submitted or approved: submit it again.",
};

/** Whether the team (its owner's account) asks for approval before issue. */
export async function approvalRequired(db: Database, ownerId: string) {
  const [owner] = await db
    .select({ required: users.approvalRequired })
    .from(users)
    .where(eq(users.id, ownerId));
  return owner?.required ?? false;
}

async function latestOf(db: Pick<Database, "select">, policyId: string): Promise<Latest | null> {
  const [row] = await db
    .select()
    .from(policyApprovals)
    .where(eq(policyApprovals.policyId, policyId))
    .orderBy(desc(policyApprovals.createdAt), desc(policyApprovals.revision))
    .limit(1);
  if (!row) return null;
  return {
    action: row.action,
    revision: row.revision,
    by: row.actorName,
    at: row.createdAt.toISOString(),
    comment: row.comment,
    sections: row.sectionComments,
  };
}

function stateOf(required: boolean, policy: PolicyRow, latest: Latest | null): Approval["state"] {
  if (!required) return "not-required";
  if (!latest) return "none";
  if (latest.revision !== policy.version) return "voided";
  return latest.action;
}

/** Two contents as the same document: key order and absent-versus-undefined do not count. */
const sameContent = (a: unknown, b: unknown) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));

/**
 * Refuses an issue the team has not approved. Issuing saves the editor's content as a new save, so
 * the issue may go ahead only when it starts from the approved save and carries exactly its content
 * (or, re-issuing, exactly the issued text: nothing new reaches the crews). Both sides are compared
 * as a save would store them (`asSaved`), so the editor's harmless normalising does not count as a
 * change. Run before the write, whose own check that `baseVersion` is still the latest save closes
 * the gap between the two.
 */
export async function assertIssuable(
  db: Database,
  ownerId: string,
  policy: Pick<PolicyRow, "id" | "publishedRevision">,
  baseVersion: number,
  content: DocumentContent,
  asSaved: (stored: DocumentContent) => DocumentContent,
) {
  if (!(await approvalRequired(db, ownerId))) return;
  const latest = await latestOf(db, policy.id);
  const approved = latest?.action === "approved" && latest.revision === baseVersion;
  const against = approved ? latest.revision : policy.publishedRevision;
  if (against !== null) {
    const [stored] = await db
      .select({ content: policyRevisions.content })
      .from(policyRevisions)
      .where(and(eq(policyRevisions.policyId, policy.id), eq(policyRevisions.version, against)));
    if (stored && sameContent(asSaved(stored.content), content)) return;
  }
  const state = latest && latest.revision === baseVersion ? latest.action : latest ? "voided" : "none";
  const reason = state === "approved" ? BLOCKED.voided : BLOCKED[state];
  throw conflict(`This document needs approval before it is issued. ${reason}`, { approval: state });
}

export function approvalService(db: Database) {
  const repo = policyRepository(db);

  /** Whether `userId`, acting as `account`, may approve or return: the owner, or a manager (the named one, when one is). */
  async function mayApprove(account: ActingAccount, userId: string) {
    const approver = await namedApprover(db, account.ownerId);
    const may =
      account.role === "owner" || (allows(account.role, "approve") && (!approver || approver.id === userId));
    return { may, approver };
  }

  async function view(account: ActingAccount, userId: string, policy: PolicyRow): Promise<Approval> {
    const required = await approvalRequired(db, account.ownerId);
    const { may, approver } = await mayApprove(account, userId);
    const latest = await latestOf(db, policy.id);
    const state = stateOf(required, policy, latest);
    const nothingNew = policy.status === "published";
    const blocked = state === "not-required" || state === "approved" || nothingNew ? null : BLOCKED[state];
    return {
      required,
      state,
      canApprove: may,
      approverName: approver?.name ?? null,
      canIssue: blocked === null,
      issueBlockedReason: blocked,
      latest,
    };
  }

  /** The document, checked to be the caller's current draft of a team that asks for approval. */
  async function draftFor(account: ActingAccount, id: string, version: number) {
    const policy = await repo.get(account.ownerId, id);
    if (!(await approvalRequired(db, account.ownerId))) {
      throw conflict(
        "This team does not ask for approval before issue: the document can be issued as it is. The team's owner turns approval on in Settings → Team.",
      );
    }
    if (policy.version !== version) {
      throw new HttpError(
        409,
        `This document was saved again after version ${version} that you opened (it is now at ${policy.version}). Reload it to see the latest save, then try again.`,
        undefined,
        { currentVersion: policy.version },
      );
    }
    if (policy.status === "published") {
      throw conflict("Nothing to approve: this document is its issued version. Edit it to start a draft.");
    }
    return policy;
  }

  /** Refuses a manager other than the one the owner named to approve. */
  async function assertApprover(account: ActingAccount, actor: Actor) {
    const { may, approver } = await mayApprove(account, actor.id);
    if (!may && approver) {
      throw new HttpError(
        403,
        `This team's documents are approved by ${approver.name} or the team's owner. Ask them to approve it.`,
      );
    }
  }

  /**
   * Records a decision on the save `policy` holds, unless `already` says the latest one makes it
   * needless. One decision on a document at a time, on any process: the document's row is locked
   * while the latest is read and the new one written, so a double tap, a retry after a lost answer
   * or two approvers at once record it once. A save that slipped in meanwhile is refused.
   */
  async function record(
    policy: PolicyRow,
    actor: Actor,
    action: Latest["action"],
    extra: {
      comment?: string;
      sections?: { sectionId: string; comment: string }[];
      already?: (latest: Latest | null) => boolean;
    } = {},
  ) {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ version: policies.version })
        .from(policies)
        .where(eq(policies.id, policy.id))
        .for("update");
      if (locked?.version !== policy.version) {
        throw new HttpError(
          409,
          `This document was saved again after version ${policy.version} that you opened. Reload it to see the latest save, then try again.`,
          undefined,
          { currentVersion: locked?.version },
        );
      }
      if (extra.already?.(await latestOf(tx, policy.id))) return;
      await tx.insert(policyApprovals).values({
        policyId: policy.id,
        revision: policy.version,
        action,
        actorId: actor.id,
        actorName: actor.name,
        comment: extra.comment ?? null,
        sectionComments: extra.sections ?? [],
      });
    });
  }

  return {
    async get(account: ActingAccount, userId: string, id: string) {
      return view(account, userId, await repo.get(account.ownerId, id));
    },

    async submit(account: ActingAccount, actor: Actor, id: string, version: number) {
      const policy = await draftFor(account, id, version);
      // Submitting the same save twice, or one already approved, changes nothing.
      await record(policy, actor, "submitted", {
        already: (latest) => latest?.revision === policy.version && latest.action !== "returned",
      });
      return view(account, actor.id, policy);
    },

    async approve(account: ActingAccount, actor: Actor, id: string, version: number) {
      const policy = await draftFor(account, id, version);
      await assertApprover(account, actor);
      await record(policy, actor, "approved", {
        already: (latest) => latest?.revision === policy.version && latest.action === "approved",
      });
      return view(account, actor.id, policy);
    },

    async sendBack(account: ActingAccount, actor: Actor, id: string, input: ReturnApprovalInput) {
      const policy = await draftFor(account, id, input.version);
      await assertApprover(account, actor);
      const sectionIds = new Set(policy.content.sections.map((s) => s.id));
      const sections = input.sections ?? [];
      sections.forEach((s, i) => {
        if (!sectionIds.has(s.sectionId)) {
          throw badRequest(`sections[${i}].sectionId`, "is not a section of this document");
        }
      });
      await record(policy, actor, "returned", { comment: input.comment.trim(), sections });
      return view(account, actor.id, policy);
    },
  };
}

export type ApprovalService = ReturnType<typeof approvalService>;

/**
 * The latest approval of exactly the content an export shows: of the current save (a draft
 * approved, not yet issued), or of the save the issued text was issued from while the document is
 * still that text (issuing from an approved save is refused unless it carries exactly its content).
 * A document edited after approval prints none until the new draft is approved.
 */
export async function approvalsForExport(db: Database, policyId: string): Promise<IssueApproval[]> {
  const [row] = await db
    .select({
      name: policyApprovals.actorName,
      approvedAt: policyApprovals.createdAt,
      revision: policyApprovals.revision,
      issue: policies.issue,
      status: policies.status,
      publishedRevision: policies.publishedRevision,
    })
    .from(policyApprovals)
    .innerJoin(policies, eq(policies.id, policyApprovals.policyId))
    .where(
      and(
        eq(policyApprovals.policyId, policyId),
        eq(policyApprovals.action, "approved"),
        sql`(${policyApprovals.revision} = ${policies.version} or (${policies.status} = 'published'
          and ${policyApprovals.revision} + 1 = ${policies.publishedRevision}))`,
      ),
    )
    .orderBy(desc(policyApprovals.createdAt))
    .limit(1);
  if (!row) return [];
  // A draft approved and not yet issued will go out as the next version (the first, if none was).
  const next = row.status !== "published" && row.publishedRevision !== null;
  const issue = next ? row.issue + 1 : row.issue;
  return [{ name: row.name, approvedAt: row.approvedAt.toISOString(), revision: row.revision, issue }];
}

/** Each save's submissions, approvals and returns, oldest first, for the document's history. */
export async function approvalHistory(db: Database, policyId: string) {
  const rows = await db
    .select()
    .from(policyApprovals)
    .where(eq(policyApprovals.policyId, policyId))
    .orderBy(policyApprovals.createdAt);
  const byRevision = new Map<
    number,
    { action: Latest["action"]; by: string; at: string; comment: string | null }[]
  >();
  for (const row of rows) {
    const list = byRevision.get(row.revision) ?? [];
    list.push({
      action: row.action,
      by: row.actorName,
      at: row.createdAt.toISOString(),
      comment: row.comment,
    });
    byRevision.set(row.revision, list);
  }
  return byRevision;
}
