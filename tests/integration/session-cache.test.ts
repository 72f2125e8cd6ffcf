import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { policyRevisions, sessions } from "../../src/server/db/schema";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

/**
 * Session checks are answered from memory after the first one; these hold that ending a session
 * in any way is still felt by the very next request, with the session cached beforehand.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A second browser tab: the same cookie, its own requests. */
const sameCookie = (client: Client) => {
  const tab = new Client(ctx.app, client.ip);
  tab.cookie = client.cookie;
  return tab;
};

/** A few signed-in requests, so the session is in the cache. */
async function warm(client: Client) {
  for (const url of ["/api/auth/user", "/api/businesses", "/api/policies"]) {
    expect((await client.get(url)).statusCode).toBe(200);
  }
}

describe("a cached session", () => {
  it("is served from memory: a row removed behind the app's back with its notification switched off still works", async () => {
    // This is what makes the tests below meaningful: without the database telling the app, a
    // cached session would outlive its row.
    const { client, id } = await signedInClient(ctx.app);
    await warm(client);
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table sessions disable trigger sessions_changed`);
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await tx.execute(sql`alter table sessions enable trigger sessions_changed`);
    });
    expect((await client.get("/api/businesses")).statusCode).toBe(200);
  });

  it("ends at once when the session row is deleted by anything, not only the app's routes", async () => {
    const { client, id } = await signedInClient(ctx.app);
    await warm(client);
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, id));
    expect((await client.get("/api/businesses")).statusCode).toBe(401);
    expect((await client.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("ends at once on sign-out, for every tab holding the cookie", async () => {
    const { client } = await signedInClient(ctx.app);
    const tab = sameCookie(client);
    await warm(client);
    await warm(tab);
    expect((await client.get("/api/logout")).statusCode).toBe(302);
    expect((await tab.get("/api/policies")).statusCode).toBe(401);
  });

  it("ends the other sessions at once when the password changes", async () => {
    const { client, user } = await signedInClient(ctx.app);
    const elsewhere = new Client(ctx.app);
    await elsewhere.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    await warm(elsewhere);
    await warm(client);
    const changed = await client.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "a brand new secret",
    });
    expect(changed.statusCode).toBe(200);
    expect((await elsewhere.get("/api/policies")).statusCode).toBe(401);
    expect((await client.get("/api/policies")).statusCode).toBe(200);
  });

  it("gives a deleted account's cookie 401 at once", async () => {
    const { client, user } = await signedInClient(ctx.app);
    const kept = sameCookie(client);
    await warm(kept);
    const deleted = await client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: user.password,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await kept.get("/api/businesses")).statusCode).toBe(401);
    expect((await kept.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("follows a change of name at once: the next revision is signed with the new name", async () => {
    const { client, user } = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, user.email, "core", 1);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const doc = (
      await client.post("/api/documents/generate", { businessId, documentType: "policy", metadata: {} })
    ).json();
    await warm(client);
    const renamed = await client.put("/api/auth/profile", {
      firstName: "Renamed",
      lastName: "Person",
      email: user.email,
    });
    expect(renamed.statusCode).toBe(200);
    const saved = await client.put(`/api/policies/${doc.id}`, {
      content: doc.content,
      baseVersion: doc.version,
    });
    expect(saved.statusCode).toBe(200);
    const [revision] = await ctx.database.db
      .select({ authorName: policyRevisions.authorName })
      .from(policyRevisions)
      .where(eq(policyRevisions.policyId, doc.id))
      .orderBy(sql`${policyRevisions.version} desc`)
      .limit(1);
    expect(revision?.authorName).toBe("Renamed Person");
  });
});

describe("with SESSION_CACHE=false", () => {
  it("checks every request in full and still signs in and out", async () => {
    const uncached = await createTestApp({ SESSION_CACHE: "false" });
    try {
      expect(uncached.config.sessionCache).toBe(false);
      const { client } = await signedInClient(uncached.app);
      const tab = new Client(uncached.app, client.ip);
      tab.cookie = client.cookie;
      expect((await tab.get("/api/policies")).statusCode).toBe(200);
      expect((await client.get("/api/logout")).statusCode).toBe(302);
      expect((await tab.get("/api/policies")).statusCode).toBe(401);
    } finally {
      await uncached.close();
    }
  });
});
