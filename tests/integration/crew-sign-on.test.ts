import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { policyRevisions, signOnLinks, signOnSignatures } from "../../src/server/db/schema";
import {
  SIGN_ON_READS_PER_ADDRESS,
  SIGN_ON_SIGNS_PER_ADDRESS,
  SIGN_ON_SIGNS_PER_LINK,
} from "../../src/server/routes/sign-on";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { pngDataUrl, signaturePng } from "../helpers/png";

let ctx: TestContext;
let clock = new Date("2026-11-24T08:00:00Z");
beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => clock });
});
afterAll(() => ctx.close());

type Doc = {
  id: string;
  version: number;
  issue: number;
  content: { title: string; sections: { id: string; body: string }[] };
};

async function owner() {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 3);
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  return { ...signed, businessId };
}

async function generate(client: Client, businessId: string, documentType = "swms") {
  const res = await client.post("/api/documents/generate", {
    businessId,
    documentType,
    metadata: documentType === "swms" ? { activity: "Roof sheeting", location: "12 Smith St" } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Doc;
}

async function publish(client: Client, doc: Doc, body?: string): Promise<Doc> {
  const content = body
    ? { ...doc.content, sections: doc.content.sections.map((s, i) => (i === 0 ? { ...s, body } : s)) }
    : doc.content;
  const res = await client.put(`/api/policies/${doc.id}`, {
    content,
    baseVersion: doc.version,
    status: "published",
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Doc;
}

/**
 * Saves and links are stamped by the real clock, this file's app by `clock`: a document and its
 * link made now are set a day before `clock`, as if issued then, so signings at `clock` follow them.
 */
async function issuedBeforeClock(policyId: string) {
  const dayBefore = new Date(Math.min(clock.getTime(), Date.now()) - 86_400_000);
  await ctx.database.db
    .update(policyRevisions)
    .set({ publishedAt: dayBefore })
    .where(and(eq(policyRevisions.policyId, policyId), isNotNull(policyRevisions.publishedAt)));
  await ctx.database.db
    .update(signOnLinks)
    .set({ createdAt: dayBefore })
    .where(eq(signOnLinks.policyId, policyId));
}

async function publishedSwms() {
  const o = await owner();
  const doc = await publish(o.client, await generate(o.client, o.businessId));
  const link = await o.client.post(`/api/policies/${doc.id}/sign-on`, {});
  expect(link.statusCode, link.body).toBe(201);
  const { token, url } = link.json() as { token: string; url: string };
  await issuedBeforeClock(doc.id);
  return { ...o, doc, token, url };
}

function signing(revision: number, overrides: Record<string, unknown> = {}) {
  return {
    submissionId: randomUUID(),
    revision,
    name: "Mere Tane",
    company: "Tane Scaffolding",
    cardNumber: "CI-12345",
    signature: pngDataUrl(),
    understood: true,
    signedAt: clock.toISOString(),
    ...overrides,
  };
}

async function readAs(worker: Client, token: string) {
  const res = await worker.get(`/api/sign-on/${token}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { revision: number; issue: number; site: { sections: { id: string }[] } };
}

describe("crew sign-on", () => {
  it("makes an unguessable link that opens the published document's site version without an account", async () => {
    const { token, url, doc } = await publishedSwms();
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(url).toBe(`${ctx.config.appUrl}/sign-on/${token}`);
    const read = await readAs(new Client(ctx.app), token);
    expect(read.issue).toBe(1);
    expect(read.revision).toBe(doc.version);
    expect(read.site.sections.map((s) => s.id)).toEqual([
      "scope",
      "job-steps",
      "ppe",
      "permits",
      "emergency",
    ]);
    // The database keeps only a hash of the token.
    const stored = await ctx.database.db.execute(`select token_hash from sign_on_links`);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("answers 404 to guessed, turned-off and expired links alike", async () => {
    const { client, doc, token } = await publishedSwms();
    const worker = new Client(ctx.app);
    for (const guess of [
      "abc",
      randomBytes(32).toString("base64url"),
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
    ]) {
      expect((await worker.get(`/api/sign-on/${guess}`)).statusCode).toBe(404);
      const post = await worker.post(`/api/sign-on/${guess}/signatures`, signing(doc.version));
      expect(post.statusCode).toBe(404);
    }
    expect((await client.delete(`/api/policies/${doc.id}/sign-on`)).statusCode).toBe(204);
    expect((await worker.get(`/api/sign-on/${token}`)).statusCode).toBe(404);
    expect((await worker.post(`/api/sign-on/${token}/signatures`, signing(doc.version))).statusCode).toBe(
      404,
    );
    const status = (await client.get(`/api/policies/${doc.id}/sign-on`)).json();
    expect(status.link.enabled).toBe(false);

    // Turned on again: a new link, with the old one still dead.
    const again = (await client.post(`/api/policies/${doc.id}/sign-on`, { expiresInDays: 1 })).json();
    expect(again.token).not.toBe(token);
    expect((await worker.get(`/api/sign-on/${token}`)).statusCode).toBe(404);
    expect((await worker.get(`/api/sign-on/${again.token}`)).statusCode).toBe(200);
    const saved = clock;
    clock = new Date(clock.getTime() + 25 * 60 * 60 * 1000);
    try {
      expect((await worker.get(`/api/sign-on/${again.token}`)).statusCode).toBe(404);
      const late = await worker.post(`/api/sign-on/${again.token}/signatures`, signing(doc.version));
      expect(late.statusCode).toBe(404);
      expect((await client.get(`/api/policies/${doc.id}/sign-on`)).json().link.enabled).toBe(false);
    } finally {
      clock = saved;
    }
  });

  it("refuses a link for a document never published, or of a type crews do not sign", async () => {
    const o = await owner();
    const draft = await generate(o.client, o.businessId);
    const res = await o.client.post(`/api/policies/${draft.id}/sign-on`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Issue the document first/);
    const policy = await publish(o.client, await generate(o.client, o.businessId, "incident-form"));
    expect((await o.client.post(`/api/policies/${policy.id}/sign-on`, {})).statusCode).toBe(409);
    const bad = await o.client.post(`/api/policies/${draft.id}/sign-on`, { expiresInDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain("expiresInDays");
  });

  it("stores a submission sent twice once, and gives the same receipt both times", async () => {
    const { client, doc, token } = await publishedSwms();
    const worker = new Client(ctx.app);
    const body = signing(doc.version);
    const first = await worker.post(`/api/sign-on/${token}/signatures`, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ name: "Mere Tane", issue: 1, title: doc.content.title });
    const second = await worker.post(`/api/sign-on/${token}/signatures`, { ...body, name: "Someone Else" });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const list = (await client.get(`/api/policies/${doc.id}/signatures`)).json();
    expect(list.signatures).toHaveLength(1);
    expect(list.signatures[0]).toMatchObject({
      name: "Mere Tane",
      company: "Tane Scaffolding",
      cardNumber: "CI-12345",
    });
    const image = await client.get(list.signatures[0].imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(signaturePng())).toBe(true);
  });

  it("stores a queued submission sent twice at once, and again later, once", async () => {
    const { client, doc, token } = await publishedSwms();
    const body = signing(doc.version, { name: "Queued Worker" });
    // A phone back in reception may send its queue from two tabs at once, then again on reload.
    const [a, b] = await Promise.all([
      new Client(ctx.app).post(`/api/sign-on/${token}/signatures`, body),
      new Client(ctx.app).post(`/api/sign-on/${token}/signatures`, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json()).toEqual(b.json());
    const later = await new Client(ctx.app).post(`/api/sign-on/${token}/signatures`, body);
    expect(later.statusCode).toBe(200);
    const list = (await client.get(`/api/policies/${doc.id}/signatures`)).json();
    expect(list.signatures.map((s: { name: string }) => s.name)).toEqual(["Queued Worker"]);
    const rows = await ctx.database.db
      .select()
      .from(signOnSignatures)
      .where(eq(signOnSignatures.submissionId, body.submissionId));
    expect(rows).toHaveLength(1);
  });

  it("accepts a signing made offline before a new issue against the issue it was made for, and asks for the new one", async () => {
    const saved = clock;
    // Saves are stamped by the real clock; this test's clock follows it.
    clock = new Date();
    try {
      const { client, doc, token } = await publishedSwms();
      const worker = new Client(ctx.app);
      expect((await readAs(worker, token)).issue).toBe(1);
      expect((await worker.get(`/api/sign-on/${token}`)).json().earlierIssue).toBeNull();
      const signedOffline = new Date(Date.now() - 60_000).toISOString();
      const issue2 = await publish(client, doc, "<p>Changed method: scaffold on the north face.</p>");
      clock = new Date();
      const late = await worker.post(
        `/api/sign-on/${token}/signatures`,
        signing(doc.version, { name: "Offline Worker", signedAt: signedOffline }),
      );
      expect(late.statusCode, late.body).toBe(201);
      expect(late.json()).toMatchObject({ name: "Offline Worker", issue: 1, signedAt: signedOffline });
      // The page now says earlier signatures were for issue 1: everyone signs issue 2.
      const read = (await worker.get(`/api/sign-on/${token}`)).json();
      expect(read).toMatchObject({ issue: 2, revision: issue2.version, earlierIssue: 1 });
      // A save that is not an earlier issue is no way round the check.
      const draftOfNow = await worker.post(
        `/api/sign-on/${token}/signatures`,
        signing(issue2.version + 5, { signedAt: signedOffline }),
      );
      expect(draftOfNow.statusCode).toBe(409);
      const list = (await client.get(`/api/policies/${doc.id}/signatures`)).json();
      expect(list.publishedIssue).toBe(2);
      expect(list.signatures.map((s: { name: string; issue: number }) => [s.name, s.issue])).toEqual([
        ["Offline Worker", 1],
      ]);
    } finally {
      clock = saved;
    }
  });

  describe("the time a signature carries", () => {
    /** On the real clock: each signing is checked against when the document was really issued. */
    const onRealClock = async (test: () => Promise<void>) => {
      const saved = clock;
      clock = new Date();
      try {
        await test();
      } finally {
        clock = saved;
      }
    };
    const at = (ms: number) => new Date(ms).toISOString();
    const issuedAtOf = async (policyId: string, version: number) => {
      const [row] = await ctx.database.db
        .select({ publishedAt: policyRevisions.publishedAt })
        .from(policyRevisions)
        .where(and(eq(policyRevisions.policyId, policyId), eq(policyRevisions.version, version)));
      return row!.publishedAt!.getTime();
    };
    const fresh = async () => {
      const o = await owner();
      const doc = await publish(o.client, await generate(o.client, o.businessId));
      const link = await o.client.post(`/api/policies/${doc.id}/sign-on`, {});
      expect(link.statusCode, link.body).toBe(201);
      return { ...o, doc, token: (link.json() as { token: string }).token };
    };

    it("refuses a signing dated before the version was issued, naming signedAt, and keeps nothing", () =>
      onRealClock(async () => {
        const { client, doc, token } = await fresh();
        for (const signedAt of [at(Date.now() - 5 * 365 * 86_400_000), at(Date.now() - 3_600_000)]) {
          clock = new Date();
          const res = await new Client(ctx.app).post(
            `/api/sign-on/${token}/signatures`,
            signing(doc.version, { name: "Back Dated", signedAt }),
          );
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(["signedAt"]);
        }
        const list = (await client.get(`/api/policies/${doc.id}/signatures`)).json();
        expect(list.signatures).toEqual([]);
      }));

    it("refuses a signing held on a phone for more than a week", () =>
      onRealClock(async () => {
        const { client, doc, token } = await fresh();
        // As if the document and its link were issued a month ago.
        const monthAgo = new Date(Date.now() - 30 * 86_400_000);
        await ctx.database.db
          .update(policyRevisions)
          .set({ publishedAt: monthAgo })
          .where(eq(policyRevisions.policyId, doc.id));
        await ctx.database.db
          .update(signOnLinks)
          .set({ createdAt: monthAgo })
          .where(eq(signOnLinks.policyId, doc.id));
        clock = new Date();
        const old = await new Client(ctx.app).post(
          `/api/sign-on/${token}/signatures`,
          signing(doc.version, { signedAt: at(Date.now() - 8 * 86_400_000) }),
        );
        expect(old.statusCode).toBe(400);
        expect(old.json().message).toMatch(/^signedAt: signedAt is more than 7 days ago/);
        const recent = await new Client(ctx.app).post(
          `/api/sign-on/${token}/signatures`,
          signing(doc.version, { name: "Back Online", signedAt: at(Date.now() - 6 * 86_400_000) }),
        );
        expect(recent.statusCode, recent.body).toBe(201);
        // The document's own sign-on table says it was signed offline and when it arrived.
        const word = await client.get(`/api/policies/${doc.id}/export/docx`);
        expect(word.statusCode, word.body).toBe(200);
        const xml = await (await JSZip.loadAsync(word.rawPayload)).file("word/document.xml")!.async("string");
        const row = xml.slice(xml.indexOf("Back Online"));
        expect(row).toMatch(/\(on the phone, offline\)/);
        expect(row).toMatch(/Received \d{1,2} \w{3} \d{4}/);
      }));

    it("keeps a phone's time, brought within the issue and the arrival when its clock is a little out", () =>
      onRealClock(async () => {
        const { doc, token } = await fresh();
        const issued = await issuedAtOf(doc.id, doc.version);
        clock = new Date();
        // A phone clock five minutes slow, signing just after the issue: stored as the issue time.
        const slow = await new Client(ctx.app).post(
          `/api/sign-on/${token}/signatures`,
          signing(doc.version, { name: "Slow Clock", signedAt: at(issued - 5 * 60_000) }),
        );
        expect(slow.statusCode, slow.body).toBe(201);
        expect(new Date(slow.json().signedAt).getTime()).toBe(issued);
        // A phone clock an hour fast: never stored as later than it arrived.
        clock = new Date();
        const fast = await new Client(ctx.app).post(
          `/api/sign-on/${token}/signatures`,
          signing(doc.version, { name: "Fast Clock", signedAt: at(Date.now() + 3_600_000) }),
        );
        expect(fast.statusCode, fast.body).toBe(201);
        expect(fast.json().signedAt).toBe(clock.toISOString());
        expect(fast.json().receivedAt).toBe(clock.toISOString());
      }));

    it("refuses an offline signing of a draft the link never served, even one saved before the new issue", () =>
      onRealClock(async () => {
        const { client, doc, token } = await fresh();
        const draft = await client.put(`/api/policies/${doc.id}`, {
          content: {
            ...doc.content,
            sections: doc.content.sections.map((s, i) =>
              i === 0 ? { ...s, body: "<p>DRAFT ONLY TEXT never published</p>" } : s,
            ),
          },
          baseVersion: doc.version,
        });
        expect(draft.statusCode).toBe(200);
        const draftDoc = draft.json() as Doc;
        expect(draftDoc.issue).toBe(1);
        const signedOffline = at(Date.now() - 1000);
        await new Promise((r) => setTimeout(r, 20));
        const issue2 = await publish(client, draftDoc, "<p>Issue two text.</p>");
        expect(issue2.issue).toBe(2);
        clock = new Date();
        const ofDraft = await new Client(ctx.app).post(
          `/api/sign-on/${token}/signatures`,
          signing(draftDoc.version, { signedAt: signedOffline }),
        );
        expect(ofDraft.statusCode).toBe(409);
        expect(ofDraft.json().errors[0].field).toBe("revision");
        // The issue the link did serve is still accepted from a phone that was offline.
        const ofIssue1 = await new Client(ctx.app).post(
          `/api/sign-on/${token}/signatures`,
          signing(doc.version, { signedAt: signedOffline }),
        );
        expect(ofIssue1.statusCode, ofIssue1.body).toBe(201);
        expect(ofIssue1.json().issue).toBe(1);
      }));
  });

  it("serves the page's service worker only inside the sign-on path, as JavaScript", async () => {
    const page = await createTestApp(
      {},
      {
        clientFiles: {
          "sign-on.html":
            '<!doctype html><head><title>Crew sign-on</title><link rel="icon" href="/favicon.svg"><script type="module" crossorigin src="/assets/sign-on-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/client-def.js"><link rel="stylesheet" crossorigin href="/assets/styles-ghi.css"></head><div id=root></div>',
        },
      },
    );
    try {
      const worker = await page.app.inject({ method: "GET", url: "/sign-on/sw.js" });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(worker.headers["cache-control"]).toBe("no-cache");
      expect(worker.headers["service-worker-allowed"]).toBe("/sign-on/");
      // It keeps the page's own files for offline use.
      for (const file of ["/assets/sign-on-abc.js", "/assets/client-def.js", "/assets/styles-ghi.css"]) {
        expect(worker.body).toContain(`"${file}"`);
      }
      // Nowhere else: at the root it would control the whole app.
      for (const url of ["/sw.js", "/sign-on-sw.js", "/assets/sw.js", "/api/sign-on/sw.js"]) {
        const other = await page.app.inject({ method: "GET", url });
        expect(other.headers["content-type"] ?? "", url).not.toMatch(/javascript/);
      }
      // The page itself: the sign-on shell for any link, never cached stale.
      const token = randomBytes(32).toString("base64url");
      const shell = await page.app.inject({ method: "GET", url: `/sign-on/${token}` });
      expect(shell.statusCode).toBe(200);
      // The document's request starts with the page: a preload of this link's document.
      expect(shell.body).toContain(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/sign-on/${token}">`,
      );
      // Nothing but a link-shaped token is written into the page.
      for (const odd of ["short", "%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E", `${token}x`]) {
        const other = await page.app.inject({ method: "GET", url: `/sign-on/${odd}` });
        expect(other.statusCode).toBe(200);
        expect(other.body).not.toContain('rel="preload"');
        expect(other.body).not.toContain("<script>alert");
      }
      expect(shell.headers["content-type"]).toMatch(/text\/html/);
      expect(shell.body).toContain("<title>Crew sign-on</title>");
      expect(shell.headers["cache-control"]).toBe("no-cache");
      // The app's policy allows a same-origin worker script.
      expect(shell.headers["content-security-policy"]).toContain("script-src 'self'");
    } finally {
      await page.close();
    }
  });

  it("refuses a signature that is not a real PNG, naming the field", async () => {
    const { doc, token } = await publishedSwms();
    const worker = new Client(ctx.app);
    const png = signaturePng();
    const corrupt = Buffer.from(png);
    corrupt[corrupt.length - 20] = (corrupt[corrupt.length - 20] ?? 0) ^ 0xff;
    const cases = [
      "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
      `data:image/png;base64,${Buffer.from("<svg onload=alert(1)>").toString("base64")}`,
      pngDataUrl(Buffer.concat([png, Buffer.from("<script>alert(1)</script>")])),
      pngDataUrl(corrupt),
      pngDataUrl(png.subarray(0, png.length - 12)),
      "data:image/png;base64,not base64!",
      `data:image/png;base64,${"A".repeat(200_000)}`,
    ];
    for (const signature of cases) {
      const res = await worker.post(`/api/sign-on/${token}/signatures`, signing(doc.version, { signature }));
      expect(res.statusCode, signature.slice(0, 40)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain("signature");
    }
    const unticked = await worker.post(
      `/api/sign-on/${token}/signatures`,
      signing(doc.version, { understood: false }),
    );
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().message).toContain("understood");
    const nameless = await worker.post(
      `/api/sign-on/${token}/signatures`,
      signing(doc.version, { name: " " }),
    );
    expect(nameless.json().errors.map((e: { field: string }) => e.field)).toContain("name");
  });

  it("records the issue signed: a new issue needs signing again, and earlier signatures keep theirs", async () => {
    const { client, doc, token } = await publishedSwms();
    const other = await publishedSwms();
    const worker = new Client(ctx.app);
    expect((await worker.post(`/api/sign-on/${token}/signatures`, signing(doc.version))).statusCode).toBe(
      201,
    );
    const issue2 = await publish(client, doc, "<p>Changed method: scaffold on the north face.</p>");
    expect(issue2.issue).toBe(2);
    await issuedBeforeClock(doc.id);
    // Read before the new issue and signed after it was out: refused, to be read again.
    const stale = await worker.post(
      `/api/sign-on/${token}/signatures`,
      signing(doc.version, { name: "Late Reader", signedAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    expect(stale.statusCode).toBe(409);
    const read = await readAs(worker, token);
    expect(read.issue).toBe(2);
    const signed = await worker.post(
      `/api/sign-on/${token}/signatures`,
      signing(read.revision, { name: "Aroha Pene" }),
    );
    expect(signed.json().issue).toBe(2);
    // A draft saved after publishing is not what crews read.
    const draft = await client.put(`/api/policies/${doc.id}`, {
      content: { ...issue2.content, title: "Unpublished draft title" },
      baseVersion: issue2.version,
    });
    expect(draft.statusCode).toBe(200);
    expect(JSON.stringify(await readAs(worker, token))).not.toContain("Unpublished draft title");

    const list = (await client.get(`/api/policies/${doc.id}/signatures`)).json();
    expect(list.publishedIssue).toBe(2);
    expect(list.signatures.map((s: { name: string; issue: number }) => [s.name, s.issue])).toEqual([
      ["Aroha Pene", 2],
      ["Mere Tane", 1],
    ]);
    // Scoped to the document: the other document's link and list know nothing of these.
    expect((await other.client.get(`/api/policies/${other.doc.id}/signatures`)).json().signatures).toEqual(
      [],
    );
    expect((await other.client.get(`/api/policies/${doc.id}/signatures`)).statusCode).toBe(404);
  });

  it("voids a signature with a reason and keeps it; a stranger can neither list nor void", async () => {
    const { client, doc, token } = await publishedSwms();
    const stranger = await signedInClient(ctx.app);
    await new Client(ctx.app).post(`/api/sign-on/${token}/signatures`, signing(doc.version));
    const [signature] = (await client.get(`/api/policies/${doc.id}/signatures`)).json().signatures;
    const voidUrl = `/api/policies/${doc.id}/signatures/${signature.id}/void`;

    expect((await stranger.client.get(`/api/policies/${doc.id}/signatures`)).statusCode).toBe(404);
    expect((await stranger.client.get(signature.imageUrl)).statusCode).toBe(404);
    expect((await stranger.client.post(voidUrl, { reason: "Mine now" })).statusCode).toBe(404);
    expect((await stranger.client.post(`/api/policies/${doc.id}/sign-on`, {})).statusCode).toBe(404);
    expect((await stranger.client.delete(`/api/policies/${doc.id}/sign-on`)).statusCode).toBe(404);

    const noReason = await client.post(voidUrl, { reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.map((e: { field: string }) => e.field)).toContain("reason");
    const voided = await client.post(voidUrl, { reason: "Signed for a workmate who was not on site" });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({
      name: "Mere Tane",
      voidReason: "Signed for a workmate who was not on site",
    });
    expect((await client.post(voidUrl, { reason: "Again" })).statusCode).toBe(409);
    const list = (await client.get(`/api/policies/${doc.id}/signatures`)).json();
    expect(list.signatures).toHaveLength(1);
    expect(list.signatures[0]).toMatchObject({ voidReason: "Signed for a workmate who was not on site" });
    expect(list.signatures[0].voidedAt).not.toBeNull();
    // No route edits or deletes a signature.
    expect((await client.delete(`/api/policies/${doc.id}/signatures/${signature.id}`)).statusCode).toBe(404);
    expect(
      (await client.put(`/api/policies/${doc.id}/signatures/${signature.id}`, { name: "x" })).statusCode,
    ).toBe(404);
  });

  it("puts the signatures in the account's data export", async () => {
    const { client, doc, token } = await publishedSwms();
    await new Client(ctx.app).post(`/api/sign-on/${token}/signatures`, signing(doc.version));
    const exported = (await client.get("/api/account/export")).json();
    const swms = exported.documents.find((d: { id: string }) => d.id === doc.id);
    expect(swms.signOnSignatures).toHaveLength(1);
    expect(swms.signOnSignatures[0]).toMatchObject({ name: "Mere Tane", issue: 1, signature: pngDataUrl() });
  });

  it("removes the signatures with the account", async () => {
    const { client, user, doc, token } = await publishedSwms();
    await new Client(ctx.app).post(`/api/sign-on/${token}/signatures`, signing(doc.version));
    const before = await ctx.database.db
      .select()
      .from(signOnSignatures)
      .where(eq(signOnSignatures.policyId, doc.id));
    expect(before).toHaveLength(1);
    const deleted = await client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: user.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await ctx.database.db
      .select()
      .from(signOnSignatures)
      .where(eq(signOnSignatures.policyId, doc.id));
    expect(after).toHaveLength(0);
    expect((await new Client(ctx.app).get(`/api/sign-on/${token}`)).statusCode).toBe(404);
  });

  it("limits reads and signings per address, and signings per link from any address", async () => {
    const { doc, token } = await publishedSwms();
    const one = new Client(ctx.app);
    let last = 0;
    for (let i = 0; i <= SIGN_ON_READS_PER_ADDRESS.max; i++)
      last = (await one.get(`/api/sign-on/${token}`)).statusCode;
    expect(last).toBe(429);
    const signer = new Client(ctx.app);
    for (let i = 0; i <= SIGN_ON_SIGNS_PER_ADDRESS.max; i++) {
      last = (
        await signer.post(`/api/sign-on/${randomBytes(32).toString("base64url")}/signatures`, signing(1))
      ).statusCode;
    }
    expect(last).toBe(429);
    // From a new address each time, the link's own limit still holds.
    for (let i = 0; i <= SIGN_ON_SIGNS_PER_LINK.max; i++) {
      last = (await new Client(ctx.app).post(`/api/sign-on/${token}/signatures`, signing(doc.version)))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});
