import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Doc = {
  id: string;
  version: number;
  content: { title: string; sections: { id: string; heading: string; body: string }[] };
};

/** An owner with one issued SWMS, sent for review to `reviewers`; returns each link's token. */
async function issuedAndSent(reviewers: string[]) {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 1);
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  const generated = await signed.client.post("/api/documents/generate", {
    businessId,
    documentType: "swms",
    metadata: { activity: "Roof sheeting", location: "12 Smith St" },
  });
  expect(generated.statusCode, generated.body).toBe(201);
  const draft = generated.json() as Doc;
  const issued = await signed.client.put(`/api/policies/${draft.id}`, {
    content: draft.content,
    baseVersion: draft.version,
    status: "published",
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const doc = issued.json() as Doc;
  const tokens: string[] = [];
  for (const email of reviewers) {
    const sent = await signed.client.post(`/api/policies/${doc.id}/reviews`, {
      sendId: randomUUID(),
      email,
      organisation: "Acme Builders",
      message: "Please check before Monday's start.",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    tokens.push((sent.json() as { url: string }).url.split("/review/")[1]!);
  }
  return { ...signed, doc, tokens };
}

async function exported(client: Client) {
  const res = await client.get("/api/account/export");
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    documents: {
      id: string;
      reviews: {
        reviewerEmail: string;
        reviewerOrganisation: string | null;
        message: string | null;
        issue: number;
        tokenHash?: string;
        response: null | {
          decision: string;
          name: string;
          organisation: string;
          overallComment: string | null;
          comments: { sectionId: string; heading: string; text: string }[];
        };
      }[];
    }[];
  };
}

describe("the account's data export", () => {
  it("holds each outside review of a document: who it went to, which version, and their answer with comments", async () => {
    const owner = await issuedAndSent(["pc@acme.example", "client@harbour.example"]);
    const [section] = owner.doc.content.sections;
    const answered = await new Client(ctx.app).post(`/api/review/${owner.tokens[0]}/response`, {
      decision: "returned",
      name: "Jo Smith",
      organisation: "Acme Builders",
      overallComment: "Close, one thing to fix.",
      comments: [{ sectionId: section!.id, text: "Name the exclusion zone." }],
    });
    expect(answered.statusCode, answered.body).toBe(201);

    const data = await exported(owner.client);
    const swms = data.documents.find((d) => d.id === owner.doc.id)!;
    expect(swms.reviews).toHaveLength(2);
    expect(swms.reviews[0]).toMatchObject({
      reviewerEmail: "pc@acme.example",
      reviewerOrganisation: "Acme Builders",
      message: "Please check before Monday's start.",
      issue: 1,
      response: {
        decision: "returned",
        name: "Jo Smith",
        organisation: "Acme Builders",
        overallComment: "Close, one thing to fix.",
        comments: [{ sectionId: section!.id, heading: section!.heading, text: "Name the exclusion zone." }],
      },
    });
    expect(swms.reviews[1]).toMatchObject({ reviewerEmail: "client@harbour.example", response: null });
    // The stored hash of a link is not the account's data, and would only help open it.
    for (const review of swms.reviews) expect(review).not.toHaveProperty("tokenHash");
    expect(JSON.stringify(data)).not.toContain(owner.tokens[0]);
  });

  it("holds none of another account's reviews", async () => {
    const other = await issuedAndSent(["someone@elsewhere.example"]);
    const stranger = await signedInClient(ctx.app);
    const mine = await exported(stranger.client);
    expect(mine.documents).toEqual([]);
    expect(JSON.stringify(mine)).not.toContain("someone@elsewhere.example");
    const theirs = await exported(other.client);
    expect(theirs.documents.flatMap((d) => d.reviews.map((r) => r.reviewerEmail))).toEqual([
      "someone@elsewhere.example",
    ]);
  });
});
