import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { input, JURISDICTION_CODES, labels, readable, table } from "../test-fixture";

describe.each(JURISDICTION_CODES)("hazard-register in %s", (code) => {
  it("hazard register lists every hazard, highest remaining risk first, with review dates", () => {
    const doc = composeDocument(input("hazard-register", code));
    // Neither the site nor the scope is asked for this document: another type's inputs never reach it.
    expect(readable(doc)).not.toContain("14 Wharf Street depot");
    expect(readable(doc)).not.toContain("All residential extension sites");
    const t = table(doc, "register");
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
    // The builder's own high-risk work is listed; hazard types are a risk assessment's choice, not the register's.
    expect(readable(doc)).toMatch(/excavation/i);
    expect(readable(doc)).not.toMatch(/\bNoise\b/);
    expect(doc.sections.find((s) => s.id === "risk-matrix")?.tables?.[0]?.rows).toHaveLength(5);
  });
});
