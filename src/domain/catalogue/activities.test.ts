import { describe, expect, it } from "vitest";
import { activityLabel, HIGH_RISK_ACTIVITIES, isHighRiskActivity } from "./activities";

// The two lists the generator and the business form once kept, verbatim.
const GENERATOR_READING = [
  "working-at-height",
  "confined-spaces",
  "mobile-equipment",
  "lifting-equipment",
  "excavation",
  "demolition",
  "hazardous-chemicals",
  "asbestos",
  "lead-work",
  "biological-hazards",
  "electrical-work",
  "hot-work",
  "radiation",
  "extreme-temperatures",
  "high-pressure",
  "noise-exposure",
  "poor-visibility",
  "dust-exposure",
  "manual-handling",
  "cutting-tools",
  "pressurized-systems",
  "fall-hazards",
];

const BUSINESS_FORM_READING = [
  "working-at-height",
  "confined-spaces",
  "lifting-equipment",
  "excavation",
  "hot-work",
  "mobile-equipment",
  "hazardous-chemicals",
  "asbestos",
  "biological-hazards",
  "lead-paint",
  "dangerous-goods",
  "electrical-work",
  "high-pressure",
  "demolition",
  "explosives",
  "noise-exposure",
  "extreme-temperatures",
  "diving-work",
  "food-safety",
  "manual-handling",
  "psychological-hazards",
  "radiation",
];

describe("high-risk activities", () => {
  const values: string[] = HIGH_RISK_ACTIVITIES.map((a) => a.value);

  it("contains both spec readings in full", () => {
    expect(GENERATOR_READING).toHaveLength(22);
    expect(BUSINESS_FORM_READING).toHaveLength(22);
    for (const value of [...GENERATOR_READING, ...BUSINESS_FORM_READING]) {
      expect(values, value).toContain(value);
    }
  });

  it("is exactly the union, without duplicates", () => {
    const union = new Set([...GENERATOR_READING, ...BUSINESS_FORM_READING]);
    expect(new Set(values).size).toBe(values.length);
    expect(new Set(values)).toEqual(union);
    expect(values).toContain("lead-work");
    expect(values).toContain("lead-paint");
  });

  it("gives every activity a label and a lucide icon name", () => {
    for (const activity of HIGH_RISK_ACTIVITIES) {
      expect(activity.label.trim()).not.toBe("");
      expect(activity.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
    }
  });

  it("labels values and shows unknown values as stored", () => {
    expect(activityLabel("working-at-height")).toBe("Working at Height");
    expect(activityLabel("juggling")).toBe("juggling");
    expect(isHighRiskActivity("asbestos")).toBe(true);
    expect(isHighRiskActivity("juggling")).toBe(false);
  });
});
