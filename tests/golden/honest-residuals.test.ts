import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { composeGolden, hazardConceptOf } from "./render";
import { renderMarkdown } from "../../src/domain/documents/markdown";
import { RATING, type Row, score, tables } from "./markdown-tables";

/**
 * What a safety consultant checks of the ratings after controls: a job step never shows a hazard
 * safer than the business's register rates it with its controls (only a step that eliminates the
 * hazard may); noise at a mine is never Low after controls that leave the dose to hearing
 * protection and procedures; a small shop that is no robbery target is not rated as one; and a
 * mine's explosives row names the controls its blasting method relies on.
 */

const md = (slug: string, type: "hazard-register" | "risk-assessment" | "swms") =>
  renderMarkdown(composeGolden(GOLDEN_BUSINESSES.find((g) => g.slug === slug)!, type));


/** Each hazard row of the register and the risk assessment: its concept and its rating after controls. */
function registerRows(slug: string): { concept: string; name: string; before: string; after: string; controls: string }[] {
  const concept = hazardConceptOf(slug);
  return (["hazard-register", "risk-assessment"] as const).flatMap((type) =>
    tables(md(slug, type)).flatMap((t) =>
      t
        .filter((r) => r.Hazard && RATING.test(r["Risk with those controls"] ?? ""))
        .map((r) => ({
          concept: concept(r.Hazard!),
          name: r.Hazard!,
          before: r["Risk before controls"]!,
          after: r["Risk with those controls"]!,
          controls: r["Controls in place (required before work)"] ?? r["Controls in place"] ?? "",
        })),
    ),
  );
}

describe("no job step shows a hazard rated below its register rating", () => {
  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug]))("%s", (slug) => {
    const concept = hazardConceptOf(slug);
    const register = new Map(registerRows(slug).map((r) => [r.concept, r]));
    for (const t of tables(md(slug, "swms")))
      for (const step of t) {
        if (!step.Hazards || !RATING.test(step["Risk with those controls"] ?? "")) continue;
        if ((step["Controls required before the step starts"] ?? "").includes("Eliminate:")) continue;
        for (const line of step.Hazards.split("<br>")) {
          const name = line.replace(/: (Low|Medium|High|Extreme) \(\d+\)$/, "");
          const row = register.get(concept(name));
          if (!row) continue;
          expect(
            score(step["Risk with those controls"]!),
            `${slug} step ${step.Step} (${name}) is ${step["Risk with those controls"]} with its controls; the register rates it ${row.after}`,
          ).toBeGreaterThanOrEqual(score(row.after));
        }
      }
  });

  it("the ACT office's workstation set-up step is rated as the register rates workstations", () => {
    const steps = tables(md("au-act-professional-6-19", "swms")).flat();
    const setUp = steps.find((r) => r.Step === "1")!;
    const row = registerRows("au-act-professional-6-19").find((r) => r.name === "Computer workstations")!;
    expect(setUp["Risk with those controls"]).toBe(row.after);
  });
});

const MINES = GOLDEN_BUSINESSES.filter((g) => g.business.industry === "mining");
const noise = (concept: string) => concept === "noise-exposure";

describe("noise at a mine is never Low after controls", () => {
  it("there are mines with a rated noise hazard", () => {
    expect(MINES.some((g) => registerRows(g.slug).some((r) => noise(r.concept)))).toBe(true);
  });
  it.each(MINES.map((g) => [g.slug]))("%s", (slug) => {
    for (const r of registerRows(slug).filter((x) => noise(x.concept)))
      expect(r.after, `${slug}: ${r.name}`).not.toMatch(/^Low/);
  });
});

describe("customer aggression at a small shop is rated for the harm it can do there", () => {
  const SMALL_SHOPS = ["us-fl-retail-1-5", "uk-gb-retail-1-5", "au-sa-hospitality-1-5"];
  const aggression = (concept: string) =>
    concept === "retail-customer-aggression" || concept === "hospitality-patron-aggression";

  it.each(SMALL_SHOPS.map((s) => [s]))(
    "%s: no robbery target, so Moderate harm, and Medium with its controls, not a High it keeps",
    (slug) => {
      const rows = registerRows(slug).filter((r) => aggression(r.concept));
      expect(rows.length, slug).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.before, `${slug}: ${r.name}`).toBe("High (9)");
        expect(r.after, `${slug}: ${r.name}`).toBe("Medium (6)");
      }
      expect(md(slug, "hazard-register")).not.toContain("armed robbery");
    },
  );

  it("a shop that handles cash is still rated for an armed robbery", () => {
    const shop = GOLDEN_BUSINESSES.find((g) => g.slug === "uk-gb-retail-1-5")!;
    const cash = {
      ...shop,
      business: { ...shop.business, workDescription: `${shop.business.workDescription ?? ""} Late night convenience store with cash handling.` },
    };
    const text = renderMarkdown(composeGolden(cash, "hazard-register"));
    const row = tables(text)
      .flat()
      .find((r) => r.Hazard === "Customer aggression and robbery")!;
    expect(row["Risk before controls"]).toBe("High (12)");
    expect(row["Risk with those controls"]).toBe("High (8)");
    expect(row["Potential harm"]).toContain("armed robbery");
  });
});

describe("a mine's explosives row names the controls its blasting method relies on", () => {
  const BLASTING_MINES = MINES.filter((g) => g.business.highRiskActivities.includes("explosives"));
  it("there are blasting mines", () => expect(BLASTING_MINES.length).toBeGreaterThanOrEqual(2));
  it.each(BLASTING_MINES.map((g) => [g.slug]))("%s", (slug) => {
    const rows = registerRows(slug).filter((r) => r.concept === "explosives");
    expect(rows.length, slug).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.controls, `${slug}: ${r.name}`).toMatch(/blast plan/i);
      expect(r.controls).toMatch(/sleep time/);
      expect(r.controls).toMatch(/misfire wait/);
      expect(r.controls).toMatch(/Lightning .*stands down/);
      expect(r.controls).toMatch(/exclusion zone/);
      expect(r.controls).toContain("Blast permit issued under the mine's blasting procedure");
    }
  });
});
