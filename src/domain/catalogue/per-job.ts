import { PER_JOB_TYPES, type PerJobType } from "../documents/types/registry";
import { formatOrdinalDate } from "./dates";

/**
 * Documents written for one job, site, task or occasion: the types whose definition is `perJob`.
 * A business keeps as many of each as it has jobs; every other type exists once per business.
 */
export { PER_JOB_TYPES, type PerJobType };

export function isPerJobType(type: string): type is PerJobType {
  return (PER_JOB_TYPES as readonly string[]).includes(type);
}

/**
 * What tells one per-job document from another of its type: the job (activity or scope) and where
 * it is, or failing both the day it was made ("March 3rd, 2026").
 */
export function jobLabel(
  metadata: { activity?: string; scope?: string; location?: string },
  isoDate: string,
): string {
  const job = metadata.activity?.trim() || metadata.scope?.trim();
  const site = metadata.location?.trim();
  if (job && site) return `${job}, ${site}`;
  return job || site || formatOrdinalDate(isoDate);
}

/** A job or site as the customer might type it again: case, spacing and punctuation aside. */
const plainWords = (text: string | undefined) =>
  (text ?? "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Whether two per-job documents are for the same job at the same site: the same job (activity or
 * scope) and the same location, told apart from a typing difference in neither. A document named
 * by its site alone (an incident form, an inspection) is never a twin: the same site sees many
 * incidents and inspections, told apart by their day.
 */
export function sameJob(
  a: { activity?: string; scope?: string; location?: string },
  b: { activity?: string; scope?: string; location?: string },
): boolean {
  const jobOf = (m: typeof a) => plainWords(m.activity) || plainWords(m.scope);
  const [jobA, jobB, siteA, siteB] = [jobOf(a), jobOf(b), plainWords(a.location), plainWords(b.location)];
  if (!jobA) return false;
  return jobA === jobB && siteA === siteB;
}

/** Longest title the editor accepts back. */
const MAX_TITLE = 300;

/** The title of a per-job document: its name, its job and its business, the job shortened to fit. */
export function jobTitle(name: string, label: string, businessName: string): string {
  const title = `${name} – ${label} – ${businessName}`;
  if (title.length <= MAX_TITLE) return title;
  const room = Math.max(MAX_TITLE - name.length - businessName.length - 7, 10);
  return `${name} – ${label.slice(0, room).trimEnd()}… – ${businessName}`.slice(0, MAX_TITLE);
}

/**
 * What a list leads with for a per-job document: "job, site", or null for a business-wide document
 * or one made without either (the server's list query words it the same way).
 */
export function listJob(type: string, metadata: Record<string, unknown>): string | null {
  if (!isPerJobType(type)) return null;
  const text = (key: string) => (typeof metadata[key] === "string" ? (metadata[key] as string).trim() : "");
  const parts = [text("activity") || text("scope"), text("location")].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}
