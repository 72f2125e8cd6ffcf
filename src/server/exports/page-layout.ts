import type { PaperSize } from "../../domain/catalogue";
import type { DocTable } from "../../domain/documents/content";

/**
 * The width text runs across on the document's paper (A4 or US Letter, `paperFor`), portrait or
 * turned to landscape: a landscape section is the same sheet turned, never another size.
 */
export function textWidth(size: PaperSize["points"] | PaperSize["twips"], landscape: boolean): number {
  return landscape ? size.height : size.width;
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

/**
 * What the PDF's `pageBreakBefore` knows a node by (pdfmake's `headlineLevel`): a heading, which
 * may not end a page, or a table's caption and header rows, which keep with its first row.
 */
export const HEADING = 1;
export const HEADER_ROW = 2;
