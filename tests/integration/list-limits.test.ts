import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policySummarySchema } from "../../src/contracts/documents";
import { grantCredits } from "../../src/server/admin/credits";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { anyTypeInputs, businesses, createBusiness } from "../helpers/fixtures";

const CAP = 3;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ MAX_BUSINESSES_PER_ACCOUNT: String(CAP) });
});
afterAll(() => ctx.close());

const named = (name: string) => ({ ...businesses.usShop, name });
const ids = (res: { json(): { id: string }[] }) => res.json().map((b) => b.id);
const nextLink = (res: { headers: Record<string, unknown> }) =>
  /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ""))?.[1];

describe("businesses per account", () => {
  it("are capped, with a message naming the limit, and a deleted one frees its place", async () => {
    const { client } = await signedInClient(ctx.app);
    const made = [];
    for (let i = 0; i < CAP; i++) made.push(await createBusiness(client, named(`Shop ${i}`)));
    const over = await client.post("/api/businesses", named("One too many"));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `An account can register at most ${CAP} businesses. Delete one you no longer need to add another.`,
    );
    expect((await client.get("/api/businesses")).json()).toHaveLength(CAP);

    expect((await client.delete(`/api/businesses/${made[0]}`)).statusCode).toBe(204);
    expect((await client.post("/api/businesses", named("Replacement"))).statusCode).toBe(201);
  });

  it("cannot be passed by sending many registrations at once", async () => {
    const { client } = await signedInClient(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: CAP + 4 }, (_, i) => client.post("/api/businesses", named(`Rush ${i}`))),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CAP);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect((await client.get("/api/businesses")).json()).toHaveLength(CAP);
  });

  it("count per account: another account has its own", async () => {
    const { client } = await signedInClient(ctx.app);
    expect((await client.post("/api/businesses", named("Own shop"))).statusCode).toBe(201);
  });
});

describe("the business list in pages", () => {
  let owner: Client;
  let all: string[];
  beforeAll(async () => {
    owner = (await signedInClient(ctx.app)).client;
    for (let i = 0; i < CAP; i++) await createBusiness(owner, named(`Paged ${i}`));
    all = ids(await owner.get("/api/businesses"));
  });

  it("answers the whole list as a plain array, oldest first, when no page is asked for", async () => {
    const res = await owner.get("/api/businesses");
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { name: string }) => b.name)).toEqual(["Paged 0", "Paged 1", "Paged 2"]);
    expect(res.headers.link).toBeUndefined();
  });

  it("splits it with page and limit, linking each page to the next", async () => {
    const first = await owner.get("/api/businesses?limit=2");
    expect(ids(first)).toEqual(all.slice(0, 2));
    expect(nextLink(first)).toBe("/api/businesses?limit=2&page=2");
    const second = await owner.get(nextLink(first)!);
    expect(ids(second)).toEqual(all.slice(2));
    expect(nextLink(second)).toBeUndefined();
    expect((await owner.get("/api/businesses?page=9&limit=2")).json()).toEqual([]);
  });

  it("refuses a bad page or limit with a 400 naming the field", async () => {
    for (const [query, field] of [
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=ten", "limit"],
      ["page=0", "page"],
      ["page=-1", "page"],
      ["page=1.5", "page"],
    ] as const) {
      const res = await owner.get(`/api/businesses?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toEqual([{ field, message: expect.stringContaining(field) }]);
    }
  });
});

describe("the document list in pages", () => {
  it("splits a business's documents and all documents the same way, keeping each summary's shape", async () => {
    const me = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, me.user.email, "core", 3);
    const businessId = await createBusiness(me.client, named("Documents Inc"));
    for (const documentType of ["policy", "incident-form", "emergency-plan"]) {
      const res = await me.client.post("/api/documents/generate", {
        businessId,
        documentType,
        metadata: anyTypeInputs,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const base of ["/api/policies", `/api/policies?businessId=${businessId}`]) {
      const whole = await me.client.get(base);
      expect(whole.json()).toHaveLength(3);
      expect(whole.json()[0]).toMatchObject({ businessId, businessName: "Documents Inc" });
      expect(whole.headers.link).toBeUndefined();

      const join = base.includes("?") ? "&" : "?";
      const first = await me.client.get(`${base}${join}limit=2`);
      expect(first.json()).toHaveLength(2);
      const next = nextLink(first);
      expect(next).toContain("page=2");
      const second = await me.client.get(next!);
      expect(second.json()).toHaveLength(1);
      expect(nextLink(second)).toBeUndefined();
      expect([...ids(first), ...ids(second)]).toEqual(ids(whole));
    }
    const bad = await me.client.get("/api/policies?limit=500");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: "limit", message: "limit must be a whole number from 1 to 100" },
    ]);
  });

  it("gives each entry exactly the document's own fields, whatever its text holds", async () => {
    const me = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, me.user.email, "core", 1);
    const businessName = "Ünïcode “Quotes” & Sons";
    const businessId = await createBusiness(me.client, named(businessName));
    const made = (
      await me.client.post("/api/documents/generate", {
        businessId,
        documentType: "policy",
        metadata: anyTypeInputs,
      })
    ).json();
    const title = 'A "quoted" \\ back-slashed title — ½ ≥ 😀 </script>\ttab';
    const saved = await me.client.put(`/api/policies/${made.id}`, {
      content: { ...made.content, title },
      baseVersion: made.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A time the database wrote itself, to the microsecond: the list reads it as the app does.
    await ctx.database.db.execute(
      sql`update policies set updated_at = '2026-01-02 03:04:05.678999+00' where id = ${made.id}`,
    );
    // The list leaves out what only the open document needs: its text, inputs and the titles of
    // the law it cites.
    const {
      content: _content,
      metadata: _metadata,
      instruments: _instruments,
      ...fields
    } = (await me.client.get(`/api/policies/${made.id}`)).json();
    expect(fields).toMatchObject({ title, updatedAt: "2026-01-02T03:04:05.678Z", version: 2 });
    for (const url of ["/api/policies", `/api/policies?businessId=${businessId}`]) {
      const res = await me.client.get(url);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      const [entry] = res.json();
      expect(policySummarySchema.strict().safeParse(entry).success, url).toBe(true);
      // A list entry adds the business's name and, for per-job documents, the job: a WHS policy has none.
      expect(entry, url).toEqual({ ...fields, businessName, job: null });
    }
  });
});
