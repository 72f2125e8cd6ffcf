import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function ownerWithDocument() {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 1);
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  const doc = (
    await signed.client.post("/api/documents/generate", { businessId, documentType: "policy" })
  ).json();
  return { ...signed, doc };
}

type Content = {
  title: string;
  sections: { id: string; body: string; heading: string }[];
  [k: string]: unknown;
};

const withFirstBody = (content: Content, body: string): Content => ({
  ...content,
  sections: content.sections.map((s, i) => (i === 0 ? { ...s, body } : s)),
});

describe("saving a document", () => {
  it("increments the version, keeps a revision, and publishes on request", async () => {
    const { client, doc } = await ownerWithDocument();
    const edited = withFirstBody(doc.content, "<p>Our <strong>own</strong> words.</p><ul><li>One</li></ul>");
    const saved = await client.put(`/api/policies/${doc.id}`, { content: edited, baseVersion: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, status: "draft" });
    expect(saved.json().content.sections[0].body).toBe(
      "<p>Our <strong>own</strong> words.</p><ul><li>One</li></ul>",
    );

    const published = await client.put(`/api/policies/${doc.id}`, {
      content: saved.json().content,
      status: "published",
      baseVersion: 2,
    });
    expect(published.json()).toMatchObject({ version: 3, status: "published" });

    const revisions = (await client.get(`/api/policies/${doc.id}/revisions`)).json();
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
    expect(revisions[0]).toMatchObject({ status: "published", authorName: expect.stringContaining("Alex") });
  });

  it("refuses a stale save with 409 and leaves the stored content alone", async () => {
    const { client, doc } = await ownerWithDocument();
    const first = await client.put(`/api/policies/${doc.id}`, {
      content: withFirstBody(doc.content, "<p>First editor</p>"),
      baseVersion: 1,
    });
    expect(first.statusCode).toBe(200);
    const second = await client.put(`/api/policies/${doc.id}`, {
      content: withFirstBody(doc.content, "<p>Second editor</p>"),
      baseVersion: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ currentVersion: 2 });
    expect(second.json().message).toContain("Nothing was overwritten");
    const stored = (await client.get(`/api/policies/${doc.id}`)).json();
    expect(stored.version).toBe(2);
    expect(stored.content.sections[0].body).toBe("<p>First editor</p>");
  });

  it("removes scripts, event handlers and unsafe links from rich text", async () => {
    const { client, doc } = await ownerWithDocument();
    const hostile =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a><a href="https://example.com">ok</a></p><style>p{}</style><iframe src="https://evil.example"></iframe>';
    const res = await client.put(`/api/policies/${doc.id}`, {
      content: withFirstBody(doc.content, hostile),
      baseVersion: 1,
    });
    const body = res.json().content.sections[0].body as string;
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|<img|<style|<iframe/i);
    expect(body).toContain('<a href="https://example.com" rel="noopener noreferrer">ok</a>');
    expect(body).toContain("Hi");
  });

  it("keeps what the editor may not change and drops citations that are not in the knowledge base", async () => {
    const { client, doc } = await ownerWithDocument();
    const tampered = {
      ...doc.content,
      jurisdiction: "US-CA",
      complianceReferences: { ...doc.content.complianceReferences, authority: "Made Up Authority" },
      sections: doc.content.sections.map((s: Content["sections"][number], i: number) =>
        i === 0
          ? { ...s, citations: [{ id: "made-up-act-1999" }, { id: "au-nsw-whs-act-2011", pinpoint: "s 19" }] }
          : s,
      ),
    };
    const res = await client.put(`/api/policies/${doc.id}`, { content: tampered, baseVersion: 1 });
    expect(res.statusCode).toBe(200);
    const saved = res.json().content;
    expect(saved.jurisdiction).toBe("AU-NSW");
    expect(saved.complianceReferences.authority).toBe("SafeWork NSW");
    expect(saved.sections[0].citations).toEqual([{ id: "au-nsw-whs-act-2011", pinpoint: "s 19" }]);
  });

  it("names what is wrong with a bad save", async () => {
    const { client, doc } = await ownerWithDocument();
    const res = await client.put(`/api/policies/${doc.id}`, {
      content: { ...doc.content, sections: [], title: "" },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["content.sections", "content.title", "baseVersion"]));
  });
});

describe("revisions", () => {
  it("shows a past revision and restores it as a new version", async () => {
    const { client, doc } = await ownerWithDocument();
    const original = doc.content.sections[0].body;
    await client.put(`/api/policies/${doc.id}`, {
      content: withFirstBody(doc.content, "<p>Changed</p>"),
      baseVersion: 1,
    });

    const v1 = await client.get(`/api/policies/${doc.id}/revisions/1`);
    expect(v1.json()).toMatchObject({ version: 1 });
    expect(v1.json().content.sections[0].body).toBe(original);

    const restored = await client.post(`/api/policies/${doc.id}/revisions/1/restore`, { baseVersion: 2 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().version).toBe(3);
    expect(restored.json().content.sections[0].body).toBe(original);
    expect((await client.get(`/api/policies/${doc.id}/revisions`)).json()).toHaveLength(3);

    const staleRestore = await client.post(`/api/policies/${doc.id}/revisions/1/restore`, { baseVersion: 2 });
    expect(staleRestore.statusCode).toBe(409);
    expect((await client.get(`/api/policies/${doc.id}/revisions/99`)).statusCode).toBe(404);
  });
});

describe("ownership", () => {
  it("gives a stranger 404 on read, save, revisions and restore, and anonymous 401", async () => {
    const { doc } = await ownerWithDocument();
    const stranger = (await signedInClient(ctx.app)).client;
    for (const res of [
      await stranger.get(`/api/policies/${doc.id}`),
      await stranger.put(`/api/policies/${doc.id}`, { content: doc.content, baseVersion: 1 }),
      await stranger.get(`/api/policies/${doc.id}/revisions`),
      await stranger.get(`/api/policies/${doc.id}/revisions/1`),
      await stranger.post(`/api/policies/${doc.id}/revisions/1/restore`, { baseVersion: 1 }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("Harbour");
    }
    const anonymous = new Client(ctx.app);
    expect(
      (await anonymous.put(`/api/policies/${doc.id}`, { content: doc.content, baseVersion: 1 })).statusCode,
    ).toBe(401);
  });
});
