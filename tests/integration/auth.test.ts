import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_ANSWER } from "../../src/contracts/auth";
import { outbox, users } from "../../src/server/db/schema";
import {
  SIGN_UP_EXISTING_MAILS_PER_HOUR,
  SIGN_UP_EXISTING_TOPIC,
} from "../../src/server/services/account-mail";
import { Client, createTestApp, newUser, signedInClient, type TestContext } from "../helpers/app";
import { latestMail, verifyAddress } from "../helpers/mail";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("accounts", () => {
  it("signs up without a session, then signs in and knows the user from the session cookie", async () => {
    const client = new Client(ctx.app);
    const user = newUser({ firstName: "Grace", lastName: "Hopper" });
    const res = await client.post("/api/auth/sign-up/email", user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SIGN_UP_ANSWER });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect((await client.get("/api/auth/user")).statusCode).toBe(401);

    const signIn = await client.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).not.toContain('"token"');
    const cookie = signIn.cookies.find((c) => c.name === "safedraft.session_token");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");

    const me = await client.get("/api/auth/user");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: user.email,
      firstName: "Grace",
      lastName: "Hopper",
      profileImageUrl: null,
      subscriptionStatus: "free",
      emailVerified: false,
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.documentCredits).toEqual({});
    expect(row?.usedDocumentTypes).toEqual({});
    // The welcome went out; the sign-up page's own sign-in is no "new sign-in" to warn about.
    const subjects = (await ctx.database.db.select().from(outbox).where(eq(outbox.to, user.email))).map(
      (m) => m.subject,
    );
    expect(subjects).toEqual(["Welcome to SafeDraft: please confirm your e-mail address"]);
  });

  it("answers 401 Unauthorized without a session", async () => {
    const res = await new Client(ctx.app).get("/api/auth/user");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });

  it("stores e-mails in lower case and signs in with any case", async () => {
    const user = newUser();
    const signUp = await new Client(ctx.app).post("/api/auth/sign-up/email", {
      ...user,
      email: user.email.toUpperCase(),
    });
    expect(signUp.statusCode).toBe(200);
    const client = new Client(ctx.app);
    const res = await client.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    expect((await client.get("/api/auth/user")).json().email).toBe(user.email);
  });

  it("refuses a wrong password", async () => {
    const { user } = await signedInClient(ctx.app);
    const res = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: user.email,
      password: "not the password",
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Invalid email or password");
  });

  it("answers sign-up with a taken address exactly as with a new one, and e-mails the owner instead", async () => {
    const { user: owner } = await signedInClient(ctx.app, { firstName: "Olive" });
    const before = await ctx.database.db.select().from(users);
    const stranger = new Client(ctx.app);
    const taken = await stranger.post(
      "/api/auth/sign-up/email",
      newUser({ email: owner.email, password: "a stranger's guess" }),
    );
    const newcomer = newUser();
    const fresh = await new Client(ctx.app).post("/api/auth/sign-up/email", newcomer);

    expect(taken.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(taken.statusCode);
    expect(taken.json()).toEqual({ message: SIGN_UP_ANSWER });
    expect(fresh.json()).toEqual(taken.json());
    for (const res of [taken, fresh]) {
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(res.headers["content-type"]).toBe(taken.headers["content-type"]);
    }
    expect((await stranger.get("/api/auth/user")).statusCode).toBe(401);
    // No second account, and the owner's name and password are as they were.
    expect(await ctx.database.db.select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);
    expect((await ctx.database.db.select().from(users)).length).toBe(before.length + 1);

    const toOwner = await latestMail(ctx, owner.email, SIGN_UP_EXISTING_TOPIC);
    expect(toOwner?.subject).toBe("Someone tried to sign up to SafeDraft with your address");
    expect(toOwner?.text).toContain("Hello Olive,");
    expect(toOwner?.text).toContain(`${ctx.config.appUrl}/login`);
    expect(toOwner?.text).toContain(`${ctx.config.appUrl}/forgot-password`);
    // The new address gets its welcome; the owner no welcome of a second account.
    expect((await latestMail(ctx, newcomer.email, "account:verify-email"))?.subject).toMatch(/^Welcome/);
    const ownerMail = await ctx.database.db.select().from(outbox).where(eq(outbox.to, owner.email));
    expect(ownerMail.filter((m) => m.topic === "account:verify-email")).toHaveLength(1);

    // The sign-up page's second step: a wrong password gets nowhere; the owner's own gets in.
    const guess = await stranger.post("/api/auth/sign-in/email", {
      email: owner.email,
      password: "a stranger's guess",
    });
    expect(guess.statusCode).toBe(401);
    const own = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: owner.email,
      password: owner.password,
    });
    expect(own.statusCode).toBe(200);
  });

  it("e-mails the owner of a taken address a few times an hour at most", async () => {
    const { user: owner } = await signedInClient(ctx.app);
    for (let i = 0; i < SIGN_UP_EXISTING_MAILS_PER_HOUR + 2; i++) {
      const res = await new Client(ctx.app).post("/api/auth/sign-up/email", newUser({ email: owner.email }));
      expect(res.json()).toEqual({ message: SIGN_UP_ANSWER });
    }
    const sent = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, owner.email), eq(outbox.topic, SIGN_UP_EXISTING_TOPIC)));
    expect(sent).toHaveLength(SIGN_UP_EXISTING_MAILS_PER_HOUR);
  });

  it("names each failing field of a sign-up", async () => {
    const res = await new Client(ctx.app).post("/api/auth/sign-up/email", {
      email: "not-an-email",
      password: "short",
      firstName: "",
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: "email", message: "Please enter a valid email address" },
        { field: "password", message: "Password must be at least 8 characters" },
        { field: "firstName", message: "First name is required" },
        { field: "lastName", message: "Last name is required" },
      ]),
    );
    expect(body.message).toContain("password: Password must be at least 8 characters");
  });

  it("signs out through /api/logout and redirects home", async () => {
    const { client } = await signedInClient(ctx.app);
    const res = await client.get("/api/logout");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    expect((await client.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("sends /api/login to the sign-in page, or home when already signed in", async () => {
    const anonymous = await new Client(ctx.app).get("/api/login");
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe("/login");
    const { client } = await signedInClient(ctx.app);
    const signedIn = await client.get("/api/login");
    expect(signedIn.headers.location).toBe("/");
  });

  it("keeps a session valid across a new app instance on the same database", async () => {
    const { client } = await signedInClient(ctx.app);
    const { buildApp } = await import("../../src/server/app");
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    const res = await second.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: client.cookie },
    });
    expect(res.statusCode).toBe(200);
    await second.close();
  });

  it("rate limits sign-in attempts from one address", async () => {
    const client = new Client(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // A different account each time, so only the address is counted (accounts lock on their own).
      const res = await client.post("/api/auth/sign-in/email", {
        email: `nobody-${i}@example.com`,
        password: "whatever1",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    const other = await new Client(ctx.app).post("/api/auth/sign-in/email", {
      email: "nobody@example.com",
      password: "whatever1",
    });
    expect(other.statusCode).toBe(401);
  });
});

describe("profile", () => {
  it("updates first name and last name at once; a new e-mail waits for its link", async () => {
    const { client, user } = await signedInClient(ctx.app);
    const res = await client.put("/api/auth/profile", {
      firstName: " Ada ",
      lastName: "Lovelace",
      email: user.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: user.email });
    expect((await client.get("/api/auth/user")).json().firstName).toBe("Ada");
  });

  it("names the failing fields", async () => {
    const { client } = await signedInClient(ctx.app);
    const res = await client.put("/api/auth/profile", { firstName: "", lastName: "X", email: "nope" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: "firstName", message: "First name is required" },
        { field: "email", message: "Please enter a valid email address" },
      ]),
    );
  });

  it("answers a change to someone else's e-mail like any other change, and tells that address's owner", async () => {
    const other = await signedInClient(ctx.app);
    const { client, user } = await signedInClient(ctx.app);
    await verifyAddress(ctx, user.email);
    const taken = await client.put("/api/auth/profile", {
      firstName: "A",
      lastName: "B",
      email: other.user.email,
      password: user.password,
    });
    const free = await client.put("/api/auth/profile", {
      firstName: "A",
      lastName: "B",
      email: `free-${user.email}`,
      password: user.password,
    });
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    const shape = (r: typeof taken) => ({ ...r.json(), pendingEmail: "<new>" });
    expect(shape(taken)).toEqual(shape(free));
    expect(taken.json()).toMatchObject({ email: user.email, pendingEmail: other.user.email });
    const toOwner = await ctx.database.db.select().from(outbox).where(eq(outbox.to, other.user.email));
    expect(toOwner.map((m) => m.subject)).toContain(
      "Someone tried to move a SafeDraft account to your address",
    );
    expect((await client.get("/api/auth/user")).json().email).toBe(user.email);
  });

  it("needs a session", async () => {
    const res = await new Client(ctx.app).put("/api/auth/profile", {
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });
});
