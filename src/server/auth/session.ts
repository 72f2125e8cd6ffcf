import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { DatabaseHandle } from "../db/client";
import { HttpError, unauthorized } from "../lib/http-errors";
import { type ActingAccount, actingAccountOf } from "../teams/acting-account";
import { checkBodyScope, checkPathScope } from "../teams/business-scope";
import { actionOf, allows, refusal } from "../teams/policy";
import type { Auth } from "./auth";
import { cookieValue, createSessionCache, SESSION_CHANGED_CHANNEL, type SessionCache } from "./session-cache";

export type SessionUser = { id: string; email: string; name: string };

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireUser`; routes behind it can rely on it. */
    user: SessionUser;
    /**
     * Set by `requireUser`: whose data the person acts on and in what role. Data queries scope by
     * `account.ownerId`; the person's own settings by `user.id`.
     */
    account: ActingAccount;
  }
  interface FastifyInstance {
    auth: Auth;
    /** onRequest hook: 401 `{"message":"Unauthorized"}` without a valid session. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    sessionUser: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
}

/** How long a session check is reused at most; ended sessions leave the cache at once regardless. */
const SESSION_CACHE_TTL_MS = 60_000;
const SESSION_CACHE_ENTRIES = 50_000;

export async function registerSession(
  app: FastifyInstance,
  auth: Auth,
  { database, cache: useCache }: { database: DatabaseHandle; cache: boolean },
) {
  app.decorate("auth", auth);
  // Fastify wants every request property declared up front with a placeholder; `requireUser`
  // sets the real user before any route reads it, so the type says it is always there.
  app.decorateRequest("user", null as unknown as SessionUser);
  app.decorateRequest("account", null as unknown as ActingAccount);
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const { expiresIn, updateAge } = context.sessionConfig;

  let cache: SessionCache | null = null;
  if (useCache) {
    let current: SessionCache | null = null;
    const listener = await database.listen(SESSION_CHANGED_CHANNEL, {
      onMessage: (userId) => current?.forgetUser(userId),
      onReset: () => current?.clear(),
      onError: (error) => app.log.warn({ err: error }, "session change notifications interrupted"),
    });
    current = cache = createSessionCache(listener, {
      ttlMs: SESSION_CACHE_TTL_MS,
      maxEntries: SESSION_CACHE_ENTRIES,
    });
    app.addHook("onClose", () => listener.close());
  }

  app.decorate("sessionUser", async (request: FastifyRequest) => {
    const key = cache ? cookieValue(request.headers.cookie, cookieName) : undefined;
    if (cache && key) {
      const cached = await cache.get(key);
      if (cached) return cached;
    }
    const mark = cache?.mark() ?? 0;
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return null;
    const user = { id: session.user.id, email: session.user.email, name: session.user.name };
    if (cache && key) {
      const expiresAt = new Date(session.session.expiresAt);
      // The library extends a session once `updateAge` has passed since it last did.
      const refreshAt = new Date(expiresAt.getTime() - (expiresIn - updateAge) * 1000);
      cache.put(key, mark, user, expiresAt, refreshAt);
    }
    return user;
  });
  // After the body is parsed: a supervisor's request naming a business they were not given.
  app.addHook("preHandler", async (request) => checkBodyScope(request));
  app.decorate("requireUser", async (request: FastifyRequest) => {
    const user = await app.sessionUser(request);
    if (!user) throw unauthorized();
    request.user = user;
    const account = await actingAccountOf(database.db, user.id);
    // The role check, before the body is read: the same answer whatever the request carries.
    const action = actionOf(request.method, request.routeOptions.url ?? request.url);
    if (!allows(account.role, action)) throw new HttpError(403, refusal(account.role, action));
    await checkPathScope(database.db, request, account);
    request.account = account;
  });
}
