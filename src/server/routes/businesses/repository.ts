import { and, asc, count, eq } from "drizzle-orm";
import type { Business, BusinessData } from "../../../contracts/business";
import type { Database } from "../../db/client";
import { businesses, policies, users } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-errors";
import { isUuid } from "../../lib/ids";

type BusinessRow = typeof businesses.$inferSelect;

export function toApiBusiness(row: BusinessRow): Business {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** Every query here is scoped to the owner: another user's id behaves exactly like a missing one. */
/** `maxPerAccount` caps `create`; a caller that only reads businesses need not give it. */
export function businessRepository(
  db: Database,
  { maxPerAccount = Number.POSITIVE_INFINITY }: { maxPerAccount?: number } = {},
) {
  const owned = (userId: string, id: string) => and(eq(businesses.id, id), eq(businesses.userId, userId));

  return {
    /** One page of the owner's businesses, oldest first: `fetch` rows from `offset`. */
    list: (userId: string, { offset, fetch }: { offset: number; fetch: number }) =>
      db
        .select()
        .from(businesses)
        .where(eq(businesses.userId, userId))
        .orderBy(asc(businesses.createdAt), asc(businesses.id))
        .limit(fetch)
        .offset(offset),

    async get(userId: string, id: string): Promise<BusinessRow> {
      if (!isUuid(id)) throw notFound("Business");
      const [row] = await db.select().from(businesses).where(owned(userId, id));
      if (!row) throw notFound("Business");
      return row;
    },

    /**
     * Registers a business unless the account already has its limit. The account row is locked while
     * counting, so requests sent together cannot pass the limit between them.
     */
    async create(userId: string, data: BusinessData): Promise<BusinessRow> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        const [held] = await tx.select({ n: count() }).from(businesses).where(eq(businesses.userId, userId));
        if ((held?.n ?? 0) >= maxPerAccount) {
          throw new HttpError(
            409,
            `An account can register at most ${maxPerAccount} businesses. Delete one you no longer need to add another.`,
          );
        }
        const [row] = await tx
          .insert(businesses)
          .values({ ...data, userId })
          .returning();
        return row!;
      });
    },

    async update(userId: string, id: string, data: BusinessData): Promise<BusinessRow> {
      if (!isUuid(id)) throw notFound("Business");
      const [row] = await db.update(businesses).set(data).where(owned(userId, id)).returning();
      if (!row) throw notFound("Business");
      return row;
    },

    /** Documents and their revisions go with the business (foreign keys cascade). */
    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound("Business");
      const deleted = await db.delete(businesses).where(owned(userId, id)).returning({ id: businesses.id });
      if (deleted.length === 0) throw notFound("Business");
    },

    async existingDocuments(userId: string, id: string): Promise<Record<string, string>> {
      await this.get(userId, id);
      const rows = await db
        .select({ type: policies.type, id: policies.id })
        .from(policies)
        .where(eq(policies.businessId, id));
      return Object.fromEntries(rows.map((r) => [r.type, r.id]));
    },
  };
}
