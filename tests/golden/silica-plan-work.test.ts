import { describe, expect, it } from "vitest";
import { namesSilicaWork } from "../../src/domain/tasks";
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

  it("is not given to a manufacturer for its industry: a winery, a machine shop, a press shop, a sawmill", () => {
    const makers = GOLDEN_BUSINESSES.filter((g) => g.business.industry === "manufacturing");
    expect(makers.length).toBeGreaterThan(5);
    for (const maker of makers) {
      const silicaWork = namesSilicaWork({
        texts: [maker.business.workDescription, maker.metadata.activity],
        industry: maker.business.industry,
      });
      expect(rendered.has(`${maker.slug}/silica-plan.md`), maker.slug).toBe(silicaWork);
    }
    for (const slug of ["au-sa-winery-co2-20-49", "uk-gb-machine-shop-mwf-6-19", "nz-sawmill-edger-20-49"])
      expect(rendered.has(`${slug}/silica-plan.md`), slug).toBe(false);
  });

  it("lists a mine's named blast with the blast's dust controls, not a cutting tool's or a drill rig's", () => {
    for (const slug of ["au-wa-mining-200", "au-wa-mining-50-199"]) {
      const md = rendered.get(`${slug}/silica-plan.md`)!;
      const row = tables(md)
        .find((t) => t[0] && "Task (material, tool, where, how long)" in t[0])!
        .find((r) => r["Task (material, tool, where, how long)"]);
      expect(row, slug).toBeDefined();
      expect(row!["Dust controls at the source (water, on-tool extraction, local exhaust, enclosure)"], slug).toMatch(
        /Blast holes stemmed/,
      );
      expect(Object.values(row!).join(" "), slug).toMatch(/wind direction/);
      expect(Object.values(row!).join(" "), slug).not.toMatch(/water fed to the cut|on-tool extraction|drill rigs/i);
    }
  });

  it("names each respirator once, as the country calls it", () => {
    for (const [path, md] of plans) {
      for (const row of tables(md).find((t) => t[0] && "Respiratory protection" in t[0]) ?? []) {
        const rpe = row["Respiratory protection"] ?? "";
        for (const device of ["FFP3 respirator", "FFP2 respirator"]) {
          expect(rpe.split(device).length - 1, `${path}: ${rpe}`).toBeLessThanOrEqual(1);
        }
      }
    }
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
