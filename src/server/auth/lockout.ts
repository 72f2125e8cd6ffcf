import { and, eq, like, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";
import { HttpError } from "../lib/http-errors";

export type LockoutLimits = {
  /** Wrong passwords or codes in a row (no gap longer than the lock) that lock the account. */
  attempts: number;
  /** How long a locked account stays locked after its last wrong attempt. */
  lockMs: number;
};

/** Kept in the auth library's rate-limit table, under keys its own limiter never uses. */
const PREFIX = "account-lockout:";

/**
 * Failure counting per account, whatever address the attempts come from: a password or a code
 * guessed from many addresses still runs into the same count. The lock ends on its own after
 * `lockMs`, so nobody can lock an owner out for good; the owner is e-mailed when it starts.
 * A right answer does not clear the count (a password sign-in that only reaches the second factor
 * would otherwise restart the count for guessing the code); it lapses after `lockMs` without a
 * wrong attempt.
 */
export function createLockout(db: Database, limits: LockoutLimits, now: () => number = Date.now) {
  const keyOf = (account: string) => `${PREFIX}${account}`;

  return {
    /** Refuses with 429 while `account` is locked. */
    async check(account: string) {
      const [row] = await db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, keyOf(account)));
      if (!row || row.count < limits.attempts) return;
      const left = row.lastRequest + limits.lockMs - now();
      if (left <= 0) return;
      throw locked(left);
    },

    /** Counts one wrong attempt; true when this one locked the account. */
    async fail(account: string): Promise<boolean> {
      const at = now();
      // One statement, so parallel guesses on several processes are all counted.
      const [row] = await db
        .insert(rateLimits)
        .values({ key: keyOf(account), count: 1, lastRequest: at })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.lastRequest} < ${at - limits.lockMs} then 1 else ${rateLimits.count} + 1 end`,
            lastRequest: at,
          },
        })
        .returning({ count: rateLimits.count });
      return row?.count === limits.attempts;
    },

    /** Forgets the count of a deleted account. */
    async forget(account: string) {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(account)));
    },

    /** Drops counts whose lock has long passed, so the table does not keep every typo ever made. */
    async prune() {
      await db
        .delete(rateLimits)
        .where(
          and(like(rateLimits.key, `${PREFIX}%`), lt(rateLimits.lastRequest, now() - 2 * limits.lockMs)),
        );
    },
  };
}

export type Lockout = ReturnType<typeof createLockout>;

function locked(leftMs: number) {
  const minutes = Math.max(1, Math.ceil(leftMs / 60_000));
  return new HttpError(
    429,
    `Too many wrong attempts on this account. It is locked for ${minutes} more minute${minutes === 1 ? "" : "s"}; we have e-mailed the account owner.`,
    undefined,
    { retryAfter: Math.ceil(leftMs / 1000) },
  );
}
