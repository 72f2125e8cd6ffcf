import { describe, expect, it } from "vitest";
import { localSpelling } from "../../src/domain/catalogue";
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

/** A step of a painting or paint stripping task, by the task's title in the SWMS or JSA. */
const PAINT_TASK = /^(?:Interior and exterior painting|[^:]*paint(?:ing)? (?:removal|stripping))[^:]*:/i;

describe("a paint task's dust row is the painter's, whatever the business", () => {
  it("every SWMS step of a painting task names the dust of old paint and wood, never building dust", () => {
    let seen = 0;
    for (const g of GOLDEN_BUSINESSES) {
      const swms = goldenMarkdown(g, "swms");
      // A method of one task names no task beside its steps: the method's own sentence says which.
      const paintingOnly = /The steps below are the method for (?:interior and exterior painting|lead paint removal)[^,]*, in the order/.test(
        swms,
      );
      for (const row of swmsSteps(swms)) {
        if (!(paintingOnly || PAINT_TASK.test(row.Activity!)) || !/Dust/.test(row.Hazards!)) continue;
        seen++;
        expect(row.Hazards, `${g.slug}: ${row.Activity}`).toMatch(
          /Dust from sanding and scraping old paint, filler and (?:timber|wood)/,
        );
        expect(row.Hazards, `${g.slug}: ${row.Activity}`).not.toMatch(/silica|building dusts/i);
      }
    }
    expect(seen).toBeGreaterThanOrEqual(2);
  });
});

/** Each source of flammable vapour or gas, as a harm line names it. */
const SOURCES: Record<string, RegExp> = {
  paint: /\bpaints?\b|thinner|solvent/i,
  fuel: /\bfuel\b|petrol/i,
  gas: /\bLPG\b|propane|\bgas\b/i,
  hydrogen: /hydrogen|batter/i,
};
/** The sources a task fire step's own words show it handles. */
const STEP_SOURCES: readonly [RegExp, readonly string[]][] = [
  [/spray booth|mix and spray|waste solvent/i, ["paint"]],
  [/cylinders to the roof/i, ["gas"]],
  [/charge or refuel in the set area/i, ["gas", "hydrogen"]],
  [/^Refuel/i, ["fuel"]],
  [/^Charge batteries/i, ["hydrogen"]],
  [/flame failure|Turn off gas/i, ["gas"]],
];

describe("a task fire's harm names only the sources of that task", () => {
  it("every SOP task fire row names the sources its steps handle and no other", () => {
    let seen = 0;
    for (const g of GOLDEN_BUSINESSES) {
      const sop = goldenMarkdown(g, "sop-template");
      const steps = tables(sop)
        .flat()
        .filter((r) => r["What to do"] !== undefined && r.Hazard !== undefined && TASK_FIRE.test(r.Hazard!));
      const own = STEP_SOURCES.filter(([words]) => steps.some((r) => words.test(r["What to do"]!))).flatMap(
        ([, s]) => s,
      );
      const harms = sop.split("\n").filter((l) => /^\| Fire or explosion from flammable/.test(l));
      for (const harm of harms) {
        expect(own.length, `${g.slug}: a task fire step of unknown sources`).toBeGreaterThan(0);
        const cell = harm.split("|")[2]!;
        seen++;
        for (const [source, named] of Object.entries(SOURCES))
          if (!own.includes(source)) expect(cell, `${g.slug}: ${source}`).not.toMatch(named);
      }
    }
    expect(seen).toBeGreaterThanOrEqual(4);
  });

  it("spraying names paint and solvent vapour; the torch names its gas; the forklift its gas and battery", () => {
    const row = (slug: string) =>
      goldenMarkdown(bySlug(slug), "sop-template")
        .split("\n")
        .find((l) => /^\| Fire or explosion from flammable/.test(l))!;
    expect(row("uk-gb-manufacturing-6-19")).toMatch(/Paint, thinner and solvent vapour/);
    expect(row("us-ca-construction-20-49")).toMatch(/Propane leaking from the cylinders, hoses or torch/);
    expect(row("au-sa-transport-20-49")).toMatch(/forklift's gas cylinder[^|]*battery charges/);
    // The café's fryer keeps its own hot-oil fire.
    expect(goldenMarkdown(bySlug("au-sa-hospitality-1-5"), "sop-template")).toMatch(/\| Fire from hot cooking oil \|/);
  });
});

describe("a US business of 1 to 5 people is not told to train supervisors it does not have", () => {
  const US = GOLDEN_BUSINESSES.filter((g) => g.business.country === "US");
  it.each(US.map((g) => [g.slug, g] as const))("%s", (_slug, g) => {
    const policy = goldenMarkdown(g, "bullying-policy");
    if (g.business.employeeCount === "1-5") {
      expect(everyDocument(g)).not.toMatch(/Train supervisors to recognize and respond to bullying/);
      expect(policy).toMatch(
        /Make sure the owner or manager, and anyone left in charge when they are away, know how to recognize and respond to bullying\./,
      );
    } else {
      expect(policy).toMatch(/Train supervisors to recognize and respond to bullying\./);
    }
  });
});

describe("a bullying policy of 1 to 5 people has a route when the owner is involved, and only routes open to it", () => {
  const small = GOLDEN_BUSINESSES.filter((g) => g.business.employeeCount === "1-5");

  it.each(small.map((g) => [g.slug, g] as const))("%s", (_slug, g) => {
    const policy = goldenMarkdown(g, "bullying-policy");
    // The owner may be both the person involved and the named contact.
    expect(policy).toMatch(
      /If the owner or manager is the person involved and is also the (?:contact officer|designated contact person), go to the independent contact named below instead: someone outside the business/,
    );
    expect(policy).toMatch(/\| Independent contact outside the business \|/);
    expect(policy).not.toMatch(/\| Alternative manager \|/);
    expect(policy).toMatch(/where the owner or manager is involved, one from outside the business/);
    // No external route that opens only to employers larger than every headcount of the band.
    const routes = policy.slice(policy.indexOf("### External Routes"), policy.indexOf("**Reporting contacts**"));
    for (const floor of routes.matchAll(/\b(\d+) or more (?:employees|workers)\b/g))
      expect(Number(floor[1]), `${g.slug}: ${floor[0]}`).toBeLessThanOrEqual(5);
  });

  it("the Washington painter is not sent to a commission that hears employers of 8 or more", () => {
    const policy = goldenMarkdown(bySlug("us-wa-painting-1-5"), "bullying-policy");
    const routes = policy.slice(policy.indexOf("### External Routes"), policy.indexOf("**Reporting contacts**"));
    expect(routes).not.toMatch(/Human Rights Commission/);
    // A Washington business of 6 to 19 keeps it.
    const larger = goldenMarkdown(bySlug("us-wa-manufacturing-20-49"), "bullying-policy");
    expect(larger).toMatch(/### External Routes[^#]*Washington State Human Rights Commission/);
  });

  it("a business of 6 or more keeps its alternative manager", () => {
    expect(goldenMarkdown(bySlug("us-il-renovation-6-19"), "bullying-policy")).toMatch(/\| Alternative manager \|/);
  });
});

describe("the wet chemical extinguisher is reached on the way out, not past the fryer", () => {
  it("no line places the kitchen's extinguisher at or beside the fryer", () => {
    let seen = 0;
    for (const g of GOLDEN_BUSINESSES) {
      for (const line of everyDocument(g).split("\n")) {
        for (const clause of line.match(/[^.;|<]*(?:wet chemical|Class K)[^.;|<]*/gi) ?? []) {
          if (!/extinguisher/i.test(clause) || /^\s*(?:Fire blanket and wet chemical extinguisher)\s*$/i.test(clause))
            continue;
          if (/use the wet chemical extinguisher|at hand/i.test(clause)) continue;
          seen++;
          expect(clause, g.slug).not.toMatch(/(?:mounted|kept)? at the fryer|beside the line/i);
          expect(clause, g.slug).toMatch(/kitchen exit/);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("a US kitchen's wet chemical extinguisher is named by its Class K rating", () => {
    expect(localSpelling("a fire blanket and a wet chemical extinguisher mounted near the kitchen exit", "US")).toBe(
      "a fire blanket and a Class K (wet chemical) extinguisher mounted near the kitchen exit",
    );
    expect(localSpelling("a wet chemical extinguisher", "AU")).toBe("a wet chemical extinguisher");
  });
});

describe("the aggression rows give one instruction per sentence", () => {
  it("the café's and the small shops' aggression controls read as separate sentences", () => {
    const cafe = goldenMarkdown(bySlug("au-sa-hospitality-1-5"), "hazard-register")
      .split("\n")
      .find((l) => l.startsWith("| H") && l.includes("| Aggressive customers |"))!;
    expect(cafe).toMatch(
      /Whoever closes alone checks in by phone with the owner or another agreed person\. Each person on shift has a charged phone kept to hand to call for help\. Every incident is reported, and the staff involved are offered support afterwards\./,
    );
    for (const slug of ["uk-gb-retail-1-5", "us-fl-retail-1-5"]) {
      const text = everyDocument(bySlug(slug));
      expect(text, slug).toMatch(/Whoever opens or closes alone checks in by phone with the owner or another agreed person\./);
    }
  });

  it("no aggression control strings instructions together with semicolons or a trailing 'and incident reporting'", () => {
    for (const g of GOLDEN_BUSINESSES) {
      const text = everyDocument(g);
      expect(text, g.slug).not.toMatch(/, and incident reporting with support afterwards/);
      expect(text, g.slug).not.toMatch(/another agreed person; support after every incident/);
      expect(text, g.slug).not.toMatch(/no working alone at opening or closing; support/);
    }
  });
});
