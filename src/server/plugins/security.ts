import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config";
import { type SharedLimits, sharedRateLimitStore } from "../lib/shared-limits";
import { waitWords } from "../lib/wait-words";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's only key is a signed token in its address, and it is meant to be called from
     * another site with no cookie (a mail provider's one-click unsubscribe, RFC 8058): the
     * same-origin check does not apply. A session is never read on such a route.
     */
    tokenOnly?: boolean;
  }
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig, limits: SharedLimits) {
  // Stripe Elements is Stripe's own script and frames; they are allowed only when Stripe is configured.
  const stripe = config.payments.provider === "stripe";
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? ["https://js.stripe.com"] : [])],
        // Radix positions popovers and toasts with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...(stripe ? ["https://api.stripe.com"] : [])],
        ...(stripe ? { frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com"] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // frame-ancestors 'none' says the same to current browsers; older ones only read this header.
    frameguard: { action: "deny" },
  });

  // Routes opt in with `config: { rateLimit: {...} }`. An IPv6 client counts by its /64 network
  // (the library's default, stated here since the free-trial count and sign-in limits agree with it).
  // The counts are kept in the database, so processes behind one proxy share one allowance.
  // The refusal says the wait in whole units a person reads ("retry in 1 hour"), worked out from the
  // seconds left in the window rather than the library's rounding, which says "60 minutes" once a
  // second of the hour has gone.
  await app.register(rateLimit, {
    global: false,
    ipv6Subnet: 64,
    store: sharedRateLimitStore(limits),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Rate limit exceeded, retry in ${waitWords(context.ttl / 1000)}`), {
        statusCode: context.statusCode,
      }),
  });

  // Cookies are SameSite=Lax, and on top of that a state-changing call must come from this origin.
  // Every path is held to it, not only ones spelled "/api/": the router also matches encoded
  // spellings such as /%61pi/..., which a prefix test on the raw URL would let through.
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.tokenOnly) return;
    const origin = request.headers.origin;
    const host = request.headers.host;
    const crossSite = request.headers["sec-fetch-site"] === "cross-site";
    if ((origin && host && !sameHost(origin, host, config.appUrl)) || crossSite) {
      return reply.status(403).send({ message: "Cross-origin request refused" });
    }
  });
}

function sameHost(origin: string, host: string, appUrl: string): boolean {
  try {
    const url = new URL(origin);
    return url.host === host || url.origin === appUrl;
  } catch {
    return false;
  }
}
