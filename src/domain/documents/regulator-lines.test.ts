import { describe, expect, it } from "vitest";
import { composeDocument } from "./engine";
import { BOOKSHOP, input, readable } from "./types/test-fixture";

/**
 * The ACT expanded its notifiable incidents on 19 November 2025; until the regulator's own form
 * lists them, an ACT incident form must not present the older list as complete.
 */
describe("an ACT incident form after the 19 November 2025 amendment", () => {
  it("says the list was expanded and to ring WorkSafe ACT about newly notifiable incidents", () => {
    const text = readable(composeDocument(input("incident-form", "AU-ACT", BOOKSHOP)));
    expect(text).toMatch(
      /amended on 19 November 2025 to clarify and expand the incidents that must be notified/,
    );
    expect(text).toMatch(/ring WorkSafe ACT on 13 22 81/);
  });

  it.each(["AU-NSW", "AU-QLD", "AU-VIC", "AU-WA"])("is said only of the ACT (%s)", (code) => {
    const text = readable(composeDocument(input("incident-form", code, BOOKSHOP)));
    expect(text).not.toMatch(/19 November 2025|WorkSafe ACT/);
  });
});

describe("a return-to-work program's regulators", () => {
  it("names the safety regulator for the incidents it takes, not as the compensation scheme's regulator", () => {
    for (const code of ["AU-NSW", "AU-WA", "UK-GB", "NZ", "US-CA"]) {
      const text = readable(composeDocument(input("return-to-work", code, BOOKSHOP)));
      expect(text).toMatch(/Safety regulator for [^,]+, for incidents that must be reported to it:/);
      expect(text).not.toMatch(/\bRegulator for /);
    }
  });
});
