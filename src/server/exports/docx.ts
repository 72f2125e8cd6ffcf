import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { DocTable } from "../../domain/documents/content";
import { columnWidths, type ExportDocument } from "./export-model";
import { isLandscapeSection, PAPER, type PaperSize, paperOf } from "./page-layout";
import type { Block, Run } from "./rich-text";
import { riskFill } from "./risk-colours";

const FONT = "Calibri";
const BRAND = "1D4ED8";
const GREY = "F1F5F9";
const SIDE_MARGIN = 1100;
/** The page's width (landscape: its height) less the side margins set on each section. */
function contentTwips(paper: PaperSize, landscape: boolean): number {
  const [width, height] = PAPER[paper].twips;
  return (landscape ? height : width) - 2 * SIDE_MARGIN;
}
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
  const paper = paperOf(doc);
  const parts: { landscape: boolean; children: (Paragraph | Table)[] }[] = [
    { landscape: false, children: body },
  ];
  for (const section of doc.sections) {
    const landscape = isLandscapeSection(section);
    if (landscape !== parts.at(-1)!.landscape) parts.push({ landscape, children: [] });
    const part = parts.at(-1)!.children;
    part.push(heading(`${section.number}. ${section.heading}`));
    for (const block of section.blocks) part.push(blockParagraph(block, lists));
    for (const table of section.tables) part.push(...dataTable(table, contentTwips(paper, landscape)));
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
          size: {
            width: PAPER[paper].twips[0],
            height: PAPER[paper].twips[1],
            orientation: landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
          },
          margin: { top: 1200, bottom: 1200, left: SIDE_MARGIN, right: SIDE_MARGIN },
        },
      },
      headers: {
        default: new Header({
          children: [
            new Paragraph({
              alignment: AlignmentType.RIGHT,
              children: [
                new TextRun({ text: `${doc.title} · ${doc.businessName}`, size: 16, color: "64748B" }),
              ],
            }),
          ],
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

function heading(text: string) {
  return new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(text)] });
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

function cell(text: string, options: { header?: boolean; width?: number; fill?: string | null } = {}) {
  const fill = options.header ? GREY : options.fill;
  return new TableCell({
    borders: BORDERS,
    ...(options.width ? { width: { size: options.width, type: WidthType.PERCENTAGE } } : {}),
    ...(fill ? { shading: { type: ShadingType.CLEAR, color: "auto", fill } } : {}),
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    children: (text || " ").split("\n").map(
      (line) =>
        new Paragraph({
          children: [new TextRun({ text: line, bold: options.header || Boolean(options.fill), size: 18 })],
        }),
    ),
  });
}

function keyValueTable(rows: [string, string][]) {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      ([k, v]) => new TableRow({ children: [cell(k, { header: true, width: 30 }), cell(v, { width: 70 })] }),
    ),
  });
}

function dataTable(table: DocTable, width: number): (Paragraph | Table)[] {
  return [
    new Paragraph({
      spacing: { before: 200, after: 80 },
      keepNext: true,
      children: [new TextRun({ text: table.caption, bold: true })],
    }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      // Cell margins (100 twips a side) come out of each column's width.
      columnWidths: columnWidths(table, width - table.columns.length * 200, 120).map((w) =>
        Math.round(w + 200),
      ),
      rows: [
        new TableRow({
          tableHeader: true,
          children: table.columns.map((c) => cell(c.label, { header: true })),
        }),
        ...table.rows.map(
          (row) =>
            new TableRow({
              cantSplit: true,
              // A risk rating keeps its level word and gets its level's tint.
              children: table.columns.map((c) =>
                cell(row[c.key] ?? "", { fill: riskFill(row[c.key] ?? "") }),
              ),
            }),
        ),
      ],
    }),
  ];
}
