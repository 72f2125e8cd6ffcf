import { describe, expect, it } from "vitest";
import {
  formatDocumentDate,
  formatOrdinalDate,
  ordinalSuffix,
  ordinalToIsoDate,
  parseOrdinalDate,
} from "./dates";

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

describe("formatOrdinalDate", () => {
  it("writes month, ordinal day and year", () => {
    expect(formatOrdinalDate(utc(2024, 3, 3))).toBe("March 3rd, 2024");
    expect(formatOrdinalDate(utc(2025, 1, 1))).toBe("January 1st, 2025");
    expect(formatOrdinalDate(utc(2025, 12, 31))).toBe("December 31st, 2025");
  });

  it("uses the right suffix for every day, including 11th to 13th", () => {
    const expected: Record<number, string> = {
      1: "st",
      2: "nd",
      3: "rd",
      4: "th",
      10: "th",
      11: "th",
      12: "th",
      13: "th",
      14: "th",
      20: "th",
      21: "st",
      22: "nd",
      23: "rd",
      24: "th",
      30: "th",
      31: "st",
    };
    for (const [day, suffix] of Object.entries(expected)) {
      expect(ordinalSuffix(Number(day)), day).toBe(suffix);
    }
    expect(formatOrdinalDate(utc(2024, 5, 11))).toBe("May 11th, 2024");
    expect(formatOrdinalDate(utc(2024, 5, 12))).toBe("May 12th, 2024");
    expect(formatOrdinalDate(utc(2024, 5, 13))).toBe("May 13th, 2024");
    expect(formatOrdinalDate(utc(2024, 5, 21))).toBe("May 21st, 2024");
    expect(formatOrdinalDate(utc(2024, 5, 22))).toBe("May 22nd, 2024");
    expect(formatOrdinalDate(utc(2024, 5, 23))).toBe("May 23rd, 2024");
  });

  it("reads the day in UTC", () => {
    expect(formatOrdinalDate(new Date("2024-03-03T23:30:00Z"))).toBe("March 3rd, 2024");
    expect(formatOrdinalDate(new Date("2024-03-04T00:30:00+02:00"))).toBe("March 3rd, 2024");
  });

  it("accepts ISO and ordinal strings and gives empty text for junk", () => {
    expect(formatOrdinalDate("2024-02-29")).toBe("February 29th, 2024");
    expect(formatOrdinalDate("2024-03-03T10:00:00.000Z")).toBe("March 3rd, 2024");
    expect(formatOrdinalDate("March 3rd, 2024")).toBe("March 3rd, 2024");
    expect(formatOrdinalDate("not a date")).toBe("");
    expect(formatOrdinalDate(new Date(Number.NaN))).toBe("");
  });
});

describe("parseOrdinalDate", () => {
  it("reads what formatOrdinalDate writes, as UTC midnight", () => {
    expect(parseOrdinalDate("March 3rd, 2024")).toEqual(utc(2024, 3, 3));
    expect(parseOrdinalDate("November 22nd, 2023")).toEqual(utc(2023, 11, 22));
  });

  it("is lenient about case, spacing, comma and abbreviations", () => {
    expect(parseOrdinalDate("  march 3RD 2024 ")).toEqual(utc(2024, 3, 3));
    expect(parseOrdinalDate("Sep 12th, 2024")).toEqual(utc(2024, 9, 12));
    expect(parseOrdinalDate("Dec. 1, 2024")).toEqual(utc(2024, 12, 1));
  });

  it("returns null for junk, empty text and impossible days", () => {
    expect(parseOrdinalDate("")).toBeNull();
    expect(parseOrdinalDate(null)).toBeNull();
    expect(parseOrdinalDate("   ")).toBeNull();
    expect(parseOrdinalDate("hello")).toBeNull();
    expect(parseOrdinalDate("Smarch 3rd, 2024")).toBeNull();
    expect(parseOrdinalDate("February 30th, 2024")).toBeNull();
    expect(parseOrdinalDate("February 29th, 2023")).toBeNull();
    expect(parseOrdinalDate("March 0th, 2024")).toBeNull();
    expect(parseOrdinalDate("2024-03-03")).toBeNull();
  });

  it("round-trips every day of a leap year", () => {
    for (let d = utc(2024, 1, 1); d.getUTCFullYear() === 2024; d = new Date(d.getTime() + 86_400_000)) {
      const text = formatOrdinalDate(d);
      expect(parseOrdinalDate(text), text).toEqual(d);
    }
  });

  it("converts to the date-input form", () => {
    expect(ordinalToIsoDate("March 3rd, 2025")).toBe("2025-03-03");
    expect(ordinalToIsoDate("")).toBe("");
  });
});

describe("formatDocumentDate", () => {
  it("writes the date as the document's country does, and reads back either way", () => {
    expect(formatDocumentDate("2026-11-23T00:00:00Z", "US")).toBe("November 23, 2026");
    for (const country of ["AU", "UK", "NZ"]) {
      expect(formatDocumentDate("2026-11-23T00:00:00Z", country)).toBe("23 November 2026");
    }
    expect(formatDocumentDate("not a date", "AU")).toBe("");
    expect(parseOrdinalDate("23 November 2026")?.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(parseOrdinalDate("November 23, 2026")?.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(parseOrdinalDate("31 February 2026")).toBeNull();
  });
});
