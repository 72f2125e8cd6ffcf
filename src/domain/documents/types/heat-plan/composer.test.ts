import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import {
  BUILDER,
  countryOf,
  EMERGENCY_NUMBER,
  input,
  JURISDICTION_CODES,
  readable,
  section,
} from "../test-fixture";

const plan = (code: string, business = BUILDER) => composeDocument(input("heat-plan", code, business, {}));

describe.each(JURISDICTION_CODES)("heat-plan in %s", (code) => {
  it("holds every part of a heat plan, with the country's emergency number and spelling", () => {
    const doc = plan(code);
    expect(doc.title).toBe("Heat Illness Prevention Plan – Harbourside Builders");
    expect(doc.sections.map((s) => s.id)).toEqual([
      "scope",
      "law",
      "monitoring",
      "water-shade-rest",
      "acclimatisation",
      "high-heat",
      "emergency",
      "training",
      "review",
      "references",
    ]);
    const text = readable(doc);
    expect(text).toContain(`call ${EMERGENCY_NUMBER[countryOf(code)]} at once`);
    if (countryOf(code) === "US") {
      expect(section(doc, "acclimatisation").heading).toBe("Acclimatization");
      expect(text).not.toContain("Acclimatisation");
    } else {
      expect(section(doc, "acclimatisation").heading).toBe("Acclimatisation");
      expect(text).not.toMatch(/Acclimatization|OSHA/);
    }
  });
});

describe("heat plan law", () => {
  const lawText = (code: string) => readable({ ...plan(code), sections: [section(plan(code), "law")] });

  it("states California's own standards and their triggers, as a rule, not as good practice", () => {
    const text = lawText("US-CA");
    expect(text).toContain("When the temperature equals or exceeds 95 °F, follow the high-heat procedures");
    expect(text).toContain("have shade present when the temperature is greater than 80 °F");
    expect(text).toContain("cool-down area kept below 82 °F");
    expect(text).not.toContain("This plan is good practice");
    expect(section(plan("US-CA"), "law").citations?.map((c) => c.id)).toContain("us-ca-8-ccr-3396");
  });

  it("states Washington's outdoor heat exposure rules and its high heat rest periods", () => {
    const text = lawText("US-WA");
    expect(text).toContain("written accident prevention program");
    expect(text).toContain("at least 10 minutes every 2 hours, and 15 minutes every hour at or above 100 °F");
    expect(text).not.toMatch(/8 CCR|This plan is good practice/);
  });

  it("offers the plan as good practice where no heat rule applies, saying so", () => {
    expect(lawText("US-TX")).toContain("Federal OSHA has no heat illness standard");
    for (const code of ["US-TX", "AU-NSW", "AU-VIC", "NZ", "UK-GB"]) {
      expect(lawText(code)).toContain("This plan is good practice");
      expect(lawText(code)).not.toMatch(/WAC 296|8 CCR|COMAR/);
    }
    expect(section(plan("AU-NSW"), "law").citations?.map((c) => c.id)).toContain("au-swa-working-in-heat");
    expect(section(plan("UK-GB"), "law").citations?.map((c) => c.id)).toContain("uk-hse-temperature");
  });

  it("states Minnesota's indoor heat limits and their training, measured as WBGT", () => {
    const text = lawText("US-MN");
    expect(text).toContain("Minnesota Rules 5205.0110, subpart 2a");
    expect(text).toContain("wet bulb globe temperature (WBGT)");
    expect(text).toContain("Employee Right-to-Know training");
    expect(text).not.toContain("addressed under the State Plan's general duty and the employer's");
    expect(section(plan("US-MN"), "law").citations?.map((c) => c.id)).toEqual(
      expect.arrayContaining(["us-mn-rule-5205-0110", "us-mn-rule-5206-1600"]),
    );
  });

  it("never tells a State Plan state whose own heat rules were not read that it has none", () => {
    for (const code of ["US-AZ", "US-OR", "US-NV", "US-NC"]) {
      const text = lawText(code);
      expect(text).toMatch(/may set heat rules of its own beyond federal OSHA's: check/);
      expect(text).not.toMatch(/heat hazards are addressed under the State Plan's general duty/);
    }
  });

  it("says nothing of the proposed federal heat rule", () => {
    for (const code of ["US-FED", "US-TX", "US-CA"]) expect(readable(plan(code))).not.toMatch(/proposed/i);
  });
});
