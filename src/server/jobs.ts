import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { ComingDigest } from "./coming/digest";
import type { DatabaseHandle } from "./db/client";
import type { LawImpact } from "./law/impact";
import type { ReviewReminders } from "./services/reminders";

export const REVIEW_REMINDERS_QUEUE = "review-reminders";
/** Every hour at minute 5: a reminder goes out within the hour its stage begins. */
export const REVIEW_REMINDERS_CRON = "5 * * * *";
export const LAW_IMPACT_QUEUE = "law-impact";
/** Every hour at minute 20: a dated change is worked through within the hour its day begins. */
export const LAW_IMPACT_CRON = "20 * * * *";
export const COMING_DUTIES_QUEUE = "coming-duties";
/**
 * Every day at 08:40: the monthly "What's coming" e-mail goes out on the first run of a month, so a
 * process that was down on the 1st still sends it; later runs find each owner's month claimed.
 */
export const COMING_DUTIES_CRON = "40 8 * * *";
/** One job per edit of a business's details: its documents are checked outside the request. */
export const BUSINESS_CHANGES_QUEUE = "business-changes";

/**
 * pg-boss runs on the app's own connection: the pg pool for PostgreSQL, or the embedded PGlite
 * (which takes multi-statement scripts through `exec` only).
 */
function bossDb(database: DatabaseHandle): PgBoss.Db {
  if (database.kind === "postgres") {
    const pool = database.pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const lite = database.client;
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return lite.query(text, values);
      const results = await lite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

export type Jobs = {
  boss: PgBoss;
  /** Queues a reminder run now (the hourly schedule does the same). */
  runReviewRemindersNow(): Promise<string | null>;
  /** Queues a law-impact run now (a deploy does, and the hourly schedule). */
  runLawImpactNow(): Promise<string | null>;
  /** Queues a run of the monthly "What's coming" e-mail now (the daily schedule does the same). */
  runComingDutiesNow(): Promise<string | null>;
  /** Queues the check of a business's documents after its details changed. */
  businessChanged(businessId: string): Promise<string | null>;
  stop(): Promise<void>;
};

export async function startJobs(deps: {
  database: DatabaseHandle;
  reminders: ReviewReminders;
  lawImpact?: Pick<LawImpact, "run">;
  /** Works the monthly "What's coming" queue; without it this process leaves it to another. */
  comingDigest?: ComingDigest;
  /** Works the business-changes queue; without it this process only queues (another one works them). */
  businessImpact?: Pick<LawImpact, "businessChanged">;
  log: FastifyBaseLogger;
  pollingIntervalSeconds?: number;
  schedule?: boolean;
}): Promise<Jobs> {
  const boss = new PgBoss({ db: bossDb(deps.database), schema: "pgboss", schedule: deps.schedule ?? true });
  boss.on("error", (error) => deps.log.error({ err: error }, "job queue error"));
  await oneAtATime(deps.database, async () => {
    await boss.start();
    if (!(await boss.getQueue(REVIEW_REMINDERS_QUEUE))) {
      await boss.createQueue(REVIEW_REMINDERS_QUEUE, { name: REVIEW_REMINDERS_QUEUE, policy: "singleton" });
    }
    if (!(await boss.getQueue(LAW_IMPACT_QUEUE))) {
      await boss.createQueue(LAW_IMPACT_QUEUE, { name: LAW_IMPACT_QUEUE, policy: "singleton" });
    }
    if (!(await boss.getQueue(COMING_DUTIES_QUEUE))) {
      await boss.createQueue(COMING_DUTIES_QUEUE, { name: COMING_DUTIES_QUEUE, policy: "singleton" });
    }
    if (!(await boss.getQueue(BUSINESS_CHANGES_QUEUE))) {
      // Standard: every edit is its own job, fetched by one process; checking twice marks the same.
      await boss.createQueue(BUSINESS_CHANGES_QUEUE, { name: BUSINESS_CHANGES_QUEUE, policy: "standard" });
    }
  });
  await boss.work(
    REVIEW_REMINDERS_QUEUE,
    { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 10 },
    async () => {
      // Logged on every run, so with several processes the log shows which one ran it.
      const { sent } = await deps.reminders.run();
      deps.log.info({ sent }, "review reminders run");
    },
  );
  const lawImpact = deps.lawImpact;
  if (lawImpact) {
    await boss.work(
      LAW_IMPACT_QUEUE,
      { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 10 },
      async () => {
        // Each law event is claimed by one process; the others find nothing to do.
        const { events, backfilled } = await lawImpact.run();
        if (backfilled.recorded > 0)
          deps.log.info(
            { recorded: backfilled.recorded, marked: backfilled.marked.length },
            "bases recorded for older documents",
          );
        for (const e of events) deps.log.info({ event: e.key, marked: e.marked.length }, "law impact run");
      },
    );
  }
  const comingDigest = deps.comingDigest;
  if (comingDigest) {
    await boss.work(
      COMING_DUTIES_QUEUE,
      { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 10 },
      async () => {
        // Each owner's month is claimed by one process; the others find nothing to send.
        const { sent } = await comingDigest.run();
        deps.log.info({ sent }, "coming duties run");
      },
    );
  }
  const businessImpact = deps.businessImpact;
  if (businessImpact) {
    await boss.work<{ businessId: string }>(
      BUSINESS_CHANGES_QUEUE,
      { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 },
      async (jobs) => {
        for (const job of jobs) {
          const { marked, changes } = await businessImpact.businessChanged(job.data.businessId);
          deps.log.info({ business: job.data.businessId, marked, changes }, "business change checked");
        }
      },
    );
  }
  if (deps.schedule ?? true) {
    await boss.schedule(REVIEW_REMINDERS_QUEUE, REVIEW_REMINDERS_CRON);
    if (lawImpact) await boss.schedule(LAW_IMPACT_QUEUE, LAW_IMPACT_CRON);
    if (comingDigest) await boss.schedule(COMING_DUTIES_QUEUE, COMING_DUTIES_CRON);
  }
  return {
    boss,
    runReviewRemindersNow: () => boss.send(REVIEW_REMINDERS_QUEUE, {}),
    runLawImpactNow: () => boss.send(LAW_IMPACT_QUEUE, {}),
    runComingDutiesNow: () => boss.send(COMING_DUTIES_QUEUE, {}),
    businessChanged: (businessId) =>
      boss.send(BUSINESS_CHANGES_QUEUE, { businessId }, { retryLimit: 3, retryDelay: 30 }),
    stop: () => boss.stop({ graceful: true, wait: true, close: false }),
  };
}

/** Any fixed number: the advisory lock SafeDraft processes take to set up the job queue. */
const JOBS_SETUP_LOCK = 7_310_002;

/**
 * Processes starting together on a new database race in pg-boss's setup: both create its schema
 * (one fails on the duplicate) or both create the queue (they deadlock), and the loser's start
 * fails. A session advisory lock makes them take turns; the later ones find everything made.
 * PGlite is one process only.
 */
async function oneAtATime<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.kind !== "postgres") return work();
  const pool = database.pool;
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [JOBS_SETUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [JOBS_SETUP_LOCK]);
    }
  } finally {
    client.release();
  }
}
