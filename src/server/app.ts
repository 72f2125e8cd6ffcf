import { randomUUID } from "node:crypto";
import Fastify, { type FastifyServerOptions, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { createAuth } from "./auth/auth";
import { authRoutes } from "./auth/routes";
import { registerSession } from "./auth/session";
import type { AppConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { createExportGuard } from "./exports/export-guard";
import { createExportPool } from "./exports/pool";
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
};

/** Builds the whole app without listening, so tests can drive it with `inject`. */
export async function buildApp({ config, database, logger, now, onRoute }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerErrorHandling(app);
  registerJsonBody(app);
  await registerSecurity(app, config);

  const auth = createAuth(config, database.db);
  await registerSession(app, auth, { database, cache: config.sessionCache });

  await app.register(healthRoutes, { database });
  const mailer = createMailer(config.mail, database.db, app.log);
  const alerts = createSecurityAlerts(database.db, mailer);
  await app.register(authRoutes, { db: database.db, alerts });
  await app.register(accountRoutes, { db: database.db });
  await app.register(businessRoutes, { db: database.db });
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
  await app.register(complianceRoutes, { db: database.db, now, appUrl: config.appUrl });
  await app.register(freeTrialRoutes, { db: database.db, exportPool });
  await app.register(contactRoutes, { db: database.db, mailer, inbox: config.mail.contactInbox });
  const payments = createPaymentsService({ db: database.db, config: config.payments, log: app.log });
  await app.register(paymentRoutes, { payments });
  await app.register(stripeWebhookRoute, { payments });

  await app.register(seoRoutes, { appUrl: config.appUrl });
  await registerClient(app, config.clientDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
