import { describe, expect, it } from "vitest";
import { COMPLIANCE_POINTS, compliancePoints, systemLabel } from "./compliance";
import { DEFAULT_STANDARD, DELAYS_MS, TOASTS, WIZARD_STEPS, WORDS_PER_PAGE } from "./constants";
import { BUNDLE, PACK_IDS } from "./packs";
import {
  canUseExtraPolicies,
  hasUnlimitedGeneration,
  isSubscriptionStatus,
  parsePlan,
  SUBSCRIBE_PLANS,
  SUBSCRIPTION_STATUSES,
} from "./plans";

describe("plans", () => {
  it("offers every pack, the bundle, the portal and the payment-method flow", () => {
    for (const id of PACK_IDS) expect(SUBSCRIBE_PLANS).toContain(id);
    expect(SUBSCRIBE_PLANS).toContain(BUNDLE.id);
    expect(SUBSCRIBE_PLANS).toContain("compliance");
    expect(SUBSCRIBE_PLANS).toContain("payment-method");
  });

  it("parses known plans and falls back to core", () => {
    expect(parsePlan("wellbeing-hr")).toBe("wellbeing-hr");
    expect(parsePlan("complete-document-suite")).toBe("complete-document-suite");
    expect(parsePlan(" Operational-Safety ")).toBe("operational-safety");
    expect(parsePlan("bundle")).toBe("complete-document-suite");
    expect(parsePlan("platinum")).toBe("core");
    expect(parsePlan("")).toBe("core");
    expect(parsePlan(null)).toBe("core");
    expect(parsePlan(undefined)).toBe("core");
    expect(parsePlan("__proto__")).toBe("core");
  });

  it("unlocks extra policies for core and compliance only", () => {
    expect(SUBSCRIPTION_STATUSES).toEqual(["free", "core", "compliance"]);
    expect(canUseExtraPolicies("free")).toBe(false);
    expect(canUseExtraPolicies("core")).toBe(true);
    expect(canUseExtraPolicies("compliance")).toBe(true);
    expect(canUseExtraPolicies(null)).toBe(false);
    expect(hasUnlimitedGeneration("compliance")).toBe(true);
    expect(hasUnlimitedGeneration("core")).toBe(false);
    expect(isSubscriptionStatus("core")).toBe(true);
    expect(isSubscriptionStatus("gold")).toBe(false);
  });
});

describe("compliance points", () => {
  it("lists the bullets of each country and a fallback", () => {
    expect(COMPLIANCE_POINTS.AU).toEqual(["AS/NZS ISO 45001:2018", "PCBU duties", "State requirements"]);
    expect(COMPLIANCE_POINTS.UK).toEqual(["ISO 45001", "HSE", "HASAWA", "RIDDOR"]);
    expect(compliancePoints("GB")).toEqual(COMPLIANCE_POINTS.UK);
    expect(compliancePoints("NZ")).toEqual(["WorkSafe NZ", "HSWA"]);
    expect(compliancePoints("US")).toEqual(["OSHA"]);
    expect(compliancePoints("FR")).toEqual(["International"]);
    // Northern Ireland's own law and regulator, never Great Britain's.
    expect(compliancePoints("UK", "UK-NI")).toEqual([
      "ISO 45001",
      "HSENI",
      "HSW (NI) Order 1978",
      "RIDDOR (NI) 1997",
    ]);
    expect(compliancePoints("UK", "UK-GB")).toEqual(COMPLIANCE_POINTS.UK);
  });

  it("names the management system by country", () => {
    expect(systemLabel("AU")).toBe("WHS management system");
    expect(systemLabel("US")).toBe("Safety management system");
    expect(systemLabel("UK")).toBe("Health & Safety management system");
    expect(systemLabel("NZ")).toBe("Health & Safety management system");
    expect(systemLabel("FR")).toBe("Health & Safety management system");
  });
});

describe("constants", () => {
  it("pins the product's timings and limits", () => {
    expect(DELAYS_MS.loginRedirect).toBe(500);
    expect(DELAYS_MS.existingDocumentRedirect).toBe(1500);
    expect(DELAYS_MS.creditsPoll).toBe(5000);
    expect(TOASTS.limit).toBe(1);
    expect(TOASTS.removeDelayMs).toBe(1_000_000);
    expect(WORDS_PER_PAGE).toBe(250);
    expect(WIZARD_STEPS).toBe(3);
    expect(DEFAULT_STANDARD).toBe("AS/NZS ISO 45001:2018");
  });
});
