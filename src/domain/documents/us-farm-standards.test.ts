import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS, type DocumentTypeId, REGIONS } from "../catalogue";
import { instrument, profileFor } from "../legal";
import type { ComposeInput } from "./compose-types";
import { composeDocument } from "./engine";
import { renderPlainText } from "./plain-text";

// A US farm is held to the law that binds agriculture: OSHA's standards for agriculture (29 CFR
// Part 1928), the few general industry standards 29 CFR 1928.21 applies to farms (hazard
// communication among them), recordkeeping (Part 1904) and the General Duty Clause. The general
// industry standards for emergency action and fire prevention plans, PPE, first aid, noise,
// lockout/tagout, respirators, permit-required confined spaces, extinguishers and forklifts are not
// among them, so no farm document cites them as binding.

/** The general industry standards that do not apply to agricultural operations. */
const NOT_FOR_FARMS = ["38", "39", "132", "134", "146", "147", "151", "157", "178", "95"];
const NOT_FOR_FARMS_TEXT = new RegExp(`\\b1910\\.(${NOT_FOR_FARMS.join("|")})\\b`);
const NOT_FOR_FARMS_IDS = new Set(NOT_FOR_FARMS.map((n) => `us-29-cfr-1910-${n}`));

function farm(documentType: DocumentTypeId, jurisdiction: string, employeeCount = "20-49"): ComposeInput {
  return {
    documentType,
    business: {
      name: "Prairie Acres LLC",
      country: "US",
      jurisdiction,
      industry: "agriculture",
      industryOther: null,
      employeeCount,
      workDescription:
        "Corn, soybean and cattle farm: tractors with PTO-driven implements, grain bins and augers, a manure pit, crop spraying and seasonal hand harvesting",
      regions: [jurisdiction],
      highRiskActivities: ["mobile-equipment", "hazardous-chemicals", "confined-spaces", "noise-exposure"],
      identifier: { label: "EIN", value: null },
    },
    metadata: {
      activity: "Tractor operation with PTO-driven implements",
      location: "1200 County Road 5",
      scope: "Tractors, PTO-driven augers and implements in the fields and at the grain bin yard",
      hazardTypes: ["machinery", "noise", "confined-space", "chemical"],
      incidentTypes: ["near-miss", "major-injury"],
      emergencyType: "medical",
    },
    additionalPolicies: [],
    preparedBy: "Sam Ortiz",
    date: "2026-12-03",
  };
}

function compose(type: DocumentTypeId, code: string, employeeCount?: string) {
  const doc = composeDocument(farm(type, code, employeeCount));
  return {
    text: renderPlainText(doc),
    cites: doc.complianceReferences.citations.map((c) => `${c.id} ${c.pinpoint ?? ""}`.trim()),
    ids: doc.complianceReferences.citations.map((c) => c.id),
  };
}

const FEDERAL = ["US-KS", "US-TX", "US-NE", "US-WI"];
// Federal OSHA covers private employers where the State Plan covers public employees only.
const PUBLIC_ONLY = REGIONS.US.map((r) => r.code).filter((c) => profileFor(c).statePlan === "public-only");
const PRIVATE_PLANS = ["US-IA", "US-NC", "US-KY", "US-WA", "US-CA", "US-OR", "US-MI"];

describe("a US farm cites the law that binds agriculture, never a general industry standard that does not apply", () => {
  it.each([...FEDERAL, ...PUBLIC_ONLY.slice(0, 2), ...PRIVATE_PLANS])("every document type in %s", (code) => {
    for (const employeeCount of ["6-19", "20-49"]) {
      for (const type of DOCUMENT_TYPE_IDS) {
        const { text, ids } = compose(type, code, employeeCount);
        expect(text, `${type} ${employeeCount}`).not.toMatch(NOT_FOR_FARMS_TEXT);
        expect(
          ids.filter((id) => NOT_FOR_FARMS_IDS.has(id)),
          `${type} ${employeeCount}`,
        ).toEqual([]);
      }
    }
  });
});

describe("a farm under federal OSHA cites Part 1928 where its topic arises", () => {
  it.each(FEDERAL)(
    "%s: the policy binds rollover protection, equipment guarding and field sanitation",
    (code) => {
      const { text, cites } = compose("policy", code);
      expect(cites).toEqual(
        expect.arrayContaining([
          "us-29-cfr-1928-21",
          "us-29-cfr-1928-51 1928.51(b)(1)",
          "us-29-cfr-1928-57",
          "us-29-cfr-1928-110",
          "us-osh-act-1970 s 5(a)(1)",
        ]),
      );
      expect(text).toContain("On any day that 11 or more employees do hand labor in the field");
      expect(text).toContain("potable drinking water");
    },
  );

  it.each(FEDERAL)("%s: a tractor and PTO job cites the tractor and guarding standards", (code) => {
    const { cites } = compose("swms", code);
    expect(cites).toEqual(expect.arrayContaining(["us-29-cfr-1928-51 1928.51(b)(1)", "us-29-cfr-1928-57"]));
    // Lockout on a farm is the guarding standard's servicing instructions, not 1910.147.
    expect(compose("swms", code).text).toContain("lock out the power to farmstead equipment first");
  });

  it.each(FEDERAL)(
    "%s: training names the tractor operating instructions and hazard communication",
    (code) => {
      const { cites } = compose("training-record", code);
      expect(cites).toEqual(
        expect.arrayContaining([
          "us-29-cfr-1928-51 1928.51(d)",
          "us-29-cfr-1928-57",
          "us-29-cfr-1910-1200 1910.1200(h)",
        ]),
      );
    },
  );

  it.each(FEDERAL)(
    "%s: an emergency plan, first aid and PPE are said plainly to be good practice",
    (code) => {
      for (const type of ["emergency-plan", "first-aid-plan", "ppe-register"] as const) {
        const { text, cites } = compose(type, code);
        expect(text, type).toMatch(/good practice under the General Duty Clause/);
        expect(text, type).not.toMatch(/must be in writing|Certification of hazard assessment/i);
        expect(cites, type).toContain("us-osh-act-1970 s 5(a)(1)");
      }
    },
  );

  it.each(FEDERAL)("%s: recordkeeping and hazard communication still apply", (code) => {
    expect(compose("incident-form", code).cites).toContain("us-29-cfr-1904 1904.39");
    expect(compose("chemical-register", code).cites).toContain("us-29-cfr-1910-1200 1910.1200(g)");
  });
});

describe("a farm under a State Plan follows the plan's standards for agriculture", () => {
  it.each(["US-IA", "US-NC", "US-KY"])(
    "%s: a farm keeps the records the plan's recordkeeping rule requires, not federal OSHA's forms",
    (code) => {
      const { text } = compose("safety-audit", code);
      expect(text).toContain("Keep the injury and illness records");
      expect(text).not.toMatch(
        /keep the OSHA 300 Log, 300A Annual Summary and 301 Incident Reports for 5 years/,
      );
    },
  );

  it("an Iowa farm cites Iowa's agriculture chapter, not 29 CFR Part 1928", () => {
    const { text, ids } = compose("policy", "US-IA");
    expect(ids).toContain("us-ia-875-iac-28");
    expect(ids.filter((id) => id.startsWith("us-29-cfr-1928"))).toEqual([]);
    expect(text).toContain("Iowa's State Plan's standards for agriculture");
  });

  it("a Washington farm follows chapter 296-307 WAC: its accident prevention program, first aid, PPE and lockout parts", () => {
    const policy = compose("policy", "US-WA");
    expect(policy.ids).toEqual(expect.arrayContaining(["us-wa-wac-296-307", "us-wa-wac-296-307-030"]));
    expect(policy.text).toContain("written accident prevention program tailored to the farm");
    const plan = compose("emergency-plan", "US-WA");
    expect(plan.text).toContain("written accident prevention program must say what to do in emergencies");
    expect(plan.text).not.toMatch(/An emergency plan for a farm is good practice/);
    expect(compose("first-aid-plan", "US-WA").text).toContain("WAC 296-307-039");
    expect(compose("swms", "US-WA").text).toContain(
      "Part Q of Washington's safety standards for agriculture",
    );
    // Not the general industry chapters of the plan.
    for (const type of ["ppe-register", "swms", "emergency-plan"] as const)
      expect(compose(type, "US-WA").ids, type).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^us-wa-wac-296-(800-160|803|24-567)$/)]),
      );
  });

  it("an Oregon farm follows Oregon OSHA's agriculture rules (Division 4)", () => {
    expect(compose("policy", "US-OR").ids).toContain("us-or-oar-437-004");
    expect(compose("policy", "US-OR").text).toContain(
      "Oregon OSHA's agriculture rules (OAR chapter 437, Division 4)",
    );
    expect(compose("emergency-plan", "US-OR").text).toContain("OAR 437-004-0405 and 437-004-0450");
  });

  it.each(PRIVATE_PLANS)("%s: no federal Part 1928 instrument is cited", (code) => {
    for (const type of DOCUMENT_TYPE_IDS) {
      const { ids } = compose(type, code);
      for (const id of ids)
        if (/^us-29-cfr-1928/.test(id)) expect(instrument(id)!.scope, `${type} ${id}`).toBe(code);
    }
  });
});

describe("a business that is not a farm keeps the general industry standards", () => {
  it("a manufacturer's emergency plan and PPE register still cite 1910.38 and 1910.132", () => {
    const input = farm("emergency-plan", "US-KS");
    input.business.industry = "manufacturing";
    expect(renderPlainText(composeDocument(input))).toMatch(/1910\.38/);
    input.documentType = "ppe-register";
    expect(renderPlainText(composeDocument(input))).toMatch(/1910\.132/);
  });
});
