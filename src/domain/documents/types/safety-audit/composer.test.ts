import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { input, JURISDICTION_CODES, labels, readable, spelt, table } from "../test-fixture";

describe.each(JURISDICTION_CODES)("safety-audit in %s", (code) => {
  it("safety audit has an area per legal topic and per high-risk activity", () => {
    const doc = composeDocument(input("safety-audit", code));
    expect(readable(doc)).toContain("14 Wharf Street depot");
    // The scope is a risk assessment's input, never this document's.
    expect(readable(doc)).not.toContain("All residential extension sites");
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
      expect(captions).toContain(spelt(area, code));
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
    expect(labels(table(doc, "findings", "findings"))).toContain("Corrective action");
  });
});

const checklistTables = (code: string) =>
  composeDocument(input("safety-audit", code)).sections.find((s) => s.id === "audit-checklist")?.tables ?? [];

describe("audit items cite the provision each one tests", () => {
  it.each(JURISDICTION_CODES)("%s: no block of citations is repeated against several items", (code) => {
    for (const t of checklistTables(code)) {
      const blocks = t.rows.map((r) => r.basis ?? "").filter((b) => b.includes("\n"));
      expect(new Set(blocks).size, `${code} ${t.caption}`).toBe(blocks.length);
    }
  });

  it("New South Wales: each record-keeping item names its own provision", () => {
    const rows = checklistTables("AU-NSW").flatMap((t) => t.rows);
    const basis = (start: string) => rows.find((r) => r.item?.startsWith(start))?.basis;
    expect(basis("Keep a record of each notifiable incident")).toBe(
      "Work Health and Safety Act 2011 (NSW), s 38(7)",
    );
    expect(basis("Keep the register of hazardous chemicals")).toBe(
      "Work Health and Safety Regulation 2025 (NSW), s 346",
    );
    expect(basis("Provide adequate facilities for the welfare")).toBe(
      "Work Health and Safety Act 2011 (NSW), s 19(3)(e)",
    );
    expect(basis("Consult, cooperate and coordinate")).toBe("Work Health and Safety Act 2011 (NSW), s 46");
  });

  it("an item whose provision is not confirmed for the jurisdiction cites nothing rather than another one", () => {
    // The numbering of the construction chapter is not confirmed for NSW, so the SWMS item names no section.
    const nsw = checklistTables("AU-NSW").flatMap((t) => t.rows);
    expect(nsw.find((r) => r.item?.startsWith("Keep each SWMS"))?.basis).toBe("–");
    // Elsewhere the same item names the model numbering through the state's own Regulations.
    const tas = checklistTables("AU-TAS").flatMap((t) => t.rows);
    expect(tas.find((r) => r.item?.startsWith("Keep each SWMS"))?.basis).toBe(
      "Work Health and Safety Regulations 2022 (Tas), r 303",
    );
  });

  it("a hazard's controls are good practice under one item that cites the hazard's law once", () => {
    const rows = checklistTables("AU-NSW").find((t) => t.caption.includes("Working at height"))?.rows ?? [];
    const cited = rows.filter((r) => r.basis !== "Good practice");
    expect(cited).toHaveLength(1);
    expect(cited[0]?.item).toContain("working at height");
  });
});

describe("records and how long they are kept", () => {
  it.each([
    ["AU-NSW", "Record of each notifiable incident", "At least 5 years", "s 38(7)"],
    ["UK-GB", "RIDDOR-reportable incident", "At least 3 years", "reg 12(2)"],
    ["US-FED", "OSHA 300 Log", "5 years following the end of the calendar year", "1904.33(a)"],
  ])("%s lists %s with its period and provision", (code, record, period, pinpoint) => {
    const doc = composeDocument(input("safety-audit", code));
    const row = table(doc, "retention").rows.find((r) => r.record?.includes(record));
    expect(row?.period).toContain(period);
    expect(row?.basis).toContain(pinpoint);
  });

  it("leaves the table out where no keeping period is verified", () => {
    const doc = composeDocument(input("safety-audit", "NZ"));
    expect(doc.sections.some((s) => s.id === "retention")).toBe(false);
  });
});

describe("the signed method document check sits where the template places it", () => {
  const management = (code: string) =>
    checklistTables(code)
      .find((t) => t.caption.includes("Management System"))!
      .rows.map((r) => r.item ?? "");
  const check = /is on hand for each high-risk task\.$/;

  it.each(JURISDICTION_CODES)("%s: after the template's first management checks, before the rest", (code) => {
    const items = management(code);
    const at = items.findIndex((i) => check.test(i));
    expect(at).toBeGreaterThanOrEqual(0);
    // Where it is good practice, it follows the risk assessments check and precedes safety roles.
    if (items[at + 1]?.startsWith("Safety roles")) expect(items[at - 1]).toMatch(/^Risk assessments cover/);
    expect(items.filter((i) => check.test(i))).toHaveLength(1);
  });
});
