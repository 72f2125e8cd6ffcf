import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

type Doc = { id: string; version: number; content: { sections: { body: string }[] } };

const PARAGRAPH = "<p>Hazard control measure review: isolate, barricade, supervise and record the check.</p>";

/** A signed-in owner with a SWMS padded to about `kb` kB of content. */
async function ownerWithLargeSwms(ctx: TestContext, kb: number) {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 5);
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  const doc = (
    await signed.client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { activity: "Roof sheeting replacement", location: "12 Smith St, Parramatta" },
    })
  ).json() as Doc;
  const perSection = Math.ceil((kb * 1024) / doc.content.sections.length / PARAGRAPH.length);
  const content = {
    ...doc.content,
    sections: doc.content.sections.map((s) => ({ ...s, body: s.body + PARAGRAPH.repeat(perSection) })),
  };
  const saved = await signed.client.put(`/api/policies/${doc.id}`, { content, baseVersion: doc.version });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...signed, id: doc.id };
}

describe("exports run off the main thread", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("keeps the server answering while a large PDF renders", async () => {
    const owner = await ownerWithLargeSwms(ctx, 200);
    // The gap between timer ticks is how long the event loop was held by anything.
    let last = performance.now();
    let worstGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    const res = await owner.client.get(`/api/policies/${owner.id}/export/pdf`);
    const took = performance.now() - started;
    clearInterval(timer);
    // A loop held until the very end would never have run the timer to record it.
    worstGap = Math.max(worstGap, performance.now() - last);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Rendering took seconds; the loop was never held for more than a fraction of one.
    expect(took).toBeGreaterThan(800);
    expect(worstGap).toBeLessThan(200);
  });
});

describe("export limits", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      EXPORT_MAX_KB: "100",
      EXPORTS_PER_USER_AT_ONCE: "1",
      EXPORTS_PER_USER_PER_MINUTE: "3",
    });
  });
  afterAll(() => ctx.close());

  it("refuses a document over the size cap with 413 naming its size and the limit", async () => {
    const owner = await ownerWithLargeSwms(ctx, 150);
    for (const format of ["pdf", "docx"]) {
      const res = await owner.client.get(`/api/policies/${owner.id}/export/${format}`);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(/too large to export \(1\d\d kB; the limit is 100 kB\)/);
    }
  });

  it("lets one person run one export at a time and a few a minute, without touching anyone else", async () => {
    const owner = await ownerWithLargeSwms(ctx, 60);
    const other = await ownerWithLargeSwms(ctx, 1);
    const url = `/api/policies/${owner.id}/export/pdf`;
    const [first, second] = await Promise.all([owner.client.get(url), owner.client.get(url)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.json().message).toMatch(/already have 1 exports in progress/);

    // One started this minute so far (a refused one does not count); two more are allowed, then
    // the minute's share is used up.
    expect((await owner.client.get(url)).statusCode).toBe(200);
    expect((await owner.client.get(url)).statusCode).toBe(200);
    const limited = await owner.client.get(url);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/started 3 exports in the last minute/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    expect((await other.client.get(`/api/policies/${other.id}/export/docx`)).statusCode).toBe(200);
  });
});

describe("export time limit", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The size cap is raised so the document can be large enough to take several seconds to lay
    // out on any machine (a 1.8 MB one took 13 s), well past the one-second limit.
    ctx = await createTestApp({ EXPORT_TIMEOUT_MS: "1000", EXPORT_MAX_KB: "2048" });
  });
  afterAll(() => ctx.close());

  it("stops a render that runs past the limit and says so, then exports again normally", async () => {
    const big = await ownerWithLargeSwms(ctx, 1500);
    const res = await big.client.get(`/api/policies/${big.id}/export/pdf`);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/export was stopped after 1 seconds/);
    expect(res.headers["retry-after"]).toBeDefined();

    const small = await ownerWithLargeSwms(ctx, 1);
    const ok = await small.client.get(`/api/policies/${small.id}/export/docx`);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
