import { createEmailVerificationToken } from "better-auth/api";
import { fromNodeHeaders } from "better-auth/node";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  accountMailAnswerSchema,
  emailTokenSchema,
  PASSWORD_RESET_SENT,
  requestPasswordResetSchema,
  resetPasswordSchema,
  twoFactorRecoveryAnswerSchema,
  twoFactorRecoveryStatusSchema,
  unlockAccountSchema,
} from "../../contracts/auth";
import type { Database } from "../db/client";
import { users, verifications } from "../db/schema";
import type { AfterReply } from "../lib/after-reply";
import { HttpError } from "../lib/http-errors";
import type { AccountMail } from "../services/account-mail";
import type { SecurityAlerts } from "../services/security-alerts";
import type { AccountUnlock } from "./account-unlock";
import { CLIENT_IP_HEADER } from "./auth";
import type { CredentialChecks } from "./credentials";
import type { EmailChange } from "./email-change";
import type { Lockout } from "./lockout";
import type { TwoFactorRecovery } from "./two-factor-recovery";

/** Per address: a few tries for typos, far too few to guess a link. */
const LINK_LIMIT = { max: 10, timeWindow: "15 minutes" } as const;
/** Per address: sending e-mail costs the recipient's attention. */
const SEND_LIMIT = { max: 5, timeWindow: "15 minutes" } as const;

const badLink = (what: string) => new HttpError(400, `token: ${what}`, [{ field: "token", message: what }]);

export type RecoveryRouteDeps = {
  db: Database;
  accountMail: AccountMail;
  alerts: SecurityAlerts;
  lockout: Lockout;
  unlock: AccountUnlock;
  emailChange: EmailChange;
  twoFactorRecovery: TwoFactorRecovery;
  credentials: CredentialChecks;
  verificationHours: number;
  afterReply: AfterReply;
};

/**
 * The ways back into an account and the address checks: forgotten password, e-mail verification
 * and the confirmation of a new address. Every answer about an address is the same whether or not
 * it has an account; the e-mail tells its owner.
 */
export async function recoveryRoutes(
  app: FastifyInstance,
  {
    db,
    accountMail,
    alerts,
    lockout,
    unlock,
    emailChange,
    twoFactorRecovery,
    credentials,
    verificationHours,
    afterReply,
  }: RecoveryRouteDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const headers = (request: FastifyRequest) => {
    const h = fromNodeHeaders(request.headers);
    h.set(CLIENT_IP_HEADER, request.ip);
    return h;
  };
  const context = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    at: new Date(),
  });

  r.post(
    "/api/auth/request-password-reset",
    {
      config: { rateLimit: SEND_LIMIT },
      schema: { body: requestPasswordResetSchema, response: { 200: accountMailAnswerSchema } },
    },
    async (request) => {
      // Looking the address up and making its token happen after the answer: an address with an
      // account then answers exactly as fast as one without, doing the same work before the reply.
      const email = request.body.email;
      const sent = headers(request);
      afterReply.run("password reset request", () =>
        app.auth.api.requestPasswordReset({ body: { email }, headers: sent }),
      );
      return { message: PASSWORD_RESET_SENT };
    },
  );

  r.post(
    "/api/auth/reset-password",
    {
      config: { rateLimit: LINK_LIMIT },
      schema: { body: resetPasswordSchema, response: { 200: accountMailAnswerSchema } },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const [pending] = await db
        .select({ userId: verifications.value })
        .from(verifications)
        .where(eq(verifications.identifier, `reset-password:${token}`));
      const ok = await app.auth.api
        .resetPassword({ body: { token, newPassword }, headers: headers(request) })
        .then(() => true)
        .catch(() => false);
      if (!ok || !pending) {
        throw badLink("This reset link is not valid, has been used or has expired. Ask for a new one.");
      }
      // The link proved the owner reads the address: a lock from someone guessing ends here.
      await lockout.forget(pending.userId);
      await alerts.notify(pending.userId, "password-reset", context(request));
      return { message: "Your password has been changed. Sign in with your new password." };
    },
  );

  // The link in the e-mail sent when the account locked: proof that the owner reads the address.
  r.post(
    "/api/auth/unlock-account",
    {
      config: { rateLimit: LINK_LIMIT },
      schema: { body: unlockAccountSchema, response: { 200: accountMailAnswerSchema } },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const userId = await unlock.redeem(token);
      if (!userId) {
        throw badLink(
          "This unlock link is not valid, has been used or has expired. The lock ends by itself, or you can reset your password.",
        );
      }
      await lockout.forget(userId);
      if (!newPassword) return { message: "Your account is unlocked. Sign in with your password." };
      const auth = await app.auth.$context;
      await auth.internalAdapter.updatePassword(userId, await auth.password.hash(newPassword));
      // As with a reset link: whoever was guessing may have had the old password.
      await auth.internalAdapter.deleteUserSessions(userId);
      await alerts.notify(userId, "password-reset", context(request));
      return {
        message:
          "Your account is unlocked and your password has been changed. Sign in with your new password.",
      };
    },
  );

  r.post(
    "/api/auth/verify-email",
    {
      config: { rateLimit: LINK_LIMIT },
      schema: { body: emailTokenSchema, response: { 200: accountMailAnswerSchema } },
    },
    async (request) => {
      const ok = await app.auth.api
        .verifyEmail({ query: { token: request.body.token } })
        .then(() => true)
        .catch(() => false);
      if (!ok)
        throw badLink("This confirmation link is not valid or has expired. Send a new one from the app.");
      return { message: "Thank you: your e-mail address is confirmed." };
    },
  );

  r.post(
    "/api/auth/verify-email/resend",
    {
      onRequest: app.requireUser,
      config: { rateLimit: SEND_LIMIT },
      schema: { response: { 200: accountMailAnswerSchema } },
    },
    async (request) => {
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          verified: users.emailVerified,
        })
        .from(users)
        .where(eq(users.id, request.user.id));
      if (!user) throw new HttpError(401, "Unauthorized");
      if (user.verified) return { message: "Your e-mail address is already confirmed." };
      const auth = await app.auth.$context;
      const token = await createEmailVerificationToken(
        auth.secret,
        user.email,
        undefined,
        verificationHours * 3600,
        {
          userId: user.id,
        },
      );
      await accountMail.verifyAddress(user, token, { welcome: false });
      return { message: `We have sent a new confirmation link to ${user.email}.` };
    },
  );

  r.post(
    "/api/auth/confirm-email",
    {
      config: { rateLimit: LINK_LIMIT },
      schema: { body: emailTokenSchema, response: { 200: accountMailAnswerSchema } },
    },
    async (request) => {
      const changed = await emailChange.confirm(request.body.token);
      if (!changed) {
        throw badLink(
          "This link is not valid, has been used or has expired. Ask for the change again in Settings.",
        );
      }
      await alerts.notify(changed.userId, "email-changed", context(request), changed.oldEmail);
      return { message: `Your account now uses ${changed.newEmail}.` };
    },
  );

  // Every factor lost: from the second sign-in step, where the password has been proven.
  r.post(
    "/api/auth/two-factor/recovery",
    {
      config: { rateLimit: SEND_LIMIT },
      schema: { response: { 200: twoFactorRecoveryAnswerSchema } },
    },
    async (request) => {
      const userId = await credentials.pendingTwoFactorUser(request);
      if (!userId) {
        throw new HttpError(401, "Sign in with your password first; then choose that every code is lost.");
      }
      return twoFactorRecovery.request(userId);
    },
  );

  r.post(
    "/api/auth/two-factor/recovery/confirm",
    {
      config: { rateLimit: LINK_LIMIT },
      schema: { body: emailTokenSchema, response: { 200: accountMailAnswerSchema } },
    },
    async (request) => {
      const readyAt = await twoFactorRecovery.confirm(request.body.token);
      if (!readyAt)
        throw badLink("This link is not valid, has been used or has expired. Start again from sign-in.");
      return {
        message: `Two-factor authentication will be turned off after ${readyAt.toUTCString()}. Sign in with your password then. We have e-mailed you a link to stop it.`,
      };
    },
  );

  r.post(
    "/api/auth/two-factor/recovery/cancel",
    {
      config: { rateLimit: LINK_LIMIT },
      schema: { body: emailTokenSchema, response: { 200: accountMailAnswerSchema } },
    },
    async (request) => {
      if (!(await twoFactorRecovery.cancel({ token: request.body.token }))) {
        throw badLink("There is no recovery to stop with this link: it has already ended or been stopped.");
      }
      return {
        message: "Stopped. Two-factor authentication stays on. Change your password if this was not you.",
      };
    },
  );

  // For the Security tab: the signed-in owner sees a running recovery and can stop it there.
  r.get(
    "/api/auth/two-factor/recovery",
    { onRequest: app.requireUser, schema: { response: { 200: twoFactorRecoveryStatusSchema } } },
    async (request) => {
      const endsAt = await twoFactorRecovery.pendingUntil(request.user.id);
      return { endsAt: endsAt?.toISOString() ?? null };
    },
  );

  r.delete(
    "/api/auth/two-factor/recovery",
    { onRequest: app.requireUser, schema: { response: { 200: accountMailAnswerSchema } } },
    async (request) => {
      const stopped = await twoFactorRecovery.cancel({ userId: request.user.id });
      return {
        message: stopped ? "Stopped. Two-factor authentication stays on." : "No recovery was running.",
      };
    },
  );
}
