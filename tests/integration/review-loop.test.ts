import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq, like } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { outbox, reviewRequests, reviewResponses } from "../../src/server/db/schema";
import { REVIEW_SENDS_PER_HOUR } from "../../src/server/review/service";
import { REVIEW_READS_PER_ADDRESS } from "../../src/server/routes/review";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { latestMail } from "../helpers/mail";

const run = promisify(execFile);
let ctx: TestContext;
let clock = new Date("2026-12-03T09:14:00Z");
beforeAll(async () => {
  ctx = await createTestApp({}, { now: () => clock });
});
afterAll(() => ctx.close());

const tick = (minutes = 1) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

type Doc = {
  id: string;
  version: number;
  issue: number;
  content: { title: string; sections: { id: string; heading: string; body: string }[] };
};
type PublicReview = {
  issue: number;
  revision: number;
  title: string;
  sections: { id: string; heading: string; body: string }[];
  changes: null | {
    sinceIssue: number;
    sections: { id: string; change: string; before: string; after: string }[];
  };
  response: null | { decision: string };
};
type Review = {
  id: string;
  email: string;
  state: string;
  issue: number;
  response: null | {
    decision: string;
    name: string;
    organisation: string;
    respondedAt: string;
    overallComment: string | null;
    comments: { sectionId: string; heading: string; text: string }[];
  };
};

async function owner() {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 3);
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  const res = await signed.client.post("/api/documents/generate", {
    businessId,
    documentType: "swms",
    metadata: { activity: "Roof sheeting", location: "12 Smith St" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...signed, doc: res.json() as Doc };
}

async function save(client: Client, doc: Doc, opts: { body?: string; publish?: boolean } = {}) {
  const content = opts.body
    ? {
        ...doc.content,
        sections: doc.content.sections.map((s, i) => (i === 0 ? { ...s, body: opts.body! } : s)),
      }
    : doc.content;
  const res = await client.put(`/api/policies/${doc.id}`, {
    content,
    baseVersion: doc.version,
    ...(opts.publish ? { status: "published" } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Doc;
}

async function send(client: Client, doc: Doc, email: string, extra: Record<string, unknown> = {}) {
  const res = await client.post(`/api/policies/${doc.id}/reviews`, {
    sendId: randomUUID(),
    email,
    organisation: "Acme Builders",
    message: "Please check before Monday's start.",
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { url: string; review: Review; mail: string };
  return { ...body, token: body.url.split("/review/")[1]! };
}

const reviewer = () => new Client(ctx.app);
const email = () => `pc-${randomBytes(4).toString("hex")}@acme.example`;

async function read(token: string, who = reviewer()) {
  const res = await who.get(`/api/review/${token}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PublicReview;
}

async function reviews(client: Client, doc: Doc) {
  const res = await client.get(`/api/policies/${doc.id}/reviews`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { issuedIssue: number | null; reviews: Review[] };
}

const accept = { decision: "accepted", name: "Jo Smith", organisation: "Acme Builders" };

async function pdfText(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "safedraft-review-"));
  const file = path.join(dir, "doc.pdf");
  writeFileSync(file, pdf);
  return (await run("pdftotext", [file, "-"])).stdout.replace(/\s+/g, " ");
}

async function wordText(docx: Buffer) {
  const xml = await (await JSZip.loadAsync(docx)).file("word/document.xml")!.async("string");
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join("");
}

describe("sending an issued document for review", () => {
  it("refuses a document never issued, and e-mails a link to the issued version otherwise", async () => {
    const o = await owner();
    const early = await o.client.post(`/api/policies/${o.doc.id}/reviews`, {
      sendId: randomUUID(),
      email: "pc@acme.example",
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/Issue the document first/);

    const issued = await save(o.client, o.doc, { publish: true });
    const to = email();
    const sent = await send(o.client, issued, to.toUpperCase());
    expect(sent.url).toBe(`${ctx.config.appUrl}/review/${sent.token}`);
    expect(sent.review).toMatchObject({ email: to, state: "waiting", issue: 1 });

    const mail = await latestMail(ctx, to, "review:request");
    expect(mail?.text).toContain(sent.url);
    expect(mail?.text).toContain("Please check before Monday's start.");
    expect(mail?.replyTo).toBe(o.user.email);
    expect(mail?.subject).toContain(`${issued.content.title}, version 1`);

    // Only the token's hash is stored.
    const [row] = await ctx.database.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.policyId, issued.id));
    expect(row!.tokenHash).not.toContain(sent.token);
    expect(JSON.stringify(row)).not.toContain(sent.token);

    // The reviewer needs no account, and sees the issued version, not a draft saved after it.
    await save(o.client, issued, { body: "<p>Draft wording nobody issued</p>" });
    const page = await read(sent.token);
    expect(page).toMatchObject({ issue: 1, revision: issued.version, title: issued.content.title });
    expect(page.sections.map((s) => s.id)).toEqual(issued.content.sections.map((s) => s.id));
    expect(JSON.stringify(page)).not.toContain("Draft wording nobody issued");
    expect(page.changes).toBeNull();
    expect((await reviews(o.client, issued)).reviews[0]!.state).toBe("waiting");
  });

  it("stores and e-mails a send once when the same send arrives again", async () => {
    const o = await owner();
    const issued = await save(o.client, o.doc, { publish: true });
    const body = { sendId: randomUUID(), email: email() };
    const first = await o.client.post(`/api/policies/${issued.id}/reviews`, body);
    const again = await o.client.post(`/api/policies/${issued.id}/reviews`, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().review.id).toBe(first.json().review.id);
    expect(again.json().url).toBeUndefined();
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, body.email));
    expect(mails).toHaveLength(1);
    const rows = await ctx.database.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.policyId, issued.id));
    expect(rows).toHaveLength(1);
  });

  it("names the field of a bad send", async () => {
    const o = await owner();
    const issued = await save(o.client, o.doc, { publish: true });
    const bad = await o.client.post(`/api/policies/${issued.id}/reviews`, {
      sendId: randomUUID(),
      email: "not an address",
      expiresInDays: 400,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["email", "expiresInDays"]);
  });
});

describe("the reviewer's answer", () => {
  it("returns the version with comments on sections, kept as plain text and shown to the owner", async () => {
    const o = await owner();
    const issued = await save(o.client, o.doc, { publish: true });
    const { token } = await send(o.client, issued, email());
    const [first, second] = issued.content.sections;
    const returned = {
      decision: "returned",
      name: "Jo Smith",
      organisation: "Acme Builders",
      overallComment: "Close, two things to fix.",
      comments: [
        { sectionId: first!.id, text: "Name the exclusion zone <script>alert(1)</script>" },
        { sectionId: second!.id, text: "Add the spotter." },
      ],
    };
    const res = await reviewer().post(`/api/review/${token}/response`, returned);
    expect(res.statusCode, res.body).toBe(201);

    const list = await reviews(o.client, issued);
    expect(list.reviews[0]).toMatchObject({
      state: "returned",
      response: {
        decision: "returned",
        name: "Jo Smith",
        organisation: "Acme Builders",
        overallComment: "Close, two things to fix.",
        comments: [
          {
            sectionId: first!.id,
            heading: first!.heading,
            text: "Name the exclusion zone <script>alert(1)</script>",
          },
          { sectionId: second!.id, heading: second!.heading, text: "Add the spotter." },
        ],
      },
    });

    // A retry of the same answer is the stored one; a different answer for this version is refused.
    const retry = await reviewer().post(`/api/review/${token}/response`, returned);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().respondedAt).toBe(list.reviews[0]!.response!.respondedAt);
    const flip = await reviewer().post(`/api/review/${token}/response`, accept);
    expect(flip.statusCode).toBe(409);
    expect(flip.json().message).toMatch(/already returned by Jo Smith \(Acme Builders\)/);
    const stored = await ctx.database.db.select().from(reviewResponses);
    expect(
      stored.filter((r) => r.name === "Jo Smith" && r.overallComment === returned.overallComment),
    ).toHaveLength(1);
    expect((await read(token)).response?.decision).toBe("returned");

    // The owner is e-mailed the answer once, with a link to the document; the retry sends nothing more.
    const told = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, o.user.email), like(outbox.topic, "review:returned:%")));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe(`Returned: ${issued.content.title}, version 1 (Jo Smith (Acme Builders))`);
    expect(told[0]!.text).toContain("Jo Smith (Acme Builders) returned");
    expect(told[0]!.text).toContain("Their comment: Close, two things to fix.");
    expect(told[0]!.text).toContain("They left comments on 2 sections.");
    expect(told[0]!.text).toContain(`/editor/${issued.id}`);
  });

  it("names the field of a bad answer and stores nothing", async () => {
    const o = await owner();
    const issued = await save(o.client, o.doc, { publish: true });
    const { token } = await send(o.client, issued, email());
    const sectionId = issued.content.sections[0]!.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...accept, name: "" }, "name"],
      [{ ...accept, organisation: "x".repeat(161) }, "organisation"],
      [{ ...accept, decision: "maybe" }, "decision"],
      [{ ...accept, decision: "returned" }, "comments"],
      [{ ...accept, comments: [{ sectionId, text: "x".repeat(2001) }] }, "comments.0.text"],
      [{ ...accept, comments: [{ sectionId: "no-such-section", text: "Hm" }] }, "comments.0.sectionId"],
      [{ ...accept, overallComment: "x".repeat(4001) }, "overallComment"],
    ];
    for (const [body, field] of cases) {
      const res = await reviewer().post(`/api/review/${token}/response`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(res.json().message).toContain(field);
    }
    expect((await reviews(o.client, issued)).reviews[0]!.state).toBe("waiting");
  });

  it("after a revision and a new send, shows what changed, records the acceptance and prints it in the exports of that version only", async () => {
    const o = await owner();
    const v1 = await save(o.client, o.doc, {
      body: "<p>Work from the scaffold at 12 Smith St.</p>",
      publish: true,
    });
    const to = email();
    const first = await send(o.client, v1, to);
    await read(first.token);
    const sectionId = v1.content.sections[0]!.id;
    expect(
      (
        await reviewer().post(`/api/review/${first.token}/response`, {
          ...accept,
          decision: "returned",
          comments: [{ sectionId, text: "Say which scaffold." }],
        })
      ).statusCode,
    ).toBe(201);

    tick(60);
    const v2 = await save(o.client, v1, {
      body: "<p>Work from the tagged mobile scaffold at 12 Smith St.</p>",
      publish: true,
    });
    expect(v2.issue).toBe(2);
    const second = await send(o.client, v2, to);

    // The earlier link is replaced, with a page that says so; the new one shows what changed.
    const old = await reviewer().get(`/api/review/${first.token}`);
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ reason: "replaced" });
    expect(old.json().message).toMatch(/newer review link/);
    const page = await read(second.token);
    expect(page.issue).toBe(2);
    expect(page.changes?.sinceIssue).toBe(1);
    const changed = page.changes!.sections.find((s) => s.id === sectionId)!;
    expect(changed.change).toBe("changed");
    expect(changed.after).toContain("<ins>tagged mobile</ins>");
    expect(page.changes!.sections.every((s) => s.id === sectionId)).toBe(true);

    tick(5);
    const accepted = await reviewer().post(`/api/review/${second.token}/response`, accept);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const again = await reviewer().post(`/api/review/${second.token}/response`, accept);
    expect(again.statusCode).toBe(200);
    const acceptedMail = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, o.user.email), like(outbox.topic, "review:accepted:%")));
    expect(acceptedMail.map((m) => m.subject)).toEqual([
      `Accepted: ${v2.content.title}, version 2 (Jo Smith (Acme Builders))`,
    ]);
    const list = await reviews(o.client, v2);
    expect(list.reviews.map((r) => [r.issue, r.state])).toEqual([
      [2, "accepted"],
      [1, "returned"],
    ]);

    const expected = "Acme Builders (Jo Smith), 3 December 2026 10:19 UTC, version 2";
    const pdf = await o.client.get(`/api/policies/${v2.id}/export/pdf`);
    expect(pdf.statusCode).toBe(200);
    const pdfWords = await pdfText(pdf.rawPayload);
    expect(pdfWords).toContain("Accepted by");
    expect(pdfWords).toContain("Acme Builders (Jo Smith), 3 December 2026 10:19 UTC, version 2");
    const docx = await o.client.get(`/api/policies/${v2.id}/export/docx`);
    expect(docx.statusCode).toBe(200);
    expect(await wordText(docx.rawPayload)).toContain(expected);

    // Edited after acceptance: the draft's export no longer claims to be accepted.
    await save(o.client, v2, { body: "<p>Something new, not yet accepted.</p>" });
    const draftPdf = await o.client.get(`/api/policies/${v2.id}/export/pdf`);
    expect(await pdfText(draftPdf.rawPayload)).not.toContain("Accepted by");
  }, 120_000);
});

describe("links that no longer work", () => {
  it("tells the owner on the reviewer's retry when the answer was stored but the owner never told", async () => {
    const o = await owner();
    const issued = await save(o.client, o.doc, { publish: true });
    const { token } = await send(o.client, issued, email());
    const answer = { decision: "accepted", name: "Jo Smith", organisation: "Acme Builders" };
    expect((await reviewer().post(`/api/review/${token}/response`, answer)).statusCode).toBe(201);
    const toldOwner = () =>
      ctx.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, o.user.email), like(outbox.topic, "review:accepted:%")));
    // The state a process stopped by kill -9 leaves between storing the answer and writing the
    // owner's e-mail: the answer is there, the e-mail is not.
    await ctx.database.db
      .delete(outbox)
      .where(and(eq(outbox.to, o.user.email), like(outbox.topic, "review:%")));
    expect(await toldOwner()).toHaveLength(0);
    // The reviewer's phone sends the answer again, as it does when the first answer was lost.
    const retry = await reviewer().post(`/api/review/${token}/response`, answer);
    expect(retry.statusCode).toBe(200);
    expect(await toldOwner()).toHaveLength(1);
    expect((await reviewer().post(`/api/review/${token}/response`, answer)).statusCode).toBe(200);
    expect(await toldOwner()).toHaveLength(1);
    expect((await reviews(o.client, issued)).reviews.map((r) => r.state)).toEqual(["accepted"]);
  });

  it("replaces an open link when the same version is sent to the same reviewer again, so it is answered once", async () => {
    const o = await owner();
    const issued = await save(o.client, o.doc, { publish: true });
    const to = email();
    const first = await send(o.client, issued, to);
    tick();
    const second = await send(o.client, issued, to);
    const old = await reviewer().get(`/api/review/${first.token}`);
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ reason: "replaced" });
    expect((await reviewer().post(`/api/review/${first.token}/response`, accept)).statusCode).toBe(410);
    expect((await read(second.token)).changes).toBeNull();
    expect((await reviewer().post(`/api/review/${second.token}/response`, accept)).statusCode).toBe(201);
    const states = (await reviews(o.client, issued)).reviews.map((r) => r.state);
    expect(states).toEqual(["accepted", "replaced"]);
  });

  it("refuses a withdrawn link with a reason, and keeps an answer given before", async () => {
    const o = await owner();
    const issued = await save(o.client, o.doc, { publish: true });
    const { token, review } = await send(o.client, issued, email());
    const revoked = await o.client.post(`/api/policies/${issued.id}/reviews/${review.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().state).toBe("revoked");
    const page = await reviewer().get(`/api/review/${token}`);
    expect(page.statusCode).toBe(410);
    expect(page.json()).toMatchObject({ reason: "revoked" });
    expect(page.json().message).toMatch(/withdrawn/);
    const answer = await reviewer().post(`/api/review/${token}/response`, accept);
    expect(answer.statusCode).toBe(410);
    expect((await reviews(o.client, issued)).reviews[0]!.response).toBeNull();
  });

  it("refuses a link once it has expired, by the server's clock", async () => {
    const o = await owner();
    const issued = await save(o.client, o.doc, { publish: true });
    const { token } = await send(o.client, issued, email(), { expiresInDays: 2 });
    tick(2 * 24 * 60 - 1);
    expect((await reviewer().get(`/api/review/${token}`)).statusCode).toBe(200);
    tick(1);
    const page = await reviewer().get(`/api/review/${token}`);
    expect(page.statusCode).toBe(410);
    expect(page.json()).toMatchObject({ reason: "expired" });
    expect(page.json().message).toMatch(/expired/);
    expect((await reviewer().post(`/api/review/${token}/response`, accept)).statusCode).toBe(410);
    expect((await reviews(o.client, issued)).reviews[0]!.state).toBe("expired");
  });

  it("answers an unknown or malformed token with 404", async () => {
    for (const token of [randomBytes(32).toString("base64url"), "short", "x".repeat(43)]) {
      expect((await reviewer().get(`/api/review/${token}`)).statusCode).toBe(404);
    }
  });
});

describe("who may do what", () => {
  it("gives another account 404 on every owner route, and never the reviews", async () => {
    const o = await owner();
    const issued = await save(o.client, o.doc, { publish: true });
    const { review } = await send(o.client, issued, email());
    const stranger = (await signedInClient(ctx.app)).client;
    const calls = [
      await stranger.get(`/api/policies/${issued.id}/reviews`),
      await stranger.post(`/api/policies/${issued.id}/reviews`, { sendId: randomUUID(), email: email() }),
      await stranger.post(`/api/policies/${issued.id}/reviews/${review.id}/revoke`),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(review.email);
    }
    // The owner's own document with a send of someone else's document is 404 too.
    const other = await owner();
    const otherIssued = await save(other.client, other.doc, { publish: true });
    const res = await other.client.post(`/api/policies/${otherIssued.id}/reviews/${review.id}/revoke`);
    expect(res.statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(reviewRequests)
      .where(and(eq(reviewRequests.id, review.id)));
    expect(row!.revokedAt).toBeNull();
    expect((await reviewer().get(`/api/policies/${issued.id}/reviews`)).statusCode).toBe(401);
  });

  it("limits reads of review links per address, and review e-mails per account", async () => {
    const o = await owner();
    const issued = await save(o.client, o.doc, { publish: true });
    const { token } = await send(o.client, issued, email());
    const one = reviewer();
    for (let i = 0; i < REVIEW_READS_PER_ADDRESS.max; i++) {
      expect((await one.get(`/api/review/${token}`)).statusCode).toBe(200);
    }
    const over = await one.get(`/api/review/${token}`);
    expect(over.statusCode).toBe(429);
    expect((await reviewer().get(`/api/review/${token}`)).statusCode).toBe(200);

    for (let i = 1; i < REVIEW_SENDS_PER_HOUR; i++) await send(o.client, issued, email());
    const tooMany = await o.client.post(`/api/policies/${issued.id}/reviews`, {
      sendId: randomUUID(),
      email: email(),
    });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toMatch(/review e-mails an hour/);
  });
});
