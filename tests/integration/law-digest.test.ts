import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_LAW, type Law } from "../../src/domain/documents/basis";
import type { JurisdictionProfile } from "../../src/domain/legal/types";
import { grantCredits } from "../../src/server/admin/credits";
import { startJobs } from "../../src/server/jobs";
import { createLawImpact } from "../../src/server/law/impact";
import { createMailer } from "../../src/server/services/mail";
import { createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

/**
 * The owners of documents a release changes get one e-mail each, through the outbox and real SMTP
 * on loopback, even with two processes running the job; owners with e-mail notifications off get none.
 */

type Mail = { to: string; raw: string };
const received: Mail[] = [];
let smtp: SMTPServer;
let ctx: TestContext;
// A day with no dated change in the real knowledge base, so release B is the only law event.
const clock = new Date("2026-11-30T09:00:00Z");

const NEW_PHONE = "13 10 99";
const withNewPhone = (value: unknown): unknown =>
  typeof value === "string"
    ? value.split("13 10 50").join(NEW_PHONE)
    : Array.isArray(value)
      ? value.map(withNewPhone)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNewPhone(v)]))
        : value;

const releaseB: Law = {
  release: "2026-11-30.1",
  changelog: [
    ...CURRENT_LAW.changelog,
    {
      id: "2026-11-30.1",
      date: "2026-11-30",
      changes: [
        {
          id: "nsw-phone",
          summary: `New South Wales: SafeWork NSW's number for notifying incidents is now ${NEW_PHONE}.`,
          jurisdictions: ["AU-NSW"],
          items: ["AU-NSW:regulator.notificationPhone"],
          source: "https://www.safework.nsw.gov.au/contact-us",
          effective: "2026-11-30",
        },
      ],
    },
  ],
  profileOn: (code, day) => {
    const p = CURRENT_LAW.profileOn(code, day);
    return code === "AU-NSW" ? (withNewPhone(p) as JurisdictionProfile) : p;
  },
};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(","),
          raw: raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { now: () => clock });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
