import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { type Jobs, startJobs } from "./jobs";
import { createLawImpact } from "./law/impact";
import { createMailer } from "./services/mail";
import { createReviewReminders } from "./services/reminders";

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  let jobs: Jobs | undefined;
  // Jobs start before the app listens, so no request finds the queue missing.
  const app = await buildApp({
    config,
    database,
    queue: { businessChanged: async (businessId) => jobs?.businessChanged(businessId) },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await jobs?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  // Review reminders run hourly through pg-boss on the same database; every process may run
  // the queue, and each reminder is still sent once.
  const mailer = createMailer(config.mail, database.db, app.log);
  const appUrl = config.appUrl;
  const lawImpact = createLawImpact({ db: database.db, digest: { mailer, appUrl } });
  jobs = await startJobs({
    database,
    reminders: createReviewReminders({ db: database.db, mailer, appUrl }),
    lawImpact,
    businessImpact: lawImpact,
    log: app.log,
  });
  await app.listen({ port: config.port, host: config.host });
  // A deploy of a new knowledge release is worked through at once: the run records the release and
  // marks the documents it changes.
  await jobs.runLawImpactNow();
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded database in ${config.dataDir}`;
  app.log.info(`SafeDraft is running at http://localhost:${config.port} on the ${where}`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
