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

  it("cites Part 1926 for US construction employers and Part 1910 for everyone else, where federal OSHA covers them", () => {
    for (const code of US.filter((c) => profileFor(c).statePlan !== "private-and-public")) {
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
        // A farm's plans rest on the General Duty Clause: 29 CFR 1928.21 does not apply the
        // general industry emergency action plan or first aid standards to agriculture.
        if (industry === "agriculture") {
          expect(cited(p), `${code} ${industry}`).not.toMatch(/us-29-cfr-1910-(38|151|132|147|95|134)\b/);
          expect(p.emergencyPlanning.citations[0]?.id, `${code} ${industry}`).toBe("us-osh-act-1970");
          expect(cited(p), `${code} ${industry}`).toMatch(/us-29-cfr-1928-21/);
          continue;
        }
        expect(p.emergencyPlanning.citations[0]?.id, `${code} ${industry}`).toBe("us-29-cfr-1910-38");
        expect(p.firstAid.citations[0]?.id, `${code} ${industry}`).toBe("us-29-cfr-1910-151");
      }
    }
  });

  it("gives a State Plan state's builders the plan's own standards, never Part 1926 or 1910", () => {
    const plans = US.filter((c) => profileFor(c).statePlan === "private-and-public");
    expect(plans).toHaveLength(21);
    for (const code of plans) {
      for (const industry of ["construction", ...NON_CONSTRUCTION]) {
        expect(cited(forIndustry(profileFor(code), industry)), `${code} ${industry}`).not.toMatch(
          /us-29-cfr/,
        );
      }
    }
    const ca = forIndustry(profileFor("US-CA"), "construction");
    expect(ca.firstAid.citations.map((c) => c.id)).toContain("us-ca-8-ccr-1512");
    expect(ca.hazardCitations["working-at-height"]?.map((c) => c.id)).toEqual(["us-ca-8-ccr-1670"]);
    expect(forIndustry(profileFor("US-CA"), "retail").firstAid.citations.map((c) => c.id)).toContain(
      "us-ca-8-ccr-3400",
    );
    const wa = forIndustry(profileFor("US-WA"), "construction");
    expect(wa.firstAid.citations.map((c) => c.id)).toContain("us-wa-wac-296-155-120");
    expect(wa.hazardCitations["working-at-height"]?.map((c) => c.id)).toEqual(["us-wa-wac-296-880"]);
  });

  it("brings the bloodborne pathogens standard to US healthcare", () => {
    const clinic = forIndustry(profileFor("US-NY"), "healthcare");
    expect(clinic.riskManagement.requirements.join(" ")).toMatch(/written Exposure Control Plan/);
    expect(clinic.training.requirements.join(" ")).toMatch(/hepatitis B vaccination/);
    expect(clinic.records.requirements.join(" ")).toMatch(/contaminated sharps/);
    expect(clinic.hazardCitations["healthcare-sharps-infection"]?.[0]?.id).toBe("us-29-cfr-1910-1030");
    // A shop's duties never bring the standard; only a row of needles and blood does (a tattoo
    // studio filed under retail), whatever the industry.
    const shop = forIndustry(profileFor("US-NY"), "retail");
    const { hazardCitations, ...duties } = shop;
    expect(cited(duties as JurisdictionProfile)).not.toContain("us-29-cfr-1910-1030");
    const bringing = Object.entries(hazardCitations)
      .filter(([, cites]) => cites?.some((c) => c.id === "us-29-cfr-1910-1030"))
      .map(([hazard]) => hazard);
    expect(bringing.sort()).toEqual(["skin-penetration-infection-control", "skin-penetration-needlestick"]);
  });

  it("leaves a profile alone for an industry without an overlay", () => {
    const p = profileFor("NZ");
    expect(p.sectors?.retail).toBeUndefined();
    const { sectors: _, ...general } = p;
    expect(forIndustry(p, "retail")).toEqual(general);
    expect(forIndustry(p, null)).toEqual(general);
    const { sectors: __, ...britain } = profileFor("UK-GB");
    expect(forIndustry(profileFor("UK-GB"), "manufacturing")).toEqual(britain);
  });

  it("cites construction-only law for construction businesses alone", () => {
    const au = forIndustry(profileFor("AU-SA"), "transport");
    expect(au.hazardCitations["mobile-equipment"]).toEqual([
      { id: "au-sa-whs-regulations-2012", pinpoint: "r 214" },
    ]);
    expect(cited(au)).not.toContain("au-model-cop-construction-work");
    expect(JSON.stringify(au)).not.toMatch(/"r (?:29\d|30\d|31\d)"/);
    expect(cited(forIndustry(profileFor("AU-SA"), "construction"))).toContain(
      "au-model-cop-construction-work",
    );
    expect(JSON.stringify(forIndustry(profileFor("AU-VIC"), "retail"))).not.toMatch(/Part 5\.1/);
    expect(forIndustry(profileFor("AU-VIC"), "retail").hazardCitations["working-at-height"]).toEqual([
      { id: "au-vic-ohs-regulations-2017", pinpoint: "Part 3.3" },
    ]);
    expect(cited(forIndustry(profileFor("UK-GB"), "retail"))).not.toContain("uk-cdm-2015");
    expect(cited(forIndustry(profileFor("UK-GB"), "construction"))).toContain("uk-cdm-2015");
    expect(
      forIndustry(profileFor("NZ"), "transport").highRiskWork.categories["fall-over-2m"],
    ).toBeUndefined();
    expect(
      forIndustry(profileFor("NZ"), "construction").highRiskWork.categories["fall-over-2m"],
    ).toBeDefined();
  });
});
