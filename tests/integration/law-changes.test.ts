import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_LAW, type Law } from "../../src/domain/documents/basis";
import type { DocumentContent } from "../../src/domain/documents/content";
import type { KnowledgeChange } from "../../src/domain/legal/releases";
import type { JurisdictionProfile } from "../../src/domain/legal/types";
import { grantCredits } from "../../src/server/admin/credits";
import { documentBases, documentUpdates, users } from "../../src/server/db/schema";
import { BUSINESS_CHANGES_QUEUE, type Jobs, startJobs } from "../../src/server/jobs";
import { createLawImpact } from "../../src/server/law/impact";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { deployableLaw } from "../helpers/law";

/**
 * Law changes reach the documents that relied on them: a document records the release and the
 * knowledge items it used; a later release or a dated change marks exactly the documents whose
 * text it changes; a change of the business's own details does the same; and the owner answers per
 * section without losing their edits.
 */

let clock = new Date("2026-11-23T09:00:00Z");
/** The knowledge base the app runs on; a test "deploys" another release with `deploy`. */
const { law, deploy } = deployableLaw();

let ctx: TestContext;
/** The app's own job queue: it queues business-change checks; workers are started by the test that needs them. */
let queue: Jobs | undefined;
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    { now: () => clock, law, queue: { businessChanged: async (id) => queue?.businessChanged(id) } },
  );
  queue = await startJobs({
    database: ctx.database,
    reminders: { run: async () => ({ sent: 0 }) },
    log: ctx.app.log,
    schedule: false,
  });
});
afterAll(async () => {
  await queue?.stop();
  await ctx?.close();
});

/** A process working the business-changes queue (the app's own does not). */
const worker = () =>
  startJobs({
    database: ctx.database,
    reminders: { run: async () => ({ sent: 0 }) },
    businessImpact: createLawImpact({ db: ctx.database.db, law, now: () => clock }),
    log: ctx.app.log,
    pollingIntervalSeconds: 0.5,
    schedule: false,
  });

/** The business-change jobs queued for a business, by state. */
async function jobStates(businessId: string): Promise<string[]> {
  const res = (await ctx.database.db.execute(
    sql`select state from pgboss.job where name = ${BUSINESS_CHANGES_QUEUE} and data->>'businessId' = ${businessId}`,
  )) as unknown as { rows: { state: string }[] };
  return res.rows.map((r) => r.state);
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const OLD_PHONE = "13 10 50";
const NEW_PHONE = "13 10 99";

/** Every text of a profile with one phrase replaced, as a release correcting it would compile. */
function replaced<T>(value: T, from: string, to: string): T {
  if (typeof value === "string") return value.split(from).join(to) as T;
  if (Array.isArray(value)) return value.map((v) => replaced(v, from, to)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaced(v, from, to)])) as T;
  }
  return value;
}

/** A release after the compiled one: `change` with NSW's profile rewritten from its effective day. */
function releaseWith(
  id: string,
  date: string,
  change: KnowledgeChange,
  rewrite: (p: JurisdictionProfile) => JurisdictionProfile,
): Law {
  return {
    release: id,
    changelog: [...CURRENT_LAW.changelog, { id, date, changes: [change] }],
    profileOn: (code, day) => {
      const profile = CURRENT_LAW.profileOn(code, day);
      return change.jurisdictions.includes(code) && day >= change.effective ? rewrite(profile) : profile;
    },
  };
}

const phoneChange = (id: string, effective: string): KnowledgeChange => ({
  id,
  summary: `New South Wales: SafeWork NSW's number for notifying incidents is now ${NEW_PHONE}.`,
  jurisdictions: ["AU-NSW"],
  items: ["AU-NSW:regulator.notificationPhone"],
  source: "https://www.safework.nsw.gov.au/contact-us",
  effective,
});
const newPhone = (p: JurisdictionProfile) => replaced(p, OLD_PHONE, NEW_PHONE);

async function owner(credits = 6) {
  const person = await signedInClient(ctx.app);
  for (const pack of ["core", "compliance-essentials", "operational-safety"]) {
    await grantCredits(ctx.database.db, person.user.email, pack, credits);
  }
  const businessId = await createBusiness(person.client, businesses.nswBuilder);
  return { ...person, businessId };
}

async function generate(client: Client, businessId: string, documentType: string): Promise<string> {
  const res = await client.post("/api/documents/generate", {
    businessId,
    documentType,
    metadata: documentType === "risk-assessment" ? { scope: "Workshop and site work" } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const marked = async (client: Client) =>
  ((await client.get("/api/updates")).json() as { policyId: string }[]).map((u) => u.policyId);

async function content(client: Client, id: string) {
  const res = await client.get(`/api/policies/${id}`);
  return res.json() as { version: number; content: DocumentContent };
}

const section = (c: DocumentContent, id: string) => c.sections.find((s) => s.id === id)!;

describe("what a document relied on", () => {
  it("records the release, the law's day and the items each section used", async () => {
    deploy(CURRENT_LAW);
    clock = new Date("2026-11-23T09:00:00Z");
    const { client, businessId } = await owner();
    const id = await generate(client, businessId, "policy");
    const [basis] = await ctx.database.db.select().from(documentBases).where(eq(documentBases.policyId, id));
    expect(basis!.release).toBe(CURRENT_LAW.release);
    expect(basis!.lawDate).toBe("2026-11-23");
    expect(basis!.items["AU-NSW:regulator.notificationPhone"]!.sections).toContain("incident-reporting");
    expect(basis!.items["instrument:au-nsw-whs-regulation-2025"]!.sections).toContain("references");
  });
});

describe("a new release", () => {
  it("marks a document that cites the changed phone number, not one that never used it", async () => {
    deploy(CURRENT_LAW);
    clock = new Date("2026-11-23T09:00:00Z");
    const { client, businessId } = await owner();
    const policy = await generate(client, businessId, "policy");
    const assessment = await generate(client, businessId, "risk-assessment");
    expect(section((await content(client, policy)).content, "incident-reporting").body).toContain(OLD_PHONE);

    // The compiled release, run again, changes nothing.
    await createLawImpact({ db: ctx.database.db, law, now: () => clock }).run();
    expect(await marked(client)).toEqual([]);

    clock = new Date("2026-12-01T09:00:00Z");
    deploy(
      releaseWith("2026-12-01.1", "2026-12-01", phoneChange("nsw-phone-2026-12", "2026-12-01"), newPhone),
    );
    const impact = createLawImpact({ db: ctx.database.db, law, now: () => clock });
    const { events } = await impact.run();
    expect(events.find((e) => e.key === "release:2026-12-01.1")!.marked).toContain(policy);
    expect(await marked(client)).toEqual([policy]);
    expect(await marked(client)).not.toContain(assessment);

    const view = (await client.get(`/api/policies/${policy}/update`)).json();
    expect(view.reasons.map((r: { summary: string }) => r.summary)).toEqual([phoneChange("", "").summary]);
    const incident = view.sections.find((s: { id: string }) => s.id === "incident-reporting");
    expect(incident.current).toContain(OLD_PHONE);
    expect(incident.proposed).toContain(NEW_PHONE);
    expect(incident.edited).toBe(false);
    expect(incident.because).toEqual([phoneChange("", "").summary]);

    // A second process running the same release finds nothing left to claim.
    const again = await createLawImpact({ db: ctx.database.db, law, now: () => clock }).run();
    expect(again.events).toEqual([]);

    // The risk assessment has no update to show; a stranger cannot see the policy's.
    const none = (await client.get(`/api/policies/${assessment}/update`)).json();
    expect([none.reasons, none.sections]).toEqual([[], []]);
    const stranger = await signedInClient(ctx.app);
    expect((await stranger.client.get(`/api/policies/${policy}/update`)).statusCode).toBe(404);
  });
});

describe("a dated change", () => {
  it("marks documents on the day it takes effect, not before", async () => {
    deploy(CURRENT_LAW);
    clock = new Date("2026-12-10T09:00:00Z");
    const { client, businessId } = await owner();
    const policy = await generate(client, businessId, "policy");

    deploy(releaseWith("2026-12-11.1", "2026-12-11", phoneChange("nsw-phone-2027", "2027-01-01"), newPhone));
    clock = new Date("2026-12-31T23:00:00Z");
    await createLawImpact({ db: ctx.database.db, law, now: () => clock }).run();
    expect(await marked(client)).toEqual([]);

    clock = new Date("2027-01-01T06:00:00Z");
    const { events } = await createLawImpact({ db: ctx.database.db, law, now: () => clock }).run();
    expect(events.map((e) => e.key)).toContain("dated:nsw-phone-2027");
    expect(await marked(client)).toEqual([policy]);
  });
});

describe("a change of the business's details", () => {
  it("is checked by a background job after the answer, which marks the documents that state the headcount", async () => {
    deploy(CURRENT_LAW);
    clock = new Date("2026-11-23T09:00:00Z");
    const { client, businessId } = await owner();
    const policy = await generate(client, businessId, "policy");
    expect(JSON.stringify((await content(client, policy)).content)).toContain("6-19");

    const res = await client.put(`/api/businesses/${businessId}`, {
      ...businesses.nswBuilder,
      employeeCount: "20-49",
    });
    expect(res.statusCode, res.body).toBe(200);
    // The request only queued the check: nothing is marked until a process works the queue.
    expect(await jobStates(businessId)).toEqual(["created"]);
    expect(await marked(client)).toEqual([]);

    // Two processes work the queue; the check runs once and the mark appears.
    const [a, b] = [await worker(), await worker()];
    try {
      await waitFor(async () => (await marked(client)).length > 0, "the headcount mark");
      await waitFor(async () => (await jobStates(businessId)).every((s) => s === "completed"), "the job");
    } finally {
      await a.stop();
      await b.stop();
    }
    expect(await jobStates(businessId)).toEqual(["completed"]);
    const updates = (await client.get("/api/updates")).json();
    expect(updates.map((u: { policyId: string }) => u.policyId)).toEqual([policy]);
    expect(updates[0].reasons.map((r: { summary: string }) => r.summary)).toEqual([
      "Headcount changed from 6-19 employees to 20-49 employees",
    ]);
    const view = (await client.get(`/api/policies/${policy}/update`)).json();
    expect(view.sections.length).toBeGreaterThan(0);
    expect(JSON.stringify(view.sections.map((s: { proposed: string }) => s.proposed))).toContain("20-49");

    // A detail no document states changes nothing.
    const other = await owner();
    const riskOnly = await generate(other.client, other.businessId, "risk-assessment");
    await other.client.put(`/api/businesses/${other.businessId}`, {
      ...businesses.nswBuilder,
      workDescription: "Kitchens and bathrooms",
    });
    const c = await worker();
    try {
      await waitFor(
        async () => (await jobStates(other.businessId)).every((s) => s === "completed"),
        "the second job",
      );
    } finally {
      await c.stop();
    }
    expect(await marked(other.client)).not.toContain(riskOnly);
  });
});

describe("updating a marked document", () => {
  it("takes the new text where asked, keeps an edited section untouched, clears the mark and costs no credit", async () => {
    deploy(CURRENT_LAW);
    clock = new Date("2026-11-23T09:00:00Z");
    const { client, businessId, user } = await owner(1);
    const policy = await generate(client, businessId, "policy");
    const [{ credits }] = (await ctx.database.db
      .select({ credits: users.documentCredits })
      .from(users)
      .where(eq(users.email, user.email))) as [{ credits: Record<string, number> }];

    // The owner rewrites the incident section in their own words (still with the old number).
    const opened = await content(client, policy);
    const mine = `<p>Call our site manager first, then SafeWork NSW on ${OLD_PHONE}.</p>`;
    const edited = {
      ...opened.content,
      sections: opened.content.sections.map((s) =>
        s.id === "incident-reporting" ? { ...s, body: mine } : s,
      ),
    };
    const saved = await client.put(`/api/policies/${policy}`, {
      content: edited,
      baseVersion: opened.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    clock = new Date("2026-12-01T09:00:00Z");
    // The regulator's number and the first aid guidance change: the edited incident section and another.
    deploy(
      releaseWith(
        "2026-12-01.2",
        "2026-12-01",
        {
          ...phoneChange("nsw-phone-b", "2026-12-01"),
          summary: `New South Wales: SafeWork NSW's number for notifying incidents is now ${NEW_PHONE}, and its first aid guidance adds a monthly kit check.`,
          items: ["AU-NSW:regulator.notificationPhone", "AU-NSW:firstAid.summary"],
        },
        (p) => {
          const next = newPhone(p);
          return {
            ...next,
            firstAid: { ...next.firstAid, summary: `${next.firstAid.summary} Check each kit monthly.` },
          };
        },
      ),
    );
    await createLawImpact({ db: ctx.database.db, law, now: () => clock }).run();
    const view = (await client.get(`/api/policies/${policy}/update`)).json();
    const ids: string[] = view.sections.map((s: { id: string }) => s.id);
    expect(ids).toContain("incident-reporting");
    expect(ids.length).toBeGreaterThan(1);
    expect(view.sections.find((s: { id: string }) => s.id === "incident-reporting").edited).toBe(true);

    // Bad answers are refused, naming the field.
    const bad = await client.post(`/api/policies/${policy}/update`, {
      baseVersion: view.version,
      sections: [{ id: "incident-reporting", choice: "merge" }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("body");
    const stale = await client.post(`/api/policies/${policy}/update`, {
      baseVersion: view.version - 1,
      sections: ids.map((id) => ({ id, choice: id === "incident-reporting" ? "keep" : "new" })),
    });
    expect(stale.statusCode).toBe(409);

    const applied = await client.post(`/api/policies/${policy}/update`, {
      baseVersion: view.version,
      sections: ids.map((id) => ({ id, choice: id === "incident-reporting" ? "keep" : "new" })),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    // Never issued: the update is saved as the draft of its first version.
    expect(applied.json()).toEqual({
      version: view.version + 1,
      remaining: 0,
      draftOf: 1,
      versionLabel: "Draft of version 1",
    });

    const after = await content(client, policy);
    expect(section(after.content, "incident-reporting").body).toBe(mine);
    for (const id of ids.filter((x) => x !== "incident-reporting")) {
      expect(section(after.content, id).body).toBe(
        view.sections.find((s: { id: string }) => s.id === id).proposed,
      );
    }
    expect(await marked(client)).toEqual([]);
    const rows = await ctx.database.db
      .select()
      .from(documentUpdates)
      .where(eq(documentUpdates.policyId, policy));
    expect(rows).toEqual([]);
    const revisions = (await client.get(`/api/policies/${policy}/revisions`)).json();
    expect(revisions[0].version).toBe(view.version + 1);
    const [{ credits: creditsAfter }] = (await ctx.database.db
      .select({ credits: users.documentCredits })
      .from(users)
      .where(eq(users.email, user.email))) as [{ credits: Record<string, number> }];
    expect(creditsAfter).toEqual(credits);

    // The document now rests on the new release: running it again marks nothing.
    await createLawImpact({ db: ctx.database.db, law, now: () => clock }).run();
    expect(await marked(client)).toEqual([]);
  });
});
