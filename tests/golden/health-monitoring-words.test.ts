import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { GOLDEN_BUSINESSES, type GoldenBusiness } from "./businesses";
import { composeGolden } from "./render";

const golden = (slug: string) => GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;
const register = (g: GoldenBusiness) => renderPlainText(composeGolden(g, "hazard-register"));
const describedAs = (slug: string, workDescription: string): GoldenBusiness => {
  const g = golden(slug);
  return { ...g, business: { ...g.business, workDescription } };
};
const SPRAYING = "Vehicle spray refinishing with two-pack paints";
const MACHINING = "CNC turning and milling of steel and aluminium parts";

/** Every file under `dir` whose name ends in `.yaml`. */
const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? yamlFiles(join(dir, e.name)) : e.name.endsWith(".yaml") ? [join(dir, e.name)] : [],
  );

describe("the health checks of exposed workers are named in each country's own words", () => {
  it("Australian and New Zealand documents say health monitoring, as their regulations do", () => {
    for (const slug of readdirSync("golden").filter((s) => /^(au|nz)-/.test(s)))
      for (const file of readdirSync(join("golden", slug)))
        expect(readFileSync(join("golden", slug, file), "utf8"), `${slug}/${file}`).not.toMatch(/health surveillance/i);
    for (const g of [
      describedAs("au-qld-manufacturing-50-199", SPRAYING),
      describedAs("nz-construction-6-19", SPRAYING),
      describedAs("au-sa-machining-mwf-6-19", MACHINING),
      describedAs("nz-sawmill-edger-20-49", MACHINING),
    ]) {
      const text = register(g);
      expect(text, g.slug).not.toMatch(/health surveillance/i);
      expect(text, g.slug).toMatch(/health monitoring/i);
    }
    expect(register(describedAs("au-qld-manufacturing-50-199", SPRAYING))).toMatch(
      /Health monitoring for everyone who sprays or mixes isocyanate paints/,
    );
  });

  it("British documents keep health surveillance and American ones medical surveillance", () => {
    expect(register(golden("uk-gb-manufacturing-6-19"))).toMatch(/Health surveillance for everyone who sprays/);
    expect(register(golden("uk-gb-machine-shop-mwf-6-19"))).toMatch(/Respiratory health surveillance/);
    const us = register(describedAs("us-wa-manufacturing-20-49", SPRAYING));
    expect(us).toMatch(/Medical surveillance for everyone who sprays/);
    expect(us).not.toMatch(/health surveillance|health monitoring/i);
  });

  it("the hazard and task library is written in the Australian and New Zealand word, which each country's terms reword", () => {
    for (const file of [...yamlFiles("knowledge/hazards"), ...yamlFiles("knowledge/tasks")])
      expect(readFileSync(file, "utf8"), file).not.toMatch(/health surveillance/i);
  });
});
