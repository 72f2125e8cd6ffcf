import { bandRange, EXTRA_POLICIES, localSpelling } from "../../catalogue";
import { businessRequirements, type RequirementsBusiness } from "../../compliance";
import { forHeadcount, forIndustry, profileFor } from "../../legal";
import type { BusinessFacts, ComposeInput, DocumentMetadata } from "../compose-types";
import type { DocSection, DocTable } from "../content";
import type { composeDocument } from "../engine";
import { textOf } from "../html";
import type { DocumentTypeId } from "./registry";

/** The businesses, inputs and readers the composer tests share. */

export const JURISDICTION_CODES = ["AU-NSW", "AU-VIC", "UK-GB", "UK-NI", "NZ", "US-FED", "US-CA"] as const;

export const countryOf = (code: string) =>
  code.startsWith("AU") ? "AU" : code.startsWith("UK") ? "UK" : code === "NZ" ? "NZ" : "US";

/** SafeDraft's wording as a document of that jurisdiction's country spells it. */
export const spelt = (text: string, code: string) => localSpelling(text, countryOf(code));

/** Each country's emergency services number, as a reader should find it. */
export const EMERGENCY_NUMBER: Record<string, string> = { AU: "000", UK: "999", NZ: "111", US: "911" };

export type TestBusiness = Omit<BusinessFacts, "country" | "jurisdiction" | "regions">;

/** A mid-sized builder working at height and digging. */
export const BUILDER: TestBusiness = {
  name: "Harbourside Builders",
  industry: "construction",
  industryOther: null,
  employeeCount: "20-49",
  workDescription: "Residential extensions and small commercial builds",
  highRiskActivities: ["working-at-height", "excavation"],
  identifier: { label: "Business number", value: "12345678901" },
};

/** The law as it applies to the builder most documents are written for: its industry and its headcount. */
export const builderProfile = (code: string) =>
  forHeadcount(forIndustry(profileFor(code), BUILDER.industry), bandRange(BUILDER.employeeCount)!);

export const METADATA: DocumentMetadata = {
  activity: "Roof sheeting replacement",
  location: "14 Wharf Street depot",
  scope: "All residential extension sites",
  hazardTypes: ["noise", "chemical"],
  incidentTypes: ["near-miss", "fatality"],
  emergencyType: "chemical-spill",
};

/** A builder whose work brings hot work, confined spaces and electrical work as well. */
export const RIDGELINE: TestBusiness = {
  name: "Ridgeline Builders",
  industry: "construction",
  industryOther: null,
  employeeCount: "20-49",
  workDescription: "Residential extensions and light commercial fit-outs",
  highRiskActivities: ["working-at-height", "excavation", "hot-work", "confined-spaces", "electrical-work"],
  identifier: { label: "ABN", value: null },
};

export const RIDGELINE_METADATA: DocumentMetadata = {
  activity: "Welding steel roof beams",
  location: "14 Harbour Street, Site 3",
  hazardTypes: ["chemical", "noise"],
  incidentTypes: ["near-miss", "minor-injury"],
  emergencyType: "chemical-spill",
};

/** A small shop with no high-risk work. */
export const SHOP: TestBusiness = {
  name: "Corner Grocer",
  industry: "retail",
  industryOther: null,
  employeeCount: "1-5",
  workDescription: "Neighbourhood grocery store",
  highRiskActivities: [],
  identifier: { label: "Business number", value: null },
};

export const BOOKSHOP: TestBusiness = {
  name: "Corner Books & Gifts",
  industry: "retail",
  industryOther: null,
  employeeCount: "1-5",
  workDescription: "Independent bookshop",
  highRiskActivities: [],
  identifier: { label: "ABN", value: null },
};

export const ALL_EXTRAS = EXTRA_POLICIES.map((x) => x.value);

export function input(
  documentType: DocumentTypeId,
  jurisdiction: string,
  business: TestBusiness = BUILDER,
  metadata: DocumentMetadata = METADATA,
  additionalPolicies: string[] = documentType === "policy" ? ALL_EXTRAS : [],
): ComposeInput {
  return {
    documentType,
    business: { ...business, country: countryOf(jurisdiction), jurisdiction, regions: [jurisdiction] },
    metadata,
    additionalPolicies,
    preparedBy: "Sam Lee",
    date: "2026-03-03",
  };
}

export type Doc = ReturnType<typeof composeDocument>;

/** Everything a reader sees: headings, body text and table cells. */
export function readable(doc: Doc): string {
  return doc.sections
    .flatMap((s) => [
      s.heading,
      textOf(s.body),
      ...(s.tables ?? []).flatMap((t) => [
        t.caption,
        ...t.columns.map((c) => c.label),
        ...t.rows.flatMap(Object.values),
      ]),
    ])
    .join("\n");
}

export function section(doc: Doc, id: string): DocSection {
  const found = doc.sections.find((s) => s.id === id);
  if (!found) throw new Error(`No section ${id}`);
  return found;
}

/** A section's table by id, or its first table. */
export function table(doc: Doc, sectionId: string, tableId?: string): DocTable {
  const s = section(doc, sectionId);
  const found = tableId ? s.tables?.find((t) => t.id === tableId) : s.tables?.[0];
  if (!found) throw new Error(`No table ${tableId ?? ""} in ${sectionId}`);
  return found;
}

export const labels = (t: DocTable) => t.columns.map((c) => c.label);
export const keys = (t: DocTable) => t.columns.map((c) => c.key);
export const filledRows = (t: DocTable) => t.rows.filter((r) => Object.values(r).some((v) => v !== ""));

/** A business as "what this business needs" reads it, with no declared high-risk work. */
export const needsBusiness = (
  jurisdiction: string,
  industry: string,
  employeeCount: string,
): RequirementsBusiness => ({
  country: jurisdiction.slice(0, 2),
  jurisdiction,
  employeeCount,
  industry,
  highRiskActivities: [],
});

/** What the business needs of one document type, if anything. */
export const needOf = (type: DocumentTypeId) => (b: RequirementsBusiness) =>
  businessRequirements(b).find((r) => r.documentType === type);
