import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq, isNotNull } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { policyRevisions, signOnLinks } from "../../src/server/db/schema";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { pngDataUrl, signaturePng } from "../helpers/png";

const run = promisify(execFile);
let ctx: TestContext;
const clock = new Date("2026-11-24T08:00:00Z");
beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => clock });
});
afterAll(() => ctx.close());

type Doc = { id: string; version: number; issue: number; content: { title: string } };

/** A published SWMS (by default of a Sydney business) with crew sign-on turned on. */
async function publishedSwms(business: Record<string, unknown> = businesses.nswBuilder) {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 3);
  const businessId = await createBusiness(signed.client, business);
  const generated = await signed.client.post("/api/documents/generate", {
    businessId,
    documentType: "swms",
    metadata: { activity: "Roof sheeting", location: "12 Smith St" },
  });
  expect(generated.statusCode, generated.body).toBe(201);
  const draft = generated.json() as Doc & { content: unknown };
  const published = await signed.client.put(`/api/policies/${draft.id}`, {
    content: draft.content,
    baseVersion: draft.version,
    status: "published",
  });
  expect(published.statusCode, published.body).toBe(200);
  const doc = published.json() as Doc;
  const { token } = (await signed.client.post(`/api/policies/${doc.id}/sign-on`, {})).json() as {
    token: string;
  };
  // Saves and links are stamped by the real clock, this app by `clock`: the document and its link
  // are set as issued a week before `clock`, so the signings this file dates in that week follow them.
  const weekBefore = new Date(clock.getTime() - 7 * 86_400_000);
  await ctx.database.db
    .update(policyRevisions)
    .set({ publishedAt: weekBefore })
    .where(and(eq(policyRevisions.policyId, doc.id), isNotNull(policyRevisions.publishedAt)));
  await ctx.database.db
    .update(signOnLinks)
    .set({ createdAt: weekBefore })
    .where(eq(signOnLinks.policyId, doc.id));
  const sign = async (name: string, signedAt: string, png = signaturePng(), company = "Tane Scaffolding") => {
    const res = await new Client(ctx.app).post(`/api/sign-on/${token}/signatures`, {
      submissionId: randomUUID(),
      revision: doc.version,
      name,
      company,
      cardNumber: "CI-12345",
      signature: pngDataUrl(png),
      understood: true,
      signedAt,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  return { ...signed, businessId, doc, sign };
}

async function pdfText(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "safedraft-register-"));
  const file = path.join(dir, "file.pdf");
  writeFileSync(file, pdf);
  return (await run("pdftotext", [file, "-"])).stdout;
}

const squash = (text: string) => text.replace(/\s+/g, " ");

describe("signatures in the document's exports", () => {
  let owner: Awaited<ReturnType<typeof publishedSwms>>;
  beforeAll(async () => {
    owner = await publishedSwms();
    await owner.sign("Mere Tane", "2026-11-24T07:00:00Z", signaturePng(60, 20));
    await owner.sign("Aroha Pene", "2026-11-24T07:30:00Z", signaturePng(90, 30), "Pene Roofing");
    await owner.sign("Wrong Person", "2026-11-24T07:40:00Z", signaturePng(30, 30));
    const list = (await owner.client.get(`/api/policies/${owner.doc.id}/signatures`)).json();
    const wrong = list.signatures.find((s: { name: string }) => s.name === "Wrong Person");
    const voided = await owner.client.post(`/api/policies/${owner.doc.id}/signatures/${wrong.id}/void`, {
      reason: "Signed for the wrong crew",
    });
    expect(voided.statusCode).toBe(200);
  });

  it("puts both names, their companies and times in the PDF's sign-on table, and leaves the void one out", async () => {
    const res = await owner.client.get(`/api/policies/${owner.doc.id}/export/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const text = squash(await pdfText(res.rawPayload));
    const table = text.slice(text.indexOf("Worker sign-on"));
    expect(table).toContain("Mere Tane");
    expect(table).toContain("Aroha Pene");
    expect(table).toContain("Pene Roofing");
    expect(table).toContain("24 Nov 2026, 6:00 pm AEDT");
    expect(table).toContain("Signed on a phone, version 1");
    expect(text).not.toContain("Wrong Person");
  });

  it("puts the two drawings in the Word file's media and the names in its sign-on table", async () => {
    const res = await owner.client.get(`/api/policies/${owner.doc.id}/export/docx`);
    expect(res.statusCode, res.body).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const media = Object.keys(zip.files).filter((f) => f.startsWith("word/media/"));
    expect(media).toHaveLength(2);
    const images = await Promise.all(media.map((f) => zip.file(f)!.async("nodebuffer")));
    const expected = [signaturePng(60, 20), signaturePng(90, 30)];
    for (const png of expected) expect(images.some((i) => i.equals(png))).toBe(true);
    const xml = await zip.file("word/document.xml")!.async("string");
    const texts = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(" ");
    const table = texts.slice(texts.indexOf("Worker sign-on"));
    expect(table).toContain("Mere Tane");
    expect(table).toContain("Aroha Pene");
    expect(texts).not.toContain("Wrong Person");
    // The images sit in the sign-on table's rows.
    const signOnXml = xml.slice(xml.indexOf("Worker sign-on"));
    expect(signOnXml.match(/<w:drawing>/g)).toHaveLength(2);
  });
});

describe("the sign-on register", () => {
  let owner: Awaited<ReturnType<typeof publishedSwms>>;
  const from = "2026-11-21";
  const to = "2026-11-23";
  beforeAll(async () => {
    owner = await publishedSwms();
    await owner.sign("Before Range", "2026-11-20T02:00:00Z");
    // 21 Nov 00:30 in Sydney: in range, though still the 20th in UTC.
    await owner.sign('=HYPERLINK("http://evil")', "2026-11-20T13:30:00Z");
    await owner.sign("Mere Tane", "2026-11-22T02:00:00Z");
    await owner.sign("Voided Worker", "2026-11-23T02:00:00Z");
    // 24 Nov 00:30 in Sydney: after the range, though still the 23rd in UTC.
    await owner.sign("After Range", "2026-11-23T13:30:00Z");
    const list = (await owner.client.get(`/api/policies/${owner.doc.id}/signatures`)).json();
    const voided = list.signatures.find((s: { name: string }) => s.name === "Voided Worker");
    await owner.client.post(`/api/policies/${owner.doc.id}/signatures/${voided.id}/void`, {
      reason: "Not on site",
    });
  });

  const url = (format: string, query = `from=${from}&to=${to}`) =>
    `/api/businesses/${owner.businessId}/sign-on-register.${format}?${query}`;

  it("lists exactly the signatures signed in the range on the business's clock, as CSV a spreadsheet cannot run", async () => {
    const res = await owner.client.get(url("csv"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename=".*\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toContain('"Name","Company or trade","Card number"');
    expect(lines).toHaveLength(4);
    const names = lines.slice(1).map((l) => l.split('","')[2]);
    expect(names).toEqual([`'=HYPERLINK(""http://evil"")`, "Mere Tane", "Voided Worker"]);
    expect(lines[3]).toContain('"Yes","2026-11-24T08:00:00.000Z","Not on site"');
    expect(lines[2]).toContain('"22 Nov 2026, 1:00 pm AEDT","2026-11-22T02:00:00.000Z"');
    expect(res.body).not.toContain("Before Range");
    expect(res.body).not.toContain("After Range");
  });

  it("narrows to one document, and lists the same in the PDF register", async () => {
    const other = await owner.client.post("/api/documents/generate", {
      businessId: owner.businessId,
      documentType: "swms",
      metadata: {
        activity: "Gutters",
        location: "3 Elm St",
        steps: ["Set up the ladder at the gutter line", "Replace the gutter and downpipe"],
      },
    });
    const one = await owner.client.get(url("csv", `from=${from}&to=${to}&documentId=${other.json().id}`));
    expect(one.statusCode, one.body).toBe(200);
    expect(
      one.body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n"),
    ).toHaveLength(1);

    const pdf = await owner.client.get(url("pdf", `from=${from}&to=${to}&documentId=${owner.doc.id}`));
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = squash(await pdfText(pdf.rawPayload));
    expect(text).toContain("Sign-on register");
    expect(text).toContain("Mere Tane");
    expect(text).toContain("Voided Worker");
    expect(text).toContain("Void (24 Nov 2026, 7:00 pm AEDT): Not on site");
    // When each signing reached the server, beside the phone's own time.
    expect(text).toContain("Received 24 Nov 2026, 7:00 pm AEDT");
    expect(text).toContain('=HYPERLINK("http://evil")');
    expect(text).not.toContain("Before Range");
    expect(text).not.toContain("After Range");
  });

  it("is the owner's only, and names a bad date", async () => {
    const stranger = await signedInClient(ctx.app);
    for (const format of ["csv", "pdf"]) {
      expect((await stranger.client.get(url(format))).statusCode).toBe(404);
      expect((await new Client(ctx.app).get(url(format))).statusCode).toBe(401);
    }
    const strangerDoc = await owner.client.get(
      url("csv", `from=${from}&to=${to}&documentId=${randomUUID()}`),
    );
    expect(strangerDoc.statusCode).toBe(404);
    for (const [query, field] of [
      [`from=2026-13-01&to=${to}`, "from"],
      [`to=${to}`, "from"],
      [`from=${from}&to=yesterday`, "to"],
      [`from=${to}&to=${from}`, "to"],
      ["from=2024-01-01&to=2026-01-01", "to"],
    ] as const) {
      const res = await owner.client.get(url("csv", query));
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        query,
      ).toContain(field);
    }
  });
});

describe("a US business under federal OSHA", () => {
  it("keeps the clock of the first state it works in, in its register and its exported sign-on table", async () => {
    const owner = await publishedSwms({
      name: "Lone Star Roofing",
      country: "US",
      jurisdiction: "US-FED",
      industry: "construction",
      employeeCount: "6-19",
      regions: ["US-FED", "US-TX", "US-OK"],
      highRiskActivities: ["working-at-height"],
    });
    // 3 am UTC on the 24th is 9 pm on the 23rd in Texas.
    await owner.sign("Jo Ruiz", "2026-11-24T03:00:00Z");
    const register = await owner.client.get(
      `/api/businesses/${owner.businessId}/sign-on-register.csv?from=2026-11-23&to=2026-11-23`,
    );
    expect(register.statusCode, register.body).toBe(200);
    const rows = register.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('"Jo Ruiz"');
    expect(rows[1]).toContain('"Nov 23, 2026, 9:00 PM CST"');

    const pdf = await owner.client.get(`/api/policies/${owner.doc.id}/export/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = squash(await pdfText(pdf.rawPayload));
    expect(text).toContain("Jo Ruiz");
    expect(text).toContain("Nov 23, 2026, 9:00 PM CST");
  });
});
