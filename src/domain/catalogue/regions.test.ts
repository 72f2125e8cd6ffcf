import { describe, expect, it } from "vitest";
import {
  countryOfRegion,
  firstRegion,
  isRegionOf,
  normaliseRegion,
  REGIONS,
  regionName,
  regionsOf,
} from "./regions";

describe("regions", () => {
  it("has the 8 Australian states and territories in order", () => {
    expect(REGIONS.AU.map((r) => r.code)).toEqual([
      "AU-NSW",
      "AU-VIC",
      "AU-QLD",
      "AU-WA",
      "AU-SA",
      "AU-TAS",
      "AU-ACT",
      "AU-NT",
    ]);
    expect(regionName("AU-ACT")).toBe("Australian Capital Territory");
  });

  it("has the UK's two jurisdictions, Great Britain and Northern Ireland, and one region for NZ", () => {
    expect(REGIONS.UK).toEqual([
      { code: "UK-GB", name: "Great Britain" },
      { code: "UK-NI", name: "Northern Ireland" },
    ]);
    expect(REGIONS.NZ).toEqual([{ code: "NZ", name: "New Zealand" }]);
  });

  it("has US federal first, then the 50 states alphabetically by name", () => {
    expect(REGIONS.US).toHaveLength(51);
    expect(REGIONS.US[0]).toEqual({ code: "US-FED", name: "Federal (OSHA)" });
    const states = REGIONS.US.slice(1);
    expect(states.every((s) => /^US-[A-Z]{2}$/.test(s.code))).toBe(true);
    const names = states.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(states[0]).toEqual({ code: "US-AL", name: "Alabama" });
    expect(states.at(-1)).toEqual({ code: "US-WY", name: "Wyoming" });
    expect(new Set(states.map((s) => s.code)).size).toBe(50);
    expect(regionName("US-CA")).toBe("California");
  });

  it("has no duplicate codes across countries", () => {
    const codes = Object.values(REGIONS).flatMap((list) => list.map((r) => r.code));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("answers region questions by country", () => {
    expect(regionsOf("GB")).toBe(REGIONS.UK);
    expect(regionsOf("FR")).toEqual([]);
    expect(isRegionOf("AU", "AU-VIC")).toBe(true);
    expect(isRegionOf("AU", "US-TX")).toBe(false);
    expect(firstRegion("AU")).toBe("AU-NSW");
    expect(firstRegion("UK")).toBe("UK-GB");
    expect(firstRegion("NZ")).toBe("NZ");
    expect(firstRegion("US")).toBe("US-FED");
    expect(firstRegion("FR")).toBe("");
    expect(countryOfRegion("US-TX")).toBe("US");
    expect(countryOfRegion("UK-GB")).toBe("UK");
    expect(countryOfRegion("NZ")).toBe("NZ");
    expect(countryOfRegion("XX")).toBeUndefined();
    expect(regionName("XX")).toBeUndefined();
  });

  it("maps older short codes and names to the canonical code", () => {
    expect(normaliseRegion("AU", "NSW")).toBe("AU-NSW");
    expect(normaliseRegion("AU", " vic ")).toBe("AU-VIC");
    expect(normaliseRegion("AU", "Western Australia")).toBe("AU-WA");
    expect(normaliseRegion("US", "tx")).toBe("US-TX");
    expect(normaliseRegion("US", "AU-NSW")).toBeNull();
    expect(normaliseRegion("AU", "")).toBeNull();
  });
});
