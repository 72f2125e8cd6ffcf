import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { createComingDigest } from "../../src/server/coming/digest";
import { comingDigests } from "../../src/server/db/schema";
import { startJobs } from "../../src/server/jobs";
import { createMailer } from "../../src/server/services/mail";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { startSmtpSink } from "../helpers/smtp-sink";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let ctx: TestContext;
// The day before workplace exposure limits replace the exposure standards in NSW (1 December 2026).
let clock = new Date("2026-11-30T09:00:00Z");

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: smtp.url }, { now: () => clock });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** One app process's monthly digest: its own mailer, the shared database and the test clock. */
const processDigest = () =>
  createComingDigest({
    db: ctx.database.db,
    mailer: createMailer(ctx.config.mail, ctx.database.db, ctx.app.log),
    appUrl: "http://safedraft.test",
    now: () => clock,
  });

const mailTo = (email: string) => smtp.received.filter((m) => m.to === email);

async function waitFor(check: () => boolean, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Person = Awaited<ReturnType<typeof signedInClient>>;
let builder: Person;
let cafe: Person;
let quiet: Person;
let farmer: Person;
const ids: Record<string, string> = {};

async function coming(client: Client, businessId: string) {
  const res = await client.get(`/api/businesses/${businessId}/coming`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    today: string;
    coming: { id: string; from: string | null; changes: { id: string }[] }[];
  };
}

describe("what's coming for a business", () => {
  beforeAll(async () => {
    builder = await signedInClient(ctx.app, { firstName: "Bea" });
    cafe = await signedInClient(ctx.app, { firstName: "Cal" });
    quiet = await signedInClient(ctx.app, { firstName: "Quinn" });
    farmer = await signedInClient(ctx.app, { firstName: "Fern" });
    ids.builder = await createBusiness(builder.client, businesses.nswBuilder);
    ids.cafe = await createBusiness(cafe.client, businesses.ukCafe);
    ids.quiet = await createBusiness(quiet.client, businesses.ukCafe);
    ids.farm = await createBusiness(farmer.client, businesses.nzFarm);
    await grantCredits(ctx.database.db, builder.user.email, "compliance-essentials", 2);
    const res = await builder.client.post("/api/documents/generate", {
      businessId: ids.builder,
      documentType: "chemical-register",
      metadata: {},
    });
    expect(res.statusCode).toBe(201);
    ids.register = res.json().id;
  });

  it("lists a dated change the day before it starts, with the document of the business it will change", async () => {
    clock = new Date("2026-11-30T09:00:00Z");
    const list = await coming(builder.client, ids.builder!);
    expect(list.today).toBe("2026-11-30");
    const wel = list.coming.find((c) => c.id === "au-workplace-exposure-limits");
    expect(wel?.from).toBe("2026-12-01");
    expect(wel?.changes.map((c) => c.id)).toEqual([ids.register]);
  });

  it("no longer lists it from its first day: nothing is coming for the builder", async () => {
    clock = new Date("2026-12-01T09:00:00Z");
    expect((await coming(builder.client, ids.builder!)).coming).toEqual([]);
  });

  it("lists the announced GB changes, undated, for a café", async () => {
    const list = await coming(cafe.client, ids.cafe!);
    expect(list.coming.map((c) => [c.id, c.from])).toEqual([
      ["gb-martyns-law", null],
      ["gb-harassment-all-reasonable-steps", null],
    ]);
  });

  it("answers 404 to anyone but the owner", async () => {
    expect((await cafe.client.get(`/api/businesses/${ids.builder}/coming`)).statusCode).toBe(404);
    expect((await cafe.client.get("/api/businesses/not-a-uuid/coming")).statusCode).toBe(404);
  });
});

describe("the monthly e-mail", () => {
  it("is on by default, and off stays off when another switch is saved", async () => {
    expect((await cafe.client.get("/api/account/notifications")).json()).toMatchObject({
      comingDuties: true,
    });
    const off = await quiet.client.put("/api/account/notifications", {
      emailNotifications: true,
      securityAlerts: true,
      comingDuties: false,
    });
    expect(off.json()).toEqual({ emailNotifications: true, securityAlerts: true, comingDuties: false });
    // A save that leaves the switch out (as an older page sends) keeps it off.
    const other = await quiet.client.put("/api/account/notifications", {
      emailNotifications: true,
      securityAlerts: false,
    });
    expect(other.json()).toMatchObject({ comingDuties: false });
    const bad = await quiet.client.put("/api/account/notifications", {
      emailNotifications: true,
      securityAlerts: true,
      comingDuties: "no",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("comingDuties");
  });

  it("goes once a month to each owner with something coming, from two processes, never when turned off", async () => {
    clock = new Date("2026-11-30T09:00:00Z");
    smtp.received.length = 0;
    const a = await startJobs({
      database: ctx.database,
      reminders: { run: async () => ({ sent: 0 }) },
      comingDigest: processDigest(),
      log: ctx.app.log,
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    const b = await startJobs({
      database: ctx.database,
      reminders: { run: async () => ({ sent: 0 }) },
      comingDigest: processDigest(),
      log: ctx.app.log,
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    try {
      await Promise.all([a.runComingDutiesNow(), b.runComingDutiesNow()]);
      await waitFor(() => smtp.received.length >= 2, "November's two e-mails");
      // Both processes and three more runs at once send nothing more this month.
      const again = await Promise.all([processDigest().run(), processDigest().run(), processDigest().run()]);
      expect(again.reduce((n, r) => n + r.sent, 0)).toBe(0);
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      await a.stop();
      await b.stop();
    }
    expect(mailTo(builder.user.email)).toHaveLength(1);
    expect(mailTo(cafe.user.email)).toHaveLength(1);
    expect(mailTo(quiet.user.email)).toHaveLength(0);
    // Nothing is coming for a New Zealand farm: no e-mail.
    expect(mailTo(farmer.user.email)).toHaveLength(0);
    const toBuilder = mailTo(builder.user.email)[0]!.raw;
    expect(toBuilder).toContain("Subject: What's coming for Harbour Build Co");
    expect(toBuilder).toContain(
      "From December 1st, 2026: Australia (except Victoria): workplace exposure limits",
    );
    expect(toBuilder).toContain("Your document that will change: ");
    expect(toBuilder).toContain(`http://safedraft.test/businesses/${ids.builder}/requirements`);
    expect(toBuilder).toContain("http://safedraft.test/settings?tab=notifications");
    const toCafe = mailTo(cafe.user.email)[0]!.raw;
    expect(toCafe).toContain("Date not yet fixed");
    expect(toCafe).toContain("This applies to you if it is reasonable to expect that 200 or more people");

    // December: the exposure limits have begun, so the builder has nothing coming and gets nothing;
    // the café hears again of what is still announced.
    clock = new Date("2026-12-01T09:00:00Z");
    expect((await processDigest().run()).sent).toBe(1);
    expect(mailTo(builder.user.email)).toHaveLength(1);
    expect(mailTo(cafe.user.email)).toHaveLength(2);
    expect(mailTo(quiet.user.email)).toHaveLength(0);
    const months = await ctx.database.db
      .select({ month: comingDigests.month })
      .from(comingDigests)
      .where(eq(comingDigests.userId, cafe.id));
    expect(months.map((m) => m.month).sort()).toEqual(["2026-11", "2026-12"]);
  });

  it("goes to nobody who turned it off in Settings", async () => {
    clock = new Date("2027-01-04T09:00:00Z");
    await cafe.client.put("/api/account/notifications", {
      emailNotifications: true,
      securityAlerts: true,
      comingDuties: false,
    });
    expect((await processDigest().run()).sent).toBe(0);
    expect(mailTo(cafe.user.email)).toHaveLength(2);
  });
});
