import {
  type BusinessIdentifiers,
  formatDocumentDate,
  primaryIdentifier,
  regionName,
  SITE_DETAIL_TYPES,
} from "../catalogue";
import type { DocumentContent } from "./content";

/** What the document-control block reads from a stored document. */
export type ControlledDocument = {
  type: string;
  /** The issue readers see as the version: 1 at first, one more per published change. */
  issue: number;
  status: string | null;
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
  const status = doc.status || "draft";
  return [
    ["Business", business.name],
    ...(id.value ? [[id.label, id.value] as [string, string]] : []),
    ["Jurisdiction", regionName(doc.content.jurisdiction) ?? doc.content.jurisdiction],
    ["Version", `v${doc.issue}`],
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
    ["Project details", site.projectDetails || "—"],
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
