import { describe, expect, it } from "vitest";
import { documentOffered, type OfferBusiness } from "./offered";

const business = (
  jurisdiction: string,
  industry: string,
  workDescription: string,
  highRiskActivities: string[] = [],
): OfferBusiness => ({
  country: jurisdiction.slice(0, 2),
  jurisdiction,
  employeeCount: "6-19",
  industry,
  highRiskActivities,
  workDescription,
});

const office = (code: string) =>
  business(code, "professional", "Accounting and bookkeeping from a city office");
const childcare = (code: string) =>
  business(code, "education", "Long day care centre for children aged six weeks to five years");

describe("which businesses are offered a silica control plan", () => {
  it("is not offered to an office or a childcare centre, in any country", () => {
    for (const code of ["AU-NSW", "AU-VIC", "NZ", "UK-GB", "UK-NI", "US-TX", "US-AZ", "US-CA"]) {
      expect(documentOffered("silica-plan", office(code)), code).toBe(false);
      expect(documentOffered("silica-plan", childcare(code)), code).toBe(false);
      // Every other type is still offered to them.
      expect(documentOffered("heat-plan", office(code)), code).toBe(true);
      expect(documentOffered("swms", childcare(code)), code).toBe(true);
    }
  });

  it("is not offered because a business declared dust that is not silica", () => {
    const farm = business("US-KS", "agriculture", "Grain farm: harvest, drying and binning wheat", [
      "dust-exposure",
    ]);
    expect(documentOffered("silica-plan", farm)).toBe(false);
  });

  it("is offered to a concreter, a tiler and a roofer cutting tiles", () => {
    const concreter = business(
      "AU-NSW",
      "construction",
      "Concreting, core drilling and saw cutting of slabs",
    );
    expect(documentOffered("silica-plan", concreter)).toBe(true);
    const roofer = business("US-AZ", "construction", "Concrete tile re-roofing of homes");
    expect(documentOffered("silica-plan", roofer, { activity: "Cutting concrete roof tiles" })).toBe(true);
  });

  it("is offered to any business for a job it names, or a task it chooses, that makes silica dust", () => {
    const shop = business("UK-GB", "retail", "A hardware shop");
    expect(documentOffered("silica-plan", shop)).toBe(false);
    expect(documentOffered("silica-plan", shop, { taskIds: ["concrete-cutting-drilling"] })).toBe(true);
  });

  it("is not offered to a manufacturer for its industry: a winery, a machine shop, a press shop, a sawmill", () => {
    const makers = [
      business(
        "AU-SA",
        "manufacturing",
        "Winery: crushing, fermenting wine in stainless tanks, barrel ageing and bottling",
      ),
      business(
        "UK-GB",
        "manufacturing",
        "CNC turning and milling of steel and aluminium parts for the automotive trade",
      ),
      business(
        "US-WA",
        "manufacturing",
        "Metal stamping on mechanical and hydraulic presses, with forklift material handling",
      ),
      business("NZ", "manufacturing", "Radiata pine sawmill with a planer mill and dust extraction", [
        "dust-exposure",
      ]),
      business("UK-GB", "manufacturing", "Vehicle body repair and spray painting with two-pack paints"),
    ];
    for (const maker of makers)
      expect(documentOffered("silica-plan", maker), maker.workDescription!).toBe(false);
    // A machine shop is still offered it for a job of cutting concrete it names.
    expect(documentOffered("silica-plan", makers[1]!, { taskIds: ["concrete-cutting-drilling"] })).toBe(true);
  });

  it("is offered to a maker whose own words name work that makes silica dust", () => {
    for (const [code, words] of [
      ["AU-NSW", "Stone benchtop fabrication and installation for kitchens"],
      ["US-TX", "Precast concrete panels and pipes for civil works"],
      ["UK-GB", "Iron foundry: sand moulding, casting and fettling"],
      ["NZ", "Brickworks: clay brick making and firing"],
    ] as const) {
      expect(documentOffered("silica-plan", business(code, "manufacturing", words)), words).toBe(true);
    }
  });
});

describe("which businesses are offered a psychosocial and harassment risk assessment", () => {
  it("is offered to every business: where the law asks for psychosocial risks to be controlled, and as good practice elsewhere", () => {
    for (const code of ["AU-NSW", "AU-VIC", "NZ", "UK-GB", "UK-NI", "US-TX", "US-CA"]) {
      expect(documentOffered("psychosocial-assessment", office(code)), code).toBe(true);
      expect(documentOffered("psychosocial-assessment", childcare(code)), code).toBe(true);
      expect(
        documentOffered("psychosocial-assessment", business(code, "construction", "House framing")),
        code,
      ).toBe(true);
    }
  });
});
