import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

const run = promisify(execFile);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Content = { title: string; sections: { id: string; body: string; heading: string }[] };
type Doc = { id: string; version: number; issue: number; status: string; content: Content };

async function ownerWithSwms() {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 1);
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  const doc = (
    await signed.client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { activity: "Roof sheeting", location: "12 Smith St" },
    })
  ).json() as Doc;
  return { ...signed, doc };
}

const edit = (content: Content, body: string): Content => ({
  ...content,
  sections: content.sections.map((s, i) => (i === 0 ? { ...s, body } : s)),
});

async function put(client: Client, id: string, content: Content, baseVersion: number, publish = false) {
  const res = await client.put(`/api/policies/${id}`, {
    content,
    baseVersion,
    ...(publish ? { status: "published" } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Doc;
}

async function pdfVersionLine(client: Client, id: string) {
  const res = await client.get(`/api/policies/${id}/export/pdf`);
  expect(res.statusCode).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), "safedraft-issue-"));
  const file = path.join(dir, "doc.pdf");
  writeFileSync(file, res.rawPayload);
  const { stdout } = await run("pdftotext", [file, "-"]);
  return /Version\s+(Version \d+|Draft of version \d+)/.exec(stdout)?.[1];
}

describe("issue-based versions", () => {
  it("stay at version 1 through saves, and go up only when a changed document is published", async () => {
    const { client, doc } = await ownerWithSwms();
    expect(doc).toMatchObject({ version: 1, issue: 1, status: "draft" });

    // Autosaves and saves are kept in history but do not change the version readers see.
    let latest = await put(client, doc.id, edit(doc.content, "<p>First edit</p>"), 1);
    latest = await put(client, doc.id, edit(doc.content, "<p>Second edit</p>"), latest.version);
    latest = await put(client, doc.id, edit(doc.content, "<p>Third edit</p>"), latest.version);
    expect(latest).toMatchObject({ version: 4, issue: 1 });
    expect(await pdfVersionLine(client, doc.id)).toBe("Draft of version 1");

    // The first publish issues the document as it stands: still version 1.
    latest = await put(client, doc.id, latest.content, latest.version, true);
    expect(latest).toMatchObject({ issue: 1, status: "published" });

    // Publishing again with nothing changed issues nothing new.
    latest = await put(client, doc.id, latest.content, latest.version, true);
    expect(latest.issue).toBe(1);

    // Changes saved as drafts, then published: version 2.
    latest = await put(client, doc.id, edit(doc.content, "<p>Revised controls</p>"), latest.version);
    expect(latest.issue).toBe(1);
    latest = await put(client, doc.id, latest.content, latest.version, true);
    expect(latest).toMatchObject({ issue: 2, status: "published" });
    expect((await client.get(`/api/policies/${doc.id}`)).json().issue).toBe(2);
    expect(await pdfVersionLine(client, doc.id)).toBe("Version 2");

    const list = (await client.get("/api/policies")).json();
    expect(list.find((p: { id: string }) => p.id === doc.id).issue).toBe(2);

    const history = (await client.get(`/api/policies/${doc.id}/revisions`)).json() as {
      version: number;
      issue: number;
      status: string;
    }[];
    expect(history.map((r) => [r.version, r.issue])).toEqual([
      [8, 2],
      [7, 1],
      [6, 1],
      [5, 1],
      [4, 1],
      [3, 1],
      [2, 1],
      [1, 1],
    ]);
  });

  it("a restore keeps the version until it is published", async () => {
    const { client, doc } = await ownerWithSwms();
    let latest = await put(client, doc.id, doc.content, 1, true);
    latest = await put(client, doc.id, edit(doc.content, "<p>Changed</p>"), latest.version, true);
    expect(latest.issue).toBe(2);
    const restored = await client.post(`/api/policies/${doc.id}/revisions/1/restore`, {
      baseVersion: latest.version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().issue).toBe(2);
    const republished = await put(client, doc.id, restored.json().content, restored.json().version, true);
    expect(republished.issue).toBe(3);
  });

  it("still refuses a stale save with 409, whatever the version readers see", async () => {
    const { client, doc } = await ownerWithSwms();
    const published = await put(client, doc.id, doc.content, 1, true);
    const stale = await client.put(`/api/policies/${doc.id}`, {
      content: edit(doc.content, "<p>From an old tab</p>"),
      baseVersion: 1,
      status: "published",
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain("saved elsewhere");
    const stored = (await client.get(`/api/policies/${doc.id}`)).json();
    expect(stored).toMatchObject({ version: published.version, issue: 1 });
    expect(JSON.stringify(stored.content)).not.toContain("From an old tab");
  });
});
