import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { filledRows, input, JURISDICTION_CODES, labels, readable, SHOP, spelt, table } from "../test-fixture";

describe.each(JURISDICTION_CODES)("training-record in %s", (code) => {
  it("training record builds the matrix from the hazards' competencies", () => {
    const doc = composeDocument(input("training-record", code));
    // Neither the site nor the scope is asked for this document: another type's inputs never reach it.
    expect(readable(doc)).not.toContain("14 Wharf Street depot");
    expect(readable(doc)).not.toContain("All residential extension sites");
    const matrix = table(doc, "training-matrix");
    expect(labels(matrix)).toEqual([
      spelt("Training / induction", code),
      "Required for",
      "When",
      "Refresher frequency",
      "Evidence kept",
    ]);
    const trainings = matrix.rows.map((r) => r.training).join("\n");
    expect(trainings.toLowerCase()).toContain(spelt("induction", code));
    expect(trainings).toMatch(/First aid/);
    // Australia's general construction induction (the white card) only where its law names it.
    if (code.startsWith("AU")) expect(trainings).toMatch(/construction induction/i);
    else expect(trainings).not.toMatch(/construction induction/i);
    for (const r of matrix.rows) expect(r.refresher).not.toBe("");
    const records = table(doc, "records");
    expect(labels(records)).toContain("Trainer / provider");
    expect(filledRows(records)).toHaveLength(0);
    const shopMatrix = table(composeDocument(input("training-record", code, SHOP, {})), "training-matrix");
    expect(shopMatrix.rows.map((r) => r.training).join("\n")).not.toMatch(/construction induction/i);
  });
});
