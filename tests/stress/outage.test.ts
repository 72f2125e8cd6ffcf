import { sql } from "drizzle-orm";
import type pg from "pg";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { CONNECTION_TIMEOUT_MS, openDatabase } from "../../src/server/db/client";
import { REVIEW_REMINDERS_QUEUE } from "../../src/server/jobs";
import { isDatabaseUnavailable } from "../../src/server/plugins/errors";
import {
  AppProcess,
  type Browser,
  BUSINESS,
  DatabaseProxy,
  type FreshDatabase,
  freshPostgresDatabase,
  ownServer,
  signUp,
  sleep,
  ThrowawayPostgres,
  waitFor,
} from "./support";

/**
 * The database goes away under traffic and comes back: the app answers 503 with a clear message
 * (never a 500, never a hang), keeps running, and serves again by itself once the database is back.
 */
/** `phase` is when the request was sent; `settled` says it was also answered within that phase. */
type Outcome = { what: string; status: number; ms: number; message: string; phase: string; settled: boolean };

const UNAVAILABLE = "The service is temporarily unavailable. Please try again in a few seconds.";
/** Longer than the pool's connection timeout plus a query, far shorter than "hung". */
const ANSWER_WITHIN_MS = 15_000;

type Person = { browser: Browser; documentId: string; version: number; businessId: string };

/** Four people with a document each, made while the database is up. */
async function preparePeople(app: AppProcess, databaseUrl: string): Promise<Person[]> {
  const people: Person[] = [];
  const admin = await openDatabase({ url: databaseUrl });
  try {
    for (let i = 0; i < 4; i++) {
      const { browser, email } = await signUp(app.url, `Outage${i}`);
      // The most one grant gives: a fast machine generates a few hundred documents in this test.
      await grantCredits(admin.db, email, "core", 1000);
      const business = await browser.post("/api/businesses", { ...BUSINESS, name: `Outage Co ${i}` });
      expect(business.status).toBe(201);
      const doc = await browser.post("/api/documents/generate", {
        businessId: business.json.id,
        documentType: "policy",
        metadata: {},
      });
      expect(doc.status).toBe(201);
      people.push({
        browser,
        documentId: doc.json.id as string,
        version: doc.json.version as number,
        businessId: business.json.id as string,
      });
    }
  } finally {
    await admin.close();
  }
  return people;
}

/**
 * Each person keeps using the app until stopped: dashboard reads, opening and saving their
 * document, adding a business and generating a document in it, and the health check. Every
 * answer is recorded with the phase of the test it was sent in.
 */
function startTraffic(people: Person[]) {
  const state = { phase: "before", running: true, outcomes: [] as Outcome[] };
  const timed = async (what: string, call: () => Promise<{ status: number; json: unknown }>) => {
    const started = performance.now();
    const at = state.phase;
    try {
      const res = await call();
      const message = (res.json as { message?: string } | null)?.message ?? "";
      state.outcomes.push({
        what,
        status: res.status,
        ms: performance.now() - started,
        message,
        phase: at,
        settled: state.phase === at,
      });
      return res;
    } catch (error) {
      // A fetch that failed: the connection was refused or dropped, or no answer came in time.
      state.outcomes.push({
        what,
        status: 0,
        ms: performance.now() - started,
        message: String(error),
        phase: at,
        settled: state.phase === at,
      });
      return null;
    }
  };
  const loops = people.map(async (person, i) => {
    let round = 0;
    while (state.running) {
      round += 1;
      const b = person.browser;
      await timed("health", () => b.request("GET", "/api/health", undefined, ANSWER_WITHIN_MS));
      await timed("user", () => b.request("GET", "/api/auth/user", undefined, ANSWER_WITHIN_MS));
      await timed("list", () => b.request("GET", "/api/policies", undefined, ANSWER_WITHIN_MS));
      const open = await timed("open", () =>
        b.request("GET", `/api/policies/${person.documentId}`, undefined, ANSWER_WITHIN_MS),
      );
      if (open?.status === 200) {
        const doc = open.json as { version: number; content: { title: string } };
        person.version = doc.version;
        const save = await timed("save", () =>
          b.request(
            "PUT",
            `/api/policies/${person.documentId}`,
            {
              content: { ...doc.content, title: `Outage policy ${i} round ${round}` },
              baseVersion: person.version,
            },
            ANSWER_WITHIN_MS,
          ),
        );
        if (save?.status === 200) person.version = (save.json as { version: number }).version;
      }
      const business = await timed("create business", () =>
        b.request("POST", "/api/businesses", { ...BUSINESS, name: `Outage ${i}-${round}` }, ANSWER_WITHIN_MS),
      );
      if (business?.status === 201) {
        await timed("generate", () =>
          b.request(
            "POST",
            "/api/documents/generate",
            { businessId: (business.json as { id: string }).id, documentType: "policy", metadata: {} },
            ANSWER_WITHIN_MS,
          ),
        );
      }
      await sleep(20);
    }
  });
  // A load balancer's probe: the health check asked on its own every quarter second, so an outage
  // is seen by it even while every person's round is waiting on a request the database holds up.
  const probe = (async () => {
    const b = people[0]!.browser;
    while (state.running) {
      await timed("health", () => b.request("GET", "/api/health", undefined, ANSWER_WITHIN_MS));
      await sleep(250);
    }
  })();
  return {
    state,
    async stop() {
      state.running = false;
      await Promise.all([...loops, probe]);
    },
  };
}

async function healthy(app: AppProcess) {
  try {
    return (await fetch(`${app.url}/api/health`, { signal: AbortSignal.timeout(10_000) })).status === 200;
  } catch {
    return false;
  }
}

async function waitUntilHealthy(app: AppProcess, what: string) {
  const back = performance.now();
  await waitFor(() => healthy(app), what, 30_000).catch((error) => {
    throw new Error(`${error.message} (process running: ${app.running})\n${app.output.slice(-5000)}`);
  });
  return Math.round(performance.now() - back);
}

/** What must hold after outages named `phases`: only 2xx and 503, clear refusals, no hang, no crash. */
function checkOutcomes(
  app: AppProcess,
  pid: number,
  outcomes: Outcome[],
  phases: string[],
  recovered: Record<string, number>,
  title: string,
) {
  const byPhase = (p: string) => outcomes.filter((o) => o.phase === p);
  const groups = new Map<string, Outcome[]>();
  for (const o of outcomes) {
    const key = `${o.phase.padEnd(16)} ${o.what.padEnd(16)} ${o.status}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  const summary = [...groups].map(
    ([k, v]) => `${k}  ×${v.length}  max ${Math.round(Math.max(...v.map((o) => o.ms)))} ms`,
  );
  console.log(
    `${title}: ${outcomes.length} requests; back to healthy ${JSON.stringify(recovered)} ms after the database returned\n${summary.sort().join("\n")}`,
  );
  const unexpected = outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && o.status !== 503);
  expect(unexpected, `only 2xx and 503 answers\n${app.output.slice(-3000)}`).toEqual([]);
  // Every refusal says what happened, in the same words.
  const refusals = outcomes.filter((o) => o.status === 503 && o.what !== "health");
  expect(refusals.length).toBeGreaterThan(0);
  expect(new Set(refusals.map((o) => o.message))).toEqual(new Set([UNAVAILABLE]));
  // Both kinds of outage were seen as such by the health check and by signed-in routes.
  for (const mode of phases) {
    expect(byPhase(mode).some((o) => o.what === "health" && o.status === 503)).toBe(true);
    expect(byPhase(mode).some((o) => o.what !== "health" && o.status === 503)).toBe(true);
  }
  // Before and well after the outages, everything worked (a request sent just before the cut
  // may rightly get its 503 during it).
  for (const p of ["before", "after"]) {
    const settled = byPhase(p).filter((o) => o.settled);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.filter((o) => o.status < 200 || o.status >= 300)).toEqual([]);
  }
  // No request waited much longer than the pool's connection timeout.
  expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(CONNECTION_TIMEOUT_MS + 5000);
  // The same process, still running: it recovered without a restart.
  expect(app.running).toBe(true);
  expect(app.pid).toBe(pid);
  expect(app.output).not.toMatch(/uncaught|unhandled/i);
}

/** The app's own job worker completes a queued reminder run. */
async function checkJobQueue(databaseUrl: string) {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: "pgboss",
    supervise: false,
    schedule: false,
  });
  boss.on("error", () => {});
  await boss.start();
  try {
    const jobId = await boss.send(REVIEW_REMINDERS_QUEUE, {});
    await waitFor(
      async () => (await boss.getJobById(REVIEW_REMINDERS_QUEUE, jobId!))?.state === "completed",
      "the app's worker to complete a reminder job after the outages",
      40_000,
    );
  } finally {
    await boss.stop({ graceful: false, close: true, wait: true });
  }
}

/** Sessions made before the outage still work, and writes go through again. */
async function checkPeople(people: Person[]) {
  for (const person of people) {
    const me = await person.browser.get("/api/auth/user");
    expect(me.status).toBe(200);
    const opened = await person.browser.get(`/api/policies/${person.documentId}`);
    expect(opened.status).toBe(200);
    const saved = await person.browser.put(`/api/policies/${person.documentId}`, {
      content: opened.json.content,
      baseVersion: opened.json.version,
    });
    expect(saved.status).toBe(200);
  }
}

describe("database outage behind a proxy", () => {
  let database: FreshDatabase;
  let proxy: DatabaseProxy;
  let app: AppProcess;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    proxy = new DatabaseProxy();
    await proxy.start();
    app = new AppProcess(proxy.urlFor(database.url));
    await app.start();
  });

  afterAll(async () => {
    await app?.cleanup();
    await proxy?.close();
    await database?.drop();
  });

  it("answers 503 while connections are reset or go unanswered, never 500 or a hang, and recovers without a restart", async () => {
    const people = await preparePeople(app, database.url);
    const pid = app.pid;
    const traffic = startTraffic(people);
    const recovered: Record<string, number> = {};
    try {
      await sleep(1500);
      for (const mode of ["reset", "blackhole"] as const) {
        traffic.state.phase = mode;
        proxy.cut(mode);
        await sleep(6000);
        traffic.state.phase = `after ${mode}`;
        proxy.restore();
        recovered[mode] = await waitUntilHealthy(app, `the app to recover after the ${mode} outage`);
        await sleep(2000);
      }
      traffic.state.phase = "after";
      await sleep(1500);
    } finally {
      await traffic.stop();
    }
    checkOutcomes(
      app,
      pid,
      traffic.state.outcomes,
      ["reset", "blackhole"],
      recovered,
      "database cut by a proxy",
    );
    await checkJobQueue(database.url);
    await checkPeople(people);
  });
});

describe("a connection lost at the start of a transaction", () => {
  let database: FreshDatabase;
  let proxy: DatabaseProxy;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    proxy = new DatabaseProxy();
    await proxy.start();
  });

  afterAll(async () => {
    await proxy?.close();
    await database?.drop();
  });

  it("gives its pool connection back, so the pool is never drained", async () => {
    const handle = await openDatabase({ url: proxy.urlFor(database.url) });
    try {
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      let armed = false;
      // The moment a transaction gets its connection, the database drops it: BEGIN fails.
      pool.on("acquire", () => {
        if (!armed) return;
        armed = false;
        proxy.cut("reset");
        proxy.restore();
      });
      // More failed transactions than the pool has connections.
      for (let i = 0; i < 15; i++) {
        armed = true;
        const failed = await handle.db
          .transaction(async (tx) => tx.execute(sql`select 1`))
          .then(
            () => null,
            (error: unknown) => error,
          );
        expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);
      }
      // Had any of them kept its connection, this would wait for one for ever.
      const rows = await within(
        15_000,
        handle.db.transaction(async (tx) => tx.execute(sql`select 42 as answer`)),
        "a transaction after the failed ones",
      );
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ answer: 42 }]);
    } finally {
      // Closing waits for every connection to come back, so it too is bounded.
      await within(15_000, handle.close(), "closing the pool");
    }
  });
});

function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

describe.runIf(ownServer.available)("database server restart", () => {
  let server: ThrowawayPostgres;
  let app: AppProcess;
  let databaseUrl: string;

  beforeAll(async () => {
    server = await ThrowawayPostgres.create();
    databaseUrl = `${server.url}/postgres`;
    app = new AppProcess(databaseUrl);
    await app.start();
  });

  afterAll(async () => {
    await app?.cleanup();
    await server?.destroy();
  });

  it("answers 503 while the server shuts down and is stopped, and recovers by itself when it is back", async () => {
    const people = await preparePeople(app, databaseUrl);
    const pid = app.pid;
    const traffic = startTraffic(people);
    const recovered: Record<string, number> = {};
    try {
      await sleep(1500);
      // A fast shutdown ends every session with 57P01, then refuses connections.
      traffic.state.phase = "restart";
      await server.stop();
      await sleep(5000);
      await server.start();
      traffic.state.phase = "after restart";
      recovered.restart = await waitUntilHealthy(app, "the app to recover after the database restart");
      await sleep(2000);
      traffic.state.phase = "after";
      await sleep(1500);
    } finally {
      await traffic.stop();
    }
    checkOutcomes(app, pid, traffic.state.outcomes, ["restart"], recovered, "database server restarted");
    await checkJobQueue(databaseUrl);
    await checkPeople(people);
  });
});
