import { describe, expect, it } from "vitest";
import { businessRequirements, type RequirementsBusiness } from "../../../compliance";

const business = (
  jurisdiction: string,
  industry: string,
  activities: string[] = [],
): RequirementsBusiness => ({
  country: jurisdiction.slice(0, 2) === "UK" ? "UK" : jurisdiction.slice(0, 2),
  jurisdiction,
  employeeCount: "6-19",
  industry,
  highRiskActivities: activities,
});

const heat = (b: RequirementsBusiness) => businessRequirements(b).find((r) => r.documentType === "heat-plan");

describe("what a business needs: the heat illness prevention plan", () => {
  it("is required for a Washington State outdoor crew, on the outdoor heat exposure rules", () => {
    const need = heat(business("US-WA", "construction"));
    expect(need?.level).toBe("required");
    expect(need?.reasons[0]?.text).toContain("Washington's outdoor heat exposure rules");
    expect(need?.reasons[0]?.citations.map((c) => c.id)).toContain("us-wa-wac-296-62-09530");
  });

  it("is required for a California outdoor business", () => {
    expect(heat(business("US-CA", "agriculture"))?.level).toBe("required");
    expect(heat(business("US-CA", "construction"))?.level).toBe("required");
  });

  it("is not listed for an office in Texas", () => {
    expect(heat(business("US-TX", "office"))).toBeUndefined();
  });

  it("is offered as good practice to outdoor work where no state rule applies", () => {
    for (const b of [
      business("US-TX", "construction"),
      business("AU-NSW", "construction"),
      business("NZ", "agriculture"),
      business("UK-GB", "construction"),
      business("US-FL", "retail", ["extreme-temperatures"]),
    ]) {
      const need = heat(b);
      expect(need?.level, b.jurisdiction).toBe("recommended");
      expect(need?.reasons[0]?.text).toMatch(/good practice/);
    }
  });
});
