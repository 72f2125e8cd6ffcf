import { describe, expect, it } from "vitest";
import { composeDocument } from "./engine";
import { input, readable, type TestBusiness } from "./types/test-fixture";

/** Lead paint removal states each country's own lead law, and none of another's. */

const PAINTER: TestBusiness = {
  name: "Heritage Paint Co",
  industry: "construction",
  industryOther: null,
  employeeCount: "6-19",
  workDescription: "Repainting older houses, including removing old lead paint",
  highRiskActivities: ["working-at-height"],
  identifier: { label: "Number", value: null },
};

const swms = (code: string) =>
  readable(
    composeDocument(
      input("swms", code, PAINTER, {
        activity: "Removing lead paint from weatherboards",
        taskIds: ["lead-paint-removal"],
      }),
    ),
  );

describe("lead paint removal states the lead law of the country where it is done", () => {
  it("United States: OSHA's lead in construction standard and EPA's RRP rule under 40 CFR Part 745", () => {
    const text = swms("US-WA");
    expect(text).toContain("29 CFR 1926.62");
    expect(text).toContain("40 CFR Part 745, Subpart E");
    expect(text).not.toMatch(/lead risk work|Control of Lead at Work|P3 filters/);
  });

  it("Australia (model WHS states): lead risk work is assessed and notified to the regulator within 7 days", () => {
    for (const code of ["AU-NSW", "AU-NT"]) {
      const text = swms(code);
      expect(text).toMatch(/assesses whether it is lead risk work \(regulation 402/);
      expect(text).toContain("written notice within 7 days");
      expect(text).not.toMatch(/1926\.62|40 CFR|\bEPA\b|Control of Lead at Work/);
    }
  });

  it("Victoria, whose lead law is its own, is not given the model regulations' numbers", () => {
    expect(swms("AU-VIC")).not.toMatch(/regulation 402|regulation 403|1926\.62|Control of Lead at Work/);
  });

  it("Great Britain: the Control of Lead at Work Regulations 2002, air monitoring and medical surveillance", () => {
    const text = swms("UK-GB");
    expect(text).toContain("Control of Lead at Work Regulations 2002");
    expect(text).toMatch(/medical surveillance/);
    expect(text).not.toMatch(/1926\.62|40 CFR|\bEPA\b|lead risk work|regulation 40[23]/);
  });

  it("no country's method step claims a law the step does not name", () => {
    for (const code of ["US-WA", "AU-NSW", "UK-GB", "NZ"])
      expect(swms(code)).not.toMatch(/as the law requires for this kind of paint removal/);
  });
});
