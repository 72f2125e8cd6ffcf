import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { input, JURISDICTION_CODES, labels, readable, table } from "../test-fixture";

describe.each(JURISDICTION_CODES)("safety-audit in %s", (code) => {
  it("safety audit has an area per legal topic and per high-risk activity", () => {
    const doc = composeDocument(input("safety-audit", code));
    expect(readable(doc)).toContain("14 Wharf Street depot");
    expect(readable(doc)).toContain("All residential extension sites");
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
    expect(labels(table(doc, "findings", "findings"))).toContain("Corrective action");
  });
});
