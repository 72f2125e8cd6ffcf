import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { JSDOM } from "jsdom";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentContent } from "../../src/domain/documents/content";
import { grantCredits } from "../../src/server/admin/credits";
import { contactMessages, outbox } from "../../src/server/db/schema";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses as fixtures } from "../helpers/fixtures";
import { liveMarkupIn, SAFE_HREF } from "../helpers/inert";
import { XSS_PAYLOADS } from "../helpers/xss-payloads";

/**
 * Script-injection payloads in every text field a user can write come back inert: rich text
 * sanitised by the server, plain text kept as the literal text typed, and neither export
 * carrying live markup or a link to anything but http(s) and mailto.
 */
const run = promisify(execFile);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Section = {
  id: string;
  heading: string;
  body: string;
  tables?: {
    id: string;
    caption: string;
    columns: { key: string; label: string }[];
    rows: Record<string, string>[];
  }[];
};
type Doc = {
  id: string;
  version: number;
  title: string;
  content: {
    title: string;
    sections: Section[];
    siteDetails: Record<string, string>;
    footer: Record<string, string>;
  };
};

/** Characters XML 1.0 cannot hold; pasted text sometimes carries them. */
const CONTROL_TEXT = "Bell\u0007 vertical\u000btab form\u000cfeed escape\u001b del\u007f nonchar\ufffe end";

async function docxParts(docx: Buffer) {
  const zip = await JSZip.loadAsync(docx);
  const xml = await zip.file("word/document.xml")!.async("string");
  const rels = await zip.file("word/_rels/document.xml.rels")!.async("string");
  return { xml, rels };
}

/** Parses as strict XML, as Word does: a character XML forbids makes the file unopenable. */
function strictXml(xml: string) {
  const parsed = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
  expect(parsed.getElementsByTagName("parsererror").length, "document.xml is not well-formed").toBe(0);
  return parsed;
}

async function pdfText(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "safedraft-xss-"));
  const file = path.join(dir, "doc.pdf");
  writeFileSync(file, pdf);
  return (await run("pdftotext", [file, "-"], { maxBuffer: 64 * 1024 * 1024 })).stdout;
}

/** Link annotations and actions of a PDF: only web and mail links, no scripts or launches. */
function expectInertPdf(pdf: Buffer) {
  const raw = pdf.toString("latin1");
  expect(raw).not.toMatch(/\/(JavaScript|JS|Launch|SubmitForm|ImportData)\b/);
  const uris = [...raw.matchAll(/\/URI\s*\(((?:\\.|[^\\)])*)\)/g)].map((m) => m[1]!);
  for (const uri of uris) expect(uri, `PDF link ${uri}`).toMatch(SAFE_HREF);
}

function expectInertDocx(xml: string, rels: string) {
  strictXml(xml);
  const targets = [...rels.matchAll(/Target="([^"]*)"[^>]*TargetMode="External"/g)].map((m) => m[1]!);
  for (const target of targets) expect(target, `Word link ${target}`).toMatch(SAFE_HREF);
  expect(rels).not.toMatch(/javascript:|vbscript:|data:/i);
  // Word markup made of text: every "<" the user typed is escaped inside a w:t run.
  expect(xml).not.toMatch(/<(script|iframe|img|svg|a)\b/i);
}

const wordText = (xml: string) =>
  [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
    .map((m) => m[1]!)
    .join("")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");

const squash = (s: string) => s.replace(/\s+/g, "");

describe("business fields", () => {
  it("stores every payload as the literal text typed and returns it unchanged", async () => {
    const { client } = await signedInClient(ctx.app);
    const created = await client.post("/api/businesses", fixtures.nswBuilder);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    for (const payload of XSS_PAYLOADS) {
      const body = {
        ...fixtures.nswBuilder,
        name: payload,
        industry: "other",
        industryOther: payload.slice(0, 100),
        workDescription: payload,
        otherBusinessId: "REF-1",
      };
      const res = await client.put(`/api/businesses/${id}`, body);
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(200);
      const stored = (await client.get(`/api/businesses/${id}`)).json();
      expect(stored.name).toBe(payload.trim());
      expect(stored.workDescription).toBe(payload.trim());
      expect(stored.industryOther).toBe(payload.slice(0, 100).trim());
    }
  });
});

describe("account and public forms", () => {
  it("keeps a payload in the account name as plain text", async () => {
    const { client, user } = await signedInClient(ctx.app);
    for (const payload of XSS_PAYLOADS.filter((p) => p.trim().length <= 100)) {
      const res = await client.put("/api/auth/profile", {
        firstName: payload,
        lastName: payload,
        email: user.email,
      });
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(200);
      const me = (await client.get("/api/auth/user")).json();
      expect(me.firstName).toBe(payload.trim());
    }
  });

  it("stores contact messages as text and mails them as plain text", async () => {
    for (const payload of XSS_PAYLOADS.slice(0, 5)) {
      const client = new Client(ctx.app);
      const res = await client.post("/api/contact", {
        name: payload,
        email: "xss@example.com",
        company: payload,
        subject: payload,
        message: payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await ctx.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, res.json().id));
      expect(row!.message).toBe(payload.trim());
      const [mail] = await ctx.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.topic, `contact:${res.json().id}`));
      expect(mail!.text).toContain(payload.trim());
      expect((mail as Record<string, unknown>).html ?? null).toBeNull();
    }
  });

  it("escapes free-trial answers into the generated policy and its watermarked PDF", async () => {
    const payloads = [
      `"><script>window.__xss=1</script>`,
      `<img src=x onerror="window.__xss=1">`,
      `<a href="javascript:window.__xss=1">click me</a>`,
    ];
    const client = new Client(ctx.app);
    const res = await client.post("/api/free-trial/generate", {
      businessName: payloads[0],
      email: "xss-trial@example.com",
      industry: "construction",
      employeeCount: "1-5",
      jurisdiction: "AU-NSW",
      businessDescription: payloads.join(" "),
      safetyHazards: `${payloads[2]} ${CONTROL_TEXT}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const trial = res.json() as { content: { sections: Section[] }; text: string; pdfUrl: string };
    for (const s of trial.content.sections) expect(liveMarkupIn(s.body), s.body.slice(0, 300)).toEqual([]);
    expect(trial.text).toContain(payloads[0]);
    const pdf = await client.get(trial.pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expectInertPdf(pdf.rawPayload);
    expect(squash(await pdfText(pdf.rawPayload))).toContain(squash(payloads[0]!));
  });
});

describe("a document edited with every payload", () => {
  let client: Client;
  let doc: Doc;
  let saved: Doc;

  beforeAll(async () => {
    const signed = await signedInClient(ctx.app);
    client = signed.client;
    await grantCredits(ctx.database.db, signed.user.email, "core", 5);
    const business = await client.post("/api/businesses", {
      ...fixtures.nswBuilder,
      name: `"><script>window.__xss=1</script> Pty Ltd`,
      workDescription: XSS_PAYLOADS.slice(0, 10).join(" "),
    });
    expect(business.statusCode, business.body).toBe(201);
    const generated = await client.post("/api/documents/generate", {
      businessId: business.json().id,
      documentType: "swms",
      metadata: {
        activity: `<img src=x onerror="window.__xss=1">`,
        location: `<svg onload="window.__xss=1">`,
        // The customer's own steps are their words in the document too.
        steps: XSS_PAYLOADS.slice(0, 5).map((p) => p.slice(0, 200)),
      },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    doc = generated.json();
    for (const s of doc.content.sections)
      expect(liveMarkupIn(s.body), "generated from hostile business fields").toEqual([]);

    const sections = doc.content.sections.map((s, i) => {
      const payload = XSS_PAYLOADS[i % XSS_PAYLOADS.length]!;
      return {
        ...s,
        heading: `${i + 1} ${payload}`,
        body: `<p>Intro ${i}</p>${payload}<p>${payload}</p>`,
        ...(s.tables?.length
          ? {
              tables: s.tables.map((t) => ({
                ...t,
                caption: payload,
                rows: t.rows.map((r) => Object.fromEntries(Object.keys(r).map((k) => [k, payload]))),
              })),
            }
          : {}),
      };
    });
    // Every payload at least once in a rich-text body, whatever the number of sections.
    sections[0]!.body += `${XSS_PAYLOADS.map((p) => `<p>${p}</p>${p}`).join("")}<p>${CONTROL_TEXT}</p>`;
    const content = {
      ...doc.content,
      title: `<script>window.__xss=1</script> SWMS`,
      sections,
      siteDetails: {
        siteAddress: `<img src=x onerror="window.__xss=1">`,
        customerName: `"><script>window.__xss=1</script>`,
        projectDetails: `javascript:window.__xss=1 ${CONTROL_TEXT}`,
        siteContact: `{{constructor.constructor('window.__xss=1')()}}`,
      },
      footer: { ...doc.content.footer, reviewedBy: `<svg onload="window.__xss=1">` },
    };
    const res = await client.put(`/api/policies/${doc.id}`, { content, baseVersion: doc.version });
    expect(res.statusCode, res.body).toBe(200);
    saved = res.json();
  });

  it("comes back from the save with rich text sanitised and plain text literal", async () => {
    const again = (await client.get(`/api/policies/${doc.id}`)).json() as Doc;
    expect(again.content).toEqual(saved.content);
    for (const s of saved.content.sections) {
      expect(liveMarkupIn(s.body), s.body.slice(0, 300)).toEqual([]);
    }
    expect(saved.content.title).toBe(`<script>window.__xss=1</script> SWMS`);
    expect(saved.content.sections[0]!.heading).toBe(`1 ${XSS_PAYLOADS[0]}`);
    expect(saved.content.siteDetails.customerName).toBe(`"><script>window.__xss=1</script>`);
  });

  it("keeps the Word export free of live markup and script links, and well-formed", async () => {
    const res = await client.get(`/api/policies/${doc.id}/export/docx`);
    expect(res.statusCode, res.body).toBe(200);
    const { xml, rels } = await docxParts(res.rawPayload);
    expectInertDocx(xml, rels);
    const text = wordText(xml);
    expect(text).toContain(`<script>window.__xss=1</script> SWMS`);
    expect(text).toContain(`"><script>window.__xss=1</script> Pty Ltd`);
    expect(text).toContain(`2 ${XSS_PAYLOADS[1]}`);
  });

  it("keeps the PDF export free of script links and shows plain-text payloads literally", async () => {
    const res = await client.get(`/api/policies/${doc.id}/export/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expectInertPdf(res.rawPayload);
    const text = squash(await pdfText(res.rawPayload));
    expect(text).toContain(squash(`<script>window.__xss=1</script> SWMS`));
    expect(text).toContain(squash(`"><script>window.__xss=1</script>`));
  });

  it("keeps the exports inert when a stored body somehow holds a script link", async () => {
    // Older rows were written before the sanitiser existed; the exporters must not trust bodies.
    const { policies } = await import("../../src/server/db/schema");
    const row = (await client.get(`/api/policies/${doc.id}`)).json() as Doc;
    const content = {
      ...row.content,
      sections: row.content.sections.map((s, i) =>
        i === 0
          ? {
              ...s,
              body: `<p><a href="javascript:window.__xss=1">js</a> <a href=" JAVASCRIPT:alert(1)">js2</a> <a href="data:text/html,x">data</a> <a href="https://example.com/ok">ok</a></p>`,
            }
          : s,
      ),
    };
    await ctx.database.db
      .update(policies)
      .set({ content: content as DocumentContent })
      .where(eq(policies.id, doc.id));
    const word = await client.get(`/api/policies/${doc.id}/export/docx`);
    const { xml, rels } = await docxParts(word.rawPayload);
    expectInertDocx(xml, rels);
    expect(rels).toContain("https://example.com/ok");
    const pdf = await client.get(`/api/policies/${doc.id}/export/pdf`);
    expectInertPdf(pdf.rawPayload);
    expect(pdf.rawPayload.toString("latin1")).toContain("https://example.com/ok");
  });
});
