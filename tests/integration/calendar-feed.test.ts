import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { calendarFeeds as feedsTable } from "../../src/server/db/schema";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function withDocument() {
  const me = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, me.user.email, "core", 1);
  const businessId = await createBusiness(me.client, businesses.nswBuilder);
  const doc = await me.client.post("/api/policies/generate", { businessId });
  expect(doc.statusCode, doc.body).toBe(201);
  return { ...me, documentId: doc.json().id as string };
}

/** The path of a feed address, asked for as a calendar app asks: no cookie. */
const fetchFeed = (url: string) => new Client(ctx.app).get(new URL(url).pathname);

describe("the review calendar feed", () => {
  it("serves the person's review calendar at a secret address without a session", async () => {
    const { client, documentId } = await withDocument();
    expect((await client.get("/api/compliance/feed")).json()).toEqual({ active: false, createdAt: null });
    const made = await client.post("/api/compliance/feed", {});
    expect(made.statusCode, made.body).toBe(200);
    const feed = made.json();
    expect(feed.url).toMatch(/^http:\/\/safedraft\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\/reviews\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace("http://", "webcal://"));

    const ics = await fetchFeed(feed.url);
    expect(ics.statusCode, ics.body).toBe(200);
    expect(ics.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(ics.body).toContain("BEGIN:VCALENDAR");
    expect(ics.body).toContain(`/editor/${documentId}`);
    // The same calendar as the one-off download, but for the moment each was made.
    const stamped = (text: string) => text.replace(/DTSTAMP:\S+/g, "DTSTAMP");
    expect(stamped(ics.body)).toEqual(stamped((await client.get("/api/compliance/reviews.ics")).body));

    // Shown once: afterwards only that there is one.
    const status = (await client.get("/api/compliance/feed")).json();
    expect(status).toEqual({ active: true, createdAt: feed.createdAt });
    // Only a hash of the secret is stored.
    const rows = await ctx.database.db.select().from(feedsTable);
    const secret = feed.url.split("/")[5];
    expect(rows.some((r) => r.tokenHash === secret)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it("stops the old address at once when reset", async () => {
    const { client } = await withDocument();
    const old = (await client.post("/api/compliance/feed", {})).json();
    expect((await fetchFeed(old.url)).statusCode).toBe(200);
    const fresh = (await client.post("/api/compliance/feed", {})).json();
    expect(fresh.url).not.toBe(old.url);
    expect((await fetchFeed(old.url)).statusCode).toBe(404);
    expect((await fetchFeed(fresh.url)).statusCode).toBe(200);
  });

  it("shows each person only their own reviews, and a guessed address nothing", async () => {
    const a = await withDocument();
    const b = await withDocument();
    const feedA = (await a.client.post("/api/compliance/feed", {})).json();
    const icsA = (await fetchFeed(feedA.url)).body;
    expect(icsA).toContain(a.documentId);
    expect(icsA).not.toContain(b.documentId);
    const guess = await new Client(ctx.app).get(
      `/api/calendar/${randomBytes(32).toString("base64url")}/reviews.ics`,
    );
    expect(guess.statusCode).toBe(404);
    expect(guess.body).not.toContain("VCALENDAR");
    // Signed in as someone else changes nothing: the address is the key, and only its owner's.
    expect((await b.client.get(new URL(feedA.url).pathname)).body).not.toContain(b.documentId);
    expect((await new Client(ctx.app).get("/api/calendar/short/reviews.ics")).statusCode).toBe(404);
  });

  it("limits how often one address may ask, so addresses cannot be guessed", async () => {
    let status = 0;
    let asked = 0;
    const guesser = new Client(ctx.app, "203.0.113.9");
    for (; asked < 70 && status !== 429; asked++) {
      status = (await guesser.get(`/api/calendar/${randomBytes(32).toString("base64url")}/reviews.ics`))
        .statusCode;
    }
    expect(status).toBe(429);
    expect(asked).toBe(61);
  });
});
