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
      // The plan's own statute sets the general duty: never the OSH Act's General Duty Clause.
      expect(
        doc.complianceReferences.citations.filter(
          (c) => c.id === "us-osh-act-1970" && c.pinpoint === "s 5(a)(1)",
        ),
        `${type} ${industry}`,
      ).toEqual([]);
      expect(text, `${type} ${industry}`).not.toMatch(/General Duty Clause|5\(a\)\(1\)/);
    }
  });
});

// Lockout/tagout and bloodborne pathogens are worded through the plan, like every other standard:
// a requirement names the plan's standard (or the state's own instrument) as the rule, and federal
// OSHA's only as the floor the plan must be at least as effective as; never federal OSHA's standard alone.
// A state that adopted the federal standard is cited by its own instrument ("… as adopted by Virginia").
const PLAN_WORDED = /State Plan|WAC|Title 8|section 3314|section 5193|as adopted by [A-Z][a-z]+/;

/**
 * The sentences of a document that state a lockout/tagout or bloodborne pathogens requirement. A
 * silica control plan is a silica exposure control plan from its title down: in it, only a line
 * that names bloodborne pathogens is about them.
 */
function lockoutAndBloodborneLines(text: string, type: string): string[] {
  const plan = type === "silica-plan" ? "Bloodborne Pathogens" : "Exposure Control Plan";
  return text
    .split(/\n/)
    .filter((line) =>
      new RegExp(
        `energy control procedures|periodic inspection|sharps injury log|Bloodborne Pathogens|${plan}`,
        "i",
      ).test(line),
    );
}

describe.each(PRIVATE_PLAN_STATES)("%s: lockout/tagout and bloodborne pathogens through the plan", (code) => {
  it("every such requirement names the plan's standard, never federal OSHA's alone", () => {
    for (const industry of ["manufacturing", "healthcare"]) {
      for (const type of DOCUMENT_TYPE_IDS) {
        const { text } = compose(type, code, industry);
        expect(text, `${type} ${industry}`).not.toMatch(/Bloodborne Pathogens Standard/);
        expect(text, `${type} ${industry}`).not.toMatch(/certification of each periodic inspection/i);
        expect(text, `${type} ${industry}`).not.toMatch(/inspect them at least annually, and certify/);
        for (const line of lockoutAndBloodborneLines(text, type))
          expect(line, `${type} ${industry}`).toMatch(PLAN_WORDED);
      }
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
    expect(compose("first-aid-plan", "US-CA", "construction").ids).toContain("us-ca-8-ccr-1512 s 1512(b)");
    expect(compose("first-aid-plan", "US-CA", "retail").ids).toContain("us-ca-8-ccr-3400");
  });

  it("a California program no longer promises federal electronic filing under Part 1904", () => {
    const { text } = compose("incident-form", "US-CA", "construction", "20-49");
    expect(text).not.toMatch(/Appendix A to subpart E of Part 1904/);
  });
});

describe("California: the general duty, Title 8's plans, lockout, bloodborne pathogens and small employers", () => {
  it("general duties cite no federal clause and no unverified Labor Code section, and say the State Plan sets the duty", () => {
    const { text, ids } = compose("policy", "US-CA", "manufacturing");
    expect(text).toContain("Keep the workplace free from recognized hazards");
    expect(text).toContain("as California's State Plan requires");
    expect(ids.some((id) => id.startsWith("us-osh-act-1970 s 5"))).toBe(false);
    expect(ids.some((id) => /labor-code-640[013](?![-\d])/.test(id))).toBe(false);
  });

  it("emergency and fire plans cite 3220 and 3221, and machinery cites lockout/tagout under 3314", () => {
    expect(compose("emergency-plan", "US-CA", "manufacturing").ids).toContain("us-ca-8-ccr-3220");
    expect(compose("hazard-register", "US-CA", "manufacturing").ids).toContain("us-ca-8-ccr-3221");
    expect(compose("hazard-register", "US-CA", "manufacturing").ids).toContain("us-ca-8-ccr-3314");
  });

  // A federal pinpoint never carries over, so only the standard cited whole is matched.
  it("a healthcare document cites 5193 wherever the federal profile cites the Bloodborne Pathogens Standard whole", () => {
    let federal = 0;
    for (const type of DOCUMENT_TYPE_IDS) {
      const fed = compose(type, "US-TX", "healthcare").ids.filter((id) => id === "us-29-cfr-1910-1030");
      if (fed.length === 0) continue;
      federal++;
      expect(compose(type, "US-CA", "healthcare").ids, type).toContain("us-ca-8-ccr-5193");
    }
    expect(federal).toBeGreaterThan(0);
  });

  it("a company of 10 or fewer is told of the partial exemption under 14300.1 and still reports under 342", () => {
    const { text, ids } = compose("incident-form", "US-CA", "retail", "1-4");
    expect(text).toContain("you need not keep Cal/OSHA injury and illness records");
    expect(ids).toContain("us-ca-8-ccr-14300-1");
  });
});

describe("Washington: RCW 49.17.060 is the general duty", () => {
  it("general duties and psychosocial hazards cite RCW 49.17.060", () => {
    const { text, ids } = compose("policy", "US-WA", "manufacturing");
    expect(text).toContain("Under RCW 49.17.060");
    expect(text).toContain(
      "free from recognized hazards that are causing or likely to cause serious injury or death",
    );
    expect(ids).toContain("us-wa-rcw-49-17-060");
  });
});

describe("the written PPE hazard assessment, as each plan's verified rule says", () => {
  it("California documents never require a written certification its verified text does not state", () => {
    for (const type of DOCUMENT_TYPE_IDS) {
      for (const industry of ["construction", "manufacturing", "healthcare"]) {
        const { text } = compose(type, "US-CA", industry);
        expect(text, `${type} ${industry}`).not.toMatch(
          /certify (?:the|that) (?:PPE )?(?:hazard )?assessment/i,
        );
        expect(text, `${type} ${industry}`).not.toContain("Certification of hazard assessment");
      }
    }
  });

  it("Washington documents the assessment, as WAC 296-800-160 requires, rather than certifying it", () => {
    const { text } = compose("ppe-register", "US-WA", "manufacturing");
    expect(text).toContain("Document the hazard assessment.");
    for (const type of DOCUMENT_TYPE_IDS) {
      expect(compose(type, "US-WA", "manufacturing").text, type).not.toMatch(
        /certify (?:the|that) (?:PPE )?(?:hazard )?assessment/i,
      );
    }
  });

  it("federal OSHA states still certify the assessment in writing", () => {
    expect(compose("ppe-register", "US-TX", "manufacturing").text).toContain(
      "Certification of hazard assessment",
    );
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
    expect(compose("first-aid-plan", "US-WA", "construction").ids).toContain("us-wa-wac-296-155-120 (1)");
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
      expect(compose("policy", code, "manufacturing").ids, code).toContain("us-osh-act-1970 s 5(a)(1)");
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

describe("California: harassment prevention training from five employees (Gov. Code 12950.1)", () => {
  it("a business that may have five or more employees is told to train every two years", () => {
    const { text, ids } = compose("bullying-policy", "US-CA", "retail", "20-49");
    expect(text).toContain(
      "Give every California employee sexual harassment prevention training every two years, at least one hour for nonsupervisory employees and two hours for supervisory employees",
    );
    expect(ids).toContain("us-ca-gov-code-12950-1");
  });

  it("a business of fewer than five is not", () => {
    const { text, ids } = compose("bullying-policy", "US-CA", "retail", "1-4");
    expect(text).not.toMatch(/sexual harassment prevention training every two years/);
    expect(ids).not.toContain("us-ca-gov-code-12950-1");
  });
});

describe("Washington: the emergency action plan under WAC 296-24-567", () => {
  it("a factory's emergency plan is written and reviewed with each employee, citing WAC 296-24-567", () => {
    const { text, ids } = compose("emergency-plan", "US-WA", "manufacturing");
    expect(text).toContain("Put the emergency action plan in writing");
    expect(text).toContain("Review the plan with each employee it covers when it is developed");
    expect(ids).toContain("us-wa-wac-296-24-567");
  });

  it("a builder's plan is not held to the general industry rule", () => {
    expect(compose("emergency-plan", "US-WA", "construction").ids).not.toContain("us-wa-wac-296-24-567");
  });
});

// A plan that adopts federal standards by reference is cited as it adopted them: each register names
// the state's own instrument ("… as adopted by …") for the hazards it covers, never federal OSHA's.
const ADOPTED: Array<{ code: string; industry: string; type: DocumentTypeId; id: string }> = [
  { code: "US-VA", industry: "manufacturing", type: "ppe-register", id: "us-va-16vac25-90-1910-132" },
  { code: "US-VA", industry: "manufacturing", type: "chemical-register", id: "us-va-16vac25-90-1910-1200" },
  { code: "US-VA", industry: "healthcare", type: "hazard-register", id: "us-va-16vac25-90-1910-1030" },
  {
    code: "US-VA",
    industry: "construction",
    type: "hazard-register",
    id: "us-va-16vac25-175-1926-subpart-m",
  },
  { code: "US-MN", industry: "manufacturing", type: "chemical-register", id: "us-mn-29-cfr-1910-1200" },
  { code: "US-MN", industry: "construction", type: "chemical-register", id: "us-mn-29-cfr-1910-1200" },
  { code: "US-MI", industry: "manufacturing", type: "ppe-register", id: "us-mi-part-433-ppe" },
  {
    code: "US-MI",
    industry: "manufacturing",
    type: "chemical-register",
    id: "us-mi-part-92-hazard-communication",
  },
  { code: "US-MI", industry: "healthcare", type: "hazard-register", id: "us-mi-part-554-bloodborne" },
  { code: "US-UT", industry: "manufacturing", type: "ppe-register", id: "us-ut-29-cfr-1910-132" },
  { code: "US-UT", industry: "manufacturing", type: "chemical-register", id: "us-ut-29-cfr-1910-1200" },
  { code: "US-UT", industry: "manufacturing", type: "hazard-register", id: "us-ut-29-cfr-1910-147" },
  { code: "US-UT", industry: "manufacturing", type: "emergency-plan", id: "us-ut-29-cfr-1910-38" },
  { code: "US-UT", industry: "healthcare", type: "hazard-register", id: "us-ut-29-cfr-1910-1030" },
  { code: "US-UT", industry: "construction", type: "hazard-register", id: "us-ut-29-cfr-1926-subpart-m" },
  { code: "US-UT", industry: "construction", type: "first-aid-plan", id: "us-ut-29-cfr-1926-50" },
  { code: "US-NC", industry: "manufacturing", type: "ppe-register", id: "us-nc-29-cfr-1910-132" },
  { code: "US-NC", industry: "manufacturing", type: "chemical-register", id: "us-nc-29-cfr-1910-1200" },
  { code: "US-NC", industry: "manufacturing", type: "hazard-register", id: "us-nc-29-cfr-1910-147" },
  { code: "US-NC", industry: "manufacturing", type: "emergency-plan", id: "us-nc-29-cfr-1910-38" },
  { code: "US-NC", industry: "manufacturing", type: "hazard-register", id: "us-nc-29-cfr-1910-39" },
  { code: "US-NC", industry: "retail", type: "first-aid-plan", id: "us-nc-29-cfr-1910-151" },
  { code: "US-NC", industry: "healthcare", type: "hazard-register", id: "us-nc-29-cfr-1910-1030" },
  { code: "US-NC", industry: "manufacturing", type: "incident-form", id: "us-nc-29-cfr-1904" },
  { code: "US-OR", industry: "manufacturing", type: "chemical-register", id: "us-or-29-cfr-1910-1200" },
  { code: "US-OR", industry: "construction", type: "chemical-register", id: "us-or-29-cfr-1926-59" },
  { code: "US-OR", industry: "agriculture", type: "chemical-register", id: "us-or-oar-437-004-9800" },
  { code: "US-MD", industry: "manufacturing", type: "chemical-register", id: "us-md-29-cfr-1910-1200" },
  { code: "US-MD", industry: "construction", type: "chemical-register", id: "us-md-29-cfr-1910-1200" },
  { code: "US-MD", industry: "manufacturing", type: "incident-form", id: "us-md-29-cfr-1904" },
  { code: "US-AK", industry: "manufacturing", type: "incident-form", id: "us-ak-29-cfr-1904" },
];

describe("a plan that adopted a federal standard cites it as the state adopted it", () => {
  it.each(ADOPTED)("$code $industry $type cites $id", ({ code, industry, type, id }) => {
    const { ids, doc } = compose(type, code, industry);
    expect(ids.map((c) => c.split(" ")[0])).toContain(id);
    const found = instrument(id)!;
    expect(found.scope).toBe(code);
    expect(doc.complianceReferences.citations.some((c) => c.id.startsWith("us-29-cfr-"))).toBe(false);
  });

  it("every adopted federal standard recorded for a state names the state that adopted it", () => {
    const adopted = INSTRUMENTS.filter((i) => i.scope.startsWith("US-") && /29 CFR/.test(i.title));
    expect(adopted.length).toBeGreaterThan(0);
    for (const i of adopted) {
      const state = REGIONS.US.find((r) => r.code === i.scope)!;
      expect(i.title, i.id).toContain(`as adopted by ${state.name}`);
    }
  });

  it("Utah and Michigan certify the PPE hazard assessment in writing, as the 1910.132 they adopted requires", () => {
    for (const code of ["US-UT", "US-MI"]) {
      expect(compose("ppe-register", code, "manufacturing").text, code).toContain(
        "Certification of hazard assessment",
      );
    }
  });

  it("Michigan's general industry Parts are not cited to a builder, nor their certification stated", () => {
    for (const type of DOCUMENT_TYPE_IDS) {
      const { ids, text } = compose(type, "US-MI", "construction");
      expect(ids, type).not.toContain("us-mi-part-433-ppe");
      expect(ids, type).not.toContain("us-mi-part-92-hazard-communication");
      expect(text, type).not.toContain("Certification of hazard assessment");
    }
  });

  it("Utah states federal OSHA's fall height and oral-plan rule, which it adopted, instead of asking to check", () => {
    expect(compose("swms", "US-UT", "construction").text).toContain("6 feet or more above a lower level");
    const texts = DOCUMENT_TYPE_IDS.map((type) => compose(type, "US-UT", "manufacturing", "1-5").text);
    for (const text of texts) expect(text).not.toMatch(/check that Utah's State Plan allows the same/);
    expect(texts.join("\n")).toContain(
      "you may communicate your emergency action plan and fire prevention plan to employees orally",
    );
  });

  it("North Carolina certifies a factory's PPE hazard assessment under the 1910.132 it adopted, not a builder's", () => {
    expect(compose("ppe-register", "US-NC", "manufacturing").text).toContain(
      "Certification of hazard assessment",
    );
    for (const type of DOCUMENT_TYPE_IDS) {
      const { ids, text } = compose(type, "US-NC", "construction");
      expect(ids, type).not.toContain("us-nc-29-cfr-1910-132");
      expect(text, type).not.toContain("Certification of hazard assessment");
    }
  });

  it("North Carolina states the oral emergency plan for 10 or fewer, which it adopted, instead of asking to check", () => {
    const texts = DOCUMENT_TYPE_IDS.map((type) => compose(type, "US-NC", "manufacturing", "1-5").text);
    for (const text of texts)
      expect(text).not.toMatch(/check that North Carolina's State Plan allows the same/);
    expect(texts.join("\n")).toContain(
      "you may communicate your emergency action plan and fire prevention plan to employees orally",
    );
  });

  it("Oregon's chemical register names the hazard communication rule for the kind of work, and no other", () => {
    const byIndustry = {
      manufacturing: "us-or-29-cfr-1910-1200",
      construction: "us-or-29-cfr-1926-59",
      agriculture: "us-or-oar-437-004-9800",
    };
    const rules = Object.values(byIndustry);
    for (const [industry, id] of Object.entries(byIndustry)) {
      const { ids, text } = compose("chemical-register", "US-OR", industry);
      const cited = ids.map((c) => c.split(" ")[0]);
      expect(cited, industry).toContain(id);
      for (const other of rules.filter((r) => r !== id)) expect(cited, industry).not.toContain(other);
      expect(text, industry).toContain(instrument(id)!.title);
    }
  });

  it("Maryland's chemical register says what the written program describes, with the chemical information list", () => {
    const { text } = compose("chemical-register", "US-MD", "manufacturing");
    expect(text).toContain(
      "Describe in the written hazard communication program for each facility how employees gain access to the chemical information list and the safety data sheets",
    );
    expect(compose("chemical-register", "US-VA", "manufacturing").text).not.toMatch(
      /chemical information list/,
    );
  });

  it("Minnesota repeats the hazardous substance training every year", () => {
    expect(compose("chemical-register", "US-MN", "manufacturing").text).toContain(
      "Repeat this training at least once a year for chemicals, physical agents and infectious agents",
    );
    expect(compose("chemical-register", "US-WI", "manufacturing").text).not.toMatch(/Repeat this training/);
  });
});
