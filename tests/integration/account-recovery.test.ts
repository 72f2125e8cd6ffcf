import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_RESET_SENT } from "../../src/contracts/auth";
import { EMAIL_CHANGE_LIMIT } from "../../src/server/auth/routes";
import { outbox, users, verifications } from "../../src/server/db/schema";
import { Client, createTestApp, newUser, signedInClient, type TestContext } from "../helpers/app";
import { latestMail, tokenIn, verifyAddress } from "../helpers/mail";
import { secretFromUri, unusedTotp } from "../helpers/totp";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const subjectsTo = async (email: string) =>
  (await ctx.database.db.select().from(outbox).where(eq(outbox.to, email))).map((m) => m.subject);

async function resetToken(email: string) {
  const mail = await latestMail(ctx, email, "account:password-reset");
  if (!mail) throw new Error(`no reset e-mail to ${email}`);
  return tokenIn(mail.text, "reset-password");
}

describe("forgotten password", () => {
  it("answers before looking the address up: the same answer even when making a reset token fails", async () => {
    const { user } = await signedInClient(ctx.app);
    const stranger = newUser().email;
    // Where reset tokens are kept is out of reach for a moment. An answer that waited for the
    // lookup and the token would fail here; one given before that work cannot depend on it, so
    // both addresses take the same path to the same answer.
    await ctx.database.db.execute(sql`alter table verifications rename to verifications_away`);
    try {
      const known = await new Client(ctx.app).post("/api/auth/request-password-reset", { email: user.email });
      const unknown = await new Client(ctx.app).post("/api/auth/request-password-reset", { email: stranger });
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.json()).toEqual({ message: PASSWORD_RESET_SENT });
      expect(unknown.json()).toEqual(known.json());
    } finally {
      await ctx.database.db.execute(sql`alter table verifications_away rename to verifications`);
    }
    // Worked after the answer, the request still reaches the owner (or is logged when it cannot).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await new Client(ctx.app).post("/api/auth/request-password-reset", { email: user.email });
    expect(again.statusCode).toBe(200);
    expect((await latestMail(ctx, user.email, "account:password-reset"))?.subject).toBe(
      "Reset your SafeDraft password",
    );
  });

  it("answers the same for an address with and without an account, and mails only the owner", async () => {
    const { user } = await signedInClient(ctx.app);
    const stranger = newUser().email;
    const known = await new Client(ctx.app).post("/api/auth/request-password-reset", { email: user.email });
    const unknown = await new Client(ctx.app).post("/api/auth/request-password-reset", { email: stranger });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_SENT });
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers["set-cookie"]).toBeUndefined();
    const mail = await latestMail(ctx, user.email, "account:password-reset");
    expect(mail?.subject).toBe("Reset your SafeDraft password");
    expect(mail?.text).toContain("expires in 60 minutes");
    expect(await subjectsTo(stranger)).toEqual([]);
  });

  it("sets the new password with the link once, ends every session and tells the owner", async () => {
    const { client: oldSession, user } = await signedInClient(ctx.app);
    await new Client(ctx.app).post("/api/auth/request-password-reset", { email: user.email });
    const token = await resetToken(user.email);

    const short = await new Client(ctx.app).post("/api/auth/reset-password", { token, newPassword: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].field).toBe("newPassword");

    const reset = await new Client(ctx.app).post("/api/auth/reset-password", {
      token,
      newPassword: "a brand new password",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // The session signed in before the reset is over.
    expect((await oldSession.get("/api/auth/user")).statusCode).toBe(401);

    const oldPassword = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const fresh = new Client(ctx.app);
    const signIn = await fresh.post("/api/auth/sign-in/email", {
      email: user.email,
      password: "a brand new password",
    });
    expect(signIn.statusCode).toBe(200);
    expect((await fresh.get("/api/auth/user")).json().email).toBe(user.email);

    const again = await new Client(ctx.app).post("/api/auth/reset-password", {
      token,
      newPassword: "another new password",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { field: "token", message: expect.stringMatching(/not valid, has been used or has expired/) },
    ]);
    expect(await subjectsTo(user.email)).toContain("Your SafeDraft password was reset");
  });

  it("refuses an expired link", async () => {
    const { user } = await signedInClient(ctx.app);
    await new Client(ctx.app).post("/api/auth/request-password-reset", { email: user.email });
    const token = await resetToken(user.email);
    await ctx.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await new Client(ctx.app).post("/api/auth/reset-password", {
      token,
      newPassword: "a brand new password",
    });
    expect(res.statusCode).toBe(400);
    const signIn = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("sends an address at most 3 reset e-mails an hour, and limits each caller's requests", async () => {
    const { user } = await signedInClient(ctx.app);
    for (let i = 0; i < 5; i++) {
      const res = await new Client(ctx.app).post("/api/auth/request-password-reset", { email: user.email });
      expect(res.json()).toEqual({ message: PASSWORD_RESET_SENT });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await subjectsTo(user.email)).filter((s) => s.startsWith("Reset"))).toHaveLength(3);

    const caller = new Client(ctx.app);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        (await caller.post("/api/auth/request-password-reset", { email: newUser().email })).statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("holds the 3 an hour when the requests come all at once", async () => {
    const { user } = await signedInClient(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        new Client(ctx.app).post("/api/auth/request-password-reset", { email: user.email }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await subjectsTo(user.email)).filter((s) => s.startsWith("Reset"))).toHaveLength(3);
  });

  it("names a malformed address", async () => {
    const res = await new Client(ctx.app).post("/api/auth/request-password-reset", { email: "nope" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: "email", message: "Please enter a valid email address" });
  });
});

describe("e-mail verification", () => {
  it("welcomes a new account with a confirmation link; sign-in works before it is opened", async () => {
    const { client, user } = await signedInClient(ctx.app);
    const mail = await latestMail(ctx, user.email, "account:verify-email");
    expect(mail?.subject).toBe("Welcome to SafeDraft: please confirm your e-mail address");
    expect((await client.get("/api/auth/user")).json().emailVerified).toBe(false);
    const signIn = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);

    const bad = await new Client(ctx.app).post("/api/auth/verify-email", { token: "forged" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("token");

    await verifyAddress(ctx, user.email);
    expect((await client.get("/api/auth/user")).json().emailVerified).toBe(true);
  });

  it("sends a new link on request while unconfirmed, only to the signed-in account", async () => {
    const { client, user } = await signedInClient(ctx.app);
    expect((await new Client(ctx.app).post("/api/auth/verify-email/resend")).statusCode).toBe(401);
    const res = await client.post("/api/auth/verify-email/resend");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`We have sent a new confirmation link to ${user.email}.`);
    const mails = (await subjectsTo(user.email)).filter((s) => /confirm your e-mail/i.test(s));
    expect(mails).toEqual([
      "Welcome to SafeDraft: please confirm your e-mail address",
      "Confirm your e-mail address",
    ]);
    await verifyAddress(ctx, user.email);
    expect((await client.get("/api/auth/user")).json().emailVerified).toBe(true);
  });
});

describe("changing the e-mail address", () => {
  const change = (client: Client, email: string, extra: Record<string, string> = {}) =>
    client.put("/api/auth/profile", { firstName: "Alex", lastName: "Tester", email, ...extra });

  it("needs a confirmed address first", async () => {
    const { client, user } = await signedInClient(ctx.app);
    const res = await change(client, `new-${user.email}`, { password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toEqual({
      field: "email",
      message: expect.stringMatching(/Confirm your current/),
    });
  });

  it("needs the password, counts wrong ones, and moves the account only when the new address's link is opened", async () => {
    const { client, user, id } = await signedInClient(ctx.app);
    await verifyAddress(ctx, user.email);
    const target = `moved-${user.email}`;

    const none = await change(client, target);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe("password");
    const wrong = await change(client, target, { password: "not the password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toEqual({ field: "password", message: "That password is not correct" });

    const ok = await change(client, target, { password: user.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: user.email, pendingEmail: target });
    expect((await client.get("/api/auth/user")).json().email).toBe(user.email);

    const mail = await latestMail(ctx, target, "account:email-change");
    const token = tokenIn(mail!.text, "confirm-email");
    const confirmed = await new Client(ctx.app).post("/api/auth/confirm-email", { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email: target, emailVerified: true });
    expect((await client.get("/api/auth/user")).json().email).toBe(target);
    // The old address hears of it.
    expect(await subjectsTo(user.email)).toContain(
      "The e-mail address of your SafeDraft account was changed",
    );
    // The link works once.
    expect((await new Client(ctx.app).post("/api/auth/confirm-email", { token })).statusCode).toBe(400);
    // The new password-protected address signs in.
    const signIn = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: target,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("locks out after repeated wrong passwords like the other code endpoints", async () => {
    // Fewer attempts than the per-account request limit, so the lockout is what answers.
    const strict = await createTestApp({ ACCOUNT_LOCKOUT_ATTEMPTS: "3" });
    try {
      const { client, user } = await signedInClient(strict.app);
      await verifyAddress(strict, user.email);
      for (let i = 0; i < 3; i++) {
        const wrong = await change(client, `x${i}-${user.email}`, { password: `wrong ${i} password` });
        expect(wrong.statusCode).toBe(400);
      }
      const locked = await change(client, `last-${user.email}`, { password: user.password });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/locked/);
      const subjects = (await strict.database.db.select().from(outbox).where(eq(outbox.to, user.email))).map(
        (m) => m.subject,
      );
      expect(subjects).toContain("Your SafeDraft account is locked for a while");
      expect(await latestMail(strict, `last-${user.email}`, "account:email-change", 0)).toBeNull();
    } finally {
      await strict.close();
    }
  });

  it(`allows ${EMAIL_CHANGE_LIMIT.max} change requests per account in ${EMAIL_CHANGE_LIMIT.timeWindow}; renaming is not limited`, async () => {
    const { client, user } = await signedInClient(ctx.app);
    await verifyAddress(ctx, user.email);
    const statuses: number[] = [];
    for (let i = 0; i <= EMAIL_CHANGE_LIMIT.max; i++) {
      statuses.push((await change(client, `r${i}-${user.email}`, { password: user.password })).statusCode);
    }
    expect(statuses).toEqual([...Array(EMAIL_CHANGE_LIMIT.max).fill(200), 429]);
    expect((await change(client, user.email)).statusCode).toBe(200);
  });

  it("asks for the current code when two-factor is on", async () => {
    const { client, user } = await signedInClient(ctx.app);
    await verifyAddress(ctx, user.email);
    const setup = await client.post("/api/auth/two-factor/enable", { password: user.password });
    const secret = secretFromUri(setup.json().totpURI);
    const used = new Set<string>();
    await client.post("/api/auth/two-factor/verify-totp", { code: unusedTotp(secret, used) });

    const noCode = await change(client, `tf-${user.email}`, { password: user.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors[0].field).toBe("code");
    const withCode = await change(client, `tf-${user.email}`, {
      password: user.password,
      code: unusedTotp(secret, used),
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
  });
});
