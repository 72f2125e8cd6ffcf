import { and, asc, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Policy, PolicySummary } from "../../../contracts/documents";
import { citedInstruments } from "../../../domain/legal";
import type { Database } from "../../db/client";
import { businesses, businessLogos, policies } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import { isUuid } from "../../lib/ids";
import { jobColumn } from "./job-column";
import type { FixedContent } from "./saving";

type PolicyRow = typeof policies.$inferSelect;

export function toApiPolicy(row: PolicyRow): Policy {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Content written before citations existed has none.
    instruments: citedInstruments(row.content.complianceReferences?.citations ?? []),
  };
}

/**
 * A timestamp as text in the form JavaScript's `toISOString()` gives (UTC, milliseconds, "Z"),
 * so a list's rows go out as read, with no conversion per row.
 */
const isoTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const summaryColumns = {
  id: policies.id,
  businessId: policies.businessId,
  businessName: businesses.name,
  type: policies.type,
  title: policies.title,
  job: jobColumn,
  version: policies.version,
  issue: policies.issue,
  status: policies.status,
  publishedRevision: policies.publishedRevision,
  createdBy: policies.createdBy,
  reviewedBy: policies.reviewedBy,
  reviewedAt: policies.reviewedAt,
  siteAddress: policies.siteAddress,
  customerName: policies.customerName,
  projectDetails: policies.projectDetails,
  siteContact: policies.siteContact,
  nextReviewOn: policies.nextReviewOn,
  createdAt: isoTime(policies.createdAt),
  updatedAt: isoTime(policies.updatedAt),
};

/**
 * The dashboard's and a business's document lists, built once and prepared by name: they are the
 * most frequent reads, and building a query costs more CPU than the database spends answering it.
 */
function listQueries(db: Database) {
  const list = (byBusiness: boolean) =>
    db
      .select(summaryColumns)
      .from(policies)
      .innerJoin(businesses, eq(businesses.id, policies.businessId))
      .where(
        and(
          eq(businesses.userId, sql.placeholder("userId")),
          byBusiness ? eq(policies.businessId, sql.placeholder("businessId")) : undefined,
        ),
      )
      // The id last, so the order (and so each page) is the same on every read.
      .orderBy(asc(businesses.createdAt), asc(businesses.id), desc(policies.updatedAt), asc(policies.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"));
  return {
    all: list(false).prepare("policies_list"),
    ofBusiness: list(true).prepare("policies_list_business"),
  };
}

/** Opening a document and reading it for a save: after the lists, the most frequent reads. */
function documentReads(db: Database) {
  const owned = and(eq(policies.id, sql.placeholder("id")), eq(businesses.userId, sql.placeholder("userId")));
  const { content: _content, ...columns } = getTableColumns(policies);
  return {
    get: db
      .select({ policy: policies })
      .from(policies)
      .innerJoin(businesses, eq(businesses.id, policies.businessId))
      .where(owned)
      .prepare("policy_get"),
    forSave: db
      .select({
        current: columns,
        fixed: sql<FixedContent>`jsonb_build_object(
          'documentType', ${policies.content}->'documentType',
          'documentName', ${policies.content}->'documentName',
          'country', ${policies.content}->'country',
          'jurisdiction', ${policies.content}->'jurisdiction',
          'complianceReferences', ${policies.content}->'complianceReferences',
          'generation', ${policies.content}->'generation')`,
      })
      .from(policies)
      .innerJoin(businesses, eq(businesses.id, policies.businessId))
      .where(owned)
      .prepare("policy_for_save"),
  };
}

/** Documents are reached through their business, so every query is scoped to the business owner. */
export function policyRepository(db: Database) {
  const lists = listQueries(db);
  const reads = documentReads(db);
  return {
    /** One page of the list: `fetch` rows from `offset`. */
    async list(
      userId: string,
      businessId: string | undefined,
      { offset, fetch }: { offset: number; fetch: number },
      /** A supervisor's given businesses (null: all of the owner's); a path's business is checked before. */
      only: string[] | null = null,
    ): Promise<PolicySummary[]> {
      if (businessId === undefined && only !== null) {
        if (only.length === 0) return [];
        return db
          .select(summaryColumns)
          .from(policies)
          .innerJoin(businesses, eq(businesses.id, policies.businessId))
          .where(and(eq(businesses.userId, userId), inArray(policies.businessId, only)))
          .orderBy(asc(businesses.createdAt), asc(businesses.id), desc(policies.updatedAt), asc(policies.id))
          .limit(fetch)
          .offset(offset);
      }
      if (businessId === undefined) return lists.all.execute({ userId, limit: fetch, offset });
      // Filtering by a business is a query about that business: someone else's is not found. The
      // list is scoped to the owner, so a row proves ownership; only an empty page is checked.
      if (!isUuid(businessId)) throw notFound("Business");
      const rows = await lists.ofBusiness.execute({ userId, businessId, limit: fetch, offset });
      if (rows.length === 0) {
        const [owned] = await db
          .select({ id: businesses.id })
          .from(businesses)
          .where(and(eq(businesses.id, businessId), eq(businesses.userId, userId)));
        if (!owned) throw notFound("Business");
      }
      return rows;
    },

    async get(userId: string, id: string): Promise<PolicyRow> {
      if (!isUuid(id)) throw notFound("Document");
      const [row] = await reads.get.execute({ id, userId });
      if (!row) throw notFound("Document");
      return row.policy;
    },

    /**
     * A document as a save needs it: every column but the content, which the save replaces, and
     * of the content only what an edit can never change. Reading the whole content back on every
     * save cost more than the save's own write.
     */
    async getForSave(userId: string, id: string) {
      if (!isUuid(id)) throw notFound("Document");
      const [row] = await reads.forSave.execute({ id, userId });
      if (!row) throw notFound("Document");
      return row;
    },

    /** A document with the business it belongs to, for exports that show both. */
    async getWithBusiness(userId: string, id: string) {
      if (!isUuid(id)) throw notFound("Document");
      const [row] = await db
        .select({ policy: policies, business: businesses })
        .from(policies)
        .innerJoin(businesses, eq(businesses.id, policies.businessId))
        .where(and(eq(policies.id, id), eq(businesses.userId, userId)));
      if (!row) throw notFound("Document");
      return row;
    },

    /** The business's letterhead logo, bytes and all, for an export; null when it has none. */
    async letterheadLogo(businessId: string) {
      const [logo] = await db
        .select({
          mediaType: businessLogos.mediaType,
          data: businessLogos.data,
          width: businessLogos.width,
          height: businessLogos.height,
          fallbackPng: businessLogos.fallbackPng,
        })
        .from(businessLogos)
        .where(eq(businessLogos.businessId, businessId));
      return logo ?? null;
    },

    /**
     * A business with its documents (of one type, if given), newest first, for a bulk download.
     * Someone else's business is not found.
     */
    async businessWithDocuments(userId: string, businessId: string, type: string | undefined) {
      if (!isUuid(businessId)) throw notFound("Business");
      const [business] = await db
        .select()
        .from(businesses)
        .where(and(eq(businesses.id, businessId), eq(businesses.userId, userId)));
      if (!business) throw notFound("Business");
      const documents = await db
        .select()
        .from(policies)
        .where(and(eq(policies.businessId, businessId), type ? eq(policies.type, type) : undefined))
        .orderBy(desc(policies.updatedAt), asc(policies.id));
      return { business, documents };
    },

    async remove(userId: string, id: string): Promise<void> {
      const row = await this.get(userId, id);
      await db.delete(policies).where(eq(policies.id, row.id));
    },
  };
}
