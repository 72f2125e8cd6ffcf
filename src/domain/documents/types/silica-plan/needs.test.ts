import { describe, expect, it } from "vitest";
import { businessRequirements, type RequirementsBusiness } from "../../../compliance";

const business = (
  jurisdiction: string,
  industry: string,
  highRiskActivities: string[] = [],
  workDescription: string | null = null,
): RequirementsBusiness => ({
  country: jurisdiction.slice(0, 2),
  jurisdiction,
  employeeCount: "6-19",
  industry,
  highRiskActivities,
  workDescription,
});

const silica = (b: RequirementsBusiness) =>
  businessRequirements(b).find((r) => r.documentType === "silica-plan");

const STONE = "Stone benchtop fabrication: cutting, edging and polishing natural stone slabs";
const CUTTING = "Precast concrete panels: casting, then saw cutting and core drilling the panels";

describe("what a business needs: the silica control plan", () => {
  it("is required for an Australian stonemason, tiler or concreter, on the WHS Regulations' silica provisions", () => {
    for (const code of ["AU-NSW", "AU-QLD", "AU-WA"]) {
      const need = silica(business(code, "construction"));
      expect(need?.level, code).toBe("required");
      expect(need?.reasons[0]?.text, code).toContain("silica risk control plan");
    }
    // A stone benchtop workshop: its own words name the work, with or without the dust declared.
    expect(silica(business("AU-SA", "manufacturing", ["dust-exposure"], STONE))?.level).toBe("required");
    expect(silica(business("AU-SA", "manufacturing", [], STONE))?.level).toBe("required");
  });

  it("is required for a US construction crew cutting concrete, on 29 CFR 1926.1153", () => {
    const need = silica(business("US-TX", "construction", ["dust-exposure"]));
    expect(need?.level).toBe("required");
    expect(need?.reasons[0]?.text).toContain("29 CFR 1926.1153");
  });

  it("is recommended, as good practice or the COSHH assessment, where work may make silica dust elsewhere", () => {
    expect(silica(business("AU-VIC", "construction"))?.level).toBe("recommended");
    expect(silica(business("NZ", "construction"))?.reasons[0]?.text).toMatch(/good practice/);
    expect(silica(business("UK-GB", "construction"))?.reasons[0]?.text).toContain("COSHH");
    // A manufacturer whose own words name stone or concrete cutting.
    expect(silica(business("US-TX", "manufacturing", [], CUTTING))?.level).toBe("recommended");
    expect(silica(business("UK-GB", "manufacturing", [], STONE))?.reasons[0]?.text).toContain("COSHH");
    expect(
      silica(business("NZ", "manufacturing", [], "Iron and steel foundry: sand moulds and casting")),
    ).toBeDefined();
  });

  it("is not listed for a manufacturer for its industry alone, in any country", () => {
    for (const code of ["AU-SA", "AU-VIC", "NZ", "UK-GB", "UK-NI", "US-TX", "US-WA"]) {
      expect(silica(business(code, "manufacturing")), code).toBeUndefined();
      expect(
        silica(business(code, "manufacturing", [], "Winery: crushing, fermenting and bottling")),
        code,
      ).toBeUndefined();
      expect(
        silica(business(code, "manufacturing", [], "CNC turning and milling of steel parts")),
        code,
      ).toBeUndefined();
      // Dust declared by a sawmill is wood dust, not silica.
      expect(
        silica(business(code, "manufacturing", ["dust-exposure"], "Radiata pine sawmill and planer mill")),
        code,
      ).toBeUndefined();
    }
  });

  it("is not offered to an office", () => {
    for (const code of ["AU-NSW", "AU-VIC", "US-TX", "US-CA", "UK-GB", "UK-NI", "NZ"]) {
      expect(silica(business(code, "professional")), code).toBeUndefined();
    }
  });
});
