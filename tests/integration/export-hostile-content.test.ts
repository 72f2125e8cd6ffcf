import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

const run = promisify(execFile);

type Section = { heading: string; body: string; tables?: unknown[] };
type Doc = { id: string; version: number; content: { sections: Section[] } };

/** A signed-in owner with a generated SWMS whose sections `edit` changes, saved. */
async function ownerWithSwms(ctx: TestContext, edit: (sections: Section[]) => Section[] = (s) => s) {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 5);
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  const doc = (
    await signed.client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { activity: "Roof sheeting replacement", location: "12 Smith St, Parramatta" },
    })
  ).json() as Doc;
  const content = { ...doc.content, sections: edit(doc.content.sections) };
  const saved = await signed.client.put(`/api/policies/${doc.id}`, { content, baseVersion: doc.version });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...signed, id: doc.id, bytes: Buffer.byteLength(JSON.stringify(content)) };
}

async function pdfFacts(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "safedraft-pdf-")), "doc.pdf");
  writeFileSync(file, pdf);
  const { stdout: info } = await run("pdfinfo", [file]);
  const { stdout: text } = await run("pdftotext", [file, "-"]);
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), text };
}

const LONG_WORD = "y".repeat(20_000);

describe("a document holding one very long word", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // One export thread, as on a two-core server: the two people's exports share it.
    ctx = await createTestApp({ EXPORT_THREADS: "1" });
  });
  afterAll(() => ctx.close());

  it("exports as PDF and Word while another person's export started at the same time succeeds", async () => {
    const attacker = await ownerWithSwms(ctx, (sections) =>
      sections.map((s, i) => (i === 1 ? { ...s, body: `${s.body}<p>${LONG_WORD}</p>` } : s)),
    );
    expect(attacker.bytes).toBeGreaterThan(30_000);
    expect(attacker.bytes).toBeLessThan(60_000);
    const other = await ownerWithSwms(ctx);

    const [long, others, longWord] = await Promise.all([
      attacker.client.get(`/api/policies/${attacker.id}/export/pdf`),
      other.client.get(`/api/policies/${other.id}/export/pdf`),
      attacker.client.get(`/api/policies/${attacker.id}/export/docx`),
    ]);

    // The other person gets their own document, whole.
    expect(others.statusCode, others.body).toBe(200);
    const theirs = await pdfFacts(others.rawPayload);
    expect(theirs.pages).toBeGreaterThan(1);
    expect(theirs.text).toContain("Roof sheeting replacement");
    expect(theirs.text).not.toContain("yyyyyyyyyy");

    // The long word is printed in full, wrapped across lines within the page.
    expect(long.statusCode, long.body).toBe(200);
    const mine = await pdfFacts(long.rawPayload);
    expect(mine.text.match(/y{40,}/g)?.join("").length).toBe(LONG_WORD.length);
    expect(Math.max(...mine.text.split("\n").map((line) => line.length))).toBeLessThan(200);

    // Word lays out the word itself; its text is kept exactly as written.
    expect(longWord.statusCode, longWord.body).toBe(200);
    const xml = await (await JSZip.loadAsync(longWord.rawPayload)).file("word/document.xml")!.async("string");
    expect(xml).toContain(LONG_WORD);
    // Outcomes, not timings, are what this holds to; a busy machine gets time to finish them.
  }, 90_000);
});

describe("a document shaped beyond what an export holds", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("refuses tables of more than 10,000 cells in all before rendering, naming the section", async () => {
    // Two tables of 5,500 cells, beside the few the generated document has before them.
    const columns = Array.from({ length: 11 }, (_, i) => ({ key: `c${i}`, label: `Column ${i + 1}` }));
    const rows = Array.from({ length: 500 }, (_, r) =>
      Object.fromEntries(columns.map((c) => [c.key, `${r}`])),
    );
    const owner = await ownerWithSwms(ctx, (sections) =>
      sections.map((s, i) =>
        i === 2
          ? {
              ...s,
              heading: "Plant register",
              tables: [
                { id: "plant-a", caption: "Plant A", columns, rows },
                { id: "plant-b", caption: "Plant B", columns, rows },
              ],
            }
          : s,
      ),
    );
    for (const format of ["pdf", "docx", "site-copy"]) {
      const started = performance.now();
      const res = await owner.client.get(`/api/policies/${owner.id}/export/${format}`);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toMatch(
        /^Section 3 “Plant register”: the document's tables hold 11,\d{3} cells.*at most 10,000/,
      );
      // Refused from the stored content, not after a render: well under a render's seconds.
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });

  it("refuses lists nested more than ten levels deep, naming the section", async () => {
    const nested = `${"<ul><li><p>level</p>".repeat(14)}${"</li></ul>".repeat(14)}`;
    const owner = await ownerWithSwms(ctx, (sections) =>
      sections.map((s, i) => (i === 0 ? { ...s, heading: "Scope", body: s.body + nested } : s)),
    );
    for (const format of ["pdf", "docx"]) {
      const res = await owner.client.get(`/api/policies/${owner.id}/export/${format}`);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toMatch(/^Section 1 “Scope”: its lists or quotes are nested 14 levels deep/);
    }
  });

  it("still exports lists nested a few levels and ordinary tables", async () => {
    const nested = `${"<ul><li><p>level</p>".repeat(4)}${"</li></ul>".repeat(4)}`;
    const owner = await ownerWithSwms(ctx, (sections) =>
      sections.map((s, i) => (i === 0 ? { ...s, body: s.body + nested } : s)),
    );
    const res = await owner.client.get(`/api/policies/${owner.id}/export/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await pdfFacts(res.rawPayload)).text).toContain("level");
  });
});
