import {
  BorderStyle,
  ImageRun,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { Content } from "pdfmake/interfaces";
import { SIGNATURE_COLUMN, type SignedTable } from "../../domain/documents/sign-on-sheet";
import { columnWidths } from "./export-model";

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
  lines: object,
): Content[] {
  return [
    { text: table.caption, bold: true, margin: [0, 8, 0, 4], headlineLevel: 1 },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: columnWidths(table, contentWidth - table.columns.length * 8.5, 4.9).map((w, i) =>
          table.columns[i]?.key === SIGNATURE_COLUMN ? Math.max(w, PDF_BOX[0]) : w,
        ),
        body: [
          table.columns.map((c) => ({ text: c.label, style: "th" })),
          ...table.rows.map((row, r) =>
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
          ),
        ],
      },
      layout: lines,
      margin: [0, 0, 0, 8],
    } as Content,
  ];
}

const BORDER = { style: BorderStyle.SINGLE, size: 4, color: "94A3B8" };
const BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER };

function wordCell(children: Paragraph[], header = false) {
  return new TableCell({
    borders: BORDERS,
    ...(header ? { shading: { type: ShadingType.CLEAR, color: "auto", fill: "F1F5F9" } } : {}),
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    children,
  });
}

const lines = (text: string, options: { bold?: boolean; size?: number; color?: string } = {}) =>
  (text || " ")
    .split("\n")
    .map((line) => new Paragraph({ children: [new TextRun({ text: line, size: 18, ...options })] }));

/** The Word version, laid out like the renderer's other data tables. */
export function signOnWordTable(table: SignedTable<Uint8Array>, contentTwips: number): (Paragraph | Table)[] {
  return [
    new Paragraph({
      spacing: { before: 200, after: 80 },
      keepNext: true,
      children: [new TextRun({ text: table.caption, bold: true })],
    }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      columnWidths: columnWidths(table, contentTwips - table.columns.length * 200, 120).map((w) =>
        Math.round(w + 200),
      ),
      rows: [
        new TableRow({
          tableHeader: true,
          children: table.columns.map((c) => wordCell(lines(c.label, { bold: true }), true)),
        }),
        ...table.rows.map((row, r) => {
          const signature = table.signatures[r];
          return new TableRow({
            cantSplit: true,
            children: table.columns.map((c) => {
              const text = row[c.key] ?? "";
              if (c.key !== SIGNATURE_COLUMN || !signature) return wordCell(lines(text));
              return wordCell([
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
              ]);
            }),
          });
        }),
      ],
    }),
  ];
}
