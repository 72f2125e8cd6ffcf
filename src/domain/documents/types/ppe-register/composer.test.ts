import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { input, JURISDICTION_CODES, keys, RIDGELINE, RIDGELINE_METADATA, table } from "../test-fixture";

describe.each(JURISDICTION_CODES)("ppe-register in %s", (code) => {
  it("PPE register lists the hazards' PPE with a blank standard column and an issue log", () => {
    const doc = composeDocument(input("ppe-register", code, RIDGELINE, RIDGELINE_METADATA));
    const register = table(doc, "register", "ppe-register");
    expect(keys(register)).toEqual([
      "item",
      "hazard",
      "standard",
      "who",
      "issue",
      "inspection",
      "replacement",
    ]);
    expect(register.rows.length).toBeGreaterThan(2);
    for (const r of register.rows) {
      expect(r.standard).toBe("");
      expect(r.hazard).not.toBe("");
    }
    expect(keys(table(doc, "issue-log", "issue-log"))).toEqual(["name", "item", "size", "date", "signature"]);
  });
});
