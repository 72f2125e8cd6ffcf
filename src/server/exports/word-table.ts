import { Paragraph, TableLayoutType, TextRun, WidthType } from "docx";
import type { DocTable } from "../../domain/documents/content";
import { columnWidths, rowsFitWhole } from "./column-widths";

/**
 * The shape every data table of the Word file shares (the sign-on sheet too), kept in step with
 * the PDF's: 9 pt text (Calibri is narrower than the PDF's 8 pt Roboto, so the two wrap alike),
 * 4 pt of padding at the sides and 3 pt above and below.
 */
export const WORD_TABLE_TEXT = 18; // half-points
export const WORD_CELL_MARGINS = { top: 60, bottom: 60, left: 80, right: 80 };
/** A cell's side margins and its share of the rules between cells, in twips. */
const CELL_EXTRA = WORD_CELL_MARGINS.left + WORD_CELL_MARGINS.right + 10;

/**
 * Column widths in twips for a table as wide as the text. The layout is fixed, with every cell's
 * width written too: left to autofit, Word and LibreOffice size columns by their longest paragraph
 * and squeeze short ones (an owner, a date) until their words break.
 */
export function wordGrid(table: DocTable, contentTwips: number): number[] {
  const text = contentTwips - table.columns.length * CELL_EXTRA;
  return columnWidths(table, text, WORD_TABLE_TEXT * 10).map((w) => Math.floor(w + CELL_EXTRA));
}

/** Whether the rows of a table are kept whole on a page, by the PDF's rule (9 pt text, widths in twips). */
export function wordRowsWhole(table: DocTable, grid: readonly number[]): boolean {
  return rowsFitWhole(
    table,
    grid.map((w) => w - CELL_EXTRA),
    WORD_TABLE_TEXT * 10,
    WORD_TABLE_TEXT / 2,
  );
}

/** The table options that hold Word to those widths. */
export function fixedTableOptions(grid: number[]) {
  return {
    width: { size: grid.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    layout: TableLayoutType.FIXED,
    columnWidths: grid,
  };
}

/** A cell's own width, which Word reads before the table's grid. */
export const cellWidth = (twips: number) => ({ size: twips, type: WidthType.DXA });

/** A table's caption, kept on the page of the table's first rows. */
export function wordCaption(text: string): Paragraph {
  return new Paragraph({
    spacing: { before: 200, after: 80 },
    keepNext: true,
    keepLines: true,
    children: [new TextRun({ text, bold: true })],
  });
}
