import type { CountryCode, DocumentTypeId } from "../catalogue";
import type { Citation } from "../legal/types";

/**
 * A generated document as stored in `policies.content`. Section bodies are rich text (a small,
 * sanitised HTML subset the editor understands); tables are structured data; citations are
 * knowledge-base ids that render with their titles and links.
 */
export type DocumentContent = {
  schemaVersion: 1;
  title: string;
  documentType: DocumentTypeId;
  /** The local name of the type, e.g. "Method Statement (RAMS)". */
  documentName: string;
  country: CountryCode;
  jurisdiction: string;
  sections: DocSection[];
  siteDetails: SiteDetails;
  footer: DocFooter;
  complianceReferences: ComplianceReferences;
  generation: GenerationInfo;
};

export type DocSection = {
  /** Stable within a document type, e.g. "purpose", "job-steps". */
  id: string;
  heading: string;
  /** Allowed tags: p, h3, h4, strong, em, u, ul, ol, li, br, a[href]. */
  body: string;
  tables?: DocTable[];
  citations?: Citation[];
};

export type DocTable = {
  id: string;
  caption: string;
  columns: { key: string; label: string }[];
  /** Plain-text cells keyed by column key; an empty string is a cell left for the user to fill. */
  rows: Record<string, string>[];
};

export type SiteDetails = {
  siteAddress: string;
  customerName: string;
  projectDetails: string;
  siteContact: string;
};
export type DocFooter = { dateCreated: string; createdBy: string; dateReviewed: string; reviewedBy: string };

export type ComplianceReferences = {
  /** The regulator's name, e.g. "WorkSafe Victoria". */
  authority: string;
  authorityUrl: string;
  /** Titles of the standards relied on. */
  standards: string[];
  /** Every instrument cited anywhere in the document, first-cited first, without duplicates. */
  citations: Citation[];
};

export type GenerationInfo = { engine: "built-in" | "ai"; generatedAt: string; generatedInMs: number };
