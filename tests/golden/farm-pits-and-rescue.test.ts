import { describe, expect, it } from "vitest";
import { bySlug, everyDocument, goldenMarkdown, ownWords } from "./render";
import { GOLDEN_BUSINESSES, type GoldenBusiness } from "./businesses";

/**
 * A farm's pits, sumps and tanks: a document points workers only to procedures the business has.
 * A business that does not enter confined spaces itself has no entry procedure, so its documents
 * keep everyone out and leave an unavoidable entry to a specialist contractor's own permit.
 */
const entersConfinedSpaces = (g: GoldenBusiness) =>
  g.business.highRiskActivities.includes("confined-spaces") || (g.metadata.hazardTypes ?? []).includes("confined-space");

describe("farm pits, sumps and tanks", () => {
  it("no business that does not enter confined spaces is pointed to a confined space entry procedure", () => {
    for (const g of GOLDEN_BUSINESSES.filter((b) => !entersConfinedSpaces(b)))
      expect(everyDocument(g), g.slug).not.toMatch(/except under the confined space entry procedure/i);
  });

  it("a dairy farm keeps everyone out of its sump and leaves unavoidable entry to a specialist contractor's permit", () => {
    expect(everyDocument(bySlug("nz-dairy-farm-effluent-6-19"))).toContain(
      "Nobody enters the sump, pit or tank; pumps and stirrers are lifted out for service.",
    );
    expect(everyDocument(bySlug("us-wi-dairy-farm-20-49"))).toContain(
      "Nobody enters the reception pit, manure pit or tank; pumps and agitators are lifted out for service.",
    );
    for (const slug of ["nz-dairy-farm-effluent-6-19", "us-wi-dairy-farm-20-49"]) {
      const docs = everyDocument(bySlug(slug));
      expect(docs, slug).toContain(
        "Unavoidable entry is done only by a specialist contractor under their written confined-space permit",
      );
    }
  });

  it("a farm that enters its own manure pits under its permit keeps its entry procedure", () => {
    const hogs = everyDocument(bySlug("us-ia-hog-farm-6-19"));
    expect(hogs).toContain("nobody enters a pit, tank or sump except under the confined space entry procedure");
    expect(hogs).not.toContain("specialist contractor under their written confined-space permit");
  });

  it("a farm without its own rescue team and breathing apparatus is never told that trained people with breathing apparatus go in", () => {
    for (const g of GOLDEN_BUSINESSES.filter((b) => !entersConfinedSpaces(b))) {
      const docs = everyDocument(g);
      expect(docs, g.slug).not.toContain("rescue only with breathing apparatus");
      expect(docs, g.slug).not.toContain("Only people trained in rescue, wearing breathing apparatus, go in");
    }
    for (const slug of ["nz-dairy-farm-effluent-6-19", "us-wi-dairy-farm-20-49"]) {
      const docs = everyDocument(bySlug(slug));
      expect(docs, slug).toContain("Nobody from the farm goes in after a collapsed person, with or without any mask");
      expect(docs, slug).toContain("Nobody else goes in, with or without any mask: only the fire service goes in");
    }
    const nz = everyDocument(bySlug("nz-dairy-farm-effluent-6-19"));
    expect(nz).toMatch(/Call 111 for the fire and rescue service[^\n]*hydrogen sulfide/);
  });

  it("a New Zealand farm's diseases from animals are New Zealand's: no Q fever, which the country is free of", () => {
    for (const g of GOLDEN_BUSINESSES.filter((b) => b.business.country === "NZ"))
      expect(everyDocument(g), g.slug).not.toMatch(/Q fever/i);
    const nz = everyDocument(bySlug("nz-dairy-farm-effluent-6-19"));
    expect(nz).toContain("Diseases caught from animals (leptospirosis, campylobacter, salmonella and other zoonoses)");
    expect(nz).toContain("STEC (shiga toxin-producing E. coli) infection and ringworm");
    expect(everyDocument(bySlug("us-wi-dairy-farm-20-49"))).toContain(
      "Diseases caught from animals (leptospirosis, Q fever and other zoonoses)",
    );
  });

  it("a US farm's hazard lines use American farm words: pens, alleys, chutes, headlocks, pastures, sorted and the bulk tank", () => {
    const auNzWords = /\b(paddocks?|yards, races|races, crushes|head bails|bulls moved and drafted|system and vat)\b/i;
    for (const g of GOLDEN_BUSINESSES.filter((b) => b.business.country === "US" && b.business.industry === "agriculture"))
      for (const type of ["hazard-register", "risk-assessment", "action-plan", "induction"] as const)
        expect(goldenMarkdown(g, type), `${g.slug} ${type}`).not.toMatch(auNzWords);
    const wi = everyDocument(bySlug("us-wi-dairy-farm-20-49"));
    expect(wi).toContain("Well-designed pens, alleys, chutes and headlocks so handlers work from outside the pen");
    expect(wi).toContain("Bulls kept in pastures and pens with strong, high fences");
    expect(wi).toContain("wash the milking system and bulk tank");
    expect(wi).toContain("fencing round every manure lagoon and reception pit");
    expect(wi).toContain("No passengers or children on ATVs and tractors");
    expect(wi).not.toMatch(/\bquads\b/);
    expect(wi).not.toContain("fencing round every pond and sump");
    // Australia and New Zealand keep their own words.
    expect(everyDocument(bySlug("nz-dairy-farm-effluent-6-19"))).toContain("Bulls kept in paddocks and pens");
  });

  it("a farm's hazards name no animal its own words do not: a dairy has no horses and no lambing", () => {
    for (const g of GOLDEN_BUSINESSES.filter((b) => b.business.industry === "agriculture")) {
      const words = ownWords(g);
      const docs = everyDocument(g);
      if (!/\b(horses?|equine|stables?|riding)\b/.test(words)) expect(docs, g.slug).not.toMatch(/\bhorses\b/i);
      if (!/\b(sheep|lambs?|lambing|ewes?)\b/.test(words)) expect(docs, g.slug).not.toMatch(/\blambing\b/i);
    }
    expect(everyDocument(bySlug("nz-dairy-farm-effluent-6-19"))).toContain("help animals give birth");
  });
});
