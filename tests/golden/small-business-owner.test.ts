import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { tables } from "./markdown-tables";
import { renderGoldenDocuments } from "./render";

/**
 * A business of 1 to 5 people has one person who owns its hazards' controls and its actions: the
 * owner or manager. Its hazard register, risk assessment, action plan, SOP and contractor
 * induction name them the same way on every row, not "Employer / manager" on one row and "Owner or
 * manager" on the next.
 */
const OWNER_COLUMN = /^(Owner|Responsible)$/;

const documents = renderGoldenDocuments();
const small = GOLDEN_BUSINESSES.filter((g) => /-1-5$/.test(g.slug));

describe("a business of 1 to 5 people names one owner of its controls and actions", () => {
  it("has reference businesses of 1 to 5 people to read", () => {
    expect(small.length).toBeGreaterThanOrEqual(3);
  });

  it.each(small.map((g) => [g.slug] as const))("%s", (slug) => {
    let cells = 0;
    for (const [file, md] of documents) {
      if (!file.startsWith(`${slug}/`)) continue;
      for (const rows of tables(md))
        for (const row of rows)
          for (const [column, value] of Object.entries(row)) {
            // A step's own doer (a SWMS's "Cook") and another party (the building's owner or
            // manager) are not the business's owner of its controls.
            if (!OWNER_COLUMN.test(column) || !/manager|supervisor|employer|PCBU/i.test(value)) continue;
            if (/building|property|contractor/i.test(value)) continue;
            cells++;
            expect(value, `${file}: ${column}`).toBe("Owner or manager");
          }
    }
    // The hazard register, risk assessment and action plan each have rows.
    expect(cells).toBeGreaterThan(10);
  });
});
