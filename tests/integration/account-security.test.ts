import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { outbox, users } from "../../src/server/db/schema";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { secretFromUri, totp, unusedTotp } from "../helpers/totp";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const mailTo = async (email: string) =>
  (await ctx.database.db.select().from(outbox).where(eq(outbox.to, email))).map((m) => m.subject);

describe("notification switches", () => {
  it("are all on by default, stored per user and validated by field", async () => {
    const { client } = await signedInClient(ctx.app);
    const other = await signedInClient(ctx.app);
    expect((await client.get("/api/account/notifications")).json()).toEqual({
      emailNotifications: true,
      securityAlerts: true,
      comingDuties: true,
    });
    const put = await client.put("/api/account/notifications", {
      emailNotifications: false,
      securityAlerts: true,
    });
    expect(put.statusCode).toBe(200);
    expect((await client.get("/api/account/notifications")).json()).toEqual({
      emailNotifications: false,
      securityAlerts: true,
      comingDuties: true,
    });
    expect((await other.client.get("/api/account/notifications")).json().emailNotifications).toBe(true);

    const bad = await client.put("/api/account/notifications", { emailNotifications: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/emailNotifications/);
    expect(bad.json().message).toMatch(/securityAlerts/);
    expect((await new Client(ctx.app).get("/api/account/notifications")).statusCode).toBe(401);
  });
});

describe("change password", () => {
  it("needs the current password, signs other sessions out and sends an alert", async () => {
    const { client, user } = await signedInClient(ctx.app);
    const elsewhere = new Client(ctx.app);
    await elsewhere.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    expect((await elsewhere.get("/api/auth/user")).statusCode).toBe(200);

    const missing = await client.post("/api/auth/change-password", { newPassword: "a brand new secret" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/currentPassword/);
    const short = await client.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "short",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/newPassword: New password must be at least 8 characters/);

    const wrong = await client.post("/api/auth/change-password", {
      currentPassword: "not my password",
      newPassword: "a brand new secret",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/password/i);

    const ok = await client.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "a brand new secret",
    });
    expect(ok.statusCode).toBe(200);
    expect((await client.get("/api/auth/user")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/auth/user")).statusCode).toBe(401);

    const oldPassword = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: user.email,
      password: "a brand new secret",
    });
    expect(newPassword.statusCode).toBe(200);
    const subjects = await mailTo(user.email);
    expect(subjects).toContain("Your SafeDraft password was changed");
    expect(subjects.filter((s) => s === "New sign-in to your SafeDraft account")).toHaveLength(2);
  });

  it("sends no security alert when that switch is off", async () => {
    const { client, user } = await signedInClient(ctx.app);
    await client.put("/api/account/notifications", { emailNotifications: true, securityAlerts: false });
    await client.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "another secret 1",
    });
    await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: user.email,
      password: "another secret 1",
    });
    // Only the welcome, which is not a security alert.
    expect(await mailTo(user.email)).toEqual(["Welcome to SafeDraft: please confirm your e-mail address"]);
  });
});

describe("two-factor authentication", () => {
  it("turning it on signs out the account's other sessions, and keeps the one that turned it on", async () => {
    const { client, user, id } = await signedInClient(ctx.app);
    const elsewhere = new Client(ctx.app);
    const other = await elsewhere.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(other.statusCode).toBe(200);
    expect((await elsewhere.get("/api/auth/user")).statusCode).toBe(200);

    const setup = await client.post("/api/auth/two-factor/enable", { password: user.password });
    const secret = secretFromUri((setup.json() as { totpURI: string }).totpURI);
    // Setting up alone changes nothing: only the confirming code turns it on.
    expect((await elsewhere.get("/api/auth/user")).statusCode).toBe(200);
    const confirm = await client.post("/api/auth/two-factor/verify-totp", {
      code: unusedTotp(secret, new Set()),
    });
    expect(confirm.statusCode).toBe(200);

    expect((await elsewhere.get("/api/auth/user")).statusCode).toBe(401);
    expect((await client.get("/api/auth/user")).json().id).toBe(id);
    const mails = await mailTo(user.email);
    expect(mails).toContain("Two-factor authentication turned on");
  });

  it("sets up TOTP, then asks for a code at sign-in, and turns off with a code", async () => {
    const { client, user, id } = await signedInClient(ctx.app);
    expect((await client.get("/api/account/security")).json()).toEqual({ twoFactorEnabled: false });

    const noPassword = await client.post("/api/auth/two-factor/enable", {});
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toMatch(/password/);
    const wrongPassword = await client.post("/api/auth/two-factor/enable", { password: "nope nope nope" });
    expect(wrongPassword.statusCode).toBe(400);

    const setup = await client.post("/api/auth/two-factor/enable", { password: user.password });
    expect(setup.statusCode).toBe(200);
    const { totpURI, backupCodes } = setup.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/SafeDraft:/);
    expect(backupCodes).toHaveLength(10);
    const secret = secretFromUri(totpURI);
    // Each code is good for one use.
    const used = new Set<string>();
    // Not on until a code confirms the authenticator has the secret.
    expect((await client.get("/api/account/security")).json()).toEqual({ twoFactorEnabled: false });

    const badFormat = await client.post("/api/auth/two-factor/verify-totp", { code: "12ab" });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toMatch(/^code: /);
    const confirm = await client.post("/api/auth/two-factor/verify-totp", { code: unusedTotp(secret, used) });
    expect(confirm.statusCode).toBe(200);
    expect((await client.get("/api/account/security")).json()).toEqual({ twoFactorEnabled: true });
    expect(await mailTo(user.email)).toContain("Two-factor authentication turned on");

    // Signing in: the password alone gives no session, only the challenge.
    const browser = new Client(ctx.app);
    const first = await browser.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect((await browser.get("/api/auth/user")).statusCode).toBe(401);
    const wrongCode = await browser.post("/api/auth/two-factor/verify-totp", {
      code: totp(secret, Date.now() - 10 * 60_000),
    });
    expect(wrongCode.statusCode).toBe(401);
    expect((await browser.get("/api/auth/user")).statusCode).toBe(401);
    const second = await browser.post("/api/auth/two-factor/verify-totp", { code: unusedTotp(secret, used) });
    expect(second.statusCode).toBe(200);
    expect(second.body).not.toContain('"token"');
    expect((await browser.get("/api/auth/user")).json().id).toBe(id);

    // A backup code works once instead of the app.
    const backup = new Client(ctx.app);
    await backup.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    const viaBackup = await backup.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] });
    expect(viaBackup.statusCode).toBe(200);
    expect((await backup.get("/api/auth/user")).json().id).toBe(id);

    // Turning it off needs the password and a valid code.
    const noCode = await browser.post("/api/auth/two-factor/disable", { password: user.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toMatch(/^code: /);
    const badCode = await browser.post("/api/auth/two-factor/disable", {
      password: user.password,
      code: totp(secret, Date.now() - 10 * 60_000),
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toMatch(/code: That code is not valid/);
    const off = await browser.post("/api/auth/two-factor/disable", {
      password: user.password,
      code: unusedTotp(secret, used),
    });
    expect(off.statusCode).toBe(200);
    expect((await browser.get("/api/account/security")).json()).toEqual({ twoFactorEnabled: false });
    expect(await mailTo(user.email)).toContain("Two-factor authentication turned off");

    const plain = new Client(ctx.app);
    const again = await plain.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    expect(again.json().twoFactorRedirect).toBeUndefined();
    expect((await plain.get("/api/auth/user")).statusCode).toBe(200);
  });
});

describe("remembering a device at the code step", () => {
  it("lets that browser sign in with the password alone for 30 days, while every other browser is still asked for a code", async () => {
    const { client, user, id } = await signedInClient(ctx.app);
    const setup = await client.post("/api/auth/two-factor/enable", { password: user.password });
    const { totpURI, backupCodes } = setup.json() as { totpURI: string; backupCodes: string[] };
    const secret = secretFromUri(totpURI);
    const used = new Set<string>();
    await client.post("/api/auth/two-factor/verify-totp", { code: unusedTotp(secret, used) });

    const phone = new Client(ctx.app);
    await phone.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    const badFlag = await phone.post("/api/auth/two-factor/verify-totp", {
      code: unusedTotp(secret, used),
      trustDevice: "yes",
    });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().message).toMatch(/^trustDevice: /);
    const verified = await phone.post("/api/auth/two-factor/verify-totp", {
      code: unusedTotp(secret, used),
      trustDevice: true,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const remembered = verified.cookies.find((c) => c.name.endsWith("trust_device"));
    expect(remembered?.maxAge).toBe(30 * 86_400);
    expect(remembered?.httpOnly).toBe(true);

    // Signed out and back in on the same browser: the password is enough.
    await phone.get("/api/logout");
    expect((await phone.get("/api/auth/user")).statusCode).toBe(401);
    const again = await phone.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    expect(again.statusCode).toBe(200);
    expect(again.json().twoFactorRedirect).toBeUndefined();
    expect((await phone.get("/api/auth/user")).json().id).toBe(id);

    // A browser that did not tick the box, and one that signed in with a backup code without it, are asked again.
    const laptop = new Client(ctx.app);
    await laptop.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    await laptop.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] });
    await laptop.get("/api/logout");
    const laptopAgain = await laptop.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(laptopAgain.json()).toMatchObject({ twoFactorRedirect: true });

    // A backup code can remember the device too.
    const tablet = new Client(ctx.app);
    await tablet.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    const viaBackup = await tablet.post("/api/auth/two-factor/verify-backup-code", {
      code: backupCodes[1],
      trustDevice: true,
    });
    expect(viaBackup.statusCode, viaBackup.body).toBe(200);
    await tablet.get("/api/logout");
    const tabletAgain = await tablet.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(tabletAgain.json().twoFactorRedirect).toBeUndefined();
    expect((await tablet.get("/api/auth/user")).json().id).toBe(id);
  });
});

describe("export data", () => {
  it("contains the user's account, businesses, documents with revisions, purchases and credits, and nobody else's", async () => {
    const me = await signedInClient(ctx.app, { firstName: "Export", lastName: "Owner" });
    const stranger = await signedInClient(ctx.app, { firstName: "Someone", lastName: "Else" });
    for (const person of [me, stranger]) {
      await grantCredits(ctx.database.db, person.user.email, "core", 2);
      const businessId = await createBusiness(person.client, {
        ...businesses.ukCafe,
        name: `${person.user.firstName}'s Café`,
      });
      const gen = await person.client.post("/api/documents/generate", {
        businessId,
        documentType: "policy",
        metadata: {},
      });
      expect(gen.statusCode).toBe(201);
    }

    const res = await me.client.get("/api/account/export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="safedraft-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.account).toMatchObject({
      id: me.id,
      email: me.user.email,
      firstName: "Export",
      lastName: "Owner",
    });
    expect(data.businesses.map((b: { name: string }) => b.name)).toEqual(["Export's Café"]);
    expect(data.documents).toHaveLength(1);
    expect(data.documents[0].revisions).toHaveLength(1);
    expect(data.documents[0].nextReviewOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.creditHistory.map((c: { delta: number }) => c.delta).sort()).toEqual([-1, 2]);
    expect(Array.isArray(data.purchases)).toBe(true);
    const text = res.body;
    expect(text).not.toContain(stranger.id);
    expect(text).not.toContain(stranger.user.email);
    expect(text).not.toContain("Someone's Café");
    expect(text).not.toMatch(/"password"|"secret"|"token"/);
    expect((await new Client(ctx.app).get("/api/account/export")).statusCode).toBe(401);
  });
});

describe("delete account", () => {
  it("needs the typed confirmation, then removes every row of the user and signs out", async () => {
    const me = await signedInClient(ctx.app);
    const stranger = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, me.user.email, "core", 1);
    await grantCredits(ctx.database.db, stranger.user.email, "core", 1);
    for (const person of [me, stranger]) {
      const businessId = await createBusiness(person.client, businesses.usShop);
      await person.client.post("/api/documents/generate", {
        businessId,
        documentType: "policy",
        metadata: {},
      });
    }
    // A second factor and a sign-in challenge leave rows in the auth tables too.
    const setup = await me.client.post("/api/auth/two-factor/enable", { password: me.user.password });
    const secret = secretFromUri(setup.json().totpURI);
    const used = new Set<string>();
    await me.client.post("/api/auth/two-factor/verify-totp", { code: unusedTotp(secret, used) });
    await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: me.user.email,
      password: me.user.password,
    });

    const none = await me.client.post("/api/account/delete", {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/^confirmation: /);
    const wrong = await me.client.post("/api/account/delete", { confirmation: "delete please" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("confirmation: Type DELETE to confirm");

    // The session alone is not enough: the password, and a code as two-factor is on.
    const sessionOnly = await me.client.post("/api/account/delete", { confirmation: "DELETE" });
    expect(sessionOnly.statusCode).toBe(400);
    expect(sessionOnly.json().message).toMatch(/^password: /);
    const wrongPassword = await me.client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: "not my password",
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe("password: That password is not correct");
    const noCode = await me.client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: me.user.password,
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toMatch(/^code: /);
    expect((await me.client.get("/api/auth/user")).statusCode).toBe(200);

    const res = await me.client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: me.user.password,
      code: unusedTotp(secret, used),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me.client.get("/api/auth/user")).statusCode).toBe(401);
    const signIn = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: me.user.email,
      password: me.user.password,
    });
    expect(signIn.statusCode).toBe(401);

    // No table holds the user's id or address any more; the stranger is untouched.
    const tables = await ctx.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((t) => t.table_name);
    expect(names).toContain("users");
    for (const name of names) {
      const found = await ctx.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text like ${`%${me.id}%`} or t::text like ${`%${me.user.email}%`}`,
      );
      expect({ name, n: (found as unknown as { rows: { n: number }[] }).rows[0]?.n }).toEqual({ name, n: 0 });
    }
    const [left] = await ctx.database.db.select().from(users).where(eq(users.id, stranger.id));
    expect(left?.email).toBe(stranger.user.email);
    expect((await stranger.client.get("/api/policies")).json()).toHaveLength(1);
  });
});
