import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { BUSINESS_INDUSTRIES, TRIAL_INDUSTRIES } from "../catalogue/industries";
import { chooseMethod, TASK_ID_LIST } from "./suggest";

/**
 * Real work activities as customers type them, each labelled by a safety professional with the
 * library task whose method is right for the job, or `none`. Matching must never hand a job
 * another job's method (a baby's nappy change a crane lift, a manure pit a mine's haul road), and
 * should find the right method for as many ordinary phrases as it can.
 */
const CORPUS_DIR = join(process.cwd(), "knowledge", "task-corpus");
const COUNTRIES = ["AU", "UK", "NZ", "US"] as const;
const INDUSTRIES = new Set<string>([
  ...BUSINESS_INDUSTRIES.map((i) => i.value),
  ...TRIAL_INDUSTRIES.map((i) => i.value),
]);
const TASKS = new Set(TASK_ID_LIST);

/** The share of labelled phrases that must be given their task; set just under what the corpus reaches. */
const RECALL_FLOOR = 89;

type Entry = {
  file: string;
  phrase: string;
  country: string;
  industry: string;
  description?: string;
  task: string;
  note?: string;
};

function load(): { entries: Entry[]; problems: string[] } {
  const entries: Entry[] = [];
  const problems: string[] = [];
  for (const file of readdirSync(CORPUS_DIR)
    .filter((f) => f.endsWith(".yaml"))
    .sort()) {
    const list: unknown = parse(readFileSync(join(CORPUS_DIR, file), "utf8"));
    if (!Array.isArray(list)) {
      problems.push(`${file}: not a list of entries`);
      continue;
    }
    list.forEach((raw: Record<string, unknown>, i) => {
      const at = `${file}[${i}] "${String(raw?.phrase ?? "")}"`;
      const known = new Set(["phrase", "country", "industry", "description", "task", "note"]);
      const bad: string[] = [];
      if (typeof raw?.phrase !== "string" || !raw.phrase.trim()) bad.push("phrase missing");
      if (!COUNTRIES.includes(raw?.country as (typeof COUNTRIES)[number]))
        bad.push(`unknown country "${String(raw?.country)}"`);
      if (typeof raw?.industry !== "string" || !INDUSTRIES.has(raw.industry))
        bad.push(`unknown industry "${String(raw?.industry)}"`);
      if (typeof raw?.task !== "string" || (raw.task !== "none" && !TASKS.has(raw.task)))
        bad.push(`unknown task "${String(raw?.task)}"`);
      if (raw?.description !== undefined && typeof raw.description !== "string")
        bad.push("description is not text");
      for (const key of Object.keys(raw ?? {})) if (!known.has(key)) bad.push(`unknown field "${key}"`);
      if (bad.length > 0) problems.push(`${at}: ${bad.join("; ")}`);
      else entries.push({ file, ...(raw as Omit<Entry, "file">) });
    });
  }
  return { entries, problems };
}

describe("task matching corpus", () => {
  const { entries, problems } = load();

  it("holds only well-formed entries, naming the file and phrase of any that is not", () => {
    expect(problems).toEqual([]);
  });

  it("covers at least 420 phrases, all four countries and every industry", () => {
    expect(entries.length).toBeGreaterThanOrEqual(420);
    expect(new Set(entries.map((e) => e.country))).toEqual(new Set(COUNTRIES));
    const present = new Set(entries.map((e) => e.industry));
    expect(BUSINESS_INDUSTRIES.map((i) => i.value).filter((i) => !present.has(i))).toEqual([]);
    // At least a third are jobs the library has no method for, many sharing a word with one it has.
    expect(entries.filter((e) => e.task === "none").length * 3).toBeGreaterThanOrEqual(entries.length);
  });

  it("never gives a job another job's method, and finds the method for most phrases that name one", () => {
    const wrong: string[] = [];
    let labelled = 0;
    let given = 0;
    for (const e of entries) {
      const choice = chooseMethod({
        activity: e.phrase,
        business: { industry: e.industry, workDescription: e.description ?? null },
      });
      if (e.task !== "none") labelled++;
      if (choice.kind !== "matched") continue;
      const ids = choice.tasks.map((t) => t.id);
      const right = e.task !== "none" && ids[0] === e.task && ids.every((id) => id === e.task);
      if (right) given++;
      else
        wrong.push(
          `${e.file}: "${e.phrase}" (${e.country}, ${e.industry}) expected ${e.task}, got ${choice.tasks
            .map((t) => `${t.id} (${t.why})`)
            .join(" + ")}`,
        );
    }
    const recall = labelled === 0 ? 0 : (100 * given) / labelled;
    console.log(
      `Task matching corpus: ${entries.length} phrases, ${wrong.length} wrong, recall ${recall.toFixed(1)} % (${given} of ${labelled} labelled phrases given their task)`,
    );
    expect(wrong).toEqual([]);
    expect(recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });
});
