import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { createComingDigest } from "./coming/digest";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { tooLittleSpace } from "./db/free-space";
import { type Jobs, startJobs } from "./jobs";
import { createLawImpact } from "./law/impact";
import { unsupportedNode } from "./runtime";
import { createMailer } from "./services/mail";
import { createReviewReminders } from "./services/reminders";

async function main() {
  const wrongNode = unsupportedNode(process.versions.node);
  if (wrongNode) throw new ConfigError(wrongNode);
  const config = loadConfig();
  const noSpace = config.databaseUrl ? undefined : tooLittleSpace(config.dataDir);
  if (noSpace) throw new ConfigError(noSpace);
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

  // A signal, or an error nothing caught, closes the server the same way: stop taking requests
  // and let those in flight finish, stop the jobs, close the database, then exit (1 after an
  // error). A close that hangs is cut short after 10 seconds, so a deploy never waits on it.
  closeWithGrace(
    { delay: 10_000, logger: { error: (m: unknown) => app.log.error(m) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, "uncaught error: shutting down");
      else app.log.info({ signal }, "shutting down");
      await jobs?.stop();
      await app.close();
      await database.close();
    },
  );

  // Review reminders run hourly through pg-boss on the same database; every process may run
  // the queue, and each reminder is still sent once.
  const mailer = createMailer(config.mail, database.db, app.log);
  const appUrl = config.appUrl;
  const lawImpact = createLawImpact({ db: database.db, digest: { mailer, appUrl } });
  jobs = await startJobs({
    database,
    reminders: createReviewReminders({ db: database.db, mailer, appUrl }),
    comingDigest: createComingDigest({ db: database.db, mailer, appUrl }),
    lawImpact,
    businessImpact: lawImpact,
    log: app.log,
  });
  await app.listen({ port: config.port, host: config.host });
  // A deploy of a new knowledge release is worked through at once: the run records the release and
  // marks the documents it changes.
  await jobs.runLawImpactNow();
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded database in ${config.dataDir}`;
  app.log.info(
    `SafeDraft is running at http://localhost:${config.port} on the ${where}, Node.js ${process.versions.node}`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
