import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { input, JURISDICTION_CODES, labels, readable, table } from "../test-fixture";

describe.each(JURISDICTION_CODES)("action-plan in %s", (code) => {
  it("action plan ranks hazard actions and adds the business's legal duties", () => {
    const doc = composeDocument(input("action-plan", code));
    // Neither the site nor the scope is asked for this document: another type's inputs never reach it.
    expect(readable(doc)).not.toContain("14 Wharf Street depot");
    expect(readable(doc)).not.toContain("All residential extension sites");
    const t = table(doc, "actions");
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
});

describe.each(JURISDICTION_CODES)("an extreme risk's actions in %s", (code) => {
  it("are due before the work is next done, not a month after it has gone on", () => {
    const t = table(composeDocument(input("action-plan", code)), "actions");
    const urgent = t.rows.filter((r) => r.priority === "1 – Urgent");
    expect(urgent.length).toBeGreaterThan(0);
    for (const r of urgent) expect(r.due).toBe("Before the work is next done");
    const high = t.rows.filter((r) => r.priority === "2 – High");
    expect(high.length).toBeGreaterThan(0);
    for (const r of high) expect(r.due).not.toBe("Before the work is next done");
  });
});
