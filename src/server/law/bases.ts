import { eq } from "drizzle-orm";
import type { DocumentBasis } from "../../domain/documents/basis";
import type { BusinessFacts } from "../../domain/documents/compose-types";
import type { Database } from "../db/client";
import { documentBases } from "../db/schema";

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
  };
}

type Executor = Pick<Database, "insert">;

/** Records (or replaces) what a document relied on. */
export async function saveBasis(db: Executor, policyId: string, basis: DocumentBasis): Promise<void> {
  const row = {
    policyId,
    release: basis.release,
    jurisdiction: basis.jurisdiction,
    lawDate: basis.lawDate,
    input: { ...basis.input, business: businessFacts(basis.input.business) },
    sections: basis.sections,
    items: basis.items,
  };
  await db
    .insert(documentBases)
    .values(row)
    .onConflictDoUpdate({ target: documentBases.policyId, set: { ...row, createdAt: new Date() } });
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
