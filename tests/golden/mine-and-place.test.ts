import { describe, expect, it } from "vitest";
import type { DocumentTypeId } from "../../src/domain/catalogue";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { EMERGENCY_SCENARIOS } from "../../src/domain/emergencies";
import { TASK_IDS, taskById } from "../../src/domain/tasks";
import { GOLDEN_BUSINESSES, type GoldenBusiness } from "./businesses";
import { composeGolden } from "./render";

/**
 * A blasting business's documents carry blasting's own hazards, PPE, permit and substances; a mine
 * calls its own emergency response first; an emergency plan prepares for the natural hazards its
 * place has, and no others. Each class is checked over every reference business it reaches.
 */
const text = (golden: GoldenBusiness, type: DocumentTypeId) => renderPlainText(composeGolden(golden, type));
const bySlug = (slug: string) => GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;
const BLASTERS = GOLDEN_BUSINESSES.filter((g) => g.business.highRiskActivities.includes("explosives"));
const MINES = GOLDEN_BUSINESSES.filter((g) => g.business.industry === "mining");

/** A business like a reference one, in another place or with other words for its work. */
const variant = (golden: GoldenBusiness, business: Partial<GoldenBusiness["business"]>, metadata = {}) => ({
  ...golden,
  business: { ...golden.business, ...business },
  metadata: { ...golden.metadata, ...metadata },
});

describe("a blasting method has blasting's own hazards and controls", () => {
  it("there are blasting businesses to check", () => expect(BLASTERS.length).toBeGreaterThanOrEqual(2));

  it.each(BLASTERS.map((g) => [g.slug, g] as const))("%s: SWMS and SOP", (_slug, golden) => {
    for (const type of ["swms", "sop-template"] as const) {
      const doc = text(golden, type);
      expect(doc, type).toMatch(/lightning/i);
      expect(doc, type).toMatch(/stand down|stand-down/i);
      expect(doc, type).toMatch(/reactive or hot ground/i);
      expect(doc, type).toMatch(/crest/i);
      expect(doc, type).toMatch(/bulk loading truck \(mobile manufacturing unit, MMU\)/i);
      expect(doc, type).toMatch(/sleep time/i);
      // PPE of this work, not of transferring flammable liquids or handling corrosives.
      expect(doc, type).not.toMatch(/when transferring flammable liquids/i);
      expect(doc, type).not.toMatch(/Face shield/i);
    }
  });

  it("the charging step controls the bulk loading truck among people, not only names the hazard", () => {
    const swms = composeGolden(bySlug("au-wa-mining-50-199"), "swms");
    const steps = swms.sections.flatMap((s) => s.tables ?? []).find((t) => t.rows.some((r) => /Charge and prime/.test(String(r.activity ?? ""))));
    const charging = steps?.rows.find((r) => /Charge and prime/.test(String(r.activity ?? "")));
    expect(String(charging?.controls)).toMatch(/bulk loading truck/i);
    expect(String(charging?.controls)).toMatch(/positive contact/i);
  });

  it("every task whose steps meet explosives names a permit on those steps", () => {
    for (const id of TASK_IDS) {
      const task = taskById(id)!;
      for (const step of task.steps.filter((s) => s.hazards.includes("explosives")))
        expect(step.permits.length, `${id}: ${step.do}`).toBeGreaterThan(0);
    }
  });
});

describe("a business whose work needs a permit is never told none does", () => {
  it.each(BLASTERS.map((g) => [g.slug, g] as const))("%s", (_slug, golden) => {
    const permit = composeGolden(golden, "permit");
    const doc = renderPlainText(permit);
    expect(doc).not.toMatch(/routinely needs a permit/);
    expect(doc).toMatch(/Blast permit issued under the mine's blasting procedure/);
    // The permit holds the conditions the issuer fills in from the mine's procedure, not figures of its own.
    expect(permit.sections.map((s) => s.id)).toContain("blasting");
    expect(doc).toMatch(/Lightning stand-down distance \(from the mine's procedure\)/);
    expect(doc).toMatch(/Longest sleep time for charged holes/);
    expect(doc).toMatch(/Shotfirer in charge/);
  });

  it("the SWMS lists the blast permit with the licences", () => {
    for (const golden of BLASTERS)
      expect(text(golden, "swms"), golden.slug).toMatch(/Permit to work \| Blast permit|Permit to work.*Blast permit/s);
  });
});

describe("the chemical register carries what the business's own work uses", () => {
  it.each(BLASTERS.map((g) => [g.slug, g] as const))("%s: explosives and their precursors", (_slug, golden) => {
    const doc = text(golden, "chemical-register");
    expect(doc).toMatch(/Ammonium nitrate/);
    expect(doc).toMatch(/emulsion or ANFO/);
    expect(doc).toMatch(/detonators/);
  });

  it("a house painter's register holds paints and solvents, not cement and diesel", () => {
    const doc = text(bySlug("us-wa-painting-1-5"), "chemical-register");
    expect(doc).toMatch(/Water-based \(acrylic\) paints/);
    expect(doc).toMatch(/Solvent-based paints/);
    expect(doc).toMatch(/Old lead-based paint/);
    expect(doc).not.toMatch(/Cement, mortar/);
    expect(doc).not.toMatch(/Diesel fuel/);
  });

  it("a body shop spraying two-pack paint lists the isocyanate hardener, not metalworking fluid", () => {
    const doc = text(bySlug("uk-gb-manufacturing-6-19"), "chemical-register");
    expect(doc).toMatch(/isocyanates/);
    expect(doc).not.toMatch(/Metalworking \(cutting\) fluid/);
  });

  it("an orchard's spraying is pesticide, not paint; a renovator's paint removal is not painting", () => {
    expect(text(bySlug("au-tas-agriculture-6-19"), "chemical-register")).not.toMatch(/paints/i);
    expect(text(bySlug("us-il-renovation-6-19"), "chemical-register")).not.toMatch(/Water-based \(acrylic\) paints/);
  });
});

describe("a mine calls its own emergency response first", () => {
  it("there are mines to check", () => expect(MINES.length).toBeGreaterThanOrEqual(2));

  it.each(MINES.map((g) => [g.slug, g] as const))("%s", (_slug, golden) => {
    const plan = text(golden, "emergency-plan");
    expect(plan).not.toMatch(/call 000 before anyone else/i);
    expect(plan).toMatch(/The first call is the site emergency number/);
    expect(plan).toMatch(/000 is called as the site's emergency procedure sets/);
    // The site's line heads the contacts.
    const contacts = composeGolden(golden, "emergency-plan")
      .sections.find((s) => s.id === "emergency-contacts")!
      .tables![0]!.rows;
    expect(String(contacts[0]!.contact)).toMatch(/site emergency number|emergency response team/i);
    expect(String(contacts[1]!.number)).toBe("000");
    for (const type of ["swms", "first-aid-plan", "incident-form", "induction", "contractor-induction"] as const) {
      const doc = text(golden, type);
      expect(doc, type).toMatch(/site emergency number/);
      expect(doc, type).not.toMatch(/(?:call|Call) 000 (?:for|first)/);
    }
    expect(text(golden, "permit")).toMatch(/the crew knows to call the site emergency number/);
  });

  it("a business that is not on a mine or a fly-in site still calls the emergency services first", () => {
    for (const golden of GOLDEN_BUSINESSES.filter((g) => g.business.industry !== "mining")) {
      if (/fifo|fly-in/i.test(golden.business.workDescription ?? "")) continue;
      expect(text(golden, "emergency-plan"), golden.slug).toMatch(/before anyone else\./);
    }
  });
});

describe("an emergency plan prepares for its place's own natural hazards", () => {
  const surfShop = bySlug("us-fl-retail-1-5");

  it("the Florida beach shop plans for hurricanes, storm surge and lightning, not earthquakes", () => {
    const plan = text(surfShop, "emergency-plan");
    expect(plan).toMatch(/Hurricane and storm surge/);
    expect(plan).toMatch(/evacuation zone/);
    expect(plan).toMatch(/storm surge/);
    expect(plan).toMatch(/Thunderstorm and lightning/);
    expect(plan).not.toMatch(/earthquake/i);
    expect(plan).not.toMatch(/drop, cover and hold on/i);
  });

  it("no plan tells a place without earthquakes to drop, cover and hold on", () => {
    const quakeRegions = new Set(EMERGENCY_SCENARIOS.find((s) => s.id === "earthquake")!.when.regions);
    for (const golden of GOLDEN_BUSINESSES) {
      const places = [golden.business.jurisdiction, ...golden.business.regions];
      const plan = text(golden, "emergency-plan");
      if (places.some((p) => quakeRegions.has(p))) expect(plan, golden.slug).toMatch(/#?\s*Earthquake/);
      else expect(plan, golden.slug).not.toMatch(/earthquake/i);
    }
  });

  it("a plan where earthquakes strike keeps steps for them, fitted to a building or an open site", () => {
    // Washington presses work in a building; the Californian roofer and the Auckland drainlayer on open sites.
    expect(text(bySlug("us-wa-stamping-20-49"), "emergency-plan")).toMatch(/drop, cover and hold on/);
    for (const slug of ["us-ca-construction-20-49", "nz-construction-6-19"]) {
      const plan = text(bySlug(slug), "emergency-plan");
      // An open site has sheds and offices too: they drop, cover and hold on; in the open, in a
      // cab and at height people do what the open site asks.
      expect(plan, slug).toMatch(/In the open: stop (?:plant|machinery) and vehicles, take a few steps to a clear spot/);
      expect(plan, slug).toMatch(/Inside a building, shed or site office: drop, cover and hold on/);
      expect(plan, slug).toMatch(/Anyone at height stays tied off/);
      expect(plan, slug).not.toMatch(/struck services/);
    }
  });

  it("a shop inland in Texas is not planned for storm surge; one on the Gulf coast is", () => {
    const inland = variant(surfShop, { jurisdiction: "US-TX", regions: ["US-TX"] }, { location: "500 Main Street, Dallas, TX 75201" });
    const coast = variant(surfShop, { jurisdiction: "US-TX", regions: ["US-TX"] }, { location: "2100 Seawall Boulevard, Galveston Island, TX 77550" });
    expect(text(inland, "emergency-plan")).not.toMatch(/storm surge/i);
    expect(text(coast, "emergency-plan")).toMatch(/Hurricane and storm surge/);
  });

  it("Australian outdoor work plans for bushfire; a city office does not get it as its work", () => {
    expect(text(bySlug("au-tas-agriculture-6-19"), "emergency-plan")).toMatch(/Bushfire/);
    expect(text(bySlug("au-nsw-construction-20-49"), "emergency-plan")).toMatch(/fire danger rating/);
    expect(text(bySlug("au-act-professional-6-19"), "emergency-plan")).not.toMatch(/Bushfire/);
  });

  it("the place's natural hazards are listed apart from the work's own emergencies", () => {
    const plan = text(bySlug("au-wa-mining-50-199"), "emergency-plan");
    expect(plan).toMatch(/It prepares for the natural hazards of this place: cyclone, bushfire and heatwave\./);
    expect(plan).not.toMatch(/emergencies of this work:[^.]*cyclone/);
  });
});
