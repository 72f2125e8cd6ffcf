import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, like, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { twoFactors, users, verifications } from "../db/schema";
import type { AccountMail } from "../services/account-mail";

/** Rows in the auth library's verification table, under prefixes it never uses. */
const LINK = "two-factor-recovery-link:";
const WAIT = "two-factor-recovery-wait:";
const LINK_MINUTES = 60;
/** How long a finished waiting period stays usable before the owner must start again. */
const READY_DAYS = 14;

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");
const newToken = () => randomBytes(24).toString("base64url");

/**
 * Two-factor recovery when the authenticator and every backup code are lost: the password (the
 * pending second sign-in step) asks for a link to the account's address; opening it starts a waiting
 * period, e-mailed with a link that stops it; a sign-in with a code or a signed-in request stops it
 * too. After the wait, the next password sign-in turns two-factor off. Every step is logged (without
 * the address) and e-mailed.
 */
export function createTwoFactorRecovery(deps: {
  db: Database;
  mail: AccountMail;
  log: FastifyBaseLogger;
  waitHours: number;
  now: () => Date;
}) {
  const { db, mail, log, waitHours, now } = deps;
  const person = async (userId: string) => {
    const [row] = await db
      .select({ email: users.email, firstName: users.firstName, twoFactor: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  };
  const waiting = async (userId: string) => {
    const [row] = await db
      .select({ id: verifications.id, readyAt: verifications.createdAt, expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(
        and(
          eq(verifications.value, userId),
          like(verifications.identifier, `${WAIT}%`),
          gt(verifications.expiresAt, now()),
        ),
      );
    return row ?? null;
  };
  const drop = (userId: string, prefix: string) =>
    db
      .delete(verifications)
      .where(and(eq(verifications.value, userId), like(verifications.identifier, `${prefix}%`)));

  return {
    /**
     * From the second sign-in step: finishes a recovery whose wait is over, or sends the link that
     * starts one. Answers what happened, in words for the person at the sign-in page.
     */
    async request(userId: string): Promise<{ done: boolean; message: string }> {
      const user = await person(userId);
      if (!user?.twoFactor)
        return { done: false, message: "Two-factor authentication is not on for this account." };
      const wait = await waiting(userId);
      if (wait && wait.readyAt <= now()) {
        await db.transaction(async (tx) => {
          await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
          await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
          await tx
            .delete(verifications)
            .where(
              and(eq(verifications.value, userId), like(verifications.identifier, "two-factor-recovery-%")),
            );
        });
        log.warn(
          { event: "two-factor-recovery-completed" },
          "two-factor turned off after the waiting period",
        );
        await mail.twoFactorRecoveryEnded(user, "completed");
        return {
          done: true,
          message:
            "The waiting period is over and two-factor authentication is now off. Sign in again with your password.",
        };
      }
      if (wait) {
        return {
          done: false,
          message: `Two-factor authentication will be turned off after ${wait.readyAt.toUTCString()}. Sign in again then.`,
        };
      }
      const token = newToken();
      await drop(userId, LINK);
      await db.insert(verifications).values({
        identifier: `${LINK}${hashOf(token)}`,
        value: userId,
        expiresAt: new Date(now().getTime() + LINK_MINUTES * 60_000),
      });
      log.info({ event: "two-factor-recovery-requested" }, "two-factor recovery link sent");
      await mail.twoFactorRecoveryLink(user, token);
      return {
        done: false,
        message:
          "We have e-mailed your account's address a link to start turning two-factor authentication off.",
      };
    },

    /** The e-mailed link: starts the waiting period (once). */
    async confirm(token: string): Promise<Date | null> {
      const [row] = await db
        .delete(verifications)
        .where(
          and(eq(verifications.identifier, `${LINK}${hashOf(token)}`), gt(verifications.expiresAt, now())),
        )
        .returning({ userId: verifications.value });
      if (!row) return null;
      const user = await person(row.userId);
      if (!user?.twoFactor) return null;
      const readyAt = new Date(now().getTime() + waitHours * 3600_000);
      const cancel = newToken();
      await drop(row.userId, WAIT);
      // The row's created time is when the wait ends; it stays usable for a while after.
      await db.insert(verifications).values({
        identifier: `${WAIT}${hashOf(cancel)}`,
        value: row.userId,
        createdAt: readyAt,
        expiresAt: new Date(readyAt.getTime() + READY_DAYS * 24 * 3600_000),
      });
      log.warn(
        { event: "two-factor-recovery-started", readyAt },
        "two-factor recovery waiting period started",
      );
      await mail.twoFactorRecoveryStarted(user, readyAt, cancel);
      return readyAt;
    },

    /** Stops a waiting period, by the e-mailed token or for a signed-in (or code-verified) user. */
    async cancel(by: { token: string } | { userId: string }): Promise<boolean> {
      const rows =
        "token" in by
          ? await db
              .delete(verifications)
              .where(eq(verifications.identifier, `${WAIT}${hashOf(by.token)}`))
              .returning({ userId: verifications.value })
          : await db
              .delete(verifications)
              .where(
                and(
                  eq(verifications.value, by.userId),
                  sql`${verifications.identifier} like 'two-factor-recovery-%'`,
                ),
              )
              .returning({ userId: verifications.value, identifier: verifications.identifier });
      const started = rows.find((r) => !("identifier" in r) || String(r.identifier).startsWith(WAIT));
      if (!started) return false;
      log.warn({ event: "two-factor-recovery-cancelled" }, "two-factor recovery stopped");
      const user = await person(started.userId);
      if (user) await mail.twoFactorRecoveryEnded(user, "cancelled");
      return true;
    },

    /** Whether the account has a waiting period running (for the Security tab). */
    async pendingUntil(userId: string): Promise<Date | null> {
      return (await waiting(userId))?.readyAt ?? null;
    },
  };
}

export type TwoFactorRecovery = ReturnType<typeof createTwoFactorRecovery>;
