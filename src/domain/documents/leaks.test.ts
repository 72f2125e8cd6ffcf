import { describe, expect, it } from "vitest";
import { HIGH_RISK_ACTIVITIES } from "../catalogue/activities";
import { DOCUMENT_TYPE_IDS } from "../catalogue/documents";
import { BUSINESS_INDUSTRIES } from "../catalogue/industries";
import { REGIONS } from "../catalogue/regions";
import { composeDocument } from "./engine";
import { renderPlainText } from "./plain-text";

// Every document type in every jurisdiction, for a construction business with the work that drew
// foreign licences before, and for a shop: no document may carry another country's licences or
// duty-holder terms.
const FOREIGN: Record<string, RegExp[]> = {
  AU: [/\bOSHA\b/, /\bRIDDOR\b/, /\bHSE\b/],
  UK: [/licence to perform high risk work/i, /demolition licence/i, /white card/i, /\bPCBU\b/, /\bOSHA\b/],
  NZ: [/licence to perform high risk work/i, /demolition licence/i, /white card/i, /\bOSHA\b/, /\bRIDDOR\b/],
  US: [
    /licence to perform high risk work/i,
    /demolition licence/i,
    /white card/i,
    /general construction induction/i,
    /\bPCBU\b/,
    /\bRIDDOR\b/,
    /Safe Work Australia/,
  ],
};
const CODES = Object.values(REGIONS)
  .flat()
  .map((r) => r.code)
  .filter((c) => ["AU-NSW", "AU-VIC", "UK-GB", "NZ", "US-FED", "US-CA", "US-NY"].includes(c));

describe("no document carries another country's licences or terms", () => {
  for (const code of CODES) {
    const country = code.startsWith("AU") ? "AU" : code.startsWith("UK") ? "UK" : code === "NZ" ? "NZ" : "US";
    for (const industry of ["construction", "retail"] as const) {
      it(`${code} ${industry}`, () => {
        expect(BUSINESS_INDUSTRIES.some((i) => i.value === industry)).toBe(true);
        for (const documentType of DOCUMENT_TYPE_IDS) {
          const doc = composeDocument({
            documentType,
            business: {
              name: "Test Works",
              country,
              jurisdiction: code,
              industry,
              industryOther: null,
              employeeCount: "20-49",
              workDescription: null,
              regions: [code],
              highRiskActivities:
                industry === "construction"
                  ? ["working-at-height", "demolition", "excavation", "mobile-equipment", "lifting-equipment"]
                  : ["manual-handling"],
              identifier: { label: "Number", value: null },
            },
            metadata: { emergencyType: "fire", activity: "Routine work", hazardTypes: ["height"] },
            additionalPolicies: [],
            preparedBy: "Tester",
            date: "2026-11-23",
          });
          const text = renderPlainText(doc);
          for (const pattern of FOREIGN[country]!)
            expect(text, `${documentType}: ${pattern}`).not.toMatch(pattern);
        }
      });
    }
  }
});

// Law written for construction work only. A business of any other industry, even one that works at
// height, drives mobile plant or digs, never gets it: the rule set follows the industry.
type Cited = { id: string; pinpoint?: string | null };
const AU_CONSTRUCTION_CHAPTER = /^(?:r|s|cl) (?:289|29\d|30\d|31[0-8])\b/;
const CONSTRUCTION_ONLY_CITATION: ((c: Cited) => boolean)[] = [
  // The model WHS Regulations' construction Chapter, from r 289 (construction work) and r 291 (high
  // risk construction work) to r 318 (general construction induction cards), and the construction
  // code of practice.
  (c) =>
    /^au-[a-z]+-whs-(?:[a-z]+-)?regulations?-\d{4}$/.test(c.id) &&
    AU_CONSTRUCTION_CHAPTER.test(c.pinpoint ?? ""),
  (c) => c.id === "au-model-cop-construction-work",
  // Victoria's construction Part.
  (c) => c.id === "au-vic-ohs-regulations-2017" && /Part 5\.1\b/.test(c.pinpoint ?? ""),
  // The Construction (Design and Management) Regulations 2015.
  (c) => c.id === "uk-cdm-2015",
  // 29 CFR Part 1926, the construction standards.
  (c) => c.id.startsWith("us-29-cfr-1926"),
];
const CONSTRUCTION_ONLY_TEXT = [
  /white card/i,
  /construction induction/i,
  /\bHRCW\b/,
  /Model Code of Practice: Construction work/,
  /\bCDM 2015\b/,
  /Construction \(Design and Management\)/,
  /construction phase plan/i,
  /\b1926\.\d/,
  /Part 1926\b/,
  // A fall protection plan in place of conventional fall protection is allowed in construction only.
  /fall protection plan/i,
  /Part 5\.1 of the (?:OHS|Occupational Health and Safety) Regulations/,
  /^Construction work (?:that|where)/m,
];
const ALL_CODES = Object.values(REGIONS)
  .flat()
  .map((r) => r.code);
const NON_CONSTRUCTION = BUSINESS_INDUSTRIES.map((i) => i.value).filter((v) => v !== "construction");
// Every high-risk activity, so the work that drew construction law before (mobile plant, height,
// confined spaces, excavation, electrical work) is among the inputs.
const EVERY_ACTIVITY = HIGH_RISK_ACTIVITIES.map((a) => a.value);

describe("construction-only law appears only in a construction business's documents", () => {
  it("the inputs include the activities that brought construction law to a road freight company", () => {
    expect(EVERY_ACTIVITY).toEqual(
      expect.arrayContaining(["mobile-equipment", "working-at-height", "excavation"]),
    );
    expect(ALL_CODES).toEqual(expect.arrayContaining(["AU-SA", "AU-VIC", "AU-NSW", "UK-GB", "NZ", "US-FED"]));
  });

  describe.each(ALL_CODES)("%s", (code) => {
    const country = code.split("-")[0] === "NZ" ? "NZ" : code.split("-")[0]!;
    it.each(NON_CONSTRUCTION)("%s: every document type", (industry) => {
      for (const documentType of DOCUMENT_TYPE_IDS) {
        const doc = composeDocument({
          documentType,
          business: {
            name: "Test Freight",
            country,
            jurisdiction: code,
            industry,
            industryOther: null,
            employeeCount: "20-49",
            workDescription: "Loading, hauling and delivering freight",
            regions: [code],
            highRiskActivities: EVERY_ACTIVITY,
            identifier: { label: "Number", value: null },
          },
          metadata: { emergencyType: "fire", activity: "Loading a trailer", hazardTypes: ["height"] },
          additionalPolicies: [],
          preparedBy: "Tester",
          date: "2026-11-24",
        });
        for (const c of doc.complianceReferences.citations as Cited[])
          for (const leaks of CONSTRUCTION_ONLY_CITATION)
            expect(leaks(c), `${documentType} cites ${c.id} ${c.pinpoint ?? ""}`).toBe(false);
        const text = renderPlainText(doc);
        for (const pattern of CONSTRUCTION_ONLY_TEXT)
          expect(text, `${documentType}: ${pattern}`).not.toMatch(pattern);
      }
    });
  });

  it("a construction business in the same places still gets its construction law", () => {
    const cited = (code: string, country: string) =>
      composeDocument({
        documentType: "swms",
        business: {
          name: "Test Builders",
          country,
          jurisdiction: code,
          industry: "construction",
          industryOther: null,
          employeeCount: "20-49",
          workDescription: null,
          regions: [code],
          highRiskActivities: EVERY_ACTIVITY,
          identifier: { label: "Number", value: null },
        },
        metadata: { emergencyType: "fire", activity: "Re-roofing the warehouse", hazardTypes: ["height"] },
        additionalPolicies: [],
        preparedBy: "Tester",
        date: "2026-11-24",
      }).complianceReferences.citations as Cited[];
    const has = (code: string, country: string, test: (c: Cited) => boolean) =>
      cited(code, country).some(test);
    expect(has("AU-SA", "AU", CONSTRUCTION_ONLY_CITATION[0]!)).toBe(true);
    expect(has("AU-VIC", "AU", CONSTRUCTION_ONLY_CITATION[2]!)).toBe(true);
    expect(has("UK-GB", "UK", CONSTRUCTION_ONLY_CITATION[3]!)).toBe(true);
  });
});
