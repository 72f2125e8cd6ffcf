import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS, type DocumentTypeId } from "../../src/domain/catalogue";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { GOLDEN_BUSINESSES, type GoldenBusiness } from "./businesses";
import { composeGolden } from "./render";

/**
 * Great Britain's documents cite the regulations the business's own work brings, and only those:
 * a farm's silo or a winery's tank entry brings the Confined Spaces Regulations 1997, a workshop's
 * air receiver the Pressure Systems Safety Regulations 2000, young kitchen staff regulation 19 of
 * the Management Regulations, a scaffolder the contractor's duties of CDM 2015 regulation 15; an
 * office is told none of them.
 */
const byslug = (slug: string) => GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;

/** A reference business moved to another place, industry or line of work. */
function variant(
  slug: string,
  changes: Partial<GoldenBusiness["business"]>,
  metadata: Partial<GoldenBusiness["metadata"]> = {},
): GoldenBusiness {
  const golden = byslug(slug);
  const business = { ...golden.business, ...changes };
  if (changes.jurisdiction) business.regions = [changes.jurisdiction];
  return { slug: `${slug}-variant`, business, metadata: { ...golden.metadata, ...metadata } };
}

const citedIn = (golden: GoldenBusiness, documentType: DocumentTypeId) =>
  composeGolden(golden, documentType).complianceReferences.citations;

const idsIn = (golden: GoldenBusiness, documentType: DocumentTypeId) =>
  new Set(citedIn(golden, documentType).map((c) => c.id));

const allIds = (golden: GoldenBusiness) => {
  const ids = new Set<string>();
  for (const type of DOCUMENT_TYPE_IDS) for (const id of idsIn(golden, type)) ids.add(id);
  return ids;
};

const WORK_LAW = [
  "uk-confined-spaces-regs-1997",
  "uk-pssr-2000",
  "uk-irr-2017",
  "uk-cvwr-2005",
  "uk-hse-l8",
];

const office = variant("uk-gb-retail-1-5", {
  name: "Severn Accountancy Ltd",
  industry: "professional",
  employeeCount: "6-19",
  workDescription: "Accountancy practice working from a rented first-floor office",
  highRiskActivities: [],
});

const farm = variant("uk-gb-retail-1-5", {
  name: "Fenland Arable Farms Ltd",
  industry: "agriculture",
  employeeCount: "6-19",
  workDescription: "Arable farm growing wheat and barley, with grain silos and a grain dryer",
  highRiskActivities: ["mobile-equipment"],
});

const winery = variant("au-vic-winery-tank-entry-6-19", {
  country: "UK",
  jurisdiction: "UK-GB",
});

const workshop = variant("uk-gb-machine-shop-mwf-6-19", {
  workDescription:
    "CNC turning and milling of steel and aluminium parts, with an air compressor and air receiver supplying the shop's compressed air",
});

const restaurant = variant("uk-gb-retail-1-5", {
  name: "The Quayside Kitchen Ltd",
  industry: "hospitality",
  employeeCount: "6-19",
  workDescription: "Restaurant and bar with a commercial kitchen, employing staff under 18 as kitchen porters and waiters",
  highRiskActivities: [],
});

describe("GB law that depends on the work is cited only where the work brings it", () => {
  it("an office is never cited confined spaces, pressure systems, radiation, vibration or legionella law", () => {
    const ids = allIds(office);
    for (const id of WORK_LAW) expect(ids.has(id), id).toBe(false);
    expect(renderPlainText(composeGolden(office, "policy"))).not.toMatch(/Confined Spaces|Pressure Systems/);
  });

  it("a farm with grain silos cites the Confined Spaces Regulations 1997 in its hazard register", () => {
    expect(idsIn(farm, "hazard-register").has("uk-confined-spaces-regs-1997")).toBe(true);
    expect(renderPlainText(composeGolden(farm, "hazard-register"))).toContain("Confined Spaces Regulations 1997");
  });

  it("a winery whose work is tank entry cites the Confined Spaces Regulations 1997, and no Australian law", () => {
    for (const type of ["hazard-register", "swms", "risk-assessment"] as const) {
      const ids = idsIn(winery, type);
      expect(ids.has("uk-confined-spaces-regs-1997"), type).toBe(true);
      expect([...ids].some((id) => id.startsWith("au-")), type).toBe(false);
    }
  });

  it("an engineering workshop with an air receiver cites the Pressure Systems Safety Regulations 2000", () => {
    expect(idsIn(workshop, "hazard-register").has("uk-pssr-2000")).toBe(true);
    expect(renderPlainText(composeGolden(workshop, "hazard-register"))).toMatch(/written scheme of examination/i);
    // The reference machine shop names no pressure system and is not told of one.
    expect(allIds(byslug("uk-gb-machine-shop-mwf-6-19")).has("uk-pssr-2000")).toBe(false);
  });

  it("a restaurant employing under-18s cites regulation 19 of the Management Regulations", () => {
    const cited = citedIn(restaurant, "hazard-register");
    expect(cited.some((c) => c.id === "uk-mhswr-1999" && c.pinpoint === "reg 19")).toBe(true);
    expect(renderPlainText(composeGolden(restaurant, "hazard-register"))).toContain("reg 19");
  });

  it("a restaurant cooking on gas ranges cites the Gas Safety (Installation and Use) Regulations 1998; a kitchen that names no gas does not", () => {
    const gas = variant("uk-gb-retail-1-5", {
      name: "The Quayside Kitchen Ltd",
      industry: "hospitality",
      employeeCount: "6-19",
      workDescription: "Restaurant with a commercial kitchen cooking on gas ranges and gas fryers",
      highRiskActivities: [],
    });
    expect(idsIn(gas, "hazard-register").has("uk-gsiur-1998")).toBe(true);
    expect(renderPlainText(composeGolden(gas, "hazard-register"))).toContain("Gas Safe registered engineer");
    expect(allIds(restaurant).has("uk-gsiur-1998")).toBe(false);
    expect(allIds(office).has("uk-gsiur-1998")).toBe(false);
  });

  it("a salmon farm whose staff dive at the pens cites the Diving at Work Regulations 1997; an office does not", () => {
    const salmon = byslug("uk-gb-salmon-farm-20-49");
    expect(idsIn(salmon, "hazard-register").has("uk-diving-at-work-regs-1997")).toBe(true);
    expect(renderPlainText(composeGolden(salmon, "hazard-register"))).toContain("Diving at Work Regulations 1997");
    expect(allIds(office).has("uk-diving-at-work-regs-1997")).toBe(false);
    expect(allIds(restaurant).has("uk-diving-at-work-regs-1997")).toBe(false);
  });

  it("a builder that demolishes cites regulation 5 of the Control of Asbestos Regulations 2012 before the work; an office does not", () => {
    const builder = byslug("uk-gb-construction-6-19");
    const cited = citedIn(builder, "hazard-register");
    expect(cited.some((c) => c.id === "uk-car-2012" && c.pinpoint === "reg 5")).toBe(true);
    const swms = renderPlainText(composeGolden(builder, "swms"));
    expect(swms).toContain("find out whether asbestos is present");
    for (const type of DOCUMENT_TYPE_IDS)
      expect(citedIn(office, type).some((c) => c.id === "uk-car-2012" && c.pinpoint === "reg 5"), type).toBe(false);
  });

  it("electrical work in Great Britain rests on competence under EAWR regulation 16, never an electrical licence", () => {
    const electrician = variant("uk-gb-construction-6-19", {
      name: "Calder Electrical Ltd",
      workDescription: "Electrical contractor: rewiring, new circuits and consumer unit changes in homes and shops",
      highRiskActivities: ["electrical-work"],
    });
    const cited = citedIn(electrician, "hazard-register");
    expect(cited.some((c) => c.id === "uk-eawr-1989" && c.pinpoint === "reg 16")).toBe(true);
    const register = renderPlainText(composeGolden(electrician, "hazard-register"));
    expect(register).toContain("Electricity at Work Regulations 1989, regulation 16");
    expect(register).not.toContain("Electrical licence");
  });

  it("a scaffolder's policy cites and states CDM 2015's contractor duties (regulation 15)", () => {
    const scaffolder = byslug("uk-gb-scaffolding-6-19");
    const cited = citedIn(scaffolder, "policy");
    expect(cited.some((c) => c.id === "uk-cdm-2015" && c.pinpoint === "reg 15")).toBe(true);
    expect(renderPlainText(composeGolden(scaffolder, "policy"))).toMatch(
      /plan, manage and monitor the construction work/,
    );
    // A shop is not a contractor on a construction project.
    expect(renderPlainText(composeGolden(byslug("uk-gb-retail-1-5"), "policy"))).not.toMatch(
      /plan, manage and monitor the construction work/,
    );
  });

  it.each(GOLDEN_BUSINESSES.filter((g) => g.business.jurisdiction === "UK-GB").map((g) => [g.slug, g] as const))(
    "%s: the policy's consultation cites both sets of consultation regulations",
    (_slug, golden) => {
      const ids = idsIn(golden, "policy");
      expect(ids.has("uk-srsc-regs-1977")).toBe(true);
      expect(ids.has("uk-hscer-1996")).toBe(true);
    },
  );

  it("a builder's vibrating tools are held to the Vibration Regulations' values, with the Regulations cited", () => {
    const builder = byslug("uk-gb-construction-6-19");
    const register = renderPlainText(composeGolden(builder, "hazard-register"));
    expect(register).toContain("exposure action value of 2.5 m/s² A(8)");
    expect(register).toContain("exposure limit value of 5.0 m/s² A(8)");
    expect(idsIn(builder, "hazard-register").has("uk-cvwr-2005")).toBe(true);
    // A bookshop's falling stock is not vibrating tools.
    expect(allIds(byslug("uk-gb-retail-1-5")).has("uk-cvwr-2005")).toBe(false);
  });

  it("noisy work in Great Britain states the Noise Regulations' action and limit values; elsewhere it does not", () => {
    const press = renderPlainText(composeGolden(byslug("uk-gb-power-press-20-49"), "hazard-register"));
    expect(press).toContain("lower exposure action value of 80 dB(A)");
    expect(press).toContain("upper exposure action value of 85 dB(A)");
    expect(press).toContain("exposure limit value of 87 dB(A)");
    for (const slug of ["au-qld-manufacturing-50-199", "us-wa-stamping-20-49"]) {
      const text = renderPlainText(composeGolden(byslug(slug), "hazard-register"));
      expect(text, slug).not.toContain("Control of Noise at Work Regulations");
      expect(text, slug).not.toContain("m/s² A(8)");
    }
  });

  it("the duty to manage asbestos is stated as regulation 4 words it, with no building date the regulation does not give", () => {
    for (const golden of GOLDEN_BUSINESSES.filter((g) => g.business.jurisdiction === "UK-GB")) {
      const audit = renderPlainText(composeGolden(golden, "safety-audit"));
      expect(audit, golden.slug).toContain(
        "suitable and sufficient assessment is carried out of whether asbestos is or is liable to be present",
      );
      expect(audit, golden.slug).not.toMatch(/built before \d{4}|before 2000/);
    }
  });

  it("fire law is the nation's the postcode shows, and both nations' where none does", () => {
    // The warehouse's site is in Leicestershire, the salmon farm's shore base in Morvern.
    const english = renderPlainText(composeGolden(byslug("uk-gb-warehouse-50-199"), "emergency-plan"));
    expect(english).toContain("Regulatory Reform (Fire Safety) Order 2005");
    expect(english).not.toContain("Fire (Scotland) Act 2005");
    const scottish = renderPlainText(composeGolden(byslug("uk-gb-salmon-farm-20-49"), "emergency-plan"));
    expect(scottish).toContain("Fire (Scotland) Act 2005");
    expect(scottish).not.toContain("Regulatory Reform (Fire Safety) Order 2005");
    const warehouse = byslug("uk-gb-warehouse-50-199");
    const unplaced = renderPlainText(
      composeGolden({ ...warehouse, metadata: { ...warehouse.metadata, location: "" } }, "emergency-plan"),
    );
    expect(unplaced).toContain("Fire (Scotland) Act 2005");
    expect(unplaced).toContain("Regulatory Reform (Fire Safety) Order 2005");
  });
});
