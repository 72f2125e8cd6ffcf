import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKS } from "../../src/domain/catalogue";
import { grantCredits } from "../../src/server/admin/credits";
import { KNOWN_DEVICE_COOKIE } from "../../src/server/auth/known-devices";
import { openDatabase } from "../../src/server/db/client";
import { REVIEW_REMINDERS_QUEUE } from "../../src/server/jobs";
import { RESET_TOPIC } from "../../src/server/services/account-mail";
import { blankPng } from "../helpers/png";
import {
  AppProcess,
  Browser,
  BUSINESS,
  type FreshDatabase,
  freshPostgresDatabase,
  inParallel,
  nextIp,
  query,
  signUp,
  sleep,
  waitFor,
} from "./support";

/**
 * Two app processes on one PostgreSQL database, with no sticky sessions: whichever process a
 * request reaches, it behaves the same; jobs run once; a process killed mid-write loses nothing
 * it acknowledged, and starts again cleanly.
 */
let database: FreshDatabase;
let a: AppProcess;
let b: AppProcess;

beforeAll(async () => {
  database = await freshPostgresDatabase();
  // Info level: the log says which process ran each job.
  a = new AppProcess(database.url, { LOG_LEVEL: "info" });
  b = new AppProcess(database.url, { LOG_LEVEL: "info" });
  // Both start at once on the empty database, as a fresh deployment's processes do: migrations
  // and the job queue's schema must cope with a second process doing the same thing.
  await Promise.all([a.start(), b.start()]);
});

afterAll(async () => {
  await a?.cleanup();
  await b?.cleanup();
  await database?.drop();
});

const isoDayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("two processes on one database", () => {
  it("shares sessions: signed in on one, signed in on the other, signed out on both", async () => {
    const { browser, email } = await signUp(a.url, "Roaming");
    const onB = new Browser(b.url, browser.ip);
    onB.cookie = browser.cookie;
    const me = await onB.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(email);

    // A write through one process is read through the other.
    const created = await onB.post("/api/businesses", { ...BUSINESS, name: "Roaming Builders" });
    expect(created.status).toBe(201);
    const listed = await browser.get("/api/businesses");
    expect(listed.json.map((x: { id: string }) => x.id)).toContain(created.json.id);

    // Signing out on one process ends the session on the other at once, though both have just
    // answered for it (and so hold it in their session caches).
    const out = await onB.get("/api/logout");
    expect(out.status).toBe(302);
    expect((await browser.get("/api/auth/user")).status).toBe(401);
  });

  /** The same person's cookie used on the other process, as a load balancer would send it. */
  const on = (target: AppProcess, browser: Browser) => {
    const other = new Browser(target.url, browser.ip);
    other.cookie = browser.cookie;
    return other;
  };
  /** Signed-in reads on both processes, so each has the session cached. */
  const warmBoth = async (...browsers: Browser[]) => {
    for (const x of browsers)
      for (const url of ["/api/auth/user", "/api/policies", "/api/businesses"]) {
        expect((await x.get(url)).status).toBe(200);
      }
  };

  it("ends a session signed out on A at once on B, every time", async () => {
    for (let round = 0; round < 10; round++) {
      const { browser } = await signUp(a.url, `Leaving${round}`);
      const onB = on(b, browser);
      await warmBoth(browser, onB);
      expect((await browser.get("/api/logout")).status).toBe(302);
      expect((await onB.get("/api/policies")).status).toBe(401);
    }
  });

  it("ends the other sessions on B at once when the password changes on A", async () => {
    const { browser, email } = await signUp(a.url, "Changing");
    const laptop = new Browser(b.url, browser.ip);
    expect(
      (await laptop.post("/api/auth/sign-in/email", { email, password: "stress password 1" })).status,
    ).toBe(200);
    await warmBoth(browser, laptop, on(b, browser), on(a, laptop));
    const changed = await browser.post("/api/auth/change-password", {
      currentPassword: "stress password 1",
      newPassword: "stress password 2",
    });
    expect(changed.status).toBe(200);
    expect((await laptop.get("/api/policies")).status).toBe(401);
    expect((await on(a, laptop).get("/api/policies")).status).toBe(401);
    // The session that changed it stays, on both processes.
    expect((await on(b, browser).get("/api/policies")).status).toBe(200);
  });

  it("gives a deleted account's cookie 401 at once on the other process", async () => {
    const { browser } = await signUp(a.url, "Deleting");
    const onB = on(b, browser);
    await warmBoth(browser, onB);
    const deleted = await browser.post("/api/account/delete", {
      confirmation: "DELETE",
      password: "stress password 1",
    });
    expect(deleted.status).toBe(200);
    expect((await onB.get("/api/businesses")).status).toBe(401);
    expect((await onB.get("/api/auth/user")).status).toBe(401);
  });

  it("holds per-address limits across both processes: alternating gets one allowance, not two", async () => {
    const caller = new Browser(a.url, nextIp());
    const onEither = (i: number) => {
      caller.baseUrl = i % 2 === 0 ? a.url : b.url;
      return caller;
    };
    // Unlock-link guesses: 10 per address per quarter hour.
    const unlock: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await onEither(i).post("/api/auth/unlock-account", {
        token: `guess-${i}-${"z".repeat(40)}`,
      });
      unlock.push(res.status);
    }
    expect(unlock).toEqual([...Array(10).fill(400), ...Array(4).fill(429)]);
    // Reset e-mails: 5 per address per quarter hour.
    const reset: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await onEither(i).post("/api/auth/request-password-reset", {
        email: `nobody-${i}-${Date.now()}@example.com`,
      });
      reset.push(res.status);
    }
    expect(reset).toEqual([...Array(5).fill(200), ...Array(3).fill(429)]);
    // Sign-on link reads: 120 per address per quarter hour.
    const reads: number[] = [];
    for (let i = 0; i < 124; i++)
      reads.push((await onEither(i).get(`/api/sign-on/${"q".repeat(43)}`)).status);
    expect(reads.filter((s) => s === 404)).toHaveLength(120);
    expect(reads.slice(120)).toEqual([429, 429, 429, 429]);
    console.log(
      `per-address limits over two processes: unlock ${unlock.filter((s) => s !== 429).length}/14, reset ${reset.filter((s) => s !== 429).length}/8, sign-on reads ${reads.filter((s) => s !== 429).length}/124 allowed`,
    );
  });

  it("sends one address no more reset e-mails an hour than the limit, however the requests are spread", async () => {
    const { email } = await signUp(a.url, "Forgetful");
    // Twelve requests at once from twelve addresses, alternating between the processes: each
    // address is well inside its own allowance, so only the count per recipient can hold them.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        new Browser(i % 2 === 0 ? a.url : b.url, nextIp()).post("/api/auth/request-password-reset", {
          email,
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200));
    // The e-mail is written after each answer: wait until the outbox has settled.
    let count = -1;
    await waitFor(async () => {
      const [row] = await query<{ n: number }>(
        database.url,
        `select count(*)::int as n from outbox where "to" = $1 and topic = $2`,
        [email, RESET_TOPIC],
      );
      const settled = row?.n === count;
      count = row?.n ?? 0;
      if (!settled) await sleep(500);
      return settled && count > 0;
    }, "the reset e-mails to be written");
    console.log(`password reset e-mails to one address from 12 requests over two processes: ${count}`);
    // PASSWORD_RESET_MAILS_PER_HOUR's default.
    expect(count).toBe(3);
  });

  it("runs one logo check and a bounded number of exports at once per person across both processes", async () => {
    const { browser, email } = await signUp(a.url, "Sharing");
    const admin = await openDatabase({ url: database.url });
    try {
      await grantCredits(admin.db, email, "core", 5);
    } finally {
      await admin.close();
    }
    const business = await browser.post("/api/businesses", { ...BUSINESS, name: "Sharing Pty Ltd" });
    const onB = on(b, browser);
    const heavy = await blankPng(4000, 4000, 8);
    const upload = (target: AppProcess) =>
      fetch(`${target.url}/api/businesses/${business.json.id}/logo`, {
        method: "PUT",
        headers: {
          "x-forwarded-for": browser.ip,
          origin: target.url,
          cookie: browser.cookie,
          "content-type": "image/png",
        },
        body: new Uint8Array(heavy),
        signal: AbortSignal.timeout(120_000),
      }).then((res) => res.status);
    const logos = await Promise.all([upload(a), upload(b)]);
    expect(logos.sort()).toEqual([200, 429]);

    const doc = await browser.post("/api/documents/generate", {
      businessId: business.json.id,
      documentType: "policy",
      metadata: {},
    });
    expect(doc.status).toBe(201);
    // Two at once per person by default: six sent together over both processes, two rendered.
    const url = `/api/policies/${doc.json.id}/export/pdf`;
    const exports = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 === 0 ? browser : onB).request("GET", url, undefined, 120_000),
      ),
    );
    const statuses = exports.map((r) => r.status).sort();
    console.log(`six exports at once over two processes: ${statuses.join(",")}`);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
  });

  it("keeps the lockout's counts in one place: wrong passwords on both processes lock the account on both", async () => {
    const { browser, email } = await signUp(a.url, "Locked");
    const deviceCookie = browser.cookie.split("; ").find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    expect(deviceCookie, "the sign-in set a known-device cookie").toBeDefined();
    const signIn = (target: AppProcess, password: string, ip = nextIp()) =>
      new Browser(target.url, ip).post("/api/auth/sign-in/email", { email, password });
    // One address: its own share of wrong passwords (3 by default) holds over both processes.
    const ip = nextIp();
    const fromOne: number[] = [];
    for (let i = 0; i < 6; i++) fromOne.push((await signIn(i % 2 === 0 ? a : b, `guess ${i}`, ip)).status);
    expect(fromOne).toEqual([401, 401, 401, 429, 429, 429]);
    // Many addresses: the account's count (10 by default, the three above among them) holds over
    // both processes.
    for (let i = 0; i < 7; i++) expect((await signIn(i % 2 === 0 ? b : a, `wrong ${i}`)).status).toBe(401);
    for (const target of [a, b]) expect((await signIn(target, "stress password 1")).status).toBe(429);
    // The owner's own browser still signs in, on the process that did not set its cookie.
    const owner = new Browser(b.url, nextIp());
    owner.cookie = deviceCookie ?? "";
    const res = await owner.post("/api/auth/sign-in/email", { email, password: "stress password 1" });
    expect(res.status, res.text).toBe(200);
  });

  it("runs a review reminder once when both processes run the job", async () => {
    const { browser, email } = await signUp(a.url, "Reminded");
    const admin = await openDatabase({ url: database.url });
    try {
      for (const pack of PACKS) await grantCredits(admin.db, email, pack.id, 10);
    } finally {
      await admin.close();
    }
    const business = await browser.post("/api/businesses", { ...BUSINESS, name: "Reminded Pty Ltd" });
    const due: string[] = [];
    for (const documentType of ["policy", "incident-form", "hazard-register"]) {
      const doc = await browser.post("/api/documents/generate", {
        businessId: business.json.id,
        documentType,
        metadata: {},
      });
      expect(doc.status).toBe(201);
      // Due in five days: each is in its "7 days" reminder stage today.
      const review = await browser.put(`/api/policies/${doc.json.id}/review`, { nextReviewOn: isoDayIn(5) });
      expect(review.status).toBe(200);
      due.push(doc.json.id as string);
    }

    // The hourly schedule queues the job; here the test queues it several times, and each
    // process's worker takes what it finds when it polls.
    const boss = new PgBoss({
      connectionString: database.url,
      schema: "pgboss",
      supervise: false,
      schedule: false,
    });
    boss.on("error", () => {});
    await boss.start();
    const runsBefore = (p: AppProcess) => p.logLines().filter((l) => l.msg === "review reminders run").length;
    const [beforeA, beforeB] = [runsBefore(a), runsBefore(b)];
    try {
      const jobs = 6;
      for (let i = 0; i < jobs; i++) await boss.send(REVIEW_REMINDERS_QUEUE, {});
      await waitFor(
        async () => {
          const [row] = await query<{ done: number }>(
            database.url,
            "select count(*)::int as done from pgboss.job where name = $1 and state = 'completed'",
            [REVIEW_REMINDERS_QUEUE],
          );
          return (row?.done ?? 0) >= jobs;
        },
        "both processes to work through the queued reminder jobs",
        90_000,
      );
    } finally {
      await boss.stop({ graceful: false, close: true, wait: true });
    }
    const ranOnA = runsBefore(a) - beforeA;
    const ranOnB = runsBefore(b) - beforeB;
    console.log(`review reminder job runs: process A ${ranOnA}, process B ${ranOnB}`);
    expect(ranOnA).toBeGreaterThan(0);
    expect(ranOnB).toBeGreaterThan(0);

    // One reminder per document, in the outbox and in the claims, however many runs there were.
    const mails = await query<{ topic: string }>(
      database.url,
      "select topic from outbox where \"to\" = $1 and topic like 'review:%'",
      [email],
    );
    expect(mails.map((m) => m.topic.split(":")[2]).sort()).toEqual([...due].sort());
    expect(mails.every((m) => m.topic.startsWith("review:7-days:"))).toBe(true);
    const claims = await query(database.url, "select * from review_reminders where policy_id = any($1)", [
      due,
    ]);
    expect(claims).toHaveLength(due.length);
  });

  it("loses no acknowledged write when a process is killed under write load, and restarts cleanly", async () => {
    const people = await inParallel(
      Array.from({ length: 12 }, (_, i) => i),
      4,
      async (i) => {
        const target = i % 2 === 0 ? a : b;
        const { browser, email } = await signUp(target.url, `Writer${i}`);
        return { browser, email, target };
      },
    );
    const admin = await openDatabase({ url: database.url });
    try {
      for (const p of people) await grantCredits(admin.db, p.email, "core", 1000);
    } finally {
      await admin.close();
    }
    // Each person has a document to keep saving.
    const docs = await Promise.all(
      people.map(async (p, i) => {
        const business = await p.browser.post("/api/businesses", { ...BUSINESS, name: `Writer Co ${i}` });
        const doc = await p.browser.post("/api/documents/generate", {
          businessId: business.json.id,
          documentType: "policy",
          metadata: {},
        });
        expect(doc.status).toBe(201);
        return {
          id: doc.json.id as string,
          version: doc.json.version as number,
          content: doc.json.content,
          unsure: false,
        };
      }),
    );

    // What the app acknowledged with a 2xx: businesses created, documents generated, saves.
    const acknowledged = {
      businesses: [] as string[],
      documents: [] as string[],
      saves: [] as { id: string; version: number; title: string }[],
    };
    const failures: { on: "A" | "B"; what: string; status: number; error: string }[] = [];
    let writing = true;
    const writers = people.map(async (p, i) => {
      const doc = docs[i]!;
      let round = 0;
      while (writing) {
        round += 1;
        const attempt = async (
          what: string,
          call: () => Promise<{ status: number; json: unknown }>,
          expected: number[] = [],
        ) => {
          const on = p.browser.baseUrl === b.url ? "B" : "A";
          try {
            const res = await call();
            if (res.status >= 300 && !expected.includes(res.status)) {
              failures.push({ on, what, status: res.status, error: "" });
            }
            return res;
          } catch (error) {
            failures.push({ on, what, status: 0, error: String(error) });
            return null;
          }
        };
        const business = await attempt("create business", () =>
          p.browser.post("/api/businesses", { ...BUSINESS, name: `Writer ${i}-${round}` }),
        );
        if (business?.status === 201) {
          const id = (business.json as { id: string }).id;
          acknowledged.businesses.push(id);
          const generated = await attempt("generate", () =>
            p.browser.post("/api/documents/generate", {
              businessId: id,
              documentType: "policy",
              metadata: {},
            }),
          );
          if (generated?.status === 201) acknowledged.documents.push((generated.json as { id: string }).id);
        }
        const title = `Writer ${i} save ${round}`;
        const body = { content: { ...doc.content, title }, baseVersion: doc.version };
        // A save whose answer was lost may have been written: the next one, based on the version
        // before it, is then rightly refused as stale (409, with the current version), like an
        // editor that reloads.
        const saved = await attempt(
          "save",
          () => p.browser.put(`/api/policies/${doc.id}`, body),
          doc.unsure ? [409] : [],
        );
        if (saved?.status === 200) {
          doc.version = (saved.json as { version: number }).version;
          doc.unsure = false;
          acknowledged.saves.push({ id: doc.id, version: doc.version, title });
        } else if (saved?.status === 409 && doc.unsure) {
          doc.version = (saved.json as { currentVersion: number }).currentVersion;
          doc.unsure = false;
        } else {
          doc.unsure = true;
          await sleep(200);
        }
      }
    });

    const pidBefore = a.pid;
    let restartMs = 0;
    let restartFrom = 0;
    try {
      await sleep(3000);
      await a.stop("SIGKILL");
      await sleep(1500);
      // People on the killed process are sent to the other one meanwhile, as a load balancer would.
      for (const p of people) if (p.target === a) p.browser.baseUrl = b.url;
      restartFrom = a.output.length;
      restartMs = await a.start();
      for (const p of people) if (p.target === a) p.browser.baseUrl = a.url;
      await sleep(3000);
    } finally {
      writing = false;
      await Promise.all(writers);
    }
    expect(a.pid).not.toBe(pidBefore);
    console.log(
      `kill -9 under write load: ${acknowledged.businesses.length} businesses, ${acknowledged.documents.length} documents and ${acknowledged.saves.length} saves acknowledged; ${failures.length} failed or cut requests; restart to healthy ${Math.round(restartMs)} ms`,
    );

    // Every acknowledged write is in the database.
    const businessRows = await query<{ id: string }>(
      database.url,
      "select id from businesses where id = any($1)",
      [acknowledged.businesses],
    );
    expect(businessRows).toHaveLength(new Set(acknowledged.businesses).size);
    const documentRows = await query<{ id: string }>(
      database.url,
      "select id from policies where id = any($1)",
      [acknowledged.documents],
    );
    expect(documentRows).toHaveLength(new Set(acknowledged.documents).size);
    const revisions = await query<{ policy_id: string; version: number; title: string }>(
      database.url,
      "select policy_id, version, title from policy_revisions where policy_id = any($1)",
      [docs.map((d) => d.id)],
    );
    const stored = new Map(revisions.map((r) => [`${r.policy_id}@${r.version}`, r.title]));
    for (const save of acknowledged.saves) expect(stored.get(`${save.id}@${save.version}`)).toBe(save.title);

    // Only the killed process's callers saw failures, and only around the kill: the other
    // process answered every request.
    expect(failures.filter((f) => f.on === "B")).toEqual([]);
    expect(failures.every((f) => f.status === 0 || f.status === 503)).toBe(true);
    expect(b.output).not.toMatch(/uncaught|unhandled/i);

    // The restarted process logged no error: migrations, the job queue and every request went well.
    const restartedErrors = a.output
      .slice(restartFrom)
      .split("\n")
      .filter((l) => /"level":(50|60)/.test(l) || /^\s*(Error|error:)/.test(l));
    expect(restartedErrors).toEqual([]);
    expect(a.output.slice(restartFrom)).toContain("SafeDraft is running");

    // The restarted process serves the sessions made before the kill, reads and writes.
    for (const [i, p] of people.entries()) {
      p.browser.baseUrl = a.url;
      expect((await p.browser.get("/api/auth/user")).status).toBe(200);
      const doc = await p.browser.get(`/api/policies/${docs[i]!.id}`);
      expect(doc.status).toBe(200);
      const saved = await p.browser.put(`/api/policies/${docs[i]!.id}`, {
        content: doc.json.content,
        baseVersion: doc.json.version,
      });
      expect(saved.status).toBe(200);
    }
  });
});
