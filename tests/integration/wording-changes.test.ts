import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_LAW, type Law } from "../../src/domain/documents/basis";
import type { DocSection, DocumentContent } from "../../src/domain/documents/content";
import { TEMPLATES } from "../../src/domain/documents/wording.generated";
import type { KnowledgeChange } from "../../src/domain/legal/releases";
import { grantCredits } from "../../src/server/admin/credits";
import { documentBases, documentUpdates, policies } from "../../src/server/db/schema";
import { createLawImpact } from "../../src/server/law/impact";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { deployableLaw } from "../helpers/law";

/**
 * A document type whose wording is a template records that wording's fingerprint in what the
 * document relied on. A later release that changes the wording (a changelog change naming
 * "template:<type>") marks the documents written with the old wording, for the sections the new
 * wording changes, like a change of the law; documents of other types are left alone.
 */

let clock = new Date("2026-11-23T09:00:00Z");
const { law, deploy } = deployableLaw();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => clock, law });
});
afterAll(async () => {
  await ctx?.close();
});

const OLD = "PPE is worn when nothing else will do.";
const NOW = "PPE is the last line of defence.";

async function generate(client: Client, businessId: string, documentType: string): Promise<string> {
  const res = await client.post("/api/documents/generate", { businessId, documentType, metadata: {} });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const withOldWording = (sections: DocSection[]) =>
  sections.map((s) => ({ ...s, body: s.body.replace(NOW, OLD) }));

/**
 * The document as an earlier release wrote it: the older sentence in what the owner received and
 * in what SafeDraft recorded writing, and that release's wording fingerprint.
 */
async function writtenWithOldWording(id: string) {
  const db = ctx.database.db;
  const [doc] = await db.select().from(policies).where(eq(policies.id, id));
  const content: DocumentContent = { ...doc!.content, sections: withOldWording(doc!.content.sections) };
  expect(JSON.stringify(content)).toContain(OLD);
  await db.update(policies).set({ content }).where(eq(policies.id, id));
  const [basis] = await db.select().from(documentBases).where(eq(documentBases.policyId, id));
  const item = basis!.items["template:ppe-register"]!;
  await db
    .update(documentBases)
    .set({
      sections: withOldWording(basis!.sections),
      items: { ...basis!.items, "template:ppe-register": { ...item, hash: "0ld00000" } },
    })
    .where(eq(documentBases.policyId, id));
}

const wordingChange: KnowledgeChange = {
  id: "ppe-register-last-line-of-defence",
  summary: "The PPE register now explains that PPE is the last line of defence, after other controls.",
  jurisdictions: ["AU-NSW"],
  items: ["template:ppe-register"],
  source: "",
  effective: "2026-12-01",
};

const release: Law = {
  ...CURRENT_LAW,
  release: "2026-12-01.1",
  changelog: [...CURRENT_LAW.changelog, { id: "2026-12-01.1", date: "2026-12-01", changes: [wordingChange] }],
};

describe("a wording change", () => {
  it("is recorded with the document: the template's fingerprint and the sections it wrote", async () => {
    deploy(CURRENT_LAW);
    const person = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, person.user.email, "wellbeing-hr", 4);
    const businessId = await createBusiness(person.client, businesses.nswBuilder);
    const id = await generate(person.client, businessId, "ppe-register");
    const [basis] = await ctx.database.db.select().from(documentBases).where(eq(documentBases.policyId, id));
    const item = basis!.items["template:ppe-register"]!;
    expect(item.hash).toBe(TEMPLATES["ppe-register"]!.hash);
    expect(item.sections).toEqual(expect.arrayContaining(["scope", "requirements", "register", "issue-log"]));
    // The shared reference list is not the template's.
    expect(item.sections).not.toContain("references");
  });

  it("marks the documents written with the old wording, for the section it changes, and no other", async () => {
    deploy(CURRENT_LAW);
    clock = new Date("2026-11-23T09:00:00Z");
    const person = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, person.user.email, "wellbeing-hr", 4);
    const businessId = await createBusiness(person.client, businesses.nswBuilder);
    const register = await generate(person.client, businessId, "ppe-register");
    const checklist = await generate(person.client, businessId, "dse-checklist");
    // The compiled release is worked through first, as a deployed app would have done.
    await createLawImpact({ db: ctx.database.db, law, now: () => clock }).run();
    await writtenWithOldWording(register);

    // Until a release names the wording, nothing is marked.
    const again = await createLawImpact({ db: ctx.database.db, law, now: () => clock }).run();
    expect(again.events).toEqual([]);
    const none = (await person.client.get("/api/updates")).json() as { policyId: string }[];
    expect(none.map((u) => u.policyId)).toEqual([]);

    clock = new Date("2026-12-01T09:00:00Z");
    deploy(release);
    const { events } = await createLawImpact({ db: ctx.database.db, law, now: () => clock }).run();
    expect(events.find((e) => e.key === "release:2026-12-01.1")!.marked).toEqual([register]);

    const [mark] = await ctx.database.db
      .select()
      .from(documentUpdates)
      .where(eq(documentUpdates.policyId, register));
    expect(mark!.sections).toEqual(["requirements"]);
    expect(mark!.reasons.map((r) => r.summary)).toEqual([wordingChange.summary]);

    const view = (await person.client.get(`/api/policies/${register}/update`)).json();
    const requirements = view.sections.find((s: { id: string }) => s.id === "requirements");
    expect(requirements.current).toContain(OLD);
    expect(requirements.proposed).toContain(NOW);

    const other = (await person.client.get(`/api/policies/${checklist}/update`)).json();
    expect([other.reasons, other.sections]).toEqual([[], []]);
  });
});
