import { describe, expect, it } from "vitest";
import { REGIONS } from "../catalogue/regions";
import { profileFor } from "./index";

const STATES = REGIONS.US.map((r) => r.code).filter((c) => c !== "US-FED");
// OSHA's State Plans page: 21 states cover private and public employers, 6 public employers only.
const PRIVATE_AND_PUBLIC = "AK AZ CA HI IA IN KY MD MI MN NC NM NV OR SC TN UT VA VT WA WY".split(" ");
const PUBLIC_ONLY = "CT IL MA ME NJ NY".split(" ");

describe("US State Plans, state by state", () => {
  it("classifies every state by what its State Plan covers", () => {
    expect(STATES).toHaveLength(50);
    for (const code of STATES) {
      const state = code.slice(3);
      const expected = PRIVATE_AND_PUBLIC.includes(state)
        ? "private-and-public"
        : PUBLIC_ONLY.includes(state)
          ? "public-only"
          : null;
      expect(profileFor(code).statePlan, code).toBe(expected);
    }
  });

  it("makes the plan's own agency the regulator a private business notifies where the plan covers it", () => {
    for (const state of PRIVATE_AND_PUBLIC) {
      const p = profileFor(`US-${state}`);
      expect(p.regulator.name, state).not.toMatch(/^Occupational Safety and Health Administration$/);
      expect(p.regulator.shortName, state).not.toBe("OSHA");
      expect(p.regulator.website, state).toMatch(/^https:\/\//);
      expect(p.regulator.notificationPhone ?? "", state).not.toContain("1-800-321");
      expect(p.incidentNotification.notify, state).toContain(p.regulator.shortName);
      const text = JSON.stringify(p.incidentNotification);
      expect(text, state).not.toContain("1-800-321-OSHA");
      expect(text, state).not.toContain("nearest OSHA Area Office");
    }
  });

  it("tells a private business in a public-employer-only state that federal OSHA covers it", () => {
    for (const state of PUBLIC_ONLY) {
      const p = profileFor(`US-${state}`);
      expect(p.regulator.shortName, state).toBe("OSHA");
      expect(p.regulator.notificationPhone, state).toBe("1-800-321-OSHA (6742)");
      const note = p.thresholds.find((t) => t.id === "us-state-plan")?.consequence ?? "";
      expect(note, state).toMatch(/federal OSHA covers private-sector employers/);
      expect(note, state).toMatch(/state and local government workers only/);
    }
    expect(JSON.stringify(profileFor("US-NY"))).toContain("Public Employee Safety and Health (PESH) Bureau");
    expect(JSON.stringify(profileFor("US-NJ"))).toContain("PEOSH");
  });

  it("gives California's 8-hour report of any serious injury or illness, or death, to Cal/OSHA", () => {
    const p = profileFor("US-CA");
    expect(p.regulator.shortName).toBe("Cal/OSHA");
    const deadlines = p.incidentNotification.deadlines;
    expect(deadlines.map((d) => d.event)).toEqual([
      "Death of an employee",
      "Serious injury or illness of an employee",
    ]);
    for (const d of deadlines) expect(d.deadline).toMatch(/no later than 8 hours/);
    expect(p.incidentNotification.citations.map((c) => c.id)).toContain("us-ca-8-ccr-342");
    // Not the federal 24-hour hospitalization rule.
    expect(p.incidentNotification.requirements.join(" ")).not.toContain("in-patient hospitalization");
  });

  it("gives Washington's 8-hour report of a hospitalization to L&I DOSH on 1-800-423-7233", () => {
    const p = profileFor("US-WA");
    expect(p.regulator.shortName).toBe("L&I DOSH");
    expect(p.regulator.notificationPhone).toBe("1-800-423-7233");
    const byEvent = new Map(p.incidentNotification.deadlines.map((d) => [d.event, d.deadline]));
    expect(byEvent.get("Work-related in-patient hospitalization")).toMatch(/^Within 8 hours/);
    expect(byEvent.get("Work-related fatality")).toMatch(/^Within 8 hours/);
    expect(byEvent.get("Loss of an eye")).toMatch(/^Within 24 hours/);
    expect(p.incidentNotification.preserveSite).toMatch(/until L&I has investigated/);
  });

  it("adds Hawaii's property-damage report", () => {
    const events = profileFor("US-HI").incidentNotification.deadlines.map((d) => d.event);
    expect(events).toContain("Property damage over $25,000 from a work-related incident");
  });

  it("keeps federal OSHA and its deadlines in states without a plan", () => {
    const p = profileFor("US-FL");
    expect(p.regulator.shortName).toBe("OSHA");
    const byEvent = new Map(p.incidentNotification.deadlines.map((d) => [d.event, d.deadline]));
    expect(byEvent.get("Work-related fatality")).toBe("Within 8 hours");
    expect(byEvent.get("Work-related in-patient hospitalization")).toBe("Within 24 hours");
  });
});
