import { describe, expect, it } from "vitest";
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
