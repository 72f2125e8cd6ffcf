import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS } from "../../src/domain/catalogue";
import { GOLDEN_BUSINESSES, type GoldenBusiness } from "./businesses";
import { tables } from "./markdown-tables";
import { bySlug, everyDocument, goldenMarkdown, ownWords } from "./render";

/**
 * What a customer receives fits the business it is for: a hazard's title names the business's own
 * hazard, not every kind a library entry groups; a row's infections, vaccinations and the job step
 * that offers them agree and say who is offered what; a business of 1 to 5 people is never told to
 * report to a supervisor it does not have; a small shop is not given a bank's robbery controls; and
 * a procedure says what to do in an emergency as its last step, not as a rated building hazard.
 */

const SMALL = GOLDEN_BUSINESSES.filter((g) => g.business.employeeCount === "1-5");
const SEWAGE = /sewage|sewer|drain|wastewater|septic|plumb/;

describe("a hazard's title names the business's own hazard", () => {
  it.each(["nz-construction-sewer-6-19", "nz-construction-6-19"])(
    "%s: the sewage row is titled for sewage in every document",
    (slug) => {
      const g = bySlug(slug);
      for (const type of ["risk-assessment", "hazard-register", "action-plan"] as const)
        expect(goldenMarkdown(g, type), type).toContain("Sewage and sewage-contaminated soil and water");
      expect(everyDocument(g)).not.toMatch(/body fluids, animals, mould/);
    },
  );

  it("no reference business's titles list biological materials or dusts its own work does not have", () => {
    for (const g of GOLDEN_BUSINESSES) {
      const text = everyDocument(g);
      const words = ownWords(g);
      if (SEWAGE.test(words) || g.business.industry === "agriculture")
        expect(text, g.slug).not.toMatch(/Biological materials \(sewage, body fluids, animals, mould\)/);
      if (!/grain|flour|feed/.test(words) && g.business.industry !== "agriculture")
        expect(text, g.slug).not.toMatch(/Dust \([^)]*grain/);
    }
  });

  it("a painter's, a cabinet maker's and a builder's dust rows name their own dusts", () => {
    expect(goldenMarkdown(bySlug("us-wa-painting-1-5"), "hazard-register")).toContain(
      "Dust from sanding and scraping old paint, filler and wood",
    );
    expect(goldenMarkdown(bySlug("us-wa-manufacturing-20-49"), "hazard-register")).toContain(
      "Wood dust (solid wood, MDF and other board)",
    );
    expect(goldenMarkdown(bySlug("uk-gb-construction-6-19"), "hazard-register")).toContain(
      "Dust (silica, wood and other building dusts)",
    );
  });
});

describe("a row's infections, vaccinations and job step agree", () => {
  const OFFER = "is offered the vaccinations a doctor or occupational health nurse advises for sewage work";

  it("no document offers vaccination 'where relevant'", () => {
    for (const g of GOLDEN_BUSINESSES) expect(everyDocument(g), g.slug).not.toMatch(/vaccination where relevant/i);
  });

  it.each(["nz-construction-sewer-6-19", "nz-construction-6-19"])(
    "%s: the sewage row and its SWMS step offer the vaccines for the infections the row names",
    (slug) => {
      const g = bySlug(slug);
      const register = tables(goldenMarkdown(g, "hazard-register"))
        .flat()
        .find((r) => r.Hazard === "Sewage and sewage-contaminated soil and water")!;
      expect(register["Potential harm"]).toMatch(/hepatitis A, leptospirosis, gastroenteritis and tetanus/);
      expect(register["Controls in place (required before work)"]).toContain(`works with sewage ${OFFER}`);
      const swms = goldenMarkdown(g, "swms");
      expect(swms).toContain(`works with sewage ${OFFER}`);
      expect(everyDocument(g)).not.toMatch(/hepatitis A and B/);
      // Which vaccines are offered for sewage work differs by country: the line names none.
      expect(everyDocument(g)).not.toMatch(/hepatitis A vaccination|Q fever vaccination/i);
    },
  );
});

describe("a business of 1 to 5 people is given the roles it has", () => {
  /** Another business's people, and the law's and regulator's own sentences, keep their words. */
  const OTHERS = /contractor's supervisor|contractor's site manager|contractors' supervisors|crew leader, supervisor or person in direct charge|Train supervisors to recogni[sz]e/g;

  it("there are small reference businesses", () => expect(SMALL.length).toBeGreaterThanOrEqual(4));

  it.each(SMALL.flatMap((g) => DOCUMENT_TYPE_IDS.map((type) => [g.slug, type] as const)))(
    "%s %s names no supervisor, leading hand or other manager",
    (slug, type) => {
      const text = goldenMarkdown(bySlug(slug), type).replace(OTHERS, "");
      expect(text).not.toMatch(/\bsupervisors?\b/i);
      expect(text).not.toMatch(/\bleading hands?\b|\banother manager\b|\bsecurity staff\b|\bsite manager\b/i);
      expect(text).not.toMatch(/\bHR\b|human resources|\barea wardens?\b(?<!no area wardens?)/);
    },
  );

  it("the painter's action plan gives every action to the employer or manager", () => {
    const rows = tables(goldenMarkdown(bySlug("us-wa-painting-1-5"), "action-plan")).flat();
    const owners = new Set(rows.map((r) => r.Owner).filter(Boolean));
    expect(owners.size).toBeGreaterThan(0);
    for (const owner of owners) expect(owner).not.toMatch(/supervisor/i);
  });

  it("a business with 6 or more people still has its supervisors", () => {
    expect(everyDocument(bySlug("nz-construction-sewer-6-19"))).toMatch(/tell your supervisor/);
  });
});

describe("a small shop's aggression row gives what the shop can do", () => {
  const shops = ["uk-gb-retail-1-5", "us-fl-retail-1-5"];

  it.each(shops)("%s: no duress alarms, monitored CCTV or ban on working alone; a phone and a check-in call", (slug) => {
    const text = everyDocument(bySlug(slug));
    expect(text).not.toMatch(/duress alarm|CCTV with visible monitors|no working alone at opening or closing/i);
    expect(text).not.toMatch(/Customer aggression and robbery/);
    expect(text).toMatch(slug.startsWith("us-") ? /phone kept within reach/ : /phone kept to hand/);
    expect(text).toMatch(/checks in by phone/);
  });

  it("a shop that handles cash and trades late keeps its robbery controls", () => {
    const shop = bySlug("uk-gb-retail-1-5");
    const cash: GoldenBusiness = {
      ...shop,
      business: { ...shop.business, workDescription: "Late night convenience store with cash handling" },
    };
    const text = goldenMarkdown(cash, "hazard-register");
    expect(text).toMatch(/Customer aggression and robbery/);
    expect(text).toMatch(/duress alarms/);
    expect(text).toMatch(/no working alone at opening or closing/);
  });

  it("a café that serves no alcohol is not told to keep two people on at close", () => {
    const text = everyDocument(bySlug("au-sa-hospitality-1-5"));
    expect(text).not.toMatch(/Two people on at close/);
    expect(text).toMatch(/Whoever closes alone checks in by phone/);
  });
});

describe("a procedure's emergency row is a step in the country's words", () => {
  const NUMBERS: Record<string, string> = { AU: "000", NZ: "111", UK: "999", GB: "999", US: "911" };

  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug]))("%s", (slug) => {
    const g = bySlug(slug);
    const md = goldenMarkdown(g, "sop-template");
    const [hazards, steps] = [
      tables(md).find((t) => t[0]?.["Potential harm"] !== undefined) ?? [],
      tables(md).find((t) => t[0]?.Stage !== undefined)!,
    ];
    expect(hazards.map((r) => r.Hazard)).not.toContain("Fire and emergency evacuation");
    for (const s of steps) expect(s.Hazard).not.toMatch(/Fire and emergency evacuation/);
    const last = steps.at(-1)!;
    expect(last.Stage).toBe("If an emergency happens");
    const call = g.business.industry === "mining" ? "the site emergency number" : NUMBERS[g.business.country]!;
    expect(last["What to do"]).toContain(`call ${call}`);
    expect(last["Controls / key points"]).toBe("");
    if (g.business.employeeCount === "1-5") expect(last["What to do"]).toMatch(/then tell whoever is in charge\.$/);
  });
});
