import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import {
  Client,
  createTestApp,
  nextIp,
  sameCallerOn,
  secondApp,
  signedInClient,
  type TestContext,
} from "../helpers/app";
import { type ReceivedMail, startSmtpSink } from "../helpers/smtp-sink";

/**
 * A free-trial visitor's policy is e-mailed to them as a PDF, downloads again for the link's
 * lifetime, and is carried into their account (the business and the policy), exactly once, when
 * they sign up with that e-mail or from the browser that took the trial.
 */

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let received: ReceivedMail[];
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpSink();
  received = smtp.received;
  ctx = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

let n = 0;
const trial = (email: string) => ({
  businessName: "Bristol Print Works",
  email,
  industry: "office",
  employeeCount: "50-99",
  jurisdiction: "UK-GB",
  businessDescription: "Commercial printing and finishing for local businesses.",
  safetyHazards: "Guillotines, solvent-based inks, manual handling of paper stock.",
});
const freshEmail = () => `visitor-${Date.now()}-${++n}@example.com`;

async function waitFor<T>(find: () => T | undefined, what: string, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Taken = { trialId: string; pdfUrl: string; title: string };

async function takeTrial(email: string): Promise<Taken> {
  const res = await new Client(ctx.app).post("/api/free-trial/generate", trial(email));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Taken;
}

const claim = (client: Client, body: Record<string, unknown> = {}) =>
  client.post("/api/free-trial/claim", body);
const documents = async (client: Client) =>
  (await client.get("/api/policies")).json() as { id: string; type: string; businessName: string }[];

describe("a free trial", () => {
  it("is e-mailed as a PDF and its link downloads it again", async () => {
    const email = freshEmail();
    const taken = await takeTrial(email);
    const mail = await waitFor(() => received.find((m) => m.to.includes(email)), "the trial e-mail");
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(mail.raw).toMatch(/filename="?[^"\r\n]*\.pdf/i);
    expect(mail.raw).toContain(taken.pdfUrl);
    const again = await new Client(ctx.app).get(taken.pdfUrl);
    expect(again.statusCode).toBe(200);
    expect(again.headers["content-type"]).toBe("application/pdf");
  });

  it("is carried into the account of its confirmed e-mail, once", async () => {
    const email = freshEmail();
    const taken = await takeTrial(email);
    const { client, id } = await signedInClient(ctx.app, { email });

    // Not yet confirmed: anyone can type an address at sign-up, so the address alone proves nothing.
    expect((await claim(client)).json()).toEqual({ claimed: false });
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, id));

    const first = await claim(client);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ claimed: true });
    const { businessId, policyId } = first.json() as { businessId: string; policyId: string };

    const business = (await client.get(`/api/businesses/${businessId}`)).json();
    expect(business).toMatchObject({
      name: "Bristol Print Works",
      country: "UK",
      jurisdiction: "UK-GB",
      industry: "other",
      industryOther: "Office / Administration",
      employeeCount: "50-199",
      workDescription: "Commercial printing and finishing for local businesses.",
    });
    const policy = (await client.get(`/api/policies/${policyId}`)).json();
    expect(policy).toMatchObject({ type: "policy", title: taken.title, status: "draft", issue: 1 });
    expect(JSON.stringify(policy.content)).toContain("solvent-based inks");
    // No credit was spent on it.
    expect((await client.get("/api/user/credits")).json().credits.core ?? 0).toBe(0);

    // Asked again, from this browser's key or the e-mail: nothing more is carried.
    expect((await claim(client)).json()).toEqual({ claimed: false });
    const key = new URL(taken.pdfUrl, "http://x").searchParams.get("token");
    expect((await claim(client, { id: taken.trialId, token: key })).json()).toEqual({ claimed: false });
    expect(await documents(client)).toHaveLength(1);
  });

  it("is carried into an account made from the browser that took it, whatever its e-mail; a wrong key carries nothing", async () => {
    const taken = await takeTrial(freshEmail());
    const key = new URL(taken.pdfUrl, "http://x").searchParams.get("token")!;

    const stranger = await signedInClient(ctx.app);
    // One character changed, never to the one it already is.
    const wrongKey = `${key.slice(0, -1)}${key.endsWith("x") ? "y" : "x"}`;
    const wrong = await claim(stranger.client, { id: taken.trialId, token: wrongKey });
    expect(wrong.json()).toEqual({ claimed: false });
    expect(await documents(stranger.client)).toHaveLength(0);

    const owner = await signedInClient(ctx.app);
    // Two tabs asking at once still carry it once.
    const [a, b] = await Promise.all([
      claim(owner.client, { id: taken.trialId, token: key }),
      claim(owner.client, { id: taken.trialId, token: key }),
    ]);
    expect([a.json().claimed, b.json().claimed].sort()).toEqual([false, true]);
    const docs = await documents(owner.client);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ type: "policy", businessName: "Bristol Print Works" });
    expect((await claim(stranger.client, { id: taken.trialId, token: key })).json()).toEqual({
      claimed: false,
    });
  });

  it("counts claims per account, so colleagues behind one network address never use up each other's", async () => {
    // Every signed-in dashboard asks once; more than a limit's worth of accounts share this address.
    const office = nextIp();
    const atTheOffice = async () => {
      const { client } = await signedInClient(ctx.app);
      const colleague = new Client(ctx.app, office);
      colleague.cookie = client.cookie;
      return colleague;
    };
    for (let i = 0; i < 21; i += 1) {
      const res = await claim(await atTheOffice());
      expect(res.statusCode, res.body).toBe(200);
    }
    const client = await atTheOffice();
    for (let i = 0; i < 20; i += 1) expect((await claim(client)).statusCode).toBe(200);
    const refused = await claim(client);
    expect(refused.statusCode).toBe(429);
  });

  it("counts one account's claims across two processes on one database", async () => {
    const other = await secondApp(ctx);
    try {
      const { client } = await signedInClient(ctx.app);
      for (let i = 0; i < 10; i += 1) expect((await claim(client)).statusCode).toBe(200);
      const elsewhere = sameCallerOn(other, client);
      for (let i = 0; i < 10; i += 1) expect((await claim(elsewhere)).statusCode).toBe(200);
      expect((await claim(client)).statusCode).toBe(429);
      expect((await claim(elsewhere)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it("needs a signed-in account and names a bad field", async () => {
    expect((await new Client(ctx.app).post("/api/free-trial/claim", {})).statusCode).toBe(401);
    const { client } = await signedInClient(ctx.app);
    const res = await claim(client, { id: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: "id", message: "id must be text" });
  });
});
