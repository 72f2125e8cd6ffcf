import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, rateLimits } from "../../src/server/db/schema";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { secretFromUri, totp, unusedTotp } from "../helpers/totp";

const ATTEMPTS = 5;
let ctx: TestContext;
beforeAll(async () => {
  // Per-address limits out of the way: the lockout must hold whatever address the guesses come from.
  ctx = await createTestApp({
    ACCOUNT_LOCKOUT_ATTEMPTS: String(ATTEMPTS),
    ACCOUNT_LOCKOUT_MINUTES: "15",
    AUTH_ATTEMPTS_PER_MINUTE: "10000",
  });
});
afterAll(() => ctx.close());

const LOCKED = /Too many wrong attempts on this account\. It is locked for 15 more minutes/;
const subjects = async (email: string) =>
  (await ctx.database.db.select().from(outbox).where(eq(outbox.to, email))).map((m) => m.subject);
/** As if the lock's quarter of an hour had passed. */
const letTimePass = () =>
  ctx.database.db
    .update(rateLimits)
    .set({ lastRequest: Date.now() - 16 * 60_000 })
    .where(like(rateLimits.key, "account-lockout:%"));

/** A signed-in user with two-factor on, and the codes used so far. */
async function withTwoFactor() {
  const signed = await signedInClient(ctx.app);
  const setup = await signed.client.post("/api/auth/two-factor/enable", { password: signed.user.password });
  const secret = secretFromUri(setup.json().totpURI);
  const used = new Set<string>();
  const on = await signed.client.post("/api/auth/two-factor/verify-totp", { code: unusedTotp(secret, used) });
  expect(on.statusCode, on.body).toBe(200);
  return { ...signed, secret, used, backupCodes: setup.json().backupCodes as string[] };
}

const OLD_CODE = (secret: string) => totp(secret, Date.now() - 10 * 60_000);

describe("account lockout", () => {
  it("locks password sign-in after repeated wrong passwords from many addresses, tells the owner, and unlocks with time", async () => {
    const { user } = await signedInClient(ctx.app);
    for (let i = 0; i < ATTEMPTS; i++) {
      // A new address every time, as with a rotated X-Forwarded-For.
      const res = await new Client(ctx.app).post("/api/auth/sign-in/email", {
        email: user.email,
        password: `wrong password ${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const right = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(LOCKED);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(800);
    expect(await subjects(user.email)).toContain("Your SafeDraft account is locked for a while");

    await letTimePass();
    const later = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(later.statusCode).toBe(200);
  });

  it("answers an address without an account exactly as one with an account", async () => {
    const email = `nobody-${Date.now()}@example.com`;
    for (let i = 0; i < ATTEMPTS; i++) {
      const res = await new Client(ctx.app).post("/api/auth/sign-in/email", {
        email,
        password: "wrong password",
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email,
      password: "wrong password",
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(LOCKED);
  });

  it("locks turning two-factor off after wrong codes, even when the right code follows", async () => {
    const me = await withTwoFactor();
    for (let i = 0; i < ATTEMPTS; i++) {
      const res = await me.client.post("/api/auth/two-factor/disable", {
        password: me.user.password,
        code: OLD_CODE(me.secret),
      });
      expect(res.statusCode).toBe(400);
    }
    const right = await me.client.post("/api/auth/two-factor/disable", {
      password: me.user.password,
      code: unusedTotp(me.secret, me.used),
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(LOCKED);
    expect((await me.client.get("/api/account/security")).json()).toEqual({ twoFactorEnabled: true });
  });

  it("counts wrong codes at the sign-in challenge and wrong backup codes against the account", async () => {
    const me = await withTwoFactor();
    const challenge = async () => {
      const browser = new Client(ctx.app);
      const first = await browser.post("/api/auth/sign-in/email", {
        email: me.user.email,
        password: me.user.password,
      });
      expect(first.json().twoFactorRedirect).toBe(true);
      return browser;
    };
    // Three on one challenge, two with backup codes on another: the count is the account's.
    const one = await challenge();
    for (let i = 0; i < 3; i++) {
      expect(
        (await one.post("/api/auth/two-factor/verify-totp", { code: OLD_CODE(me.secret) })).statusCode,
      ).toBe(401);
    }
    const two = await challenge();
    for (let i = 0; i < 2; i++) {
      const res = await two.post("/api/auth/two-factor/verify-backup-code", { code: "AAAAA-BBBBB" });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(429);
    }
    const third = new Client(ctx.app);
    const locked = await third.post("/api/auth/sign-in/email", {
      email: me.user.email,
      password: me.user.password,
    });
    expect(locked.statusCode).toBe(429);
    const backup = await two.post("/api/auth/two-factor/verify-backup-code", { code: me.backupCodes[0] });
    expect(backup.statusCode).toBe(429);
    expect((await two.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("locks enabling two-factor, changing the password and deleting the account after wrong passwords", async () => {
    const cases: {
      url: string;
      wrong: (password: string) => Record<string, unknown>;
      right: (password: string) => Record<string, unknown>;
    }[] = [
      {
        url: "/api/auth/two-factor/enable",
        wrong: () => ({ password: "not my password" }),
        right: (password) => ({ password }),
      },
      {
        url: "/api/auth/change-password",
        wrong: () => ({ currentPassword: "not my password", newPassword: "a brand new secret" }),
        right: (password) => ({ currentPassword: password, newPassword: "a brand new secret" }),
      },
      {
        url: "/api/account/delete",
        wrong: () => ({ confirmation: "DELETE", password: "not my password" }),
        right: (password) => ({ confirmation: "DELETE", password }),
      },
    ];
    for (const c of cases) {
      const { client, user } = await signedInClient(ctx.app);
      // The same session from a new address each time, past the library's per-address limit.
      const elsewhere = () => Object.assign(new Client(ctx.app), { cookie: client.cookie });
      for (let i = 0; i < ATTEMPTS; i++) {
        const res = await elsewhere().post(c.url, c.wrong(user.password));
        expect({ url: c.url, status: res.statusCode }).toEqual({ url: c.url, status: 400 });
      }
      const res = await elsewhere().post(c.url, c.right(user.password));
      expect({ url: c.url, status: res.statusCode }).toEqual({ url: c.url, status: 429 });
      expect(res.json().message).toMatch(LOCKED);
      expect((await client.get("/api/auth/user")).statusCode).toBe(200);
    }
  });

  it("keeps counting across a right password, which only the passing of time clears", async () => {
    const { user } = await signedInClient(ctx.app);
    const signIn = (password: string) =>
      new Client(ctx.app).post("/api/auth/sign-in/email", { email: user.email, password });
    for (let i = 0; i < ATTEMPTS - 1; i++) expect((await signIn("wrong password")).statusCode).toBe(401);
    expect((await signIn(user.password)).statusCode).toBe(200);
    expect((await signIn("wrong password")).statusCode).toBe(401);
    expect((await signIn(user.password)).statusCode).toBe(429);
    await letTimePass();
    expect((await signIn("wrong password")).statusCode).toBe(401);
    expect((await signIn(user.password)).statusCode).toBe(200);
  });
});

describe("authenticator codes", () => {
  it("accepts a code once: the same code cannot finish a second sign-in", async () => {
    const me = await withTwoFactor();
    const code = unusedTotp(me.secret, me.used);
    const signIns = [new Client(ctx.app), new Client(ctx.app)];
    for (const browser of signIns) {
      await browser.post("/api/auth/sign-in/email", { email: me.user.email, password: me.user.password });
    }
    expect((await signIns[0]!.post("/api/auth/two-factor/verify-totp", { code })).statusCode).toBe(200);
    const replay = await signIns[1]!.post("/api/auth/two-factor/verify-totp", { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/already been used/);
    expect((await signIns[1]!.get("/api/auth/user")).statusCode).toBe(401);
    // Another current code still works.
    const next = await signIns[1]!.post("/api/auth/two-factor/verify-totp", {
      code: unusedTotp(me.secret, me.used),
    });
    expect(next.statusCode).toBe(200);
  });

  it("refuses the code that turned two-factor on when it is offered again to turn it off", async () => {
    const signed = await signedInClient(ctx.app);
    const setup = await signed.client.post("/api/auth/two-factor/enable", { password: signed.user.password });
    const secret = secretFromUri(setup.json().totpURI);
    const code = totp(secret);
    expect((await signed.client.post("/api/auth/two-factor/verify-totp", { code })).statusCode).toBe(200);
    const again = await signed.client.post("/api/auth/two-factor/disable", {
      password: signed.user.password,
      code,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/^code: That code has already been used/);
  });
});
