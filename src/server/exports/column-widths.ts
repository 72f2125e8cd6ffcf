import type { DocTable } from "../../domain/documents/content";
import { textWidthEm } from "./text-measure";

/**
 * How wide each column of an exported table is, shared by the PDF and the Word file so both wrap
 * a table alike. Rows are never split across pages, so a row as tall as half a page leaves half a
 * page empty: the widths are chosen to make the rows short, without ever breaking a word.
 */

/** A cell whose every line is at most this long is short: a rating, a date, an owner, a number. */
const SHORT_CELL = 24;
/** Room for a few characters, the least any column gets. */
const NARROWEST = 1.8;

/**
 * The places a line may break: at spaces (never at a no-break space), after a hyphen, and at the
 * zero-width breaks the PDF puts in an over-long word (`long-words.ts`).
 */
const words = (line: string) => line.split(/[ \t\u200b]+/).flatMap((w) => w.split(/(?<=-)/));

/** A cell's paragraphs, each as the widths of its words, and the width of a space. */
type Cell = { paragraphs: number[][]; space: number };

/** How many lines a cell takes at `width`: words wrap at spaces, and a word too long is cut. */
function linesAt(cell: Cell, width: number): number {
  let lines = 0;
  for (const paragraph of cell.paragraphs) {
    let used = -1;
    lines += 1;
    for (const word of paragraph) {
      if (used >= 0 && used + cell.space + word <= width) {
        used += cell.space + word;
        continue;
      }
      if (used >= 0) lines += 1;
      const cut = Math.max(1, Math.ceil(word / width));
      lines += cut - 1;
      used = word - (cut - 1) * width;
    }
  }
  return lines;
}

/**
 * Column widths for a table `available` units wide, its text `fontSize` units high (points for
 * the PDF, twips for Word).
 *
 * Every column first gets room for its longest word (its heading's included; a date counts as one
 * word), so no word is broken while the table fits at all; only when the longest words of every
 * column cannot fit side by side are all columns narrowed alike. A column of short cells (ratings,
 * dates, owners, reference numbers) takes at most its longest cell on one line. The rest is first
 * shared by how much text each column holds, then moved, a slice at a time, from the column that
 * loses least by it to the one that gains most, while that makes the rows, added up, shorter.
 */
export function columnWidths(table: DocTable, available: number, fontSize: number): number[] {
  // A little over the measured width: renderers round, and Word's font differs from the PDF's.
  const width = (text: string) => textWidthEm(text) * fontSize * 1.04;
  const space = width(" ");
  const columns = table.columns.map((c) => {
    const texts = table.rows.map((r) => r[c.key] ?? "");
    const lines = texts.flatMap((t) => t.split("\n")).filter((l) => l.trim());
    const min = Math.max(NARROWEST * fontSize, ...[c.label, ...lines].flatMap(words).map(width));
    const short = lines.length > 0 && lines.every((l) => l.trim().length <= SHORT_CELL);
    const mean = texts.reduce((a, t) => a + t.length, 0) / Math.max(1, texts.length);
    const cell = (text: string): Cell => ({
      paragraphs: text.split("\n").map((l) => words(l.trim()).filter(Boolean).map(width)),
      space,
    });
    return {
      min,
      max: short ? Math.max(min, ...lines.map((l) => width(l.trim()))) : Number.POSITIVE_INFINITY,
      weight: Math.max(1, mean),
      // The heading counts as a row: it is printed on every page the table runs on.
      cells: [cell(c.label), ...texts.map(cell)],
    };
  });
  const minimum = columns.reduce((a, c) => a + c.min, 0);
  if (minimum >= available) return columns.map((c) => (c.min * available) / minimum);

  const widths = shareByWeight(columns, available);
  return shortenRows(columns, widths, available);
}

type Column = { min: number; max: number; weight: number; cells: Cell[] };

/**
 * Each column its least, and what is left by weight among the columns still below their most; a
 * column that reaches its most keeps it, and the share is worked out again among the others. When
 * every column is at its most, the table still spans the text: each column gets a like share.
 */
function shareByWeight(columns: Column[], available: number): number[] {
  const widths = columns.map((c) => c.min);
  let open = columns.map((c) => c.min < c.max);
  for (;;) {
    const spare = available - widths.reduce((a, b) => a + b, 0);
    const total = columns.reduce((a, c, i) => a + (open[i] ? c.weight : 0), 0);
    if (spare <= 1e-6 || total === 0) break;
    const capped = columns.map((c, i) => open[i] && widths[i]! + (spare * c.weight) / total >= c.max);
    if (!capped.some(Boolean)) {
      columns.forEach((c, i) => {
        if (open[i]) widths[i] = widths[i]! + (spare * c.weight) / total;
      });
      break;
    }
    columns.forEach((c, i) => {
      if (capped[i]) widths[i] = c.max;
    });
    open = open.map((o, i) => o && !capped[i]);
  }
  const left = available - widths.reduce((a, b) => a + b, 0);
  return left > 1e-6 ? widths.map((w) => w + left / widths.length) : widths;
}

/** Moves slices of width between columns while the rows, added up, get fewer lines. */
function shortenRows(columns: Column[], start: number[], available: number): number[] {
  const widths = [...start];
  const rows = columns[0]?.cells.length ?? 0;
  const linesOf = (i: number, w: number) => columns[i]!.cells.map((cell) => linesAt(cell, w));
  const lines = columns.map((_, i) => linesOf(i, widths[i]!));
  /** The table's height in lines when column `i` has `these` lines per row. */
  const height = (i: number, these: number[]) => {
    let sum = 0;
    for (let r = 0; r < rows; r++) {
      let tallest = 0;
      for (let c = 0; c < columns.length; c++)
        tallest = Math.max(tallest, c === i ? these[r]! : lines[c]![r]!);
      sum += tallest;
    }
    return sum;
  };
  let current = height(-1, []);
  // Big slices first, then finer ones; a bounded number of moves keeps a huge table quick.
  let moves = 0;
  for (const slice of [available / 16, available / 40, available / 100]) {
    for (; moves < 200; moves++) {
      let best: { from: number; to: number; height: number; fromLines: number[]; toLines: number[] } | null =
        null;
      const wider = columns.map((c, i) =>
        widths[i]! + slice <= c.max ? linesOf(i, widths[i]! + slice) : null,
      );
      const narrower = columns.map((c, i) =>
        widths[i]! - slice >= c.min ? linesOf(i, widths[i]! - slice) : null,
      );
      for (let to = 0; to < columns.length; to++) {
        const toLines = wider[to];
        if (!toLines) continue;
        for (let from = 0; from < columns.length; from++) {
          const fromLines = narrower[from];
          if (from === to || !fromLines) continue;
          const saved = lines[to];
          const taken = lines[from];
          lines[to] = toLines;
          lines[from] = fromLines;
          const h = height(-1, []);
          lines[to] = saved!;
          lines[from] = taken!;
          if (h < (best?.height ?? current)) best = { from, to, height: h, fromLines, toLines };
        }
      }
      if (!best) break;
      widths[best.to] = widths[best.to]! + slice;
      widths[best.from] = widths[best.from]! - slice;
      lines[best.to] = best.toLines;
      lines[best.from] = best.fromLines;
      current = best.height;
    }
  }
  return widths;
}

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
/** "23 February 2027" and "February 23, 2027", as the documents write dates in each country. */
const DATES = new RegExp(`\\b(?:\\d{1,2} (?:${MONTHS}) \\d{4}|(?:${MONTHS}) \\d{1,2}, \\d{4})\\b`, "g");

/** The most lines any one row of `table` takes with its columns `widths` wide. */
export function tallestRowLines(table: DocTable, widths: readonly number[], fontSize: number): number {
  const width = (text: string) => textWidthEm(text) * fontSize * 1.04;
  const space = width(" ");
  let most = 0;
  for (const row of table.rows) {
    table.columns.forEach((c, i) => {
      const text = row[c.key] ?? "";
      const cell: Cell = {
        paragraphs: text.split("\n").map((l) => words(l.trim()).filter(Boolean).map(width)),
        space,
      };
      most = Math.max(most, linesAt(cell, widths[i] ?? 0));
    });
  }
  return most;
}

/** Points: a landscape page's body less the letterhead and the header rows, with room to spare. */
const TALLEST_WHOLE_ROW = 300;

/**
 * Whether a table's rows can be kept whole on a page, in the PDF and in the Word file alike: only
 * while its tallest row fits under the caption and the header row. A taller row kept whole is
 * pushed to the next page (leaving the page before it blank below the caption) or, in pdfmake,
 * left out. `widths` and `fontSize` are in one unit (points, or twips for Word); `fontPoints` is
 * the text's size in points, with line spacing of about 1.2 and a tenth to spare.
 */
export function rowsFitWhole(
  table: DocTable,
  widths: readonly number[],
  fontSize: number,
  fontPoints: number,
): boolean {
  return tallestRowLines(table, widths, fontSize) * fontPoints * 1.2 * 1.1 <= TALLEST_WHOLE_ROW;
}

/** A date in a table cell is kept on one line: its spaces become no-break spaces. */
export function keepDatesWhole(text: string): string {
  return text.replace(DATES, (date) => date.replaceAll(" ", "\u00a0"));
}
