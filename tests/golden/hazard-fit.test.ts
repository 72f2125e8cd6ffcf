import { describe, expect, it } from "vitest";
import { composeGolden } from "./render";
import { localSpelling, normaliseCountry } from "../../src/domain/catalogue";
import type { DocumentContent } from "../../src/domain/documents/content";
import { composeDocument, resolveProfile } from "../../src/domain/documents/engine";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { NO_HAZARD_OF_ITS_OWN } from "../../src/domain/documents/method";
import { HAZARD_LIBRARY } from "../../src/domain/hazards";
import { GOLDEN_AUTHOR, GOLDEN_BUSINESSES, GOLDEN_DATE } from "./businesses";
import { isScoped } from "../../src/domain/documents/scope";
import { inLocalTerms } from "../../src/domain/documents/local-terms";

/**
 * What a principal contractor's safety manager checks in the reference businesses' hazard
 * register, risk assessment and SWMS: each hazard once, and no wording written for another kind
 * of workplace (racking and mezzanines for a roofer, furnaces and cold rooms for a drainlayer).
 */
const DOCUMENTS = ["hazard-register", "risk-assessment", "swms"] as const;

/** Words that belong to some workplaces only, and the industries whose documents may use them. */
const SETTING_WORDS: { words: RegExp; industries: readonly string[] }[] = [
  { words: /\b(racking|mezzanines?)\b/i, industries: ["manufacturing", "retail", "transport"] },
  { words: /\b(furnaces?|foundry|foundries)\b/i, industries: ["manufacturing"] },
  { words: /\b(cold[- ]rooms?|cold stores?|cool[- ]rooms?|freezers?)\b/i, industries: ["hospitality", "manufacturing"] },
];

/**
 * Names that say the same kind of hazard, read as a safety manager reads them, independent of the
 * library's own grouping: two rows matching one pattern are one hazard listed twice.
 */
const FIRE = /\bfire\b/i;
const FLAMMABLES_ROW = /^Fire or explosion from flammable liquids, vapou?rs or gases$/;
/**
 * A mill's combustible dust row is the fire and explosion of dust that settles and is carried in
 * ducts, a second kind beside the row for breathing dust and the building's fire row.
 */
const COMBUSTIBLE_DUST_ROW = /^Combustible wood dust \(fire and dust explosion\)$/;
const SAME_KIND: RegExp[] = [
  /\b(working at height|falls? from height|fall hazards)\b/i,
  /\b(heat|hot weather|hot kitchens|extreme temperatures?)\b/i,
  /\bnoise\b/i,
  /\bdusts?\b/i,
  /\bfatigue\b/i,
  /\bchemicals\b/i,
  /\b(manual handling|patient handling|shelf stacking)\b/i,
  /\bslip(s|pery)?\b/i,
  /\b(mobile plant|mobile equipment|forklifts?|heavy and light vehicle)\b/i,
  /\bconfined spaces?\b/i,
  /\b(biological materials|infectious exposures)\b/i,
  /\b(computer workstations|repetitive work)\b/i,
  FIRE,
];

function compose(golden: (typeof GOLDEN_BUSINESSES)[number], documentType: (typeof DOCUMENTS)[number]) {
  return composeGolden(golden, documentType);
}

/** The concept of each library hazard by any name a document of that country gives it. */
function conceptByName(country: string, jurisdiction: string): Map<string, string> {
  const code = normaliseCountry(country)!;
  // A name the countries word differently ("filler and {{local.wood}}") in the jurisdiction's terms.
  const profile = resolveProfile(country, jurisdiction);
  const termed = (name: string) => inLocalTerms(name, profile);
  return new Map(
    Object.values(HAZARD_LIBRARY).flatMap((h) =>
      [h.name, ...(h.variants?.name ?? []).map((v) => v.text)].map((name) => [
        localSpelling(termed(name), code),
        h.concept,
      ]),
    ),
  );
}

/**
 * The hazard names a document lists: a table with one hazard per row must not name one hazard in
 * two rows; a job step must not name one hazard twice. (The action plan repeats hazards by design.)
 */
function hazardCells(doc: Pick<DocumentContent, "sections">): { table: string; names: string[] }[] {
  return doc.sections.flatMap((s) =>
    (s.tables ?? []).flatMap((t) => {
      if (t.id === "job-steps")
        return t.rows.map((r, i) => ({
          table: `${t.id} step ${i + 1}`,
          // A step done away from the work names no hazard, and says so; a step of the customer's
          // own whose hazards are not recognised says that instead; a step with several names each
          // with its own rating.
          names: (r.hazards ?? "")
            .split("\n")
            .filter((n) => n && n !== NO_HAZARD_OF_ITS_OWN && !/^Hazards not recogni[sz]ed:/.test(n))
            .map((n) => n.replace(/: (Low|Medium|High|Extreme) \(\d+\)$/, "")),
        }));
      if (t.columns.some((c) => c.key === "hazard") && !/action/i.test(t.id))
        return [{ table: t.id, names: t.rows.map((r) => r.hazard ?? "") }];
      return [];
    }),
  );
}

describe("reference businesses' hazards", () => {
  for (const golden of GOLDEN_BUSINESSES) {
    describe(golden.slug, () => {
      const concepts = conceptByName(golden.business.country, golden.business.jurisdiction);

      it.each(DOCUMENTS)("%s lists each hazard once", (documentType) => {
        const cells = hazardCells(compose(golden, documentType));
        expect(cells.length).toBeGreaterThan(0);
        for (const { table, names } of cells) {
          const known = names.map((n) => concepts.get(n));
          expect(known, `${table}: ${names.join(" | ")}`).not.toContain(undefined);
          expect(new Set(known).size, `${table}: ${names.join(" | ")}`).toBe(known.length);
        }
      });

      it.each(DOCUMENTS)("%s names no kind of hazard twice", (documentType) => {
        // Where the law asks for its own assessment of the fire and explosion risks of flammable
        // substances (Great Britain's DSEAR, cited in the business's law), that row is a second
        // kind beside the building's fire and evacuation row; everywhere else it is the same kind.
        const ownAssessment = renderPlainText(compose(golden, "risk-assessment")).includes(
          "Dangerous Substances and Explosive Atmospheres Regulations 2002",
        );
        const separate = (n: string) => ownAssessment && FLAMMABLES_ROW.test(n);
        for (const { table, names } of hazardCells(compose(golden, documentType))) {
          for (const kind of SAME_KIND) {
            const same = names.filter(
              (n) => kind.test(n) && !(kind === FIRE && separate(n)) && !COMBUSTIBLE_DUST_ROW.test(n),
            );
            expect(same, `${table}: ${String(kind)}`).toHaveLength(Math.min(same.length, 1));
          }
        }
      });

      it.each(DOCUMENTS)("%s uses no other kind of workplace's words", (documentType) => {
        const text = renderPlainText(compose(golden, documentType));
        // The owner's own words are theirs to keep ("racking surfboard deliveries").
        const own = [golden.business.workDescription ?? "", ...Object.values(golden.metadata).map(String)];
        let mine = text;
        for (const o of own) if (o) mine = mine.split(o).join("");
        for (const { words, industries } of SETTING_WORDS) {
          if (industries.includes(golden.business.industry)) continue;
          expect(mine.match(words)?.[0], String(words)).toBeUndefined();
        }
      });
    });
  }

  // A risk assessment whose scope names its own hazards (a demolition, a trench) holds the hazards
  // of that work (decision 073); the business's register, and an assessment of its whole work,
  // plan for the heat of every outdoor job.
  it("every construction business's register and whole-business risk assessment plan for heat illness", () => {
    const construction = GOLDEN_BUSINESSES.filter((g) => g.business.industry === "construction");
    expect(construction.length).toBeGreaterThan(3);
    const whole = construction.filter((g) => !isScoped(g.metadata.scope));
    expect(whole.length).toBeGreaterThan(0);
    const documents = [
      ...construction.map((g) => [g, "hazard-register"] as const),
      ...whole.map((g) => [g, "risk-assessment"] as const),
    ];
    for (const [golden, type] of documents) {
      const text = renderPlainText(compose(golden, type));
      expect(text, `${golden.slug} ${type}`).toMatch(/buddy-check each other for early signs of heat illness/);
      expect(text, `${golden.slug} ${type}`).toMatch(/Work-rest schedule for hot days/i);
    }
  });
});
