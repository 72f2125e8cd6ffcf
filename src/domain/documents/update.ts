import { activityLabel, employeeBandLabel, industryLabel, regionName } from "../catalogue";
import { type ItemKey, itemsOverlap } from "../legal/items";
import type { KnowledgeChange } from "../legal/releases";
import { changedItems, composeWithBasis, type DocumentBasis, type Law } from "./basis";
import type { BusinessFacts } from "./compose-types";
import type { ComplianceReferences, DocSection } from "./content";
import { composeDocument } from "./engine";
import { canonicalJson, canonicalRichText } from "./meaning";
import { type PinnedMethod, pinMethod } from "./pinned-method";

/** What SafeDraft would write now for a document, and which of its sections differ from what it wrote then. */
export type Proposal = {
  basis: DocumentBasis;
  sections: DocSection[];
  complianceReferences: ComplianceReferences;
  /** Ids of sections whose text would now be different, or that are new, in the new document's order. */
  touched: string[];
  /** The method the document keeps; `confirmMethod` when it cannot be told and the owner must confirm it. */
  method: PinnedMethod;
  confirmMethod: boolean;
};

/**
 * Writes the document again from its stored inputs with the business as it is now and the law of
 * `today`, keeping its own date (so review dates and "created" lines do not count as changes).
 */
export function propose(basis: DocumentBasis, business: BusinessFacts, law: Law, today: string): Proposal {
  // The method is the one the document was written with, never a fresh match of its words.
  const pin = pinMethod(basis.input, basis.sections);
  const { content, basis: next } = composeWithBasis({ ...pin.input, business, lawDate: today }, law);
  return {
    basis: next,
    sections: content.sections,
    complianceReferences: content.complianceReferences,
    touched: differing(basis.sections, content.sections),
    method: pin.method,
    confirmMethod: pin.confirm,
  };
}

/**
 * The sections `propose` would report as touched, without recording a new basis: what deciding
 * whether to mark a document needs, at a fraction of the cost (recording what each item is used
 * for is most of a `propose`).
 */
export function touchedSections(
  basis: DocumentBasis,
  business: BusinessFacts,
  law: Law,
  today: string,
): string[] {
  const pin = pinMethod(basis.input, basis.sections);
  const content = composeDocument({ ...pin.input, business, lawDate: today }, law.profileOn);
  return differing(basis.sections, content.sections);
}

/** Ids of the sections of `now` that are new or differ from `was`, in `now`'s order. */
function differing(was: readonly DocSection[], now: readonly DocSection[]): string[] {
  const before = new Map(was.map((s) => [s.id, s]));
  return now
    .filter((s) => {
      const old = before.get(s.id);
      return !old || !sameSection(old, s);
    })
    .map((s) => s.id);
}

/**
 * Same heading, words, tables and citations, by meaning: the body in its canonical spelling (so a
 * link the editor gave a `rel`, or a list item it wrapped in a paragraph, is not an edit), and tables
 * and citations with their keys in one order (a section read back from a jsonb column has its keys
 * reordered by the database) and their cells' white space collapsed.
 */
export function sameSection(a: DocSection, b: DocSection): boolean {
  return (
    a.heading.trim() === b.heading.trim() &&
    (a.body === b.body || canonicalRichText(a.body) === canonicalRichText(b.body)) &&
    canonicalJson(a.tables ?? []) === canonicalJson(b.tables ?? []) &&
    canonicalJson(a.citations ?? []) === canonicalJson(b.citations ?? [])
  );
}

/** The document a change would explain: where it applies and the business's industry. */
export type ExplainedDocument = { jurisdiction: string; industry: string | null | undefined };

/**
 * The changes of the changelog in effect on `today` that explain a changed item of a document,
 * oldest first. A profile item names its jurisdiction ("AU-NSW:regulator"); a document type's
 * wording ("template:action-plan") is shared by every jurisdiction, so a change to it explains only
 * the documents of the jurisdictions it lists, compared by code as profile items are (a change for
 * "US-FED" does not explain a Texan document).
 */
export function explainingChanges(
  law: Law,
  items: readonly ItemKey[],
  today: string,
  document: ExplainedDocument,
  since?: Pick<DocumentBasis, "release" | "lawDate">,
): KnowledgeChange[] {
  // A change the document was already composed with explains nothing new: one from its own release
  // or an earlier one that was in force on its law date. A basis whose release is not known (a
  // document kept from before bases were) counts only what took effect after its law date.
  const own = since ? law.changelog.findIndex((r) => r.id === since.release) : -1;
  const known = (r: number, c: KnowledgeChange) =>
    !since || (own >= 0 && r > own) || c.effective > since.lawDate;
  const { jurisdiction, industry } = document;
  const explains = (c: KnowledgeChange, item: ItemKey) =>
    (!item.startsWith("template:") || c.jurisdictions.includes(jurisdiction)) &&
    items.some((d) => itemsOverlap(item, d));
  return law.changelog
    .flatMap((r, i) => r.changes.filter((c) => known(i, c)))
    .filter(
      (c) =>
        c.effective <= today &&
        !(industry && c.exceptIndustries?.includes(industry)) &&
        c.items.some((i) => explains(c, i)),
    );
}

/** The items a document relied on that the law of `today` no longer gives the same way. */
export function lawChangedItems(basis: DocumentBasis, law: Law, today: string): ItemKey[] {
  return changedItems(basis, law, today);
}

export type BusinessChange = { field: string; summary: string };

/** The business details the documents state that differ, in plain words. */
export function businessChanges(before: BusinessFacts, after: BusinessFacts): BusinessChange[] {
  const out: BusinessChange[] = [];
  const list = (xs: readonly string[], label: (x: string) => string) =>
    xs.length ? xs.map(label).join(", ") : "none";
  if (before.employeeCount !== after.employeeCount) {
    out.push({
      field: "employeeCount",
      summary: `Headcount changed from ${employeeBandLabel(before.employeeCount)} to ${employeeBandLabel(after.employeeCount)}`,
    });
  }
  if (before.industry !== after.industry || (before.industryOther ?? "") !== (after.industryOther ?? "")) {
    const name = (b: BusinessFacts) =>
      b.industry === "other" && b.industryOther ? b.industryOther : industryLabel(b.industry);
    out.push({ field: "industry", summary: `Industry changed from ${name(before)} to ${name(after)}` });
  }
  if (before.jurisdiction !== after.jurisdiction) {
    const name = (code: string) => regionName(code) ?? code;
    out.push({
      field: "jurisdiction",
      summary: `Main location changed from ${name(before.jurisdiction)} to ${name(after.jurisdiction)}`,
    });
  }
  if (JSON.stringify(before.regions) !== JSON.stringify(after.regions)) {
    const name = (code: string) => regionName(code) ?? code;
    out.push({
      field: "regions",
      summary: `Regions of operation changed from ${list(before.regions, name)} to ${list(after.regions, name)}`,
    });
  }
  if (JSON.stringify(before.highRiskActivities) !== JSON.stringify(after.highRiskActivities)) {
    out.push({
      field: "highRiskActivities",
      summary: `High-risk activities changed from ${list(before.highRiskActivities, activityLabel)} to ${list(after.highRiskActivities, activityLabel)}`,
    });
  }
  if (before.name !== after.name) {
    out.push({ field: "name", summary: `Business name changed from ${before.name} to ${after.name}` });
  }
  return out;
}
