import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { documentBases, policies } from "../../src/server/db/schema";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

/**
 * A document written from the job's method (SWMS / JSA / RAMS, SOP, permit) is written only from a
 * method the customer can stand behind: one a phrase of their words names in their industry, a task
 * they chose, or their own steps. Otherwise the answer is 422 "choose-method" with the tasks they
 * may choose from, and nothing is spent or stored.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const childcare = {
  name: "Little Wattles Early Learning",
  country: "AU",
  jurisdiction: "AU-NSW",
  industry: "other",
  industryOther: "Childcare centre",
  employeeCount: "20-49",
  regions: ["AU-NSW"],
  highRiskActivities: ["manual-handling"],
  workDescription: "Long day care for 90 children aged 6 weeks to 5 years",
};

async function owner(business: Record<string, unknown>) {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 10);
  await grantCredits(ctx.database.db, signed.user.email, "operational-safety", 10);
  const businessId = await createBusiness(signed.client, business);
  return { ...signed, businessId };
}

const generate = (
  client: Client,
  businessId: string,
  documentType: string,
  metadata: Record<string, unknown>,
) => client.post("/api/documents/generate", { businessId, documentType, metadata });

const credits = async (client: Client) => (await client.get("/api/user/credits")).json().credits;
const documentsOf = (businessId: string) =>
  ctx.database.db.select().from(policies).where(eq(policies.businessId, businessId));

describe("a job the library does not know is asked about, never guessed", () => {
  it("a childcare job the library has no method for gets 422 choose-method, no crane lift, and spends nothing", async () => {
    const { client, businessId } = await owner(childcare);
    const before = await credits(client);
    for (const documentType of ["swms", "sop-template", "permit"]) {
      const res = await generate(client, businessId, documentType, {
        activity: "Laundering the cot sheets and carrying the bags to the laundry",
        location: "Laundry",
      });
      expect(res.statusCode, res.body).toBe(422);
      const body = res.json();
      expect(body.actionRequired).toBe("choose-method");
      expect(body.message).toMatch(/Laundering the cot sheets/);
      expect(body.message).toMatch(/write your own steps/i);
      // A crane lift may be offered as another industry's task, never as this job.
      for (const c of body.candidates) {
        expect(c).toEqual({ id: expect.any(String), title: expect.any(String), why: expect.any(String) });
        if (c.id === "crane-lifting") expect(c.why).toMatch(/only if it is your job/);
      }
    }
    expect(await credits(client)).toEqual(before);
    expect(await documentsOf(businessId)).toHaveLength(0);
  });

  it("nappy changing in a childcare centre is written from the nappy change method, never a crane lift", async () => {
    const { client, businessId } = await owner(childcare);
    const res = await generate(client, businessId, "swms", {
      activity: "Nappy changing and lifting babies onto the change table",
      location: "Babies room",
    });
    expect(res.statusCode, res.body).toBe(201);
    const text = JSON.stringify(res.json());
    expect(text).toMatch(/change table/i);
    expect(text).toMatch(/gloves/i);
    expect(text).not.toMatch(/outrigger|dogging|crane/i);
  });

  it("a job a phrase names in the business's industry is written from that task, which the document names", async () => {
    const { client, businessId } = await owner(businesses.nswBuilder);
    const res = await generate(client, businessId, "swms", {
      activity: "Sewer trench excavation for a new house connection",
      location: "12 Smith St, Parramatta",
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    const text = JSON.stringify(doc.content);
    expect(text).toContain("The steps below are the method for trench excavation");
    // The customer's inputs are stored as given; the method as resolved is kept in the document's basis.
    expect(doc.metadata).toEqual({
      activity: "Sewer trench excavation for a new house connection",
      location: "12 Smith St, Parramatta",
    });
    const [basis] = await ctx.database.db
      .select()
      .from(documentBases)
      .where(eq(documentBases.policyId, doc.id));
    expect((basis!.input as { metadata: { taskIds?: string[] } }).metadata.taskIds).toEqual([
      "trench-excavation",
    ]);
  });

  it("offers the tasks a single word touches, and writes the one the customer chooses", async () => {
    const { client, businessId } = await owner(businesses.nswBuilder);
    const asked = await generate(client, businessId, "swms", { activity: "Formwork", location: "Lot 4" });
    expect(asked.statusCode, asked.body).toBe(422);
    const candidate = asked.json().candidates.find((c: { id: string }) => c.id === "framing-carpentry");
    expect(candidate.why).toMatch(/"formwork"/);
    const chosen = await generate(client, businessId, "swms", {
      activity: "Formwork",
      location: "Lot 4",
      taskId: "framing-carpentry",
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(JSON.stringify(chosen.json().content)).toMatch(
      /The steps below are the method for timber framing and carpentry/,
    );
  });

  it("writes the customer's own steps, each with the hazards its words name, and flags a step it cannot read", async () => {
    const { client, businessId } = await owner(childcare);
    const res = await generate(client, businessId, "swms", {
      activity: "Nappy changing",
      location: "Babies room",
      steps: [
        "Wash hands and put on disposable gloves",
        "Lift the baby onto the change table using the steps",
        "Dispose of the nappy in the lidded bin",
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const steps = res
      .json()
      .content.sections.flatMap(
        (s: { tables?: { id: string; rows: Record<string, string>[] }[] }) => s.tables ?? [],
      )
      .find((t: { id: string }) => t.id === "job-steps");
    expect(steps.rows.map((r: Record<string, string>) => r.activity)).toEqual([
      "Wash hands and put on disposable gloves",
      "Lift the baby onto the change table using the steps",
      "Dispose of the nappy in the lidded bin",
    ]);
    const text = JSON.stringify(res.json().content);
    expect(text).not.toMatch(/outrigger|dogging|rigging|crane/i);
    expect(text).toMatch(/as the person preparing this document wrote them/);
    // Every step either names hazards the library knows, or says its hazards must be added.
    const rows = steps.rows as Record<string, string>[];
    for (const row of rows) expect(row.hazards ?? "").not.toBe("");
    expect(rows.some((r) => /Hazards not recognised/.test(r.hazards ?? ""))).toBe(true);
    expect(steps.rows[1].hazards).toMatch(/Manual handling/);
  });

  it("names the field when the steps are not acceptable", async () => {
    const { client, businessId } = await owner(childcare);
    const cases: [Record<string, unknown>, string][] = [
      [{ steps: [] }, "metadata.steps"],
      [{ steps: ["  "] }, "metadata.steps.0"],
      [{ steps: Array.from({ length: 31 }, (_, i) => `Step ${i + 1}`) }, "metadata.steps"],
      [{ steps: ["x".repeat(201)] }, "metadata.steps.0"],
      [{ steps: "one step" }, "metadata.steps"],
      [{ taskId: "no-such-task" }, "metadata.taskId"],
      [{ steps: ["Sweep the floor"], taskId: "commercial-cleaning" }, "metadata.steps"],
    ];
    for (const [extra, field] of cases) {
      const res = await generate(client, businessId, "swms", {
        activity: "Cleaning",
        location: "Room 1",
        ...extra,
      });
      expect(res.statusCode, `${JSON.stringify(extra)}: ${res.body}`).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await documentsOf(businessId)).toHaveLength(0);
  });

  it("serves a task's steps for the wizard to start the customer's own from, and 404 for an unknown task", async () => {
    const { client } = await owner(businesses.nswBuilder);
    const res = await client.get("/api/tasks/trench-excavation");
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toMatch(/Trench excavation/);
    expect(res.json().steps.length).toBeGreaterThanOrEqual(3);
    expect((await client.get("/api/tasks/no-such-task")).statusCode).toBe(404);
  });
});

describe("a risk assessment may be written for the job the customer picks, and is never held back for one", () => {
  const roofer = {
    ...businesses.nswBuilder,
    name: "Ridgeline Tiling Pty Ltd",
    workDescription: "Re-roofing and roof repairs for homes in Western Sydney",
  };

  it("assesses the picked job step by step, with every hazard its steps meet", async () => {
    const { client, businessId } = await owner(roofer);
    const res = await generate(client, businessId, "risk-assessment", {
      scope: "Strip and re-tile the main roof of an occupied house",
      taskIds: ["tile-roofing"],
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    // The pick is kept with the document's inputs: an update composes it from the same job.
    expect(doc.metadata.taskIds).toEqual(["tile-roofing"]);
    const text = JSON.stringify(doc.content);
    expect(text).toContain("The steps below are the method for tile roofing");
    expect(text).toMatch(
      /"hazard":"Respirable crystalline silica[^"]*","source":"Met at steps 3 and 5 of the work assessed/,
    );
  });

  it("is written without a method when the scope names no job the library is sure of, and asks nothing", async () => {
    const { client, businessId } = await owner(roofer);
    const res = await generate(client, businessId, "risk-assessment", {
      scope: "Strip and re-tile the main roof of an occupied house",
    });
    expect(res.statusCode, res.body).toBe(201);
    const text = JSON.stringify(res.json().content);
    expect(text).not.toContain("The Work Assessed, Step by Step");
    expect(text).not.toContain("Met at step");
  });

  it("names the field when a picked task is unknown", async () => {
    const { client, businessId } = await owner(roofer);
    const res = await generate(client, businessId, "risk-assessment", {
      scope: "Roof",
      taskIds: ["no-such-task"],
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/taskIds/);
    expect(await documentsOf(businessId)).toHaveLength(0);
  });
});
