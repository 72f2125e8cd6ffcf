import { eq } from "drizzle-orm";
import { primaryIdentifier } from "../../domain/catalogue";
import type { DocumentBasis } from "../../domain/documents/basis";
import type { BusinessFacts } from "../../domain/documents/compose-types";
import type { Database } from "../db/client";
import { type businesses, documentBases } from "../db/schema";

/** Only the business facts the engine reads: the stored input must not carry the row's other columns. */
export function businessFacts(b: BusinessFacts): BusinessFacts {
  return {
    name: b.name,
    country: b.country,
    jurisdiction: b.jurisdiction,
    industry: b.industry,
    industryOther: b.industryOther,
    employeeCount: b.employeeCount,
    workDescription: b.workDescription,
    regions: b.regions,
    highRiskActivities: b.highRiskActivities,
    identifier: b.identifier,
    nearestMedical: b.nearestMedical ?? null,
    nearestMedicalMinutes: b.nearestMedicalMinutes ?? null,
    mostPeopleAtOnce: b.mostPeopleAtOnce ?? null,
    remoteSite: b.remoteSite ?? false,
    othersOnSite: b.othersOnSite ?? [],
  };
}

/** The business as the engine sees it, from its row. */
export function factsOf(row: typeof businesses.$inferSelect): BusinessFacts {
  return businessFacts({ ...row, identifier: primaryIdentifier(row) });
}

type Executor = Pick<Database, "insert">;

/** The row that records a basis. */
export function basisRow(policyId: string, basis: DocumentBasis) {
  return {
    policyId,
    release: basis.release,
    jurisdiction: basis.jurisdiction,
    lawDate: basis.lawDate,
    input: { ...basis.input, business: businessFacts(basis.input.business) },
    sections: basis.sections,
    items: basis.items,
  };
}

/** Records (or replaces) what a document relied on. */
export async function saveBasis(db: Executor, policyId: string, basis: DocumentBasis): Promise<void> {
  const row = basisRow(policyId, basis);
  await db
    .insert(documentBases)
    .values(row)
    .onConflictDoUpdate({ target: documentBases.policyId, set: { ...row, createdAt: new Date() } });
}

/**
 * Records a basis only where the document has none; true when this call recorded it. With several
 * processes backfilling, the one whose insert takes does the rest of the work for that document.
 */
export async function recordBasisOnce(
  db: Database,
  policyId: string,
  basis: DocumentBasis,
): Promise<boolean> {
  const inserted = await db
    .insert(documentBases)
    .values(basisRow(policyId, basis))
    .onConflictDoNothing()
    .returning({ policyId: documentBases.policyId });
  return inserted.length > 0;
}

export async function loadBasis(db: Database, policyId: string): Promise<DocumentBasis | null> {
  const [row] = await db.select().from(documentBases).where(eq(documentBases.policyId, policyId));
  return row ? toBasis(row) : null;
}

export function toBasis(row: typeof documentBases.$inferSelect): DocumentBasis {
  return {
    release: row.release,
    jurisdiction: row.jurisdiction,
    lawDate: row.lawDate,
    input: row.input,
    sections: row.sections,
    items: row.items,
  };
}
