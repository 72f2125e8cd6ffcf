import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { JSDOM } from "jsdom";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { createTestApp, signedInClient, TEST_HOST, TEST_ORIGIN, type TestContext } from "../helpers/app";
import { createBusiness } from "../helpers/fixtures";
import { wordToPdf } from "../helpers/libreoffice";

/**
 * What a safety manager sees on the printed pages of a long register and a SWMS, in the PDF and
 * in the Word file as LibreOffice lays it out (the text read back with poppler): no heading or
 * caption left at the foot of a page, short columns (owner, review date) whose words and dates are
 * never broken, a header row on every page of a table, and a Word file about as long as the PDF.
 */

const run = promisify(execFile);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Table = { caption: string; columns: { key: string; label: string }[]; rows: Record<string, string>[] };
type Doc = {
  id: string;
  version: number;
  content: { title: string; sections: { id: string; heading: string; body: string; tables?: Table[] }[] };
};

/** A Californian roofer, as a customer would register one, with its letterhead. */
const ROOFER = {
  name: "Golden Gate Roofing Inc.",
  country: "US",
  jurisdiction: "US-CA",
  industry: "construction",
  employeeCount: "20-49",
  regions: ["US-CA"],
  highRiskActivities: ["working-at-height", "hot-work", "extreme-temperatures"],
  workDescription: "Commercial and residential roofing in the Bay Area",
  address: "500 Harbor Boulevard, Oakland, CA 94607",
  phone: "+1 510 555 0100",
  email: "office@goldengateroofing.example",
  website: "www.goldengateroofing.example",
};
const JOB = {
  activity: "Re-roofing a commercial building with torch-applied membrane",
  location: "500 Harbor Boulevard, Oakland, CA 94607",
  scope: "Tear-off and replacement of a low-slope roof",
  hazardTypes: ["height", "fire"],
};

type Exported = { doc: Doc; pdf: Buffer; docx: Buffer; wordPdf: Buffer };
const exported = new Map<string, Exported>();
let owner: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  const signed = await signedInClient(ctx.app);
  owner = signed;
  await grantCredits(ctx.database.db, signed.user.email, "compliance-essentials", 1);
  await grantCredits(ctx.database.db, signed.user.email, "core", 1);
  const businessId = await createBusiness(signed.client, ROOFER);
  const logo = await ctx.app.inject({
    method: "PUT",
    url: `/api/businesses/${businessId}/logo`,
    remoteAddress: signed.client.ip,
    headers: {
      host: TEST_HOST,
      origin: TEST_ORIGIN,
      cookie: signed.client.cookie,
      "content-type": "image/png",
    },
    payload: readFileSync(path.join(import.meta.dirname, "../fixtures/logo.png")),
  });
  expect(logo.statusCode, logo.body).toBe(200);
  for (const documentType of ["hazard-register", "swms"]) {
    const generated = await signed.client.post("/api/documents/generate", {
      businessId,
      documentType,
      metadata: JOB,
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const doc = generated.json() as Doc;
    const pdf = await signed.client.get(`/api/policies/${doc.id}/export/pdf`);
    const docx = await signed.client.get(`/api/policies/${doc.id}/export/docx`);
    expect(pdf.statusCode).toBe(200);
    expect(docx.statusCode).toBe(200);
    exported.set(documentType, {
      doc,
      pdf: pdf.rawPayload,
      docx: docx.rawPayload,
      wordPdf: await wordToPdf(docx.rawPayload, documentType),
    });
  }
}, 300_000);

async function pdfFile(pdf: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "safedraft-pdf-")), "doc.pdf");
  writeFileSync(file, pdf);
  return file;
}

/** Each page's text lines, in reading order, with the page-number footer left out. */
async function pageLines(pdf: Buffer): Promise<string[][]> {
  const { stdout } = await run("pdftotext", [await pdfFile(pdf), "-"], { maxBuffer: 32 << 20 });
  return stdout
    .split("\f")
    .slice(0, -1)
    .map((page) =>
      page
        .split("\n")
        .map((l) => l.replace(/\s+/g, " ").trim())
        .filter((l) => l && !/^Page \d+ of \d+/.test(l)),
    );
}

type Word = { text: string; xMin: number; yMin: number; xMax: number };
/** Each page's words with their boxes. */
async function pageWords(pdf: Buffer): Promise<Word[][]> {
  const { stdout } = await run("pdftotext", ["-bbox", await pdfFile(pdf), "-"], { maxBuffer: 32 << 20 });
  const html = new JSDOM(stdout).window.document;
  return [...html.querySelectorAll("page")].map((page) =>
    [...page.querySelectorAll("word")].map((w) => ({
      text: (w.textContent ?? "").replace(/\u00a0/g, " "),
      xMin: Number(w.getAttribute("xmin")),
      yMin: Number(w.getAttribute("ymin")),
      xMax: Number(w.getAttribute("xmax")),
    })),
  );
}

async function pageCount(pdf: Buffer): Promise<number> {
  const { stdout } = await run("pdfinfo", [await pdfFile(pdf)]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();
const registerOf = (doc: Doc) =>
  doc.content.sections
    .flatMap((s) => s.tables ?? [])
    .find((t) => t.columns.some((c) => c.key === "reviewBy"))!;

const FORMATS = [
  ["PDF", "pdf"],
  ["Word file", "wordPdf"],
] as const;

describe.each(FORMATS)("the %s of a hazard register and a SWMS", (_name, format) => {
  it("never leaves a section heading or a table caption as the last line of a page", async () => {
    for (const { doc, ...files } of exported.values()) {
      const headings = doc.content.sections.map((s, i) => squash(`${i + 1}. ${s.heading}`));
      const captions = doc.content.sections.flatMap((s) => s.tables ?? []).map((t) => squash(t.caption));
      const pages = await pageLines(files[format]);
      pages.forEach((lines, i) => {
        const last = lines.at(-1) ?? "";
        expect(
          [...headings, ...captions],
          `page ${i + 1} of ${doc.content.title} ends with "${last}"`,
        ).not.toContain(last);
      });
      // The register's caption is on the page of its first row.
      const register = registerOf(doc);
      if (register) {
        const page = pages.find((lines) => lines.includes(squash(register.caption)))!;
        expect(page.join(" ")).toContain(register.rows[0]!.ref);
      }
    }
  });

  it("prints every owner's words whole and every review date on one line, with the header on every page", async () => {
    const { doc, ...files } = exported.get("hazard-register")!;
    const register = registerOf(doc);
    const ownerWords = new Set(register.rows.flatMap((r) => r.owner!.split(/\s+/)));
    const dates = new Set(register.rows.map((r) => squash(r.reviewBy!)));
    const pages = (await pageWords(files[format])).filter((words) =>
      words.some((w) => /^H\d\d$/.test(w.text)),
    );
    expect(pages.length).toBeGreaterThan(1);
    let rows = 0;
    for (const words of pages) {
      // The header row repeats: "Owner" and "Review" head the last two columns of every page.
      const owner = words.find((w) => w.text === "Owner");
      const review = words.find((w) => w.text === "Review" && owner && w.xMin > owner.xMin);
      expect(owner).toBeDefined();
      expect(review).toBeDefined();
      const top = Math.min(...words.filter((w) => /^H\d\d$/.test(w.text)).map((w) => w.yMin)) - 1;
      const cells = words.filter((w) => w.yMin >= top && w.xMin >= owner!.xMin - 2);
      const inOwner = cells.filter((w) => w.xMin < review!.xMin - 2);
      for (const w of inOwner) expect(ownerWords, `owner column word "${w.text}"`).toContain(w.text);
      // Words of one line of the review column share their top edge.
      const lines = new Map<number, string[]>();
      for (const w of cells.filter((c) => c.xMin >= review!.xMin - 2)) {
        const y = Math.round(w.yMin);
        lines.set(y, [...(lines.get(y) ?? []), w.text]);
      }
      for (const line of lines.values())
        expect(dates, `review date line "${line.join(" ")}"`).toContain(line.join(" "));
      rows += lines.size;
    }
    expect(rows).toBe(register.rows.length);
  });
});

describe("the PDF of a register its owner added notes to", () => {
  it("starts the register on the page of its caption wherever the notes leave the caption", async () => {
    // Each added line moves the caption down the page, through the foot of it and onto the next.
    let { doc } = exported.get("hazard-register")!;
    const register = registerOf(doc);
    for (let lines = 1; lines <= 16; lines++) {
      const notes = Array.from({ length: lines }, (_, i) => `<p>Site note ${i + 1}.</p>`).join("");
      const content = {
        ...doc.content,
        sections: doc.content.sections.map((s) =>
          s.id === "register"
            ? {
                ...s,
                body: `${exported.get("hazard-register")!.doc.content.sections.find((r) => r.id === "register")!.body}${notes}`,
              }
            : s,
        ),
      };
      const saved = await owner.client.put(`/api/policies/${doc.id}`, { content, baseVersion: doc.version });
      expect(saved.statusCode, saved.body).toBe(200);
      doc = saved.json() as Doc;
      const pdf = await owner.client.get(`/api/policies/${doc.id}/export/pdf`);
      const pages = await pageLines(pdf.rawPayload);
      const first = pages.findIndex((page) => page.includes(squash(register.caption)));
      expect(first, `${lines} notes`).toBeGreaterThanOrEqual(0);
      expect(pages[first]!.join(" "), `${lines} notes: the caption's page`).toContain(register.rows[0]!.ref);
      const heading = pages.findIndex((page) => page.some((l) => /^\d+\. Hazard Register$/.test(l)));
      expect(pages[heading]!.at(-1), `${lines} notes`).not.toMatch(/^\d+\. Hazard Register$/);
    }
  }, 120_000);
});

describe("the Word file", () => {
  /** The body's blocks (paragraphs and tables), split into Word's sections. */
  async function sections(docx: Buffer) {
    const xml = await (await JSZip.loadAsync(docx)).file("word/document.xml")!.async("string");
    const parsed = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
    const body = parsed.getElementsByTagName("w:body")[0]!;
    const found: { landscape: boolean; blocks: Element[] }[] = [];
    let blocks: Element[] = [];
    for (const child of [...body.children]) {
      const sectPr = child.tagName === "w:sectPr" ? child : child.getElementsByTagName("w:sectPr")[0];
      if (child.tagName !== "w:sectPr") blocks.push(child);
      if (sectPr) {
        const pgSz = sectPr.getElementsByTagName("w:pgSz")[0];
        found.push({ landscape: pgSz?.getAttribute("w:orient") === "landscape", blocks });
        blocks = [];
      }
    }
    return found;
  }
  const keepsNext = (p: Element) => p.getElementsByTagName("w:keepNext").length > 0;
  const styleOf = (p: Element) => p.getElementsByTagName("w:pStyle")[0]?.getAttribute("w:val");

  it("has no section of headings alone, and every landscape section holds its table", async () => {
    for (const { docx, doc } of exported.values()) {
      for (const section of await sections(docx)) {
        const tables = section.blocks.filter((b) => b.tagName === "w:tbl");
        const text = section.blocks.filter(
          (b) => b.tagName === "w:p" && squash(b.textContent ?? "") !== "" && styleOf(b) !== "Heading2",
        );
        expect(tables.length + text.length, doc.content.title).toBeGreaterThan(0);
        if (section.landscape) expect(tables.length, doc.content.title).toBeGreaterThan(0);
      }
    }
  });

  it("keeps every heading and every table's caption with what follows it", async () => {
    for (const { docx } of exported.values()) {
      const blocks = (await sections(docx)).flatMap((s) => s.blocks);
      const headings = blocks.filter((b) => b.tagName === "w:p" && styleOf(b) === "Heading2");
      expect(headings.length).toBeGreaterThan(4);
      for (const h of headings) expect(keepsNext(h), h.textContent ?? "").toBe(true);
      blocks.forEach((b, i) => {
        if (b.tagName === "w:tbl" && i > 0 && blocks[i - 1]!.tagName === "w:p" && blocks[i - 1]!.textContent)
          expect(keepsNext(blocks[i - 1]!), blocks[i - 1]!.textContent ?? "").toBe(true);
      });
    }
  });

  it("gives the register's owner and review date columns room for their longest word and date", async () => {
    const { doc, docx } = exported.get("hazard-register")!;
    const register = registerOf(doc);
    const blocks = (await sections(docx)).flatMap((s) => s.blocks);
    const table = blocks.find(
      (b) => b.tagName === "w:tbl" && (b.textContent ?? "").includes(register.rows[0]!.hazard!),
    )!;
    expect(table.getElementsByTagName("w:tblLayout")[0]?.getAttribute("w:type")).toBe("fixed");
    const grid = [...table.getElementsByTagName("w:gridCol")].map((g) => Number(g.getAttribute("w:w")));
    const margins = 2 * 80;
    // Roboto is wider than Calibri, so room for Roboto is room for Word's own font.
    const at9pt = (text: string) => roboto(text) * 9 * 20;
    const column = (key: string) => grid[register.columns.findIndex((c) => c.key === key)]! - margins;
    for (const row of register.rows) {
      for (const word of row.owner!.split(/\s+/)) expect(column("owner")).toBeGreaterThan(at9pt(word));
      expect(column("reviewBy")).toBeGreaterThan(at9pt(row.reviewBy!));
    }
  });

  it("runs to about as many pages as the PDF", async () => {
    for (const { doc, pdf, wordPdf } of exported.values()) {
      const [pdfPages, wordPages] = [await pageCount(pdf), await pageCount(wordPdf)];
      expect(
        wordPages / pdfPages,
        `${doc.content.title}: Word ${wordPages}, PDF ${pdfPages} pages`,
      ).toBeLessThan(1.3);
      expect(
        pdfPages / wordPages,
        `${doc.content.title}: Word ${wordPages}, PDF ${pdfPages} pages`,
      ).toBeLessThan(1.3);
    }
  });
});

/** A text's width in ems in Roboto, the PDF's font, measured with the font file pdfmake ships. */
const require = createRequire(import.meta.url);
const pdfmakeDir = path.dirname(require.resolve("pdfmake/package.json"));
const fontkit = createRequire(require.resolve("pdfkit", { paths: [pdfmakeDir] }))("fontkit") as {
  create(data: Buffer): { layout(text: string): { advanceWidth: number }; unitsPerEm: number };
};
const robotoFont = fontkit.create(
  readFileSync(path.join(pdfmakeDir, "fonts", "Roboto", "Roboto-Medium.ttf")),
);
function roboto(text: string): number {
  return robotoFont.layout(text).advanceWidth / robotoFont.unitsPerEm;
}
