import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLE, packCredits } from "../../src/domain/catalogue";
import { creditTransactions, users } from "../../src/server/db/schema";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const waPainters = {
  name: "Rainier Exterior Painting",
  country: "US",
  jurisdiction: "US-WA",
  industry: "construction",
  employeeCount: "6-19",
  regions: ["US-WA"],
  highRiskActivities: ["working-at-height"],
};

async function buy(client: Client, product: string) {
  const started = await client.post("/api/create-payment-intent", { product });
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret, amount } = started.json();
  const paid = await client.post("/api/payments/test-mode/confirm", {
    clientSecret,
    cardNumber: "4242 4242 4242 4242",
    expiry: "12 / 34",
    cvc: "123",
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return amount as number;
}

const credits = async (client: Client) => (await client.get("/api/user/credits")).json().credits;

const generateHeatPlan = (client: Client, businessId: string) =>
  client.post("/api/documents/generate", { businessId, documentType: "heat-plan", metadata: {} });
const generateViolencePlan = (client: Client, businessId: string) =>
  client.post("/api/documents/generate", { businessId, documentType: "violence-plan", metadata: {} });

const generatePsychosocialAssessment = (client: Client, businessId: string) =>
  client.post("/api/documents/generate", {
    businessId,
    documentType: "psychosocial-assessment",
    metadata: {},
  });

const generatePublicProtection = (client: Client, businessId: string) =>
  client.post("/api/documents/generate", { businessId, documentType: "public-protection", metadata: {} });

/** A Manchester shop that expects up to 350 people at once: standard duty premises under Martyn's Law. */
const gbStore = {
  name: "Deansgate Home Store",
  country: "UK",
  jurisdiction: "UK-GB",
  industry: "retail",
  employeeCount: "20-49",
  regions: ["UK-GB"],
  highRiskActivities: [],
  mostPeopleAtOnce: 350,
};

const generateSilicaPlan = (client: Client, businessId: string, activity?: string) =>
  client.post("/api/documents/generate", {
    businessId,
    documentType: "silica-plan",
    metadata: activity ? { activity } : {},
  });

const nswConcreters = {
  name: "Parramatta Concrete Cutting",
  country: "AU",
  jurisdiction: "AU-NSW",
  industry: "construction",
  employeeCount: "6-19",
  regions: ["AU-NSW"],
  highRiskActivities: ["dust-exposure"],
};

const caStore = {
  name: "Sacramento Home Supply",
  country: "US",
  jurisdiction: "US-CA",
  industry: "retail",
  employeeCount: "20-49",
  regions: ["US-CA"],
  highRiskActivities: [],
};

describe("the New Duties pack", () => {
  it("sells for 49 USD and gives a credit for each of its document types", async () => {
    const { client } = await signedInClient(ctx.app);
    expect(await buy(client, "new-duties")).toBe(49);
    expect((await credits(client))["new-duties"]).toBe(packCredits("new-duties"));
    const history = (await client.get("/api/billing")).json().history;
    expect(history).toEqual([
      expect.objectContaining({ productName: "New Duties", amount: 49, currency: "USD" }),
    ]);
  });

  it("refuses a heat plan without a credit and names the pack to buy", async () => {
    const { client } = await signedInClient(ctx.app);
    const businessId = await createBusiness(client, waPainters);
    const res = await generateHeatPlan(client, businessId);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      message: "Purchase the New Duties pack to generate Heat Illness Prevention Plan.",
      actionRequired: "purchase",
    });
  });

  it("spends one credit on a Washington crew's heat plan, written to the outdoor heat exposure rules", async () => {
    const { client, id } = await signedInClient(ctx.app);
    await buy(client, "new-duties");
    const businessId = await createBusiness(client, waPainters);
    const res = await generateHeatPlan(client, businessId);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ businessId, type: "heat-plan", version: 1 });
    const law = doc.content.sections.find((s: { id: string }) => s.id === "law");
    expect(law.body).toContain("written accident prevention program");
    expect(law.citations.map((c: { id: string }) => c.id)).toContain("us-wa-wac-296-62-09547");
    expect((await credits(client))["new-duties"]).toBe(packCredits("new-duties") - 1);

    const spent = await ctx.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, id));
    expect(
      spent
        .filter((t) => t.packId === "new-duties")
        .map((t) => t.delta)
        .sort(),
    ).toEqual([-1, packCredits("new-duties")].sort());
  });

  it("writes California's high-heat procedures into a builder's plan and tells a shop they do not bind its industry", async () => {
    const { client } = await signedInClient(ctx.app);
    const california = { country: "US", jurisdiction: "US-CA", employeeCount: "6-19", regions: ["US-CA"] };
    const builder = await createBusiness(client, {
      ...california,
      name: "Oakland Roofing",
      industry: "construction",
    });
    const shop = await createBusiness(client, {
      ...california,
      name: "Fresno Garden Supply",
      industry: "retail",
    });
    // One pack's credits pay for both plans.
    await buy(client, "new-duties");
    const lawOf = async (businessId: string) => {
      const res = await generateHeatPlan(client, businessId);
      expect(res.statusCode, res.body).toBe(201);
      const sections = res.json().content.sections as { id: string; body: string }[];
      return (
        sections.find((s) => s.id === "law")!.body + sections.find((s) => s.id === "acclimatisation")!.body
      );
    };

    const built = await lawOf(builder);
    expect(built).toContain(
      "Construction is one of the industries section 3395(a)(2) binds to the high-heat procedures",
    );
    expect(built).toContain("When the temperature equals or exceeds 95 °F, follow the high-heat procedures");
    expect(built).toContain("for their first 14 days");

    const sold = await lawOf(shop);
    expect(sold).toContain("Retail is not one of them");
    expect(sold).not.toContain(
      "When the temperature equals or exceeds 95 °F, follow the high-heat procedures",
    );
    expect(sold).toContain("for their first 14 days");
  });

  it("shares its credits across the account's businesses: once they are spent, neither gets another", async () => {
    const { client } = await signedInClient(ctx.app);
    await buy(client, "new-duties");
    const first = await createBusiness(client, waPainters);
    const second = await createBusiness(client, businesses.usShop);
    const third = await createBusiness(client, gbStore);
    expect(packCredits("new-duties")).toBe(5);
    expect((await generateHeatPlan(client, second)).statusCode).toBe(201);
    expect((await generateViolencePlan(client, first)).statusCode).toBe(201);
    expect((await generateSilicaPlan(client, first)).statusCode).toBe(201);
    expect((await generatePsychosocialAssessment(client, second)).statusCode).toBe(201);
    expect((await generatePublicProtection(client, third)).statusCode).toBe(201);
    expect((await generateHeatPlan(client, first)).statusCode).toBe(402);
    expect((await generateViolencePlan(client, second)).statusCode).toBe(402);
  });

  it("writes California's Labor Code 6401.9 plan for a business of 20 to 49, with its violent incident log", async () => {
    const { client } = await signedInClient(ctx.app);
    await buy(client, "new-duties");
    const businessId = await createBusiness(client, caStore);
    const res = await generateViolencePlan(client, businessId);
    expect(res.statusCode, res.body).toBe(201);
    const sections = res.json().content.sections as {
      id: string;
      body: string;
      citations?: { id: string }[];
      tables?: { columns: { label: string }[] }[];
    }[];
    const law = sections.find((s) => s.id === "law")!;
    expect(law.body).toContain("California Labor Code section 6401.9");
    expect(law.body).not.toContain("This plan is good practice");
    expect(law.citations!.map((c) => c.id)).toEqual(["us-ca-labor-code-6401-9"]);
    const log = sections.find((s) => s.id === "log")!.tables![0]!;
    expect(log.columns.map((c) => c.label)).toContain("Actions taken");
  });

  it("is part of the Complete Document Suite, at 239 USD for every pack", async () => {
    const { client, id } = await signedInClient(ctx.app);
    expect(await buy(client, BUNDLE.id)).toBe(239);
    const balance = await credits(client);
    expect(balance["new-duties"]).toBe(packCredits("new-duties"));
    expect(balance.core).toBe(packCredits("core"));
    const businessId = await createBusiness(client, waPainters);
    expect((await generateHeatPlan(client, businessId)).statusCode).toBe(201);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(user!.subscriptionStatus).toBe("core");
    expect(user!.documentCredits["new-duties"]).toBe(packCredits("new-duties") - 1);
  });
});

describe("the silica control plan", () => {
  it("spends one New Duties credit on a Sydney concreter's silica risk control plan, with only the task it named", async () => {
    const { client } = await signedInClient(ctx.app);
    const businessId = await createBusiness(client, nswConcreters);
    expect((await generateSilicaPlan(client, businessId)).statusCode).toBe(402);
    await buy(client, "new-duties");
    const task = "Core drilling and saw cutting concrete slabs";
    const res = await generateSilicaPlan(client, businessId, task);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ businessId, type: "silica-plan", version: 1 });
    const sections = doc.content.sections as {
      id: string;
      body: string;
      tables?: { rows: Record<string, string>[] }[];
    }[];
    const law = sections.find((s) => s.id === "law");
    expect(law?.body).toContain("silica risk control plan");
    expect(law?.body).not.toContain("OSHA");
    const rows = sections.find((s) => s.id === "tasks")?.tables?.[0]?.rows ?? [];
    expect(rows.map((r) => r.task).filter(Boolean)).toEqual([task]);
    expect((await credits(client))["new-duties"]).toBe(packCredits("new-duties") - 1);

    // A plan per job: the next job's plan is a document of its own, not a new version of the first.
    const next = await generateSilicaPlan(client, businessId, "Chasing brick walls for new conduits");
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json()).toMatchObject({ type: "silica-plan", version: 1 });
    expect(next.json().id).not.toBe(doc.id);
  });
});

describe("the silica control plan is only for silica work", () => {
  it("is refused, naming the job field and before a credit is asked for, to an office with no silica work", async () => {
    const { client } = await signedInClient(ctx.app);
    const businessId = await createBusiness(client, {
      name: "Harbour Street Bookkeeping",
      country: "AU",
      jurisdiction: "AU-NSW",
      industry: "professional",
      employeeCount: "6-19",
      regions: ["AU-NSW"],
      highRiskActivities: [],
    });
    const res = await generateSilicaPlan(client, businessId, "Bookkeeping and payroll");
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[0].field).toBe("activity");
    expect(res.json().errors[0].message).toContain("respirable crystalline silica");
    // The generator's picker is told not to offer it (nor the United Kingdom's public protection
    // procedures) for this business.
    const needs = await client.get(`/api/businesses/${businessId}/requirements`);
    expect(needs.json().notOffered).toEqual(["silica-plan", "public-protection"]);
  });

  it("is refused to a winery for its industry, and offered and required of a stone benchtop workshop", async () => {
    const { client } = await signedInClient(ctx.app);
    const winery = await createBusiness(client, {
      name: "Barossa Ridge Wines",
      country: "AU",
      jurisdiction: "AU-SA",
      industry: "manufacturing",
      employeeCount: "20-49",
      regions: ["AU-SA"],
      highRiskActivities: [],
      workDescription: "Winery: crushing, fermenting wine in stainless tanks, barrel ageing and bottling",
    });
    const refused = await generateSilicaPlan(client, winery, "Bottling the vintage");
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors[0].field).toBe("activity");
    const wineryNeeds = await client.get(`/api/businesses/${winery}/requirements`);
    expect(wineryNeeds.json().notOffered).toEqual(["silica-plan", "public-protection"]);
    expect(
      (wineryNeeds.json().requirements as { documentType: string }[]).some(
        (r) => r.documentType === "silica-plan",
      ),
    ).toBe(false);

    const workshop = await createBusiness(client, {
      name: "Adelaide Stone Benchtops",
      country: "AU",
      jurisdiction: "AU-SA",
      industry: "manufacturing",
      employeeCount: "6-19",
      regions: ["AU-SA"],
      highRiskActivities: [],
      workDescription: "Stone benchtop fabrication: cutting, edging and polishing natural stone slabs",
    });
    const needs = await client.get(`/api/businesses/${workshop}/requirements`);
    expect(needs.json().notOffered).toEqual(["public-protection"]);
    expect(
      (needs.json().requirements as { documentType: string; level: string }[]).find(
        (r) => r.documentType === "silica-plan",
      ),
    ).toMatchObject({ level: "required" });
  });
});

describe("public protection procedures", () => {
  it("spends one New Duties credit on a British shop's procedures, in its tier, saying the Act's duties do not yet apply", async () => {
    const { client } = await signedInClient(ctx.app);
    const businessId = await createBusiness(client, gbStore);
    expect((await generatePublicProtection(client, businessId)).statusCode).toBe(402);
    await buy(client, "new-duties");
    const res = await generatePublicProtection(client, businessId);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ businessId, type: "public-protection", version: 1 });
    const sections = doc.content.sections as { id: string; body: string; citations?: { id: string }[] }[];
    expect(sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(["evacuation", "invacuation", "lockdown", "communication"]),
    );
    const scope = sections.find((s) => s.id === "scope")!;
    expect(scope.body).toContain("expects at most 350 people at its premises at one time");
    expect(scope.body).toContain("standard duty premises");
    const law = sections.find((s) => s.id === "law")!;
    expect(law.body).toContain("but its duties on premises do not yet apply");
    expect(law.citations!.map((c) => c.id)).toContain("uk-tppa-2025");
    expect((await credits(client))["new-duties"]).toBe(packCredits("new-duties") - 1);
  });

  it("is refused to an Australian business before a credit is asked for, and never listed as its need", async () => {
    const { client } = await signedInClient(ctx.app);
    const businessId = await createBusiness(client, {
      ...nswConcreters,
      industry: "retail",
      mostPeopleAtOnce: 900,
    });
    const res = await generatePublicProtection(client, businessId);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toContain("Terrorism (Protection of Premises) Act 2025");
    const needs = (await client.get(`/api/businesses/${businessId}/requirements`)).json();
    expect(needs.notOffered).toContain("public-protection");
    expect(
      needs.requirements.some((r: { documentType: string }) => r.documentType === "public-protection"),
    ).toBe(false);
  });

  it("is not yet a need of a British shop of 350, while the Act's duties have no commencement day", async () => {
    const { client } = await signedInClient(ctx.app);
    const businessId = await createBusiness(client, gbStore);
    const needs = (await client.get(`/api/businesses/${businessId}/requirements`)).json();
    expect(needs.notOffered).not.toContain("public-protection");
    expect(
      needs.requirements.some((r: { documentType: string }) => r.documentType === "public-protection"),
    ).toBe(false);
  });
});

describe("what this business needs", () => {
  const silicaNeed = async (client: Client, body: Record<string, unknown>) => {
    const businessId = await createBusiness(client, body);
    const res = await client.get(`/api/businesses/${businessId}/requirements`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().requirements as { documentType: string; level: string }[];
    return items.find((r) => r.documentType === "silica-plan");
  };

  it("requires a silica plan of an Australian concreter and a US construction crew, and leaves it out for an office", async () => {
    const { client } = await signedInClient(ctx.app);
    expect(await silicaNeed(client, nswConcreters)).toMatchObject({ level: "required" });
    expect(await silicaNeed(client, waPainters)).toMatchObject({ level: "required" });
    expect(
      await silicaNeed(client, {
        ...caStore,
        name: "Davis Bookkeeping",
        industry: "professional",
        employeeCount: "1-5",
      }),
    ).toBeUndefined();
  });

  const heatNeed = async (client: Client, body: Record<string, unknown>) => {
    const businessId = await createBusiness(client, body);
    const res = await client.get(`/api/businesses/${businessId}/requirements`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().requirements as { documentType: string; level: string }[];
    return items.find((r) => r.documentType === "heat-plan");
  };

  const violenceNeed = async (client: Client, body: Record<string, unknown>) => {
    const businessId = await createBusiness(client, body);
    const res = await client.get(`/api/businesses/${businessId}/requirements`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().requirements as { documentType: string; level: string }[];
    return items.find((r) => r.documentType === "violence-plan");
  };

  it("requires a violence plan of a California business of 20 to 49 and leaves it out for a small office closed to the public", async () => {
    const { client } = await signedInClient(ctx.app);
    expect(await violenceNeed(client, caStore)).toMatchObject({ level: "required" });
    expect(
      await violenceNeed(client, {
        ...caStore,
        name: "Davis Bookkeeping",
        industry: "professional",
        employeeCount: "1-5",
      }),
    ).toBeUndefined();
    expect(await violenceNeed(client, businesses.usShop)).toMatchObject({ level: "recommended" });
  });

  it("requires a heat plan of a Washington outdoor crew and leaves it out for a Texas shop", async () => {
    const { client } = await signedInClient(ctx.app);
    expect(await heatNeed(client, waPainters)).toMatchObject({ level: "required" });
    expect(await heatNeed(client, businesses.usShop)).toBeUndefined();
  });
});
