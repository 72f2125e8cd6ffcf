import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { input, JURISDICTION_CODES, keys, RIDGELINE, RIDGELINE_METADATA, table } from "../test-fixture";

describe.each(JURISDICTION_CODES)("checklist in %s", (code) => {
  it("checklist has the general areas plus one table per hazard, with answer and action columns", () => {
    const doc = composeDocument(input("checklist", code, RIDGELINE, RIDGELINE_METADATA));
    const tables = doc.sections.find((s) => s.id === "checklist")?.tables ?? [];
    const captions = tables.map((t) => t.caption);
    for (const area of [
      "Housekeeping and access",
      "Emergency equipment",
      "First aid",
      "Electrical",
      "Chemicals",
    ]) {
      expect(captions).toContain(area);
    }
    expect(tables.length).toBeGreaterThan(8);
    for (const t of tables) expect(keys(t)).toEqual(["item", "result", "comments", "action"]);
    expect(table(doc, "sign-off", "follow-up").columns.map((c) => c.label)).toContain("Owner");
  });
});
