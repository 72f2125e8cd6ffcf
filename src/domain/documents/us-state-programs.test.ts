import { describe, expect, it } from "vitest";
import { REGIONS } from "../catalogue/regions";
import { composeDocument } from "./engine";
import { renderPlainText } from "./plain-text";
import type { DocumentTypeId } from "./types/registry";

// The written programs a State Plan adds to federal OSHA (California's IIPP, its construction Code of
// Safe Practices and its workplace violence prevention plan; Washington's accident prevention program
// and safety committee), and the federal electronic filing of injury data by establishment size and
// industry, as a safety manager reads them in the documents themselves.

function compose(
  documentType: DocumentTypeId,
  jurisdiction: string,
  industry: string,
  employeeCount = "20-49",
) {
  const doc = composeDocument({
    documentType,
    business: {
      name: "Test Works",
      country: "US",
      jurisdiction,
      industry,
      industryOther: null,
      employeeCount,
      workDescription: null,
      regions: [jurisdiction],
      highRiskActivities: [],
      identifier: { label: "EIN", value: null },
    },
    metadata: { emergencyType: "fire", activity: "Routine work", location: "Main site" },
    additionalPolicies: [],
    preparedBy: "Tester",
    date: "2026-11-24",
  });
  const ids = doc.sections.flatMap((s) => s.citations ?? []).map((c) => `${c.id} ${c.pinpoint ?? ""}`.trim());
  return { text: renderPlainText(doc), ids };
}

const OTHER_STATES = REGIONS.US.map((r) => r.code).filter((c) => c !== "US-CA" && c !== "US-WA");

describe("California's written programs", () => {
  it("a California builder's program names the IIPP under 3203 and 1509 and the workplace violence prevention plan under 6401.9", () => {
    const { text, ids } = compose("policy", "US-CA", "construction");
    expect(text).toContain("written Injury and Illness Prevention Program");
    expect(text).toContain("adopt a written Code of Safe Practices");
    expect(text).toContain(
      "toolbox or tailgate safety meetings with their crews at least every 10 working days",
    );
    expect(text).toContain("written workplace violence prevention plan, keep a violent incident log");
    expect(ids).toContain("us-ca-8-ccr-3203 s 3203(a)");
    expect(ids).toContain("us-ca-8-ccr-1509");
    expect(ids).toContain("us-ca-labor-code-6401-9");
    // The trench permit stays with California construction.
    expect(JSON.stringify(compose("swms", "US-CA", "construction").ids)).toContain("us-ca-8-ccr-341");
  });

  it("a California induction trains on the IIPP and the violence prevention plan; 1509 stays with construction", () => {
    const shop = compose("induction", "US-CA", "retail");
    expect(shop.text).toContain("safe work practices your Injury and Illness Prevention Program sets out");
    expect(shop.text).toContain("Train employees on your workplace violence prevention plan");
    expect(shop.ids).not.toContain("us-ca-8-ccr-1509");
    expect(shop.text).not.toContain("Code of Safe Practices");
  });

  it("no other state gets a California rule", () => {
    for (const code of OTHER_STATES) {
      for (const documentType of ["policy", "induction", "incident-form"] as const) {
        const { text, ids } = compose(documentType, code, "construction");
        expect(ids.join(" "), `${code} ${documentType}`).not.toMatch(/us-ca-/);
        expect(text, `${code} ${documentType}`).not.toMatch(
          /Injury and Illness Prevention Program|workplace violence prevention plan|Code of Safe Practices|Cal\/OSHA/,
        );
      }
    }
  });
});

describe("Washington's accident prevention program and safety committee", () => {
  it("a Washington manufacturer's program names the APP under WAC 296-800-140 and the safety committee rule", () => {
    const { text, ids } = compose("policy", "US-WA", "manufacturing");
    expect(text).toContain("formal, written accident prevention program");
    expect(text).toContain("If you employ 11 or more employees on the same shift at the same location");
    expect(ids).toContain("us-wa-wac-296-800-140");
    expect(ids).toContain("us-wa-wac-296-800-130");
    expect(ids).not.toContain("us-wa-wac-296-155-110");
    // A Washington induction gives the safety orientation the program describes.
    expect(compose("induction", "US-WA", "manufacturing").text).toContain(
      "safety orientation of your accident prevention program",
    );
  });

  it("with 10 or fewer employees the safety meeting may replace the committee; construction adds WAC 296-155-110", () => {
    const small = compose("policy", "US-WA", "retail", "1-5").text;
    expect(small).toContain("With 10 or fewer employees you may hold safety meetings");
    expect(small).not.toContain("If you employ 11 or more employees on the same shift");
    expect(compose("policy", "US-WA", "construction").ids).toContain("us-wa-wac-296-155-110");
  });

  it("no other state gets a Washington rule", () => {
    for (const code of [...OTHER_STATES, "US-CA"]) {
      const { text, ids } = compose("policy", code, "manufacturing");
      expect(ids.join(" "), code).not.toMatch(/us-wa-/);
      expect(text, code).not.toMatch(/accident prevention program|safety committee/i);
    }
  });
});

describe("electronic submission of Form 300A", () => {
  const filing = /submit its Form 300A data to OSHA electronically/;
  const designated =
    /Appendix A to subpart E of Part 1904, so each establishment that had 20 to 249 employees/;

  it("a construction or manufacturing establishment of 20 to 249 files its 300A by March 2", () => {
    for (const [code, industry] of [
      ["US-TX", "construction"],
      ["US-NY", "construction"],
      ["US-FL", "manufacturing"],
      ["US-FED", "manufacturing"],
    ] as const) {
      const { text, ids } = compose("incident-form", code, industry, "20-49");
      expect(text, `${code} ${industry}`).toMatch(designated);
      expect(text, `${code} ${industry}`).toContain("by March 2 each year");
      expect(ids, `${code} ${industry}`).toContain("us-29-cfr-1904 1904.41");
    }
  });

  it("a State Plan state is not told Part 1904's filing rule as its own: the plan's recordkeeping rule sets it", () => {
    for (const [code, industry] of [
      ["US-CA", "construction"],
      ["US-WA", "manufacturing"],
    ] as const) {
      const { text, ids } = compose("incident-form", code, industry, "20-49");
      expect(text, code).not.toMatch(designated);
      expect(ids.join(" "), code).not.toContain("us-29-cfr-1904");
    }
  });

  it("a retailer of 20 to 249 is not told its industry is designated, and 250 or more files whatever the industry", () => {
    const shop = compose("incident-form", "US-TX", "retail", "20-49").text;
    expect(shop).not.toMatch(designated);
    expect(shop).not.toMatch(filing);
    expect(compose("incident-form", "US-TX", "retail", "200+").text).toMatch(
      /If you have 250 or more employees: an establishment with 250 or more employees that must keep OSHA injury and illness records must submit its Form 300A data/,
    );
    // Below 20 no routine filing is stated, even in construction.
    expect(compose("incident-form", "US-TX", "construction", "6-19").text).not.toMatch(filing);
  });
});

describe("bloodborne pathogens in a New York medical practice", () => {
  it("names the exposure control plan, hepatitis B vaccination and the sharps injury log under 1910.1030", () => {
    expect(compose("risk-assessment", "US-NY", "healthcare", "50-199").text).toContain(
      "written Exposure Control Plan under the Bloodborne Pathogens Standard",
    );
    expect(compose("policy", "US-NY", "healthcare", "50-199").text).toContain(
      "make hepatitis B vaccination available",
    );
    const form = compose("incident-form", "US-NY", "healthcare", "50-199");
    expect(form.text).toContain("confidential sharps injury log");
    expect(form.ids).toContain("us-29-cfr-1910-1030 1910.1030(h)");
    expect(compose("incident-form", "US-NY", "retail", "50-199").text).not.toContain("sharps injury log");
  });
});
