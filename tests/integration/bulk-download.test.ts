import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLE_MAX_DOCUMENTS } from "../../src/contracts/documents";
import { grantCredits } from "../../src/server/admin/credits";
import { createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Doc = { id: string; content: { title: string }; fileBase: string };

/** An owner with a WHS policy and two SWMS of one business, and a second business with its own policy. */
async function ownerWithDocuments() {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 10);
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  const otherBusinessId = await createBusiness(signed.client, businesses.ukCafe);
  const generate = async (
    forBusiness: string,
    documentType: string,
    metadata: Record<string, string | string[]> = {},
  ) => {
    const res = await signed.client.post("/api/documents/generate", {
      businessId: forBusiness,
      documentType,
      metadata,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Doc;
  };
  // The business is in New South Wales: its files are named by Sydney's day, not UTC's.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date());
  const named = (doc: Doc, base: string) => ({ ...doc, fileBase: `${base}_${today}.` });
  const policy = named(await generate(businessId, "policy"), "WHS-Policy_Harbour-Build-Co");
  const roof = named(
    await generate(businessId, "swms", {
      activity: "Roof sheeting replacement",
      location: "12 Smith St, Parramatta",
    }),
    "SWMS_Roof-sheeting-replacement",
  );
  const gutters = named(
    await generate(businessId, "swms", {
      activity: "Gutter replacement",
      location: "4 King St, Penrith",
      steps: [
        "Set up the ladder at the gutter line",
        "Take down the old gutter",
        "Fix the new gutter and downpipes",
      ],
    }),
    "SWMS_Gutter-replacement",
  );
  const otherPolicy = await generate(otherBusinessId, "policy");
  return { ...signed, businessId, otherBusinessId, policy, roof, gutters, otherPolicy };
}

async function entries(zip: Buffer) {
  const archive = await JSZip.loadAsync(zip);
  const names = Object.keys(archive.files).sort();
  const bytes = async (name: string) => Buffer.from(await archive.file(name)!.async("uint8array"));
  return { names, bytes };
}

/** Each file is named by its type's short name, its job (or title) and its day. */
const fileBase = (doc: Doc) => doc.fileBase;

describe("downloading a business's documents as one ZIP", () => {
  let owner: Awaited<ReturnType<typeof ownerWithDocuments>>;
  beforeAll(async () => {
    owner = await ownerWithDocuments();
  });

  it("holds every document of that business as a PDF and a Word file, and nothing of the other business", async () => {
    const res = await owner.client.get(`/api/businesses/${owner.businessId}/documents.zip`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename=".+\.zip"$/);
    expect(res.headers["cache-control"]).toContain("no-store");

    const zip = await entries(res.rawPayload);
    const docs = [owner.policy, owner.roof, owner.gutters];
    // Six files: the three documents of this business, none of the other business's.
    expect(zip.names).toHaveLength(docs.length * 2);
    for (const doc of docs) {
      const base = fileBase(doc);
      const pdf = zip.names.find((n) => n.startsWith(base) && n.endsWith(".pdf"));
      const docx = zip.names.find((n) => n.startsWith(base) && n.endsWith(".docx"));
      expect(pdf, `${doc.content.title} as PDF`).toBeDefined();
      expect(docx, `${doc.content.title} as Word`).toBeDefined();
      expect((await zip.bytes(pdf!)).subarray(0, 5).toString()).toBe("%PDF-");
      const word = await JSZip.loadAsync(await zip.bytes(docx!));
      expect(word.file("word/document.xml")).not.toBeNull();
    }
  });

  it("holds only the documents of the chosen type when the list is filtered", async () => {
    const res = await owner.client.get(`/api/businesses/${owner.businessId}/documents.zip?type=swms`);
    expect(res.statusCode, res.body).toBe(200);
    const zip = await entries(res.rawPayload);
    expect(zip.names).toHaveLength(4);
    for (const doc of [owner.roof, owner.gutters]) {
      expect(zip.names.filter((n) => n.startsWith(fileBase(doc)))).toHaveLength(2);
    }
    expect(zip.names.some((n) => n.startsWith(fileBase(owner.policy)))).toBe(false);
  });

  it("refuses an unknown document type with a message naming the field", async () => {
    const res = await owner.client.get(`/api/businesses/${owner.businessId}/documents.zip?type=novel`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("type");
  });

  it("says so when the business has no documents of that type", async () => {
    const res = await owner.client.get(
      `/api/businesses/${owner.businessId}/documents.zip?type=hazard-register`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("This business has no documents to download yet.");
  });

  it("is not found for someone else's business, and needs a session", async () => {
    const stranger = await signedInClient(ctx.app);
    const res = await stranger.client.get(`/api/businesses/${owner.businessId}/documents.zip`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(owner.policy.content.title);
    const bad = await stranger.client.get("/api/businesses/not-a-uuid/documents.zip");
    expect(bad.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: "GET",
      url: `/api/businesses/${owner.businessId}/documents.zip`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

it(`refuses more than ${BUNDLE_MAX_DOCUMENTS} documents in one download, pointing to the type filter`, async () => {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", BUNDLE_MAX_DOCUMENTS + 1);
  const businessId = await createBusiness(signed.client, businesses.nswBuilder);
  for (let i = 0; i <= BUNDLE_MAX_DOCUMENTS; i++) {
    const res = await signed.client.post("/api/documents/generate", {
      businessId,
      documentType: "swms",
      metadata: { activity: `Roof sheeting job ${i}`, location: `${i} Smith St, Parramatta` },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const res = await signed.client.get(`/api/businesses/${businessId}/documents.zip`);
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toContain(`at most ${BUNDLE_MAX_DOCUMENTS}`);
  expect(res.json().message).toContain("document type");
});
