import { createHash } from "node:crypto";
import { fromNodeHeaders } from "better-auth/node";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { accounts, users, verifications } from "../db/schema";
import { HttpError } from "../lib/http-errors";
import type { SecurityAlerts } from "../services/security-alerts";
import type { AccountUnlock } from "./account-unlock";
import { CLIENT_IP_HEADER } from "./auth";
import type { Failure, Lockout } from "./lockout";
import { cookieValue } from "./session-cache";
import type { TotpReuseGuard } from "./totp-reuse";

export type CredentialDeps = {
  app: FastifyInstance;
  db: Database;
  lockout: Lockout;
  totpReuse: TotpReuseGuard;
  alerts: SecurityAlerts;
  unlock: AccountUnlock;
  /** The app's public origin, for the unlock link. */
  origin: string;
};

const fieldError = (field: string, message: string) =>
  new HttpError(400, `${field}: ${message}`, [{ field, message }]);

export const WRONG_CODE = "That code is not valid. Enter the current code from your authenticator app";
export const USED_CODE =
  "That code has already been used. Wait for the next code from your authenticator app";

/**
 * Checks of a password or an authenticator code outside the sign-in flow, each counted towards the
 * account's lockout: the library's direct calls pass through none of its own limits.
 */
export function credentialChecks({ app, db, lockout, totpReuse, alerts, unlock, origin }: CredentialDeps) {
  const authHeaders = (request: FastifyRequest) => {
    const headers = fromNodeHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    return headers;
  };

  /**
   * Counts a wrong attempt and, when it is the one that locks the account, tells the owner, with a
   * link that unlocks it at once (and offers a new password). A lock starts once per lock period at
   * most, so these e-mails are limited by the lock itself.
   */
  const failed = async (request: FastifyRequest, account: string, failure: Failure = "password") => {
    if (!(await lockout.fail(account, failure))) return;
    if (account.startsWith("email:")) return;
    const tell = async () => {
      const token = await unlock.issue(account);
      const link = `${origin}/unlock-account?token=${encodeURIComponent(token)}`;
      await alerts.notify(
        account,
        "account-locked",
        { ip: request.ip, userAgent: request.headers["user-agent"], at: new Date() },
        undefined,
        [
          `To unlock it now, and to choose a new password if these attempts were not yours, open this link (it works once and expires in ${unlock.minutes} minutes):`,
          link,
        ],
      );
    };
    await tell().catch((error) => request.log.error({ err: error }, "security alert failed"));
  };

  /** A signed-in person's current TOTP code, refused when wrong or already used. */
  const checkCode = async (request: FastifyRequest, userId: string, code: string) => {
    if (!(await totpReuse.claim(userId, code))) {
      await failed(request, userId, "code");
      throw fieldError("code", USED_CODE);
    }
    const ok = await app.auth.api
      .verifyTOTP({ headers: authHeaders(request), body: { code } })
      .then(() => true)
      .catch(() => false);
    if (!ok) {
      await totpReuse.release(userId, code);
      await failed(request, userId, "code");
      throw fieldError("code", WRONG_CODE);
    }
  };

  return {
    failed,
    checkCode,
    pendingTwoFactorUser,

    /**
     * The account an attempt is counted against: the signed-in user, the user a pending two-factor
     * challenge belongs to, or, for a password sign-in, the account of that address (the address
     * itself when there is none, so an unknown address answers exactly like a known one).
     */
    async accountFor(request: FastifyRequest, path: string, body: Record<string, unknown> | undefined) {
      if (path === "/api/auth/sign-in/email") {
        const email = String(body?.email ?? "").toLowerCase();
        const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
        // Hashed: the address need not be stored to be counted (nor kept after an account is deleted).
        return row?.id ?? `email:${createHash("sha256").update(email).digest("base64url")}`;
      }
      const session = await app.sessionUser(request);
      if (session) return session.id;
      return pendingTwoFactorUser(request);
    },

    /**
     * Asks a signed-in person for their password, and for a current code when two-factor is on,
     * before something that cannot be undone (an e-mail change, deleting the account).
     */
    async reauthenticate(request: FastifyRequest, given: { password?: string; code?: string }) {
      const userId = request.user.id;
      await lockout.check(userId);
      if (!given.password) throw fieldError("password", "Enter your password to confirm");
      const [row] = await db
        .select({ hash: accounts.password, twoFactor: users.twoFactorEnabled })
        .from(users)
        .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
        .where(eq(users.id, userId));
      const context = await app.auth.$context;
      const right = row?.hash
        ? await context.password.verify({ hash: row.hash, password: given.password })
        : false;
      if (!right) {
        await failed(request, userId);
        throw fieldError("password", "That password is not correct");
      }
      if (row?.twoFactor) {
        if (!given.code) throw fieldError("code", "Enter the current code from your authenticator app");
        await checkCode(request, userId, given.code);
      }
    },
  };

  /** The user whose password sign-in waits for its second factor, from the challenge cookie. */
  async function pendingTwoFactorUser(request: FastifyRequest): Promise<string | null> {
    const context = await app.auth.$context;
    const raw = cookieValue(request.headers.cookie, context.createAuthCookie("two_factor").name);
    if (!raw) return null;
    // A signed cookie is "<value>.<signature>"; the value alone names the challenge row, which
    // only the server could have created.
    const decoded = decodeURIComponent(raw);
    const value = decoded.slice(0, decoded.lastIndexOf("."));
    if (!value) return null;
    const [row] = await db
      .select({ userId: verifications.value })
      .from(verifications)
      .where(eq(verifications.identifier, value));
    return row?.userId ?? null;
  }
}

export type CredentialChecks = ReturnType<typeof credentialChecks>;
