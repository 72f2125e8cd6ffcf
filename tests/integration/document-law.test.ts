import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { policies } from "../../src/server/db/schema";
import { createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Instrument = { id: string; title: string; url: string };

describe("a document arrives with the law it cites", () => {
  it("names each cited instrument once, first-cited first, with its title and link", async () => {
    const { client, user } = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, user.email, "core", 1);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const generated = await client.post("/api/documents/generate", { businessId, documentType: "policy" });
    expect(generated.statusCode, generated.body).toBe(201);
    const doc = generated.json();

    const opened = await client.get(`/api/policies/${doc.id}`);
    expect(opened.statusCode).toBe(200);
    const { content, instruments } = opened.json() as {
      content: { complianceReferences: { citations: { id: string }[] } };
      instruments: Instrument[];
    };
    // The editor shows these without the compiled law: each cited id, with the title the law gives it.
    const cited = [...new Set(content.complianceReferences.citations.map((c) => c.id))];
    expect(instruments.map((i) => i.id)).toEqual(cited);
    expect(instruments).toContainEqual({
      id: "au-nsw-whs-act-2011",
      title: "Work Health and Safety Act 2011 (NSW)",
      url: expect.stringMatching(/^https:\/\//),
    });
    for (const i of instruments) {
      expect(i.title.length).toBeGreaterThan(0);
      expect(i.url).toMatch(/^https?:\/\//);
    }
    // The generate answer (which the app shows first) and a save's answer carry the same.
    expect(doc.instruments).toEqual(instruments);
    const saved = await client.put(`/api/policies/${doc.id}`, {
      content: doc.content,
      baseVersion: doc.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().instruments).toEqual(instruments);
  });

  it("leaves out an id the law does not know, as a stored document written before a change of the law may have", async () => {
    const { client, user } = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, user.email, "core", 1);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const doc = (await client.post("/api/documents/generate", { businessId, documentType: "policy" })).json();
    const withUnknown = {
      ...doc.content,
      complianceReferences: {
        ...doc.content.complianceReferences,
        citations: [{ id: "no-such-instrument" }, ...doc.content.complianceReferences.citations],
      },
    };
    await ctx.database.db.update(policies).set({ content: withUnknown }).where(eq(policies.id, doc.id));
    const opened = (await client.get(`/api/policies/${doc.id}`)).json();
    expect(opened.instruments.map((i: Instrument) => i.id)).not.toContain("no-such-instrument");
    expect(opened.instruments).toEqual(doc.instruments);
  });
});
