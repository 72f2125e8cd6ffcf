import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, users } from "../../src/server/db/schema";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { latestMail, tokenIn } from "../helpers/mail";
import { secretFromUri, unusedTotp } from "../helpers/totp";

let ctx: TestContext;
let clock = Date.now();
beforeAll(async () => {
  ctx = await createTestApp({ TWO_FACTOR_RECOVERY_HOURS: "72" }, { now: () => new Date(clock) });
});
afterAll(() => ctx.close());

const HOUR = 3600_000;
const subjectsTo = async (email: string) =>
  (await ctx.database.db.select().from(outbox).where(eq(outbox.to, email))).map((m) => m.subject);

/** An account with two-factor on, and its authenticator (which the tests then "lose"). */
async function withTwoFactor() {
  const me = await signedInClient(ctx.app);
  const setup = await me.client.post("/api/auth/two-factor/enable", { password: me.user.password });
  const secret = secretFromUri(setup.json().totpURI);
  const used = new Set<string>();
  await me.client.post("/api/auth/two-factor/verify-totp", { code: unusedTotp(secret, used) });
  return { ...me, secret, used };
}

/** The second sign-in step: the password was right, a code is asked for. */
async function atSecondStep(email: string, password: string) {
  const client = new Client(ctx.app);
  const res = await client.post("/api/auth/sign-in/email", { email, password });
  expect(res.json().twoFactorRedirect).toBe(true);
  return client;
}

async function startRecovery(email: string, password: string) {
  const client = await atSecondStep(email, password);
  const asked = await client.post("/api/auth/two-factor/recovery");
  expect(asked.statusCode, asked.body).toBe(200);
  expect(asked.json()).toEqual({
    done: false,
    message: expect.stringMatching(/e-mailed your account's address a link/),
  });
  const link = await latestMail(ctx, email, "account:two-factor-recovery");
  const confirmed = await new Client(ctx.app).post("/api/auth/two-factor/recovery/confirm", {
    token: tokenIn(link!.text, "two-factor-recovery"),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const started = await latestMail(ctx, email, "account:two-factor-recovery");
  expect(started!.subject).toBe("Two-factor authentication will be turned off");
  return tokenIn(started!.text, "two-factor-recovery/cancel");
}

describe("two-factor recovery when every factor is lost", () => {
  it("needs the password step first", async () => {
    const res = await new Client(ctx.app).post("/api/auth/two-factor/recovery");
    expect(res.statusCode).toBe(401);
  });

  it("turns two-factor off only after the e-mailed link and the waiting period", async () => {
    const { user, id } = await withTwoFactor();
    await startRecovery(user.email, user.password);

    // Still waiting: nothing changes, and the answer says until when.
    clock += 71 * HOUR;
    const early = await (await atSecondStep(user.email, user.password)).post("/api/auth/two-factor/recovery");
    expect(early.json()).toEqual({ done: false, message: expect.stringMatching(/will be turned off after/) });
    expect((await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!.twoFactorEnabled).toBe(
      true,
    );

    clock += 2 * HOUR;
    const late = await (await atSecondStep(user.email, user.password)).post("/api/auth/two-factor/recovery");
    expect(late.json()).toEqual({ done: true, message: expect.stringMatching(/now off/) });
    expect((await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!.twoFactorEnabled).toBe(
      false,
    );
    const client = new Client(ctx.app);
    const signIn = await client.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.json().twoFactorRedirect).toBeUndefined();
    expect((await client.get("/api/auth/user")).statusCode).toBe(200);
    expect(await subjectsTo(user.email)).toEqual(
      expect.arrayContaining([
        "Lost your two-factor codes? Confirm the recovery",
        "Two-factor authentication will be turned off",
        "Two-factor authentication turned off after the waiting period",
      ]),
    );
  });

  it("is stopped by the e-mailed link, and a used link cannot start it again", async () => {
    const { user, id } = await withTwoFactor();
    const cancel = await startRecovery(user.email, user.password);
    const stopped = await new Client(ctx.app).post("/api/auth/two-factor/recovery/cancel", { token: cancel });
    expect(stopped.statusCode).toBe(200);
    expect(await subjectsTo(user.email)).toContain("Two-factor recovery stopped");
    expect(
      (await new Client(ctx.app).post("/api/auth/two-factor/recovery/cancel", { token: cancel })).statusCode,
    ).toBe(400);
    clock += 100 * HOUR;
    const after = await (await atSecondStep(user.email, user.password)).post("/api/auth/two-factor/recovery");
    // A new request starts from the e-mailed link again.
    expect(after.json().done).toBe(false);
    expect((await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!.twoFactorEnabled).toBe(
      true,
    );
  });

  it("is stopped by a sign-in with a code, or from a signed-in session", async () => {
    const { user, secret, used, client: session } = await withTwoFactor();
    await startRecovery(user.email, user.password);
    const second = await atSecondStep(user.email, user.password);
    const verified = await second.post("/api/auth/two-factor/verify-totp", {
      code: unusedTotp(secret, used),
    });
    expect(verified.statusCode).toBe(200);
    expect(await subjectsTo(user.email)).toContain("Two-factor recovery stopped");

    await startRecovery(user.email, user.password);
    const res = await session.request("DELETE", "/api/auth/two-factor/recovery");
    expect(res.json().message).toMatch(/^Stopped/);
    expect((await new Client(ctx.app).request("DELETE", "/api/auth/two-factor/recovery")).statusCode).toBe(
      401,
    );
  });

  it("shows a running recovery to its signed-in owner only, who can stop it from a session", async () => {
    const { user, client: owner } = await withTwoFactor();
    const stranger = await signedInClient(ctx.app);
    expect((await owner.get("/api/auth/two-factor/recovery")).json()).toEqual({ endsAt: null });

    await startRecovery(user.email, user.password);
    const endsAt = new Date(clock + 72 * HOUR).toISOString();
    const seen = await owner.get("/api/auth/two-factor/recovery");
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ endsAt });

    // Another account sees only its own (none) and cannot stop the owner's; a visitor is refused.
    const theirs = await stranger.client.get("/api/auth/two-factor/recovery");
    expect(theirs.json()).toEqual({ endsAt: null });
    expect(theirs.body).not.toContain(endsAt);
    const strangerStop = await stranger.client.request("DELETE", "/api/auth/two-factor/recovery");
    expect(strangerStop.json().message).toBe("No recovery was running.");
    expect((await owner.get("/api/auth/two-factor/recovery")).json()).toEqual({ endsAt });
    const visitor = await new Client(ctx.app).get("/api/auth/two-factor/recovery");
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: "Unauthorized" });

    const stopped = await owner.request("DELETE", "/api/auth/two-factor/recovery");
    expect(stopped.json().message).toMatch(/^Stopped/);
    expect((await owner.get("/api/auth/two-factor/recovery")).json()).toEqual({ endsAt: null });
    expect(await subjectsTo(user.email)).toContain("Two-factor recovery stopped");
    expect(await subjectsTo(stranger.user.email)).not.toContain("Two-factor recovery stopped");
  });
});
