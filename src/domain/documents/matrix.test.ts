import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS, type DocumentTypeId, documentName, REGIONS } from "../catalogue";
import { instrument, profileFor } from "../legal";
import type { ComposeInput } from "./compose-types";
import type { DocumentContent } from "./content";
import { composeDocument } from "./engine";
import { renderPlainText } from "./plain-text";
import { REQUIRED_SECTIONS } from "./types/registry";

/** Every document type, for every Australian state and territory, GB, NZ and a spread of US states. */
const JURISDICTIONS = [...REGIONS.AU.map((r) => r.code), "UK-GB", "NZ", "US-FED", "US-CA", "US-NY", "US-TX"];

const COUNTRY_OF = (code: string) =>
  code.startsWith("AU") ? "AU" : code.startsWith("UK") ? "UK" : code === "NZ" ? "NZ" : "US";

function input(
  documentType: DocumentTypeId,
  jurisdiction: string,
  overrides: Partial<ComposeInput["business"]> = {},
): ComposeInput {
  return {
    documentType,
    business: {
      name: "Southern Cross Constructions",
      country: COUNTRY_OF(jurisdiction),
      jurisdiction,
      industry: "construction",
      industryOther: null,
      employeeCount: "20-49",
      workDescription: "Commercial fit-outs and small structural works",
      regions: [jurisdiction],
      highRiskActivities: ["working-at-height", "excavation", "hazardous-chemicals", "electrical-work"],
      identifier: { label: "ABN", value: null },
      ...overrides,
    },
    metadata: {
      activity: "Installing a mezzanine floor",
      location: "Unit 4, 10 Industrial Way",
      scope: "Fit-out works on level 1",
      hazardTypes: ["noise", "psychosocial"],
      incidentTypes: ["near-miss", "major-injury"],
      emergencyType: "fire",
    },
    additionalPolicies: documentType === "policy" ? ["drug-alcohol", "environmental"] : [],
    preparedBy: "Jordan Smith",
    date: "2026-11-22",
  };
}

/** Words that belong to one legal regime and must never appear in another's documents. */
function forbiddenFor(code: string): RegExp[] {
  const country = COUNTRY_OF(code);
  const rules: RegExp[] = [];
  if (country !== "US") rules.push(/\bOSHA\b/, /29 CFR/);
  if (country !== "UK") rules.push(/RIDDOR/, /Health and Safety Executive/, /COSHH/);
  // NZ's Health and Safety in Employment Regulations 1995 may be abbreviated "HSE".
  if (country === "AU" || country === "US") rules.push(/\bHSE\b/);
  if (country !== "NZ") rules.push(/WorkSafe New Zealand/, /Health and Safety at Work Act 2015/, /\bACC\b/);
  if (country !== "AU") rules.push(/Safe Work Australia/, /Work Health and Safety Act/);
  if (country === "UK" || country === "US") rules.push(/\bSWMS\b/);
  if (country === "UK" || country === "US" || code === "AU-VIC") {
    rules.push(/\bPCBU\b/, /person conducting a business or undertaking/i);
  }
  if (code === "AU-VIC")
    rules.push(
      /Work Health and Safety Act/,
      /Work Health and Safety Regulation/,
      /r\.? ?291/,
      /Safe Work Australia/,
    );
  if (country === "AU") {
    const own = code.replace("AU-", "");
    const tags: Record<string, string> = {
      NSW: "NSW",
      VIC: "Vic",
      QLD: "Qld",
      WA: "WA",
      SA: "SA",
      TAS: "Tas",
      ACT: "ACT",
      NT: "NT",
    };
    for (const [state, tag] of Object.entries(tags))
      if (state !== own) rules.push(new RegExp(`\\(${tag}\\)`));
  }
  return rules;
}

const cache = new Map<string, Omit<DocumentContent, "generation">>();
function compose(type: DocumentTypeId, code: string) {
  const key = `${type}|${code}`;
  if (!cache.has(key)) cache.set(key, composeDocument(input(type, code)));
  return cache.get(key)!;
}

describe.each(JURISDICTIONS)("documents for %s", (code) => {
  const profile = profileFor(code);

  it.each(DOCUMENT_TYPE_IDS)("%s is complete, cites this jurisdiction's law and nothing foreign", (type) => {
    const doc = compose(type, code);
    const ids = doc.sections.map((s) => s.id);
    for (const required of [...REQUIRED_SECTIONS[type], "references"])
      expect(ids, `${type} ${code}`).toContain(required);

    // The principal Act is cited and listed with its title; the regulator is the authority.
    const cited = doc.complianceReferences.citations.map((c) => c.id);
    expect(cited).toContain(profile.primaryAct.id);
    const text = renderPlainText(doc);
    expect(text).toContain(instrument(profile.primaryAct.id)!.title);
    expect(doc.complianceReferences.authority).toBe(profile.regulator.name);

    // Every citation is in the knowledge base and belongs to this jurisdiction.
    for (const c of doc.complianceReferences.citations) {
      const found = instrument(c.id);
      expect(found, c.id).toBeDefined();
      expect(profile.citableScopes, `${c.id} in ${code}`).toContain(found!.scope);
    }
    for (const pattern of forbiddenFor(code))
      expect(JSON.stringify(doc), `${type} ${code} ${pattern}`).not.toMatch(pattern);

    // The local name of the type, and real content rather than an outline.
    expect(doc.documentName).toBe(documentName(type, doc.country));
    expect(text).toContain("Southern Cross Constructions");
    expect(text.split(/\s+/).length).toBeGreaterThan(250);
  });
});

describe("tailoring", () => {
  it("is deterministic", () => {
    expect(composeDocument(input("swms", "AU-QLD"))).toEqual(composeDocument(input("swms", "AU-QLD")));
  });

  it("names the document by its local name", () => {
    expect(compose("swms", "UK-GB").documentName).toBe("Method Statement (RAMS)");
    expect(compose("swms", "US-CA").documentName).toBe("Job Safety Analysis");
    expect(compose("swms", "NZ").documentName).toBe("Safe Work Method Statement");
    expect(renderPlainText(compose("swms", "AU-WA"))).toContain("Safe Work Method Statement");
  });

  it("lists the high-risk construction work the SWMS's own steps involve, and no other", () => {
    const trench = input("swms", "AU-SA");
    trench.metadata = { ...trench.metadata, activity: "Excavating a sewer trench 2 m deep" };
    const roof = input("swms", "AU-SA");
    // "Re-roofing" alone may be tiles or sheets: the customer confirms the sheet method in the wizard.
    roof.metadata = { ...roof.metadata, activity: "Re-roofing the warehouse", taskIds: ["re-roofing"] };
    const hrw = (i: ComposeInput) =>
      composeDocument(i)
        .sections.find((s) => s.id === "high-risk-work")!
        .tables![0]!.rows.map((r) => r.category);
    expect(hrw(trench).join("\n")).toMatch(/1\.5 m/);
    expect(hrw(roof).join("\n")).toMatch(/2 m/);
    expect(hrw(roof).join("\n")).not.toMatch(/1\.5 m|gas|road, railway/);
  });

  it("applies the UK five-employee threshold by headcount", () => {
    const small = renderPlainText(
      composeDocument(input("risk-assessment", "UK-GB", { employeeCount: "1-5" })),
    );
    const larger = renderPlainText(
      composeDocument(input("risk-assessment", "UK-GB", { employeeCount: "6-19" })),
    );
    expect(small).toMatch(/If you have 5 or more employees/);
    expect(larger).not.toMatch(/If you have 5 or more employees/);
    expect(larger).toMatch(/significant findings/i);
  });

  it("applies the US ten-employee emergency action plan rule by headcount", () => {
    const small = renderPlainText(
      composeDocument(input("emergency-plan", "US-TX", { employeeCount: "1-5" })),
    );
    const larger = renderPlainText(
      composeDocument(input("emergency-plan", "US-TX", { employeeCount: "50-199" })),
    );
    expect(small).toMatch(/oral/i);
    expect(larger).toMatch(/written/i);
    expect(larger).not.toMatch(/communicated orally/i);
  });

  it("states the Victorian notification rule: immediately, and a written record within 48 hours", () => {
    const text = renderPlainText(compose("incident-form", "AU-VIC"));
    expect(text).toMatch(/WorkSafe Victoria/);
    expect(text).toMatch(/48 hours/);
    expect(text).toMatch(/13 23 60/);
  });

  it("states US severe-injury reporting deadlines", () => {
    const text = renderPlainText(compose("incident-form", "US-FED"));
    expect(text).toMatch(/8 hours/);
    expect(text).toMatch(/24 hours/);
  });

  it("states RIDDOR reporting deadlines in the UK", () => {
    const text = renderPlainText(compose("incident-form", "UK-GB"));
    expect(text).toMatch(/RIDDOR/);
    expect(text).toMatch(/10 days/);
    expect(text).toMatch(/15 days/);
  });

  it("follows HSE's five steps for a UK risk assessment", () => {
    const text = renderPlainText(compose("risk-assessment", "UK-GB")).toLowerCase();
    expect(text).toContain("who might be harmed");
    expect(text).toContain("record");
    expect(text).toContain("review");
  });
});

describe("California's Injury and Illness Prevention Program", () => {
  it("is cited in a Californian WHS policy and in no other state's", () => {
    expect(renderPlainText(compose("policy", "US-CA"))).toMatch(/8 CCR 3203|section 3203/);
    expect(renderPlainText(compose("policy", "US-TX"))).not.toMatch(/3203/);
    expect(renderPlainText(compose("policy", "US-FED"))).not.toMatch(/3203/);
  });
});
