import { describe, expect, it } from "vitest";
import { composeDocument } from "../../domain/documents/engine";
import { withSignatures } from "../../domain/documents/sign-on-sheet";
import { input } from "../../domain/documents/types/test-fixture";
import { printableHtml } from "./print-html";

const business = { name: "Harbourside Builders", country: "AU", abn: "51824753556" };

/** The printed page as a reader sees it: tags gone, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<style>.*?<\/style>/s, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the printed copy", () => {
  const swms = composeDocument(input("swms", "AU-NSW"));
  const generation = { engine: "built-in" as const, generatedAt: "2026-11-23T10:00:00Z", generatedInMs: 1 };
  const content = {
    ...swms,
    generation,
    siteDetails: {
      siteAddress: "14 Wharf Street, Parramatta",
      customerName: "Parramatta Homes",
      projectDetails: "Re-roof of a two-storey house",
      siteContact: "Jo Ng 0400 000 000",
    },
    footer: { ...swms.footer, reviewedBy: "Alex Reviewer", dateReviewed: "2026-11-20" },
  };
  const doc = {
    type: "swms",
    issue: 3,
    status: "published",
    publishedRevision: 7,
    updatedAt: "2026-11-23T10:00:00Z",
    content,
  };

  it("shows phone signatures in the sign-on table, with their drawings", () => {
    const signed = withSignatures(
      "swms",
      content,
      [
        {
          name: "Mere <Tane>",
          company: "Tane Scaffolding",
          cardNumber: null,
          signedAt: "2026-11-24T08:00:00Z",
          issue: 3,
          image: "https://app.example/api/policies/p/signatures/s/image",
        },
      ],
      content.jurisdiction,
    );
    const html = printableHtml(doc, business, signed);
    expect(html).toContain(
      '<img src="https://app.example/api/policies/p/signatures/s/image" alt="Signature of Mere &lt;Tane&gt;"',
    );
    expect(text(html)).toContain("Mere &lt;Tane&gt; Tane Scaffolding Yes");
    expect(text(html)).toContain("Signed on a phone, version 3 24 Nov 2026, 7:00 pm AEDT");
  });

  it("carries the document control the exports carry: version, status, identifier and reviewer", () => {
    const page = text(printableHtml(doc, business));
    expect(page).toContain("Document control");
    expect(page).toMatch(/Version Version 3/);
    expect(page).toMatch(/Status Published/);
    expect(page).toMatch(/ABN 51 824 753 556/);
    expect(page).toMatch(/Reviewed by Alex Reviewer/);
    expect(page).toMatch(/Date reviewed 2026-11-20/);
  });

  it("carries the site details of a job document", () => {
    const page = text(printableHtml(doc, business));
    expect(page).toMatch(/Site address 14 Wharf Street, Parramatta/);
    expect(page).toMatch(/Customer name Parramatta Homes/);
    expect(page).toMatch(/Site contact Jo Ng 0400 000 000/);
  });

  it("heads the page with the business's letterhead: logo, name and contact details", () => {
    const html = printableHtml(doc, {
      ...business,
      address: "Level 2, 14 Pitt Street\nSydney NSW 2000",
      phone: "+61 2 9000 1234",
      email: "office@harbourside.example",
      website: "https://www.harbourside.example/",
      logoUrl: "https://app.example/api/businesses/b-1/logo?v=1",
    });
    expect(html).toContain(
      '<img src="https://app.example/api/businesses/b-1/logo?v=1" alt="Harbourside Builders logo">',
    );
    // Above the document's own heading line.
    expect(text(html)).toContain(
      "Harbourside Builders Level 2, 14 Pitt Street, Sydney NSW 2000 Phone +61 2 9000 1234 · " +
        "office@harbourside.example · www.harbourside.example Safe Work Method Statement · Harbourside Builders",
    );
  });

  it("keeps the editor's lists as lists and leaves the site block off a business-wide document", () => {
    const policy = composeDocument(input("policy", "AU-NSW"));
    const withList = {
      ...policy,
      generation,
      sections: [
        { ...policy.sections[0]!, body: "<ul><li>Check anchors daily</li></ul>" },
        ...policy.sections.slice(1),
      ],
    };
    const html = printableHtml({ ...doc, type: "policy", content: withList }, business);
    expect(html).toContain("<ul><li>Check anchors daily</li></ul>");
    expect(text(html)).not.toContain("Site address");
  });

  it("prints on the paper of the document's country: US Letter in the United States, A4 elsewhere", () => {
    const us = { ...composeDocument(input("policy", "US-TX")), generation };
    const usPage = printableHtml({ ...doc, type: "policy", content: us }, { ...business, country: "US" });
    expect(usPage).toMatch(/@page\{size:letter\}/);
    expect(printableHtml(doc, business)).toMatch(/@page\{size:A4\}/);
  });
});
