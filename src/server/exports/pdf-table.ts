import type { Content, TableCell } from "pdfmake/interfaces";
import type { DocTable } from "../../domain/documents/content";
import { columnWidths, rowsFitWhole } from "./column-widths";
import { HEADER_ROW } from "./page-layout";

/**
 * A data table of the PDF with its caption as the first of its header rows: the caption, the
 * column labels and the first row are kept on one page (pdfmake's `keepWithHeaderRows`), and the
 * caption and labels are printed again at the top of every page the table runs on. A caption
 * printed above the table instead could be left at the foot of a page whose table starts on the
 * next: pdfmake tells a page-break rule where a row would have gone, not where it went.
 */
export function captionedTable(
  table: DocTable,
  contentWidth: number,
  layout: Record<string, (i: number) => number | string>,
  body: TableCell[][],
  widthOf: (width: number, column: number) => number = (w) => w,
): Content {
  const n = table.columns.length;
  const caption: TableCell[] = [
    {
      text: table.caption,
      bold: true,
      fontSize: 10,
      colSpan: n,
      // No rules around the caption: only the line under it, which is the table's top edge.
      border: [false, false, false, true],
      margin: [-4, 6, 0, 2],
      headlineLevel: HEADER_ROW,
    },
    ...Array.from({ length: n - 1 }, () => ({ text: "" })),
  ];
  // Each column also takes its cell padding and a rule; the cells' text is 8 pt.
  const widths = columnWidths(table, contentWidth - n * 8.5, 8);
  // Rows are kept whole, unless one is too tall for a page under the letterhead and the header
  // rows: pdfmake leaves out a row it may not break and cannot place.
  const whole = rowsFitWhole(table, widths, 8, 8);
  return {
    headlineLevel: HEADER_ROW,
    table: {
      headerRows: 2,
      // The first row is kept with the caption and labels only while rows are whole: with rows that
      // may break, pdfmake's keep-together drops the rows before the first one that splits.
      keepWithHeaderRows: whole ? 1 : 0,
      dontBreakRows: whole,
      widths: widths.map(widthOf),
      body: [
        caption,
        table.columns.map((c) => ({ text: c.label, style: "th", headlineLevel: HEADER_ROW })),
        ...body,
      ],
    },
    // No rule above the caption.
    layout: { ...layout, hLineWidth: (i: number) => (i === 0 ? 0 : Number(layout.hLineWidth?.(i) ?? 0.5)) },
    margin: [0, 0, 0, 8],
  } as Content;
}
