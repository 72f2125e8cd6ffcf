import { describe, expect, it } from "vitest";
import { isLicensed } from "./courses";

describe("a competency that is a licence a person holds", () => {
  it("is a licence, ticket, card, certificate or registration", () => {
    for (const c of [
      "High risk work licence (forklift, LF)",
      "Forklift operator license",
      "White card (general construction induction)",
      "First aid certificate",
      "Restricted drainlaying registration",
      // Held by whoever does the repairs: the action plan asks for each holder's licence.
      "Licensed electrician for repairs and installation work",
    ]) {
      expect(isLicensed(c), c).toBe(true);
    }
  });

  it("is not training, non-licensed work's training included", () => {
    for (const c of ["Non-licensed asbestos work training", "Manual handling training"]) {
      expect(isLicensed(c), c).toBe(false);
    }
  });
});
