import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { startJobs } from "../../src/server/jobs";
import { createLawImpact } from "../../src/server/law/impact";
import { createMailer } from "../../src/server/services/mail";
import { createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { NEW_NSW_PHONE, RELEASE_B } from "../helpers/law";
import { type ReceivedMail, startSmtpSink } from "../helpers/smtp-sink";

/**
 * The owners of documents a release changes get one e-mail each, through the outbox and real SMTP
 * on loopback, even with two processes running the job; owners with e-mail notifications off get none.
 */

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let received: ReceivedMail[];
let ctx: TestContext;
// A day with no dated change in the real knowledge base, so release B is the only law event.
const clock = new Date("2026-11-30T09:00:00Z");
const NEW_PHONE = NEW_NSW_PHONE;
const releaseB = RELEASE_B;

beforeAll(async () => {
  smtp = await startSmtpSink();
  received = smtp.received;
  ctx = await createTestApp({ SMTP_URL: smtp.url }, { now: () => clock });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

/** One app process's impact job: its own mailer, the shared database, release B deployed. */
const processImpact = () =>
  createLawImpact({
    db: ctx.database.db,
    law: releaseB,
    now: () => clock,
    digest: {
      mailer: createMailer(ctx.config.mail, ctx.database.db, ctx.app.log),
      appUrl: "http://safedraft.test",
    },
  });

async function waitFor(check: () => boolean, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("law change e-mail", () => {
  it("previews the count, then e-mails each owner once from two processes, only with notifications on", async () => {
    const on = await signedInClient(ctx.app, { firstName: "Nora" });
    const off = await signedInClient(ctx.app, { firstName: "Olly" });
    await off.client.put("/api/account/notifications", { emailNotifications: false, securityAlerts: true });
    const docs: Record<string, string[]> = { on: [], off: [] };
    for (const [who, person] of [
      ["on", on],
      ["off", off],
    ] as const) {
      await grantCredits(ctx.database.db, person.user.email, "core", 3);
      const businessId = await createBusiness(person.client, businesses.nswBuilder);
      for (const type of ["policy", "incident-form"]) {
        const res = await person.client.post("/api/documents/generate", {
          businessId,
          documentType: type,
          metadata: {},
        });
        expect(res.statusCode, res.body).toBe(201);
        docs[who]!.push(res.json().id);
      }
    }

    // Before it goes out: four documents would be marked, all for the phone number.
    expect(await processImpact().preview("2026-11-30.1")).toEqual({
      documents: 4,
      byChange: { "nsw-phone": 4 },
    });
    expect((await on.client.get("/api/updates")).json()).toEqual([]);

    // Only what the jobs send counts here: not the welcome e-mails of the sign-ups above.
    received.length = 0;
    const a = await startJobs({
      database: ctx.database,
      reminders: { run: async () => ({ sent: 0 }) },
      lawImpact: processImpact(),
      log: ctx.app.log,
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    const b = await startJobs({
      database: ctx.database,
      reminders: { run: async () => ({ sent: 0 }) },
      lawImpact: processImpact(),
      log: ctx.app.log,
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    try {
      await Promise.all([a.runLawImpactNow(), b.runLawImpactNow()]);
      await waitFor(() => received.length >= 1, "the law change e-mail");
      await new Promise((r) => setTimeout(r, 1500));
      await Promise.all([processImpact().run(), processImpact().run()]);
    } finally {
      await a.stop();
      await b.stop();
    }

    expect(received.map((m) => m.to)).toEqual([on.user.email]);
    const mail = received[0]!.raw;
    expect(mail).toContain(NEW_PHONE);
    for (const id of docs.on!) expect(mail).toContain(`http://safedraft.test/updates/${id}`);
    // The owner without e-mails still sees the marks in the app.
    expect((await off.client.get("/api/updates")).json()).toHaveLength(2);
  });
});
