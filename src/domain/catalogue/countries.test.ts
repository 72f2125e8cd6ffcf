import { describe, expect, it } from "vitest";
import {
  COUNTRIES,
  COUNTRY_CODES,
  countryName,
  DEFAULT_COUNTRY,
  DEFAULT_JURISDICTION,
  isCountryCode,
  normaliseCountry,
} from "./countries";

describe("countries", () => {
  it("lists the four supported countries with names", () => {
    expect(COUNTRY_CODES).toEqual(["AU", "UK", "NZ", "US"]);
    expect(COUNTRIES.map((c) => c.code)).toEqual([...COUNTRY_CODES]);
    expect(COUNTRIES.map((c) => c.countryName)).toEqual([
      "Australia",
      "United Kingdom",
      "New Zealand",
      "United States",
    ]);
  });

  it("defaults to Australia, New South Wales", () => {
    expect(DEFAULT_COUNTRY).toBe("AU");
    expect(DEFAULT_JURISDICTION).toBe("AU-NSW");
  });

  it("normalises GB to UK, case-insensitively and trimmed", () => {
    expect(normaliseCountry("GB")).toBe("UK");
    expect(normaliseCountry(" gb ")).toBe("UK");
    expect(normaliseCountry("uk")).toBe("UK");
    expect(normaliseCountry("au")).toBe("AU");
    expect(normaliseCountry("Nz")).toBe("NZ");
    expect(normaliseCountry("US")).toBe("US");
  });

  it("rejects anything else", () => {
    expect(normaliseCountry("")).toBeNull();
    expect(normaliseCountry("CA")).toBeNull();
    expect(normaliseCountry("Australia")).toBeNull();
    expect(normaliseCountry(null)).toBeNull();
    expect(isCountryCode("GB")).toBe(false);
    expect(isCountryCode("UK")).toBe(true);
  });

  it("names a country from any accepted code", () => {
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("xx")).toBeUndefined();
  });
});
