import { randomUUID } from "node:crypto";
import Fastify, { type FastifyServerOptions, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Law } from "../domain/documents/basis";
import { createAuth } from "./auth/auth";
import { credentialChecks } from "./auth/credentials";
import { createLockout } from "./auth/lockout";
import { authRoutes } from "./auth/routes";
import { registerSession } from "./auth/session";
import { createTotpReuseGuard } from "./auth/totp-reuse";
import type { AppConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { createExportGuard } from "./exports/export-guard";
import { createExportPool } from "./exports/pool";
import { createLawImpact } from "./law/impact";
import { documentUpdatesService } from "./law/updates";
import { createPaymentsService } from "./payments/service";
import { registerClient } from "./plugins/client";
import { registerErrorHandling } from "./plugins/errors";
import { registerJsonBody } from "./plugins/json-body";
import { registerSecurity } from "./plugins/security";
import { accountRoutes } from "./routes/account";
import { businessRoutes } from "./routes/businesses";
import { complianceRoutes } from "./routes/compliance";
import { contactRoutes } from "./routes/contact";
import { documentRoutes } from "./routes/documents";
import { freeTrialRoutes } from "./routes/free-trial";
import { healthRoutes } from "./routes/health";
import { paymentRoutes } from "./routes/payments";
import { stripeWebhookRoute } from "./routes/payments/webhook";
import { seoRoutes } from "./routes/seo";
import { updateRoutes } from "./routes/updates";
import { createAiWriter } from "./services/ai-writer";
import { createMailer } from "./services/mail";
import { createSecurityAlerts } from "./services/security-alerts";

export type AppDeps = {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
  /** The clock for review dates and the compliance views; tests move it. */
  now?: () => Date;
  /** Sees each route as it is registered; the access tests hold the route table against theirs. */
  onRoute?: (route: RouteOptions) => void;
  /** The knowledge base documents are checked against; the compiled one unless a test gives another release. */
  law?: Law;
};

/** Builds the whole app without listening, so tests can drive it with `inject`. */
export async function buildApp({ config, database, logger, now, onRoute, law }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // A hop count as a function: the same rule as Fastify's number form, which its types leave out.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    // API answers are about one person (or change from one moment to the next): no shared or
    // browser cache may keep them. Routes that set their own policy keep it.
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
  });

  registerErrorHandling(app);
  registerJsonBody(app);
  await registerSecurity(app, config);

  const auth = createAuth(config, database.db);
  await registerSession(app, auth, { database, cache: config.sessionCache });

  await app.register(healthRoutes, { database });
  const mailer = createMailer(config.mail, database.db, app.log);
  const alerts = createSecurityAlerts(database.db, mailer);
  const lockout = createLockout(database.db, {
    attempts: config.lockout.attempts,
    lockMs: config.lockout.minutes * 60_000,
  });
  const totpReuse = createTotpReuseGuard(database.db);
  // Old failure counts and used codes are dropped now and then; they matter only for minutes.
  const pruning = setInterval(() => {
    Promise.all([lockout.prune(), totpReuse.prune()]).catch((error) =>
      app.log.debug({ err: error }, "pruning sign-in counters failed"),
    );
  }, 10 * 60_000);
  pruning.unref();
  app.addHook("onClose", async () => clearInterval(pruning));
  const credentials = credentialChecks({ app, db: database.db, lockout, totpReuse, alerts });
  await app.register(authRoutes, { db: database.db, alerts, lockout, totpReuse, credentials });
  await app.register(accountRoutes, { db: database.db, credentials, lockout, totpReuse });
  const impact = createLawImpact({ db: database.db, law, now });
  await app.register(businessRoutes, {
    db: database.db,
    maxPerAccount: config.maxBusinessesPerAccount,
    onChanged: async (businessId: string) => {
      await impact.businessChanged(businessId);
    },
  });
  const writer = config.llm ? createAiWriter(config.llm, app.log) : undefined;
  const exportPool = createExportPool(config.exports);
  app.addHook("onClose", () => exportPool.close());
  const exportGuard = createExportGuard(config.exports);
  await app.register(documentRoutes, {
    db: database.db,
    writer,
    now,
    exports: { pool: exportPool, guard: exportGuard },
  });
  await app.register(updateRoutes, { updates: documentUpdatesService({ db: database.db, law, now }) });
  await app.register(complianceRoutes, { db: database.db, now, appUrl: config.appUrl });
  await app.register(freeTrialRoutes, {
    db: database.db,
    exportPool,
    linkDays: config.freeTrialLinkDays,
    now,
  });
  await app.register(contactRoutes, { db: database.db, mailer, inbox: config.mail.contactInbox });
  const payments = createPaymentsService({ db: database.db, config: config.payments, log: app.log });
  await app.register(paymentRoutes, { payments });
  await app.register(stripeWebhookRoute, { payments });

  await app.register(seoRoutes, { appUrl: config.appUrl });
  await registerClient(app, config.clientDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
