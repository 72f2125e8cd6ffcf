import { describe, expect, it } from "vitest";
import { BUSINESS_INDUSTRIES } from "../catalogue/industries";
import { REGIONS } from "../catalogue/regions";
import { forIndustry, profileFor } from "./index";
import type { JurisdictionProfile } from "./types";

const cited = (p: JurisdictionProfile) =>
  JSON.stringify(p)
    .match(/"id":"[a-z0-9-]+"/g)
    ?.join(" ") ?? "";
const NON_CONSTRUCTION = BUSINESS_INDUSTRIES.map((i) => i.value).filter((v) => v !== "construction");
const AU = REGIONS.AU.map((r) => r.code);
const US = REGIONS.US.map((r) => r.code);

describe("the industry decides the rule set", () => {
  it("gives Australian high risk construction work and the construction induction to construction only", () => {
    for (const code of AU) {
      const builder = forIndustry(profileFor(code), "construction");
      expect(Object.keys(builder.highRiskWork.categories), code).toHaveLength(19);
      expect(builder.training.requirements.join(" "), code).toMatch(/construction induction/);
      for (const industry of NON_CONSTRUCTION) {
        const p = forIndustry(profileFor(code), industry);
        expect(p.highRiskWork.categories, `${code} ${industry}`).toEqual({});
        expect(JSON.stringify(p.training), `${code} ${industry}`).not.toMatch(
          /construction induction|white card/i,
        );
      }
    }
  });

  it("cites Part 1926 for US construction employers and Part 1910 for everyone else", () => {
    for (const code of US) {
      const builder = forIndustry(profileFor(code), "construction");
      expect(
        builder.emergencyPlanning.citations.map((c) => c.id),
        code,
      ).toEqual(["us-29-cfr-1926-35", "us-29-cfr-1926-35"]);
      expect(
        builder.firstAid.citations.every((c) => c.id === "us-29-cfr-1926-50"),
        code,
      ).toBe(true);
      expect(cited(builder), code).toContain("us-29-cfr-1926-21");
      for (const industry of NON_CONSTRUCTION) {
        const p = forIndustry(profileFor(code), industry);
        expect(cited(p), `${code} ${industry}`).not.toMatch(/us-29-cfr-1926/);
        expect(p.emergencyPlanning.citations[0]?.id, `${code} ${industry}`).toBe("us-29-cfr-1910-38");
        expect(p.firstAid.citations[0]?.id, `${code} ${industry}`).toBe("us-29-cfr-1910-151");
      }
    }
  });

  it("brings the bloodborne pathogens standard to US healthcare", () => {
    const clinic = forIndustry(profileFor("US-NY"), "healthcare");
    expect(clinic.riskManagement.requirements.join(" ")).toMatch(/written Exposure Control Plan/);
    expect(clinic.training.requirements.join(" ")).toMatch(/hepatitis B vaccination/);
    expect(clinic.records.requirements.join(" ")).toMatch(/contaminated sharps/);
    expect(clinic.hazardCitations["healthcare-sharps-infection"]?.[0]?.id).toBe("us-29-cfr-1910-1030");
    expect(cited(forIndustry(profileFor("US-NY"), "retail"))).not.toContain("us-29-cfr-1910-1030");
  });

  it("leaves a profile alone for an industry without an overlay", () => {
    const p = profileFor("NZ");
    expect(p.sectors).toBeUndefined();
    expect(forIndustry(p, "retail")).toBe(p);
    expect(forIndustry(p, null)).toBe(p);
    const { sectors: _, ...general } = profileFor("UK-GB");
    expect(forIndustry(profileFor("UK-GB"), "construction")).toEqual(general);
  });
});
