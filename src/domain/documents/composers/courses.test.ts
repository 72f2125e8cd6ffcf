import { describe, expect, it } from "vitest";
import { credentialOf, isLicensed } from "./courses";

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

describe("what the hazard library says a credential is and who holds it", () => {
  it("an asbestos removal licence is the business's own licence", () => {
    expect(credentialOf("Asbestos removal licence where required")).toMatchObject({
      kind: "licence",
      heldBy: "business",
    });
  });

  it("a diver's qualification and medical fitness certificate are each diver's certificates", () => {
    for (const c of [
      "Occupational diver qualification for the type of diving",
      "Diving medical fitness certificate",
    ]) {
      expect(credentialOf(c), c).toMatchObject({ kind: "certificate", heldBy: "diver" });
      expect(isLicensed(c), c).toBe(true);
    }
  });

  it("a course the library says nothing of is no credential of its own", () => {
    expect(credentialOf("Manual handling training")).toBeUndefined();
  });
});
