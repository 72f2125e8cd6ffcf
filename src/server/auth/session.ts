import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { unauthorized } from "../lib/http-errors";
import type { Auth } from "./auth";

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

export function registerSession(app: FastifyInstance, auth: Auth) {
  app.decorate("auth", auth);
  app.decorateRequest("user", null as unknown as SessionUser);
  app.decorate("sessionUser", async (request: FastifyRequest) => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return null;
    return { id: session.user.id, email: session.user.email, name: session.user.name };
  });
  app.decorate("requireUser", async (request: FastifyRequest) => {
    const user = await app.sessionUser(request);
    if (!user) throw unauthorized();
    request.user = user;
  });
}
