import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS } from "../../src/domain/catalogue";
import { MUST_NOT_START, RISK_ACTIONS } from "../../src/domain/documents/risk";
import { GOLDEN_BUSINESSES } from "./businesses";
import { composeGolden } from "./render";

/**
 * What a principal contractor checks before accepting any document: no rating after controls is in
 * a band whose own legend says the work must not start, unless that same row says the work does
 * not start (Extreme) or does not start until every control it lists is verified and by whom (High). Every golden business, every document type, every table that prints a residual.
 */

const RESIDUAL_COLUMN = /after controls|with those controls|after$/i;
const BANDS = new RegExp(`^(${MUST_NOT_START.join("|")}) \\(\\d+\\)`);
const PRINTED_AFTER = new RegExp(`(${MUST_NOT_START.join("|")}) \\(\\d+\\) after`);

describe("no document certifies a residual in a band that must not start", () => {
  it("the legend says High and Extreme work does not start as it stands", () => {
    expect(RISK_ACTIONS.Extreme).toMatch(/Do not start/);
    expect(RISK_ACTIONS.High).toMatch(/does not start until the supervisor has verified every control listed for it/);
  });

  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug, g] as const))("%s", (slug, golden) => {
    expectStartRules(slug, golden);
  });

  it("reads the rows it is about: a roofer's documents have work rated High with its controls", () => {
    const roofer = GOLDEN_BUSINESSES.find((g) => g.slug === "au-nsw-construction-20-49")!;
    expect(expectStartRules(roofer.slug, roofer)).toBeGreaterThan(10);
  });
});

/** Checks every residual the business's documents print; returns how many were in a must-not-start band. */
function expectStartRules(slug: string, golden: (typeof GOLDEN_BUSINESSES)[number]): number {
    let checked = 0;
    for (const type of DOCUMENT_TYPE_IDS) {
      const doc = composeGolden(golden, type);
      for (const section of doc.sections)
        for (const table of section.tables ?? []) {
          const residualKeys = table.columns.filter((c) => RESIDUAL_COLUMN.test(c.label)).map((c) => c.key);
          for (const row of table.rows) {
            const cells = Object.values(row).join("\n");
            const inBand =
              residualKeys.some((k) => BANDS.test(row[k] ?? "")) || PRINTED_AFTER.test(cells);
            if (!inBand) continue;
            checked++;
            const where = `${slug} ${type} ${table.id}: ${JSON.stringify(row).slice(0, 200)}`;
            expect(cells, where).toMatch(/do not start/i);
            if (residualKeys.some((k) => /^High/.test(row[k] ?? "")))
              expect(cells, where).toMatch(/verified/);
          }
        }
    }
    return checked;
}
