import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_LAW, type Law } from "../../src/domain/documents/basis";
import type { DocumentContent } from "../../src/domain/documents/content";
import { grantCredits } from "../../src/server/admin/credits";
import { createLawImpact } from "../../src/server/law/impact";
import { createMailer } from "../../src/server/services/mail";
import { createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { businesses, createBusiness } from "../helpers/fixtures";
import { NEW_NSW_PHONE, RELEASE_B } from "../helpers/law";
import { type ReceivedMail, startSmtpSink } from "../helpers/smtp-sink";

/**
 * An update flags only the sections the owner really changed: a save that rewrites the markup
 * (the saving path gives every link a `rel`) is not an edit. And the law's changes are told apart
 * from the owner's own changes to their business, in the e-mail as on the page.
 */

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let received: ReceivedMail[];
let ctx: TestContext;
const clock = new Date("2026-11-30T09:00:00Z");
const NEW_PHONE = NEW_NSW_PHONE;
const releaseB = RELEASE_B;

beforeAll(async () => {
  smtp = await startSmtpSink();
  received = smtp.received;
  ctx = await createTestApp({ SMTP_URL: smtp.url }, { now: () => clock });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const impact = (law: Law) =>
  createLawImpact({
    db: ctx.database.db,
    law,
    now: () => clock,
    digest: {
      mailer: createMailer(ctx.config.mail, ctx.database.db, ctx.app.log),
      appUrl: "http://safedraft.test",
    },
  });

async function waitFor(check: () => boolean, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type View = { sections: { id: string; edited: boolean }[]; reasons: { kind: string; summary: string }[] };

describe("an update compares sections by meaning", () => {
  it("a save that only rewrites links is no edit; a changed word is; the e-mail keeps the law apart", async () => {
    const { client, user } = await signedInClient(ctx.app, { firstName: "Nora" });
    await grantCredits(ctx.database.db, user.email, "core", 3);
    const businessId = await createBusiness(client, businesses.nswBuilder);
    const generated = await client.post("/api/documents/generate", {
      businessId,
      documentType: "policy",
      metadata: {},
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const id = generated.json().id as string;
    const doc = (await client.get(`/api/policies/${id}`)).json() as {
      content: DocumentContent;
      version: number;
    };
    const linked = doc.content.sections.filter((s) => s.body.includes("<a "));
    expect(linked.length).toBeGreaterThan(0);

    // Saved untouched, as opening and publishing in the editor does: every link gains a rel.
    const untouched = await client.put(`/api/policies/${id}`, {
      content: doc.content,
      baseVersion: doc.version,
    });
    expect(untouched.statusCode, untouched.body).toBe(200);
    const stored = (await client.get(`/api/policies/${id}`)).json() as {
      content: DocumentContent;
      version: number;
    };
    expect(stored.content.sections.find((s) => s.id === linked[0]!.id)!.body).toContain(
      'rel="noopener noreferrer"',
    );

    // Then one real edit, in a section the business change touches.
    const sections = stored.content.sections.map((s) =>
      s.id === "scope" ? { ...s, body: `${s.body}<p>Our own line about the foreman.</p>` } : s,
    );
    const edited = await client.put(`/api/policies/${id}`, {
      content: { ...stored.content, sections },
      baseVersion: stored.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const business = await client.put(`/api/businesses/${businessId}`, {
      ...businesses.nswBuilder,
      employeeCount: "20-49",
      highRiskActivities: [
        ...businesses.nswBuilder.highRiskActivities,
        "confined-spaces",
        "hazardous-chemicals",
      ],
    });
    expect(business.statusCode, business.body).toBe(200);
    await impact(CURRENT_LAW).businessChanged(businessId);
    const view = (await client.get(`/api/policies/${id}/update`)).json() as View;
    expect(view.sections.length).toBeGreaterThan(1);
    // Sections with links the save rewrote are among those the change touches, and are not "edited".
    expect(view.sections.map((s) => s.id)).toContain(linked[0]!.id);
    expect(view.sections.filter((s) => s.edited).map((s) => s.id)).toEqual(["scope"]);

    // A law change reaches the same document: the e-mail names it as the law's, and the
    // headcount change apart, as the owner's own.
    received.length = 0;
    await impact(releaseB).run();
    await waitFor(() => received.length >= 1, "the law change e-mail");
    const mail = received[0]!.raw;
    const law = mail.slice(mail.indexOf("What changed in the law:"), mail.indexOf("Also waiting"));
    expect(law).toContain(NEW_PHONE);
    expect(law).not.toContain("Headcount");
    expect(mail.slice(mail.indexOf("Also waiting"))).toMatch(
      /changes you made to your business details:\r?\n- Headcount changed from 6-19 employees to 20-49 employees/,
    );
  });
});
