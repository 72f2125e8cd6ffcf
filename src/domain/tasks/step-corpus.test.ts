import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { BUSINESS_INDUSTRIES, TRIAL_INDUSTRIES } from "../catalogue/industries";
import { hazardEntry } from "../hazards";
import { methodFor } from ".";

/**
 * Steps as tradespeople write them when no library task is their job, each labelled by a safety
 * professional with the hazards its own words must bring and those they must not (a car raised "to
 * working height" on a lift is not work at height). A step is read as the document reads it: with
 * the business's own words (its description and the job) around it.
 */
const CORPUS_DIR = join(process.cwd(), "knowledge", "step-corpus");
const COUNTRIES = ["AU", "UK", "NZ", "US"] as const;
const INDUSTRIES = new Set<string>([
  ...BUSINESS_INDUSTRIES.map((i) => i.value),
  ...TRIAL_INDUSTRIES.map((i) => i.value),
]);

/** The share (percent) of labelled hazards the steps must bring; set just under what the corpus reaches. */
const RECALL_FLOOR = 96;
/** The share (percent) of labelled steps that must bring at least one hazard. */
const RECOGNISED_FLOOR = 95;

type Step = { line: string; must: string[]; mustNot: string[]; note?: string };
type Business = {
  file: string;
  trade: string;
  country: string;
  industry: string;
  industryOther?: string;
  description: string;
  activity: string;
  steps: Step[];
};

const list = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === "string");

function load(): { businesses: Business[]; problems: string[] } {
  const businesses: Business[] = [];
  const problems: string[] = [];
  for (const file of readdirSync(CORPUS_DIR)
    .filter((f) => f.endsWith(".yaml"))
    .sort()) {
    const entries: unknown = parse(readFileSync(join(CORPUS_DIR, file), "utf8"));
    if (!Array.isArray(entries)) {
      problems.push(`${file}: not a list of businesses`);
      continue;
    }
    entries.forEach((raw: Record<string, unknown>, i) => {
      const at = `${file}[${i}] ${String(raw?.trade ?? "")}`;
      const bad: string[] = [];
      const known = new Set([
        "trade",
        "country",
        "industry",
        "industryOther",
        "description",
        "activity",
        "steps",
      ]);
      for (const key of Object.keys(raw ?? {})) if (!known.has(key)) bad.push(`unknown field "${key}"`);
      for (const key of ["trade", "description", "activity"])
        if (typeof raw?.[key] !== "string" || !(raw[key] as string).trim()) bad.push(`${key} missing`);
      if (!COUNTRIES.includes(raw?.country as (typeof COUNTRIES)[number]))
        bad.push(`unknown country "${String(raw?.country)}"`);
      if (typeof raw?.industry !== "string" || !INDUSTRIES.has(raw.industry))
        bad.push(`unknown industry "${String(raw?.industry)}"`);
      const steps: Step[] = [];
      const unknown: string[] = [];
      if (!Array.isArray(raw?.steps) || raw.steps.length === 0) bad.push("no steps");
      else
        for (const s of raw.steps as Record<string, unknown>[]) {
          const must = s?.must ?? [];
          const mustNot = s?.mustNot ?? [];
          if (typeof s?.line !== "string" || !list(must) || !list(mustNot)) {
            bad.push(`step "${String(s?.line)}" is not { line, must, mustNot }`);
            continue;
          }
          for (const key of Object.keys(s))
            if (!["line", "must", "mustNot", "note"].includes(key)) bad.push(`unknown step field "${key}"`);
          for (const id of [...(must as string[]), ...(mustNot as string[])])
            if (!hazardEntry(id)) unknown.push(`${at}: step "${s.line}": unknown hazard "${id}"`);
          steps.push({ line: s.line, must: must as string[], mustNot: mustNot as string[] });
        }
      // A step naming a hazard the library lacks is still read, and counts as missing it.
      problems.push(...unknown);
      if (bad.length > 0) problems.push(`${at}: ${bad.join("; ")}`);
      else businesses.push({ file, ...(raw as Omit<Business, "file" | "steps">), steps });
    });
  }
  return { businesses, problems };
}

/** The hazard ids a document gives a business's own step. */
function stepHazards(b: Business, line: string): string[] {
  const words = [b.description, b.industryOther, b.activity].filter(Boolean).join("\n");
  const method = methodFor({
    steps: [line],
    activity: b.activity,
    industry: b.industry,
    facts: { industry: b.industry, asked: [], words, country: b.country },
  });
  return method?.steps[0]?.hazards.map((h) => h.id) ?? [];
}

describe("own steps corpus", () => {
  const { businesses, problems } = load();
  const read = businesses.flatMap((b) => b.steps.map((s) => ({ b, s, found: stepHazards(b, s.line) })));

  it("holds only well-formed entries naming hazards the library has", () => {
    expect(problems).toEqual([]);
  });

  it("covers at least 25 trades, 150 steps and all four countries", () => {
    expect(new Set(businesses.map((b) => b.trade)).size).toBeGreaterThanOrEqual(25);
    expect(read.length).toBeGreaterThanOrEqual(150);
    expect(new Set(businesses.map((b) => b.country))).toEqual(new Set(COUNTRIES));
  });

  it("never gives a step a hazard its words do not name", () => {
    const wrong = read.flatMap(({ b, s, found }) =>
      s.mustNot.filter((id) => found.includes(id)).map((id) => `${b.trade}: "${s.line}" was given ${id}`),
    );
    expect(wrong).toEqual([]);
  });

  it("finds the hazards a step's words name", () => {
    const labelled = read.flatMap(({ s, found }) => s.must.map((id) => found.includes(id)));
    const recall = Math.round((100 * labelled.filter(Boolean).length) / labelled.length);
    const withMust = read.filter(({ s }) => s.must.length > 0);
    const recognised = Math.round(
      (100 * withMust.filter(({ found }) => found.length > 0).length) / withMust.length,
    );
    const missed = read
      .filter(({ s, found }) => s.must.some((id) => !found.includes(id)))
      .map(
        ({ b, s, found }) =>
          `${b.trade}: "${s.line}" missed ${s.must.filter((id) => !found.includes(id)).join(", ")} (found ${found.join(", ") || "nothing"})`,
      );
    if (process.env.STEP_CORPUS_REPORT)
      console.log([`recall ${recall}%, recognised ${recognised}%`, ...missed].join("\n"));
    expect(recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
    expect(recognised).toBeGreaterThanOrEqual(RECOGNISED_FLOOR);
  });
});
