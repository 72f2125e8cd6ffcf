import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instrument } from "../../src/domain/legal";
import { grantCredits } from "../../src/server/admin/credits";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { anyTypeInputs, createBusiness } from "../helpers/fixtures";

let ctx: TestContext;
let clock = new Date("2026-03-03T10:00:00Z");
beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => clock });
});
afterAll(() => ctx.close());

const ukBuilder = {
  name: "Pennine Roofing",
  country: "UK",
  jurisdiction: "UK-GB",
  industry: "construction",
  employeeCount: "6-19",
  regions: ["UK-GB"],
  highRiskActivities: ["working-at-height"],
};
const caShop = {
  name: "Sunset Books",
  country: "US",
  jurisdiction: "US-CA",
  industry: "retail",
  employeeCount: "1-5",
  regions: ["US-CA"],
  highRiskActivities: [],
};

async function generate(client: Client, businessId: string, documentType: string) {
  const res = await client.post("/api/documents/generate", {
    businessId,
    documentType,
    metadata: anyTypeInputs,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; nextReviewOn: string };
}

/** Publishes a document unchanged, as the editor's Publish does. */
async function publish(client: Client, id: string) {
  const doc = (await client.get(`/api/policies/${id}`)).json();
  const res = await client.put(`/api/policies/${id}`, {
    content: doc.content,
    status: "published",
    baseVersion: doc.version,
  });
  expect(res.statusCode, res.body).toBe(200);
}

type Overview = Record<
  "overdue" | "needsAttention" | "dueSoon" | "upToDate",
  { id: string; attention: { reason: string }[] }[]
>;

describe("needs attention", () => {
  it("holds drafts never issued, documents awaiting an update and permits open past their expiry; never up to date", async () => {
    clock = new Date("2026-03-03T10:00:00Z");
    const me = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, me.user.email, "core", 3);
    await grantCredits(ctx.database.db, me.user.email, "operational-safety", 1);
    const businessId = await createBusiness(me.client, ukBuilder);
    const draft = await generate(me.client, businessId, "policy");
    const issued = await generate(me.client, businessId, "incident-form");
    await publish(me.client, issued.id);
    const permit = await generate(me.client, businessId, "permit");
    await publish(me.client, permit.id);
    const groups = async () => {
      const o = (await me.client.get("/api/compliance")).json() as Overview;
      return Object.fromEntries(
        Object.entries(o)
          .filter(([k]) => k !== "today")
          .map(([k, v]) => [k, v.map((d) => d.id)]),
      );
    };
    const overview = async () => (await me.client.get("/api/compliance")).json() as Overview;

    expect(await groups()).toEqual({
      overdue: [],
      needsAttention: [draft.id],
      dueSoon: [],
      upToDate: expect.arrayContaining([issued.id, permit.id]),
    });
    expect((await overview()).needsAttention[0]!.attention.map((a) => a.reason)).toEqual(["draft"]);

    // The permit's issuer writes an expiry: in the future it is in order; once passed, open, it is not.
    const writeExpiry = async (expires: string, closedBy = "") => {
      const doc = (await me.client.get(`/api/policies/${permit.id}`)).json();
      const sections = doc.content.sections.map(
        (s: { tables?: { id: string; rows: Record<string, string>[] }[] }) => ({
          ...s,
          tables: s.tables?.map((t) => ({
            ...t,
            rows: t.rows.map((r) =>
              t.id === "permit-details" && /^Expires/.test(r.field ?? "")
                ? { ...r, value: expires }
                : t.id === "close-out-sign" && r === t.rows[0]
                  ? { ...r, name: closedBy }
                  : r,
            ),
          })),
        }),
      );
      const res = await me.client.put(`/api/policies/${permit.id}`, {
        content: { ...doc.content, sections },
        status: "published",
        baseVersion: doc.version,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // 3 March 2026, 10:00 UTC is 10:00 in London.
    await writeExpiry("03/03/2026 11:30");
    expect((await groups()).needsAttention).toEqual([draft.id]);
    await writeExpiry("3/3/2026 9:30 am");
    expect((await groups()).needsAttention?.sort()).toEqual([draft.id, permit.id].sort());
    const open = (await overview()).needsAttention.find((d) => d.id === permit.id)!;
    expect(open.attention.map((a) => a.reason)).toEqual(["permit-open"]);
    await writeExpiry("2026-03-02", "Sam Issuer");
    expect((await groups()).needsAttention).toEqual([draft.id]);
    expect((await groups()).upToDate).toContain(permit.id);

    // A change of the business marks the issued incident form: it is no longer up to date.
    const { createLawImpact } = await import("../../src/server/law/impact");
    const changed = await me.client.put(`/api/businesses/${businessId}`, {
      ...ukBuilder,
      employeeCount: "20-49",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await createLawImpact({ db: ctx.database.db, now: () => clock }).businessChanged(businessId);
    const marked = ((await me.client.get("/api/updates")).json() as { policyId: string }[]).map(
      (u) => u.policyId,
    );
    const after = await overview();
    for (const id of marked.filter((id) => id !== draft.id)) {
      const entry = after.needsAttention.find((d) => d.id === id);
      expect(entry?.attention.map((a) => a.reason)).toContain("business-update");
      expect(after.upToDate.map((d) => d.id)).not.toContain(id);
    }
    expect(marked.length).toBeGreaterThan(0);
  });
});

describe("review dates", () => {
  it("default to the type's review period, are editable by the owner only and validated", async () => {
    clock = new Date("2026-03-03T10:00:00Z");
    const me = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, me.user.email, "core", 2);
    await grantCredits(ctx.database.db, me.user.email, "compliance-essentials", 1);
    const businessId = await createBusiness(me.client, ukBuilder);
    const policy = await generate(me.client, businessId, "policy");
    expect(policy.nextReviewOn).toBe("2027-03-03");
    const plan = await generate(me.client, businessId, "action-plan");
    expect(plan.nextReviewOn).toBe("2026-06-03");

    const set = await me.client.put(`/api/policies/${policy.id}/review`, { nextReviewOn: "2026-03-20" });
    expect(set.statusCode).toBe(200);
    expect((await me.client.get(`/api/policies/${policy.id}`)).json().nextReviewOn).toBe("2026-03-20");

    const bad = await me.client.put(`/api/policies/${policy.id}/review`, { nextReviewOn: "March 20th" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^nextReviewOn: /);
    const impossible = await me.client.put(`/api/policies/${policy.id}/review`, {
      nextReviewOn: "2026-02-30",
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toBe("nextReviewOn: Not a real calendar date");

    const stranger = await signedInClient(ctx.app);
    const theirs = await stranger.client.put(`/api/policies/${policy.id}/review`, {
      nextReviewOn: "2030-01-01",
    });
    expect(theirs.statusCode).toBe(404);
    expect((await me.client.get(`/api/policies/${policy.id}`)).json().nextReviewOn).toBe("2026-03-20");
  });

  it("sorts documents into overdue, due within 30 days and up to date, and exports a calendar", async () => {
    clock = new Date("2026-03-03T10:00:00Z");
    const me = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, me.user.email, "core", 3);
    const businessId = await createBusiness(me.client, caShop);
    const a = await generate(me.client, businessId, "policy");
    const b = await generate(me.client, businessId, "incident-form");
    const c = await generate(me.client, businessId, "emergency-plan");
    await me.client.put(`/api/policies/${a.id}/review`, { nextReviewOn: "2026-03-01" });
    await me.client.put(`/api/policies/${b.id}/review`, { nextReviewOn: "2026-03-20" });
    // Only issued documents can be up to date or due: a draft needs attention whatever its date.
    for (const d of [b, c]) await publish(me.client, d.id);

    const res = await me.client.get("/api/compliance");
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.today).toBe("2026-03-03");
    expect(overview.overdue.map((d: { id: string; days: number }) => [d.id, d.days])).toEqual([[a.id, -2]]);
    expect(overview.dueSoon.map((d: { id: string; days: number }) => [d.id, d.days])).toEqual([[b.id, 17]]);
    expect(overview.upToDate.map((d: { id: string }) => d.id)).toEqual([c.id]);
    expect(overview.overdue[0].businessName).toBe("Sunset Books");

    const stranger = await signedInClient(ctx.app);
    expect((await stranger.client.get("/api/compliance")).json()).toMatchObject({
      overdue: [],
      needsAttention: [],
      dueSoon: [],
      upToDate: [],
    });

    const ics = await me.client.get("/api/compliance/reviews.ics");
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(ics.headers["content-disposition"]).toBe('attachment; filename="safedraft-reviews.ics"');
    expect(ics.body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics.body).toContain("DTSTART;VALUE=DATE:20260301");
    expect(ics.body).toContain(`/editor/${a.id}`);
    expect((await new Client(ctx.app).get("/api/compliance/reviews.ics")).statusCode).toBe(401);
  });
});

describe("the review calendar's links", () => {
  it("point at the configured origin, never at the request's Host header", async () => {
    const unset = await createTestApp({ APP_URL: "", PORT: "5123" }, { now: () => clock });
    try {
      const me = await signedInClient(unset.app);
      await grantCredits(unset.database.db, me.user.email, "core", 1);
      const policy = await generate(me.client, await createBusiness(me.client, caShop), "policy");
      const ics = await me.client.get("/api/compliance/reviews.ics", { host: "evil.example" });
      expect(ics.statusCode).toBe(200);
      expect(ics.body).toContain(`http://localhost:5123/editor/${policy.id}`);
      expect(ics.body).not.toContain("evil.example");
    } finally {
      await unset.close();
    }
    const me = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, me.user.email, "core", 1);
    const policy = await generate(me.client, await createBusiness(me.client, caShop), "policy");
    const ics = await me.client.get("/api/compliance/reviews.ics", { host: "evil.example" });
    expect(ics.body).toContain(`http://safedraft.test/editor/${policy.id}`);
  });
});

describe("what this business needs", () => {
  type Req = {
    documentType: string;
    level: string;
    state: string;
    documentId: string | null;
    reasons: { text: string; citations: { id: string; title: string; url: string }[] }[];
  };

  it("UK, 6-19 employees, construction, working at height: what the knowledge base says, with citations", async () => {
    clock = new Date("2026-03-03T10:00:00Z");
    const me = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, me.user.email, "core", 1);
    const businessId = await createBusiness(me.client, ukBuilder);
    const policy = await generate(me.client, businessId, "policy");

    const res = await me.client.get(`/api/businesses/${businessId}/requirements`);
    expect(res.statusCode).toBe(200);
    const { business, requirements } = res.json() as { business: { name: string }; requirements: Req[] };
    expect(business).toMatchObject({
      name: "Pennine Roofing",
      jurisdiction: "UK-GB",
      jurisdictionName: "Great Britain",
    });
    const by = Object.fromEntries(requirements.map((r) => [r.documentType, r]));
    expect(by.policy).toMatchObject({ level: "required", state: "current", documentId: policy.id });
    expect(by.policy!.reasons[0]!.text).toMatch(/written health and safety policy/);
    const policyCites = by.policy!.reasons.flatMap((r) => r.citations);
    expect(policyCites.map((c) => c.id)).toContain("uk-hswa-1974");
    expect(policyCites.find((c) => c.id === "uk-hswa-1974")).toMatchObject({
      title: "Health and Safety at Work etc. Act 1974, s 2(3)",
      url: instrument("uk-hswa-1974")?.url,
    });
    expect(by["risk-assessment"]).toMatchObject({ level: "required", state: "missing", documentId: null });
    expect(by["risk-assessment"]!.reasons[0]!.citations.map((c) => c.id)).toContain("uk-mhswr-1999");
    expect(by["first-aid-plan"]!.level).toBe("required");
    expect(by.swms).toMatchObject({ level: "recommended" });
    expect(by.swms!.reasons[0]!.citations.map((c) => c.id)).toContain("uk-cdm-2015");
    for (const r of requirements) {
      expect(r.reasons.length).toBeGreaterThan(0);
      expect(r.reasons.some((reason) => reason.citations.length > 0)).toBe(true);
    }
    // Required first.
    const levels = requirements.map((r) => r.level);
    expect(levels.indexOf("recommended")).toBeGreaterThan(levels.lastIndexOf("required"));

    // A document past its review date is no longer current.
    await me.client.put(`/api/policies/${policy.id}/review`, { nextReviewOn: "2026-01-01" });
    const later = (await me.client.get(`/api/businesses/${businessId}/requirements`)).json() as {
      requirements: Req[];
    };
    expect(later.requirements.find((r) => r.documentType === "policy")?.state).toBe("review-overdue");
  });

  it("US-CA, 1-5 employees, retail: Title 8's emergency and fire plans (fire plan may be oral), partial record-keeping exemption", async () => {
    const me = await signedInClient(ctx.app);
    const businessId = await createBusiness(me.client, caShop);
    const { requirements } = (await me.client.get(`/api/businesses/${businessId}/requirements`)).json() as {
      requirements: Req[];
    };
    const by = Object.fromEntries(requirements.map((r) => [r.documentType, r]));
    expect(by["emergency-plan"]!.level).toBe("recommended");
    expect(by["emergency-plan"]!.reasons.map((r) => r.text).join(" ")).toMatch(/orally/);
    const emergencyLaw = by["emergency-plan"]!.reasons.flatMap((r) => r.citations.map((c) => c.title));
    // California's own standards, not the federal 1910.38 its State Plan replaces.
    expect(emergencyLaw).toContain(
      "California Code of Regulations, Title 8, section 3220 Emergency Action Plan",
    );
    expect(emergencyLaw).toContain(
      "California Code of Regulations, Title 8, section 3221 Fire Prevention Plan, s 3221(d)(2)",
    );
    expect(emergencyLaw.join(" ")).not.toMatch(/29 CFR/);
    expect(by["incident-form"]!.level).toBe("required");
    expect(by["incident-form"]!.reasons.map((r) => r.text).join(" ")).toMatch(/partially exempt/);
    expect(by.policy!.reasons.flatMap((r) => r.citations.map((c) => c.id))).toContain("us-osha-state-plans");
    expect(by.policy!.reasons.map((r) => r.text).join(" ")).toMatch(/California/);
    expect(by.policy!.level).toBe("required");
    expect(by.policy!.reasons.flatMap((r) => r.citations.map((c) => c.url))).toContain(
      "https://www.dir.ca.gov/title8/3203.html",
    );
    expect(by.swms).toBeUndefined();
    expect(requirements.every((r) => r.state === "missing")).toBe(true);
  });

  it("is owner-scoped", async () => {
    const me = await signedInClient(ctx.app);
    const businessId = await createBusiness(me.client, caShop);
    const stranger = await signedInClient(ctx.app);
    expect((await stranger.client.get(`/api/businesses/${businessId}/requirements`)).statusCode).toBe(404);
    expect((await stranger.client.get("/api/businesses/not-a-uuid/requirements")).statusCode).toBe(404);
    expect((await new Client(ctx.app).get(`/api/businesses/${businessId}/requirements`)).statusCode).toBe(
      401,
    );
  });
});
