import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_LAW } from "../../src/domain/documents/basis";
import type { DocumentContent } from "../../src/domain/documents/content";
import type { JurisdictionProfile } from "../../src/domain/legal/types";
import { grantCredits } from "../../src/server/admin/credits";
import { documentBases, policies, policyRevisions } from "../../src/server/db/schema";
import { UNKNOWN_RELEASE } from "../../src/server/law/backfill";
import { createLawImpact } from "../../src/server/law/impact";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { deployableLaw } from "../helpers/law";

/**
 * Documents written before SafeDraft recorded what each relied on get a basis when the law-impact
 * job runs: the release that wrote them is unknown and recorded as such, their text is compared
 * with what SafeDraft writes today (marking them where it differs), and later law changes reach
 * them like any other document.
 */

let clock = new Date("2026-11-23T09:00:00Z");
/** The knowledge base the app runs on; a test "deploys" another release with `deploy`. */
const { law, deploy } = deployableLaw();

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => clock, law });
});
afterAll(async () => {
  await ctx?.close();
});

const impact = () => createLawImpact({ db: ctx.database.db, law, now: () => clock });
const marked = async (client: Client) =>
  ((await client.get("/api/updates")).json() as { policyId: string }[]).map((u) => u.policyId).sort();

/** Every string in a value with one phrase replaced. */
function replaced<T>(value: T, from: string, to: string): T {
  if (typeof value === "string") return value.split(from).join(to) as T;
  if (Array.isArray(value)) return value.map((v) => replaced(v, from, to)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaced(v, from, to)])) as T;
  }
  return value;
}

/** Makes a document look as if it was generated before bases were kept, its text rewritten by `rewrite`. */
async function asBeforeBases(id: string, rewrite: (c: DocumentContent) => DocumentContent = (c) => c) {
  const db = ctx.database.db;
  await db.delete(documentBases).where(eq(documentBases.policyId, id));
  const [row] = await db.select().from(policies).where(eq(policies.id, id));
  const content = rewrite(row!.content);
  await db.update(policies).set({ content }).where(eq(policies.id, id));
  await db
    .update(policyRevisions)
    .set({ content })
    .where(and(eq(policyRevisions.policyId, id), eq(policyRevisions.version, 1)));
}

describe("documents written before bases were kept", () => {
  it("get a basis marked 'release unknown', are compared with today's text once, and later changes reach them", async () => {
    const person = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, person.user.email, "core", 3);
    const businessId = await createBusiness(person.client, businesses.nswBuilder);
    const ids: Record<string, string> = {};
    for (const type of ["policy", "incident-form"]) {
      const res = await person.client.post("/api/documents/generate", {
        businessId,
        documentType: type,
        metadata: {},
      });
      expect(res.statusCode, res.body).toBe(201);
      ids[type] = res.json().id;
    }
    const policy = ids.policy!;
    const form = ids["incident-form"]!;
    // The policy was written when SafeDraft still cited the 2017 Regulation; the form reads as today.
    await asBeforeBases(policy, (c) => ({
      ...c,
      sections: replaced(c.sections, "Regulation 2025", "Regulation 2017"),
    }));
    await asBeforeBases(form);
    const old = (await person.client.get(`/api/policies/${policy}`)).json().content as DocumentContent;
    expect(JSON.stringify(old.sections)).toContain("Regulation 2017");

    // Two processes run the job at once: each document is given a basis and compared once.
    clock = new Date("2026-11-24T09:00:00Z");
    const runs = await Promise.all([impact().run(), impact().run()]);
    expect(runs.reduce((n, r) => n + r.backfilled.recorded, 0)).toBe(2);
    expect(runs.flatMap((r) => r.backfilled.marked)).toEqual([policy]);
    const bases = await ctx.database.db.select().from(documentBases);
    expect(bases.map((b) => [b.policyId, b.release]).sort()).toEqual(
      [
        [policy, UNKNOWN_RELEASE],
        [form, UNKNOWN_RELEASE],
      ].sort(),
    );
    // Its own date, read from the document: the text it was written with is compared, not a new day's.
    expect(bases.find((b) => b.policyId === form)!.lawDate).toBe("2026-11-23");

    expect(await marked(person.client)).toEqual([policy]);
    const view = (await person.client.get(`/api/policies/${policy}/update`)).json();
    expect(view.reasons.map((r: { summary: string }) => r.summary).join(" ")).toContain(
      "written before SafeDraft kept a record of the law",
    );
    const changed = view.sections.filter((s: { current: string }) =>
      JSON.stringify(s).includes("Regulation 2017"),
    );
    expect(changed.length).toBeGreaterThan(0);
    for (const s of changed) {
      expect(s.edited).toBe(false);
      expect(JSON.stringify(s.proposed)).not.toContain("Regulation 2017");
    }

    // Nothing is left to backfill; running again marks nothing new.
    const again = await impact().run();
    expect(again.backfilled).toEqual({ recorded: 0, marked: [] });
    expect(await marked(person.client)).toEqual([policy]);

    // A later release that changes a number the form prints reaches it like any other document.
    clock = new Date("2026-12-01T09:00:00Z");
    deploy({
      release: "2026-12-01.1",
      changelog: [
        ...CURRENT_LAW.changelog,
        {
          id: "2026-12-01.1",
          date: "2026-12-01",
          changes: [
            {
              id: "nsw-phone",
              summary: "New South Wales: SafeWork NSW's number for notifying incidents is now 13 10 99.",
              jurisdictions: ["AU-NSW"],
              items: ["AU-NSW:regulator.notificationPhone"],
              source: "https://www.safework.nsw.gov.au/contact-us",
              effective: "2026-12-01",
            },
          ],
        },
      ],
      profileOn: (code, day) => {
        const p = CURRENT_LAW.profileOn(code, day);
        return code === "AU-NSW" ? replaced<JurisdictionProfile>(p, "13 10 50", "13 10 99") : p;
      },
    });
    const { events } = await impact().run();
    expect(events.find((e) => e.key === "release:2026-12-01.1")!.marked).toContain(form);
    expect(await marked(person.client)).toEqual([form, policy].sort());
    const formView = (await person.client.get(`/api/policies/${form}/update`)).json();
    expect(formView.reasons.map((r: { summary: string }) => r.summary)).toEqual([
      "New South Wales: SafeWork NSW's number for notifying incidents is now 13 10 99.",
    ]);
  });
});
