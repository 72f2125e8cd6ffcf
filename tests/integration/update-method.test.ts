import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentContent } from "../../src/domain/documents/content";
import { grantCredits } from "../../src/server/admin/credits";
import { documentBases, documentUpdates, policies } from "../../src/server/db/schema";
import { createLawImpact } from "../../src/server/law/impact";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

/**
 * A per-job document written before methods were pinned, whose text shows no library task's
 * steps, is never rewritten with a method its owner has not confirmed: an update that takes new
 * text is answered 422 "choose-method" and changes nothing; with the owner's choice it applies, and
 * the document is written from, and keeps, the method they chose.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Steps that are no library task's, so the document's own text cannot tell its method. */
const UNKNOWN_STEPS = ["Set out the flurble rig on the wazzle", "Grommet the snarf to the blippy quonk"];

async function owner() {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 5);
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  return { ...signed, businessId };
}

/** Everything of a document an update could change: its row, its basis and its mark. */
async function stored(policyId: string) {
  const { db } = ctx.database;
  const [policy] = await db.select().from(policies).where(eq(policies.id, policyId));
  const [basis] = await db.select().from(documentBases).where(eq(documentBases.policyId, policyId));
  const [mark] = await db.select().from(documentUpdates).where(eq(documentUpdates.policyId, policyId));
  return { policy, basis, mark };
}

/** A SWMS as one written before methods were pinned: neither its inputs nor its basis name a method. */
async function oldSwms(client: Client, businessId: string): Promise<string> {
  const res = await client.post("/api/documents/generate", {
    businessId,
    documentType: "swms",
    metadata: {
      activity: "Replacing the roof sheeting on a house",
      location: "12 Smith St, Parramatta",
      steps: UNKNOWN_STEPS,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const { db } = ctx.database;
  const { policy, basis } = await stored(id);
  const { steps: _s, taskIds: _t, ...metadata } = policy!.metadata as Record<string, unknown>;
  await db.update(policies).set({ metadata }).where(eq(policies.id, id));
  const { steps: _bs, taskIds: _bt, ...basisMetadata } = basis!.input.metadata;
  await db
    .update(documentBases)
    .set({ input: { ...basis!.input, metadata: basisMetadata } })
    .where(eq(documentBases.policyId, id));
  const after = await stored(id);
  expect(after.policy!.metadata).not.toHaveProperty("steps");
  expect(after.basis!.input.metadata).not.toHaveProperty("steps");
  expect(after.basis!.input.metadata).not.toHaveProperty("taskIds");
  return id;
}

const textOf = (content: DocumentContent) => JSON.stringify(content);

describe("updating a document whose method was never confirmed", () => {
  it("refuses to write new text without the owner's method (422 choose-method, nothing changed), then writes it with the method they choose", async () => {
    const { client, businessId } = await owner();
    const id = await oldSwms(client, businessId);
    expect(textOf((await stored(id)).policy!.content)).toContain(UNKNOWN_STEPS[0]);

    // The business is renamed: the document states its name, so it is marked for an update.
    const renamed = await client.put(`/api/businesses/${businessId}`, {
      ...businesses.nswBuilder,
      name: "Harbour Build & Roof Co",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const impact = await createLawImpact({ db: ctx.database.db }).businessChanged(businessId);
    expect(impact.marked).toBe(1);

    const view = (await client.get(`/api/policies/${id}/update`)).json();
    expect(view.method.confirm).toBe(true);
    expect(view.method.note).toMatch(/written before its method was confirmed/);
    // The owner is offered what the generator offers for the job's words, and the steps the
    // document prints now, to start their own from.
    expect(view.method.candidates.map((c: { id: string }) => c.id)).toContain("re-roofing");
    for (const c of view.method.candidates) expect(c.why).toMatch(/\S/);
    expect(view.method.steps).toEqual(UNKNOWN_STEPS);
    const ids: string[] = view.sections.map((s: { id: string }) => s.id);
    expect(ids.length).toBeGreaterThan(0);

    // Taking the new text without a method is refused, with what the owner must do.
    const before = await stored(id);
    const refused = await client.post(`/api/policies/${id}/update`, {
      baseVersion: view.version,
      sections: ids.map((section) => ({ id: section, choice: "new" })),
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().actionRequired).toBe("choose-method");
    expect(refused.json().candidates).toEqual(view.method.candidates);
    expect(refused.json().message).toMatch(/Choose|choose/);
    expect(refused.json().message).toMatch(/written before its method was confirmed/);
    // Nothing of the document changed: not its text, its version, its basis or its mark.
    const afterRefusal = await stored(id);
    expect(afterRefusal.policy!.version).toBe(before.policy!.version);
    expect(afterRefusal.policy!.content).toEqual(before.policy!.content);
    expect(afterRefusal.policy!.metadata).toEqual(before.policy!.metadata);
    expect(afterRefusal.basis).toEqual(before.basis);
    expect(afterRefusal.mark).toEqual(before.mark);

    // A method that names both a task and steps, or an unknown task, is refused by field.
    for (const method of [{ taskId: "re-roofing", steps: ["Do the work"] }, { taskId: "flurbing" }, {}]) {
      const bad = await client.post(`/api/policies/${id}/update`, {
        baseVersion: view.version,
        sections: ids.map((section) => ({ id: section, choice: "new" })),
        method,
      });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.body).toMatch(/method/);
    }
    expect((await stored(id)).policy!.version).toBe(before.policy!.version);

    // The owner chooses the re-roofing method: the update applies, written from that method.
    const applied = await client.post(`/api/policies/${id}/update`, {
      baseVersion: view.version,
      sections: ids.map((section) => ({ id: section, choice: "new" })),
      method: { taskId: "re-roofing" },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ version: view.version + 1, remaining: 0 });

    const after = await stored(id);
    const text = textOf(after.policy!.content);
    expect(text).toMatch(/The steps below are the method for re-roofing with metal sheets/i);
    expect(text).toContain("Strip the old roof sheets or tiles progressively, one bay at a time");
    expect(text).not.toContain(UNKNOWN_STEPS[0]);
    expect(text).toContain("Harbour Build & Roof Co");
    // The document keeps the chosen method from now on, and is no longer marked.
    expect(after.basis!.input.metadata.taskIds).toEqual(["re-roofing"]);
    expect(after.mark).toBeUndefined();
    const settled = (await client.get(`/api/policies/${id}/update`)).json();
    expect(settled.sections).toEqual([]);
    expect(settled.method).toBeUndefined();

    // Its method is now known: a method sent with a later update is refused, not swapped in.
    const again = await client.put(`/api/businesses/${businessId}`, {
      ...businesses.nswBuilder,
      name: "Harbour Roofing Co",
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await createLawImpact({ db: ctx.database.db }).businessChanged(businessId)).marked).toBe(1);
    const next = (await client.get(`/api/policies/${id}/update`)).json();
    expect(next.method?.confirm ?? false).toBe(false);
    const swap = await client.post(`/api/policies/${id}/update`, {
      baseVersion: next.version,
      sections: next.sections.map((s: { id: string }) => ({ id: s.id, choice: "new" })),
      method: { taskId: "ladder-work" },
    });
    expect(swap.statusCode, swap.body).toBe(400);
    expect(swap.json().message ?? swap.body).toMatch(/already known/);
  });

  it("writes the owner's own steps when they answer with steps, and keeps them", async () => {
    const { client, businessId } = await owner();
    const id = await oldSwms(client, businessId);
    const renamed = await client.put(`/api/businesses/${businessId}`, {
      ...businesses.nswBuilder,
      name: "Parramatta Roof Works",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await createLawImpact({ db: ctx.database.db }).businessChanged(businessId)).marked).toBe(1);
    const view = (await client.get(`/api/policies/${id}/update`)).json();
    const ownSteps = [
      "Set up edge protection and the exclusion zone below",
      "Strip the old roof sheets one at a time",
      "Fix the new roof sheets and flashings",
    ];
    const applied = await client.post(`/api/policies/${id}/update`, {
      baseVersion: view.version,
      sections: view.sections.map((s: { id: string }) => ({ id: s.id, choice: "new" })),
      method: { steps: ownSteps },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await stored(id);
    const text = textOf(after.policy!.content);
    for (const step of ownSteps) expect(text).toContain(step);
    expect(text).toMatch(/as the person preparing this document wrote them/);
    expect(text).not.toContain(UNKNOWN_STEPS[0]);
    expect(after.basis!.input.metadata.steps).toEqual(ownSteps);
    expect(after.mark).toBeUndefined();
  });
});
