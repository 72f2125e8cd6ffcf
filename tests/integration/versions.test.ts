import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_LAW } from "../../src/domain/documents/basis";
import type { DocumentContent } from "../../src/domain/documents/content";
import { grantCredits } from "../../src/server/admin/credits";
import { createLawImpact } from "../../src/server/law/impact";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { pngDataUrl } from "../helpers/png";

/**
 * One meaning of "version": the version is what was issued (what crews sign and every copy
 * shows); an edit or an applied update is a draft of the next version until the owner issues it.
 */

const run = promisify(execFile);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Doc = {
  id: string;
  version: number;
  issue: number;
  status: string;
  publishedRevision: number | null;
  content: DocumentContent;
};
type Revision = { version: number; issue: number; draftOf: number | null };

async function owner() {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 3);
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  return { ...signed, businessId };
}

async function put(client: Client, doc: Doc, content: DocumentContent, publish = false) {
  const res = await client.put(`/api/policies/${doc.id}`, {
    content,
    baseVersion: doc.version,
    ...(publish ? { status: "published" } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Doc;
}

const withFirstBody = (content: DocumentContent, body: string): DocumentContent => ({
  ...content,
  sections: content.sections.map((s, i) => (i === 0 ? { ...s, body } : s)),
});

async function pdfText(client: Client, id: string) {
  const res = await client.get(`/api/policies/${id}/export/pdf`);
  expect(res.statusCode).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "safedraft-version-")), "doc.pdf");
  writeFileSync(file, res.rawPayload);
  return (await run("pdftotext", [file, "-"])).stdout;
}

const revisions = async (client: Client, id: string) =>
  (await client.get(`/api/policies/${id}/revisions`)).json() as Revision[];

describe("versions and drafts of the next version", () => {
  it("an edit to an issued SWMS is a draft of version 2 that crews do not see until it is issued", async () => {
    const { client, businessId } = await owner();
    const generated = await client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { activity: "Roof sheeting", location: "12 Smith St" },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    let doc = generated.json() as Doc;
    expect(doc).toMatchObject({ issue: 1, status: "draft", publishedRevision: null });
    expect(await pdfText(client, doc.id)).toMatch(/Draft of version 1/);

    doc = await put(client, doc, doc.content, true);
    expect(doc).toMatchObject({ issue: 1, status: "published" });
    const link = (await client.post(`/api/policies/${doc.id}/sign-on`, {})).json() as { token: string };
    const worker = new Client(ctx.app);
    const read = async () => (await worker.get(`/api/sign-on/${link.token}`)).json();
    const first = await read();
    expect(first.issue).toBe(1);
    const signed = await worker.post(`/api/sign-on/${link.token}/signatures`, {
      submissionId: randomUUID(),
      revision: first.revision,
      name: "Mere Tane",
      company: "Tane Scaffolding",
      cardNumber: "CI-12345",
      signature: pngDataUrl(),
      understood: true,
      signedAt: new Date().toISOString(),
    });
    expect(signed.statusCode, signed.body).toBe(201);

    // The owner edits the issued document: a draft of version 2, still version 1 for the crew.
    doc = await put(client, doc, withFirstBody(doc.content, "<p>Confined space entry needs a permit.</p>"));
    expect(doc).toMatchObject({ issue: 1, status: "draft" });
    expect((await client.get(`/api/policies/${doc.id}`)).json()).toMatchObject({ issue: 1, status: "draft" });
    const listed = (await client.get("/api/policies")).json() as Doc[];
    expect(listed.find((p) => p.id === doc.id)).toMatchObject({ issue: 1, status: "draft" });
    expect((await revisions(client, doc.id))[0]).toMatchObject({ issue: 1, draftOf: 2 });
    expect(await pdfText(client, doc.id)).toMatch(/Draft of version 2/);
    const stillFirst = await read();
    expect(stillFirst.issue).toBe(1);
    expect(JSON.stringify(stillFirst)).not.toContain("Confined space entry needs a permit.");

    // Issued: version 2 everywhere, and the crew reads the new text.
    doc = await put(client, doc, doc.content, true);
    expect(doc).toMatchObject({ issue: 2, status: "published" });
    const second = await read();
    expect(second.issue).toBe(2);
    expect(JSON.stringify(second)).toContain("Confined space entry needs a permit.");
    const history = await revisions(client, doc.id);
    expect(history[0]).toMatchObject({ issue: 2, draftOf: null });
    expect(history[1]).toMatchObject({ issue: 1, draftOf: 2 });
    expect(history.at(-1)).toMatchObject({ issue: 1, draftOf: 1 });
    const pdf = await pdfText(client, doc.id);
    expect(pdf).toMatch(/Version\s+Version 2/);
    expect(pdf).not.toMatch(/Draft of version/);
  });

  it("saving the issued text again, or restoring it, is no draft", async () => {
    const { client, businessId } = await owner();
    let doc = (
      await client.post("/api/documents/generate", { businessId, documentType: "policy", metadata: {} })
    ).json() as Doc;
    doc = await put(client, doc, doc.content, true);
    const issuedContent = doc.content;
    doc = await put(client, doc, doc.content);
    expect(doc).toMatchObject({ issue: 1, status: "published" });
    doc = await put(client, doc, withFirstBody(doc.content, "<p>Changed</p>"));
    expect(doc.status).toBe("draft");
    const restored = await client.post(`/api/policies/${doc.id}/revisions/2/restore`, {
      baseVersion: doc.version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ issue: 1, status: "published" });
    expect(restored.json().content.sections[0].body).toBe(issuedContent.sections[0]!.body);
  });

  it("applying an update to an issued document answers with the draft it made", async () => {
    const { client, businessId } = await owner();
    let doc = (
      await client.post("/api/documents/generate", { businessId, documentType: "policy", metadata: {} })
    ).json() as Doc;
    doc = await put(client, doc, doc.content, true);
    const business = await client.put(`/api/businesses/${businessId}`, {
      ...businesses.nswBuilder,
      employeeCount: "20-49",
      highRiskActivities: [...businesses.nswBuilder.highRiskActivities, "confined-spaces"],
    });
    expect(business.statusCode, business.body).toBe(200);
    await createLawImpact({ db: ctx.database.db, law: CURRENT_LAW }).businessChanged(businessId);
    const view = (await client.get(`/api/policies/${doc.id}/update`)).json() as {
      version: number;
      sections: { id: string }[];
    };
    expect(view.sections.length).toBeGreaterThan(0);
    const applied = await client.post(`/api/policies/${doc.id}/update`, {
      baseVersion: view.version,
      sections: view.sections.map((s) => ({ id: s.id, choice: "new" })),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ versionLabel: "Draft of version 2", draftOf: 2, remaining: 0 });
    expect((await client.get(`/api/policies/${doc.id}`)).json()).toMatchObject({ issue: 1, status: "draft" });
  });
});
