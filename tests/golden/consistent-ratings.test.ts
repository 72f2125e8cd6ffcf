import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { hazardConceptOf, renderGoldenDocuments } from "./render";
import { RATING, type Row, score, tables } from "./markdown-tables";

/**
 * What a safety consultant checks across one business's documents: a hazard has one rating. The
 * hazard register, the risk assessment, the contractor induction and the SOP rate each hazard in a
 * row of its own; the SWMS (RAMS, JSA) rates each step by the worst of its hazards and names each
 * hazard of a step with several with its own rating. The same hazard, under any of its names
 * (forklift traffic in the register, mobile plant in a step), gets the same rating before controls
 * everywhere, and in every hazard row the same rating with its controls; every rating printed has
 * the band the document's own risk matrix gives its score.
 */


/** The band each score has in the risk matrix the document prints. */
function matrixBands(md: string): Map<number, string> {
  const bands = new Map<number, string>();
  const matrix = tables(md).find((t) => t[0] && "Likelihood \\ Consequence" in t[0]);
  for (const r of matrix ?? [])
    for (const [key, cell] of Object.entries(r)) {
      if (key.startsWith("Likelihood")) continue;
      const m = RATING.exec(cell);
      if (m) bands.set(Number(m[2]), m[1]!);
    }
  return bands;
}

const HAZARD_ROW_DOCUMENTS = ["hazard-register", "risk-assessment", "contractor-induction", "sop-template"];
const documents = renderGoldenDocuments();

type Seen = { before: string; after?: string; where: string; name: string };


/** Every rating of a named hazard in the business's documents. */
function ratingsOf(slug: string): Map<string, Seen[]> {
  const seen = new Map<string, Seen[]>();
  const concept = hazardConceptOf(slug);
  const add = (name: string, s: Omit<Seen, "name">) =>
    seen.set(concept(name), [...(seen.get(concept(name)) ?? []), { ...s, name }]);
  for (const doc of HAZARD_ROW_DOCUMENTS) {
    for (const t of tables(documents.get(`${slug}/${doc}.md`) ?? ""))
      for (const r of t)
        if (r.Hazard && r["Risk before controls"])
          add(r.Hazard, { before: r["Risk before controls"], after: r["Risk with those controls"], where: doc });
  }
  for (const t of tables(documents.get(`${slug}/swms.md`) ?? ""))
    for (const r of t) {
      if (!r.Hazards || !RATING.test(r["Risk before controls"] ?? "")) continue;
      const lines = r.Hazards.split("<br>");
      for (const line of lines) {
        const m = /^(.*): ((?:Low|Medium|High|Extreme) \(\d+\))$/.exec(line);
        if (lines.length > 1) {
          expect(m, `${slug} SWMS step ${r.Step}: "${line}" names its own rating`).not.toBeNull();
          add(m![1]!, { before: m![2]!, where: `swms step ${r.Step}` });
        } else add(line, { before: r["Risk before controls"]!, where: `swms step ${r.Step}` });
      }
    }
  return seen;
}

describe("one business's documents rate a hazard alike", () => {
  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug]))("%s", (slug) => {
    const seen = ratingsOf(slug);
    expect(seen.size, slug).toBeGreaterThan(0);
    for (const [hazard, list] of seen) {
      const befores = new Set(list.map((s) => s.before));
      expect([...befores], `${slug}: ${hazard} before controls in ${list.map((s) => `${s.where} (${s.name}: ${s.before})`).join(", ")}`).toHaveLength(
        1,
      );
      const afters = new Set(list.flatMap((s) => (s.after ? [s.after] : [])));
      expect(afters.size, `${slug}: ${hazard} with its controls`).toBeLessThanOrEqual(1);
    }
  });

  it("the NZ sewer trench: excavation is rated the same in the register and in every SWMS step that meets it", () => {
    const seen = ratingsOf("nz-construction-sewer-6-19").get("excavation")!;
    expect(seen.map((s) => s.where)).toEqual(
      expect.arrayContaining(["hazard-register", "risk-assessment", "swms step 3", "swms step 4", "swms step 5"]),
    );
    expect(new Set(seen.map((s) => s.before))).toEqual(new Set(["Extreme (15)"]));
  });
});

describe("a SWMS step with several hazards is rated by the worst of them, and says so", () => {
  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug]))("%s", (slug) => {
    const md = documents.get(`${slug}/swms.md`)!;
    const steps = tables(md).flatMap((t) => t.filter((r) => r.Hazards && RATING.test(r["Risk before controls"] ?? "")));
    const several = steps.filter((r) => r.Hazards!.includes("<br>"));
    for (const r of several) {
      const worst = Math.max(...r.Hazards!.split("<br>").map((line) => score(line.replace(/^.*: /, ""))));
      expect(score(r["Risk before controls"]!), `${slug} step ${r.Step}`).toBe(worst);
    }
    if (several.length) expect(md).toContain("is rated by the worst of them");
  });
});

describe("every rating printed has the band the document's risk matrix gives it", () => {
  const rated = [...documents].filter(([, md]) => md.includes("Likelihood \\ Consequence"));
  it("checks the documents that print the matrix", () => {
    expect(rated.length).toBeGreaterThanOrEqual(GOLDEN_BUSINESSES.length * 3);
  });
  it.each(rated.map(([file]) => [file]))("%s", (file) => {
    const md = documents.get(file)!;
    const bands = matrixBands(md);
    expect(bands.size).toBeGreaterThan(0);
    for (const m of md.matchAll(/\b(Low|Medium|High|Extreme) \((\d+)\)/g))
      expect(`${m[1]} (${m[2]})`, file).toBe(`${bands.get(Number(m[2]))} (${m[2]})`);
  });
});
