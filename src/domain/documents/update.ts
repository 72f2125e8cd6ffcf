import { activityLabel, employeeBandLabel, industryLabel, regionName } from "../catalogue";
import { type ItemKey, itemsOverlap } from "../legal/items";
import type { KnowledgeChange } from "../legal/releases";
import { changedItems, composeWithBasis, type DocumentBasis, type Law } from "./basis";
import type { BusinessFacts } from "./compose-types";
import type { ComplianceReferences, DocSection } from "./content";

/** What SafeDraft would write now for a document, and which of its sections differ from what it wrote then. */
export type Proposal = {
  basis: DocumentBasis;
  sections: DocSection[];
  complianceReferences: ComplianceReferences;
  /** Ids of sections whose text would now be different, or that are new, in the new document's order. */
  touched: string[];
};

/**
 * Writes the document again from its stored inputs with the business as it is now and the law of
 * `today`, keeping its own date (so review dates and "created" lines do not count as changes).
 */
export function propose(basis: DocumentBasis, business: BusinessFacts, law: Law, today: string): Proposal {
  const { content, basis: next } = composeWithBasis({ ...basis.input, business, lawDate: today }, law);
  const before = new Map(basis.sections.map((s) => [s.id, s]));
  const touched = content.sections
    .filter((s) => {
      const was = before.get(s.id);
      return !was || !sameSection(was, s);
    })
    .map((s) => s.id);
  return {
    basis: next,
    sections: content.sections,
    complianceReferences: content.complianceReferences,
    touched,
  };
}

/** Same heading, words, tables and citations. */
export function sameSection(a: DocSection, b: DocSection): boolean {
  return (
    a.heading === b.heading &&
    a.body === b.body &&
    JSON.stringify(a.tables ?? []) === JSON.stringify(b.tables ?? []) &&
    JSON.stringify(a.citations ?? []) === JSON.stringify(b.citations ?? [])
  );
}

/** The changes of the changelog in effect on `today` that explain a changed item, oldest first. */
export function explainingChanges(law: Law, items: readonly ItemKey[], today: string): KnowledgeChange[] {
  return law.changelog
    .flatMap((r) => r.changes)
    .filter((c) => c.effective <= today && c.items.some((i) => items.some((d) => itemsOverlap(i, d))));
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
