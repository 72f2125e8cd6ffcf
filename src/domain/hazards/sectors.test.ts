import { describe, expect, it } from "vitest";
import { sectorOf } from "./sectors";

describe("the work a business's own words name", () => {
  it("names a forestry crew, a salmon farm and a beekeeper registered under agriculture by their own work", () => {
    expect(
      sectorOf({
        industry: "agriculture",
        workDescription: "Forestry harvesting contractor: mechanised felling",
      }),
    ).toBe("forestry");
    expect(
      sectorOf({ industry: "agriculture", workDescription: "Salmon farm with sea pens and a feed barge" }),
    ).toBe("aquaculture");
    expect(sectorOf({ industry: "agriculture", workDescription: "Commercial beekeeping: 800 hives" })).toBe(
      "beekeeping",
    );
  });

  it("names a vet by its work, not as health care", () => {
    expect(sectorOf({ industry: "healthcare", workDescription: "Small-animal veterinary hospital" })).toBe(
      "veterinary",
    );
  });

  it("keeps the industry where the work is not filed under it, or the words name a customer's or a product's", () => {
    // A factory making farm equipment does not farm; a builder who builds for farms does not either.
    expect(
      sectorOf({ industry: "manufacturing", workDescription: "Welding frames for farm equipment" }),
    ).toBeNull();
    expect(
      sectorOf({ industry: "construction", workDescription: "Small extensions for homes and farms" }),
    ).toBeNull();
    // A restaurant that pours a winery's wines is not a winery.
    expect(
      sectorOf({ industry: "hospitality", workDescription: "Restaurant and bar beside a winery" }),
    ).toBeNull();
    expect(sectorOf({ industry: "agriculture", workDescription: "" })).toBeNull();
    expect(sectorOf({ industry: "agriculture", workDescription: null })).toBeNull();
  });
});
