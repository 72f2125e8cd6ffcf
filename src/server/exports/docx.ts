import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from "docx";
import type { DocTable } from "../../domain/documents/content";
import { isSignedTable } from "../../domain/documents/sign-on-sheet";
import type { ExportDocument, Letterhead } from "./export-model";
import { isLandscapeSection, textWidth } from "./page-layout";
import type { Block, Run } from "./rich-text";
import { riskFill } from "./risk-colours";
import { signOnWordTable } from "./sign-on-tables";
import {
  cellWidth,
  fixedTableOptions,
  WORD_CELL_MARGINS,
  WORD_TABLE_TEXT,
  wordCaption,
  wordGrid,
  wordRowsWhole,
} from "./word-table";

const FONT = "Calibri";
const BRAND = "1D4ED8";
const GREY = "F1F5F9";
/**
 * Page margins in twips, the PDF's (48 pt at the sides, 56 pt at the foot), so a page of Word holds
 * what a page of the PDF does. The letterhead in the page header pushes the text down as far as it
 * needs, as the PDF's top margin does.
 */
const SIDE_MARGIN = 960;
const FOOT_MARGIN = 1120;
const BORDER = { style: BorderStyle.SINGLE, size: 4, color: "94A3B8" };
const BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER };

/** A real .docx (Office Open XML) of a document, as Word and LibreOffice open it. */
export async function renderDocx(doc: ExportDocument): Promise<Buffer> {
  const lists = new ListInstances();
  const body: (Paragraph | Table)[] = [
    new Paragraph({ children: [new TextRun({ text: doc.documentName, color: BRAND, bold: true })] }),
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(doc.title)] }),
    new Paragraph({
      spacing: { after: 200 },
      children: [
        new TextRun({ text: doc.businessName, bold: true }),
        ...(doc.identifier ? [new TextRun(`  ·  ${doc.identifier[0]} ${doc.identifier[1]}`)] : []),
      ],
    }),
    heading("Document control"),
    keyValueTable(doc.control),
  ];
  if (doc.siteDetails) body.push(heading("Site and customer details"), keyValueTable(doc.siteDetails));

  // A section with a wide table goes in a landscape Word section of its own; the sections around
  // it stay portrait. Word starts each section on a new page.
  const parts: { landscape: boolean; children: (Paragraph | Table)[] }[] = [
    { landscape: false, children: body },
  ];
  for (const section of doc.sections) {
    const landscape = isLandscapeSection(section);
    if (landscape !== parts.at(-1)!.landscape) parts.push({ landscape, children: [] });
    const part = parts.at(-1)!.children;
    part.push(heading(`${section.number}. ${section.heading}`));
    for (const block of section.blocks) part.push(blockParagraph(block, lists));
    for (const table of section.tables) {
      const width = textWidth(doc.paper.twips, landscape) - 2 * SIDE_MARGIN;
      part.push(...(isSignedTable(table) ? signOnWordTable(table, width) : dataTable(table, width)));
    }
  }
  parts.at(-1)!.children.push(
    new Paragraph({
      spacing: { before: 300 },
      children: [
        new TextRun({ text: "Regulator: ", bold: true }),
        new ExternalHyperlink({
          link: doc.authority.url,
          children: [new TextRun({ text: doc.authority.name, style: "Hyperlink" })],
        }),
      ],
    }),
    new Paragraph({
      spacing: { before: 200 },
      children: [new TextRun({ text: doc.disclaimer, italics: true, size: 18, color: "475569" })],
    }),
  );

  const file = new Document({
    creator: "SafeDraft",
    title: doc.title,
    description: `${doc.documentName} for ${doc.businessName}`,
    styles: {
      default: { document: { run: { font: FONT, size: 21 } } },
      paragraphStyles: [
        {
          id: "Title",
          name: "Title",
          basedOn: "Normal",
          next: "Normal",
          run: { size: 40, bold: true, color: "0F172A" },
          paragraph: { spacing: { after: 120 } },
        },
        {
          id: "Heading2",
          name: "Heading 2",
          basedOn: "Normal",
          next: "Normal",
          quickFormat: true,
          run: { size: 28, bold: true, color: "0F172A" },
          paragraph: { spacing: { before: 280, after: 120 }, keepNext: true },
        },
      ],
    },
    numbering: {
      config: [
        { reference: "bullets", levels: listLevels(false) },
        { reference: "numbers", levels: listLevels(true) },
      ],
    },
    sections: parts.map(({ landscape, children }) => ({
      properties: {
        page: {
          // The same paper; Word turns it when the orientation is landscape.
          size: {
            width: doc.paper.twips.width,
            height: doc.paper.twips.height,
            orientation: landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
          },
          margin: { top: 1200, bottom: FOOT_MARGIN, left: SIDE_MARGIN, right: SIDE_MARGIN },
        },
      },
      headers: {
        default: new Header({
          children: letterhead(
            doc.letterhead,
            doc.title,
            textWidth(doc.paper.twips, landscape) - 2 * SIDE_MARGIN,
          ),
        }),
      },
      footers: {
        default: new Footer({
          children: [
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [
                new TextRun({
                  size: 16,
                  color: "64748B",
                  children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES],
                }),
                new TextRun({
                  text: "  ·  Suggested documentation, not legal advice",
                  size: 16,
                  color: "64748B",
                }),
              ],
            }),
          ],
        }),
      },
      children,
    })),
  });
  return Packer.toBuffer(file);
}

/** The logo is fitted into this box (pixels at 96 per inch, as `ImageRun` takes them). */
const LOGO_BOX = { width: 160, height: 58 };
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
const NO_BORDERS = { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER };
/**
 * Stands in for an SVG logo stored before logos were drawn as PNG at upload (so it has no drawn
 * copy): a transparent pixel, since Word requires a stand-in picture.
 */
const TRANSPARENT_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4AWP4//8/AwAI/AL+VeojUgAAAABJRU5ErkJggg==",
  "base64",
);

function logoRun(logo: NonNullable<Letterhead["logo"]>) {
  const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height);
  const transformation = {
    width: Math.max(1, Math.round(logo.width * scale)),
    height: Math.max(1, Math.round(logo.height * scale)),
  };
  const data = Buffer.from(logo.data);
  if (logo.mediaType === "image/svg+xml") {
    return new ImageRun({
      type: "svg",
      data,
      transformation,
      // Word before 2016 and LibreOffice show this PNG, drawn from the SVG at upload, instead.
      fallback: { type: "png", data: logo.fallbackPng ? Buffer.from(logo.fallbackPng) : TRANSPARENT_PNG },
    });
  }
  return new ImageRun({ type: logo.mediaType === "image/png" ? "png" : "jpg", data, transformation });
}

/** The business's logo on the left, its name and contact details on the right, on every page. */
function letterhead(head: Letterhead, title: string, contentTwips: number): (Paragraph | Table)[] {
  const details = [
    new Paragraph({
      alignment: AlignmentType.RIGHT,
      children: [new TextRun({ text: head.name, bold: true, size: 22, color: "0F172A" })],
    }),
    ...head.lines.map(
      (line) =>
        new Paragraph({
          alignment: AlignmentType.RIGHT,
          children: [new TextRun({ text: line, size: 15, color: "64748B" })],
        }),
    ),
  ];
  // 160 px is 2400 twips; the cell's side margins come on top.
  const logoWidth = 2600;
  const cells = head.logo
    ? [
        new TableCell({
          borders: NO_BORDERS,
          width: { size: logoWidth, type: WidthType.DXA },
          verticalAlign: VerticalAlign.CENTER,
          children: [new Paragraph({ children: [logoRun(head.logo)] })],
        }),
        new TableCell({
          borders: NO_BORDERS,
          width: { size: contentTwips - logoWidth, type: WidthType.DXA },
          verticalAlign: VerticalAlign.CENTER,
          children: details,
        }),
      ]
    : [
        new TableCell({
          borders: NO_BORDERS,
          width: { size: contentTwips, type: WidthType.DXA },
          children: details,
        }),
      ];
  return [
    new Table({
      width: { size: contentTwips, type: WidthType.DXA },
      layout: TableLayoutType.FIXED,
      columnWidths: head.logo ? [logoWidth, contentTwips - logoWidth] : [contentTwips],
      borders: {
        ...NO_BORDERS,
        insideHorizontal: NO_BORDER,
        insideVertical: NO_BORDER,
      },
      rows: [new TableRow({ children: cells })],
    }),
    new Paragraph({
      alignment: AlignmentType.RIGHT,
      border: { top: { style: BorderStyle.SINGLE, size: 6, color: "CBD5E1", space: 4 } },
      spacing: { before: 80, after: 240 },
      children: [new TextRun({ text: title, size: 14, color: "64748B" })],
    }),
  ];
}

/** A section heading; it is kept on the page of what follows it, as its style also says. */
function heading(text: string) {
  return new Paragraph({
    heading: HeadingLevel.HEADING_2,
    keepNext: true,
    keepLines: true,
    children: [new TextRun(text)],
  });
}

/** Each ordered list restarts at 1: it gets its own numbering instance. */
class ListInstances {
  private next = 0;
  current = 0;
  start() {
    this.next += 1;
    this.current = this.next;
  }
}

function blockParagraph(block: Block, lists: ListInstances): Paragraph {
  const children = runs(block.runs);
  if (block.kind === "heading") {
    return new Paragraph({
      spacing: { before: 160, after: 80 },
      keepNext: true,
      children: runs(block.runs, { bold: true, size: block.level === 3 ? 24 : 22 }),
    });
  }
  if (block.kind === "list-item") {
    if (block.ordered && block.number === 1) lists.start();
    return new Paragraph({
      children,
      numbering: block.ordered
        ? { reference: "numbers", level: Math.min(block.level, 2), instance: lists.current }
        : { reference: "bullets", level: Math.min(block.level, 2) },
    });
  }
  return new Paragraph({
    children,
    spacing: { after: 120 },
    ...(block.quote ? { indent: { left: 567 } } : {}),
  });
}

function runs(list: Run[], extra: { bold?: boolean; size?: number } = {}): ParagraphChild[] {
  return list.map((run) => {
    if ("lineBreak" in run) return new TextRun({ text: "", break: 1 });
    const text = new TextRun({
      text: run.text,
      bold: run.marks.bold || extra.bold,
      italics: run.marks.italic,
      underline: run.marks.underline ? {} : undefined,
      strike: run.marks.strike,
      size: extra.size,
      ...(run.href ? { style: "Hyperlink" } : {}),
    });
    return run.href ? new ExternalHyperlink({ link: run.href, children: [text] }) : text;
  });
}

function listLevels(ordered: boolean) {
  return [0, 1, 2].map((level) => ({
    level,
    format: ordered ? LevelFormat.DECIMAL : LevelFormat.BULLET,
    text: ordered ? `%${level + 1}.` : ["•", "◦", "▪"][level]!,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 360 * (level + 2), hanging: 260 } } },
  }));
}

type CellWidth = { size: number; type: (typeof WidthType)[keyof typeof WidthType] };

function cell(text: string, options: { header?: boolean; width?: CellWidth; fill?: string | null } = {}) {
  const fill = options.header ? GREY : options.fill;
  return new TableCell({
    borders: BORDERS,
    ...(options.width ? { width: options.width } : {}),
    ...(fill ? { shading: { type: ShadingType.CLEAR, color: "auto", fill } } : {}),
    margins: WORD_CELL_MARGINS,
    children: (text || " ").split("\n").map(
      (line) =>
        new Paragraph({
          // A header row stays with the first row below it.
          ...(options.header ? { keepNext: true } : {}),
          children: [
            new TextRun({
              text: line,
              bold: options.header || Boolean(options.fill),
              size: WORD_TABLE_TEXT,
            }),
          ],
        }),
    ),
  });
}

function keyValueTable(rows: [string, string][]) {
  const percent = (size: number): CellWidth => ({ size, type: WidthType.PERCENTAGE });
  return new Table({
    width: percent(100),
    rows: rows.map(
      ([k, v]) =>
        new TableRow({
          children: [cell(k, { header: true, width: percent(30) }), cell(v, { width: percent(70) })],
        }),
    ),
  });
}

/** A data table as wide as the text: `contentTwips` is the paper's width less the side margins. */
function dataTable(table: DocTable, contentTwips: number): (Paragraph | Table)[] {
  const grid = wordGrid(table, contentTwips);
  const whole = wordRowsWhole(table, grid);
  return [
    wordCaption(table.caption),
    new Table({
      ...fixedTableOptions(grid),
      rows: [
        new TableRow({
          tableHeader: true,
          cantSplit: true,
          children: table.columns.map((c, i) => cell(c.label, { header: true, width: cellWidth(grid[i]!) })),
        }),
        ...table.rows.map(
          (row) =>
            new TableRow({
              cantSplit: whole,
              // A risk rating keeps its level word and gets its level's tint.
              children: table.columns.map((c, i) =>
                cell(row[c.key] ?? "", { fill: riskFill(row[c.key] ?? ""), width: cellWidth(grid[i]!) }),
              ),
            }),
        ),
      ],
    }),
  ];
}
