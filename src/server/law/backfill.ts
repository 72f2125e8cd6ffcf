import { asc, eq, isNull } from "drizzle-orm";
import type { DocumentTypeId } from "../../domain/catalogue";
import { parseOrdinalDate } from "../../domain/catalogue/dates";
import { isoDay } from "../../domain/compliance";
import { composeWithBasis, type DocumentBasis, type Law } from "../../domain/documents/basis";
import type { DocumentMetadata } from "../../domain/documents/compose-types";
import type { DocumentContent } from "../../domain/documents/content";
import type { Database } from "../db/client";
import { businesses, documentBases, policies, policyRevisions, type UpdateReason } from "../db/schema";
import { factsOf } from "./bases";

/**
 * The release recorded for a document written before SafeDraft kept bases: which release wrote it
 * cannot be known, so its basis says so instead of guessing.
 */
export const UNKNOWN_RELEASE = "unknown";

/** Why a backfilled document is marked: its text was compared with what SafeDraft writes today. */
export function basisUnknownReason(today: string): UpdateReason {
  return {
    kind: "law",
    changeId: "basis-unknown",
    summary:
      "This document was written before SafeDraft kept a record of the law each document relies on, so it has been compared with the law as SafeDraft knows it today: the sections below would now read differently.",
    source: "",
    effective: today,
  };
}

export type Unrecorded = { policyId: string; basis: DocumentBasis };

/**
 * Up to `limit` documents without a basis, each with the basis it is given: its stored inputs and
 * the business as it is, composed under `law` on the document's own date (so the items' fingerprints
 * are the current release's, and later changes are found as for any document), but with the
 * sections SafeDraft actually wrote (its first saved version), so the owner's edits since are
 * still told apart and the difference from today's text is real. A document the engine can no
 * longer compose from its stored inputs is left without one.
 */
export async function unrecorded(
  db: Database,
  law: Law,
  limit: number,
  /** Documents already found not to compose: read past them. */
  skip: ReadonlySet<string>,
): Promise<{ found: Unrecorded[]; failed: string[] }> {
  const rows = await db
    .select({ policy: policies, business: businesses })
    .from(policies)
    .innerJoin(businesses, eq(businesses.id, policies.businessId))
    .leftJoin(documentBases, eq(documentBases.policyId, policies.id))
    .where(isNull(documentBases.policyId))
    .orderBy(asc(policies.id))
    .limit(limit + skip.size);
  const found: Unrecorded[] = [];
  const failed: string[] = [];
  for (const { policy, business } of rows.filter((r) => !skip.has(r.policy.id)).slice(0, limit)) {
    const [first] = await db
      .select({ content: policyRevisions.content })
      .from(policyRevisions)
      .where(eq(policyRevisions.policyId, policy.id))
      .orderBy(asc(policyRevisions.version))
      .limit(1);
    const written = (first?.content ?? policy.content) as unknown as DocumentContent;
    const date = isoDay(parseOrdinalDate(written.footer?.dateCreated) ?? policy.createdAt);
    try {
      const { basis } = composeWithBasis(
        {
          documentType: policy.type as DocumentTypeId,
          business: factsOf(business),
          metadata: policy.metadata as DocumentMetadata,
          // Extra policies leave only their sections behind.
          additionalPolicies: (written.sections ?? [])
            .filter((s) => s.id.startsWith("extra-"))
            .map((s) => s.id.slice("extra-".length)),
          preparedBy: written.footer?.createdBy ?? policy.createdBy ?? "",
          date,
        },
        law,
      );
      found.push({
        policyId: policy.id,
        basis: { ...basis, release: UNKNOWN_RELEASE, sections: written.sections ?? [] },
      });
    } catch {
      failed.push(policy.id);
    }
  }
  return { found, failed };
}
