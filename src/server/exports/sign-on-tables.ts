import { BorderStyle, ImageRun, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun } from "docx";
import type { Content } from "pdfmake/interfaces";
import { SIGNATURE_COLUMN, type SignedTable } from "../../domain/documents/sign-on-sheet";
import { captionedTable } from "./pdf-table";
import {
  cellWidth,
  fixedTableOptions,
  WORD_CELL_MARGINS,
  WORD_TABLE_TEXT,
  wordCaption,
  wordGrid,
} from "./word-table";

/**
 * A document's sign-on table with the drawings of the people who signed on a phone, in the PDF and
 * the Word file. Kept apart from the renderers' other tables: only its signature cells differ.
 */

/** The drawing is fitted into this box: points in the PDF, pixels (96 per inch) in Word. */
const PDF_BOX: [number, number] = [84, 28];
const WORD_BOX = { width: 120, height: 40 };

/** Width and height from a PNG's header; the stored drawings were checked as whole PNGs. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function fitted(png: Uint8Array, box: { width: number; height: number }) {
  const size = pngSize(png);
  const scale = Math.min(box.width / size.width, box.height / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

const dataUrl = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString("base64")}`;

/** The PDF's version: `lines` is the renderer's table layout, so it looks like its other tables. */
export function signOnPdfTable(
  table: SignedTable<Uint8Array>,
  contentWidth: number,
  lines: Parameters<typeof captionedTable>[2],
): Content[] {
  const body = table.rows.map((row, r) =>
    table.columns.map((c): Content => {
      const signature = table.signatures[r];
      const text = row[c.key] ?? "";
      if (c.key !== SIGNATURE_COLUMN || !signature) return { text, style: "td" };
      return {
        stack: [
          { image: dataUrl(signature.image), fit: PDF_BOX },
          { text, fontSize: 6.5, color: "#64748b" },
        ],
      };
    }),
  );
  return [
    captionedTable(table, contentWidth, lines, body, (w, i) =>
      table.columns[i]?.key === SIGNATURE_COLUMN ? Math.max(w, PDF_BOX[0]) : w,
    ),
  ];
}

const BORDER = { style: BorderStyle.SINGLE, size: 4, color: "94A3B8" };
const BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER };

function wordCell(children: Paragraph[], width: number, header = false) {
  return new TableCell({
    borders: BORDERS,
    ...(header ? { shading: { type: ShadingType.CLEAR, color: "auto", fill: "F1F5F9" } } : {}),
    margins: WORD_CELL_MARGINS,
    width: cellWidth(width),
    children,
  });
}

const lines = (text: string, options: { bold?: boolean; size?: number; color?: string } = {}) =>
  (text || " ").split("\n").map(
    (line) =>
      new Paragraph({
        // A header row stays with the first row below it.
        ...(options.bold ? { keepNext: true } : {}),
        children: [new TextRun({ text: line, size: WORD_TABLE_TEXT, ...options })],
      }),
  );

/** The Word version, laid out like the renderer's other data tables. */
export function signOnWordTable(table: SignedTable<Uint8Array>, contentTwips: number): (Paragraph | Table)[] {
  const grid = wordGrid(table, contentTwips);
  return [
    wordCaption(table.caption),
    new Table({
      ...fixedTableOptions(grid),
      rows: [
        new TableRow({
          tableHeader: true,
          cantSplit: true,
          children: table.columns.map((c, i) => wordCell(lines(c.label, { bold: true }), grid[i]!, true)),
        }),
        ...table.rows.map((row, r) => {
          const signature = table.signatures[r];
          return new TableRow({
            cantSplit: true,
            children: table.columns.map((c, i) => {
              const text = row[c.key] ?? "";
              if (c.key !== SIGNATURE_COLUMN || !signature) return wordCell(lines(text), grid[i]!);
              return wordCell(
                [
                  new Paragraph({
                    children: [
                      new ImageRun({
                        type: "png",
                        data: Buffer.from(signature.image),
                        transformation: fitted(signature.image, WORD_BOX),
                      }),
                    ],
                  }),
                  ...lines(text, { size: 14, color: "64748B" }),
                ],
                grid[i]!,
              );
            }),
          });
        }),
      ],
    }),
  ];
}
