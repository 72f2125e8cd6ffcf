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
 * in every document of the same work, and in every hazard row the same rating with its controls;
 * every rating printed has the band the document's own risk matrix gives its score.
 *
 * The documents of one work: the business's own (register, contractor induction), a job's SWMS
 * and SOP (written for the same activity), and a risk assessment (written for its scope). A job
 * may rate a hazard worse than the business's own documents do, never better.
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

const documents = renderGoldenDocuments();

/** The documents of one work, and the documents that rate hazards in rows of their own. */
const WORKS = {
  business: ["hazard-register", "contractor-induction"],
  activity: ["sop-template"],
  scope: ["risk-assessment"],
} as const;
type Work = keyof typeof WORKS;

type Seen = { before: string; after?: string; where: string; name: string; work: Work };

/** Every rating of a named hazard in the business's documents. */
function ratingsOf(slug: string): Map<string, Seen[]> {
  const seen = new Map<string, Seen[]>();
  const concept = hazardConceptOf(slug);
  const add = (name: string, s: Omit<Seen, "name">) =>
    seen.set(concept(name), [...(seen.get(concept(name)) ?? []), { ...s, name }]);
  for (const [work, docs] of Object.entries(WORKS) as [Work, readonly string[]][])
    for (const doc of docs)
      for (const t of tables(documents.get(`${slug}/${doc}.md`) ?? ""))
        for (const r of t)
          if (r.Hazard && r["Risk before controls"])
            add(r.Hazard, {
              before: r["Risk before controls"],
              after: r["Risk with those controls"],
              where: doc,
              work,
            });
  for (const t of tables(documents.get(`${slug}/swms.md`) ?? ""))
    for (const r of t) {
      if (!r.Hazards || !RATING.test(r["Risk before controls"] ?? "")) continue;
      const lines = r.Hazards.split("<br>");
      for (const line of lines) {
        const m = /^(.*): ((?:Low|Medium|High|Extreme) \(\d+\))$/.exec(line);
        if (lines.length > 1) {
          expect(m, `${slug} SWMS step ${r.Step}: "${line}" names its own rating`).not.toBeNull();
          add(m![1]!, { before: m![2]!, where: `swms step ${r.Step}`, work: "activity" });
        } else add(line, { before: r["Risk before controls"]!, where: `swms step ${r.Step}`, work: "activity" });
      }
    }
  return seen;
}

const described = (list: Seen[]) => list.map((s) => `${s.where} (${s.name}: ${s.before})`).join(", ");

describe("one business's documents rate a hazard alike", () => {
  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug]))("%s", (slug) => {
    const seen = ratingsOf(slug);
    expect(seen.size, slug).toBeGreaterThan(0);
    for (const [hazard, list] of seen) {
      for (const work of Object.keys(WORKS) as Work[]) {
        const ofWork = list.filter((s) => s.work === work);
        const befores = new Set(ofWork.map((s) => s.before));
        expect(befores.size, `${slug}: ${hazard} before controls in ${described(ofWork)}`).toBeLessThanOrEqual(1);
        const afters = new Set(ofWork.flatMap((s) => (s.after ? [s.after] : [])));
        expect(afters.size, `${slug}: ${hazard} with its controls in ${work} documents`).toBeLessThanOrEqual(1);
      }
      const own = list.find((s) => s.work === "business");
      if (!own) continue;
      for (const s of list)
        expect(score(s.before), `${slug}: ${hazard} rated better for a job than for the business: ${described(list)}`).toBeGreaterThanOrEqual(
          score(own.before),
        );
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
