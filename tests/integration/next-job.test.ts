import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { creditTransactions } from "../../src/server/db/schema";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const TRENCH = "Sewer trench excavation for a new house connection";

async function owner(core = 5) {
  const signed = await signedInClient(ctx.app);
  if (core > 0) await grantCredits(ctx.database.db, signed.user.email, "core", core);
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  return { ...signed, businessId };
}

const credits = async (client: Client) => (await client.get("/api/user/credits")).json().credits.core;

async function swms(
  client: Client,
  businessId: string,
  activity = TRENCH,
  location = "12 Smith St, Parramatta",
) {
  const res = await client.post("/api/documents/generate", {
    businessId,
    documentType: "swms",
    metadata: { activity, location },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

type Section = { id: string; heading: string; body: string };

/** The customer's edit: a sentence added to a section, saved like the editor saves it. */
async function edit(
  client: Client,
  doc: { id: string; version: number; content: { sections: Section[] } },
  ids: string[],
) {
  const content = {
    ...doc.content,
    sections: doc.content.sections.map((s) =>
      ids.includes(s.id) ? { ...s, body: `${s.body}<p>Our own note for ${s.id}: ring Dave first.</p>` } : s,
    ),
  };
  const res = await client.put(`/api/policies/${doc.id}`, { content, baseVersion: doc.version });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const newJob = (client: Client, id: string, body: Record<string, unknown>) =>
  client.post(`/api/documents/${id}/new-job`, { requestId: randomUUID(), ...body });

const sectionOf = (doc: { content: { sections: Section[] } }, id: string) =>
  doc.content.sections.find((s) => s.id === id)!;

describe("use for a new job", () => {
  it("copies a SWMS with the customer's edits to a new site as a new draft, spending one credit and leaving the source as it was", async () => {
    const { client, businessId } = await owner();
    const source = await swms(client, businessId);
    const edited = await edit(client, source, ["emergency", "scope"]);
    const before = await credits(client);

    const res = await newJob(client, source.id, {
      businessId,
      metadata: { activity: TRENCH, location: "7 Quarry Rd, Penrith" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { document, edits } = res.json();
    expect(document.id).not.toBe(source.id);
    expect(document.title).toContain(`${TRENCH}, 7 Quarry Rd, Penrith`);
    expect(document.siteAddress).toBe("7 Quarry Rd, Penrith");
    expect(document).toMatchObject({ version: 1, issue: 1, status: "draft" });
    // The edit of a section the new site does not change is carried over as the customer wrote it.
    expect(sectionOf(document, "emergency").body).toContain("Our own note for emergency: ring Dave first.");
    expect(edits.kept).toContain(sectionOf(document, "emergency").heading);
    // The scope names the site: it is written again for the new one, and the customer is told.
    expect(JSON.stringify(sectionOf(document, "scope"))).toContain("7 Quarry Rd, Penrith");
    expect(JSON.stringify(document.content)).not.toContain("12 Smith St");
    expect(edits.rewritten).toContain(sectionOf(document, "scope").heading);
    expect(await credits(client)).toBe(before - 1);

    // Its own history, starting at its first save; the source is untouched.
    const history = (await client.get(`/api/policies/${document.id}/revisions`)).json();
    expect(history).toHaveLength(1);
    const again = (await client.get(`/api/policies/${source.id}`)).json();
    expect(again.version).toBe(edited.version);
    expect(again.content).toEqual(edited.content);
    expect((await client.get(`/api/policies/${source.id}/revisions`)).json()).toHaveLength(2);
  });

  it("spends the credit once when the same request is sent again, one after the other or at once", async () => {
    const { client, id, businessId } = await owner();
    const source = await swms(client, businessId);
    const before = await credits(client);
    const body = { businessId, requestId: randomUUID(), metadata: { activity: TRENCH, location: "Lot 9" } };
    const [a, b] = await Promise.all([
      client.post(`/api/documents/${source.id}/new-job`, body),
      client.post(`/api/documents/${source.id}/new-job`, body),
    ]);
    const c = await client.post(`/api/documents/${source.id}/new-job`, body);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(c.statusCode, c.body).toBe(200);
    const ids = new Set([a, b, c].map((r) => r.json().document.id));
    expect(ids.size).toBe(1);
    expect(await credits(client)).toBe(before - 1);
    const spent = await ctx.database.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, id), eq(creditTransactions.kind, "consume")));
    expect(spent.filter((t) => t.policyId === [...ids][0])).toHaveLength(1);
    const list = (await client.get(`/api/policies?businessId=${businessId}`)).json();
    expect(list).toHaveLength(2);
  });

  it("asks for payment when no credit is left, and makes nothing", async () => {
    const { client, businessId } = await owner(1);
    const source = await swms(client, businessId);
    const res = await newJob(client, source.id, {
      businessId,
      metadata: { activity: TRENCH, location: "Lot 2" },
    });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().actionRequired).toBe("purchase");
    expect((await client.get(`/api/policies?businessId=${businessId}`)).json()).toHaveLength(1);
  });

  it("asks for the method when the new job's words do not match it for sure, offering the original's first", async () => {
    const { client, businessId } = await owner();
    const source = await swms(client, businessId);
    const asked = await newJob(client, source.id, {
      businessId,
      metadata: { activity: "Formwork", location: "Lot 4" },
    });
    expect(asked.statusCode, asked.body).toBe(422);
    expect(asked.json().actionRequired).toBe("choose-method");
    expect(asked.json().candidates[0]).toMatchObject({
      id: "trench-excavation",
      why: "The method of the document you started from",
    });
    const chosen = await newJob(client, source.id, {
      businessId,
      metadata: { activity: "Formwork", location: "Lot 4", taskId: "framing-carpentry" },
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(JSON.stringify(chosen.json().document.content)).toMatch(/timber framing and carpentry/);
  });

  it("names the missing field of the new job", async () => {
    const { client, businessId } = await owner();
    const source = await swms(client, businessId);
    const res = await client.post(`/api/documents/${source.id}/new-job`, {
      businessId,
      requestId: randomUUID(),
      metadata: { location: "   " },
    });
    // The source's own job stands in for a blank one only if given: here the location is required.
    expect([400, 422]).toContain(res.statusCode);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain("metadata.location");
  });

  it("writes the law of the business the new job is for", async () => {
    const { client, businessId } = await owner();
    const vic = await createBusiness(client, businesses.vicBuilder);
    const source = await swms(client, businessId);
    await edit(client, source, ["emergency"]);
    const res = await newJob(client, source.id, {
      businessId: vic,
      metadata: { activity: TRENCH, location: "Geelong" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { document, edits } = res.json();
    expect(document.businessId).toBe(vic);
    expect(document.content.jurisdiction).toBe("AU-VIC");
    expect(JSON.stringify(document.content)).toContain("Occupational Health and Safety Act 2004");
    // An edit written under another state's law is not carried: the customer is told to look again.
    expect(sectionOf(document, "emergency").body).not.toContain("ring Dave first");
    expect(edits.rewritten).toContain(sectionOf(document, "emergency").heading);
  });

  it("is not found for a stranger, and never copies into someone else's business", async () => {
    const { client, businessId } = await owner();
    const source = await swms(client, businessId);
    const stranger = await owner();
    const theirs = await newJob(stranger.client, source.id, {
      businessId: stranger.businessId,
      metadata: { activity: TRENCH, location: "Lot 1" },
    });
    expect(theirs.statusCode).toBe(404);
    const intoTheirs = await newJob(client, source.id, {
      businessId: stranger.businessId,
      metadata: { activity: TRENCH, location: "Lot 1" },
    });
    expect(intoTheirs.statusCode).toBe(404);
    expect(
      (await stranger.client.get(`/api/policies?businessId=${stranger.businessId}`)).json(),
    ).toHaveLength(0);
  });

  it("refuses a business-wide document", async () => {
    const { client, businessId } = await owner();
    const policy = await client.post("/api/policies/generate", { businessId });
    expect(policy.statusCode, policy.body).toBe(201);
    const res = await newJob(client, policy.json().id, { businessId, metadata: { location: "Lot 1" } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/written for one job/);
  });
});

describe("a business's own templates", () => {
  it("saves a document as a template, lists it, and makes the next job from it for a credit", async () => {
    const { client, businessId } = await owner();
    const source = await swms(client, businessId);
    await edit(client, source, ["emergency"]);
    const saved = await client.post(`/api/documents/${source.id}/template`, { name: "Sewer connection" });
    expect(saved.statusCode, saved.body).toBe(201);
    const template = saved.json();
    expect(template).toMatchObject({
      name: "Sewer connection",
      type: "swms",
      documentName: "Safe Work Method Statement",
      businessName: "Harbour Build Co",
      activity: TRENCH,
    });
    expect(
      (await client.get(`/api/templates?businessId=${businessId}`)).json().map((t: { id: string }) => t.id),
    ).toEqual([template.id]);

    const before = await credits(client);
    const made = await client.post(`/api/templates/${template.id}/generate`, {
      businessId,
      requestId: randomUUID(),
      metadata: { activity: TRENCH, location: "3 Creek Rd, Windsor" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { document } = made.json();
    expect(document.title).toContain("3 Creek Rd, Windsor");
    expect(sectionOf(document, "emergency").body).toContain("ring Dave first");
    expect(await credits(client)).toBe(before - 1);
    // Deleting the document it came from leaves the template.
    expect((await client.delete(`/api/policies/${source.id}`)).statusCode).toBe(204);
    expect((await client.get("/api/templates")).json()).toHaveLength(1);
  });

  it("keeps templates to their owner", async () => {
    const { client, businessId } = await owner();
    const source = await swms(client, businessId);
    const template = (await client.post(`/api/documents/${source.id}/template`, { name: "Mine" })).json();
    const stranger = await owner();
    expect((await stranger.client.get("/api/templates")).json()).toEqual([]);
    expect((await stranger.client.get(`/api/templates?businessId=${businessId}`)).statusCode).toBe(404);
    const generate = await stranger.client.post(`/api/templates/${template.id}/generate`, {
      businessId: stranger.businessId,
      requestId: randomUUID(),
      metadata: { activity: TRENCH, location: "Lot 1" },
    });
    expect(generate.statusCode).toBe(404);
    expect(
      (await stranger.client.post(`/api/documents/${source.id}/template`, { name: "x" })).statusCode,
    ).toBe(404);
    expect((await stranger.client.delete(`/api/templates/${template.id}`)).statusCode).toBe(404);
    expect((await client.get("/api/templates")).json()).toHaveLength(1);
    const blank = await client.post(`/api/documents/${source.id}/template`, { name: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].field).toBe("name");
  });
});
