import { describe, expect, it } from "vitest";
import type { DocumentTypeId } from "../../../catalogue";
import { profileFor } from "../../../legal";
import { lowerFirst } from "../../composers/text";
import { composeDocument } from "../../engine";
import {
  builderProfile,
  input,
  JURISDICTION_CODES,
  labels,
  readable,
  SHOP,
  spelt,
  table,
} from "../test-fixture";

describe.each(JURISDICTION_CODES)("risk-assessment in %s", (code) => {
  const profile = builderProfile(code);

  it("risk assessment follows the jurisdiction's method and plans the actions", () => {
    const doc = composeDocument(input("risk-assessment", code));
    const headings = doc.sections.map((s) => s.heading).join("\n");
    if (profile.riskManagement.method === "hse-five-steps") {
      for (let step = 1; step <= 5; step++) expect(headings).toContain(`Step ${step}:`);
    } else {
      expect(headings).not.toContain("Step 1:");
    }
    const text = readable(doc);
    expect(text).toContain("All residential extension sites");
    expect(text).toContain("Noise");
    for (const s of profile.riskManagement.steps) expect(text).toContain(spelt(s, code));

    const hazards = table(doc, "hazards");
    expect(hazards.rows.some((r) => /noise/i.test(r.hazard ?? ""))).toBe(true);
    const actions = table(doc, "action-plan");
    expect(labels(actions)).toEqual([
      "Action",
      "Hazard",
      "Control level",
      "Priority",
      "Owner",
      "Due date",
      "Date completed",
    ]);
    for (const r of actions.rows) {
      expect(r.owner).not.toBe("");
      expect(r.due).toMatch(/20\d\d/);
    }
  });
});

describe("risk-assessment: headcount rules", () => {
  const rule = (code: string, id: string) => {
    const found = profileFor(code).thresholds.find((t) => t.id === id);
    if (!found) throw new Error(`No threshold ${id} in ${code}`);
    return found.consequence;
  };
  const text = (type: DocumentTypeId, code: string, employeeCount: string) =>
    readable(composeDocument(input(type, code, { ...SHOP, employeeCount }, {}, [])));

  it("tells a UK business under 5 that recording the risk assessment is recommended, and one of 5+ that it is required", () => {
    const required = rule("UK-GB", "uk-risk-assessment-record");
    const recommended = rule("UK-GB", "uk-risk-assessment-record-under-5");
    expect(text("risk-assessment", "UK-GB", "3")).toContain(recommended);
    expect(text("risk-assessment", "UK-GB", "3")).not.toContain(required);
    expect(text("risk-assessment", "UK-GB", "20-49")).toContain(required);
    expect(text("risk-assessment", "UK-GB", "20-49")).not.toContain(recommended);
    // A 1-5 band straddles the line: both rules on one line, the limit stated once.
    const straddling = text("risk-assessment", "UK-GB", "1-5");
    expect(straddling).toContain(
      `If you have 5 or more employees: ${lowerFirst(required).replace(/\.$/, "")}; ${lowerFirst(recommended)}`,
    );
    // The other side opens with its own limit, so it is not said again ("with 4 or fewer, … fewer than 5").
    expect(recommended).toMatch(/^With fewer than 5 employees, /);
    expect(straddling).not.toContain("with 4 or fewer");
    expect(straddling).not.toContain("If you have 4 or fewer employees:");
    expect(text("policy", "UK-GB", "1-5")).toContain(
      "; with fewer than 5 employees, the law does not require you to write down your health and safety policy, but",
    );
  });
});
