import { and, asc, eq } from "drizzle-orm";
import type { Business, BusinessData } from "../../../contracts/business";
import type { Database } from "../../db/client";
import { businesses, policies } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import { isUuid } from "../../lib/ids";

type BusinessRow = typeof businesses.$inferSelect;

export function toApiBusiness(row: BusinessRow): Business {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** Every query here is scoped to the owner: another user's id behaves exactly like a missing one. */
export function businessRepository(db: Database) {
  const owned = (userId: string, id: string) => and(eq(businesses.id, id), eq(businesses.userId, userId));

  return {
    list: (userId: string) =>
      db.select().from(businesses).where(eq(businesses.userId, userId)).orderBy(asc(businesses.createdAt)),

    async get(userId: string, id: string): Promise<BusinessRow> {
      if (!isUuid(id)) throw notFound("Business");
      const [row] = await db.select().from(businesses).where(owned(userId, id));
      if (!row) throw notFound("Business");
      return row;
    },

    async create(userId: string, data: BusinessData): Promise<BusinessRow> {
      const [row] = await db
        .insert(businesses)
        .values({ ...data, userId })
        .returning();
      return row!;
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
