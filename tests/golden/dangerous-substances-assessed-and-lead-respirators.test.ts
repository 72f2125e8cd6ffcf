import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { tables } from "./markdown-tables";
import { bySlug, everyDocument, goldenMarkdown } from "./render";

/**
 * The assessment DSEAR asks for is done, the DSEAR line names its own law, lead rows carry a
 * respirator with high-efficiency filters, and a painter's dust row forbids burning and dry power
 * sanding of old paint instead of offering them as the method a further control replaces.
 */

const DSEAR = "uk-dsear-2002 reg 5";
const FLAMMABLE_ROW = /^\| Fire or explosion from flammable liquids, vapou?rs or gases \|/m;
const ASSESS_ACTION =
  "Carry out and record the assessment of fire and explosion risks from the dangerous substances used (DSEAR 2002, reg 5).";

/** Whether the business's facts bring DSEAR: some document of it cites the Regulations. */
const bringsDsear = (slug: string) => everyDocument(bySlug(slug)).includes(DSEAR);

describe("a Great Britain business that brings DSEAR assesses its fire and explosion risks", () => {
  const GB = GOLDEN_BUSINESSES.filter((g) => g.business.jurisdiction === "UK-GB");

  it("the spray shop brings DSEAR; the bookshop and the builder do not", () => {
    expect(bringsDsear("uk-gb-manufacturing-6-19")).toBe(true);
    expect(bringsDsear("uk-gb-retail-1-5")).toBe(false);
    expect(bringsDsear("uk-gb-construction-6-19")).toBe(false);
  });

  it.each(GB.map((g) => [g.slug, g] as const))("%s", (slug, g) => {
    const ra = goldenMarkdown(g, "risk-assessment");
    const plan = goldenMarkdown(g, "action-plan");
    if (bringsDsear(slug)) {
      // The risk assessment rates the fire and explosion row, and its section cites DSEAR.
      const at = ra.search(FLAMMABLE_ROW);
      expect(at, slug).toBeGreaterThan(-1);
      const cites = /^Cites: .*$/m.exec(ra.slice(at))?.[0] ?? "";
      expect(cites, slug).toContain(DSEAR);
      expect(plan, slug).toContain(ASSESS_ACTION);
      expect(plan, slug).toMatch(
        /Legal requirement – dangerous substances: Dangerous Substances and Explosive Atmospheres Regulations 2002, reg 5/,
      );
    } else {
      expect(ra, slug).not.toMatch(FLAMMABLE_ROW);
      expect(plan, slug).not.toContain("assessment of fire and explosion risks");
    }
  });

  it("no business outside Great Britain is given the DSEAR assessment or its row in the register", () => {
    for (const g of GOLDEN_BUSINESSES.filter((b) => b.business.jurisdiction !== "UK-GB")) {
      expect(goldenMarkdown(g, "action-plan"), g.slug).not.toContain("assessment of fire and explosion risks");
      expect(goldenMarkdown(g, "risk-assessment"), g.slug).not.toMatch(FLAMMABLE_ROW);
    }
  });

  it("the line on fire and explosion names DSEAR, not COSHH's lead-in, wherever it is rendered", () => {
    for (const g of GOLDEN_BUSINESSES) {
      for (const line of everyDocument(g).split("\n").filter((l) => l.includes("assess the risks of fire and explosion")))
        expect(line, g.slug).toMatch(/covered by the Dangerous Substances and Explosive Atmospheres Regulations 2002 \(DSEAR\), not by COSHH/);
    }
  });
});

/** A table row about lead: lead-based paint, the dust of old paint that may carry lead, lead processes. */
const LEAD = /lead-based paint|may carry lead|may contain lead|Lead processes/i;

describe("a row whose hazards include lead has a respirator with high-efficiency filters", () => {
  it("no row naming lead gives an N95 or a P2 respirator, in any document of any business", () => {
    let seen = 0;
    for (const g of GOLDEN_BUSINESSES) {
      for (const row of tables(everyDocument(g)).flat()) {
        const text = Object.values(row).join(" | ");
        // A row that gives a respirator: not one naming the respiratory protection standard it cites.
        if (!LEAD.test(text) || !/respirator(?!y| fit)/i.test(text)) continue;
        seen++;
        expect(text, g.slug).not.toMatch(/\bN95\b|\bP2 respirator/);
        if (g.business.country === "US") expect(text, g.slug).toMatch(/respirator with P100 \(HEPA\) filters/);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it.each([
    ["us-il-renovation-6-19", "permit"],
    ["us-il-renovation-6-19", "sop-template"],
    ["us-wa-painting-1-5", "sop-template"],
  ] as const)("%s %s: the step that scrapes and sands the old paint", (slug, type) => {
    const md = goldenMarkdown(bySlug(slug), type);
    const step = md.split("\n").find((l) => l.includes("Remove loose paint by wet scraping and wet sanding"));
    expect(step).toContain(
      "Half-mask respirator with P100 (HEPA) filters, fit-tested, or as the exposure assessment requires",
    );
    expect(step).not.toContain("N95");
  });
});

describe("old paint is never burnt off or dry power sanded: a required control, not a method replaced", () => {
  it("no document offers a further control instead of burning paint off or dry power sanding", () => {
    for (const g of GOLDEN_BUSINESSES)
      expect(everyDocument(g), g.slug).not.toMatch(/instead of [^.|]*(?:open flame|burning paint|dry power sanding)/i);
  });

  it.each(["us-il-renovation-6-19", "us-wa-painting-1-5"])("%s: the dust row requires it", (slug) => {
    const sop = goldenMarkdown(bySlug(slug), "sop-template");
    const row = tables(sop)
      .flat()
      .find((r) => r.Hazard?.startsWith("Dust from sanding and scraping old paint"));
    expect(row).toBeDefined();
    const required = row!["Controls in place (required before work)"] ?? Object.values(row!).join(" ");
    expect(required).toContain(
      "No open-flame burning, and no power sanding, grinding or planing of paint that may contain lead unless the tool has HEPA-filtered on-tool extraction.",
    );
    const further = row!["Further controls to consider"] ?? "";
    expect(further).toContain("Scrape and sand by hand with the surface kept wet");
    expect(further).not.toMatch(/flame|burn/i);
  });
});

describe("Great Britain stores dangerous substances in its own terms", () => {
  const GB = GOLDEN_BUSINESSES.filter((g) => g.business.jurisdiction === "UK-GB");

  it("no British document or law page names dangerous goods transport, placards or manifests", () => {
    const texts = [
      ...GB.map((g) => [g.slug, everyDocument(g)] as const),
      ["docs/law/UK-GB.md", readFileSync("docs/law/UK-GB.md", "utf8")] as const,
    ];
    for (const [name, text] of texts) {
      expect(text, name).not.toMatch(/Dangerous goods storage and transport|placards?\b|\bmanifests?\b/i);
    }
    expect(readFileSync("docs/law/UK-GB.md", "utf8")).toMatch(
      /\| Storage of dangerous substances \| \[Dangerous Substances and Explosive Atmospheres Regulations 2002\]/,
    );
  });

  it("one British term for the flammables cabinet", () => {
    for (const g of GB) {
      expect(everyDocument(g), g.slug).not.toMatch(
        /flammable goods cabinet|flammable-liquids? cabinet|flammable liquids cabinet|fire-rated cabinet/i,
      );
    }
    expect(everyDocument(bySlug("uk-gb-manufacturing-6-19"))).toContain("fire-resisting flammables cabinet");
  });
});

describe("a gas cylinder's fire is the gas's", () => {
  it("a forklift's LPG and battery are two forklifts, and no gas cylinder goes in a cabinet", () => {
    let forklift = 0;
    for (const g of GOLDEN_BUSINESSES) {
      const all = everyDocument(g);
      expect(all, g.slug).not.toMatch(/a forklift's gas cylinder is changed, or hydrogen given off while its battery/);
      expect(all, g.slug).not.toMatch(/gas cylinders kept in a [^.|]*cabinet/i);
      if (all.includes("an LPG forklift's gas cylinder") || all.includes("a propane forklift's gas cylinder")) {
        forklift++;
        expect(all, g.slug).toMatch(/an electric forklift's battery charges/);
      }
    }
    expect(forklift).toBeGreaterThan(0);
  });

  it("the torch's fire row keeps gas cylinder controls, not a solvent store's", () => {
    let seen = 0;
    for (const g of GOLDEN_BUSINESSES) {
      for (const row of tables(everyDocument(g)).flat()) {
        const harm = row["Potential harm"] ?? "";
        if (!/leaking from the cylinders, hoses or torch/.test(harm)) continue;
        seen++;
        const controls = row["Controls in place (required before work)"] ?? "";
        expect(controls, g.slug).not.toMatch(/cabinet|rags/i);
        expect(controls, g.slug).toMatch(/upright and secured in a ventilated cage outdoors/);
        expect(controls, g.slug).toMatch(/leak-tested before the torch is lit/);
        expect(controls, g.slug).toMatch(/valve closed whenever the torch is idle/);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe("a bullying policy of 1 to 5 people routes only where a route exists", () => {
  const SMALL = GOLDEN_BUSINESSES.filter((g) => /-1-5$/.test(g.slug));

  it.each(SMALL.map((g) => [g.slug, g] as const))("%s", (slug, g) => {
    const md = goldenMarkdown(g, "bullying-policy");
    const external = md.slice(md.indexOf("### External Routes"), md.indexOf("**Reporting contacts**"));
    const routes = external.split("\n").filter((l) => l.startsWith("- "));
    if (routes.length === 0) expect(md, slug).not.toMatch(/one of the external routes/);
    // The independent contact is named by the owner before the policy goes out.
    expect(md, slug).toMatch(
      /\| Independent contact outside the business \| Name them here before this policy is issued \|/,
    );
    expect(md, slug).not.toMatch(/anyone left in charge when they are away, knows how/);
  });

  it("the Washington painter is told the commission's route does not cover an employer of its size", () => {
    expect(goldenMarkdown(bySlug("us-wa-painting-1-5"), "bullying-policy")).toContain(
      "The discrimination and harassment complaint routes the law sets out cover only employers with more employees than this business has, so none is listed here.",
    );
  });
});
