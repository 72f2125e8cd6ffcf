import { describe, expect, it } from "vitest";
import { businessRequirements, type RequirementsBusiness } from "../../../compliance";

const business = (
  jurisdiction: string,
  industry: string,
  highRiskActivities: string[] = [],
): RequirementsBusiness => ({
  country: jurisdiction.slice(0, 2),
  jurisdiction,
  employeeCount: "6-19",
  industry,
  highRiskActivities,
});

const silica = (b: RequirementsBusiness) =>
  businessRequirements(b).find((r) => r.documentType === "silica-plan");

describe("what a business needs: the silica control plan", () => {
  it("is required for an Australian stonemason, tiler or concreter, on the WHS Regulations' silica provisions", () => {
    for (const code of ["AU-NSW", "AU-QLD", "AU-WA"]) {
      const need = silica(business(code, "construction"));
      expect(need?.level, code).toBe("required");
      expect(need?.reasons[0]?.text, code).toContain("silica risk control plan");
    }
    // A stone benchtop workshop that names the dust its work makes.
    expect(silica(business("AU-SA", "manufacturing", ["dust-exposure"]))?.level).toBe("required");
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
    expect(silica(business("US-TX", "manufacturing"))?.level).toBe("recommended");
  });

  it("is not offered to an office", () => {
    for (const code of ["AU-NSW", "AU-VIC", "US-TX", "US-CA", "UK-GB", "UK-NI", "NZ"]) {
      expect(silica(business(code, "professional")), code).toBeUndefined();
    }
  });
});
