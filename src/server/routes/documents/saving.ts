import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { documentContentSchema } from "../../../contracts/documents";
import type { DocumentContent } from "../../../domain/documents/content";
import { instrument } from "../../../domain/legal";
import { approvalHistory, assertIssuable } from "../../approvals/service";
import { type Database, rowsOf } from "../../db/client";
import { policies, policyRevisions } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-errors";
import { sanitizeRichText } from "../../lib/sanitize";
import { policyRepository } from "./repository";

type EditedContent = z.output<typeof documentContentSchema>;
type Author = { id: string; name: string };
type PolicyRow = typeof policies.$inferSelect;

/** What of a stored document's content an edit can never change. */
export type FixedContent = Pick<
  DocumentContent,
  "documentType" | "documentName" | "country" | "jurisdiction" | "complianceReferences" | "generation"
>;

/**
 * The editor's content made safe to store: bodies through the rich-text allow-list, citations
 * only from the knowledge base, and the facts the editor cannot change (type, jurisdiction,
 * references, how it was generated) taken from the stored document.
 */
export function cleanContent(edited: EditedContent, stored: FixedContent): DocumentContent {
  return {
    ...edited,
    schemaVersion: 1,
    documentType: stored.documentType,
    documentName: stored.documentName,
    country: stored.country,
    jurisdiction: stored.jurisdiction,
    complianceReferences: stored.complianceReferences,
    generation: stored.generation,
    sections: edited.sections.map((s) => {
      const citations = (s.citations ?? []).filter((c) => instrument(c.id));
      return {
        id: s.id,
        heading: s.heading,
        body: sanitizeRichText(s.body),
        ...(s.tables?.length ? { tables: s.tables } : {}),
        ...(citations.length ? { citations } : {}),
      };
    }),
  };
}

function stale(current: number) {
  return new HttpError(
    409,
    "This document was saved elsewhere after you opened it. Reload to see the latest save, or keep a copy of your changes first. Nothing was overwritten.",
    undefined,
    { currentVersion: current },
  );
}

type Written = { version: number; issue: number; published_revision: number | null; status: string };

/**
 * Writes a new save only when the caller's base version is still the latest, together with its
 * revision, so concurrent editors can never overwrite each other silently. One statement: atomic on
 * its own, one round trip, and the content goes to the database once and does not come back.
 *
 * The issue (the version readers see) changes only on Publish: the first publish issues the
 * document as it is (issue 1); a later one starts the next issue if the content differs from what
 * was last published. Saves and restores in between keep the issue, and the status says whether
 * the content is still the issued text ("published") or a draft of the next version ("draft"),
 * whoever made the change: the owner in the editor, an update, or a restore.
 */
export async function writeVersion(
  db: Database,
  current: Omit<PolicyRow, "content">,
  author: Author,
  baseVersion: number,
  content: DocumentContent,
  publish: boolean,
): Promise<PolicyRow> {
  const now = new Date();
  const fields = {
    title: content.title,
    siteAddress: content.siteDetails.siteAddress || null,
    customerName: content.siteDetails.customerName || null,
    projectDetails: content.siteDetails.projectDetails || null,
    siteContact: content.siteDetails.siteContact || null,
    reviewedBy: content.footer.reviewedBy || null,
    reviewedAt: content.footer.dateReviewed || null,
  };
  const at = sql`${now.toISOString()}::timestamptz`;
  const json = JSON.stringify(content);
  const lastPublished = sql`(select r.content from ${policyRevisions} r
    where r.policy_id = ${policies.id} and r.version = ${policies.publishedRevision})`;
  const result = await db.execute<Written>(sql`
    with saved as (select ${json}::jsonb as content),
    updated as (
      update ${policies} set
        title = ${fields.title}, content = saved.content,
        status = case when ${publish}::boolean then 'published'
          when ${policies.publishedRevision} is not null and ${lastPublished} is not distinct from saved.content
          then 'published' else 'draft' end,
        version = ${policies.version} + 1,
        issue = case when ${publish}::boolean and ${policies.publishedRevision} is not null
          and ${lastPublished} is distinct from saved.content
          then ${policies.issue} + 1 else ${policies.issue} end,
        published_revision = case when ${publish}::boolean then ${policies.version} + 1
          else ${policies.publishedRevision} end,
        site_address = ${fields.siteAddress},
        customer_name = ${fields.customerName}, project_details = ${fields.projectDetails},
        site_contact = ${fields.siteContact}, reviewed_by = ${fields.reviewedBy},
        reviewed_at = ${fields.reviewedAt}, updated_at = ${at}
      from saved
      where ${policies.id} = ${current.id} and ${policies.version} = ${baseVersion}
      returning ${policies.id}, ${policies.version}, ${policies.issue}, ${policies.publishedRevision}, ${policies.title}, ${policies.content}, ${policies.status}
    ), revision as (
      insert into ${policyRevisions} (policy_id, version, issue, title, content, status, author_id, author_name, created_at, published_at)
      select id, version, issue, title, content, status, ${author.id}::uuid, ${author.name}::text, ${at},
        case when ${publish}::boolean then ${at} else null end from updated
    )
    select version, issue, published_revision, status from updated`);
  const [updated] = rowsOf<Written>(result);
  if (!updated) {
    const [latest] = await db
      .select({ version: policies.version })
      .from(policies)
      .where(eq(policies.id, current.id));
    throw stale(latest?.version ?? current.version);
  }
  return {
    ...current,
    ...fields,
    status: updated.status,
    content,
    version: Number(updated.version),
    issue: Number(updated.issue),
    publishedRevision: updated.published_revision === null ? null : Number(updated.published_revision),
    updatedAt: now,
  };
}

/**
 * The version a saved revision is a draft of, named as the document was named when it was saved:
 * null for an issued version's text, the next issue once its own issue had been issued, else its issue.
 * The outer columns are named in full: a one-table select names its columns bare, which inside the
 * subquery would mean the subquery's own.
 */
const draftOfRevision = sql<number | null>`case
  when "policy_revisions"."published_at" is not null or "policy_revisions"."status" = 'published' then null
  when exists (select 1 from ${policyRevisions} p where p.policy_id = "policy_revisions"."policy_id"
    and p.issue = "policy_revisions"."issue" and p.version < "policy_revisions"."version"
    and p.published_at is not null) then "policy_revisions"."issue" + 1
  else "policy_revisions"."issue" end`;

export function policyEditing(db: Database) {
  const repo = policyRepository(db);
  return {
    async save(
      author: Author,
      id: string,
      input: { content: EditedContent; status?: string; baseVersion: number },
    ) {
      const { current, fixed } = await repo.getForSave(author.id, id);
      const content = cleanContent(input.content, fixed);
      const publish = input.status === "published";
      // The only way a draft is issued: a team that asks for approval issues approved drafts only.
      if (publish) {
        await assertIssuable(db, author.id, current, input.baseVersion, content, (stored) =>
          cleanContent(stored, fixed),
        );
      }
      return writeVersion(db, current, author, input.baseVersion, content, publish);
    },

    async revisions(userId: string, id: string) {
      await repo.get(userId, id);
      const rows = await db
        .select({
          version: policyRevisions.version,
          issue: policyRevisions.issue,
          draftOf: draftOfRevision,
          title: policyRevisions.title,
          status: policyRevisions.status,
          authorName: policyRevisions.authorName,
          createdAt: policyRevisions.createdAt,
        })
        .from(policyRevisions)
        .where(eq(policyRevisions.policyId, id))
        .orderBy(desc(policyRevisions.version));
      const approvals = await approvalHistory(db, id);
      return rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        approvals: approvals.get(r.version) ?? [],
      }));
    },

    async revision(userId: string, id: string, version: number) {
      await repo.get(userId, id);
      const [found] = await db
        .select({ row: policyRevisions, draftOf: draftOfRevision })
        .from(policyRevisions)
        .where(and(eq(policyRevisions.policyId, id), eq(policyRevisions.version, version)));
      if (!found) throw notFound("Revision");
      const { row, draftOf } = found;
      return {
        version: row.version,
        issue: row.issue,
        draftOf,
        title: row.title,
        status: row.status,
        authorName: row.authorName,
        createdAt: row.createdAt.toISOString(),
        content: row.content,
      };
    },

    /** A past revision's content becomes the newest version; history is never rewritten. */
    async restore(author: Author, id: string, version: number, baseVersion: number) {
      const current = await repo.get(author.id, id);
      const past = await this.revision(author.id, id, version);
      return writeVersion(db, current, author, baseVersion, past.content, false);
    },
  };
}
