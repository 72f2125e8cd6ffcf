import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { signOnLinks } from "../../src/server/db/schema";
import { sealToken } from "../../src/server/sign-on/sealed-token";
import {
  Client,
  createTestApp,
  sameCallerOn,
  secondApp,
  signedInClient,
  type TestContext,
} from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { pngDataUrl, signaturePng } from "../helpers/png";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Link = { enabled: boolean; shown: boolean; url?: string; token?: string };

/** An owner with a roof sheeting SWMS issued (without any editing) and sign-on turned on. */
async function issuedWithLink() {
  const { client, user } = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, user.email, "core", 2);
  const businessId = await createBusiness(client, businesses.nswBuilder);
  const made = await client.post("/api/documents/generate", {
    businessId,
    documentType: "swms",
    metadata: { activity: "Roof sheeting", location: "12 Smith St, Newtown" },
  });
  expect(made.statusCode, made.body).toBe(201);
  const doc = made.json() as { id: string; version: number; title: string; content: unknown };
  // Issuing as generated: the owner never opened the editor's edit mode.
  const issued = await client.put(`/api/policies/${doc.id}`, {
    content: doc.content,
    baseVersion: doc.version,
    status: "published",
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const link = await client.post(`/api/policies/${doc.id}/sign-on`, {});
  expect(link.statusCode, link.body).toBe(201);
  return { client, doc: issued.json() as typeof doc, link: link.json() as Link & { url: string } };
}

const statusOf = async (client: Client, id: string) => {
  const res = await client.get(`/api/policies/${id}/sign-on`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().link as Link | null;
};

const tokenOf = (url: string) => url.split("/sign-on/")[1]!;

const signing = (revision: number) => ({
  submissionId: randomUUID(),
  revision,
  name: "Mere Tane",
  company: "Tane Roofing",
  signature: pngDataUrl(signaturePng()),
  understood: true,
  signedAt: new Date().toISOString(),
});

describe("the crew link, shown again whenever the owner looks", () => {
  it("gives the owner the same working link later, from another process too, and a worker signs straight after issue", async () => {
    const { client, doc, link } = await issuedWithLink();
    expect(link.shown).toBe(true);
    const again = await statusOf(client, doc.id);
    expect(again).toMatchObject({ enabled: true, shown: true, url: link.url });

    // A second process on the same database, with the same key, shows the same link.
    const other = await secondApp(ctx);
    try {
      const there = await sameCallerOn(other, client).get(`/api/policies/${doc.id}/sign-on`);
      expect(there.json().link.url).toBe(link.url);
    } finally {
      await other.close();
    }

    // The database holds the token only sealed: neither column reads back as the link.
    const [row] = await ctx.database.db.select().from(signOnLinks).where(eq(signOnLinks.policyId, doc.id));
    expect(row!.tokenSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(tokenOf(link.url));

    // The link works for a worker at once: read and sign the issued version.
    const worker = new Client(ctx.app);
    const read = await worker.get(`/api/sign-on/${tokenOf(link.url)}`);
    expect(read.statusCode, read.body).toBe(200);
    const signed = await worker.post(
      `/api/sign-on/${tokenOf(link.url)}/signatures`,
      signing(read.json().revision),
    );
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json().issue).toBe(1);
  });

  it("prints a poster naming the business, the document, its job and site, and the link", async () => {
    const { client, doc, link } = await issuedWithLink();
    const poster = await client.get(`/api/policies/${doc.id}/sign-on/poster`);
    expect(poster.statusCode, poster.body).toBe(200);
    expect(poster.json()).toEqual({
      businessName: businesses.nswBuilder.name,
      title: doc.title,
      job: "Roof sheeting",
      site: "12 Smith St, Newtown",
      url: link.url,
      expiresAt: null,
    });
  });

  it("revoked, the old link answers 404 with a clear message, the poster is gone, and a new link works", async () => {
    const { client, doc, link } = await issuedWithLink();
    const worker = new Client(ctx.app);
    expect((await client.delete(`/api/policies/${doc.id}/sign-on`)).statusCode).toBe(204);

    expect(await statusOf(client, doc.id)).toMatchObject({ enabled: false, shown: false });
    expect((await statusOf(client, doc.id))?.url).toBeUndefined();
    const old = await worker.get(`/api/sign-on/${tokenOf(link.url)}`);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe("Sign-on link not found");
    expect(
      (await worker.post(`/api/sign-on/${tokenOf(link.url)}/signatures`, signing(doc.version))).statusCode,
    ).toBe(404);
    expect((await client.get(`/api/policies/${doc.id}/sign-on/poster`)).statusCode).toBe(404);
    // Nothing of the ended link stays sealed in the database.
    const [row] = await ctx.database.db.select().from(signOnLinks).where(eq(signOnLinks.policyId, doc.id));
    expect(row!.tokenSealed).toBeNull();

    const fresh = (await client.post(`/api/policies/${doc.id}/sign-on`, {})).json() as Link & { url: string };
    expect(fresh.url).not.toBe(link.url);
    expect(await statusOf(client, doc.id)).toMatchObject({ enabled: true, shown: true, url: fresh.url });
    expect((await worker.get(`/api/sign-on/${tokenOf(fresh.url)}`)).statusCode).toBe(200);
    expect((await worker.get(`/api/sign-on/${tokenOf(link.url)}`)).statusCode).toBe(404);
  });

  it("keeps a link made before links were sealed working, and tells the owner to make a new one to see it", async () => {
    const { client, doc, link } = await issuedWithLink();
    await ctx.database.db
      .update(signOnLinks)
      .set({ tokenSealed: null })
      .where(eq(signOnLinks.policyId, doc.id));
    const status = await statusOf(client, doc.id);
    expect(status).toMatchObject({ enabled: true, shown: false });
    expect(status?.url).toBeUndefined();
    expect((await client.get(`/api/policies/${doc.id}/sign-on/poster`)).statusCode).toBe(404);
    expect((await new Client(ctx.app).get(`/api/sign-on/${tokenOf(link.url)}`)).statusCode).toBe(200);

    // Sealed under another key (the key was changed): still working, not shown.
    await ctx.database.db
      .update(signOnLinks)
      .set({ tokenSealed: sealToken(randomBytes(32), doc.id, tokenOf(link.url)) })
      .where(eq(signOnLinks.policyId, doc.id));
    expect(await statusOf(client, doc.id)).toMatchObject({ enabled: true, shown: false });
    expect((await new Client(ctx.app).get(`/api/sign-on/${tokenOf(link.url)}`)).statusCode).toBe(200);
  });

  it("shows a stranger nothing: the link, the poster, turning it off and a new link are all 404", async () => {
    const { client, doc, link } = await issuedWithLink();
    const stranger = (await signedInClient(ctx.app)).client;
    const answers = [
      await stranger.get(`/api/policies/${doc.id}/sign-on`),
      await stranger.get(`/api/policies/${doc.id}/sign-on/poster`),
      await stranger.delete(`/api/policies/${doc.id}/sign-on`),
      await stranger.post(`/api/policies/${doc.id}/sign-on`, {}),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain(tokenOf(link.url));
    }
    // The owner's link is untouched.
    expect(await statusOf(client, doc.id)).toMatchObject({ enabled: true, url: link.url });
    // Signed out, the owner's routes ask for sign-in.
    expect((await new Client(ctx.app).get(`/api/policies/${doc.id}/sign-on/poster`)).statusCode).toBe(401);
  });
});
