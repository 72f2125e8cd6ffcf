import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { DatabaseHandle } from "../db/client";
import { unauthorized } from "../lib/http-errors";
import type { Auth } from "./auth";
import { cookieValue, createSessionCache, SESSION_CHANGED_CHANNEL, type SessionCache } from "./session-cache";

export type SessionUser = { id: string; email: string; name: string };

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireUser`; routes behind it can rely on it. */
    user: SessionUser;
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
  app.decorate("requireUser", async (request: FastifyRequest) => {
    const user = await app.sessionUser(request);
    if (!user) throw unauthorized();
    request.user = user;
  });
}
