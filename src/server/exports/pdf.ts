import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import type { DocTable } from "../../domain/documents/content";
import { isSignedTable } from "../../domain/documents/sign-on-sheet";
import type { ExportDocument, Letterhead } from "./export-model";
import { softWrapped } from "./long-words";
import { HEADER_ROW, HEADING, isLandscapeSection, textWidth } from "./page-layout";
import { captionedTable } from "./pdf-table";
import type { Block, Run } from "./rich-text";
import { riskFill } from "./risk-colours";
import { signOnPdfTable } from "./sign-on-tables";

const require = createRequire(import.meta.url);
const PDFMAKE_DIR = path.dirname(require.resolve("pdfmake/package.json"));

// pdfkit parses every font file again for every document, which is most of the time a short PDF
// takes. The parsed fonts are read-only, so the fontkit that pdfkit loads is given a `create` that
// parses each font buffer once. This has to happen before pdfmake (and so pdfkit) is loaded.
const fontkitPath = createRequire(require.resolve("pdfkit", { paths: [PDFMAKE_DIR] })).resolve("fontkit");
const fontkit = require(fontkitPath) as { create(data: Uint8Array, postscriptName?: string): unknown };
const parsedFonts = new WeakMap<Uint8Array, unknown>();
require.cache[fontkitPath]!.exports = {
  ...fontkit,
  create(data: Uint8Array, postscriptName?: string) {
    if (postscriptName) return fontkit.create(data, postscriptName);
    let font = parsedFonts.get(data);
    if (!font) {
      font = fontkit.create(data);
      parsedFonts.set(data, font);
    }
    return font;
  },
};
const pdfmake = require("pdfmake") as typeof import("pdfmake") & {
  virtualfs: { writeFileSync(name: string, data: Buffer): void };
};

// Fonts come from pdfmake's own package into its in-memory file system, read once; the renderer
// may read no other file and fetch no URL.
const FONTS = {
  normal: "Roboto-Regular.ttf",
  bold: "Roboto-Medium.ttf",
  italics: "Roboto-Italic.ttf",
  bolditalics: "Roboto-MediumItalic.ttf",
};
const fontFiles = new Map(
  Object.values(FONTS).map((file) => [file, readFileSync(path.join(PDFMAKE_DIR, "fonts", "Roboto", file))]),
);
for (const [file, bytes] of fontFiles) pdfmake.virtualfs.writeFileSync(file, bytes);

// Text inside an SVG logo asks pdfkit for its font by file name, which pdfkit would read from the
// disk rather than from pdfmake's in-memory copy; it gets the bytes read above instead, cached in
// the document under that name so the font is embedded once.
type PdfkitDocument = {
  font(src: unknown, family?: unknown, size?: unknown): unknown;
  registerFont(name: string, src: Uint8Array): unknown;
  _registeredFonts: Record<string, unknown>;
};
const pdfkitModule = require(require.resolve("pdfkit", { paths: [PDFMAKE_DIR] }));
const pdfkitDocument = (pdfkitModule.default ?? pdfkitModule) as { prototype: PdfkitDocument };
const pdfkitFont = pdfkitDocument.prototype.font;
pdfkitDocument.prototype.font = function (this: PdfkitDocument, src, family, size) {
  const bytes = typeof src === "string" ? fontFiles.get(src) : undefined;
  if (bytes && typeof src === "string" && !this._registeredFonts[src]) this.registerFont(src, bytes);
  return pdfkitFont.call(this, src, family, size);
};
pdfmake.setFonts({ Roboto: FONTS });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

/** Lays out a PDF with the fonts above and no file or URL access (receipts use it too). */
export function pdfBuffer(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer();
}

export const BRAND = "#1d4ed8";
/** Side margins; the text is the paper's width less them (and a point to spare). */
const PAGE_MARGIN = 48;
export const MUTED = "#64748b";
export const LINES = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => "#94a3b8",
  vLineColor: () => "#94a3b8",
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** A PDF of a document with a title block, document control, numbered sections and page numbers. */
export async function renderPdf(written: ExportDocument): Promise<Buffer> {
  const doc = softWrapped(written);
  const content: Content[] = [
    { text: doc.documentName, color: BRAND, bold: true, fontSize: 10 },
    { text: doc.title, style: "title" },
    {
      text: [
        { text: doc.businessName, bold: true },
        doc.identifier ? `  ·  ${doc.identifier[0]} ${doc.identifier[1]}` : "",
      ],
      margin: [0, 0, 0, 10],
    },
    { text: "Document control", style: "h2" },
    keyValueTable(doc.control),
  ];
  if (doc.siteDetails)
    content.push({ text: "Site and customer details", style: "h2" }, keyValueTable(doc.siteDetails));

  // A section with a wide table turns the page to landscape at its heading, and the next
  // section that has none turns it back.
  let landscape = false;
  for (const section of doc.sections) {
    const turn = isLandscapeSection(section);
    const turning =
      turn !== landscape
        ? {
            pageBreak: "before" as const,
            pageOrientation: turn ? ("landscape" as const) : ("portrait" as const),
          }
        : {};
    landscape = turn;
    content.push(
      ...keptTogether(
        [
          { text: `${section.number}. ${section.heading}`, style: "h2", headlineLevel: HEADING },
          ...section.blocks,
        ],
        turning,
      ),
    );
    for (const table of section.tables) {
      const width = textWidth(doc.paper.points, landscape) - 2 * PAGE_MARGIN - 1;
      content.push(...(isSignedTable(table) ? signOnPdfTable(table, width, LINES) : dataTable(table, width)));
    }
  }
  content.push(
    {
      text: [
        { text: "Regulator: ", bold: true },
        { text: doc.authority.name, link: doc.authority.url, color: BRAND, decoration: "underline" },
      ],
      margin: [0, 14, 0, 0],
    },
    { text: doc.disclaimer, italics: true, fontSize: 8, color: MUTED, margin: [0, 10, 0, 0] },
  );

  const logoImage = letterheadImage(doc.letterhead);
  const definition: TDocumentDefinitions = {
    info: { title: doc.title, author: "SafeDraft", subject: `${doc.documentName} for ${doc.businessName}` },
    pageSize: { width: doc.paper.points.width, height: doc.paper.points.height },
    pageMargins: [PAGE_MARGIN, letterheadHeight(doc.letterhead), PAGE_MARGIN, 56],
    defaultStyle: { font: "Roboto", fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 20, bold: true, margin: [0, 2, 0, 4] },
      h2: { fontSize: 13, bold: true, margin: [0, 12, 0, 6] },
      h3: { fontSize: 11, bold: true, margin: [0, 6, 0, 3] },
      h4: { fontSize: 10, bold: true, margin: [0, 4, 0, 2] },
      th: { bold: true, fillColor: "#f1f5f9", fontSize: 8 },
      td: { fontSize: 8 },
    },
    // A landscape page's letterhead spans the turned page.
    header: (_page: number, _pages: number, size: { width: number }) =>
      letterhead(doc.letterhead, doc.title, size.width - 2 * PAGE_MARGIN - 1),
    // Named once here, the logo is one image object that every page's header shows.
    ...(logoImage ? { images: { [LOGO_IMAGE]: logoImage } } : {}),
    footer: (page: number, pages: number) => ({
      text: `Page ${page} of ${pages}  ·  Suggested documentation, not legal advice`,
      alignment: "center",
      fontSize: 7,
      color: MUTED,
      margin: [48, 20, 48, 0],
    }),
    // A heading never sits at the foot of a page without what it introduces: when nothing but
    // headings follows it on its page, it starts the next one. (A table keeps its caption, column
    // labels and first row together itself: `captionedTable`.)
    pageBreakBefore: (node, nodes) => {
      // A table whose rows may break keeps no row with its caption (see pdf-table.ts): started in
      // the last fifth of a page, its caption and labels would stand there alone.
      if (node.headlineLevel === HEADER_ROW && (node as { table?: { dontBreakRows?: boolean } }).table)
        return (
          (node as { table: { dontBreakRows?: boolean } }).table.dontBreakRows === false &&
          (node.startPosition?.verticalRatio ?? 0) > 0.8
        );
      if (node.headlineLevel !== HEADING) return false;
      const following = nodes?.getFollowingNodesOnPage?.() ?? [];
      if (following.every((next) => Boolean(next.headlineLevel))) return true;
      // Straight before a table, pdfmake reports the table's first rows on this page even when
      // they go to the next; a heading in the last fifth of a page starts the next one instead.
      return following[0]?.headlineLevel === HEADER_ROW && (node.startPosition?.verticalRatio ?? 0) > 0.8;
    },
    ...(doc.watermark ? { watermark: { text: doc.watermark, opacity: 0.08, bold: true, angle: -40 } } : {}),
    content,
  };
  return pdfBuffer(definition);
}

/** The logo is fitted into this box (points) at the left of the letterhead. */
export const LOGO_IMAGE = "letterhead-logo";
const LOGO_BOX: [number, number] = [150, 44];
const LETTERHEAD_TOP = 22;

/** A raster logo as the data URL pdfmake's `images` takes; an SVG logo is drawn inline instead. */
export function letterheadImage(head: Letterhead): string | null {
  const logo = head.logo;
  return logo && logo.mediaType !== "image/svg+xml"
    ? `data:${logo.mediaType};base64,${Buffer.from(logo.data).toString("base64")}`
    : null;
}

/** The page's top margin: the letterhead, its rule and the title line below it, and a gap. */
export function letterheadHeight(head: Letterhead): number {
  const textHeight = 14 + head.lines.length * 10;
  return LETTERHEAD_TOP + Math.max(head.logo ? LOGO_BOX[1] : 0, textHeight) + 34;
}

/**
 * The business's logo on the left, its name and contact details on the right, on every page; the
 * site copy, with its narrower margins, passes its own `margin`.
 */
export function letterhead(
  head: Letterhead,
  title: string,
  contentWidth: number,
  margin: number = PAGE_MARGIN,
): Content {
  const logo = head.logo;
  const picture: Content | null = !logo
    ? null
    : logo.mediaType === "image/svg+xml"
      ? { svg: Buffer.from(logo.data).toString("utf8"), fit: LOGO_BOX }
      : { image: LOGO_IMAGE, fit: LOGO_BOX };
  const details: Content = {
    width: "*",
    alignment: "right",
    stack: [
      { text: head.name, bold: true, fontSize: 11, color: "#0f172a" },
      ...head.lines.map((line) => ({ text: line, fontSize: 7.5, color: MUTED, margin: [0, 1, 0, 0] })),
    ],
  } as Content;
  return {
    margin: [margin, LETTERHEAD_TOP, margin, 0],
    stack: [
      {
        columns: picture ? [{ width: LOGO_BOX[0], stack: [picture] }, details] : [details],
        columnGap: 12,
      },
      {
        canvas: [
          { type: "line", x1: 0, y1: 5, x2: contentWidth, y2: 5, lineWidth: 0.75, lineColor: "#cbd5e1" },
        ],
      },
      { text: title, alignment: "right", fontSize: 7, color: MUTED, margin: [0, 3, 0, 0] },
    ],
  };
}

function inline(runs: Run[]) {
  return runs.map((run) => {
    if ("lineBreak" in run) return { text: "\n" };
    const decoration = [
      run.marks.underline || run.href ? "underline" : null,
      run.marks.strike ? "lineThrough" : null,
    ]
      .filter(Boolean)
      .join(" ");
    return {
      text: run.text,
      ...(run.marks.bold ? { bold: true } : {}),
      ...(run.marks.italic ? { italics: true } : {}),
      ...(decoration ? { decoration: decoration as "underline" } : {}),
      ...(run.href ? { link: run.href, color: BRAND } : {}),
    };
  });
}

/** A paragraph or list item up to this long is never split across two pages. */
const SHORT_BLOCK = 600;

/**
 * A section's heading and blocks, a heading (the section's or one in its text) held on the page of
 * the block after it, and a short paragraph or list item never split across pages, so no page ends
 * with a heading or starts with a paragraph's last line. An unbreakable stack that does not fit
 * moves to the next page whole. `first` goes on the first node (the turn to landscape).
 */
function keptTogether(items: (Content | Block)[], first: object): Content[] {
  const nodes = items.map((item) =>
    isBlock(item)
      ? { content: blockContent(item), heading: item.kind === "heading", size: blockSize(item) }
      : { content: item, heading: true, size: 0 },
  );
  const out: Content[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const group = [nodes[i]!];
    while (group.at(-1)!.heading && i + 1 < nodes.length) group.push(nodes[++i]!);
    const last = group.at(-1)!;
    const whole = group.length > 1 || (!last.heading && last.size <= SHORT_BLOCK);
    const extra = out.length === 0 ? first : {};
    out.push(
      whole && last.size <= SHORT_BLOCK
        ? ({ stack: group.map((g) => g.content), unbreakable: true, ...extra } as Content)
        : group.length === 1
          ? ({ ...(group[0]!.content as object), ...extra } as Content)
          : ({ stack: group.map((g) => g.content), ...extra } as Content),
    );
  }
  return out;
}

const isBlock = (item: Content | Block): item is Block =>
  typeof item === "object" && item !== null && "kind" in item && "runs" in item;
const blockSize = (block: Block) => block.runs.reduce((n, r) => n + ("text" in r ? r.text.length : 1), 0);

function blockContent(block: Block): Content {
  const text = inline(block.runs);
  if (block.kind === "heading")
    return { text, style: block.level === 3 ? "h3" : "h4", headlineLevel: HEADING };
  if (block.kind === "list-item") {
    const margin: [number, number, number, number] = [block.level * 14, 1, 0, 1];
    return block.ordered
      ? { ol: [{ text }], start: block.number, margin }
      : { ul: [{ text }], margin, ...(block.level > 0 ? { type: "circle" as const } : {}) };
  }
  return { text, margin: block.quote ? [16, 0, 0, 6] : [0, 0, 0, 6] };
}

function keyValueTable(rows: [string, string][]): Content {
  return {
    table: {
      widths: ["30%", "*"],
      body: rows.map(([k, v]) => [
        { text: k, style: "th" },
        { text: v, style: "td" },
      ]),
    },
    layout: LINES,
    margin: [0, 0, 0, 8],
  };
}

/** A data table as wide as the text, `contentWidth` points. */
function dataTable(table: DocTable, contentWidth: number): Content[] {
  const body = table.rows.map((row) => table.columns.map((c) => ratedCell(row[c.key] ?? "")));
  return [captionedTable(table, contentWidth, LINES, body)];
}

/** A body cell; a risk rating gets its level's tint behind the (still written) level. */
function ratedCell(text: string): Content {
  const fill = riskFill(text);
  return { text, style: "td", ...(fill ? { fillColor: `#${fill}`, bold: true } : {}) };
}
