import { describe, expect, it } from "vitest";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { profileFor } from "../../src/domain/legal";
import { GOLDEN_BUSINESSES, type GoldenBusiness } from "./businesses";
import { composeGolden } from "./render";

/**
 * Federal OSHA's general industry standard has portable extinguishers visually inspected every
 * month (29 CFR 1910.157(e)(2)). A shop or a practice under federal OSHA is told so, with the
 * provision; a builder (Part 1926), and a State Plan state whose own rule is not verified, keep the
 * business's own service schedule and never cite 1910.157.
 */
const compose = (golden: GoldenBusiness, documentType: "emergency-plan" | "safety-audit") =>
  composeGolden(golden, documentType);

const MONTHLY = /visual check of each portable extinguisher, as 29 CFR 1910\.157\(e\)\(2\) requires/;
const us = GOLDEN_BUSINESSES.filter((g) => g.business.country === "US");
const federalGeneralIndustry = (g: GoldenBusiness) =>
  profileFor(g.business.jurisdiction).statePlan !== "private-and-public" &&
  !["construction", "agriculture", "mining"].includes(g.business.industry);

describe("portable extinguisher inspection follows the standard that applies to the business", () => {
  it.each(us.filter(federalGeneralIndustry).map((g) => [g.slug, g] as const))(
    "%s: monthly visual inspection under 29 CFR 1910.157(e)(2)",
    (_slug, golden) => {
      const plan = compose(golden, "emergency-plan");
      expect(renderPlainText(plan)).toMatch(MONTHLY);
      expect(plan.complianceReferences.citations.map((c) => c.id)).toContain("us-29-cfr-1910-157");
      expect(renderPlainText(compose(golden, "safety-audit"))).toMatch(
        /visually inspect each one every month to check that it is in place, charged and ready for use/,
      );
    },
  );

  it.each(us.filter((g) => !federalGeneralIndustry(g)).map((g) => [g.slug, g] as const))(
    "%s: the business's own schedule, and no 29 CFR 1910.157",
    (_slug, golden) => {
      for (const type of ["emergency-plan", "safety-audit"] as const) {
        const doc = compose(golden, type);
        const text = renderPlainText(doc);
        expect(text, type).not.toMatch(/1910\.157|portable extinguisher, as/);
        expect(doc.complianceReferences.citations.map((c) => c.id), type).not.toContain("us-29-cfr-1910-157");
      }
      expect(renderPlainText(compose(golden, "emergency-plan"))).toMatch(
        /At the interval the business's fire equipment service schedule sets/,
      );
    },
  );
});
