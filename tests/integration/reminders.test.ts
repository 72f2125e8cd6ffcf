import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { policies, reviewReminders } from "../../src/server/db/schema";
import { startJobs } from "../../src/server/jobs";
import { createMailer } from "../../src/server/services/mail";
import { createReviewReminders } from "../../src/server/services/reminders";
import { createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

/** The decoded Subject header: unfolded, with RFC 2047 encoded words turned back into text. */
function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const value = /^Subject: (.*)$/im.exec(headers)?.[1] ?? "";
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?(.*?)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    )
    .trim();
}

/** The message with quoted-printable soft breaks and escapes undone, so text can be searched. */
function quotedPrintableDecoded(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

type Mail = { to: string; subject: string; raw: string };
const received: Mail[] = [];
let smtp: SMTPServer;
let ctx: TestContext;
let clock = new Date("2026-01-05T09:00:00Z");

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
          subject: subjectOf(raw),
          raw: quotedPrintableDecoded(raw),
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
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** One app process's reminder service: its own mailer, the shared database and the test clock. */
const processReminders = () =>
  createReviewReminders({
    db: ctx.database.db,
    mailer: createMailer(ctx.config.mail, ctx.database.db, ctx.app.log),
    appUrl: "http://safedraft.test",
    now: () => clock,
  });

const subjectsTo = (email: string) =>
  received
    .filter((m) => m.to === email)
    .map((m) => m.subject)
    .sort();

/** "stage policyId" of each reminder to that address, from the mail's own text. */
const stagesTo = (email: string) =>
  received
    .filter((m) => m.to === email)
    .map((m) => {
      const stage = m.subject.startsWith("Review overdue")
        ? "overdue"
        : m.subject.includes("7 days")
          ? "7-days"
          : "30-days";
      return `${stage} ${/\/editor\/([0-9a-f-]{36})/.exec(m.raw)?.[1]}`;
    })
    .sort();

async function waitFor(check: () => boolean, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("review reminders", () => {
  it("e-mails 30 and 7 days before and when overdue, once each, only with notifications on, from two processes", async () => {
    const on = await signedInClient(ctx.app, { firstName: "Rita" });
    const off = await signedInClient(ctx.app, { firstName: "Otto" });
    await off.client.put("/api/account/notifications", { emailNotifications: false, securityAlerts: true });
    const docs: Record<string, string> = {};
    for (const [who, person] of [
      ["on", on],
      ["off", off],
    ] as const) {
      await grantCredits(ctx.database.db, person.user.email, "core", 2);
      const businessId = await createBusiness(person.client, businesses.usShop);
      for (const type of ["policy", "incident-form"]) {
        const res = await person.client.post("/api/documents/generate", {
          businessId,
          documentType: type,
          metadata: {},
        });
        docs[`${who}:${type}`] = res.json().id;
      }
    }
    // Policies are due on 1 February, incident forms on 10 January.
    for (const who of ["on", "off"] as const) {
      const client = who === "on" ? on.client : off.client;
      await client.put(`/api/policies/${docs[`${who}:policy`]}/review`, { nextReviewOn: "2026-02-01" });
      await client.put(`/api/policies/${docs[`${who}:incident-form`]}/review`, {
        nextReviewOn: "2026-01-10",
      });
    }

    // Only what the jobs send counts here: not the welcome e-mails of the sign-ups above.
    received.length = 0;
    // Two app processes, each with its own job queue client and mailer, on one database.
    const a = await startJobs({
      database: ctx.database,
      reminders: processReminders(),
      log: ctx.app.log,
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    const b = await startJobs({
      database: ctx.database,
      reminders: processReminders(),
      log: ctx.app.log,
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    try {
      // 5 January: the policy is 27 days out, the incident form 5 days out.
      clock = new Date("2026-01-05T09:00:00Z");
      await Promise.all([a.runReviewRemindersNow(), b.runReviewRemindersNow()]);
      await waitFor(() => received.length >= 2, "the first two reminders");
      await new Promise((r) => setTimeout(r, 1500));
      expect(stagesTo(on.user.email)).toEqual([
        `30-days ${docs["on:policy"]}`,
        `7-days ${docs["on:incident-form"]}`,
      ]);
      expect(subjectsTo(off.user.email)).toEqual([]);

      // Both processes running again the same day send nothing new.
      await Promise.all([processReminders().run(), processReminders().run()]);
      expect(received).toHaveLength(2);

      // 26 January: the policy enters its last week, the incident form is overdue; both processes race.
      clock = new Date("2026-01-26T09:00:00Z");
      const results = await Promise.all([
        processReminders().run(),
        processReminders().run(),
        processReminders().run(),
      ]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(2);
      expect(received).toHaveLength(4);

      // 2 February: the policy is overdue.
      clock = new Date("2026-02-02T09:00:00Z");
      await a.runReviewRemindersNow();
      await waitFor(() => received.length >= 5, "the overdue reminder");
      await processReminders().run();
      await new Promise((r) => setTimeout(r, 1000));
      expect(received).toHaveLength(5);
      expect(subjectsTo(off.user.email)).toEqual([]);
    } finally {
      await a.stop();
      await b.stop();
    }

    const mine = subjectsTo(on.user.email);
    expect(mine.filter((s) => s.startsWith("Review due in 30 days"))).toHaveLength(1);
    expect(mine.filter((s) => s.startsWith("Review due in 7 days"))).toHaveLength(2);
    expect(mine.filter((s) => s.startsWith("Review overdue"))).toHaveLength(2);
    const overdue = received.find(
      (m) => m.subject.startsWith("Review overdue") && m.raw.includes(docs["on:policy"]!),
    );
    expect(overdue?.raw).toContain("was due on February 1st, 2026 and is now overdue");
    expect(overdue?.raw).toContain(`http://safedraft.test/editor/${docs["on:policy"]}`);

    const sent = await ctx.database.db.select().from(reviewReminders);
    expect(sent).toHaveLength(5);

    // Turning notifications on later sends the current stage only; a new review date starts again.
    await off.client.put("/api/account/notifications", { emailNotifications: true, securityAlerts: true });
    await processReminders().run();
    expect(subjectsTo(off.user.email).every((s) => s.startsWith("Review overdue"))).toBe(true);
    expect(subjectsTo(off.user.email)).toHaveLength(2);
    await on.client.put(`/api/policies/${docs["on:policy"]}/review`, { nextReviewOn: "2026-02-20" });
    await processReminders().run();
    expect(subjectsTo(on.user.email).filter((s) => s.startsWith("Review due in 30 days"))).toHaveLength(2);

    // Deleting a document removes its reminder records with it.
    await ctx.database.db.delete(policies).where(eq(policies.id, docs["on:policy"]!));
    expect(
      await ctx.database.db
        .select()
        .from(reviewReminders)
        .where(eq(reviewReminders.policyId, docs["on:policy"]!)),
    ).toEqual([]);
  });
});
