import { describe, expect, it } from "vitest";
import { GOLDEN_AUTHOR, GOLDEN_BUSINESSES } from "../../../tests/golden/businesses";
import { composeDocument } from "../documents/engine";
import { renderMarkdown } from "../documents/markdown";
import { DESCRIBES_LAW_FROM, instrument, profileFor, profileOn } from "./index";

/**
 * The law has dates: NSW replaced its Work Health and Safety Regulation 2017 with the Regulation
 * 2025 on 22 August 2025. A document cites what was in force on its own date.
 */
const nsw = GOLDEN_BUSINESSES.find((b) => b.slug === "au-nsw-construction-20-49")!;

function riskAssessmentOn(date: string): string {
  return renderMarkdown(
    composeDocument({
      documentType: "risk-assessment",
      business: nsw.business,
      metadata: nsw.metadata,
      additionalPolicies: [],
      preparedBy: GOLDEN_AUTHOR,
      date,
    }),
  );
}

const references = (markdown: string) => markdown.slice(markdown.indexOf("Legal references"));

describe("NSW before and after the WHS Regulation 2025", () => {
  it("cites the 2017 Regulation, by clause, for a document dated 21 August 2025", () => {
    const before = references(riskAssessmentOn("2025-08-21"));
    expect(before).toContain("Work Health and Safety Regulation 2017 (NSW)");
    expect(before).toContain(": cl 34, cl 35, cl 36, cl 37, cl 38");
    expect(before).not.toContain("Regulation 2025");
    expect(before).toContain("Work Health and Safety Act 2011 (NSW)");
  });

  it("cites the 2025 Regulation, by section, from 22 August 2025", () => {
    for (const date of ["2025-08-22", "2026-11-23"]) {
      const after = references(riskAssessmentOn(date));
      expect(after).toContain("Work Health and Safety Regulation 2025 (NSW)");
      expect(after).toContain(": s 34, s 35, s 36, s 37, s 38");
      expect(after).not.toContain("Regulation 2017");
    }
  });

  it("changes nothing else in the document but the Regulation it cites", () => {
    const strip = (md: string) =>
      md
        .replace(
          /Work Health and Safety Regulation 20(17|25) \(NSW\)|au-nsw-whs-regulation-20(17|25)/g,
          "REG",
        )
        .replace(/\b(cl|s) (\d)/g, "P $2")
        .replace(
          /\d{1,2}(st|nd|rd|th)? [A-Z][a-z]+ 20\d\d|[A-Z][a-z]+ \d{1,2}(st|nd|rd|th)?, 20\d\d/g,
          "DATE",
        )
        .replace(/\]\([^)]*\)/g, "]");
    expect(strip(riskAssessmentOn("2025-08-21"))).toBe(strip(riskAssessmentOn("2025-08-22")));
  });

  it("gives each profile version its own dates", () => {
    expect(profileOn("AU-NSW", "2025-08-21").primaryRegulations?.id).toBe("au-nsw-whs-regulation-2017");
    expect(profileOn("AU-NSW", "2025-08-22").primaryRegulations?.id).toBe("au-nsw-whs-regulation-2025");
    expect(profileFor("AU-NSW").primaryRegulations?.id).toBe("au-nsw-whs-regulation-2025");
    expect(instrument("au-nsw-whs-regulation-2017")?.repealedOn).toBe("2025-08-22");
    expect(instrument("au-nsw-whs-regulation-2025")?.inForceFrom).toBe("2025-08-22");
    // Other jurisdictions did not change that day.
    expect(profileOn("AU-QLD", "2025-08-21")).toBe(profileOn("AU-QLD", "2025-08-22"));
  });

  it("refuses a date the knowledge base does not describe, or one that is not a date", () => {
    expect(DESCRIBES_LAW_FROM).toBe("2025-07-01");
    expect(() => profileOn("AU-NSW", "2025-06-30")).toThrow(/describes the law from 2025-07-01/);
    expect(() => profileOn("AU-NSW", "22/08/2025")).toThrow(/not a date/);
    expect(() => profileOn("AU-XYZ", "2025-08-22")).toThrow(/No legal profile/);
  });
});
