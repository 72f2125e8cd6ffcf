import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits, setSubscriptionStatus } from "../../src/server/admin/credits";
import {
  creditTransactions,
  documentBases,
  policies,
  policyRevisions,
  users,
} from "../../src/server/db/schema";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { anyTypeInputs, businesses, createBusiness } from "../helpers/fixtures";

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

describe("generating documents", () => {
  it("refuses without a credit and says which pack to buy", async () => {
    const { client } = await person();
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const res = await client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: anyTypeInputs,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      message: "Purchase the Core Document pack to generate Safe Work Method Statement.",
      actionRequired: "purchase",
    });
  });

  it("spends one credit of the type's pack and stores the document with its first revision", async () => {
    const { client, id, grant } = await person();
    await grant("core", 2);
    expect(await credits(client)).toEqual({
      core: 2,
      "compliance-essentials": 0,
      "operational-safety": 0,
      "wellbeing-hr": 0,
      "new-duties": 0,
    });
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const res = await client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { activity: "Roof sheet replacement", location: "12 Smith St, Parramatta NSW" },
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      businessId,
      type: "swms",
      version: 1,
      status: "draft",
      siteAddress: "12 Smith St, Parramatta NSW",
    });
    expect(doc.content.documentName).toBe("Safe Work Method Statement");
    expect(doc.content.complianceReferences.authority).toBe("SafeWork NSW");
    expect(doc.content.generation.engine).toBe("built-in");
    expect(doc.content.generation.generatedInMs).toBeGreaterThan(0);
    expect(JSON.stringify(doc.content)).toContain("Roof sheet replacement");

    expect((await credits(client)).core).toBe(1);
    const ledger = await ctx.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, id));
    expect(ledger.map((l) => [l.kind, l.delta, l.policyId])).toEqual(
      expect.arrayContaining([
        ["grant", 2, null],
        ["consume", -1, doc.id],
      ]),
    );
    const revisions = await ctx.database.db
      .select()
      .from(policyRevisions)
      .where(eq(policyRevisions.policyId, doc.id));
    expect(revisions.map((r) => r.version)).toEqual([1]);
    // What the document relied on is stored with it, its sections exactly as generated.
    const [basis] = await ctx.database.db
      .select()
      .from(documentBases)
      .where(eq(documentBases.policyId, doc.id));
    expect(basis).toMatchObject({ jurisdiction: "AU-NSW", input: { documentType: "swms" } });
    expect(basis!.sections).toEqual(doc.content.sections);
    expect(Object.keys(basis!.items).length).toBeGreaterThan(10);
    const [u] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(u!.usedDocumentTypes).toEqual({ swms: 1 });

    expect((await client.get(`/api/businesses/${businessId}/existing-documents`)).json()).toEqual({
      swms: doc.id,
    });
    const one = await client.get(`/api/policies/${doc.id}`);
    expect(one.json().content.sections.length).toBeGreaterThan(5);
  });

  it("refuses a second document of the same type for a business and points at the first", async () => {
    const { client, grant } = await person();
    await grant("core", 3);
    const businessId = await createBusiness(client, businesses.ukCafe);
    const first = (
      await client.post("/api/policies/generate", { businessId, additionalPolicies: [] })
    ).json();
    const again = await client.post("/api/policies/generate", { businessId, additionalPolicies: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ actionRequired: "edit", existingDocumentId: first.id });
    expect(again.json().message).toContain("Leeds Corner Café already has a Health and Safety Policy");
    expect((await credits(client)).core).toBe(2);
  });

  it("keeps extra policies for Core and Compliance accounts", async () => {
    const { client, user, grant } = await person();
    await grant("core", 1);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const locked = await client.post("/api/policies/generate", {
      businessId,
      additionalPolicies: ["drug-alcohol"],
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toContain("requires upgrade");

    await setSubscriptionStatus(ctx.database.db, user.email, "core");
    const ok = await client.post("/api/policies/generate", {
      businessId,
      additionalPolicies: ["drug-alcohol"],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().content.sections.map((s: { id: string }) => s.id)).toContain("extra-drug-alcohol");
  });

  it("lets a compliance subscriber generate anything without spending credits", async () => {
    const { client, user } = await person();
    await setSubscriptionStatus(ctx.database.db, user.email, "compliance");
    const businessId = await createBusiness(client, businesses.usShop);
    for (const documentType of ["emergency-plan", "chemical-register", "dse-checklist"]) {
      const res = await client.post("/api/documents/generate", {
        businessId,
        documentType,
        metadata: anyTypeInputs,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await credits(client)).toEqual({
      core: 0,
      "compliance-essentials": 0,
      "operational-safety": 0,
      "wellbeing-hr": 0,
      "new-duties": 0,
    });
    const list = (await client.get(`/api/policies?businessId=${businessId}`)).json();
    expect(list.map((p: { type: string }) => p.type).sort()).toEqual([
      "chemical-register",
      "dse-checklist",
      "emergency-plan",
    ]);
    expect(list[0]).not.toHaveProperty("content");
    expect(list[0].businessName).toBe("Austin Hardware");
  });

  it("checks its inputs and names the field", async () => {
    const { client } = await person();
    const noBusiness = await client.post("/api/documents/generate", { documentType: "swms" });
    expect(noBusiness.statusCode).toBe(400);
    expect(noBusiness.json().message).toContain("Please select a business and document type");
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const badType = await client.post("/api/documents/generate", { businessId, documentType: "novel" });
    expect(badType.json().errors[0]).toEqual({
      field: "documentType",
      message: "Please select a business and document type",
    });
    const badMeta = await client.post("/api/documents/generate", {
      businessId,
      documentType: "incident-form",
      metadata: { incidentTypes: ["alien-abduction"], activity: "x".repeat(500) },
    });
    expect(badMeta.statusCode).toBe(400);
    expect(badMeta.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(["metadata.incidentTypes.0", "metadata.activity"]),
    );
  });
});

describe("tasks picked in the wizard", () => {
  it("stores the picked task ids and writes the task's own steps", async () => {
    const { client, grant } = await person();
    await grant("core", 1);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const res = await client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { activity: "Job 14 at the Smith house", location: "14 Smith St", taskIds: ["re-roofing"] },
    });
    expect(res.statusCode).toBe(201);
    const doc = (await client.get(`/api/policies/${res.json().id}`)).json();
    expect(doc.metadata.taskIds).toEqual(["re-roofing"]);
    const steps = doc.content.sections.find((s: { id: string }) => s.id === "job-steps").tables[0].rows;
    expect(steps[0].activity).toMatch(/^Inspect the roof from a safe place/);
    expect(steps.map((r: { activity: string }) => r.activity)).toContain(
      "Strip the old roof sheets or tiles progressively, one bay at a time, lowering them by hoist or chute, never throwing them",
    );
  });

  it("refuses an unknown task and names the field", async () => {
    const { client } = await person();
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const res = await client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { taskIds: ["re-roofing", "juggling"] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "metadata.taskIds.1", message: "Unknown task" }]);
  });
});

describe("ownership of documents", () => {
  it("hides another user's business and documents behind 404s", async () => {
    const owner = await person();
    await owner.grant("core", 1);
    const businessId = await createBusiness(owner.client, businesses.vicBuilder);
    const doc = (
      await owner.client.post("/api/documents/generate", {
        businessId,
        documentType: "risk-assessment",
        metadata: anyTypeInputs,
      })
    ).json();

    const stranger = await person();
    await stranger.grant("core", 1);
    const steal = await stranger.client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: anyTypeInputs,
    });
    expect(steal.statusCode).toBe(404);
    expect((await credits(stranger.client)).core).toBe(1);
    for (const res of [
      await stranger.client.get(`/api/policies/${doc.id}`),
      await stranger.client.delete(`/api/policies/${doc.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("Yarra");
    }
    const filtered = await stranger.client.get(`/api/policies?businessId=${businessId}`);
    expect(filtered.statusCode).toBe(404);
    expect(filtered.json()).toEqual({ message: "Business not found" });
    expect((await stranger.client.get("/api/policies")).json()).toEqual([]);

    const anonymous = new Client(ctx.app);
    expect((await anonymous.get(`/api/policies/${doc.id}`)).statusCode).toBe(401);
    expect((await anonymous.get("/api/user/credits")).statusCode).toBe(401);

    const del = await owner.client.delete(`/api/policies/${doc.id}`);
    expect(del.statusCode).toBe(204);
    expect((await owner.client.get(`/api/policies/${doc.id}`)).statusCode).toBe(404);
  });
});

describe("credits under concurrency", () => {
  it("20 parallel generations with one credit give exactly one document and spend exactly one credit", async () => {
    const { client, id, grant } = await person();
    await grant("core", 1);
    const ids = [];
    for (const b of [businesses.nswBuilder, businesses.vicBuilder, businesses.ukCafe, businesses.nzFarm]) {
      ids.push(await createBusiness(client, b));
    }
    const types = ["policy", "swms", "risk-assessment", "incident-form", "emergency-plan"];
    // The SWMS names its task: a café's or a farm's "roof sheeting replacement" is otherwise asked
    // about (422) when a credit is still there, and which request sees the credit is the race itself.
    const requests = ids.flatMap((businessId) =>
      types.map((documentType) =>
        client.post("/api/documents/generate", {
          businessId,
          documentType,
          metadata: documentType === "swms" ? { ...anyTypeInputs, taskId: "re-roofing" } : anyTypeInputs,
        }),
      ),
    );
    expect(requests).toHaveLength(20);
    const results = await Promise.all(requests);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 402)).toBe(true);

    const docs = [];
    for (const businessId of ids)
      docs.push(
        ...(await ctx.database.db.select().from(policies).where(eq(policies.businessId, businessId))),
      );
    expect(docs).toHaveLength(1);
    expect((await credits(client)).core).toBe(0);
    const consumed = await ctx.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, id));
    expect(consumed.filter((t) => t.kind === "consume")).toHaveLength(1);
  });

  it("parallel requests for the same business and business-wide type create one document and spend one credit", async () => {
    const { client, grant } = await person();
    await grant("core", 5);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post("/api/documents/generate", {
          businessId,
          documentType: "emergency-plan",
          metadata: anyTypeInputs,
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(9);
    const created = results.find((r) => r.statusCode === 201)!.json();
    for (const r of refused) expect(r.json().existingDocumentId).toBe(created.id);
    expect((await credits(client)).core).toBe(4);
  });
});
