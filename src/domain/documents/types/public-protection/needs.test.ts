import { describe, expect, it } from "vitest";
import { businessRequirements, documentOffered } from "../../../compliance";
import { profileOn } from "../../../legal";
import { needsBusiness } from "../test-fixture";

const venue = (code: string, industry: string, mostPeopleAtOnce: number | null) => ({
  ...needsBusiness(code, industry, "20-49"),
  mostPeopleAtOnce,
});

const need = (b: ReturnType<typeof venue>, on?: { day: string; law: typeof profileOn }) =>
  businessRequirements(b, on).find((r) => r.documentType === "public-protection");

/** The knowledge once commencement regulations set the day the duties start. */
const commenced = (day: string) => (code: string, date: string) => {
  const profile = profileOn(code, date);
  return profile.publicProtection
    ? { ...profile, publicProtection: { ...profile.publicProtection, dutiesFrom: day } }
    : profile;
};

describe("what a business needs: public protection procedures", () => {
  it("is not a need while the Act's duties have no commencement day, even for a large venue", () => {
    for (const code of ["UK-GB", "UK-NI"]) {
      expect(need(venue(code, "hospitality", 900)), code).toBeUndefined();
      expect(need(venue(code, "retail", 300), { day: "2026-12-05", law: profileOn }), code).toBeUndefined();
    }
  });

  it("is required once the duties apply, for a UK shop or venue of 200 or more at once, and not before the day", () => {
    const law = commenced("2027-06-01");
    for (const code of ["UK-GB", "UK-NI"]) {
      const found = need(venue(code, "retail", 250), { day: "2027-06-01", law });
      expect(found?.level, code).toBe("required");
      expect(found?.reasons[0]?.text).toContain("Terrorism (Protection of Premises) Act 2025");
      expect(found?.reasons[0]?.citations.map((c) => c.id)).toContain("uk-tppa-2025");
      expect(need(venue(code, "hospitality", 1500), { day: "2027-06-01", law })?.level).toBe("required");
      expect(need(venue(code, "retail", 250), { day: "2027-05-31", law }), code).toBeUndefined();
      expect(need(venue(code, "retail", 199), { day: "2027-06-01", law }), code).toBeUndefined();
      expect(need(venue(code, "retail", null), { day: "2027-06-01", law }), code).toBeUndefined();
      expect(need(venue(code, "construction", 400), { day: "2027-06-01", law }), code).toBeUndefined();
    }
  });

  it("is offered to UK shops, venues and businesses of their own kind, never to a builder or a factory", () => {
    for (const code of ["UK-GB", "UK-NI"]) {
      for (const industry of ["retail", "hospitality", "other"])
        expect(documentOffered("public-protection", venue(code, industry, 300)), industry).toBe(true);
      for (const industry of ["construction", "manufacturing", "agriculture", "mining"])
        expect(documentOffered("public-protection", venue(code, industry, 300)), industry).toBe(false);
    }
  });

  it("is offered to UK businesses and never to Australian, New Zealand or US ones", () => {
    for (const code of ["UK-GB", "UK-NI"])
      expect(documentOffered("public-protection", venue(code, "retail", 300))).toBe(true);
    for (const code of ["AU-NSW", "AU-VIC", "NZ", "US-FED", "US-CA", "US-NY"]) {
      expect(documentOffered("public-protection", venue(code, "retail", 300)), code).toBe(false);
      expect(documentOffered("public-protection", venue(code, "hospitality", 5000)), code).toBe(false);
      expect(need(venue(code, "hospitality", 5000)), code).toBeUndefined();
    }
  });
});
