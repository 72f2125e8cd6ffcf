/** A Markdown table row, keyed by column heading. */
export type Row = Record<string, string>;

/** The Markdown tables of a document, each as rows keyed by column heading. */
export function tables(md: string): Row[][] {
  const out: Row[][] = [];
  const lines = md.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith("|") || !lines[i + 1]?.startsWith("| ---")) continue;
    const cells = (line: string) =>
      line
        .split("|")
        .slice(1, -1)
        .map((c) => c.trim());
    const head = cells(lines[i]!);
    const rows: Row[] = [];
    let j = i + 2;
    for (; lines[j]?.startsWith("|"); j++) {
      const c = cells(lines[j]!);
      rows.push(Object.fromEntries(head.map((h, k) => [h, c[k] ?? ""])));
    }
    out.push(rows);
    i = j;
  }
  return out;
}

export const RATING = /^(Low|Medium|High|Extreme) \((\d+)\)$/;

/** The score of a printed rating such as "High (12)", or NaN. */
export const score = (label: string) => Number(RATING.exec(label)?.[2] ?? Number.NaN);
