import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, users } from "../../src/server/db/schema";
import { Client, createTestApp, newUser, signedInClient, type TestContext } from "../helpers/app";
import { verifyAddress } from "../helpers/mail";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("accounts", () => {
  it("signs up, then knows the user from the session cookie", async () => {
    const client = new Client(ctx.app);
    const user = newUser({ firstName: "Grace", lastName: "Hopper" });
    const res = await client.post("/api/auth/sign-up/email", user);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('"token"');

    const cookie = res.cookies.find((c) => c.name === "safedraft.session_token");
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
  });

  it("answers 401 Unauthorized without a session", async () => {
    const res = await new Client(ctx.app).get("/api/auth/user");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });

  it("stores e-mails in lower case and signs in with any case", async () => {
    const user = newUser();
    await new Client(ctx.app).post("/api/auth/sign-up/email", { ...user, email: user.email.toUpperCase() });
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

  it("refuses a second account with the same e-mail", async () => {
    const { user } = await signedInClient(ctx.app);
    const res = await new Client(ctx.app).post("/api/auth/sign-up/email", newUser({ email: user.email }));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toMatch(/already exists/i);
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
