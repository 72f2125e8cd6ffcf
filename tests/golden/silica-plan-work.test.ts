import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { tables } from "./markdown-tables";
import { renderGoldenDocuments } from "./render";

/**
 * A silica control plan is given only to a business with work that makes silica dust, and every
 * task it lists carries that task's controls: a task row with nothing beside it tells the crew
 * nothing about how the dust is kept down.
 */
const rendered = renderGoldenDocuments();
const plans = [...rendered].filter(([path]) => path.endsWith("/silica-plan.md"));

describe("the silica control plan is for work that makes silica dust", () => {
  it("is not given to an office or a childcare centre, and is given to a concreter and a tile roofer", () => {
    for (const slug of ["au-act-professional-6-19", "au-nsw-childcare-20-49", "us-fl-retail-1-5"]) {
      expect(rendered.has(`${slug}/silica-plan.md`), slug).toBe(false);
      // They still receive every business-wide document.
      expect(rendered.has(`${slug}/policy.md`), slug).toBe(true);
    }
    for (const slug of ["au-nsw-construction-20-49", "us-az-tile-roofing-6-19", "uk-gb-construction-6-19"])
      expect(rendered.has(`${slug}/silica-plan.md`), slug).toBe(true);
  });

  it("every task row of every plan carries its controls", () => {
    let rows = 0;
    for (const [path, md] of plans) {
      const table = tables(md).find((t) => t[0] && "Task (material, tool, where, how long)" in t[0]);
      expect(table, path).toBeDefined();
      for (const row of table ?? []) {
        const task = row["Task (material, tool, where, how long)"]!;
        if (!task) continue;
        rows++;
        const source = row["Dust controls at the source (water, on-tool extraction, local exhaust, enclosure)"]!;
        const practice = row["How the work is done to keep dust down"]!;
        const rpe = row["Respiratory protection"]!;
        expect(source, `${path}: ${task}`).not.toBe("");
        // Cleaned up without putting the dust back in the air.
        expect(practice, `${path}: ${task}`).toMatch(/dry sweeping|compressed air/i);
        expect(rpe, `${path}: ${task}`).not.toBe("");
      }
    }
    expect(rows).toBeGreaterThan(0);
    expect(plans.length).toBeLessThan(GOLDEN_BUSINESSES.length);
  });
});
