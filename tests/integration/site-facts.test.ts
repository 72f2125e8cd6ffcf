import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setSubscriptionStatus } from "../../src/server/admin/credits";
import { documentBases } from "../../src/server/db/schema";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";

let ctx: TestContext;
let owner: Client;

beforeAll(async () => {
  ctx = await createTestApp();
  const signed = await signedInClient(ctx.app);
  owner = signed.client;
  await setSubscriptionStatus(ctx.database.db, signed.user.email, "compliance");
});
afterAll(() => ctx.close());

const camp = {
  name: "Spinifex Camp Services",
  country: "AU",
  jurisdiction: "AU-WA",
  industry: "hospitality",
  employeeCount: "6-19",
  regions: ["AU-WA"],
};

const fieldErrors = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.message]));

describe("a business's site facts", () => {
  it("are stored, read back and changed, and blank stays blank", async () => {
    const created = await owner.post("/api/businesses", {
      ...camp,
      nearestMedical: "  Port Hedland Health Campus  ",
      nearestMedicalMinutes: 140,
      mostPeopleAtOnce: 180,
      remoteSite: true,
      othersOnSite: [{ kind: "guests", count: 120 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const read = (await owner.get(`/api/businesses/${id}`)).json();
    expect(read).toMatchObject({
      nearestMedical: "Port Hedland Health Campus",
      nearestMedicalMinutes: 140,
      mostPeopleAtOnce: 180,
      remoteSite: true,
      othersOnSite: [{ kind: "guests", count: 120 }],
    });

    const updated = await owner.put(`/api/businesses/${id}`, {
      ...camp,
      nearestMedical: "",
      nearestMedicalMinutes: null,
      mostPeopleAtOnce: null,
      remoteSite: false,
      othersOnSite: [
        { kind: "pupils", count: 620 },
        { kind: "public", count: 40 },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      nearestMedical: null,
      nearestMedicalMinutes: null,
      mostPeopleAtOnce: null,
      remoteSite: false,
      othersOnSite: [
        { kind: "pupils", count: 620 },
        { kind: "public", count: 40 },
      ],
    });
    const listed = (await owner.get("/api/businesses")).json().find((b: { id: string }) => b.id === id);
    expect(listed.othersOnSite).toHaveLength(2);

    const plain = await owner.post("/api/businesses", { ...camp, name: "Plain Cafe" });
    expect(plain.json()).toMatchObject({
      nearestMedical: null,
      nearestMedicalMinutes: null,
      mostPeopleAtOnce: null,
      remoteSite: false,
      othersOnSite: [],
    });
  });

  it("refuses a bad value with 400 naming the field, and stores nothing", async () => {
    const before = (await owner.get("/api/businesses")).json().length;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ nearestMedicalMinutes: 0 }, "nearestMedicalMinutes", /at least 1/],
      [{ nearestMedicalMinutes: 1441 }, "nearestMedicalMinutes", /at most 1440/],
      [{ nearestMedicalMinutes: 12.5 }, "nearestMedicalMinutes", /whole number/],
      [{ nearestMedicalMinutes: "an hour" }, "nearestMedicalMinutes", /whole number/],
      [{ nearestMedical: "x".repeat(201) }, "nearestMedical", /at most 200/],
      [
        { mostPeopleAtOnce: -1 },
        "mostPeopleAtOnce",
        /Most people at your premises at one time must be at least 0/,
      ],
      [{ mostPeopleAtOnce: 100001 }, "mostPeopleAtOnce", /at most 100000/],
      [{ mostPeopleAtOnce: 250.5 }, "mostPeopleAtOnce", /whole number/],
      [{ mostPeopleAtOnce: "lots" }, "mostPeopleAtOnce", /whole number/],
      [{ remoteSite: "maybe" }, "remoteSite", /yes \(true\) or no \(false\)/],
      [{ othersOnSite: [{ kind: "ghosts", count: 3 }] }, "othersOnSite.0.kind", /must be one of/],
      [{ othersOnSite: [{ kind: "pupils", count: -1 }] }, "othersOnSite.0.count", /at least 0/],
      [{ othersOnSite: [{ kind: "pupils", count: 100001 }] }, "othersOnSite.0.count", /at most 100000/],
      [
        {
          othersOnSite: [
            { kind: "pupils", count: 10 },
            { kind: "pupils", count: 20 },
          ],
        },
        "othersOnSite.1.kind",
        /listed once/,
      ],
      [
        { othersOnSite: Array.from({ length: 7 }, () => ({ kind: "public", count: 1 })) },
        "othersOnSite",
        /At most 6/,
      ],
    ];
    for (const [extra, field, message] of cases) {
      const res = await owner.post("/api/businesses", { ...camp, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(fieldErrors(res)[field], JSON.stringify(res.json())).toMatch(message);
    }
    expect((await owner.get("/api/businesses")).json()).toHaveLength(before);
  });

  it("reach the documents: a remote site's first aid plan names its hospital and evacuation", async () => {
    const id = (
      await owner.post("/api/businesses", {
        ...camp,
        name: "Pilbara Camp",
        nearestMedical: "Port Hedland Health Campus",
        nearestMedicalMinutes: 60,
        remoteSite: true,
      })
    ).json().id as string;
    const res = await owner.post("/api/documents/generate", {
      businessId: id,
      documentType: "first-aid-plan",
      metadata: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = JSON.stringify(res.json().content.sections);
    expect(body).toContain("Port Hedland Health Campus");
    expect(body).toContain("Medical Evacuation from this Remote Site");
    expect(body).not.toMatch(/lower-hazard/);
    // What the document relied on keeps the facts, so a later recomposition writes the same plan.
    const [basis] = await ctx.database.db
      .select({ input: documentBases.input })
      .from(documentBases)
      .where(eq(documentBases.policyId, res.json().id));
    expect(basis?.input.business).toMatchObject({
      nearestMedical: "Port Hedland Health Campus",
      nearestMedicalMinutes: 60,
      remoteSite: true,
      othersOnSite: [],
    });
  });
});
