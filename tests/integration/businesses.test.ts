import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentContent } from "../../src/domain/documents/content";
import { businesses, policies } from "../../src/server/db/schema";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";

let ctx: TestContext;
let owner: Client;
let stranger: Client;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = (await signedInClient(ctx.app)).client;
  stranger = (await signedInClient(ctx.app)).client;
});
afterAll(() => ctx.close());

const sydneyBuilder = {
  name: "Harbour Build Co",
  country: "AU",
  jurisdiction: "AU-NSW",
  industry: "construction",
  employeeCount: "6-19",
  regions: ["AU-NSW"],
  highRiskActivities: ["working-at-height", "excavation"],
  workDescription: "Residential renovations and extensions",
};

async function create(client: Client, body: Record<string, unknown>) {
  const res = await client.post("/api/businesses", body);
  return res;
}

function fieldErrors(res: { json(): { errors?: { field: string; message: string }[] } }) {
  return Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.message]));
}

describe("creating and reading businesses", () => {
  it("creates a business and lists it for its owner only", async () => {
    const res = await create(owner, { ...sydneyBuilder, abn: "51 824 753 556" });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ ...sydneyBuilder, abn: "51824753556", acn: null, industryOther: null });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const list = await owner.get("/api/businesses");
    expect(list.json().map((b: { id: string }) => b.id)).toContain(created.id);
    const theirs = await stranger.get("/api/businesses");
    expect(theirs.json().map((b: { id: string }) => b.id)).not.toContain(created.id);

    const one = await owner.get(`/api/businesses/${created.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().name).toBe("Harbour Build Co");
  });

  it("needs a session", async () => {
    const anonymous = new Client(ctx.app);
    expect((await anonymous.get("/api/businesses")).statusCode).toBe(401);
    expect((await anonymous.post("/api/businesses", sydneyBuilder)).json()).toEqual({
      message: "Unauthorized",
    });
  });

  it("stores GB as UK and accepts the older `states` name for regions", async () => {
    const res = await create(owner, {
      name: "Leeds Joinery",
      country: "GB",
      jurisdiction: "UK-GB",
      industry: "manufacturing",
      employeeCount: "20-49",
      states: ["UK-GB"],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ country: "UK", regions: ["UK-GB"], highRiskActivities: [] });
  });
});

describe("validation", () => {
  it("requires the core fields and names each one", async () => {
    const res = await create(owner, {});
    expect(res.statusCode).toBe(400);
    const errors = fieldErrors(res);
    expect(errors).toMatchObject({
      name: "Business name is required",
      country: "Country is required",
      jurisdiction: "Region/State is required",
      industry: "Industry is required",
      employeeCount: "Number of employees is required",
      regions: "At least one region must be selected",
    });
  });

  it("needs at least one region", async () => {
    const res = await create(owner, { ...sydneyBuilder, regions: [] });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({ regions: "At least one region must be selected" });
  });

  it("needs the industry spelled out when it is other", async () => {
    const res = await create(owner, { ...sydneyBuilder, industry: "other", industryOther: "   " });
    expect(fieldErrors(res)).toEqual({ industryOther: "Please specify your industry" });
    const ok = await create(owner, { ...sydneyBuilder, industry: "other", industryOther: "Film production" });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().industryOther).toBe("Film production");
  });

  it("drops industryOther when the industry is not other", async () => {
    const res = await create(owner, { ...sydneyBuilder, industryOther: "Leftover" });
    expect(res.json().industryOther).toBeNull();
  });

  it("keeps jurisdiction and regions inside the country", async () => {
    const res = await create(owner, { ...sydneyBuilder, jurisdiction: "US-CA", regions: ["AU-NSW", "NZ"] });
    expect(fieldErrors(res)).toEqual({
      jurisdiction: "Region/State must be one of the country's regions",
      regions: "Regions must belong to the chosen country (not NZ)",
    });
  });

  it("refuses unknown countries, industries, bands and activities", async () => {
    const res = await create(owner, {
      ...sydneyBuilder,
      country: "FR",
      industry: "piracy",
      employeeCount: "7",
      highRiskActivities: ["juggling"],
    });
    const errors = fieldErrors(res);
    expect(errors.country).toBe("Country must be one of AU, UK, NZ or US");
    expect(errors.industry).toBe("Industry is required");
    expect(errors.employeeCount).toBe("Number of employees is required");
    expect(errors["highRiskActivities.0"]).toBe("Unknown high-risk activity");
  });

  it("refuses wrong types with a 400, never a 500", async () => {
    const res = await create(owner, {
      ...sydneyBuilder,
      name: 42,
      regions: "AU-NSW",
      highRiskActivities: {},
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(res))).toEqual(
      expect.arrayContaining(["name", "regions", "highRiskActivities"]),
    );
  });
});

describe("business identifiers", () => {
  const cases: {
    country: string;
    jurisdiction: string;
    field: string;
    valid: [string, string][];
    invalid: [string, RegExp][];
  }[] = [
    {
      country: "AU",
      jurisdiction: "AU-VIC",
      field: "abn",
      valid: [
        ["51 824 753 556", "51824753556"],
        ["53-004-085-616", "53004085616"],
      ],
      invalid: [
        ["51 824 753 557", /check digits/i],
        ["1234", /11 digits/],
      ],
    },
    {
      country: "AU",
      jurisdiction: "AU-QLD",
      field: "acn",
      valid: [["005 749 986", "005749986"]],
      invalid: [
        ["005 749 987", /check digit/i],
        ["12345", /9 digits/],
      ],
    },
    {
      country: "NZ",
      jurisdiction: "NZ",
      field: "nzbn",
      valid: [["9429041234563", "9429041234563"]],
      invalid: [
        ["9429041234564", /check digit/i],
        ["94290412", /13 digits/],
      ],
    },
    {
      country: "UK",
      jurisdiction: "UK-GB",
      field: "companyNumber",
      valid: [
        ["01234567", "01234567"],
        ["sc 123456", "SC123456"],
      ],
      invalid: [
        ["1234567", /8 characters/],
        ["ABC12345", /8 characters|2 letters/],
      ],
    },
    {
      country: "UK",
      jurisdiction: "UK-GB",
      field: "utr",
      valid: [["12345 67890", "1234567890"]],
      invalid: [["123456789", /10 digits/]],
    },
    {
      country: "UK",
      jurisdiction: "UK-GB",
      field: "vatNumber",
      valid: [
        ["GB 123 4567 89", "GB123456789"],
        ["123456789001", "GB123456789001"],
      ],
      invalid: [["GB12345", /9 digits/]],
    },
    {
      country: "US",
      jurisdiction: "US-TX",
      field: "ein",
      valid: [["123456789", "12-3456789"]],
      invalid: [["12-34567", /9 digits|NN-NNNNNNN/]],
    },
  ];

  for (const c of cases) {
    it(`validates ${c.field} for ${c.country}`, async () => {
      const base = {
        ...sydneyBuilder,
        country: c.country,
        jurisdiction: c.jurisdiction,
        regions: [c.jurisdiction],
      };
      for (const [input, stored] of c.valid) {
        const res = await create(owner, { ...base, [c.field]: input });
        expect(res.statusCode, `${c.field} ${input}: ${res.body}`).toBe(201);
        expect(res.json()[c.field]).toBe(stored);
      }
      for (const [input, message] of c.invalid) {
        const res = await create(owner, { ...base, [c.field]: input });
        expect(res.statusCode, `${c.field} ${input}`).toBe(400);
        expect(fieldErrors(res)[c.field]).toMatch(message);
      }
    });
  }

  it("treats blank identifiers as not given and drops other countries' identifiers", async () => {
    const res = await create(owner, {
      ...sydneyBuilder,
      abn: "  ",
      ein: "12-3456789",
      otherBusinessId: "LIC-99",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ abn: null, ein: null, otherBusinessId: "LIC-99" });
  });
});

describe("updating, deleting and ownership", () => {
  it("updates a business to another state and keeps it valid", async () => {
    const created = (await create(owner, sydneyBuilder)).json();
    const res = await owner.put(`/api/businesses/${created.id}`, {
      ...sydneyBuilder,
      jurisdiction: "AU-VIC",
      regions: ["AU-VIC", "AU-NSW"],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ jurisdiction: "AU-VIC", regions: ["AU-VIC", "AU-NSW"] });
    const bad = await owner.put(`/api/businesses/${created.id}`, { ...sydneyBuilder, regions: [] });
    expect(bad.statusCode).toBe(400);
    expect((await owner.get(`/api/businesses/${created.id}`)).json().jurisdiction).toBe("AU-VIC");
  });

  it("hides another user's business behind a 404 for every call", async () => {
    const created = (await create(owner, sydneyBuilder)).json();
    const url = `/api/businesses/${created.id}`;
    for (const res of [
      await stranger.get(url),
      await stranger.put(url, sydneyBuilder),
      await stranger.delete(url),
      await stranger.get(`${url}/existing-documents`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Business not found" });
      expect(res.body).not.toContain("Harbour");
    }
    const still = await owner.get(url);
    expect(still.json().name).toBe("Harbour Build Co");
  });

  it("answers 404 for ids that are not ids", async () => {
    expect((await owner.get("/api/businesses/not-a-uuid")).statusCode).toBe(404);
    expect((await owner.delete("/api/businesses/00000000-0000-0000-0000-000000000000")).statusCode).toBe(404);
  });

  it("maps existing documents by type, and deletes them with the business", async () => {
    const created = (await create(owner, sydneyBuilder)).json();
    const url = `/api/businesses/${created.id}`;
    expect((await owner.get(`${url}/existing-documents`)).json()).toEqual({});

    const [doc] = await ctx.database.db
      .insert(policies)
      .values({ businessId: created.id, type: "swms", title: "SWMS", content: {} as DocumentContent })
      .returning();
    expect((await owner.get(`${url}/existing-documents`)).json()).toEqual({ swms: doc!.id });

    const del = await owner.delete(url);
    expect(del.statusCode).toBe(204);
    expect((await owner.get(url)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(policies).where(eq(policies.id, doc!.id))).toEqual([]);
    expect(await ctx.database.db.select().from(businesses).where(eq(businesses.id, created.id))).toEqual([]);
  });
});
