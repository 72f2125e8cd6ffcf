import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_LOGO_BYTES } from "../../src/server/letterhead/logo";
import {
  type Client,
  createTestApp,
  signedInClient,
  TEST_HOST,
  TEST_ORIGIN,
  type TestContext,
} from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { blankPng } from "../helpers/png";

let ctx: TestContext;
/** 4000 × 4000 at 16 bits RGBA: about 125 kB that would inflate to 128 MB. */
let bomb16: Buffer;
/** 4000 × 4000 at 8 bits RGBA: within every limit, and the costliest PNG a logo may be. */
let heavy8: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  bomb16 = await blankPng(4000, 4000, 16);
  heavy8 = await blankPng(4000, 4000, 8);
});
afterAll(() => ctx.close());

function upload(client: Client, businessId: string, bytes: Buffer) {
  return ctx.app.inject({
    method: "PUT",
    url: `/api/businesses/${businessId}/logo`,
    remoteAddress: client.ip,
    headers: { host: TEST_HOST, origin: TEST_ORIGIN, cookie: client.cookie, "content-type": "image/png" },
    payload: bytes,
  });
}

async function owner() {
  const signed = await signedInClient(ctx.app);
  return { ...signed, businessId: await createBusiness(signed.client, businesses.nswBuilder) };
}

describe("logo decompression limits", () => {
  it("refuses a decompression bomb, a small PNG whose pixels would take 128 MB, naming the field", async () => {
    const { client, businessId } = await owner();
    expect(bomb16.length).toBeLessThan(MAX_LOGO_BYTES / 4);
    const res = await upload(client, businessId, bomb16);
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json() as { message: string; errors: { field: string }[] };
    expect(body.errors.map((e) => e.field)).toEqual(["logo"]);
    expect(body.message).toMatch(
      /^logo: The image would take 128 MB to decode \(4000 × 4000 pixels, 16 bits a sample\); the limit is 64 MB/,
    );
    expect((await client.get(`/api/businesses/${businessId}`)).json().logo).toBeNull();
  });

  it("checks one upload of a person's at a time, refusing a second sent meanwhile with 429", async () => {
    const { client, businessId } = await owner();
    const [first, second] = await Promise.all([
      upload(client, businessId, heavy8),
      upload(client, businessId, heavy8),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.json().message).toMatch(/^logo: Another logo upload of yours is still being checked/);
    // The one checked was stored, scaled to a letterhead's size.
    expect((await client.get(`/api/businesses/${businessId}`)).json().logo).toMatchObject({ width: 600 });
  });

  it("keeps answering /api/health while several hostile uploads are in flight", async () => {
    const uploaders = await Promise.all(Array.from({ length: 6 }, owner));
    let done = false;
    const uploads = Promise.all(
      uploaders.map((u, i) => upload(u.client, u.businessId, i % 2 === 0 ? bomb16 : heavy8)),
    ).finally(() => {
      done = true;
    });
    const answers: { status: number; ms: number }[] = [];
    while (!done) {
      const started = performance.now();
      const res = await ctx.app.inject({ method: "GET", url: "/api/health", headers: { host: TEST_HOST } });
      answers.push({ status: res.statusCode, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const results = await uploads;
    // Every upload got its own answer: the bombs refused, the heavy ones stored.
    expect(results.map((r) => r.statusCode)).toEqual([422, 200, 422, 200, 422, 200]);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // A generous bound for a busy two-core machine: the checks run off the event loop, which
    // answered in a fraction of this; inflating on it held the loop for seconds.
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(2_500);
  });
});
