import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import { BOOKSHOP, input, JURISDICTION_CODES, readable, section, type TestBusiness } from "../test-fixture";

/**
 * The emergencies a business's own work can produce get their own procedure: a roofer's worker
 * hanging in a harness (where its method uses one) and heat stroke, a press shop's person trapped in a
 * machine. A shop gets none.
 */
const business = (industry: string, workDescription: string, highRiskActivities: string[]): TestBusiness => ({
  name: "Test Co",
  industry,
  industryOther: null,
  employeeCount: "20-49",
  workDescription,
  highRiskActivities,
  identifier: { label: "Business number", value: null },
});

const ROOFER = business("construction", "Re-roofing homes and farm sheds with metal roof sheets", [
  "working-at-height",
  "extreme-temperatures",
]);
/** A roofer whose usual job works behind perimeter guardrails, with no harness in its method. */
const GUARDRAILED_ROOFER = business("construction", "Torch-on membrane re-roofing of commercial buildings", [
  "working-at-height",
  "extreme-temperatures",
]);
const PRESS_SHOP = business("manufacturing", "Metal stamping on mechanical power presses", [
  "noise-exposure",
]);

const procedures = (code: string, b: TestBusiness, hazardTypes: string[] = []) => {
  const doc = composeDocument(
    input(
      "emergency-plan",
      code,
      b,
      { location: "Site 4", activity: "Work on site", emergencyType: "fire", hazardTypes },
      [],
    ),
  );
  return readable({ ...doc, sections: [section(doc, "procedures")] });
};

describe.each(JURISDICTION_CODES)("emergencies of the business's own work in %s", (code) => {
  it("tells a roofer how to bring down a worker hanging in a harness, and what to do for heat stroke", () => {
    const text = procedures(code, ROOFER);
    expect(text).toMatch(/Worker suspended in a fall-arrest harness/);
    expect(text).toMatch(/brought down within minutes/);
    expect(text).toMatch(/do not wait for the emergency services/);
    expect(text).toMatch(/Heat stroke or heat exhaustion/);
    expect(text).toMatch(/cool them fast/);
    expect(text).not.toMatch(/trapped in a machine/);
  });

  it("plans the harness rescue of all the business's work: a roofer whose register gives a fall-arrest harness has it, though its usual job works behind guardrails", () => {
    // The emergency plan covers every job of the business, and its working-at-height row puts
    // workers in a fall-arrest system where guardrails cannot be fitted: one may be left hanging.
    const text = procedures(code, GUARDRAILED_ROOFER);
    expect(text).toMatch(/suspended in a (fall-arrest )?harness/);
    expect(text).toMatch(/Heat stroke or heat exhaustion/);
  });

  it("tells a press shop how to free a person trapped in a machine and keep an amputated part", () => {
    const text = procedures(code, PRESS_SHOP, ["machinery"]);
    expect(text).toMatch(/Person caught, trapped or injured in a machine/);
    expect(text).toMatch(/must never be freed by restarting it/);
    expect(text).toMatch(/amputated part goes to hospital with the person/);
    expect(text).not.toMatch(/suspended in a fall-arrest harness/);
  });

  it("gives a bookshop none of them", () => {
    const text = procedures(code, BOOKSHOP);
    expect(text).not.toMatch(/fall-arrest harness|Heat stroke|trapped in a machine/);
  });
});
