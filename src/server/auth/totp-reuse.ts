import { and, eq, like, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";

/**
 * An authenticator code is accepted at most once (RFC 6238 §5.2). The library accepts a code for
 * the step before and after the current one, so a used code is remembered for those 90 seconds.
 */
const CODE_LIFETIME_MS = 90_000;
const PREFIX = "totp-used:";

export function createTotpReuseGuard(db: Database, now: () => number = Date.now) {
  const keyOf = (userId: string, code: string) => `${PREFIX}${userId}:${code}`;
  return {
    /**
     * Claims `code` for `userId` before it is checked; false when it was used within its lifetime.
     * One statement, so two requests racing with the same code cannot both claim it.
     */
    async claim(userId: string, code: string): Promise<boolean> {
      const at = now();
      const rows = await db
        .insert(rateLimits)
        .values({ key: keyOf(userId, code), count: 1, lastRequest: at })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { lastRequest: at, count: sql`${rateLimits.count} + 1` },
          setWhere: lt(rateLimits.lastRequest, at - CODE_LIFETIME_MS),
        })
        .returning({ key: rateLimits.key });
      return rows.length > 0;
    },
    /** Gives a claim back when the code was wrong, so it never blocks a later right use. */
    async release(userId: string, code: string) {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(userId, code)));
    },
    async forget(userId: string) {
      await db.delete(rateLimits).where(like(rateLimits.key, `${PREFIX}${userId}:%`));
    },
    async prune() {
      await db
        .delete(rateLimits)
        .where(and(like(rateLimits.key, `${PREFIX}%`), lt(rateLimits.lastRequest, now() - CODE_LIFETIME_MS)));
    },
  };
}

export type TotpReuseGuard = ReturnType<typeof createTotpReuseGuard>;
