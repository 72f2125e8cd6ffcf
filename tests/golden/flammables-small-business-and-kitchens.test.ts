import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { type Row, tables } from "./markdown-tables";
import { bySlug, everyDocument, goldenMarkdown } from "./render";

/**
 * Flammable substances, dust rows, bullying policies of the smallest businesses and the kitchen's
 * lines, each checked over every reference business where the class can occur.
 */

const DSEAR = "uk-dsear-2002 reg 5";
const GB = GOLDEN_BUSINESSES.filter((g) => g.business.jurisdiction === "UK-GB");
const TASK_FIRE = /Fire or explosion from flammable liquids, vapou?rs or gases/;

const swmsSteps = (md: string): Row[] =>
  tables(md)
    .flat()
    .filter((r) => r.Activity !== undefined && r.Hazards !== undefined && r.Step !== undefined);

describe("a Great Britain business that handles flammable substances is given DSEAR", () => {
  it.each(GB.map((g) => [g.slug, g] as const))("%s", (_slug, g) => {
    const swms = goldenMarkdown(g, "swms");
    const flammableTask = swmsSteps(swms).some((r) => TASK_FIRE.test(r.Hazards!));
    const all = everyDocument(g);
    if (flammableTask) {
      // The steps' own citations put DSEAR beside the fire law, and the chemicals law says why.
      const at = swms.indexOf("The steps below are the method");
      const cites = /^Cites: .*$/m.exec(swms.slice(at))?.[0] ?? "";
      expect(cites).toContain(DSEAR);
      expect(cites).toContain("uk-fire-safety-order-2005 art 9");
      expect(goldenMarkdown(g, "chemical-register")).toMatch(
        /assess the risks of fire and explosion they bring[^\n]*\n(?:.*\n)*?Cites: [^\n]*uk-dsear-2002 reg 5/,
      );
    } else {
      expect(all, g.slug).not.toMatch(/Dangerous Substances and Explosive Atmospheres/);
    }
  });

  it("the spray shop cites DSEAR; the bookshop and the builder do not", () => {
    expect(everyDocument(bySlug("uk-gb-manufacturing-6-19"))).toMatch(
      /\[Dangerous Substances and Explosive Atmospheres Regulations 2002\]\(https:\/\/www\.legislation\.gov\.uk\/uksi\/2002\/2776\): reg 5/,
    );
    for (const slug of ["uk-gb-retail-1-5", "uk-gb-construction-6-19"])
      expect(everyDocument(bySlug(slug)), slug).not.toMatch(/Dangerous Substances and Explosive Atmospheres/);
  });

  it("no document outside Great Britain cites DSEAR", () => {
    for (const g of GOLDEN_BUSINESSES.filter((b) => b.business.jurisdiction !== "UK-GB"))
      expect(everyDocument(g), g.slug).not.toMatch(/Dangerous Substances and Explosive Atmospheres|DSEAR/);
  });
});
