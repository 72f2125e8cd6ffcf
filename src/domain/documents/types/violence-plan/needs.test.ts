import { describe, expect, it } from "vitest";
import { needsBusiness as business, needOf } from "../test-fixture";

const violence = needOf("violence-plan");

describe("what a business needs: the workplace violence prevention plan", () => {
  it("is required for a California business of 10 or more, on Labor Code 6401.9", () => {
    for (const industry of ["manufacturing", "retail", "professional"]) {
      const need = violence(business("US-CA", industry, "20-49"));
      expect(need?.level, industry).toBe("required");
      expect(need?.reasons.map((r) => r.text).join(" ")).toContain("Labor Code section 6401.9");
      expect(need?.reasons[0]?.citations.map((c) => c.id)).toContain("us-ca-labor-code-6401-9");
    }
  });

  it("is not listed for a California office of fewer than 10 that the public does not visit", () => {
    expect(violence(business("US-CA", "professional", "1-5"))).toBeUndefined();
  });

  it("is required for a New York retail store of 10 or more, on the Retail Worker Safety Act", () => {
    const need = violence(business("US-NY", "retail", "20-49"));
    expect(need?.level).toBe("required");
    expect(need?.reasons.flatMap((r) => r.citations.map((c) => c.id))).toContain("us-ny-labor-law-27-e");
    expect(violence(business("US-NY", "retail", "1-5"))?.level).toBe("recommended");
  });

  it("is offered as good practice to work that meets the public elsewhere", () => {
    for (const b of [
      business("US-TX", "retail", "6-19"),
      business("US-NY", "hospitality", "20-49"),
      business("AU-NSW", "healthcare", "20-49"),
      business("AU-VIC", "retail", "1-5"),
      business("NZ", "transport", "20-49"),
      business("UK-GB", "hospitality", "6-19"),
    ]) {
      const need = violence(b);
      expect(need?.level, b.jurisdiction).toBe("recommended");
      expect(need?.reasons[0]?.text, b.jurisdiction).toMatch(/good practice/);
    }
  });

  it("is not listed for an office closed to the public outside California", () => {
    for (const code of ["AU-NSW", "US-TX", "UK-GB", "NZ"]) {
      expect(violence(business(code, "professional", "1-5")), code).toBeUndefined();
    }
  });
});
