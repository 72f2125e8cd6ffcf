import { describe, expect, it } from "vitest";
import {
  GOLDEN_AUTHOR,
  GOLDEN_BUSINESSES,
  GOLDEN_DATE,
  type GoldenBusiness,
} from "../../../tests/golden/businesses";
import { type CountryCode, localSpelling } from "../catalogue";
import { workProcesses } from "../hazards";
import { profileFor } from "../legal";
import { hazardsFromText, methodFor, TASK_IDS } from "../tasks";
import type { DocSection } from "./content";
import { composeDocument, ownWords, resolveProfile } from "./engine";
import { EXTREME_STOP, methodStepsTable, NO_HAZARD_OF_ITS_OWN, NOT_RATED } from "./method";
import { riskLevel } from "./risk";

// A SWMS (method statement, JSA) read as a principal contractor's safety manager reads it: no
// step left Extreme by its own controls, planning and paperwork not rated as the hazards they plan
// for, a PPE section that agrees with the steps, and the high-risk work and licences its steps
// involve. Held over every reference business, and over every task of the library written for
// each of them.

const swms = (golden: GoldenBusiness, taskIds?: string[]) =>
  composeDocument({
    documentType: "swms",
    business: golden.business,
    metadata: taskIds ? { ...golden.metadata, taskIds } : golden.metadata,
    additionalPolicies: [],
    preparedBy: GOLDEN_AUTHOR,
    date: GOLDEN_DATE,
  });

const section = (doc: { sections: DocSection[] }, id: string) => doc.sections.find((s) => s.id === id)!;

/** Every reference business's own SWMS, then one per task of the library for each business. */
const documents = [
  ...GOLDEN_BUSINESSES.map((g) => ({ label: g.slug, golden: g, taskId: undefined as string | undefined })),
  ...GOLDEN_BUSINESSES.flatMap((g) =>
    TASK_IDS.map((taskId) => ({ label: `${g.slug} ${taskId}`, golden: g, taskId })),
  ),
];

/**
 * Each of those documents, composed once for every test that reads it. Composed as the file is
 * collected, not inside a test: the thousands of documents take minutes on a busy machine, which
 * no test's time limit should have to allow for.
 */
const composed = new Map(documents.map((d) => [d.label, swms(d.golden, d.taskId ? [d.taskId] : undefined)]));
const swmsOf = (d: (typeof documents)[number]) => composed.get(d.label)!;

const methodOf = (taskId: string) => methodFor({ taskIds: [taskId], activity: "", industry: "other" })!;

describe("no step is left Extreme by its own controls", () => {
  it("every step of every task in the library is below Extreme with its required controls", () => {
    for (const id of TASK_IDS)
      for (const s of methodOf(id).steps)
        if (s.after) expect(riskLevel(s.after), `${id}: ${s.do}`).not.toBe("Extreme");
  });

  it("no SWMS of any reference business rates a step Extreme after controls", () => {
    for (const d of documents) {
      const rows = section(swmsOf(d), "job-steps").tables![0]!.rows;
      for (const r of rows) expect(r.after ?? "", `${d.label}: ${r.activity}`).not.toMatch(/^Extreme/);
    }
  });

  it("a step its controls would leave Extreme says the work must not start", () => {
    const method = methodOf("charging-firing-blast-holes");
    const step = method.steps.find((s) => s.before && riskLevel(s.before) === "Extreme")!;
    const stuck = { ...method, steps: [{ ...step, after: step.before, required: [] }] };
    const row = methodStepsTable(stuck, "Job steps").rows[0]!;
    expect(row.after).toMatch(/^Extreme/);
    expect(row.controls?.split("\n")[0]).toBe(EXTREME_STOP);
  });
});

describe("planning and paperwork steps are not rated as the hazards they plan for", () => {
  /** Steps that plan, read, obtain, record or report: done away from the exposure. */
  const PAPERWORK =
    /^(plan the|prepare the .*plan|read the|obtain the|check out with|tell someone where|confirm the .*(design|survey)|risk-assess|decide whether|identify lead|check the (racking design|client's home|unit's registration)|record the exposure)/i;

  it("every such step of the library has no hazard of its own and no rating", () => {
    const paperwork = TASK_IDS.flatMap((id) =>
      methodOf(id)
        .steps.filter((s) => PAPERWORK.test(s.do))
        .map((s) => ({ id, s })),
    );
    expect(paperwork.length).toBeGreaterThanOrEqual(15);
    for (const { id, s } of paperwork) {
      expect(
        s.hazards.map((h) => h.id),
        `${id}: ${s.do}`,
      ).toEqual([]);
      expect([s.before, s.after]).toEqual([null, null]);
    }
  });

  it("the table says so instead of a rating", () => {
    const blast = GOLDEN_BUSINESSES.find((g) => g.slug === "au-wa-mining-50-199")!;
    const rows = section(swms(blast), "job-steps").tables![0]!.rows;
    const plan = rows.find((r) => /^Prepare the blast plan/.test(r.activity ?? ""))!;
    expect(plan).toMatchObject({ hazards: NO_HAZARD_OF_ITS_OWN, before: NOT_RATED, after: NOT_RATED });
  });
});

describe("a SWMS's PPE is the PPE its own steps call for", () => {
  // Every reference business's SWMS for every task of the library: as long as the sibling above.
  it("lists the PPE of every step, and never says none is needed when a step's hazard calls for some", {
    timeout: 180_000,
  }, () => {
    for (const d of documents) {
      const { label, golden, taskId } = d;
      const doc = swmsOf(d);
      const ppe = section(doc, "ppe");
      const listed = (ppe.tables?.[0]?.rows ?? []).map((r) => (r.item ?? "").toLowerCase());
      // The steps as the business's own facts and processes settle them, as its SWMS has them: a
      // cap lamp only where the work is underground.
      const b = golden.business;
      const method = methodFor({
        taskIds: taskId ? [taskId] : golden.metadata.taskIds,
        activity: golden.metadata.activity ?? b.workDescription ?? "",
        industry: b.industry,
        facts: {
          industry: b.industry,
          asked: [
            ...b.highRiskActivities,
            ...(golden.metadata.hazardTypes ?? []),
            ...hazardsFromText(b.workDescription ?? ""),
          ],
          words: ownWords(golden),
        },
        processes: workProcesses(b.industry, `${b.workDescription ?? ""}\n${golden.metadata.activity ?? ""}`),
      });
      const steps = method?.steps ?? [];
      if (steps.some((s) => s.hazards.some((h) => h.ppe.length)))
        expect(ppe.body, label).not.toContain("No task-specific PPE");
      // A task that names PPE for its steps has chosen it; a method naming none wears its hazards'.
      const chosen = steps.flatMap((s) => s.ppe);
      const needed = chosen.length ? chosen : steps.flatMap((s) => s.hazards.flatMap((h) => h.ppe));
      // Spelling and terms are the country's (a British P2 respirator is an FFP3): compare the first
      // word of the item as the country writes it.
      const country = golden.business.country as CountryCode;
      const terms = profileFor(golden.business.jurisdiction).terms as unknown as Record<string, string>;
      for (const item of needed) {
        // An item the countries name differently ("{{local.safetyBoots}}") in this country's words.
        const worded = item.replace(/\{\{local\.(\w+)\}\}/g, (_, name: string) => terms[name] ?? "");
        const local = localSpelling(worded, country).toLowerCase();
        expect(
          listed.some((l) => l.split(" ")[0] === local.split(" ")[0]),
          `${label}: ${item}`,
        ).toBe(true);
      }
    }
  });
});

describe("a SWMS names the high-risk work and licences its steps involve", () => {
  it("lists every high-risk work category its steps and their hazards bring that the jurisdiction defines", () => {
    for (const d of documents) {
      const { label, golden, taskId } = d;
      const doc = swmsOf(d);
      const b = golden.business;
      const profile = resolveProfile(b.country, b.jurisdiction, GOLDEN_DATE, b.industry);
      const method = methodFor({
        taskIds: taskId ? [taskId] : golden.metadata.taskIds,
        activity: golden.metadata.activity ?? b.workDescription ?? "",
        industry: b.industry,
      });
      // A height or a depth is the step's own measure: only the step that names it brings it.
      const measured = ["fall-over-2m", "trench-over-1-5m"];
      const brought = new Set(
        (method?.steps ?? []).flatMap((s) => [
          ...s.highRiskWork,
          ...s.hazards.flatMap((h) => h.highRiskWork).filter((id) => !measured.includes(id)),
        ]),
      );
      const expected = [...brought].flatMap((id) => profile.highRiskWork.categories[id]?.text ?? []);
      // The document respells for its country; the start of each category's text is enough to find it.
      const start = (text: string) => text.toLowerCase().slice(0, 24);
      const listed = (section(doc, "high-risk-work").tables?.[0]?.rows ?? []).map((r) =>
        start(r.category ?? ""),
      );
      for (const text of expected) expect(listed, label).toContain(start(text));
    }
  });

  it("a fall hazard beside a trench is not New Zealand's 5 m notifiable work", () => {
    const sewer = GOLDEN_BUSINESSES.find((g) => g.slug === "nz-construction-sewer-6-19")!;
    const categories = (section(swms(sewer), "high-risk-work").tables?.[0]?.rows ?? []).map(
      (r) => r.category,
    );
    expect(categories.join("\n")).not.toMatch(/fall 5 m/);
    expect(categories.join("\n")).toMatch(/excavation more than 1.5 m/);
  });

  it("the NSW roofer's SWMS: asbestos, powerlines and mobile plant, the induction card and the crane licence", () => {
    const roofer = GOLDEN_BUSINESSES.find((g) => g.slug === "au-nsw-construction-20-49")!;
    const doc = swms(roofer);
    const categories = section(doc, "high-risk-work")
      .tables![0]!.rows.map((r) => r.category ?? "")
      .join("\n");
    expect(categories).toMatch(/asbestos/i);
    expect(categories).toMatch(/energised electrical/i);
    expect(categories).toMatch(/powered mobile plant/i);
    const competencies = section(doc, "permits").tables![0]!.rows.map((r) => `${r.item} | ${r.requiredFor}`);
    expect(competencies).toContain(
      "General construction induction training card | Everyone doing the construction work",
    );
    expect(
      competencies.some((c) =>
        /^High risk work licence, in the class the plant requires.*\| .*crane/i.test(c),
      ),
    ).toBe(true);
  });

  it("only a jurisdiction that requires a construction induction asks for one", () => {
    for (const d of documents) {
      const b = d.golden.business;
      const profile = resolveProfile(b.country, b.jurisdiction, GOLDEN_DATE, b.industry);
      const rows = section(swmsOf(d), "permits").tables?.[0]?.rows ?? [];
      const induction = rows.filter((r) => /construction induction/i.test(r.item ?? ""));
      expect(induction.length, d.label).toBe(profile.terms.constructionInduction ? 1 : 0);
    }
  });
});
