import { describe, expect, it } from "vitest";
import { taskById } from "../../../tasks";
import { composeDocument } from "../../engine";
import {
  BUILDER,
  countryOf,
  input,
  JURISDICTION_CODES,
  labels,
  readable,
  spelt,
  table,
} from "../test-fixture";

describe.each(JURISDICTION_CODES)("sop-template in %s", (code) => {
  it("SOP is written for the chosen activity with numbered steps in every stage", () => {
    const doc = composeDocument(input("sop-template", code));
    expect(readable(doc)).toContain("14 Wharf Street depot");
    // The scope is a risk assessment's input, never this document's.
    expect(readable(doc)).not.toContain("All residential extension sites");
    expect(doc.title).toContain("Roof sheeting replacement");
    const steps = table(doc, "procedure");
    expect(steps.rows.map((r) => r.no)).toEqual(steps.rows.map((_, i) => String(i + 1)));
    // Pre-start checks (before starting, in Great Britain and the US), then the re-roofing task's
    // own steps, each with its own hazards, then what to do in an emergency, unrated.
    const stages = new Set(steps.rows.map((r) => r.stage));
    const before = ["UK", "US"].includes(countryOf(code)) ? "Before starting" : "Pre-start";
    expect([...stages]).toEqual([before, "Task", "If an emergency happens"]);
    expect(steps.rows.at(-1)!.stage).toBe("If an emergency happens");
    const task = steps.rows.filter((r) => r.stage === "Task");
    expect(task.map((r) => r.step)).toEqual(taskById("re-roofing")!.steps.map((s) => spelt(s.do, code)));
    for (const r of task) expect(r.hazard).not.toBe("");
    expect(steps.rows.some((r) => /height/i.test(r.hazard ?? ""))).toBe(true);
    expect(labels(table(doc, "sign-off"))).toContain("Assessed competent (Y / N)");
    const fallback = composeDocument(input("sop-template", code, BUILDER, {}));
    expect(fallback.title).toContain("Working at Height");
  });
});
