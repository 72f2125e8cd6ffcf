import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { type Row, tables } from "./markdown-tables";
import { bySlug, everyDocument, goldenMarkdown, goldenTypes } from "./render";

/**
 * A dust row's controls, training and health checks are for the dust its title names, and a step
 * of a procedure that handles flammable liquids, vapours, gases or hot oil names the fire that
 * handling can start, with the same hazards as the SWMS or JSA step beside it.
 */

const PAINT_DUST = /Dust from sanding and scraping old paint, filler and (?:timber|wood)/;
const WOOD_DUST = /Wood dust \(solid (?:timber|wood), MDF and other board\)/;
/** Lines written for a building site's silica and bought-in materials. */
const BUILDING_DUST_LINES =
  /silica|cut to size|pre-formed penetrations|splitting instead of cutting|water suppression/i;

describe("a dust row's controls, training and health checks fit the dust it names", () => {
  it("no painter's or wood shop's dust line carries a building site's silica controls", () => {
    let seen = 0;
    for (const g of GOLDEN_BUSINESSES) {
      for (const line of everyDocument(g).split("\n")) {
        if (!PAINT_DUST.test(line) && !WOOD_DUST.test(line)) continue;
        seen++;
        expect(BUILDING_DUST_LINES.exec(line)?.[0] ?? null, `${g.slug}: ${line.slice(0, 120)}`).toBeNull();
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("the painter's dust row names painting's own controls and training, and nothing of silica", () => {
    const g = bySlug("us-wa-painting-1-5");
    const register = goldenMarkdown(g, "hazard-register");
    const row = register.split("\n").find((l) => PAINT_DUST.test(l) && l.startsWith("| H"))!;
    expect(row).toMatch(/on-tool extraction to a HEPA-filtered vacuum/);
    expect(row).toMatch(/wet/i);
    expect(row).toMatch(/No dry sweeping/);
    expect(row).toMatch(/lead-safe work practices wherever old paint may contain lead/);
    const all = everyDocument(g);
    expect(all).not.toMatch(/Silica and dust hazard awareness training/);
    expect(all).not.toMatch(/(?:medical surveillance|health monitoring) for silica work/);
    expect(all).toMatch(/Dust control training for paint preparation/);
  });

  it("a wood shop's dust row names wood dust's controls, training, cancer and health checks", () => {
    for (const slug of ["us-wa-manufacturing-20-49", "au-qld-truss-manufacturing-20-49"]) {
      const all = everyDocument(bySlug(slug));
      const rows = all.split("\n").filter((l) => WOOD_DUST.test(l) && /nasal cancer/.test(l));
      expect(rows.length, slug).toBeGreaterThan(0);
      for (const row of rows) expect(row, slug).toMatch(/carcinogenic to humans/);
      expect(all, slug).not.toMatch(/Silica and dust hazard awareness training/);
    }
    const register = goldenMarkdown(bySlug("us-wa-manufacturing-20-49"), "hazard-register");
    const row = register.split("\n").find((l) => WOOD_DUST.test(l) && l.startsWith("| H"))!;
    expect(row).toMatch(/Local exhaust ventilation at every saw, router, sander/);
    expect(row).toMatch(/regular health checks for asthma and other breathing symptoms/);
    expect(everyDocument(bySlug("us-wa-manufacturing-20-49"))).toMatch(/Wood dust hazard awareness training/);
  });

  it("a renovator's paint stripping job reads its dust as the painter's: old paint and wood, not building dust", () => {
    const g = bySlug("us-il-renovation-6-19");
    // Its drywall and ceiling replacement makes the board's own dust (not the painter's), and the
    // register of the PPE for all its work says so, at that work only; no document reads the paint
    // job's dust so.
    const BUILDING_DUST = /Dust from cutting drywall and sanding its joints/;
    const all = goldenTypes(g)
      .filter((type) => type !== "ppe-register")
      .map((type) => goldenMarkdown(g, type))
      .join("\n");
    expect(all).not.toMatch(BUILDING_DUST);
    const ppeRows = goldenMarkdown(g, "ppe-register")
      .split("\n")
      .filter((l) => BUILDING_DUST.test(l));
    expect(ppeRows.length).toBeGreaterThan(0);
    for (const row of ppeRows) expect(row).toMatch(/Anyone doing: drywall installation and finishing/);
    const sop = goldenMarkdown(g, "sop-template");
    const row = sop.split("\n").find((l) => PAINT_DUST.test(l) && l.startsWith("| Dust from"));
    expect(row).toBeDefined();
    expect(row).toMatch(/the dust of old paint may carry lead/);
    expect(row).toMatch(/lead-safe work practices wherever old paint may contain lead/);
    expect(BUILDING_DUST_LINES.exec(row!)?.[0] ?? null).toBeNull();
  });
});

/** A step that handles flammable liquids, vapours or gases, or hot cooking oil. */
const FLAMMABLE_STEP =
  /spray booth|mix and spray|solvent|rags|refuel|LPG|charge batteries|charge or refuel|fryer|turn off gas/i;
const TASK_FIRE = /Fire or explosion from flammable liquids, vapou?rs or gases|Fire from hot cooking oil/;

const sopSteps = (md: string): Row[] =>
  tables(md)
    .flat()
    .filter((r) => r["What to do"] !== undefined && r.Hazard !== undefined);
const swmsSteps = (md: string): Row[] =>
  tables(md)
    .flat()
    .filter((r) => r.Activity !== undefined && r.Hazards !== undefined && r.Step !== undefined);

describe("a procedure's step that handles flammables names the fire it can start", () => {
  it("every SOP step handling flammable liquids, vapours, gases or hot oil names a task fire hazard", () => {
    let seen = 0;
    for (const g of GOLDEN_BUSINESSES) {
      for (const row of sopSteps(goldenMarkdown(g, "sop-template"))) {
        // A pre-start check (hazard "All") and the emergency step are not steps of the work.
        if (!FLAMMABLE_STEP.test(row["What to do"]!) || row.Hazard === "All") continue;
        if (row.Hazard!.startsWith("None of its own")) continue;
        seen++;
        expect(row.Hazard, `${g.slug}: ${row["What to do"]}`).toMatch(TASK_FIRE);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("the SOP's hazard table rates each task fire hazard with its own controls", () => {
    const spray = goldenMarkdown(bySlug("us-wa-painting-1-5"), "sop-template");
    const fire = spray.split("\n").find((l) => l.startsWith("| Fire or explosion from flammable liquids"));
    expect(fire).toMatch(/no ignition sources/);
    expect(fire).toMatch(/closed metal bin/);
    expect(fire).toMatch(/extinguisher rated for flammable liquids/);
    const fryer = goldenMarkdown(bySlug("au-sa-hospitality-1-5"), "sop-template");
    const oil = fryer.split("\n").find((l) => l.startsWith("| Fire from hot cooking oil"));
    expect(oil).toMatch(/fire blanket and a wet chemical extinguisher/);
    expect(oil).toMatch(/Never water on an oil fire/);
  });

  it("the SOP and the SWMS or JSA of a business name the same fire hazards at the same step", () => {
    let seen = 0;
    for (const g of GOLDEN_BUSINESSES) {
      const sop = sopSteps(goldenMarkdown(g, "sop-template"));
      for (const row of swmsSteps(goldenMarkdown(g, "swms"))) {
        const twin = sop.find((s) => s["What to do"] && row.Activity!.endsWith(s["What to do"]!));
        if (!twin) continue;
        const fires = (text: string) => (text.match(new RegExp(TASK_FIRE, "g")) ?? []).sort();
        seen++;
        expect(fires(twin.Hazard!), `${g.slug}: ${row.Activity}`).toEqual(fires(row.Hazards!));
        if (FLAMMABLE_STEP.test(row.Activity!))
          expect(row.Hazards, `${g.slug}: ${row.Activity}`).not.toMatch(/Fire and emergency evacuation/);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe("a phone is how a worker calls for help, not part of the place", () => {
  it("no engineering control is a phone", () => {
    for (const g of GOLDEN_BUSINESSES) {
      const engineering = everyDocument(g).match(/Engineering control: [^|<\n]*/g) ?? [];
      for (const line of engineering) expect(line, g.slug).not.toMatch(/\bphone\b/i);
    }
    const row = goldenMarkdown(bySlug("us-fl-retail-1-5"), "hazard-register")
      .split("\n")
      .find((l) => l.includes("Customer aggression and shoplifting") && l.startsWith("| H"));
    expect(row).toMatch(/Administrative control: [^|]*charged phone kept within reach/);
  });
});

describe("a business of 1 to 5 people has a route past its owner, and whoever is in charge that day", () => {
  const small = GOLDEN_BUSINESSES.filter((g) => g.business.employeeCount === "1-5");

  it.each(small.map((g) => [g.slug, g] as const))("%s", (_slug, g) => {
    const policy = goldenMarkdown(g, "bullying-policy");
    expect(policy).not.toMatch(/go straight to the owner/i);
    expect(policy).toMatch(
      /If the owner or manager is involved, go to the (?:contact officer|designated contact person) named below(?: or to one of the external routes)?\./,
    );
    expect(policy).toMatch(/### External Routes/);
    expect(everyDocument(g)).not.toMatch(/Tell the owner or manager, who takes charge/);
    expect(goldenMarkdown(g, "swms")).toMatch(/Tell the owner, or whoever is in charge that day, who takes charge/);
  });
});

describe("a vaccination line names no vaccine the country's advice has not been checked for", () => {
  it("no reference business is offered a named vaccine for sewage or animal work", () => {
    for (const g of GOLDEN_BUSINESSES) {
      const text = everyDocument(g);
      expect(text, g.slug).not.toMatch(/hepatitis A vaccination|Q fever vaccination|vaccinate against Q fever/i);
    }
    expect(everyDocument(bySlug("nz-construction-sewer-6-19"))).toMatch(
      /offered the vaccinations a doctor or occupational health nurse advises for sewage work/,
    );
  });
});

describe("a painter's wet hand preparation adds no heat stripping without its controls", () => {
  it("no dust line offers a heat gun", () => {
    for (const g of GOLDEN_BUSINESSES) {
      for (const line of everyDocument(g).split("\n")) {
        if (!PAINT_DUST.test(line)) continue;
        expect(line, g.slug).not.toMatch(/heat gun/i);
      }
    }
    const row = goldenMarkdown(bySlug("us-wa-painting-1-5"), "hazard-register")
      .split("\n")
      .find((l) => PAINT_DUST.test(l) && l.startsWith("| H"));
    expect(row).toMatch(/Scrape and sand by hand with the surface kept wet instead of sanding, grinding or planing with power tools/);
  });
});

describe("a lead row assesses the lead workers breathe and tests their blood", () => {
  it("every lead paint or lead process row asks for air monitoring and blood-lead testing", () => {
    let seen = 0;
    for (const g of GOLDEN_BUSINESSES) {
      const rows = goldenMarkdown(g, "hazard-register")
        .split("\n")
        .filter((l) => l.startsWith("| H") && /\| (?:Disturbing lead-based paint|Lead processes)/.test(l));
      for (const row of rows) {
        seen++;
        expect(row, g.slug).toMatch(/air monitoring/i);
        expect(row, g.slug).toMatch(/blood[- ]lead (?:testing|monitoring)/i);
      }
    }
    expect(seen).toBeGreaterThanOrEqual(2);
  });
});

describe("a task's own fire cites the fire law the building's fire row cites", () => {
  const citesAfterSteps = (md: string): string => {
    const at = md.indexOf("The steps below are the method");
    return /^Cites: .*$/m.exec(md.slice(at))?.[0] ?? "";
  };
  it.each([
    // Its SWMS site is in Gateshead: England's fire law alone (decision 141).
    ["uk-gb-manufacturing-6-19", ["uk-fire-safety-order-2005 art 9"]],
    ["au-sa-hospitality-1-5", ["au-sa-whs-regulations-2012 r 43", "au-as-3745-2010"]],
    ["au-sa-transport-20-49", ["au-sa-whs-regulations-2012 r 43", "au-as-3745-2010"]],
    ["us-il-renovation-6-19", ["us-29-cfr-1910-39"]],
  ] as const)("%s", (slug, expected) => {
    const g = bySlug(slug);
    // The Illinois renovator's reference job strips paint by hand; on a job it sprays, its fire is
    // the federal standard's.
    const job =
      slug === "us-il-renovation-6-19"
        ? {
            ...g,
            metadata: { ...g.metadata, activity: "Spray painting restored window frames", taskIds: ["spray-painting"] },
          }
        : g;
    const swms = goldenMarkdown(job, "swms");
    expect(swmsSteps(swms).some((r) => TASK_FIRE.test(r.Hazards!))).toBe(true);
    const cites = citesAfterSteps(swms);
    for (const id of expected) expect(cites).toContain(id);
  });
});

describe("hoisting gas cylinders closes them and keeps ignition away", () => {
  it("the roofer's hoisting step closes and caps the cylinders", () => {
    const swms = goldenMarkdown(bySlug("us-ca-construction-20-49"), "swms");
    const row = swmsSteps(swms).find((r) => /cylinders to the roof by hoist/.test(r.Activity!));
    expect(Object.values(row ?? {}).join(" | ")).toMatch(
      /Cylinder valves closed and caps fitted for the lift; no ignition sources at the hoist or landing/,
    );
  });
});

describe("a small business's emergency is handed to whoever is in charge, in every line", () => {
  const small = GOLDEN_BUSINESSES.filter((g) => g.business.employeeCount === "1-5");
  it.each(small.map((g) => [g.slug, g] as const))("%s", (_slug, g) => {
    const swms = goldenMarkdown(g, "swms");
    expect(swms).not.toMatch(/until the owner or manager confirms/);
    expect(swms).toMatch(/until whoever is in charge confirms it may be disturbed/);
    expect(goldenMarkdown(g, "sop-template")).not.toMatch(/then tell the owner or manager\./);
  });
  it("the painter's SOP emergency step tells whoever is in charge", () => {
    expect(goldenMarkdown(bySlug("us-wa-painting-1-5"), "sop-template")).toMatch(/then tell whoever is in charge\./);
  });
});

describe("a livestock row offers vaccinations and hygiene against animal diseases", () => {
  // The orchard keeps no stock; the cattle station's row is the farm's livestock row.
  it("the farm's livestock row reads as a sentence and names hygiene controls", () => {
    const row = goldenMarkdown(bySlug("au-qld-cattle-station-6-19"), "hazard-register")
      .split("\n")
      .find((l) => l.startsWith("| H") && l.includes("| Livestock handling |"));
    expect(row).toMatch(/workers are offered the vaccinations/);
    expect(row).toMatch(/cuts and grazes covered/);
    expect(row).toMatch(/gloves worn to handle birthing products/);
    expect(row).toMatch(/hands washed before eating, drinking/);
  });
});
