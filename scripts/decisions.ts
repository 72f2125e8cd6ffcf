import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The index of engineering decisions, `docs/decisions/README.md`, written from the decisions
 * themselves (number, title, date, status, area), so it cannot fall behind them: `npm run decisions`
 * rewrites it and a unit test fails when it is stale. A new decision starts from `TEMPLATE.md`.
 */

export const DECISIONS_DIR = "docs/decisions";
export const INDEX_FILE = join(DECISIONS_DIR, "README.md");

export type Decision = {
  file: string;
  number: string;
  title: string;
  date: string;
  status: string;
  area: string;
};

/** The index's sections, in reading order: how the app runs before what it writes. */
export const AREAS = [
  "Platform and operations",
  "Accounts, security and limits",
  "Payments and receipts",
  "Documents and exports",
  "Law and document content",
] as const;

/** Where a decision that names no area, or one not in `AREAS`, is listed until it is filed. */
export const UNFILED = "Not yet filed under an area";

/** Each decision's number, title, date, status and area, read from its heading and its header lines. */
export function readDecisions(dir = DECISIONS_DIR): Decision[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}-.*\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), "utf8");
      const heading = /^# (\d{3})\s*(?:—|:|-)?\s*(.+)$/m.exec(text);
      const date = /Date:\s*(\d{4}-\d{2}-\d{2})/.exec(text);
      const status = /Status:\s*([^\n]+)/.exec(text);
      const area = /^(?:- )?Area:\s*([^\n]+)$/m.exec(text);
      if (!heading || !date || !status)
        throw new Error(`${file}: needs a "# NNN: Title" heading, a "Date: YYYY-MM-DD" and a "Status:" line`);
      return {
        file,
        number: heading[1]!,
        title: heading[2]!.trim(),
        date: date[1]!,
        status: status[1]!.trim().replace(/\.$/, ""),
        area: area ? area[1]!.trim().replace(/\.$/, "") : UNFILED,
      };
    });
}

const cell = (text: string) => text.replaceAll("|", "\\|");
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The index as Markdown: one table per area, in `AREAS` order, then any decision not yet filed. */
export function indexMarkdown(decisions: readonly Decision[]): string {
  const known: readonly string[] = AREAS;
  const areaOf = (d: Decision) => (known.includes(d.area) ? d.area : UNFILED);
  const sections = [...AREAS, UNFILED].flatMap((area) => {
    const own = decisions.filter((d) => areaOf(d) === area);
    if (own.length === 0) return [];
    return [
      `## ${area}`,
      "",
      "| No. | Decision | Date | Status |",
      "| --- | --- | --- | --- |",
      ...own.map(
        (d) => `| [${d.number}](${d.file}) | ${cell(d.title)} | ${d.date} | ${cell(capitalised(d.status))} |`,
      ),
      "",
    ];
  });
  return [
    "# Engineering decisions",
    "",
    "One file per decision: its context, what was decided and what follows. Written by `npm run decisions` from the files themselves, grouped by the `Area:` line of each; do not edit by hand. A new decision takes the next number and starts from [TEMPLATE.md](TEMPLATE.md); the principles the decisions apply are in [../principles.md](../principles.md).",
    "",
    ...sections,
  ].join("\n");
}

if (process.argv[1]?.endsWith("decisions.ts")) {
  writeFileSync(INDEX_FILE, indexMarkdown(readDecisions()));
  console.log(`decisions: indexed ${readDecisions().length} in ${INDEX_FILE}`);
}
