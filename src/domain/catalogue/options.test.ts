import { describe, expect, it } from "vitest";
import { bandRange, EMPLOYEE_BANDS, employeeBandLabel, TRIAL_EMPLOYEE_BANDS } from "./employees";
import { BUSINESS_INDUSTRIES, industryLabel, TRIAL_INDUSTRIES } from "./industries";
import { optionLabel } from "./option";
import { EMERGENCY_TYPES, EXTRA_POLICIES, HAZARD_TYPES, INCIDENT_TYPES, INQUIRY_TYPES } from "./options";

const valuesOf = (list: readonly { value: string }[]) => list.map((o) => o.value);

describe("option lists", () => {
  it("has the two industry lists", () => {
    expect(valuesOf(BUSINESS_INDUSTRIES)).toEqual([
      "construction",
      "manufacturing",
      "retail",
      "hospitality",
      "healthcare",
      "transport",
      "mining",
      "agriculture",
      "professional",
      "other",
    ]);
    expect(valuesOf(TRIAL_INDUSTRIES)).toEqual([
      "construction",
      "manufacturing",
      "retail",
      "hospitality",
      "healthcare",
      "transport",
      "office",
      "education",
      "other",
    ]);
    expect(industryLabel("transport")).toBe("Transport & Logistics");
    expect(industryLabel("office")).toBe("Office / Administration");
    expect(industryLabel("professional")).toBe("Professional Services");
    expect(industryLabel("unknown-thing")).toBe("unknown-thing");
  });

  it("has the six extra policies, each described", () => {
    expect(valuesOf(EXTRA_POLICIES)).toEqual([
      "environmental",
      "drug-alcohol",
      "workplace-behaviour",
      "injury-fitness",
      "responsibilities",
      "training-competency",
    ]);
    for (const p of EXTRA_POLICIES) expect(p.description.length).toBeGreaterThan(10);
  });

  it("has 12 hazard types, 8 incident types, 8 emergency types and 7 inquiry types", () => {
    expect(HAZARD_TYPES).toHaveLength(12);
    expect(valuesOf(HAZARD_TYPES)).toContain("confined-space");
    expect(INCIDENT_TYPES).toHaveLength(8);
    expect(valuesOf(INCIDENT_TYPES)).toEqual([
      "near-miss",
      "minor-injury",
      "major-injury",
      "fatality",
      "property-damage",
      "environmental-incident",
      "security-incident",
      "equipment-failure",
    ]);
    expect(EMERGENCY_TYPES).toHaveLength(8);
    expect(valuesOf(EMERGENCY_TYPES)).toEqual([
      "fire",
      "medical",
      "chemical-spill",
      "natural-disaster",
      "security-threat",
      "evacuation",
      "bomb-threat",
      "power-failure",
    ]);
    expect(INQUIRY_TYPES).toHaveLength(7);
    expect(optionLabel(INQUIRY_TYPES, "compliance")).toBe("WHS Compliance Help");
    expect(optionLabel(INQUIRY_TYPES, "general")).toBe("General Question");
  });

  it("has no duplicate values in any list", () => {
    for (const list of [
      BUSINESS_INDUSTRIES,
      TRIAL_INDUSTRIES,
      EXTRA_POLICIES,
      HAZARD_TYPES,
      INCIDENT_TYPES,
      EMERGENCY_TYPES,
      INQUIRY_TYPES,
      EMPLOYEE_BANDS,
      TRIAL_EMPLOYEE_BANDS,
    ]) {
      const values = valuesOf(list);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});

describe("employee bands", () => {
  it("keeps the business-form and free-trial bands", () => {
    expect(valuesOf(EMPLOYEE_BANDS)).toEqual(["1-5", "6-19", "20-49", "50-199", "200+"]);
    expect(valuesOf(TRIAL_EMPLOYEE_BANDS)).toEqual(["1-5", "6-19", "20-49", "50-99", "100+"]);
    expect(employeeBandLabel("1-5")).toBe("1-5 employees");
  });

  it("has contiguous ranges with an open top", () => {
    for (const bands of [EMPLOYEE_BANDS, TRIAL_EMPLOYEE_BANDS]) {
      expect(bands[0]?.min).toBe(1);
      for (let i = 1; i < bands.length; i++) {
        expect(bands[i]?.min).toBe((bands[i - 1]?.max ?? Number.NaN) + 1);
      }
      expect(bands.at(-1)?.max).toBeNull();
    }
  });

  it("gives the range of a band from either list", () => {
    expect(bandRange("1-5")).toEqual({ min: 1, max: 5 });
    expect(bandRange("50-199")).toEqual({ min: 50, max: 199 });
    expect(bandRange("50-99")).toEqual({ min: 50, max: 99 });
    expect(bandRange("200+")).toEqual({ min: 200, max: null });
    expect(bandRange("100+")).toEqual({ min: 100, max: null });
  });

  it("reads plain counts and ranges outside the lists", () => {
    expect(bandRange("12")).toEqual({ min: 12, max: 12 });
    expect(bandRange("10 - 30")).toEqual({ min: 10, max: 30 });
    expect(bandRange("40+")).toEqual({ min: 40, max: null });
    expect(bandRange("30-10")).toBeUndefined();
    expect(bandRange("lots")).toBeUndefined();
    expect(bandRange("")).toBeUndefined();
  });
});
