import { describe, expect, it } from "vitest";
import { formatSignedAt } from "../documents/sign-on-sheet";
import { clockRegion, localDay, timeZoneOf } from "./time-zones";

describe("the clock a business keeps", () => {
  it("is its own state's for a business under a state's law", () => {
    expect(clockRegion({ jurisdiction: "US-CA", regions: ["US-CA", "US-NV"] })).toBe("US-CA");
    expect(clockRegion({ jurisdiction: "AU-WA", regions: ["AU-WA", "AU-NSW"] })).toBe("AU-WA");
  });

  it("is the first state it works in for a US business under federal OSHA", () => {
    const texan = clockRegion({ jurisdiction: "US-FED", regions: ["US-FED", "US-TX", "US-CA"] });
    expect(texan).toBe("US-TX");
    expect(timeZoneOf(texan)).toBe("America/Chicago");
    // 3 am UTC on the 4th is still the evening of the 3rd in Texas, in Central time.
    expect(localDay("2026-12-04T03:00:00Z", texan)).toBe("2026-12-03");
    expect(formatSignedAt("2026-12-04T03:00:00Z", texan)).toBe("Dec 3, 2026, 9:00 PM CST");
  });

  it("is UTC, named as such, only for a federal business that names no state", () => {
    const federal = clockRegion({ jurisdiction: "US-FED", regions: ["US-FED"] });
    expect(timeZoneOf(federal)).toBe("UTC");
    expect(formatSignedAt("2026-12-04T03:00:00Z", federal)).toBe("Dec 4, 2026, 3:00 AM UTC");
    expect(clockRegion({ jurisdiction: "US-FED" })).toBe("US-FED");
  });
});
