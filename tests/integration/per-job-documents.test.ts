import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packCredits } from "../../src/domain/catalogue";
import { grantCredits } from "../../src/server/admin/credits";
import { creditTransactions, policies } from "../../src/server/db/schema";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function person() {
  const signed = await signedInClient(ctx.app);
  return {
    ...signed,
    grant: (pack: string, n: number) => grantCredits(ctx.database.db, signed.user.email, pack, n),
  };
}

const credits = async (client: Client) => (await client.get("/api/user/credits")).json().credits;

/** A job the library has no method for is written from the customer's own steps, as the wizard sends them. */
const OWN_STEPS = { steps: ["Set up and barricade the work area", "Do the work", "Clean up and hand over"] };

const swms = (
  client: Client,
  businessId: string,
  activity: string,
  location: string,
  extra: Record<string, unknown> = OWN_STEPS,
) =>
  client.post("/api/documents/generate", {
    businessId,
    documentType: "swms",
    metadata: { activity, location, ...extra },
  });

describe("per-job documents", () => {
  it("keeps one SWMS per job, each titled by its job, each spending one credit", async () => {
    const { client, id, grant } = await person();
    await grant("core", 3);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const first = await swms(client, businessId, "Roof sheet replacement", "12 Smith St, Parramatta", {});
    const second = await swms(client, businessId, "Installing skylights", "4 Bay Rd, Manly");
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    const [a, b] = [first.json(), second.json()];
    expect(a.id).not.toBe(b.id);
    expect(a.title).toBe(
      "Safe Work Method Statement – Roof sheet replacement, 12 Smith St, Parramatta – Harbour Build Co",
    );
    expect(b.title).toContain("Installing skylights, 4 Bay Rd, Manly");
    expect(b.content.title).toBe(b.title);
    expect(b.siteAddress).toBe("4 Bay Rd, Manly");
    expect(JSON.stringify(b.content)).toContain("Installing skylights");
    expect(JSON.stringify(b.content)).not.toContain("Roof sheet replacement");
    // Each keeps the inputs it was made from, so a later one can start from it.
    expect((await client.get(`/api/policies/${a.id}`)).json().metadata).toEqual({
      activity: "Roof sheet replacement",
      location: "12 Smith St, Parramatta",
    });

    expect((await credits(client)).core).toBe(1);
    const consumed = await ctx.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, id));
    expect(consumed.filter((t) => t.kind === "consume").map((t) => t.policyId)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );

    const list = (await client.get(`/api/policies?businessId=${businessId}`)).json();
    expect(list.map((p: { title: string }) => p.title).sort()).toEqual([a.title, b.title].sort());
  });

  it("titles a per-job document without a job or site by its date", async () => {
    const { client, grant } = await person();
    await grant("operational-safety", 1);
    const businessId = await createBusiness(client, businesses.ukCafe);
    const res = await client.post("/api/documents/generate", {
      businessId,
      documentType: "checklist",
      metadata: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().title).toMatch(
      /^Workplace Inspection Checklist – [A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4} – Leeds Corner Café$/,
    );
  });

  it("still keeps business-wide documents to one per business and opens the existing one", async () => {
    const { client, grant } = await person();
    await grant("core", 3);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const first = await client.post("/api/documents/generate", {
      businessId,
      documentType: "emergency-plan",
      metadata: { emergencyType: "fire" },
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await client.post("/api/documents/generate", {
      businessId,
      documentType: "emergency-plan",
      metadata: { emergencyType: "fire" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ actionRequired: "edit", existingDocumentId: first.json().id });
    expect((await credits(client)).core).toBe(2);
  });

  it("refuses the next job's document once the pack's credits are spent, and names the pack", async () => {
    const { client, grant } = await person();
    await grant("core", 1);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    expect((await swms(client, businessId, "Job one", "Site one")).statusCode).toBe(201);
    const refused = await swms(client, businessId, "Job two", "Site two");
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      message: "Purchase the Core Document pack to generate Safe Work Method Statement.",
      actionRequired: "purchase",
    });
    const docs = await ctx.database.db.select().from(policies).where(eq(policies.businessId, businessId));
    expect(docs).toHaveLength(1);
  });

  it("under 8 parallel requests with 3 credits creates exactly 3 documents and spends exactly 3 credits", async () => {
    const { client, id, grant } = await person();
    await grant("core", 3);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => swms(client, businessId, `Job ${i}`, `Site ${i}`)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 402)).toHaveLength(5);
    const docs = await ctx.database.db.select().from(policies).where(eq(policies.businessId, businessId));
    expect(docs).toHaveLength(3);
    expect((await credits(client)).core).toBe(0);
    const consumed = await ctx.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, id));
    expect(consumed.filter((t) => t.kind === "consume")).toHaveLength(3);
  });
});

describe("buying a pack again (a top-up)", () => {
  const pay = (client: Client, clientSecret: string) =>
    client.post("/api/payments/test-mode/confirm", {
      clientSecret,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12 / 34",
      cvc: "123",
    });

  it("is refused as already purchased while credits remain, and sold once they are used up", async () => {
    const { client } = await person();
    const bought = (await client.post("/api/create-payment-intent", { product: "core" })).json();
    expect((await pay(client, bought.clientSecret)).statusCode).toBe(200);
    const businessId = await createBusiness(client, businesses.nswBuilder);

    const early = await client.post("/api/create-payment-intent", { product: "core" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain(
      `You already have access to Core Document Pack: ${packCredits("core")} credits remaining`,
    );

    for (let i = 0; i < packCredits("core"); i++) {
      expect((await swms(client, businessId, `Job ${i}`, `Site ${i}`)).statusCode).toBe(201);
    }
    expect((await credits(client)).core).toBe(0);
    expect((await swms(client, businessId, "One job too many", "Site")).statusCode).toBe(402);

    const topUp = await client.post("/api/create-payment-intent", { product: "core" });
    expect(topUp.statusCode, topUp.body).toBe(200);
    expect((await pay(client, topUp.json().clientSecret)).statusCode).toBe(200);
    expect((await credits(client)).core).toBe(packCredits("core"));
    expect((await swms(client, businessId, "Next job", "Site")).statusCode).toBe(201);

    const history = (await client.get("/api/billing")).json().history;
    expect(history.filter((h: { status: string }) => h.status === "succeeded")).toHaveLength(2);
  });
});
