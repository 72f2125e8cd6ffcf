import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import type { App } from "../../src/server/app";
import { KNOWN_DEVICE_COOKIE } from "../../src/server/auth/known-devices";
import { SIGN_ON_READS_PER_ADDRESS } from "../../src/server/routes/sign-on";
import {
  Client,
  createTestApp,
  newUser,
  sameCallerOn,
  secondApp,
  signedInClient,
  TEST_HOST,
  TEST_ORIGIN,
  type TestContext,
} from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { blankPng } from "../helpers/png";

/**
 * Two apps on one database, as two processes behind a round-robin proxy: one caller alternating
 * between them gets what one app alone allows, because every count lives in the database.
 */
const ATTEMPTS = 6;
let ctx: TestContext;
let a: App;
let b: App;
beforeAll(async () => {
  ctx = await createTestApp({
    ACCOUNT_LOCKOUT_ATTEMPTS: String(ATTEMPTS),
    ACCOUNT_LOCKOUT_ADDRESS_ATTEMPTS: "3",
    AUTH_ATTEMPTS_PER_MINUTE: "10000",
    EXPORTS_PER_USER_AT_ONCE: "1",
    EXPORTS_PER_USER_PER_MINUTE: "3",
  });
  a = ctx.app;
  b = await secondApp(ctx);
});
afterAll(async () => {
  await b?.close();
  await ctx?.close();
});

/** The same caller on A for even `i` and on B for odd `i`. */
const alternate = (client: Client, i: number) => (i % 2 === 0 ? client : sameCallerOn(b, client));

describe("per-address limits across two processes", () => {
  it("allows 10 unlock-link guesses per address in all, not 10 per process", async () => {
    const caller = new Client(a);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await alternate(caller, i).post("/api/auth/unlock-account", {
        token: `guessed-token-${i}-${"x".repeat(30)}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(4).fill(429)]);
    // Another address is not held back by this one.
    const other = await new Client(b).post("/api/auth/unlock-account", { token: `other-${"y".repeat(40)}` });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].field).toBe("token");
  });

  it("allows 5 password-reset e-mails per address in all", async () => {
    const caller = new Client(a);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await alternate(caller, i).post("/api/auth/request-password-reset", {
        email: newUser().email,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(3).fill(429)]);
    const refused = await sameCallerOn(b, caller).post("/api/auth/request-password-reset", {
      email: newUser().email,
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("allows a sign-on link's reads per address in all", async () => {
    const caller = new Client(a);
    const max = SIGN_ON_READS_PER_ADDRESS.max;
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i++) {
      const res = await alternate(caller, i).get(`/api/sign-on/${"t".repeat(43)}`);
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(max);
    expect(statuses.slice(max)).toEqual([429, 429]);
  });
});

function upload(app: App, client: Client, businessId: string, bytes: Buffer) {
  return app.inject({
    method: "PUT",
    url: `/api/businesses/${businessId}/logo`,
    remoteAddress: client.ip,
    headers: { host: TEST_HOST, origin: TEST_ORIGIN, cookie: client.cookie, "content-type": "image/png" },
    payload: bytes,
  });
}

describe("one person's costly work across two processes", () => {
  it("checks one logo upload of a person's at a time, whichever process each reaches", async () => {
    const { client } = await signedInClient(a);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const heavy = await blankPng(4000, 4000, 8);
    const [first, second] = await Promise.all([
      upload(a, client, businessId, heavy),
      upload(b, client, businessId, heavy),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.json().message).toMatch(/^logo: Another logo upload of yours is still being checked/);
    // Someone else uploading meanwhile is not held back, and the place is free again afterwards.
    const other = await signedInClient(b);
    const otherBusiness = await createBusiness(other.client, businesses.nswBuilder);
    const small = await blankPng(300, 100, 8);
    const [again, others] = await Promise.all([
      upload(b, client, businessId, small),
      upload(a, other.client, otherBusiness, small),
    ]);
    expect([again.statusCode, others.statusCode]).toEqual([200, 200]);
  });

  it("lets a person run one export at a time and three a minute across both processes", async () => {
    const { client, user } = await signedInClient(a);
    await grantCredits(ctx.database.db, user.email, "core", 5);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const doc = await client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { activity: "Roof sheeting replacement", location: "12 Smith St, Parramatta" },
    });
    expect(doc.statusCode, doc.body).toBe(201);
    const url = `/api/policies/${doc.json().id}/export/pdf`;
    const onB = sameCallerOn(b, client);

    const [first, second] = await Promise.all([client.get(url), onB.get(url)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.json().message).toMatch(/already have 1 exports in progress/);

    expect((await onB.get(url)).statusCode).toBe(200);
    expect((await client.get(url)).statusCode).toBe(200);
    const limited = await onB.get(url);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/started 3 exports in the last minute/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("account lockout across two processes", () => {
  const signIn = (caller: Client, email: string, password: string) =>
    caller.post("/api/auth/sign-in/email", { email, password });

  it("locks the account after wrong passwords spread over both processes and many addresses", async () => {
    const { user } = await signedInClient(a);
    for (let i = 0; i < ATTEMPTS; i++) {
      const res = await signIn(new Client(i % 2 === 0 ? a : b), user.email, `wrong ${i}`);
      expect(res.statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const right = await signIn(new Client(app), user.email, user.password);
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toMatch(/locked for 15 more minutes/);
    }
  });

  it("throttles one address's wrong passwords for an account across both processes", async () => {
    const { user } = await signedInClient(a);
    const attacker = new Client(a);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await signIn(alternate(attacker, i), user.email, `guess ${i}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // Not locked: the owner signs in from a new browser on either process.
    expect((await signIn(new Client(b), user.email, user.password)).statusCode).toBe(200);
  });

  it("lets the owner's known browser in on the other process while the account is locked", async () => {
    const { client, user } = await signedInClient(a);
    const device = client.cookie.split("; ").find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    expect(device).toBeDefined();
    for (let i = 0; i < ATTEMPTS; i++) {
      expect((await signIn(new Client(i % 2 === 0 ? b : a), user.email, `wrong ${i}`)).statusCode).toBe(401);
    }
    expect((await signIn(new Client(b), user.email, user.password)).statusCode).toBe(429);
    const browser = Object.assign(new Client(b), { cookie: device });
    const owner = await signIn(browser, user.email, user.password);
    expect(owner.statusCode, owner.body).toBe(200);
  });
});
