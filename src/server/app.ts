import { randomUUID } from "node:crypto";
import Fastify, { type FastifyServerOptions, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Law } from "../domain/documents/basis";
import { createAccountUnlock } from "./auth/account-unlock";
import { createAuth } from "./auth/auth";
import { credentialChecks } from "./auth/credentials";
import { createEmailChange } from "./auth/email-change";
import { createKnownDevices } from "./auth/known-devices";
import { createLockout } from "./auth/lockout";
import { recoveryRoutes } from "./auth/recovery-routes";
import { authRoutes } from "./auth/routes";
import { registerSession } from "./auth/session";
import { createTotpReuseGuard } from "./auth/totp-reuse";
import { createTwoFactorRecovery } from "./auth/two-factor-recovery";
import type { AppConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { createExportGuard } from "./exports/export-guard";
import { createExportPool } from "./exports/pool";
import { documentUpdatesService } from "./law/updates";
import { createAfterReply } from "./lib/after-reply";
import { createSharedLimits } from "./lib/shared-limits";
import { createPaymentsService } from "./payments/service";
import { registerClient } from "./plugins/client";
import { registerCompression } from "./plugins/compression";
import { loggableError, registerErrorHandling } from "./plugins/errors";
import { registerJsonBody } from "./plugins/json-body";
import { registerSecurity } from "./plugins/security";
import { createReceiptsService } from "./receipts/service";
import { createReviewService } from "./review/service";
import { accountRoutes } from "./routes/account";
import { businessRoutes } from "./routes/businesses";
import { complianceRoutes } from "./routes/compliance";
import { calendarFeedRoutes } from "./routes/compliance/feed";
import { contactRoutes } from "./routes/contact";
import { documentRoutes } from "./routes/documents";
import { freeTrialRoutes } from "./routes/free-trial";
import { healthRoutes } from "./routes/health";
import { paymentRoutes } from "./routes/payments";
import { stripeWebhookRoute } from "./routes/payments/webhook";
import { reviewOwnerRoutes, reviewPublicRoutes } from "./routes/review";
import { seoRoutes } from "./routes/seo";
import { signOnOwnerRoutes, signOnPublicRoutes } from "./routes/sign-on";
import { signOnRegisterRoutes } from "./routes/sign-on/register";
import { taskRoutes } from "./routes/tasks";
import { teamRoutes } from "./routes/team";
import { unsubscribeRoutes } from "./routes/unsubscribe";
import { updateRoutes } from "./routes/updates";
import { createAccountMail } from "./services/account-mail";
import { createAiWriter } from "./services/ai-writer";
import { createMailer } from "./services/mail";
import { createSecurityAlerts } from "./services/security-alerts";
import { createSignOnService } from "./sign-on/service";
import { createTeamService } from "./teams/service";
import { createUnsubscribeService } from "./unsubscribe/service";
import { createUnsubscribeSigner } from "./unsubscribe/token";

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
  /**
   * Background work the app hands off: after a business's details change, its documents are
   * checked by a job (pg-boss in `server.ts`), not in the request. Without it nothing is queued.
   */
  queue?: BackgroundQueue;
};

export type BackgroundQueue = { businessChanged(businessId: string): Promise<unknown> };

/** Builds the whole app without listening, so tests can drive it with `inject`. */
export async function buildApp({ config, database, logger, now, onRoute, law, queue }: AppDeps) {
  const app = Fastify({
    // Errors are logged without any query's parameters (customers' documents, names, ids).
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof logger === "object" ? logger : {}),
            serializers: { err: loggableError },
          },
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
  registerCompression(app);

  registerErrorHandling(app);
  registerJsonBody(app);
  const sharedLimits = createSharedLimits(database.db);
  await registerSecurity(app, config, sharedLimits);

  const mailer = createMailer(config.mail, database.db, app.log);
  const accountMail = createAccountMail({
    db: database.db,
    mailer,
    origin: config.appUrl,
    seller: config.seller,
    limits: config.accountMail,
    now,
  });
  // Password reset requests are worked after the answer (the route hands them here), so an address
  // with an account answers as fast as one without; closing the app waits for those still running.
  const afterReply = createAfterReply(app.log);
  const auth = createAuth(config, database.db, {
    passwordReset: (user, token) => accountMail.passwordReset(user, token),
    verifyAddress: (user, token) => accountMail.verifyAddress(user, token, { welcome: true }),
    // Awaited like the welcome above, so a taken address and a new one take the same path.
    signUpWithExistingAddress: (user) => accountMail.signUpWithExistingAddress(user),
  });
  app.addHook("onClose", () => afterReply.settled());
  await registerSession(app, auth, { database, cache: config.sessionCache });

  await app.register(healthRoutes, { database });
  await app.register(taskRoutes);
  const alerts = createSecurityAlerts(database.db, mailer);
  const lockout = createLockout(database.db, {
    attempts: config.lockout.attempts,
    lockMs: config.lockout.minutes * 60_000,
    perAddress: config.lockout.perAddress,
  });
  const knownDevices = createKnownDevices(database.db, { secure: config.isProduction });
  // The unlock link lasts as long as a reset link: both let the owner choose a new password.
  const unlock = createAccountUnlock(database.db, { minutes: config.accountMail.resetMinutes });
  const totpReuse = createTotpReuseGuard(database.db);
  // Old failure counts and used codes are dropped now and then; they matter only for minutes.
  const pruning = setInterval(() => {
    Promise.all([lockout.prune(), totpReuse.prune(), sharedLimits.prune()]).catch((error) =>
      app.log.debug({ err: error }, "pruning sign-in counters failed"),
    );
  }, 10 * 60_000);
  pruning.unref();
  app.addHook("onClose", async () => clearInterval(pruning));
  const credentials = credentialChecks({
    app,
    db: database.db,
    lockout,
    totpReuse,
    alerts,
    unlock,
    origin: config.appUrl,
  });
  const emailChange = createEmailChange(database.db, accountMail, now);
  const twoFactorRecovery = createTwoFactorRecovery({
    db: database.db,
    mail: accountMail,
    log: app.log,
    waitHours: config.accountMail.twoFactorRecoveryHours,
    now: now ?? (() => new Date()),
  });
  await app.register(authRoutes, {
    db: database.db,
    alerts,
    lockout,
    knownDevices,
    totpReuse,
    credentials,
    emailChange,
    twoFactorRecovery,
  });
  await app.register(recoveryRoutes, {
    db: database.db,
    accountMail,
    alerts,
    lockout,
    unlock,
    emailChange,
    twoFactorRecovery,
    credentials,
    verificationHours: config.accountMail.verificationHours,
    afterReply,
  });
  await app.register(accountRoutes, { db: database.db, credentials, lockout, totpReuse });
  await app.register(businessRoutes, {
    db: database.db,
    maxPerAccount: config.maxBusinessesPerAccount,
    limits: sharedLimits,
    onChanged: async (businessId: string) => {
      // The business is saved whatever happens here: a failure to queue is logged, not answered.
      try {
        await queue?.businessChanged(businessId);
      } catch (error) {
        app.log.error({ err: error, business: businessId }, "could not queue the business change check");
      }
    },
  });
  const writer = config.llm ? createAiWriter(config.llm, app.log) : undefined;
  const exportPool = createExportPool(config.exports);
  // Work after a reply may still be drawing a PDF (a free trial's e-mail): the threads end after it.
  app.addHook("onClose", async () => {
    await afterReply.settled();
    await exportPool.close();
  });
  const exportGuard = createExportGuard(config.exports, sharedLimits);
  await app.register(documentRoutes, {
    db: database.db,
    writer,
    now,
    exports: { pool: exportPool, guard: exportGuard },
  });
  const signOn = createSignOnService({
    db: database.db,
    appUrl: config.appUrl,
    linkKey: config.signOnLinkKey,
    now,
  });
  await app.register(signOnPublicRoutes, { signOn });
  await app.register(signOnOwnerRoutes, { signOn });
  await app.register(signOnRegisterRoutes, {
    db: database.db,
    pool: exportPool,
    guard: exportGuard,
    now: now ?? (() => new Date()),
  });
  const review = createReviewService({
    db: database.db,
    mailer,
    limits: sharedLimits,
    appUrl: config.appUrl,
    now,
  });
  await app.register(reviewPublicRoutes, { review });
  await app.register(reviewOwnerRoutes, { review });
  await app.register(teamRoutes, {
    team: createTeamService({ db: database.db, mailer, limits: sharedLimits, appUrl: config.appUrl, now }),
  });
  await app.register(unsubscribeRoutes, {
    unsubscribe: createUnsubscribeService(
      database.db,
      createUnsubscribeSigner(config.mail.unsubscribe.secret, config.mail.unsubscribe.appUrl),
    ),
  });
  await app.register(updateRoutes, { updates: documentUpdatesService({ db: database.db, law, now }) });
  await app.register(complianceRoutes, { db: database.db, now, appUrl: config.appUrl, law });
  await app.register(calendarFeedRoutes, { db: database.db, now, appUrl: config.appUrl });
  await app.register(freeTrialRoutes, {
    db: database.db,
    exportPool,
    mailer,
    afterReply,
    appUrl: config.appUrl,
    linkDays: config.freeTrialLinkDays,
    perNetworkPerDay: config.freeTrialsPerNetworkPerDay,
    now,
  });
  await app.register(contactRoutes, {
    db: database.db,
    mailer,
    accountMail,
    inbox: config.mail.contactInbox,
    seller: config.seller,
  });
  const issuer = { seller: config.seller, tax: config.tax };
  const receipts = createReceiptsService({
    db: database.db,
    issuer,
    pool: exportPool,
    mailer,
    origin: config.appUrl,
    log: app.log,
  });
  const payments = createPaymentsService({
    db: database.db,
    config: config.payments,
    log: app.log,
    issuer,
    onPaid: receipts.mailReceipt,
  });
  await app.register(paymentRoutes, { payments, receipts });
  await app.register(stripeWebhookRoute, { payments });

  await app.register(seoRoutes, { appUrl: config.appUrl });
  await registerClient(app, config.clientDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
