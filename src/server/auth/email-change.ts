import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users, verifications } from "../db/schema";
import type { AccountMail } from "../services/account-mail";

const PREFIX = "change-email:";
export const EMAIL_CHANGE_HOURS = 24;

/** The token names the new address; its hash, not the token, is stored, so the row cannot be replayed. */
const identifierOf = (token: string) => `${PREFIX}${createHash("sha256").update(token).digest("base64url")}`;

/**
 * Moving an account to a new address happens only when a link sent to that address is opened, so
 * the address is proven and the answer to the request is the same whether or not the address
 * already has an account (its owner is told by e-mail instead).
 */
export function createEmailChange(db: Database, mail: AccountMail, now: () => Date = () => new Date()) {
  return {
    /** Sends the link (or, when the address is taken, a notice to its owner). */
    async request(user: { id: string; email: string; firstName: string }, newEmail: string) {
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
      if (taken) {
        if (taken.id !== user.id) await mail.addressAlreadyInUse(newEmail);
        return;
      }
      const token = `${Buffer.from(newEmail).toString("base64url")}.${randomBytes(24).toString("base64url")}`;
      // One pending change per account: a new request replaces the old link.
      await db
        .delete(verifications)
        .where(and(eq(verifications.value, user.id), sql`${verifications.identifier} like ${`${PREFIX}%`}`));
      await db.insert(verifications).values({
        identifier: identifierOf(token),
        value: user.id,
        expiresAt: new Date(now().getTime() + EMAIL_CHANGE_HOURS * 3600_000),
      });
      await mail.confirmNewAddress(user, newEmail, token, EMAIL_CHANGE_HOURS);
    },

    /** Uses the link once; null when it is unknown, used, expired or the address was taken meanwhile. */
    async confirm(token: string) {
      const newEmail = Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8");
      const [row] = await db
        .delete(verifications)
        .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, now())))
        .returning({ userId: verifications.value });
      if (!row || !newEmail.includes("@")) return null;
      const [before] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
      if (!before) return null;
      try {
        const [after] = await db
          .update(users)
          .set({ email: newEmail, emailVerified: true, updatedAt: now() })
          .where(eq(users.id, row.userId))
          .returning({ id: users.id });
        if (!after) return null;
      } catch {
        // The unique index: someone registered the address after the link was sent.
        return null;
      }
      return { userId: row.userId, oldEmail: before.email, newEmail };
    },
  };
}

export type EmailChange = ReturnType<typeof createEmailChange>;
