import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KNOWN_DEVICE_COOKIE } from "../../src/server/auth/known-devices";
import { outbox, rateLimits, verifications } from "../../src/server/db/schema";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { latestMail, tokenIn } from "../helpers/mail";
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

/** As if one account's lock period had passed since its last wrong password. */
const lapse = (userId: string) =>
  ctx.database.db
    .update(rateLimits)
    .set({ lastRequest: Date.now() - 16 * 60_000 })
    .where(eq(rateLimits.key, `account-lockout:${userId}`));

/** Wrong passwords for `email`, each from a new address, until the account locks. */
async function storm(email: string) {
  for (let i = 0; i < ATTEMPTS; i++) {
    const res = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email,
      password: `wrong guess ${i}`,
    });
    expect(res.statusCode).toBe(401);
  }
}

/** The same browser (only its known-device cookie, signed out) on another address, or on `ip`. */
function sameBrowser(client: Client, ip?: string) {
  const device = client.cookie.split("; ").find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
  expect(device, "the sign-in set a known-device cookie").toBeDefined();
  return Object.assign(new Client(ctx.app, ip), { cookie: device });
}

describe("a lock cannot keep the owner out", () => {
  it("lets the right password in from a browser or address the account signed in from, and from nowhere else", async () => {
    const { client, user } = await signedInClient(ctx.app);
    await storm(user.email);
    const signIn = (caller: Client, password = user.password) =>
      caller.post("/api/auth/sign-in/email", { email: user.email, password });

    const stranger = await signIn(new Client(ctx.app));
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(LOCKED);
    expect(stranger.json().message).toMatch(/sign in on a device you have signed in from before/);

    // The owner's browser, now on another network: its cookie is known.
    const browser = sameBrowser(client);
    expect((await signIn(browser, "a wrong password")).statusCode).toBe(401);
    const owner = await signIn(browser);
    expect(owner.statusCode, owner.body).toBe(200);
    expect((await browser.get("/api/auth/user")).json().email).toBe(user.email);

    // Another browser on the address the owner signed in from.
    const sameNetwork = await signIn(new Client(ctx.app, client.ip));
    expect(sameNetwork.statusCode, sameNetwork.body).toBe(200);

    // A cookie that the account never signed in with counts for nothing.
    const forged = Object.assign(new Client(ctx.app), { cookie: `${KNOWN_DEVICE_COOKIE}=${"A".repeat(43)}` });
    expect((await signIn(forged)).statusCode).toBe(429);
  });

  it("refuses a wrong-password storm from one address there (429) before it can lock the account", async () => {
    const { user } = await signedInClient(ctx.app);
    const attacker = new Client(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS * 2; i++) {
      const res = await attacker.post("/api/auth/sign-in/email", {
        email: user.email,
        password: `guess ${i}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().message).toMatch(/Too many wrong passwords for this account from your network/);
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(800);
      }
    }
    const allowed = ctx.config.lockout.perAddress;
    expect(allowed).toBeLessThan(ATTEMPTS);
    expect(statuses).toEqual([...Array(allowed).fill(401), ...Array(ATTEMPTS * 2 - allowed).fill(429)]);
    // Even the right password is not tried from there meanwhile...
    const fromAttacker = await attacker.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(fromAttacker.statusCode).toBe(429);
    // ...and the account is not locked: its owner signs in from a browser it has never used.
    const owner = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(await subjects(user.email)).not.toContain("Your SafeDraft account is locked for a while");
  });

  it("keeps the owner's own browser signing in while others keep renewing the lock", async () => {
    const { client, user, id } = await signedInClient(ctx.app);
    await client.get("/api/logout");
    for (let wave = 0; wave < 2; wave++) {
      await storm(user.email);
      const res = await client.post("/api/auth/sign-in/email", {
        email: user.email,
        password: user.password,
      });
      expect(res.statusCode, res.body).toBe(200);
      await client.get("/api/logout");
      // The lock lapses, and the attacker locks the account again at once.
      await lapse(id);
    }
  });

  it("lets the right password and a code in during a lock by wrong passwords, on a new browser", async () => {
    const me = await withTwoFactor();
    await storm(me.user.email);
    const browser = new Client(ctx.app);
    const first = await browser.post("/api/auth/sign-in/email", {
      email: me.user.email,
      password: me.user.password,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().twoFactorRedirect).toBe(true);
    const code = await browser.post("/api/auth/two-factor/verify-totp", {
      code: unusedTotp(me.secret, me.used),
    });
    expect(code.statusCode, code.body).toBe(200);
    expect((await browser.get("/api/auth/user")).statusCode).toBe(200);
  });
});

describe("the unlock link e-mailed when an account locks", () => {
  const LOCK_TOPIC = "security:account-locked";
  /** Locks the account and returns the token of the link in the new lock e-mail. */
  async function lockAndGetLink(email: string, previous?: string) {
    await storm(email);
    const mail = await latestMail(ctx, email, LOCK_TOPIC);
    expect(mail?.subject).toBe("Your SafeDraft account is locked for a while");
    const token = tokenIn(mail!.text, "unlock-account");
    expect(token).not.toBe(previous);
    expect(mail!.text).toMatch(/works once and expires in 60 minutes/);
    return token;
  }
  const signIn = (email: string, password: string) =>
    new Client(ctx.app).post("/api/auth/sign-in/email", { email, password });
  const unlock = (body: Record<string, unknown>) =>
    new Client(ctx.app).post("/api/auth/unlock-account", body);

  it("unlocks the account and sets a new password, once; a later link unlocks alone; an old link does nothing", async () => {
    const { client, user, id } = await signedInClient(ctx.app);
    const token = await lockAndGetLink(user.email);
    // Stored hashed: the token itself is nowhere in the database.
    const stored = await ctx.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, "account-unlock:%"));
    expect(stored.some((r) => r.identifier.includes(token))).toBe(false);

    const short = await unlock({ token, newPassword: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].field).toBe("newPassword");

    const done = await unlock({ token, newPassword: "a brand new secret" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toMatch(/unlocked and your password has been changed/);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, "a brand new secret")).statusCode).toBe(200);
    // A new password ends every session, as a reset does.
    expect((await client.get("/api/auth/user")).statusCode).toBe(401);

    const again = await unlock({ token, newPassword: "another new secret" });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe("token");

    // Locked again (the old password above counted once): this link only unlocks; the password stays.
    await lapse(id);
    const second = await lockAndGetLink(user.email, token);
    expect((await signIn(user.email, "a brand new secret")).statusCode).toBe(429);
    const unlocked = await unlock({ token: second });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().message).toBe("Your account is unlocked. Sign in with your password.");
    expect((await signIn(user.email, "a brand new secret")).statusCode).toBe(200);
  });

  it("expires, and is replaced by the next lock's link", async () => {
    const { user, id } = await signedInClient(ctx.app);
    const first = await lockAndGetLink(user.email);
    await lapse(id);
    const second = await lockAndGetLink(user.email, first);
    // The earlier link no longer works once a newer one was sent.
    expect((await unlock({ token: first })).statusCode).toBe(400);
    await ctx.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verifications.value, id), like(verifications.identifier, "account-unlock:%")));
    const late = await unlock({ token: second, newPassword: "a brand new secret" });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(
      /^token: This unlock link is not valid, has been used or has expired/,
    );
    expect((await signIn(user.email, user.password)).statusCode).toBe(429);
  });
});
