import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, like } from "drizzle-orm";
import type { Database } from "../db/client";
import { verifications } from "../db/schema";

const PREFIX = "account-unlock:";
const hash = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * The link e-mailed when an account locks: it unlocks the account and may set a new password.
 * Only the token's hash is stored (a copy of the table opens no account), it works once, and a
 * newer lock's link replaces an older one.
 */
export function createAccountUnlock(db: Database, options: { minutes: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  return {
    minutes: options.minutes,

    /** A new link token for the account, replacing any earlier one. */
    async issue(userId: string): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      await db.transaction(async (tx) => {
        await tx
          .delete(verifications)
          .where(and(eq(verifications.value, userId), like(verifications.identifier, `${PREFIX}%`)));
        await tx.insert(verifications).values({
          identifier: `${PREFIX}${hash(token)}`,
          value: userId,
          expiresAt: new Date(now() + options.minutes * 60_000),
        });
      });
      return token;
    },

    /** The account a live token unlocks, using the token up; null when it is unknown, used or expired. */
    async redeem(token: string): Promise<string | null> {
      const [row] = await db
        .delete(verifications)
        .where(
          and(
            eq(verifications.identifier, `${PREFIX}${hash(token)}`),
            gt(verifications.expiresAt, new Date(now())),
          ),
        )
        .returning({ userId: verifications.value });
      return row?.userId ?? null;
    },
  };
}

export type AccountUnlock = ReturnType<typeof createAccountUnlock>;
