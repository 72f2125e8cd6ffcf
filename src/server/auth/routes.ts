import { fromNodeHeaders } from "better-auth/node";
import { and, eq, gt, lt } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import {
  changePasswordSchema,
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  verifyBackupCodeSchema,
  verifyTotpSchema,
} from "../../contracts/account";
import {
  currentUserSchema,
  profileUpdateSchema,
  SIGN_UP_ANSWER,
  sessionProbeSchema,
  signInSchema,
  signUpSchema,
} from "../../contracts/auth";
import { apiErrorSchema, type FieldError, summariseFieldErrors } from "../../contracts/errors";
import type { Database } from "../db/client";
import { sessions, users, verifications } from "../db/schema";
import { HttpError } from "../lib/http-errors";
import type { SecurityAlerts, SecurityEvent } from "../services/security-alerts";
import { CLIENT_IP_HEADER } from "./auth";
import { type CredentialChecks, USED_CODE } from "./credentials";
import type { EmailChange } from "./email-change";
import type { KnownDevices } from "./known-devices";
import { type Lockout, locked } from "./lockout";
import type { TotpReuseGuard } from "./totp-reuse";
import type { TwoFactorRecovery } from "./two-factor-recovery";

/** E-mail change requests one account may make in the window. */
export const EMAIL_CHANGE_LIMIT = { max: 5, timeWindow: "15 minutes" } as const;

/** Request bodies we check before the auth library sees them, so errors name their fields. */
const preChecks: Record<string, ZodType<Record<string, unknown>>> = {
  "/api/auth/sign-up/email": signUpSchema,
  "/api/auth/sign-in/email": signInSchema,
  "/api/auth/change-password": changePasswordSchema,
  "/api/auth/two-factor/enable": enableTwoFactorSchema,
  "/api/auth/two-factor/verify-totp": verifyTotpSchema,
  "/api/auth/two-factor/verify-backup-code": verifyBackupCodeSchema,
  "/api/auth/two-factor/disable": disableTwoFactorSchema,
};

/** The auth library endpoints served: sign-up and sign-in, password change and two-factor. */
const LIBRARY_PATHS = [
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/email",
  "/api/auth/change-password",
  "/api/auth/two-factor/enable",
  "/api/auth/two-factor/verify-totp",
  "/api/auth/two-factor/verify-backup-code",
  "/api/auth/two-factor/disable",
] as const;

/**
 * Those that act on a signed-in account. The session is checked before the body, so a visitor gets
 * 401 rather than a field error. The two verify steps stay open: they finish a sign-in that has a
 * pending two-factor cookie but no session yet (and also confirm a code while enabling two-factor).
 */
const SESSION_PATHS = new Set<string>([
  "/api/auth/change-password",
  "/api/auth/two-factor/enable",
  "/api/auth/two-factor/disable",
]);

/** Marks a new account whose first sign-in (the sign-up page's own, just after) sends no alert. */
const FIRST_SIGN_IN = "first-sign-in:";
const FIRST_SIGN_IN_MINUTES = 60;

/** Sign-in steps that end with a session: a password alone, or the second factor after it. */
const SIGN_IN_PATHS = new Set([
  "/api/auth/sign-in/email",
  "/api/auth/two-factor/verify-totp",
  "/api/auth/two-factor/verify-backup-code",
]);

/** Endpoints whose wrong password or code counts towards the account's lockout. */
const COUNTED_PATHS = new Set<string>([
  "/api/auth/sign-in/email",
  "/api/auth/change-password",
  "/api/auth/two-factor/enable",
  "/api/auth/two-factor/verify-totp",
  "/api/auth/two-factor/verify-backup-code",
  "/api/auth/two-factor/disable",
]);

/** The second-factor steps: a lock by wrong passwords does not stop them, one by wrong codes does. */
const CODE_PATHS = new Set<string>([
  "/api/auth/two-factor/verify-totp",
  "/api/auth/two-factor/verify-backup-code",
]);

const SIGN_IN_LOCKED_HINT =
  " You can still sign in on a device you have signed in from before, or with the link in that e-mail.";

export type AuthRouteDeps = {
  db: Database;
  alerts: SecurityAlerts;
  lockout: Lockout;
  knownDevices: KnownDevices;
  totpReuse: TotpReuseGuard;
  credentials: CredentialChecks;
  emailChange: EmailChange;
  twoFactorRecovery: TwoFactorRecovery;
};

export async function authRoutes(
  app: FastifyInstance,
  {
    db,
    alerts,
    lockout,
    knownDevices,
    totpReuse,
    credentials,
    emailChange,
    twoFactorRecovery,
  }: AuthRouteDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Whether a password sign-in may be tried while the account counts wrong attempts. A lock by
   * wrong codes holds. An address that has used its share of wrong passwords for the account is
   * refused, unless the browser is one the account signed in on (its own cookie). A lock by wrong
   * passwords, which anyone who knows the e-mail address can cause, lets the attempt through from
   * a browser or address the account signed in from before, or when two-factor authentication will
   * ask for a code next; elsewhere it answers the same 429 whatever the password.
   */
  const admitSignIn = async (request: FastifyRequest, account: string) => {
    await lockout.checkCode(account);
    const known = account.startsWith("email:")
      ? { device: false, address: false }
      : await knownDevices.recognise(request, account);
    if (!known.device) await lockout.checkAddress(account, request.ip);
    const left = await lockout.passwordLockLeft(account);
    if (left <= 0 || known.device || known.address) return;
    if (!account.startsWith("email:") && (await twoFactorEnabled(db, account))) return;
    throw locked(left, SIGN_IN_LOCKED_HINT);
  };

  const libraryCall = async (request: FastifyRequest, reply: FastifyReply) => {
    let body = request.body as Record<string, unknown> | undefined;
    const path = request.routeOptions.url ?? "";
    const check = preChecks[path];
    if (check) {
      const parsed = check.safeParse(body ?? {});
      if (!parsed.success) {
        const errors: FieldError[] = parsed.error.issues.map((i) => ({
          field: i.path.join(".") || "body",
          message: i.message,
        }));
        throw new HttpError(400, summariseFieldErrors(errors), errors);
      }
      // Only the checked fields go on: anything else would reach the library unvalidated
      // (a sign-up carrying `image`, say, would set the profile picture to any string).
      const data: Record<string, unknown> = parsed.data;
      body = { ...data };
      // The auth library wants a display name; ours is made of the two parts.
      if (path.includes("sign-up")) body.name = `${data.firstName} ${data.lastName}`;
      // A new password always ends every other session.
      if (path === "/api/auth/change-password") body.revokeOtherSessions = true;
    }
    const before = await app.sessionUser(request);
    const account = COUNTED_PATHS.has(path) ? await credentials.accountFor(request, path, body) : null;
    if (account && path === "/api/auth/sign-in/email") await admitSignIn(request, account);
    else if (account && CODE_PATHS.has(path)) await lockout.checkCode(account);
    else if (account) await lockout.check(account);
    // Turning two-factor off takes a current code as well as the password.
    if (path === "/api/auth/two-factor/disable" && before) {
      await credentials.checkCode(request, before.id, String(body?.code));
      delete body?.code;
    }
    // A code finishing a sign-in (or confirming setup) is accepted once.
    const usedCode =
      path === "/api/auth/two-factor/verify-totp" && account && !account.startsWith("email:")
        ? { userId: account, code: String(body?.code) }
        : null;
    if (usedCode && !(await totpReuse.claim(usedCode.userId, usedCode.code))) {
      await credentials.failed(request, usedCode.userId, "code");
      throw new HttpError(401, USED_CODE, undefined, { code: "INVALID_CODE" });
    }
    const wasEnabled = before ? await twoFactorEnabled(db, before.id) : false;
    const startedAt = new Date();
    const result = await forward(app, request, reply, body);
    if (result.status !== 200) {
      if (usedCode) await totpReuse.release(usedCode.userId, usedCode.code);
      // A wrong password or code; not a refusal by the address limit, nor a malformed request.
      if (account && [400, 401, 403].includes(result.status)) {
        if (path === "/api/auth/sign-in/email") await lockout.failFromAddress(account, request.ip);
        await credentials.failed(request, account, CODE_PATHS.has(path) ? "code" : "password");
      }
      return reply.send(result.payload);
    }

    const alert = (userId: string, event: SecurityEvent) =>
      alerts
        .notify(userId, event, { ip: request.ip, userAgent: request.headers["user-agent"], at: new Date() })
        .catch((error) => request.log.error({ err: error }, "security alert failed"));
    const json = result.json as { user?: { id?: string }; twoFactorRedirect?: boolean } | null;
    if (path === "/api/auth/sign-up/email") {
      // The library made an account only if its answer names a real one (a taken address gets a
      // made-up user). The caller learns nothing of which: the answer is one fixed sentence.
      if (json?.user?.id) await markNewAccount(db, json.user.id);
      return reply.send({ message: SIGN_UP_ANSWER });
    }
    // Whoever still has a factor is the owner: a sign-in with one stops a two-factor recovery.
    if (!before && path.startsWith("/api/auth/two-factor/verify-") && json?.user?.id) {
      await twoFactorRecovery.cancel({ userId: json.user.id });
    }
    if (!before && SIGN_IN_PATHS.has(path) && json?.user?.id && !json.twoFactorRedirect) {
      // A browser and address the owner signs in from: a lock by others' wrong passwords spares them.
      await knownDevices.remember(request, reply, json.user.id);
      // Right after sign-up the page signs the new account in: that is its creator, welcomed already.
      if (!(await firstSignIn(db, json.user.id))) await alert(json.user.id, "new-sign-in");
    } else if (before && path === "/api/auth/change-password") {
      await alert(before.id, "password-changed");
    } else if (before && path === "/api/auth/two-factor/verify-totp" && !wasEnabled) {
      if (await twoFactorEnabled(db, before.id)) {
        // Every other session was opened with the password alone: they end, and sign in again with
        // the code. The library has just given this browser a new session, made during this call.
        await db
          .delete(sessions)
          .where(and(eq(sessions.userId, before.id), lt(sessions.createdAt, startedAt)));
        await alert(before.id, "two-factor-enabled");
      }
    } else if (before && path === "/api/auth/two-factor/disable") {
      await alert(before.id, "two-factor-disabled");
    }
    // Answer once the alert is in the outbox, so what the caller sees next includes it.
    return reply.send(result.payload);
  };

  // The auth library's own endpoints that the app uses, and only those: the library has many more
  // (social sign-in, e-mail change, its own account deletion, token endpoints) that nothing here
  // needs, and each one exposed would be more surface to check. Anything else under /api/auth is 404.
  for (const url of LIBRARY_PATHS) {
    r.post(url, { onRequest: SESSION_PATHS.has(url) ? app.requireUser : [] }, libraryCall);
  }

  /** The signed-in person as the app shows them, or null for a visitor or a deleted account. */
  const signedInUser = async (request: FastifyRequest) => {
    const session = await app.sessionUser(request);
    if (!session) return null;
    const [row] = await db.select().from(users).where(eq(users.id, session.id));
    return row ? currentUser(row) : null;
  };

  r.get(
    "/api/auth/user",
    { schema: { response: { 200: currentUserSchema, 401: apiErrorSchema } } },
    async (request) => {
      const user = await signedInUser(request);
      if (!user) throw new HttpError(401, "Unauthorized");
      return user;
    },
  );

  // The page's own "who is signed in?" question. A signed-out visitor is an answer, not a failure:
  // 200 with no user, so a public page opened signed out logs no failed request in the browser.
  // /api/auth/user keeps its 401 for callers that need a signed-in user.
  r.get(
    "/api/auth/session",
    { schema: { response: { 200: sessionProbeSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { user: await signedInUser(request) };
    },
  );

  r.put(
    "/api/auth/profile",
    {
      onRequest: app.requireUser,
      // A new address takes the password (and a code): counted by the lockout, and each account may
      // ask for a few changes only (renaming alone is not limited).
      config: {
        rateLimit: {
          ...EMAIL_CHANGE_LIMIT,
          hook: "preHandler",
          keyGenerator: (request: FastifyRequest) => `email-change:${request.user.id}`,
          allowList: (request: FastifyRequest) =>
            (request.body as { email?: string } | undefined)?.email === request.user.email,
        },
      },
      schema: { body: profileUpdateSchema, response: { 200: currentUserSchema } },
    },
    async (request) => {
      const { firstName, lastName, email, password, code } = request.body;
      const [current] = await db.select().from(users).where(eq(users.id, request.user.id));
      if (!current) throw new HttpError(401, "Unauthorized");
      let pendingEmail: string | undefined;
      if (email !== current.email) {
        if (!current.emailVerified) {
          const message =
            "Confirm your current e-mail address first: open the link we sent you, or send a new one from the banner";
          throw new HttpError(403, `email: ${message}`, [{ field: "email", message }]);
        }
        await credentials.reauthenticate(request, { password, code });
        // The same answer whether or not the new address has an account; the e-mail says which.
        await emailChange.request(current, email);
        pendingEmail = email;
      }
      const [row] = await db
        .update(users)
        .set({ firstName, lastName, name: `${firstName} ${lastName}` })
        .where(eq(users.id, request.user.id))
        .returning();
      if (!row) throw new HttpError(401, "Unauthorized");
      return { ...currentUser(row), ...(pendingEmail ? { pendingEmail } : {}) };
    },
  );

  // Browser navigations: the sign-in page, and signing out.
  r.get("/api/login", async (request, reply) => {
    const user = await app.sessionUser(request);
    if (user) return reply.redirect("/");
    const mode = (request.query as { mode?: string }).mode === "signup" ? "?mode=signup" : "";
    return reply.redirect(`/login${mode}`);
  });

  r.get("/api/logout", async (request, reply) => {
    // A GET that ends the session: a link or redirect from another site must not sign anyone out.
    // Browsers mark such navigations; the Navbar's own link is same-origin, a typed address "none".
    if (request.headers["sec-fetch-site"] === "cross-site") return reply.redirect("/");
    const response = await app.auth.api.signOut({ headers: authHeaders(request), asResponse: true });
    for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
    return reply.redirect("/");
  });
}

function currentUser(row: typeof users.$inferSelect) {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    subscriptionStatus: row.subscriptionStatus,
    emailVerified: row.emailVerified,
  };
}

function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** After a sign-up: when the id is a real new account, its first sign-in (within the hour) is expected. */
async function markNewAccount(db: Database, userId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) return;
  await db.insert(verifications).values({
    identifier: `${FIRST_SIGN_IN}${userId}`,
    value: userId,
    expiresAt: new Date(Date.now() + FIRST_SIGN_IN_MINUTES * 60_000),
  });
}

/** Whether this sign-in is the new account's first one (used up by asking). */
async function firstSignIn(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .delete(verifications)
    .where(
      and(eq(verifications.identifier, `${FIRST_SIGN_IN}${userId}`), gt(verifications.expiresAt, new Date())),
    )
    .returning({ id: verifications.id });
  return rows.length > 0;
}

async function twoFactorEnabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}

/** The library's answer: status and headers are already on the reply; the payload is for the caller to send. */
type Forwarded = { status: number; json: unknown; payload: unknown };

async function forward(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
): Promise<Forwarded> {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = authHeaders(request);
  const hasBody = request.method !== "GET" && body !== undefined;
  if (hasBody) headers.set("content-type", "application/json");
  headers.delete("content-length");
  const response = await app.auth.handler(
    new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(body) : undefined }),
  );
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  });
  for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
  const text = await response.text();
  if (response.status >= 400) {
    // Keep the library's wording but guarantee the `{message}` contract.
    let parsed: { message?: string; code?: string } = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {}
    reply.type("application/json");
    const plain = !parsed.message && text.length <= 200 ? text.trim() : "";
    const errors = parsed.code === "VALIDATION_ERROR" ? libraryFieldErrors(parsed.message ?? "") : [];
    const payload = errors.length
      ? { ...parsed, message: summariseFieldErrors(errors), errors }
      : { ...parsed, message: parsed.message || plain || response.statusText || "Request failed" };
    return { status: response.status, json: parsed, payload };
  }
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {}
  return { status: response.status, json, payload: withoutSessionToken(text) };
}

/** The session token belongs in the HttpOnly cookie only, never in a body scripts can read. */
function withoutSessionToken(text: string): string | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === "object" && "token" in parsed) {
      const { token: _token, ...rest } = parsed as Record<string, unknown>;
      return JSON.stringify(rest);
    }
  } catch {}
  return text;
}

/** The library reports invalid input as "[body.email] Invalid input; [body] …"; ours names fields as "email: …". */
function libraryFieldErrors(message: string): FieldError[] {
  return message
    .split("; ")
    .map((part) => /^\[(?:body|query)\.?([^\]]*)\] ?(.*)$/s.exec(part))
    .filter((m) => m !== null)
    .map((m) => ({ field: m[1] || "body", message: m[2] || "Invalid value" }));
}
