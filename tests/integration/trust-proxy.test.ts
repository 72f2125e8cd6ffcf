import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, createTestApp, type TestContext } from "../helpers/app";

/**
 * Which address a request counts as: the per-address sign-in limit (3 a minute here) shows it.
 * A proxy appends the address it saw to X-Forwarded-For, so only entries from the right end, added
 * by trusted proxies, are believed; whatever a client writes on the left is not.
 */
const LIMIT = 3;
let attempt = 0;
/** A wrong sign-in to a new account each time, so only the address limit can answer 429. */
const signIn = (client: Client, xff?: string) =>
  client.post(
    "/api/auth/sign-in/email",
    { email: `nobody-${++attempt}@example.com`, password: "not it at all" },
    xff ? { "x-forwarded-for": xff } : {},
  );

async function statuses(make: (i: number) => Promise<{ statusCode: number }>, n = LIMIT + 1) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await make(i)).statusCode);
  return out;
}

describe("TRUST_PROXY as a hop count", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: "1", AUTH_ATTEMPTS_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => ctx.close());

  it("counts the address the one proxy saw, however the client rotates the left of the header", async () => {
    const proxy = new Client(ctx.app, "10.9.0.1");
    const seen = await statuses((i) => signIn(proxy, `203.0.113.${i}, 198.51.100.7`));
    expect(seen).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy has a count of its own.
    expect((await signIn(proxy, "198.51.100.8")).statusCode).toBe(401);
  });
});

describe("TRUST_PROXY as addresses and CIDRs", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      TRUST_PROXY: "10.0.0.0/8,192.0.2.10",
      AUTH_ATTEMPTS_PER_MINUTE: String(LIMIT),
    });
  });
  afterAll(() => ctx.close());

  it("walks back through trusted proxies to the first untrusted address", async () => {
    const edge = new Client(ctx.app, "10.20.30.40");
    // Client → 192.0.2.10 (trusted) → 10.20.30.40 (trusted): the client is 198.51.100.9.
    const seen = await statuses((i) => signIn(edge, `203.0.113.${i}, 198.51.100.9, 192.0.2.10`));
    expect(seen).toEqual([401, 401, 401, 429]);
    expect((await signIn(edge, "198.51.100.10, 192.0.2.10")).statusCode).toBe(401);
  });

  it("ignores the header from a client that is not one of the proxies", async () => {
    const direct = new Client(ctx.app, "198.51.100.50");
    const seen = await statuses((i) => signIn(direct, `203.0.113.${i}`));
    expect(seen).toEqual([401, 401, 401, 429]);
  });
});
