import type { DocTable } from "../../domain/documents/content";

/**
 * The paper an export is printed on, read from one place so the landscape sections of wide
 * tables keep whatever size the rest of the document uses (A4 or US Letter).
 */
export type PaperSize = "A4" | "LETTER";

/** Portrait width and height, in PDF points and in Word's twips. */
export const PAPER: Record<PaperSize, { points: [number, number]; twips: [number, number] }> = {
  A4: { points: [595.28, 841.89], twips: [11906, 16838] },
  LETTER: { points: [612, 792], twips: [12240, 15840] },
};

export function paperOf(doc: { paperSize?: PaperSize }): PaperSize {
  return doc.paperSize ?? "A4";
}

/**
 * A table is printed across a landscape page when it has at least five columns and its rows hold
 * more text than a portrait page's columns can take without wrapping every cell into a narrow
 * ribbon: on average 100 characters a row. The 5 × 5 risk matrix (short ratings) and the sign-on
 * sheets (empty cells to write in) stay portrait; job steps and registers turn.
 */
export function isWideTable(table: DocTable): boolean {
  if (table.columns.length < 5 || table.rows.length === 0) return false;
  const text = table.rows.reduce(
    (sum, row) => sum + table.columns.reduce((n, c) => n + (row[c.key] ?? "").trim().length, 0),
    0,
  );
  return text / table.rows.length >= 100;
}

/** Whether a section of the document is printed landscape: it holds a wide table. */
export function isLandscapeSection(section: { tables: DocTable[] }): boolean {
  return section.tables.some(isWideTable);
}
