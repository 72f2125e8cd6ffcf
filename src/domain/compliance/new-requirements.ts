import { isRegionOf, normaliseCountry } from "../catalogue";
import type { DocumentTypeId } from "../catalogue/documents";
import type { LawLookup } from "../documents/engine";
import type { KnowledgeRelease } from "../legal/releases";
import { businessRequirements, type Requirement, type RequirementsBusiness } from "./requirements";
import type { IsoDay } from "./review";

/** How long a requirement a change added is shown as new. */
export const NEW_FOR_DAYS = 365;

/** A requirement a change of the law added for the business: since when, and the change in plain words. */
export type AddedBy = { since: IsoDay; summary: string; source: string };

const dayBefore = (day: IsoDay): IsoDay =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: IsoDay, b: IsoDay) =>
  (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

/** The document types a changelog item names among the requirement rules, or null when it names none. */
export function requirementTypes(item: string): DocumentTypeId[] | "all" | null {
  // Items are profile fields, optionally after the region code ("AU-NSW:requirements.swms").
  const field = item.replace(/^[A-Z]{2}(?:-[A-Z0-9]+)?:/, "");
  if (field === "requirements") return "all";
  if (field.startsWith("requirements.")) return [field.split(".")[1] as DocumentTypeId];
  return null;
}

/**
 * The requirements on the list that a change of the law in effect by `today` added for this
 * business in the last `NEW_FOR_DAYS` days: the changelog names the requirement rules a change
 * touches, and a named requirement is new when the business did not have it (or had it only as a
 * recommendation) under the law the day before the change took effect. Each is shown as new since
 * the later of the release's date and the change's effective day.
 */
export function requirementsAdded(
  business: RequirementsBusiness,
  list: readonly Requirement[],
  law: { profileOn: LawLookup; changelog: readonly KnowledgeRelease[] },
  today: IsoDay,
): Map<DocumentTypeId, AddedBy> {
  const out = new Map<DocumentTypeId, AddedBy>();
  const country = normaliseCountry(business.country);
  const region = country && isRegionOf(country, business.jurisdiction) ? business.jurisdiction : null;
  if (!region) return out;
  const onList = new Map(list.map((r) => [r.documentType, r]));
  for (const release of law.changelog) {
    for (const change of release.changes) {
      if (!change.jurisdictions.includes(region) || change.effective > today) continue;
      // ISO days sort as text: the later of the two.
      const since = [release.date, change.effective].sort()[1]!;
      if (daysBetween(since, today) > NEW_FOR_DAYS) continue;
      const named = change.items.map(requirementTypes).filter((t) => t !== null);
      if (named.length === 0) continue;
      let before: Requirement[];
      try {
        before = businessRequirements(business, { day: dayBefore(change.effective), law: law.profileOn });
      } catch {
        // Before the knowledge base describes the law: nothing to compare with.
        continue;
      }
      const had = new Map(before.map((r) => [r.documentType, r.level]));
      for (const [type, now] of onList) {
        if (!named.some((n) => n === "all" || n.includes(type))) continue;
        const was = had.get(type);
        if (was === now.level || was === "required") continue;
        const known = out.get(type);
        if (!known || known.since < since)
          out.set(type, { since, summary: change.summary, source: change.source });
      }
    }
  }
  return out;
}
