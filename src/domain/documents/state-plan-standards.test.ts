import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS, type DocumentTypeId, REGIONS } from "../catalogue";
import { INSTRUMENTS, instrument, profileFor } from "../legal";
import type { ComposeInput } from "./compose-types";
import { composeDocument } from "./engine";
import { renderPlainText } from "./plain-text";

// Where a State Plan covers private employers, its standards, not federal OSHA's, are the rules a
// business follows. A federal 29 CFR standard may appear only as that plan adopted it, recorded as an
// instrument of the state itself; otherwise a document cites the plan's own standard or nothing.

const PRIVATE_PLAN_STATES = REGIONS.US.map((r) => r.code).filter(
  (code) => profileFor(code).statePlan === "private-and-public",
);

function input(
  documentType: DocumentTypeId,
  jurisdiction: string,
  industry: string,
  employeeCount = "20-49",
): ComposeInput {
  return {
    documentType,
    business: {
      name: "Golden State Builders",
      country: "US",
      jurisdiction,
      industry,
      industryOther: null,
      employeeCount,
      workDescription: "Roof repairs, framing and fit-outs, with welding and machinery servicing",
      regions: [jurisdiction],
      highRiskActivities: ["working-at-height", "hazardous-chemicals", "electrical-work", "hot-work"],
      identifier: { label: "EIN", value: null },
    },
    metadata: {
      activity: "Replacing roof sheets",
      location: "12 Harbor Way",
      scope: "Roof and frame works",
      hazardTypes: ["noise", "machinery", "fire", "chemical", "height", "electrical"],
      incidentTypes: ["near-miss", "major-injury"],
      emergencyType: "fire",
    },
    additionalPolicies: [],
    preparedBy: "Alex Rivera",
    date: "2026-11-24",
  };
}

function compose(type: DocumentTypeId, code: string, industry: string, employeeCount?: string) {
  const doc = composeDocument(input(type, code, industry, employeeCount));
  return {
    doc,
    text: renderPlainText(doc),
    ids: doc.complianceReferences.citations.map((c) => `${c.id} ${c.pinpoint ?? ""}`.trim()),
  };
}

/** A federal standard's title or a federal section number, outside the state's own adopted instruments. */
function federalStandardsIn(text: string, code: string): string[] {
  let rest = text;
  for (const i of INSTRUMENTS.filter((i) => i.scope === code)) rest = rest.split(i.title).join("");
  return rest.match(/29 CFR[^\n.;,)]*|\bPart 19(?:04|10|26)\b|\b19(?:04|10|26)\.\d+[^\s,;)]*/g) ?? [];
}

describe.each(PRIVATE_PLAN_STATES)("%s: the State Plan's standards, never a federal 29 CFR one", (code) => {
  it.each(["construction", "manufacturing", "healthcare"])("every document type for %s", (industry) => {
    for (const type of DOCUMENT_TYPE_IDS) {
      const { doc, text } = compose(type, code, industry);
      for (const c of doc.complianceReferences.citations) {
        const found = instrument(c.id)!;
        if (/^us-29-cfr-|29 CFR/.test(`${c.id} ${found.title}`)) {
          // Only as this plan adopted it: an instrument recorded for the state itself.
          expect(found.scope, `${type} ${industry} cites ${c.id}`).toBe(code);
        }
      }
      expect(federalStandardsIn(text, code), `${type} ${industry}`).toEqual([]);
    }
  });
});

describe("there are State Plans to check", () => {
  it("finds the 21 plans that cover private employers", () => {
    expect(PRIVATE_PLAN_STATES).toHaveLength(21);
    expect(PRIVATE_PLAN_STATES).toContain("US-CA");
    expect(PRIVATE_PLAN_STATES).toContain("US-WA");
  });
});

describe("California: Title 8 and the Cal/OSHA forms", () => {
  it("an incident form records on the Cal/OSHA Forms 300 and 301 and keeps them 5 years under 14300.33", () => {
    const { text, ids } = compose("incident-form", "US-CA", "construction");
    expect(text).toContain("Cal/OSHA Form 300 (Log of Work-Related Injuries and Illnesses)");
    expect(text).toContain("Cal/OSHA Form 301 (Injury and Illness Incident Report) within 7 calendar days");
    expect(text).toContain("post the Cal/OSHA Form 300A from February through April");
    expect(text).not.toMatch(/(?<!Cal\/)OSHA 30[01]/);
    expect(ids).toContain("us-ca-8-ccr-14300-29");
    expect(ids).toContain("us-ca-8-ccr-14300-33 s 14300.33(a)");
    expect(ids.join(" ")).not.toMatch(/us-29-cfr/);
  });

  it("a safety audit checks the Cal/OSHA records and their 5-year keeping period", () => {
    const { text, ids } = compose("safety-audit", "US-CA", "construction");
    expect(text).toContain("Post the Cal/OSHA Form 300A Annual Summary, certified by a company executive");
    expect(text).toContain("Cal/OSHA Form 300, privacy case list, Cal/OSHA Form 300A and Cal/OSHA Form 301");
    expect(ids).toContain("us-ca-8-ccr-14300-32");
  });

  it("a builder's hazards cite the Construction Safety Orders' fall protection and the heat illness standard", () => {
    const { ids } = compose("hazard-register", "US-CA", "construction");
    expect(ids).toContain("us-ca-8-ccr-1670");
    expect(ids).toContain("us-ca-8-ccr-3395");
    expect(ids.join(" ")).not.toMatch(/us-29-cfr/);
  });

  it("chemicals, PPE and construction first aid cite 5194, 3380 and 1512", () => {
    expect(compose("chemical-register", "US-CA", "construction").ids).toContain("us-ca-8-ccr-5194");
    expect(compose("ppe-register", "US-CA", "construction").ids).toContain("us-ca-8-ccr-3380");
    expect(compose("first-aid-plan", "US-CA", "construction").ids).toContain("us-ca-8-ccr-1512");
    expect(compose("first-aid-plan", "US-CA", "retail").ids).toContain("us-ca-8-ccr-3400");
  });

  it("a California program no longer promises federal electronic filing under Part 1904", () => {
    const { text } = compose("incident-form", "US-CA", "construction", "20-49");
    expect(text).not.toMatch(/Appendix A to subpart E of Part 1904/);
  });
});

describe("Washington: the WAC's own rules", () => {
  it("an incident form records under chapter 296-27 WAC and keeps the records 5 years under 296-27-02107", () => {
    const { text, ids } = compose("incident-form", "US-WA", "manufacturing");
    expect(text).toContain("as chapter 296-27 WAC requires");
    expect(ids).toContain("us-wa-wac-296-27");
    expect(compose("safety-audit", "US-WA", "manufacturing").ids).toContain("us-wa-wac-296-27-02107");
    expect(ids.join(" ")).not.toMatch(/us-29-cfr/);
  });

  it("a manufacturer's machinery, PPE and chemicals cite chapters 296-803, 296-800-160 and 296-901", () => {
    expect(compose("hazard-register", "US-WA", "manufacturing").ids).toContain("us-wa-wac-296-803");
    expect(compose("ppe-register", "US-WA", "manufacturing").ids).toContain("us-wa-wac-296-800-160");
    expect(compose("chemical-register", "US-WA", "manufacturing").ids).toContain("us-wa-wac-296-901");
  });

  it("falls cite the unified fall protection chapter in every industry, construction first aid 296-155-120", () => {
    expect(compose("hazard-register", "US-WA", "manufacturing").ids).toContain("us-wa-wac-296-880");
    expect(compose("hazard-register", "US-WA", "construction").ids).toContain("us-wa-wac-296-880");
    expect(compose("first-aid-plan", "US-WA", "construction").ids).toContain("us-wa-wac-296-155-120");
    expect(compose("hazard-register", "US-WA", "construction").ids).toContain("us-wa-wac-296-62-095");
  });
});

describe("federal OSHA where it covers private employers", () => {
  it("a state without a plan, or whose plan covers only public employers, keeps the federal standards", () => {
    for (const code of ["US-TX", "US-FL", "US-NY"]) {
      const { text, ids } = compose("incident-form", code, "construction");
      expect(text, code).toContain(
        "record each recordable work-related injury and illness on the OSHA 300 Log",
      );
      expect(ids, code).toContain("us-29-cfr-1904");
      expect(compose("hazard-register", code, "construction").ids, code).toContain(
        "us-29-cfr-1926-subpart-m 1926.501(b)(1)",
      );
    }
  });
});

describe("a hazard asked for under one name and worded for the industry under another", () => {
  it("keeps the law bound to either: a California roofer who ticks extreme temperatures gets the heat standard", () => {
    const base = input("hazard-register", "US-CA", "construction");
    const doc = composeDocument({
      ...base,
      business: { ...base.business, highRiskActivities: ["working-at-height", "extreme-temperatures"] },
    });
    const heat = doc.sections
      .flatMap((s) => s.tables ?? [])
      .flatMap((t) => t.rows)
      .find((row) => Object.values(row).some((cell) => /Heat and sun/.test(cell)));
    expect(heat).toBeDefined();
    expect(doc.complianceReferences.citations.map((c) => c.id)).toContain("us-ca-8-ccr-3395");
    const checklist = renderPlainText(
      composeDocument({
        ...input("checklist", "US-CA", "construction"),
        business: { ...base.business, highRiskActivities: ["working-at-height", "extreme-temperatures"] },
      }),
    );
    expect(checklist).toMatch(/heat and sun \(UV\) exposure outdoors risks are controlled[^\n]*3395/i);
  });
});
