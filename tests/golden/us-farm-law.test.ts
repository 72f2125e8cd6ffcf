import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { bySlug, composeGolden, everyDocument, goldenMarkdown } from "./render";

/**
 * The reference US farms are held to the law that binds agriculture (decision 105): no document
 * cites a general industry standard that 29 CFR 1928.21 does not apply to farms, and Part 1928 is
 * cited where its topic arises. Businesses that are not farms keep Part 1910.
 */
const NOT_FOR_FARMS = /\b1910\.(38|39|95|132|134|146|147|151|157|178)\b/;
const usFarms = GOLDEN_BUSINESSES.filter((g) => g.business.country === "US" && g.business.industry === "agriculture");

describe("US farms cite the law that binds agriculture", () => {
  it("there are reference farms under federal OSHA and under a State Plan", () => {
    expect(usFarms.map((g) => g.slug)).toEqual(
      expect.arrayContaining(["us-wi-dairy-farm-20-49", "us-ia-hog-farm-6-19", "us-ks-grain-farm-20-49"]),
    );
  });

  it.each(usFarms.map((g) => g.slug))("%s cites no general industry standard that does not apply to farms", (slug) => {
    expect(everyDocument(bySlug(slug))).not.toMatch(NOT_FOR_FARMS);
  });

  it.each(["us-wi-dairy-farm-20-49", "us-ks-grain-farm-20-49"])(
    "%s cites rollover protection and equipment guarding, and keeps hazard communication",
    (slug) => {
      const g = bySlug(slug);
      const policy = goldenMarkdown(g, "policy");
      for (const section of ["1928.21", "1928.51(b)(1)", "1928.57"]) expect(policy).toContain(section);
      expect(goldenMarkdown(g, "swms")).toMatch(/1928\.57/);
      expect(goldenMarkdown(g, "training-record")).toContain("1928.51(d)");
      expect(goldenMarkdown(g, "chemical-register")).toContain("1910.1200");
      expect(goldenMarkdown(g, "emergency-plan")).toContain("An emergency plan for a farm is good practice under the General Duty Clause");
    },
  );

  it.each(["us-wi-dairy-farm-20-49", "us-ks-grain-farm-20-49"])(
    "%s repeats tractor and farm machinery instruction at least once a year, as 1928.57(a)(6) requires",
    (slug) => {
      const record = goldenMarkdown(bySlug(slug), "training-record");
      for (const training of ["Tractor and farm vehicle operator training", "Farm machinery operator training"]) {
        const row = record.split("\n").find((l) => l.startsWith(`| ${training} |`));
        expect(row, training).toContain("At the time of initial assignment and at least once a year after that");
        expect(row, training).toContain("1928.57(a)(6)");
        expect(row, training).not.toContain("the business's own interval");
      }
    },
  );

  it("farms outside the US keep their own interval for tractor and farm machinery training", () => {
    const record = goldenMarkdown(bySlug("au-tas-agriculture-6-19"), "training-record");
    const row = record.split("\n").find((l) => l.startsWith("| Tractor and farm vehicle operator training |"));
    expect(row).toContain("the business's own interval");
  });

  it.each(["us-wi-dairy-farm-20-49", "us-ks-grain-farm-20-49"])(
    "%s, whose work is machine work and livestock care rather than hand labor in the field, is not cited field sanitation",
    (slug) => {
      const docs = everyDocument(bySlug(slug));
      expect(docs).not.toContain("1928.110");
      expect(docs).not.toContain("do hand labor in the field");
    },
  );

  it("a vegetable farm whose crews harvest by hand is cited field sanitation, scoped to 11 or more hand laborers", () => {
    const golden = bySlug("us-ks-grain-farm-20-49");
    const vegetables = {
      ...golden,
      slug: "us-vegetable-farm-variant",
      business: {
        ...golden.business,
        name: "Arkansas River Produce LLC",
        workDescription: "Vegetable farm: hand harvesting of sweet corn, melons and peppers by field crews, with tractors and a packing shed",
      },
    };
    const policy = renderPlainText(composeGolden(vegetables, "policy"));
    expect(policy).toContain("1928.110");
    expect(policy).toContain("On any day that 11 or more employees do hand labor in the field");
  });

  it("the grain farm's register has a grain bin engulfment row under the General Duty Clause, not the grain handling facilities standard", () => {
    const register = goldenMarkdown(bySlug("us-ks-grain-farm-20-49"), "hazard-register");
    const row = register.split("\n").find((l) => l.includes("| Grain bin entry and engulfment |"));
    expect(row).toBeDefined();
    expect(row).toContain("lock out the unloading auger");
    // Anchor points alone tie nobody on: the entrant is required to wear the harness and lifeline.
    expect(row).toContain("Every entrant wears a full-body harness on a lifeline");
    expect(row).toContain("never enter below bridged grain");
    expect(goldenMarkdown(bySlug("us-ks-grain-farm-20-49"), "ppe-register")).toContain(
      "Full-body harness and lifeline for bin entry",
    );
    expect(register).not.toContain("1910.272");
    expect(goldenMarkdown(bySlug("us-wi-dairy-farm-20-49"), "hazard-register")).not.toContain("Grain bin entry");
  });

  it("the grain farm's tractor and PTO rows cite 1928.51 and 1928.57", () => {
    const register = goldenMarkdown(bySlug("us-ks-grain-farm-20-49"), "hazard-register");
    expect(register).toContain("29 CFR 1928.51");
    expect(register).toContain("29 CFR 1928.57");
  });

  it("the Iowa hog farm cites Iowa's agriculture chapter and no 29 CFR Part 1928 section", () => {
    const docs = everyDocument(bySlug("us-ia-hog-farm-6-19"));
    expect(docs).toContain("Iowa Administrative Code 875—Chapter 28");
    expect(docs).not.toMatch(/\b1928\.\d+/);
  });

  it("US businesses that are not farms keep the general industry standards", () => {
    const cleaner = bySlug("us-tx-commercial-cleaning-6-19");
    expect(goldenMarkdown(cleaner, "emergency-plan")).toContain("1910.38");
    expect(goldenMarkdown(cleaner, "ppe-register")).toContain("1910.132");
    for (const g of GOLDEN_BUSINESSES.filter((b) => b.business.country === "US" && b.business.industry !== "agriculture"))
      expect(everyDocument(g), g.slug).not.toMatch(/\b1928\.\d+/);
  });
});
