import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import {
  Client,
  createTestApp,
  signedInClient,
  TEST_HOST,
  TEST_ORIGIN,
  type TestContext,
} from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PNG_LOGO = readFileSync(path.join(import.meta.dirname, "../fixtures/logo.png"));
const CONTACT = {
  address: "Level 2, 14 Pitt Street\nSydney NSW 2000",
  phone: "+61 2 9000 1234",
  email: "office@harbourbuild.example",
};

type Doc = { id: string; version: number; content: unknown };

/** An owner's issued SWMS with sign-on turned on; `logo` uploads the letterhead logo first. */
async function crewLink({ logo }: { logo: boolean }) {
  const signed = await signedInClient(ctx.app);
  await grantCredits(ctx.database.db, signed.user.email, "core", 2);
  const businessId = await createBusiness(signed.client, { ...businesses.nswBuilder, ...CONTACT });
  if (logo) {
    const uploaded = await ctx.app.inject({
      method: "PUT",
      url: `/api/businesses/${businessId}/logo`,
      remoteAddress: signed.client.ip,
      headers: {
        host: TEST_HOST,
        origin: TEST_ORIGIN,
        cookie: signed.client.cookie,
        "content-type": "image/png",
      },
      payload: PNG_LOGO,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  }
  const generated = await signed.client.post("/api/documents/generate", {
    businessId,
    documentType: "swms",
    metadata: { activity: "Roof sheeting", location: "12 Smith St" },
  });
  expect(generated.statusCode, generated.body).toBe(201);
  const doc = generated.json() as Doc;
  const issued = await signed.client.put(`/api/policies/${doc.id}`, {
    content: doc.content,
    baseVersion: doc.version,
    status: "published",
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const link = await signed.client.post(`/api/policies/${doc.id}/sign-on`, {});
  expect(link.statusCode, link.body).toBe(201);
  return { ...signed, doc, token: (link.json() as { token: string }).token };
}

describe("the crew's copy carries the business's letterhead", () => {
  it("names the business with its address and contacts, and serves its logo to the link's holder", async () => {
    const { token } = await crewLink({ logo: true });
    const worker = new Client(ctx.app);
    const read = await worker.get(`/api/sign-on/${token}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      businessName: businesses.nswBuilder.name,
      letterhead: {
        lines: [
          "Level 2, 14 Pitt Street, Sydney NSW 2000",
          "Phone +61 2 9000 1234  ·  office@harbourbuild.example",
        ],
        logo: true,
      },
    });
    const logo = await worker.get(`/api/sign-on/${token}/logo`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/png");
    expect(logo.headers["x-content-type-options"]).toBe("nosniff");
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });

  it("says there is no logo when the business has none, and the logo address is 404", async () => {
    const { token } = await crewLink({ logo: false });
    const worker = new Client(ctx.app);
    expect((await worker.get(`/api/sign-on/${token}`)).json().letterhead.logo).toBe(false);
    expect((await worker.get(`/api/sign-on/${token}/logo`)).statusCode).toBe(404);
  });

  it("serves no logo for a made-up link or one turned off", async () => {
    const { token, doc, client } = await crewLink({ logo: true });
    const worker = new Client(ctx.app);
    const madeUp =
      `${token.slice(0, -4)}AAAA` === token ? `${token.slice(0, -4)}BBBB` : `${token.slice(0, -4)}AAAA`;
    expect((await worker.get(`/api/sign-on/${madeUp}/logo`)).statusCode).toBe(404);
    expect((await worker.get("/api/sign-on/not-a-token/logo")).statusCode).toBe(404);
    const off = await client.delete(`/api/policies/${doc.id}/sign-on`);
    expect(off.statusCode, off.body).toBeLessThan(300);
    expect((await worker.get(`/api/sign-on/${token}/logo`)).statusCode).toBe(404);
  });
});
