import {
  type BusinessIdentifiers,
  formatDocumentDate,
  primaryIdentifier,
  regionName,
  SITE_DETAIL_TYPES,
} from "../catalogue";
import type { DocumentContent } from "./content";
import { siteDetailsScopeLabel } from "./types/registry";

/**
 * Where a document stands between issues. `issue` is the version last issued (what crews sign),
 * `status` is "published" while the content is that issued version and "draft" once it has
 * changed since, and `publishedRevision` is null until the first issue.
 */
export type VersionState = {
  issue: number;
  status: string | null;
  publishedRevision: number | null;
};

/** The version the document's unissued changes become when issued, or null when there are none. */
export function draftOf(doc: VersionState): number | null {
  if (doc.status === "published" && doc.publishedRevision !== null) return null;
  return doc.publishedRevision === null ? doc.issue : doc.issue + 1;
}

/**
 * The one way a version is named, on the screen, in the history and in every export: "Version 2"
 * for the issued text, "Draft of version 3" for changes not yet issued.
 */
export function versionLabel(doc: VersionState): string {
  const draft = draftOf(doc);
  return draft === null ? `Version ${doc.issue}` : `Draft of version ${draft}`;
}

/** What the document-control block reads from a stored document. */
export type ControlledDocument = VersionState & {
  type: string;
  updatedAt: Date | string;
  content: Pick<DocumentContent, "jurisdiction" | "footer" | "siteDetails">;
};
export type ControlledBusiness = BusinessIdentifiers & { name: string };

/**
 * The document-control rows every copy of a document shows (PDF, Word and the browser's print),
 * so a printed copy carries the same version, status and reviewer as an exported one.
 */
export function documentControl(doc: ControlledDocument, business: ControlledBusiness): [string, string][] {
  const id = primaryIdentifier(business);
  const footer = doc.content.footer;
  const status = draftOf(doc) === null ? "published" : "draft";
  return [
    ["Business", business.name],
    ...(id.value ? [[id.label, id.value] as [string, string]] : []),
    ["Jurisdiction", regionName(doc.content.jurisdiction) ?? doc.content.jurisdiction],
    ["Version", versionLabel(doc)],
    ["Status", status.charAt(0).toUpperCase() + status.slice(1)],
    ["Last updated", formatDocumentDate(doc.updatedAt, countryOf(doc.content.jurisdiction, business))],
    ["Date created", footer.dateCreated || "—"],
    ["Created by", footer.createdBy || "—"],
    ["Date reviewed", footer.dateReviewed || "—"],
    ["Reviewed by", footer.reviewedBy || "—"],
  ];
}

/** The document's country: the business's, or the first part of the document's region code. */
const countryOf = (jurisdiction: string, business: ControlledBusiness) =>
  business.country || jurisdiction.split("-")[0] || "";

/** The site block of job documents (SWMS, risk assessment and the like); null for the others. */
export function siteDetailRows(doc: Pick<ControlledDocument, "type" | "content">): [string, string][] | null {
  if (!SITE_DETAIL_TYPES.includes(doc.type)) return null;
  const site = doc.content.siteDetails;
  return [
    ["Site address", site.siteAddress || "—"],
    ["Customer name", site.customerName || "—"],
    [siteDetailsScopeLabel(doc.type) === "Scope" ? "Scope" : "Project details", site.projectDetails || "—"],
    ["Site contact", site.siteContact || "—"],
  ];
}

/** The contact details a letterhead prints; each may be missing. */
export type LetterheadContacts = {
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
};

/** "www.example.com" rather than "https://www.example.com/": how a letterhead prints a web address. */
export const shownWebsite = (url: string) => url.replace(/^https?:\/\//i, "").replace(/\/$/, "");

/**
 * The lines under the business's name in the letterhead of the editor, the PDF and the Word file:
 * the address on one line, then phone, e-mail and website.
 */
export function letterheadLines(business: LetterheadContacts): string[] {
  const address = (business.address ?? "")
    .split(/\s*\n\s*/)
    .filter(Boolean)
    .join(", ");
  const contacts = [
    business.phone ? `Phone ${business.phone}` : null,
    business.email,
    business.website ? shownWebsite(business.website) : null,
  ].filter((c): c is string => Boolean(c));
  return [address, contacts.join("  ·  ")].filter(Boolean);
}
