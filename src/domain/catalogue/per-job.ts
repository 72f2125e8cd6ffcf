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

/** Longest title the editor accepts back. */
const MAX_TITLE = 300;

/** The title of a per-job document: its name, its job and its business, the job shortened to fit. */
export function jobTitle(name: string, label: string, businessName: string): string {
  const title = `${name} – ${label} – ${businessName}`;
  if (title.length <= MAX_TITLE) return title;
  const room = Math.max(MAX_TITLE - name.length - businessName.length - 7, 10);
  return `${name} – ${label.slice(0, room).trimEnd()}… – ${businessName}`.slice(0, MAX_TITLE);
}
