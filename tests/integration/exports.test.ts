import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { JSDOM } from "jsdom";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textOf } from "../../src/domain/documents/html";
import { grantCredits } from "../../src/server/admin/credits";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { wordToPdf } from "../helpers/libreoffice";

/** The business is in New South Wales: its files are named by Sydney's day, not UTC's. */
const sydneyToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date());

const run = promisify(execFile);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Section = { id: string; heading: string; body: string; tables?: { rows: Record<string, string>[] }[] };
type Doc = { id: string; version: number; content: { title: string; sections: Section[] } };

const FORMATTED =
  "<p>Crews use <strong>fall arrest</strong>, <em>always</em> and <u>without exception</u>.</p>" +
  "<ul><li>Check anchors daily</li></ul><ol><li>Isolate power</li><li>Tag out</li></ol>";

/** A signed-in owner with a SWMS whose first section they formatted in the editor. */
async function ownerWithSwms() {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 5);
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  const generated = (
    await signed.client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { activity: "Roof sheeting replacement", location: "12 Smith St, Parramatta" },
    })
  ).json() as Doc;
  const content = {
    ...generated.content,
    sections: generated.content.sections.map((s, i) => (i === 0 ? { ...s, body: s.body + FORMATTED } : s)),
  };
  const saved = await signed.client.put(`/api/policies/${generated.id}`, { content, baseVersion: 1 });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...signed, businessId, doc: saved.json() as Doc };
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();
/** pdftotext joins a word hyphenated across a line break, so hyphens are left out of PDF comparisons. */
const squashPdf = (text: string) => squash(text).replaceAll("-", "");

async function pdfText(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "safedraft-pdf-"));
  const file = path.join(dir, "doc.pdf");
  writeFileSync(file, pdf);
  const { stdout: text } = await run("pdftotext", [file, "-"]);
  const { stdout: info } = await run("pdfinfo", [file]);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const pageSize = /^Page size:\s+(.*)$/m.exec(info)?.[1]?.trim();
  return { text, pages, pageSize };
}

describe("Word export", () => {
  let owner: Awaited<ReturnType<typeof ownerWithSwms>>;
  let docx: Buffer;
  beforeAll(async () => {
    owner = await ownerWithSwms();
    const res = await owner.client.get(`/api/policies/${owner.doc.id}/export/docx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const expectedName = `SWMS_Roof-sheeting-replacement_${sydneyToday()}.docx`;
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${expectedName}"`);
    docx = res.rawPayload;
  });

  it("is a valid Office document holding every section's text, its tables and the formatting runs", async () => {
    const zip = await JSZip.loadAsync(docx);
    const xml = await zip.file("word/document.xml")!.async("string");
    const parsed = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
    expect(parsed.getElementsByTagName("parsererror")).toHaveLength(0);

    // Word splits text into runs; joining every w:t of the body gives the document's text.
    const texts = [...parsed.getElementsByTagName("w:t")].map((t) => t.textContent).join("");
    const plain = squash(texts);
    for (const section of owner.doc.content.sections) {
      expect(plain).toContain(squash(section.heading));
      for (const line of textOf(section.body)
        .split("\n")
        .filter((l) => l.trim())) {
        expect(plain).toContain(squash(line));
      }
      for (const table of section.tables ?? []) {
        for (const cell of Object.values(table.rows[0] ?? {}).filter(Boolean)) {
          expect(plain).toContain(squash(cell.split("\n")[0]!));
        }
      }
    }

    const runWith = (text: string) =>
      [...parsed.getElementsByTagName("w:r")]
        .find((r) => r.textContent === text)
        ?.getElementsByTagName("w:rPr")[0];
    expect(runWith("fall arrest")?.getElementsByTagName("w:b")).toHaveLength(1);
    expect(runWith("always")?.getElementsByTagName("w:i")).toHaveLength(1);
    expect(runWith("without exception")?.getElementsByTagName("w:u")).toHaveLength(1);
    const listParagraphs = [...parsed.getElementsByTagName("w:p")].filter(
      (p) => p.getElementsByTagName("w:numPr").length > 0,
    );
    expect(listParagraphs.map((p) => p.textContent)).toEqual(
      expect.arrayContaining(["Check anchors daily", "Isolate power", "Tag out"]),
    );

    // Page numbers are fields in the footer; references are real hyperlinks.
    const footers = await Promise.all(
      Object.keys(zip.files)
        .filter((f) => /^word\/footer\d*\.xml$/.test(f))
        .map((f) => zip.file(f)!.async("string")),
    );
    expect(footers.join("")).toMatch(/NUMPAGES/);
    const rels = await zip.file("word/_rels/document.xml.rels")!.async("string");
    expect(rels).toContain("legislation.nsw.gov.au");
    expect(plain).toContain("Document control");
    expect(plain).toContain("ABN");
    expect(plain).toContain("51 824 753 556");
    expect(plain).toContain("It is not legal advice");
  });

  it("opens in LibreOffice, which converts it without error", async () => {
    const { text, pages } = await pdfText(await wordToPdf(docx, "swms"));
    expect(pages).toBeGreaterThan(3);
    expect(squashPdf(text)).toContain(squashPdf(owner.doc.content.sections[0]!.heading));
  }, 150_000);
});

describe("PDF export", () => {
  it("holds every section, and its page count matches its own page numbers", async () => {
    const { client, doc } = await ownerWithSwms();
    const res = await client.get(`/api/policies/${doc.id}/export/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="SWMS_Roof-sheeting-replacement_${sydneyToday()}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const { text, pages } = await pdfText(res.rawPayload);
    const plain = squashPdf(text);
    doc.content.sections.forEach((section, i) => {
      expect(plain).toContain(squashPdf(`${i + 1}. ${section.heading}`));
      for (const line of textOf(section.body)
        .split("\n")
        .filter((l) => l.trim())) {
        expect(plain).toContain(squashPdf(line));
      }
    });
    // A long SWMS runs to several pages, each numbered "Page n of N" with the true N.
    expect(pages).toBeGreaterThanOrEqual(5);
    for (let page = 1; page <= pages; page++) expect(plain).toContain(`Page ${page} of ${pages}`);
    expect(plain).not.toContain(`Page ${pages + 1} of`);
  });

  it("renders a register with its table rows", async () => {
    const signed = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, signed.user.email, "compliance-essentials", 1);
    const businessId = await createBusiness(signed.client, businesses.ukCafe);
    const doc = (
      await signed.client.post("/api/documents/generate", { businessId, documentType: "hazard-register" })
    ).json() as Doc;
    const res = await signed.client.get(`/api/policies/${doc.id}/export/pdf`);
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    const table = doc.content.sections.flatMap((s) => s.tables ?? [])[0]!;
    expect(table.rows.length).toBeGreaterThan(3);
    const plain = squashPdf(text);
    for (const row of table.rows) {
      const first = Object.values(row).find((v) => v.trim().length > 3)!;
      // Cells wrap inside their column, so compare the first word of the cell's text.
      expect(plain).toContain(squashPdf(first.split(/\s+/)[0]!));
    }
  });
});

describe("paper size", () => {
  /** A business of that country with a WHS policy, exported in both formats. */
  async function exportsOf(business: (typeof businesses)[keyof typeof businesses]) {
    const signed = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, signed.user.email, "core", 1);
    const businessId = await createBusiness(signed.client, business);
    const generated = await signed.client.post("/api/documents/generate", {
      businessId,
      documentType: "policy",
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const doc = generated.json() as Doc;
    const pdf = await signed.client.get(`/api/policies/${doc.id}/export/pdf`);
    const docx = await signed.client.get(`/api/policies/${doc.id}/export/docx`);
    expect(pdf.statusCode).toBe(200);
    expect(docx.statusCode).toBe(200);
    const xml = await (await JSZip.loadAsync(docx.rawPayload)).file("word/document.xml")!.async("string");
    const pgSz = /<w:pgSz\b[^>]*>/.exec(xml)?.[0] ?? "";
    return {
      pdfPageSize: (await pdfText(pdf.rawPayload)).pageSize,
      wordPage: { width: /w:w="(\d+)"/.exec(pgSz)?.[1], height: /w:h="(\d+)"/.exec(pgSz)?.[1] },
    };
  }

  it("is US Letter for a US business, in the PDF and in Word", async () => {
    const { pdfPageSize, wordPage } = await exportsOf(businesses.usShop);
    expect(pdfPageSize).toBe("612 x 792 pts (letter)");
    expect(wordPage).toEqual({ width: "12240", height: "15840" });
  });

  it("is A4 for an Australian business, in the PDF and in Word", async () => {
    const { pdfPageSize, wordPage } = await exportsOf(businesses.nswBuilder);
    expect(pdfPageSize).toMatch(/^595\.2\d x 841\.8\d pts \(A4\)$/);
    expect(wordPage).toEqual({ width: "11906", height: "16838" });
  });
});

describe("who may export", () => {
  it("gives a stranger 404 and a visitor 401 for both formats, and names a bad format", async () => {
    const { doc } = await ownerWithSwms();
    const stranger = await signedInClient(ctx.app);
    for (const format of ["docx", "pdf"]) {
      const res = await stranger.client.get(`/api/policies/${doc.id}/export/${format}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(doc.content.title);
      expect((await new Client(ctx.app).get(`/api/policies/${doc.id}/export/${format}`)).statusCode).toBe(
        401,
      );
    }
    const bad = await stranger.client.get(`/api/policies/${doc.id}/export/rtf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("format");
  });
});
