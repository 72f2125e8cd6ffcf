import { describe, expect, it } from "vitest";
import { siteDetailRows } from "./document-control";
import { renderMarkdown } from "./markdown";
import { siteDetailsScopeLabel } from "./types/registry";

const content = (projectDetails: string) => ({
  jurisdiction: "AU-NSW",
  footer: { dateCreated: "", createdBy: "", dateReviewed: "", reviewedBy: "" },
  siteDetails: { siteAddress: "", customerName: "", projectDetails, siteContact: "" },
});

describe("the label of the job or scope in a document's site details", () => {
  it("is the scope for a risk assessment, which covers a site, an activity or all the work", () => {
    expect(siteDetailsScopeLabel("risk-assessment")).toBe("Scope");
    const rows = siteDetailRows({ type: "risk-assessment", content: content("Kitchen and serving area") });
    expect(rows).toContainEqual(["Scope", "Kitchen and serving area"]);
    expect(rows?.map(([label]) => label)).not.toContain("Project details");
  });

  it("stays the project for a SWMS written for a job", () => {
    expect(siteDetailsScopeLabel("swms")).toBe("Project");
    const rows = siteDetailRows({ type: "swms", content: content("Roof sheeting replacement") });
    expect(rows).toContainEqual(["Project details", "Roof sheeting replacement"]);
  });

  it("heads a risk assessment's Markdown with its scope", () => {
    const md = renderMarkdown({
      schemaVersion: 1,
      title: "Risk Assessment",
      documentType: "risk-assessment",
      documentName: "Risk Assessment",
      country: "AU",
      jurisdiction: "AU-NSW",
      sections: [],
      siteDetails: content("Kitchen and serving area").siteDetails,
      footer: content("").footer,
      complianceReferences: {
        authority: "SafeWork NSW",
        authorityUrl: "https://x",
        standards: [],
        citations: [],
      },
    });
    expect(md).toContain("- Scope: Kitchen and serving area");
    expect(md).not.toContain("- Project:");
  });
});
