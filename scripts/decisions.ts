import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The index of engineering decisions, `docs/decisions/README.md`, written from the decisions
 * themselves (number, title, date, status), so it cannot fall behind them: `npm run decisions`
 * rewrites it and a unit test fails when it is stale.
 */

export const DECISIONS_DIR = "docs/decisions";
export const INDEX_FILE = join(DECISIONS_DIR, "README.md");

export type Decision = { file: string; number: string; title: string; date: string; status: string };

/** Each decision's number, title, date and status, read from its heading and its date line. */
export function readDecisions(dir = DECISIONS_DIR): Decision[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}-.*\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), "utf8");
      const heading = /^# (\d{3})\s*(?:—|:|-)?\s*(.+)$/m.exec(text);
      const date = /Date:\s*(\d{4}-\d{2}-\d{2})/.exec(text);
      const status = /Status:\s*([^\n]+)/.exec(text);
      if (!heading || !date || !status)
        throw new Error(`${file}: needs a "# NNN: Title" heading, a "Date: YYYY-MM-DD" and a "Status:" line`);
      return {
        file,
        number: heading[1]!,
        title: heading[2]!.trim(),
        date: date[1]!,
        status: status[1]!.trim().replace(/\.$/, ""),
      };
    });
}

/** The index as Markdown. */
export function indexMarkdown(decisions: readonly Decision[]): string {
  const rows = decisions.map(
    (d) =>
      `| [${d.number}](${d.file}) | ${d.title.replaceAll("|", "\\|")} | ${d.date} | ${d.status.replaceAll("|", "\\|")} |`,
  );
  return [
    "# Engineering decisions",
    "",
    "One file per decision: its context, what was decided and what follows. Written by `npm run decisions` from the files themselves; do not edit by hand.",
    "",
    "| No. | Decision | Date | Status |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

if (process.argv[1]?.endsWith("decisions.ts")) {
  writeFileSync(INDEX_FILE, indexMarkdown(readDecisions()));
  console.log(`decisions: indexed ${readDecisions().length} in ${INDEX_FILE}`);
}
