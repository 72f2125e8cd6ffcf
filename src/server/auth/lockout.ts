import { createHash } from "node:crypto";
import { and, eq, like, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";
import { addressKey } from "../lib/abuse-keys";
import { HttpError } from "../lib/http-errors";

export type LockoutLimits = {
  /** Wrong passwords or codes in a row (no gap longer than the lock) that lock the account. */
  attempts: number;
  /** How long a locked account stays locked after its last wrong attempt. */
  lockMs: number;
  /** Wrong sign-in passwords one address may make for one account before it is refused there. */
  perAddress: number;
};

/** What was wrong: a password, or a second-factor code (which only someone with the password reaches). */
export type Failure = "password" | "code";

/** Kept in the auth library's rate-limit table, under keys its own limiter never uses. */
const PREFIX = "account-lockout:";
const CODE_PREFIX = "account-lockout-code:";
const ADDRESS_PREFIX = "account-lockout-address:";

/**
 * Failure counting per account, whatever address the attempts come from: a password or a code
 * guessed from many addresses still runs into the same count. The lock ends on its own after
 * `lockMs`, so nobody can lock an owner out for good; the owner is e-mailed when it starts.
 * A right answer does not clear the count (a password sign-in that only reaches the second factor
 * would otherwise restart the count for guessing the code); it lapses after `lockMs` without a
 * wrong attempt.
 *
 * Wrong passwords and wrong codes are counted apart. A lock from wrong passwords is one anybody who
 * knows the address can cause, so sign-in lets the right password through it from a device the
 * owner has used, or when a second factor follows. A lock from wrong codes could only be caused by
 * someone who had the password, and holds for every way in. Wrong sign-in passwords are also counted
 * per address: one address soon gets refused on its own, before it can use up the account's count.
 * Every count lives in the database, so all processes share it.
 */
export function createLockout(db: Database, limits: LockoutLimits, now: () => number = Date.now) {
  const keyOf = (account: string, failure: Failure = "password") =>
    `${failure === "code" ? CODE_PREFIX : PREFIX}${account}`;
  // Hashed: the table need not hold the addresses people sign in from.
  const addressKeyOf = (account: string, ip: string) =>
    `${ADDRESS_PREFIX}${account}:${createHash("sha256").update(addressKey(ip)).digest("base64url")}`;

  /** Time left on the lock counted under `key`, 0 when there is none. */
  const leftOn = async (key: string, max: number) => {
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (!row || row.count < max) return 0;
    return Math.max(0, row.lastRequest + limits.lockMs - now());
  };

  /** Counts one under `key` (restarting after a quiet lock period); the new count. */
  const count = async (key: string) => {
    const at = now();
    // One statement, so parallel guesses on several processes are all counted.
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, lastRequest: at })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.lastRequest} < ${at - limits.lockMs} then 1 else ${rateLimits.count} + 1 end`,
          lastRequest: at,
        },
      })
      .returning({ count: rateLimits.count });
    return row?.count ?? 0;
  };

  const passwordLockLeft = (account: string) => leftOn(keyOf(account), limits.attempts);
  const codeLockLeft = (account: string) => leftOn(keyOf(account, "code"), limits.attempts);

  return {
    /** Refuses with 429 while `account` is locked, by wrong passwords or by wrong codes. */
    async check(account: string) {
      const left = Math.max(await passwordLockLeft(account), await codeLockLeft(account));
      if (left > 0) throw locked(left);
    },

    /** Refuses with 429 while wrong codes keep `account` locked. */
    async checkCode(account: string) {
      const left = await codeLockLeft(account);
      if (left > 0) throw locked(left);
    },

    /** Milliseconds left on a lock by wrong passwords, 0 when there is none. */
    passwordLockLeft,
    /** Milliseconds left on a lock by wrong codes, 0 when there is none. */
    codeLockLeft,

    /** Refuses with 429 when this address has used its share of wrong passwords for `account`. */
    async checkAddress(account: string, ip: string) {
      const left = await leftOn(addressKeyOf(account, ip), limits.perAddress);
      if (left > 0) throw addressRefused(left);
    },

    /** Counts one wrong password for `account` from this address. */
    async failFromAddress(account: string, ip: string) {
      await count(addressKeyOf(account, ip));
    },

    /** Counts one wrong attempt; true when this one locked the account. */
    async fail(account: string, failure: Failure = "password"): Promise<boolean> {
      return (await count(keyOf(account, failure))) === limits.attempts;
    },

    /** Forgets every count of an account: it was deleted, or its owner unlocked it from the e-mail. */
    async forget(account: string) {
      await db
        .delete(rateLimits)
        .where(
          or(
            eq(rateLimits.key, keyOf(account)),
            eq(rateLimits.key, keyOf(account, "code")),
            like(rateLimits.key, `${ADDRESS_PREFIX}${account}:%`),
          ),
        );
    },

    /** Drops counts whose lock has long passed, so the table does not keep every typo ever made. */
    async prune() {
      await db
        .delete(rateLimits)
        .where(
          and(
            or(
              like(rateLimits.key, `${PREFIX}%`),
              like(rateLimits.key, `${CODE_PREFIX}%`),
              like(rateLimits.key, `${ADDRESS_PREFIX}%`),
            ),
            lt(rateLimits.lastRequest, now() - 2 * limits.lockMs),
          ),
        );
    },
  };
}

export type Lockout = ReturnType<typeof createLockout>;

const inMinutes = (leftMs: number) => {
  const minutes = Math.max(1, Math.ceil(leftMs / 60_000));
  return `${minutes} more minute${minutes === 1 ? "" : "s"}`;
};

export function locked(leftMs: number, more = "") {
  return new HttpError(
    429,
    `Too many wrong attempts on this account. It is locked for ${inMinutes(leftMs)}; we have e-mailed the account owner.${more}`,
    undefined,
    { retryAfter: Math.ceil(leftMs / 1000) },
  );
}

function addressRefused(leftMs: number) {
  return new HttpError(
    429,
    `Too many wrong passwords for this account from your network. Try again in ${inMinutes(leftMs)}, or reset your password.`,
    undefined,
    { retryAfter: Math.ceil(leftMs / 1000) },
  );
}
