import type { DocSection } from "./content";
import { sameSection } from "./update";

/** A document (or a template) a new job starts from: its sections now, and as SafeDraft wrote them. */
export type JobSource = {
  jurisdiction: string;
  /** The sections as the customer left them, their edits included. */
  sections: readonly DocSection[];
  /** The sections as SafeDraft wrote them for the source's job and site. */
  written: readonly DocSection[];
};

/** What became of the customer's edits when a document was written again for a new job. */
export type CarriedEdits = {
  sections: DocSection[];
  /** Headings of the edited sections carried into the new document as the customer left them. */
  kept: string[];
  /**
   * Headings of edited sections written afresh instead: the law or the method for the new job or
   * site says something else there, or the new business is under another jurisdiction's law.
   */
  rewritten: string[];
};

/**
 * The new job's document: what SafeDraft writes for the new job and site under the law of the day
 * (`fresh`), with the customer's edits of the source carried over where they still stand. An edit
 * stands when SafeDraft writes that section the same for the new job as it did for the old one, and
 * the law is the same jurisdiction's: otherwise the re-checked law or method wins and the customer is
 * told which sections to look at again. A section the customer added is kept after the one it followed.
 */
export function carryEdits(
  source: JobSource,
  freshJurisdiction: string,
  fresh: readonly DocSection[],
): CarriedEdits {
  const written = new Map(source.written.map((s) => [s.id, s]));
  const edited = new Map(
    source.sections
      .filter((s) => {
        const was = written.get(s.id);
        return !was || !sameSection(was, s);
      })
      .map((s) => [s.id, s]),
  );
  const sameLaw = source.jurisdiction === freshJurisdiction;
  const kept: string[] = [];
  const rewritten: string[] = [];
  const sections = fresh.map((now) => {
    const edit = edited.get(now.id);
    const was = written.get(now.id);
    if (!edit || !was) return now;
    if (sameLaw && sameSection(was, now)) {
      kept.push(edit.heading);
      return edit;
    }
    rewritten.push(edit.heading);
    return now;
  });
  // Sections the customer wrote themselves have nothing of SafeDraft's to check them against: they
  // go where they were, after the section they followed, unless the law is another jurisdiction's.
  const freshIds = new Set(fresh.map((s) => s.id));
  source.sections.forEach((s, i) => {
    if (written.has(s.id) || freshIds.has(s.id)) return;
    if (!sameLaw) {
      rewritten.push(s.heading);
      return;
    }
    const before = source.sections[i - 1];
    const at = before ? sections.findIndex((x) => x.id === before.id) : -1;
    // First in the source stays first; after a section the new job no longer has, it goes last.
    sections.splice(before && at < 0 ? sections.length : at + 1, 0, s);
    kept.push(s.heading);
  });
  return { sections, kept, rewritten };
}
