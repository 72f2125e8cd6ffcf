import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { policies } from "../../src/server/db/schema";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

/**
 * A per-job document for the same job and site as one the business has is asked about before a
 * credit is spent: 409 with the existing document, and generated only when the request confirms.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const credits = async (client: Client) => (await client.get("/api/user/credits")).json().credits;
const STEPS = { steps: ["Set up and barricade the work area", "Do the work", "Clean up and hand over"] };

const swms = (client: Client, businessId: string, activity: string, location: string, confirm?: boolean) =>
  client.post("/api/documents/generate", {
    businessId,
    documentType: "swms",
    metadata: { activity, location, ...STEPS },
    ...(confirm === undefined ? {} : { confirmDuplicate: confirm }),
  });

describe("the same job and site twice", () => {
  it("asks before spending a credit, spends none when not confirmed, and generates when confirmed", async () => {
    const { client, user } = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, user.email, "core", 3);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const first = await swms(client, businessId, "Replacing roof sheeting", "8 Church St, Parramatta NSW");
    expect(first.statusCode, first.body).toBe(201);
    expect((await credits(client)).core).toBe(2);

    // Typed again with other capitals, spacing and punctuation: the same job at the same site.
    const again = await swms(client, businessId, "replacing  roof sheeting.", "8 Church St Parramatta NSW");
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      actionRequired: "confirm-duplicate",
      existingDocumentId: first.json().id,
    });
    expect(again.json().message).toContain("already have a Safe Work Method Statement for this job and site");
    // Declined (or asked and not yet answered): no credit spent, no document made.
    expect((await credits(client)).core).toBe(2);
    const declined = await swms(
      client,
      businessId,
      "Replacing roof sheeting",
      "8 Church St, Parramatta NSW",
      false,
    );
    expect(declined.statusCode).toBe(409);
    expect((await credits(client)).core).toBe(2);
    expect(
      await ctx.database.db.select().from(policies).where(eq(policies.businessId, businessId)),
    ).toHaveLength(1);

    // Confirmed: generated, one credit.
    const confirmed = await swms(
      client,
      businessId,
      "Replacing roof sheeting",
      "8 Church St, Parramatta NSW",
      true,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().id).not.toBe(first.json().id);
    expect((await credits(client)).core).toBe(1);

    // Another site, or another job, is another document without asking.
    const otherSite = await swms(client, businessId, "Replacing roof sheeting", "4 Bay Rd, Manly NSW");
    expect(otherSite.statusCode, otherSite.body).toBe(201);
    expect((await credits(client)).core).toBe(0);
  });

  it("does not count another business's document, nor another type of document", async () => {
    const { client, user } = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, user.email, "core", 3);
    const one = await createBusiness(client, businesses.nswBuilder);
    const two = await createBusiness(client, { ...businesses.nswBuilder, name: "Second Build Co" });
    expect((await swms(client, one, "Installing skylights", "4 Bay Rd, Manly")).statusCode).toBe(201);
    expect((await swms(client, two, "Installing skylights", "4 Bay Rd, Manly")).statusCode).toBe(201);
    const jsa = await client.post("/api/documents/generate", {
      businessId: one,
      documentType: "permit",
      metadata: { activity: "Installing skylights", location: "4 Bay Rd, Manly", ...STEPS },
    });
    expect([201, 402], jsa.body).toContain(jsa.statusCode);
    expect(jsa.json().actionRequired).not.toBe("confirm-duplicate");
  });

  it("does not ask about documents named by their site alone, such as a second incident at a site", async () => {
    const { client, user } = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, user.email, "core", 3);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const form = () =>
      client.post("/api/documents/generate", {
        businessId,
        documentType: "incident-form",
        metadata: { location: "Warehouse 2" },
      });
    const [a, b] = [await form(), await form()];
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
  });

  it("names a bad confirmDuplicate field", async () => {
    const { client } = await signedInClient(ctx.app);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const res = await client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { activity: "Roofing", location: "Here", ...STEPS },
      confirmDuplicate: "yes",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: "confirmDuplicate",
      message: "confirmDuplicate must be true or false",
    });
  });
});
