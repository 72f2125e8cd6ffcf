import { isRegionOf, normaliseCountry } from "../catalogue";
import { type DocumentTypeId, documentName } from "../catalogue/documents";
import type { LawLookup } from "../documents/engine";
import { profileOn } from "../legal";
import { type ItemKey, itemsOverlap } from "../legal/items";
import {
  ANNOUNCED_CHANGES,
  type AnnouncedChange,
  KNOWLEDGE_CHANGELOG,
  type KnowledgeRelease,
} from "../legal/releases";
import { requirementTypes } from "./new-requirements";
import { businessRequirements, type Requirement, type RequirementsBusiness } from "./requirements";
import type { IsoDay } from "./review";

/** How far ahead the list looks: changes that start within a year of today. */
export const COMING_WITHIN_DAYS = 365;

/** What the list is computed from: the law by day, its dated changes and the announced ones. */
export type ComingKnowledge = {
  profileOn: LawLookup;
  changelog: readonly KnowledgeRelease[];
  announced: readonly AnnouncedChange[];
};

/** The compiled knowledge base. */
export const CURRENT_KNOWLEDGE: ComingKnowledge = {
  profileOn,
  changelog: KNOWLEDGE_CHANGELOG,
  announced: ANNOUNCED_CHANGES,
};

/** One of the business's documents and the knowledge items it relied on when it was written. */
export type ComingHeldDocument = {
  id: string;
  type: string;
  title: string;
  /** The keys of its basis that show in its text (a use with sections); empty where none was recorded. */
  items: readonly ItemKey[];
};

export type ComingDuty = {
  /** The change's id in the changelog or the announced list. */
  id: string;
  /** "dated": in the knowledge base with its first day; "announced": not yet confirmed in force. */
  kind: "dated" | "announced";
  summary: string;
  /** The first day it applies; null for an announced change ("date not yet fixed"). */
  from: IsoDay | null;
  /** An announced change's expected timing, as its source puts it. */
  expected: string | null;
  /** What else must be true of the business for it to apply ("if …"); null when nothing. */
  condition: string | null;
  source: string;
  /** Documents the law will require of the business from that day that it is not required to hold now. */
  needs: { documentType: DocumentTypeId; name: string; held: boolean }[];
  /** The business's documents that rely on what changes, and so will need updating. */
  changes: { id: string; title: string; documentType: string }[];
};

const addDays = (day: IsoDay, days: number): IsoDay =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whether a document's item is the changed item or a part of it (a citation list of a topic that changes). */
const within = (mine: ItemKey, changed: ItemKey) =>
  itemsOverlap(mine, changed) && mine.length >= changed.length;

/**
 * The held documents that show an item a change names. Only an item the document prints counts, and
 * only the item itself or a part of it: many documents read a whole topic to list its instruments
 * among their references, and would not read differently when the topic's wording changes.
 */
function documentsChanged(
  items: readonly ItemKey[],
  documents: readonly ComingHeldDocument[],
): ComingDuty["changes"] {
  return documents
    .filter((d) => d.items.some((mine) => items.some((changed) => within(mine, changed))))
    .map((d) => ({ id: d.id, title: d.title, documentType: d.type }));
}

/**
 * The requirements a dated change adds for the business: of the types its items name among the
 * requirement rules, those required (or newly listed) on its first day but not the day before.
 */
function requirementsNeeded(
  business: RequirementsBusiness,
  items: readonly string[],
  effective: IsoDay,
  law: LawLookup,
  documents: readonly ComingHeldDocument[],
): ComingDuty["needs"] {
  const named = items.map(requirementTypes).filter((t) => t !== null);
  if (named.length === 0) return [];
  let before: Requirement[];
  let after: Requirement[];
  try {
    before = businessRequirements(business, { day: addDays(effective, -1), law });
    after = businessRequirements(business, { day: effective, law });
  } catch {
    // A day the knowledge base does not describe: nothing to compare with.
    return [];
  }
  const had = new Map(before.map((r) => [r.documentType, r.level]));
  return after
    .filter((r) => named.some((n) => n === "all" || n.includes(r.documentType)))
    .filter((r) => had.get(r.documentType) !== r.level && had.get(r.documentType) !== "required")
    .map((r) => ({
      documentType: r.documentType,
      name: r.name,
      held: documents.some((d) => d.type === r.documentType),
    }));
}

/**
 * What is coming for a business: the dated changes of the knowledge base that take effect after
 * `today` and within `COMING_WITHIN_DAYS`, in its jurisdiction, each with the documents it will
 * need and those of its documents that will change; then the announced changes that reach its
 * jurisdiction (and industry, where the law narrows it), with no date. A change stops being
 * "coming" on its first day. Dated changes come first, soonest first; announced ones as listed.
 */
export function comingFor(
  business: RequirementsBusiness,
  knowledge: ComingKnowledge,
  today: IsoDay,
  documents: readonly ComingHeldDocument[] = [],
): ComingDuty[] {
  const country = normaliseCountry(business.country);
  const region = country && isRegionOf(country, business.jurisdiction) ? business.jurisdiction : null;
  if (!region) return [];
  const horizon = addDays(today, COMING_WITHIN_DAYS);
  const dated: ComingDuty[] = [];
  for (const release of knowledge.changelog) {
    for (const change of release.changes) {
      if (!change.jurisdictions.includes(region)) continue;
      if (change.effective <= today || change.effective > horizon) continue;
      if (change.exceptIndustries?.includes(business.industry)) continue;
      const items = change.items.filter(
        (i) => i.startsWith("instrument:") || i.startsWith("template:") || i.startsWith(`${region}:`),
      );
      dated.push({
        id: change.id,
        kind: "dated",
        summary: change.summary,
        from: change.effective,
        expected: null,
        condition: null,
        source: change.source,
        needs: requirementsNeeded(business, items, change.effective, knowledge.profileOn, documents),
        changes: documentsChanged(items, documents),
      });
    }
  }
  dated.sort((a, b) => (a.from! < b.from! ? -1 : a.from! > b.from! ? 1 : 0));
  const announced: ComingDuty[] = knowledge.announced
    .filter((c) => c.jurisdictions.includes(region))
    .filter((c) => !c.industries || c.industries.includes(business.industry))
    .map((c) => ({
      id: c.id,
      kind: "announced",
      summary: c.summary,
      from: null,
      expected: c.expected,
      condition: c.condition ?? null,
      source: c.source,
      needs: (c.documents ?? []).map((documentType) => ({
        documentType,
        name: documentName(documentType, business.country),
        held: documents.some((d) => d.type === documentType),
      })),
      changes: documentsChanged(
        c.items.filter((i) => i.startsWith(`${region}:`)),
        documents,
      ),
    }));
  return [...dated, ...announced];
}
