import { eq, inArray } from "drizzle-orm";
import {
  type ComingDuty,
  type ComingHeldDocument,
  type ComingKnowledge,
  CURRENT_KNOWLEDGE,
  comingFor,
  type IsoDay,
} from "../../domain/compliance";
import type { Database } from "../db/client";
import { businesses, documentBases, policies } from "../db/schema";

type BusinessRow = typeof businesses.$inferSelect;

/**
 * What is coming for each of the given businesses (all the owner's, or one the route has checked
 * is theirs), with their documents and the knowledge items each shows in its text.
 */
export async function comingForBusinesses(
  db: Database,
  owned: readonly BusinessRow[],
  today: IsoDay,
  knowledge: ComingKnowledge = CURRENT_KNOWLEDGE,
): Promise<Map<string, ComingDuty[]>> {
  const out = new Map<string, ComingDuty[]>();
  if (owned.length === 0) return out;
  const docs = await db
    .select({
      id: policies.id,
      businessId: policies.businessId,
      type: policies.type,
      title: policies.title,
      items: documentBases.items,
    })
    .from(policies)
    .leftJoin(documentBases, eq(documentBases.policyId, policies.id))
    .where(
      inArray(
        policies.businessId,
        owned.map((b) => b.id),
      ),
    );
  for (const business of owned) {
    const held: ComingHeldDocument[] = docs
      .filter((d) => d.businessId === business.id)
      .map((d) => ({
        id: d.id,
        type: d.type,
        title: d.title,
        // Only what shows in the text: a topic read to list its instruments does not make the document change.
        items: Object.entries(d.items ?? {})
          .filter(([, use]) => use.sections.length > 0)
          .map(([key]) => key),
      }));
    out.set(business.id, comingFor(business, knowledge, today, held));
  }
  return out;
}

/** The owner's businesses, oldest first. */
export function businessesOf(db: Database, userId: string) {
  return db.select().from(businesses).where(eq(businesses.userId, userId)).orderBy(businesses.createdAt);
}
