import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/server/app";
import { createComingDigest } from "../../src/server/coming/digest";
import { UNSUBSCRIBES_PER_ADDRESS } from "../../src/server/routes/unsubscribe";
import { createMailer } from "../../src/server/services/mail";
import { createUnsubscribeSigner } from "../../src/server/unsubscribe/token";
import {
  Client,
  createTestApp,
  secondApp,
  signedInClient,
  TEST_HOST,
  type TestContext,
} from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { latestMail } from "../helpers/mail";
import { type ReceivedMail, startSmtpSink } from "../helpers/smtp-sink";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let ctx: TestContext;
let clock = new Date("2026-12-03T09:00:00Z");

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: smtp.url }, { now: () => clock });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

type Person = Awaited<ReturnType<typeof signedInClient>>;

/** The monthly "What's coming" e-mail, sent through the app's mailer to the SMTP sink. */
const runDigest = () =>
  createComingDigest({
    db: ctx.database.db,
    mailer: createMailer(ctx.config.mail, ctx.database.db, ctx.app.log),
    appUrl: ctx.config.appUrl,
    now: () => clock,
  }).run();

/** The "What's coming" e-mails to `to` the sink has received (sign-up sent others before them). */
const digestsTo = (to: string) =>
  smtp.received.filter((m) => m.to === to && m.raw.includes("These changes to the law start"));

async function waitForMail(to: string, count: number): Promise<ReceivedMail[]> {
  const until = Date.now() + 10_000;
  for (;;) {
    const mine = digestsTo(to);
    if (mine.length >= count) return mine;
    if (Date.now() > until) throw new Error(`timed out waiting for mail ${count} to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A header's value as a mail client reads it: folded lines joined. */
function header(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** The path and query of the List-Unsubscribe link, as a mail provider would POST to it. */
function linkOf(mail: ReceivedMail): string {
  const value = header(mail.raw, "List-Unsubscribe");
  const match = /^<http:\/\/safedraft\.test(\/api\/email\/unsubscribe\?token=[^>]+)>$/.exec(value ?? "");
  if (!match) throw new Error(`no one-click link in List-Unsubscribe: ${value}`);
  return match[1]!;
}

/** A mail provider's one-click POST (RFC 8058): its own server, no cookie, no Origin of ours. */
function oneClick(path: string, ip?: string, app: App = ctx.app) {
  const boundary = "----provider";
  return app.inject({
    method: "POST",
    url: path,
    remoteAddress: ip ?? "192.0.2.10",
    headers: {
      host: TEST_HOST,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "sec-fetch-site": "cross-site",
      origin: "https://mail.example",
    },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
  });
}

const settings = async (person: Person) => (await person.client.get("/api/account/notifications")).json();

let owner: Person;
let other: Person;
let mail: ReceivedMail;

describe("one-click unsubscribe", () => {
  beforeAll(async () => {
    owner = await signedInClient(ctx.app, { firstName: "Una" });
    other = await signedInClient(ctx.app, { firstName: "Otto" });
    await createBusiness(owner.client, businesses.ukCafe);
    await createBusiness(other.client, businesses.ukCafe);
    expect((await runDigest()).sent).toBe(2);
    mail = (await waitForMail(owner.user.email, 1))[0]!;
  });

  it("puts List-Unsubscribe and List-Unsubscribe-Post headers on the monthly e-mail, and the link in its text", async () => {
    expect(header(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const path = linkOf(mail);
    expect(path).toMatch(/^\/api\/email\/unsubscribe\?token=/);
    const stored = await latestMail(ctx, owner.user.email, `coming:2026-12:${owner.id}`);
    expect(stored?.text).toContain(`To stop these e-mails, without signing in: http://safedraft.test${path}`);
    // The other owner's e-mail carries a link of their own.
    const [theirs] = await waitForMail(other.user.email, 1);
    expect(linkOf(theirs!)).not.toBe(path);
  });

  it("opening the link asks first and changes nothing", async () => {
    const res = await new Client(ctx.app).get(linkOf(mail), { accept: "text/html" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("Stop SafeDraft's monthly");
    expect(res.body).toMatch(/<form method="post" action="\?token=[^"]+">/);
    expect(res.body).toContain("Unsubscribe</button>");
    expect(await settings(owner)).toMatchObject({ comingDuties: true, emailNotifications: true });
  });

  it("a mail provider's one-click POST turns the e-mail off with no session and no same-origin, and it stays off", async () => {
    const res = await oneClick(linkOf(mail));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      unsubscribed: true,
      purpose: "coming-duties",
      message: expect.stringMatching(/no more monthly .*What's coming.* e-mails/),
    });
    // Only this kind of e-mail, only this person.
    expect(await settings(owner)).toEqual({
      emailNotifications: true,
      securityAlerts: true,
      comingDuties: false,
    });
    expect(await settings(other)).toMatchObject({ comingDuties: true });
    // A second click (providers retry) is the same answer.
    expect((await oneClick(linkOf(mail))).statusCode).toBe(200);
    // Next month's digest goes to the other owner only.
    clock = new Date("2027-01-04T09:00:00Z");
    expect((await runDigest()).sent).toBe(1);
    await waitForMail(other.user.email, 2);
    expect(digestsTo(owner.user.email)).toHaveLength(1);
  });

  it("the page's own button answers with a page", async () => {
    const signer = createUnsubscribeSigner(ctx.config.mail.unsubscribe.secret, ctx.config.appUrl);
    const path = new URL(signer.url(other.id, "notifications")).pathname;
    const query = new URL(signer.url(other.id, "notifications")).search;
    const res = await new Client(ctx.app).post(`${path}${query}`, "List-Unsubscribe=One-Click", {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html,application/xhtml+xml",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("You are unsubscribed");
    expect(res.body).toContain("law change and review reminder e-mails");
    expect(await settings(other)).toMatchObject({ emailNotifications: false, comingDuties: true });
  });

  it("refuses a forged, altered or re-purposed token with a clear 404, and a missing one with a 400 naming it", async () => {
    const back = await other.client.put("/api/account/notifications", {
      emailNotifications: true,
      securityAlerts: true,
      comingDuties: true,
    });
    expect(back.statusCode, back.body).toBe(200);
    const path = linkOf(mail);
    const token = decodeURIComponent(path.split("token=")[1]!);
    const [userId, purpose, signature] = token.split(".") as [string, string, string];
    const forgeries = [
      // Someone else's id under the owner's signature.
      `${other.id}.${purpose}.${signature}`,
      // The owner's id and purpose, signed with another secret.
      createUnsubscribeSigner("not-the-app-secret-not-the-app-secret", ctx.config.appUrl).token(
        userId,
        "coming-duties",
      ),
      // The other purpose under this purpose's signature.
      `${userId}.notifications.${signature}`,
      `${userId}.${purpose}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`,
      "not-a-token",
      `${userId}.${purpose}.${signature}.extra`,
    ];
    for (const forged of forgeries) {
      const res = await oneClick(`/api/email/unsubscribe?token=${encodeURIComponent(forged)}`);
      expect(res.statusCode, forged).toBe(404);
      expect(res.json().message).toMatch(/This unsubscribe link is not valid/);
      const page = await new Client(ctx.app).get(
        `/api/email/unsubscribe?token=${encodeURIComponent(forged)}`,
      );
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain("This link does not work");
    }
    expect(await settings(other)).toMatchObject({ emailNotifications: true, comingDuties: true });
    expect(await settings(owner)).toMatchObject({ emailNotifications: true });

    const missing = await oneClick("/api/email/unsubscribe");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(["token"]);
  });

  it("a token of a deleted account is refused", async () => {
    const gone = await signedInClient(ctx.app);
    const signer = createUnsubscribeSigner(ctx.config.mail.unsubscribe.secret, ctx.config.appUrl);
    const link = new URL(signer.url(gone.id, "notifications"));
    const deleted = await gone.client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: gone.user.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await oneClick(`${link.pathname}${link.search}`)).statusCode).toBe(404);
  });

  it("still refuses a cross-site POST to every other route", async () => {
    const res = await ctx.app.inject({
      method: "PUT",
      url: "/api/account/notifications",
      headers: { host: TEST_HOST, origin: "https://mail.example", "content-type": "application/json" },
      payload: JSON.stringify({ emailNotifications: false }),
    });
    expect(res.statusCode).toBe(403);
  });

  it("is rate limited per address in the shared store", async () => {
    const ip = "198.51.100.7";
    const forged = "/api/email/unsubscribe?token=guess.notifications.guess";
    for (let i = 0; i < UNSUBSCRIBES_PER_ADDRESS.max; i++) {
      expect((await oneClick(forged, ip)).statusCode).toBe(404);
    }
    // A second app process on the same database counts against the same allowance.
    const second = await secondApp(ctx);
    try {
      const limited = await oneClick(linkOf(mail), ip, second);
      expect(limited.statusCode).toBe(429);
      // Another address is counted apart.
      expect((await oneClick(linkOf(mail), "198.51.100.8", second)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
