import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/admin/credits";
import { policies } from "../../src/server/db/schema";
import { createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const filename = (header: unknown) => /^attachment; filename="([^"]+)"$/.exec(String(header))?.[1];

describe("export file names", () => {
  let signed: Awaited<ReturnType<typeof signedInClient>>;
  let swmsId: string;
  let policyId: string;
  let today: string;
  beforeAll(async () => {
    signed = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, signed.user.email, "core", 5);
    const businessId = await createBusiness(signed.client, {
      ...businesses.vicBuilder,
      name: "Hart Electrical Pty Ltd",
    });
    const generate = async (documentType: string, metadata: Record<string, string | string[]> = {}) => {
      const res = await signed.client.post("/api/documents/generate", { businessId, documentType, metadata });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    };
    swmsId = await generate("swms", {
      activity: "Installing a new main switchboard in a commercial office",
      location: "Level 2, 100 Collins St, Melbourne VIC 3000",
      steps: [
        "Isolate and lock out the supply",
        "Remove the old switchboard",
        "Install and test the new one",
      ],
    });
    policyId = await generate("policy");
    // The business is in Victoria: its files carry Melbourne's day.
    today = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Melbourne" }).format(new Date());
  });

  it("names a SWMS by its short name, the job's short name and the date, in PDF, Word and the site copy", async () => {
    const pdf = await signed.client.get(`/api/policies/${swmsId}/export/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(filename(pdf.headers["content-disposition"])).toBe(
      `SWMS_Installing-a-new-main-switchboard_${today}.pdf`,
    );
    const docx = await signed.client.get(`/api/policies/${swmsId}/export/docx`);
    expect(filename(docx.headers["content-disposition"])).toBe(
      `SWMS_Installing-a-new-main-switchboard_${today}.docx`,
    );
    const site = await signed.client.get(`/api/policies/${swmsId}/export/site-copy`);
    expect(filename(site.headers["content-disposition"])).toBe(
      `SWMS_Installing-a-new-main-switchboard_site-copy_${today}.pdf`,
    );
  });

  it("names a business-wide document by its title, without the type twice", async () => {
    const pdf = await signed.client.get(`/api/policies/${policyId}/export/pdf`);
    expect(filename(pdf.headers["content-disposition"])).toBe(
      `WHS-Policy_Hart-Electrical-Pty-Ltd_${today}.pdf`,
    );
  });

  it("dates the file by the business's own day, not UTC's", async () => {
    // 8 am on 4 December in Melbourne (daylight time, UTC+11) is 9 pm on the 3rd in UTC.
    await ctx.database.db
      .update(policies)
      .set({ updatedAt: new Date("2026-12-03T21:00:00Z") })
      .where(eq(policies.id, policyId));
    const pdf = await signed.client.get(`/api/policies/${policyId}/export/pdf`);
    expect(filename(pdf.headers["content-disposition"])).toBe(
      "WHS-Policy_Hart-Electrical-Pty-Ltd_2026-12-04.pdf",
    );
    // One minute before Melbourne's midnight is still the 3rd.
    await ctx.database.db
      .update(policies)
      .set({ updatedAt: new Date("2026-12-03T12:59:00Z") })
      .where(eq(policies.id, policyId));
    const earlier = await signed.client.get(`/api/policies/${policyId}/export/docx`);
    expect(filename(earlier.headers["content-disposition"])).toBe(
      "WHS-Policy_Hart-Electrical-Pty-Ltd_2026-12-03.docx",
    );
  });

  it("keeps every name short and to safe characters", async () => {
    for (const path of [`${swmsId}/export/pdf`, `${swmsId}/export/docx`, `${policyId}/export/docx`]) {
      const name = filename(
        (await signed.client.get(`/api/policies/${path}`)).headers["content-disposition"],
      );
      expect(name).toMatch(/^[A-Za-z0-9_.-]+$/);
      expect(name!.length).toBeLessThanOrEqual(100);
    }
  });
});
