import { describe, expect, it } from "vitest";
import { type DocumentTypeId, documentName } from "../../catalogue";
import { profileFor } from "../../legal";
import { taskById } from "../../tasks";
import type { BusinessFacts, ComposeInput, DocumentMetadata } from "../compose-types";
import type { DocTable } from "../content";
import { composeDocument } from "../engine";
import { textOf } from "../html";
import { REQUIRED_SECTIONS } from "../required-sections";

const TYPES = [
  "hazard-register",
  "chemical-register",
  "training-record",
  "action-plan",
  "safety-audit",
  "contractor-induction",
  "sop-template",
] as const satisfies readonly DocumentTypeId[];

const JURISDICTIONS = ["AU-NSW", "AU-VIC", "UK-GB", "NZ", "US-FED", "US-CA"] as const;

const countryOf = (code: string) =>
  code.startsWith("AU") ? "AU" : code.startsWith("UK") ? "UK" : code === "NZ" ? "NZ" : "US";

const BUILDER: Omit<BusinessFacts, "country" | "jurisdiction" | "regions"> = {
  name: "Harbourside Builders",
  industry: "construction",
  industryOther: null,
  employeeCount: "20-49",
  workDescription: "Residential extensions and small commercial builds",
  highRiskActivities: ["working-at-height", "excavation"],
  identifier: { label: "Business number", value: null },
};

const SHOP: Omit<BusinessFacts, "country" | "jurisdiction" | "regions"> = {
  name: "Corner Grocer",
  industry: "retail",
  industryOther: null,
  employeeCount: "1-5",
  workDescription: "Neighbourhood grocery store",
  highRiskActivities: [],
  identifier: { label: "Business number", value: null },
};

const METADATA: DocumentMetadata = {
  activity: "Roof sheeting replacement",
  location: "14 Wharf Street depot",
  scope: "All residential extension sites",
  hazardTypes: ["noise"],
};

function input(
  documentType: DocumentTypeId,
  jurisdiction: string,
  business = BUILDER,
  metadata: DocumentMetadata = METADATA,
): ComposeInput {
  return {
    documentType,
    business: { ...business, country: countryOf(jurisdiction), jurisdiction, regions: [jurisdiction] },
    metadata,
    additionalPolicies: [],
    preparedBy: "Sam Lee",
    date: "2026-03-03",
  };
}

type Doc = ReturnType<typeof composeDocument>;

/** Everything a reader sees: headings, body text and table cells. */
function readable(doc: Doc): string {
  return doc.sections
    .flatMap((s) => [
      s.heading,
      textOf(s.body),
      ...(s.tables ?? []).flatMap((t) => [
        t.caption,
        ...t.columns.map((c) => c.label),
        ...t.rows.flatMap(Object.values),
      ]),
    ])
    .join("\n");
}

function tableOf(doc: Doc, sectionId: string, tableId?: string): DocTable {
  const section = doc.sections.find((s) => s.id === sectionId);
  const found = tableId ? section?.tables?.find((t) => t.id === tableId) : section?.tables?.[0];
  if (!found) throw new Error(`No table ${tableId ?? ""} in ${sectionId}`);
  return found;
}

const labels = (t: DocTable) => t.columns.map((c) => c.label);
const filledRows = (t: DocTable) => t.rows.filter((r) => Object.values(r).some((v) => v !== ""));

describe.each(JURISDICTIONS)("group B documents in %s", (code) => {
  const profile = profileFor(code);
  const country = countryOf(code);

  it.each(TYPES)("%s has its sections, names and no foreign law", (type) => {
    const doc = composeDocument(input(type, code));
    const ids = doc.sections.map((s) => s.id);
    for (const id of REQUIRED_SECTIONS[type]) expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);

    const text = readable(doc);
    expect(text).toContain(profile.regulator.name);
    expect(text).toContain("Harbourside Builders");
    expect(doc.title).toContain("Harbourside Builders");
    expect(text.toLowerCase()).toContain(documentName(type, country).toLowerCase());
    expect(text).toContain("14 Wharf Street depot");
    expect(text).toContain("All residential extension sites");

    const json = JSON.stringify(doc);
    if (code === "AU-VIC") {
      expect(json).not.toMatch(/\bPCBU\b/);
      expect(json).not.toMatch(/person conducting a business/i);
      expect(json).not.toContain("Work Health and Safety Act");
    }
    if (country !== "US") expect(json).not.toMatch(/\bOSHA\b/);
    if (country !== "UK") expect(json).not.toMatch(/\bHSE\b|RIDDOR/);

    for (const t of doc.sections.flatMap((s) => s.tables ?? [])) {
      expect(t.rows.length).toBeGreaterThan(0);
      for (const row of t.rows) expect(Object.keys(row).sort()).toEqual(t.columns.map((c) => c.key).sort());
    }
  });

  it.each(TYPES)("%s is deterministic", (type) => {
    expect(composeDocument(input(type, code))).toEqual(composeDocument(input(type, code)));
  });

  it.each(TYPES)("%s works for a retail business with no high-risk activities", (type) => {
    const doc = composeDocument(input(type, code, SHOP, {}));
    for (const id of REQUIRED_SECTIONS[type]) expect(doc.sections.map((s) => s.id)).toContain(id);
    expect(readable(doc)).toContain("Corner Grocer");
  });

  it("hazard register lists every hazard, highest remaining risk first, with review dates", () => {
    const doc = composeDocument(input("hazard-register", code));
    const t = tableOf(doc, "register");
    expect(labels(t)).toEqual([
      "Ref no.",
      "Hazard",
      "Location / task",
      "Potential harm",
      "Who may be harmed",
      "Risk before controls",
      "Controls in place (required before work)",
      "Risk with those controls",
      "Further controls to consider",
      "Owner",
      "Review by",
    ]);
    const names = t.rows.map((r) => r.hazard);
    expect(names.some((n) => /height/i.test(n ?? ""))).toBe(true);
    expect(names.some((n) => /excavat|trench/i.test(n ?? ""))).toBe(true);
    const scores = t.rows.map((r) => Number(/\((\d+)\)/.exec(r.after ?? "")?.[1]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const r of t.rows) {
      expect(r.controls).not.toBe("");
      // A proposed elimination or substitution is never presented as a control in place.
      expect(r.controls).not.toMatch(/^(Eliminate|Substitute):/m);
      expect(r.reviewBy).toMatch(/20\d\d$/);
    }
    expect(readable(doc)).toContain("Noise");
    expect(doc.sections.find((s) => s.id === "risk-matrix")?.tables?.[0]?.rows).toHaveLength(5);
  });

  it("chemical register has the SDS log columns and the profile's wording", () => {
    const doc = composeDocument(input("chemical-register", code));
    const t = tableOf(doc, "register");
    expect(labels(t)).toEqual([
      "Product name",
      "Supplier",
      "Hazard classification / GHS pictograms",
      "Quantity & location",
      "SDS issue date",
      "SDS review due",
      "Controls / PPE",
    ]);
    // A builder gets example rows for cement and fuel; a corner shop gets a blank register.
    expect(t.rows.filter((r) => r.product?.includes("(example – replace)")).length).toBeGreaterThan(1);
    const shop = tableOf(composeDocument(input("chemical-register", code, SHOP, {})), "register");
    expect(filledRows(shop).filter((r) => r.product !== "")).toHaveLength(0);
    const text = readable(doc);
    expect(text).toContain(profile.hazardousChemicals.summary);
    expect(text).toMatch(/bund/i);
    expect(text).toMatch(/spill kit/i);
  });

  it("training record builds the matrix from the hazards' competencies", () => {
    const doc = composeDocument(input("training-record", code));
    const matrix = tableOf(doc, "training-matrix");
    expect(labels(matrix)).toEqual([
      "Training / induction",
      "Required for",
      "When",
      "Refresher frequency",
      "Evidence kept",
    ]);
    const trainings = matrix.rows.map((r) => r.training).join("\n");
    expect(trainings).toMatch(/induction/i);
    expect(trainings).toMatch(/First aid/);
    expect(trainings).toMatch(/construction induction/i);
    for (const r of matrix.rows) expect(r.refresher).not.toBe("");
    const records = tableOf(doc, "records");
    expect(labels(records)).toContain("Trainer / provider");
    expect(filledRows(records)).toHaveLength(0);
    const shopMatrix = tableOf(composeDocument(input("training-record", code, SHOP, {})), "training-matrix");
    expect(shopMatrix.rows.map((r) => r.training).join("\n")).not.toMatch(/construction induction/i);
  });

  it("action plan ranks hazard actions and adds the business's legal duties", () => {
    const doc = composeDocument(input("action-plan", code));
    const t = tableOf(doc, "actions");
    expect(labels(t)).toEqual([
      "Ref",
      "Priority",
      "Action",
      "Hazard / source",
      "Hierarchy level",
      "Owner",
      "Due date",
      "Status",
      "Evidence of completion",
    ]);
    const priorities = t.rows.map((r) => r.priority ?? "");
    expect(priorities).toEqual([...priorities].sort());
    expect(t.rows[0]?.source).toMatch(/height|excavat/i);
    expect(t.rows.some((r) => r.source?.startsWith("Legal requirement"))).toBe(true);
    expect(t.rows.some((r) => /emergency plan/i.test(r.action ?? ""))).toBe(true);
    expect(readable(doc)).toMatch(/monthly/i);
  });

  it("safety audit has an area per legal topic and per high-risk activity", () => {
    const doc = composeDocument(input("safety-audit", code));
    const tables = doc.sections.find((s) => s.id === "audit-checklist")?.tables ?? [];
    const captions = tables.map((t) => t.caption).join("\n");
    for (const area of [
      "Consultation",
      "Risk Management",
      "Incident Reporting",
      "First Aid",
      "Hazardous Chemicals",
      "Plant and Equipment",
    ]) {
      expect(captions).toContain(area);
    }
    expect(tables.length).toBeGreaterThanOrEqual(11);
    for (const t of tables)
      expect(labels(t)).toEqual([
        "Audit item",
        "Legal basis",
        "Compliant (Y / N / NA)",
        "Evidence / comments",
      ]);
    const consultation = tables.find((t) => t.caption.includes("Consultation"))!;
    expect(consultation.rows.some((r) => r.basis !== "Good practice" && r.basis !== "")).toBe(true);
    expect(labels(tableOf(doc, "findings", "findings"))).toContain("Corrective action");
  });

  it("contractor induction asks for insurance, licences and the local method statement", () => {
    const doc = composeDocument(input("contractor-induction", code));
    const docs = tableOf(doc, "documents");
    const names = docs.rows.map((r) => r.document).join("\n");
    expect(names).toMatch(/insurance/i);
    expect(names).toMatch(/Licences/);
    expect(names).toContain(profile.highRiskWork.documentName);
    const signOn = tableOf(doc, "sign-on");
    expect(labels(signOn)).toEqual(
      expect.arrayContaining([
        "Name",
        "Licence / ticket no.",
        "Insurance sighted (Y / N)",
        "Signature",
        "Date",
      ]),
    );
    expect(readable(doc)).toContain(profile.consultation.summary);
  });

  it("SOP is written for the chosen activity with numbered steps in every stage", () => {
    const doc = composeDocument(input("sop-template", code));
    expect(doc.title).toContain("Roof sheeting replacement");
    const steps = tableOf(doc, "procedure");
    expect(steps.rows.map((r) => r.no)).toEqual(steps.rows.map((_, i) => String(i + 1)));
    // Pre-start checks, then the re-roofing task's own steps, each with its own hazards.
    const stages = new Set(steps.rows.map((r) => r.stage));
    expect([...stages]).toEqual(["Pre-start", "Task"]);
    const task = steps.rows.filter((r) => r.stage === "Task");
    expect(task.map((r) => r.step)).toEqual(taskById("re-roofing")!.steps.map((s) => s.do));
    for (const r of task) expect(r.hazard).not.toBe("");
    expect(steps.rows.some((r) => /height/i.test(r.hazard ?? ""))).toBe(true);
    expect(labels(tableOf(doc, "sign-off"))).toContain("Assessed competent (Y / N)");
    const fallback = composeDocument(input("sop-template", code, BUILDER, {}));
    expect(fallback.title).toContain("Working at Height");
  });
});
