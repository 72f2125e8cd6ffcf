import { describe, expect, it } from "vitest";
import { businessRequirements } from "../../../compliance";
import { needsBusiness as business, needOf } from "../test-fixture";

const psychosocial = needOf("psychosocial-assessment");

describe("what a business needs: the psychosocial and harassment risk assessment", () => {
  it("is required in Australia and New Zealand, whose law asks every business to control psychosocial risks", () => {
    for (const b of [
      business("AU-NSW", "professional", "1-5"),
      business("AU-QLD", "construction", "20-49"),
      business("AU-VIC", "retail", "6-19"),
      business("NZ", "hospitality", "1-5"),
    ]) {
      const need = psychosocial(b);
      expect(need?.level, b.jurisdiction).toBe("required");
      expect(need?.reasons.flatMap((r) => r.citations).length, b.jurisdiction).toBeGreaterThan(0);
    }
    const vic = psychosocial(business("AU-VIC", "retail", "6-19"));
    expect(vic?.reasons.flatMap((r) => r.citations.map((c) => c.id))).toContain(
      "au-vic-ohs-psychological-health-regulations-2025",
    );
    const nsw = psychosocial(business("AU-NSW", "professional", "1-5"));
    expect(nsw?.reasons.flatMap((r) => r.citations.map((c) => c.id))).toContain("au-sda-1984");
  });

  it("is required in the United Kingdom where the risk assessment's findings must be recorded, as the risk assessment is", () => {
    for (const code of ["UK-GB", "UK-NI"]) {
      expect(psychosocial(business(code, "retail", "6-19"))?.level, code).toBe("required");
      for (const band of ["1-5", "6-19"]) {
        const all = businessRequirements(business(code, "retail", band));
        const level = (type: string) => all.find((r) => r.documentType === type)?.level;
        expect(level("psychosocial-assessment"), `${code} ${band}`).toBe(level("risk-assessment"));
      }
    }
    expect(
      psychosocial(business("UK-GB", "office", "6-19"))?.reasons.flatMap((r) => r.citations.map((c) => c.id)),
    ).toContain("uk-equality-act-2010");
  });

  it("is offered as good practice in the United States, and says so", () => {
    for (const code of ["US-TX", "US-CA", "US-NY"]) {
      const need = psychosocial(business(code, "professional", "20-49"));
      expect(need?.level, code).toBe("recommended");
      expect(need?.reasons[0]?.text, code).toContain("good practice, not a requirement");
    }
  });
});
