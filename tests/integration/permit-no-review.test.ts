import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { policies, reviewReminders } from "../../src/server/db/schema";
import { createMailer } from "../../src/server/services/mail";
import { createReviewReminders } from "../../src/server/services/reminders";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

let ctx: TestContext;
const clock = new Date("2026-12-01T09:00:00Z");
beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => clock });
});
afterAll(() => ctx.close());

const STEPS = { steps: ["Isolate and barricade the area", "Do the hot work", "Fire watch and hand back"] };

async function owner() {
  const { client, user } = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, user.email, "operational-safety", 3);
  await grantCredits(ctx.database.db, user.email, "core", 3);
  const businessId = await createBusiness(client, businesses.nswBuilder);
  return { client, businessId };
}

async function generate(client: Client, businessId: string, documentType: string) {
  const res = await client.post("/api/documents/generate", {
    businessId,
    documentType,
    metadata: { activity: "Welding a handrail bracket", location: "Level 2, 8 King St", ...STEPS },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; title: string; nextReviewOn: string | null };
}

type Overview = Record<
  "overdue" | "needsAttention" | "dueSoon" | "upToDate",
  { id: string; nextReviewOn: string | null }[]
>;
const compliance = async (client: Client) => (await client.get("/api/compliance")).json() as Overview;

describe("a permit to work is per job, never reviewed yearly", () => {
  it("is made with no review date, and setting one is refused with 400 naming nextReviewOn", async () => {
    const { client, businessId } = await owner();
    const permit = await generate(client, businessId, "permit");
    expect(permit.nextReviewOn).toBeNull();
    expect((await client.get(`/api/policies/${permit.id}`)).json().nextReviewOn).toBeNull();

    const set = await client.put(`/api/policies/${permit.id}/review`, { nextReviewOn: "2027-12-01" });
    expect(set.statusCode).toBe(400);
    expect(set.json().errors).toEqual([
      { field: "nextReviewOn", message: expect.stringMatching(/permit to work has no review date/) },
    ]);
    const [row] = await ctx.database.db.select().from(policies).where(eq(policies.id, permit.id));
    expect(row!.nextReviewOn).toBeNull();

    // Other documents keep their yearly review, and it can be moved.
    const swms = await generate(client, businessId, "swms");
    expect(swms.nextReviewOn).toBe("2027-12-01");
    expect(
      (await client.put(`/api/policies/${swms.id}/review`, { nextReviewOn: "2027-06-01" })).statusCode,
    ).toBe(200);
  });

  it("is never listed as due for review, reminded or put in the review calendar, even holding an old date", async () => {
    const { client, businessId } = await owner();
    const permit = await generate(client, businessId, "permit");
    // A permit made before permits were per job, holding a review date already passed.
    await ctx.database.db
      .update(policies)
      .set({ nextReviewOn: "2026-11-01" })
      .where(eq(policies.id, permit.id));

    const overview = await compliance(client);
    for (const group of ["overdue", "dueSoon"] as const) {
      expect(overview[group].map((d) => d.id)).not.toContain(permit.id);
    }
    const listed = [...overview.needsAttention, ...overview.upToDate].find((d) => d.id === permit.id);
    expect(listed?.nextReviewOn).toBeNull();

    const calendar = (await client.get("/api/compliance/reviews.ics")).body;
    expect(calendar).not.toContain(permit.id);

    const reminders = createReviewReminders({
      db: ctx.database.db,
      mailer: createMailer(ctx.config.mail, ctx.database.db, ctx.app.log),
      appUrl: ctx.config.appUrl,
      now: () => clock,
    });
    await reminders.run();
    const sent = await ctx.database.db
      .select()
      .from(reviewReminders)
      .where(eq(reviewReminders.policyId, permit.id));
    expect(sent).toEqual([]);
  });

  it("loses any review date it held when the database is migrated", async () => {
    const { client, businessId } = await owner();
    const permit = await generate(client, businessId, "permit");
    const swms = await generate(client, businessId, "swms");
    await ctx.database.db
      .update(policies)
      .set({ nextReviewOn: "2027-12-01" })
      .where(eq(policies.id, permit.id));
    const migration = readFileSync(
      path.resolve(import.meta.dirname, "../../src/server/db/migrations/0025_permits_not_reviewed.sql"),
      "utf8",
    );
    await ctx.database.db.execute(sql.raw(migration));
    const rows = await ctx.database.db
      .select({ id: policies.id, nextReviewOn: policies.nextReviewOn })
      .from(policies)
      .where(eq(policies.businessId, businessId));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.nextReviewOn]))).toEqual({
      [permit.id]: null,
      [swms.id]: "2027-12-01",
    });
  });
});
