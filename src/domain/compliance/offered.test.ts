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
});
