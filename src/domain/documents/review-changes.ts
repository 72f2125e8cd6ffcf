import type { DocSection } from "./content";
import { highlightChanges } from "./word-diff";

/** A section of the version a reviewer saw before, against the version sent now. */
export type SectionChange = {
  id: string;
  heading: string;
  change: "changed" | "added" | "removed";
  /** The earlier text with removed words in `<del>`, and this text with added words in `<ins>`. */
  before: string;
  after: string;
  tablesChanged: boolean;
};

const tablesOf = (s: DocSection) => JSON.stringify(s.tables ?? []);

/**
 * What changed between two versions of a document, section by section, in the order of the newer
 * version and then the sections it no longer has. Unchanged sections are left out. Bodies are
 * compared as given: the caller cleans them first, since the marks are added to the markup as is.
 */
export function sectionChanges(before: readonly DocSection[], after: readonly DocSection[]): SectionChange[] {
  const earlier = new Map(before.map((s) => [s.id, s]));
  const out: SectionChange[] = [];
  for (const section of after) {
    const old = earlier.get(section.id);
    if (!old) {
      out.push({
        id: section.id,
        heading: section.heading,
        change: "added",
        before: "",
        after: section.body,
        tablesChanged: (section.tables ?? []).length > 0,
      });
      continue;
    }
    const tablesChanged = tablesOf(old) !== tablesOf(section);
    if (old.body === section.body && old.heading === section.heading && !tablesChanged) continue;
    const marked = highlightChanges(old.body, section.body);
    out.push({
      id: section.id,
      heading: section.heading,
      change: "changed",
      before: marked.current,
      after: marked.proposed,
      tablesChanged,
    });
  }
  const kept = new Set(after.map((s) => s.id));
  for (const old of before) {
    if (kept.has(old.id)) continue;
    out.push({
      id: old.id,
      heading: old.heading,
      change: "removed",
      before: old.body,
      after: "",
      tablesChanged: false,
    });
  }
  return out;
}
