import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Business, BusinessData } from "../../../contracts/business";
import type { Database } from "../../db/client";
import { businesses, businessLogos, policies, users } from "../../db/schema";
import type { Logo } from "../../letterhead/logo";
import { HttpError, notFound } from "../../lib/http-errors";
import { isUuid } from "../../lib/ids";

type BusinessRow = typeof businesses.$inferSelect;
type LogoRow = { mediaType: string; width: number; height: number; updatedAt: Date };

/** A logo's description without its bytes, for reads that join it to its business. */
const logoInfo = {
  mediaType: businessLogos.mediaType,
  width: businessLogos.width,
  height: businessLogos.height,
  updatedAt: businessLogos.updatedAt,
};

export function toApiBusiness(row: BusinessRow, logo: LogoRow | null = null): Business {
  return {
    ...row,
    logo: logo ? { ...logo, updatedAt: logo.updatedAt.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every query here is scoped to the owner: another user's id behaves exactly like a missing one. */
/** `maxPerAccount` caps `create`; a caller that only reads businesses need not give it. */
export function businessRepository(
  db: Database,
  { maxPerAccount = Number.POSITIVE_INFINITY }: { maxPerAccount?: number } = {},
) {
  const owned = (userId: string, id: string) => and(eq(businesses.id, id), eq(businesses.userId, userId));
  // Read by every dashboard load: prepared once by name.
  const page = db
    .select({ business: businesses, logo: logoInfo })
    .from(businesses)
    .leftJoin(businessLogos, eq(businessLogos.businessId, businesses.id))
    .where(eq(businesses.userId, sql.placeholder("userId")))
    .orderBy(asc(businesses.createdAt), asc(businesses.id))
    .limit(sql.placeholder("fetch"))
    .offset(sql.placeholder("offset"))
    .prepare("businesses_page");

  return {
    /**
     * One page of the owner's businesses, oldest first: `fetch` rows from `offset`; `only`, a
     * supervisor's given businesses (null: all of them), is part of the query so pages stay whole.
     */
    async list(
      userId: string,
      { offset, fetch }: { offset: number; fetch: number },
      only: string[] | null = null,
    ): Promise<Business[]> {
      if (only !== null && only.length === 0) return [];
      const rows =
        only === null
          ? await page.execute({ userId, fetch, offset })
          : await db
              .select({ business: businesses, logo: logoInfo })
              .from(businesses)
              .leftJoin(businessLogos, eq(businessLogos.businessId, businesses.id))
              .where(and(eq(businesses.userId, userId), inArray(businesses.id, only)))
              .orderBy(asc(businesses.createdAt), asc(businesses.id))
              .limit(fetch)
              .offset(offset);
      return rows.map((r) => toApiBusiness(r.business, r.logo));
    },

    /** The owner's business as the API shows it, with its logo's description. */
    async show(userId: string, id: string): Promise<Business> {
      if (!isUuid(id)) throw notFound("Business");
      const [row] = await db
        .select({ business: businesses, logo: logoInfo })
        .from(businesses)
        .leftJoin(businessLogos, eq(businessLogos.businessId, businesses.id))
        .where(owned(userId, id));
      if (!row) throw notFound("Business");
      return toApiBusiness(row.business, row.logo);
    },

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

    /** Stores (or replaces) the business's checked logo. */
    async setLogo(userId: string, id: string, logo: Logo): Promise<void> {
      await this.get(userId, id);
      const values = { ...logo, updatedAt: new Date() };
      await db
        .insert(businessLogos)
        .values({ businessId: id, ...values })
        .onConflictDoUpdate({ target: businessLogos.businessId, set: values });
    },

    async removeLogo(userId: string, id: string): Promise<void> {
      await this.get(userId, id);
      await db.delete(businessLogos).where(eq(businessLogos.businessId, id));
    },

    async logoFile(userId: string, id: string) {
      await this.get(userId, id);
      const [row] = await db
        .select({ mediaType: businessLogos.mediaType, data: businessLogos.data })
        .from(businessLogos)
        .where(eq(businessLogos.businessId, id));
      if (!row) throw notFound("Logo");
      return { mediaType: row.mediaType, data: Buffer.from(row.data) };
    },

    /** Documents, their revisions and the logo go with the business (foreign keys cascade). */
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
