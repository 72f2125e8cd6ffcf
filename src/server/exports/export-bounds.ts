import type { DocumentContent } from "../../domain/documents/content";
import { HttpError } from "../lib/http-errors";

/**
 * The shape a document may have to be exported, checked on the stored content before any
 * rendering, so a document that would keep an export thread busy for most of its time limit (or
 * print off the page) is refused at once with what to change, instead of failing after the wait.
 *
 * Table cells: a PDF table of 10,000 short cells takes about five seconds to lay out on one core
 * and the time grows with every cell; the editor's own limits (500 rows, 20 columns, 20 tables a
 * section) would otherwise allow 100 times that. Generated tables hold a few hundred cells.
 *
 * Nesting: each level of a list or quote indents its text further; past ten levels a portrait page
 * has little room left for words, and Word numbers only nine list levels.
 */
export const MAX_TABLE_CELLS = 10_000;
export const MAX_NESTING = 10;

const NESTING_TAG = /<(\/?)(?:ul|ol|blockquote)\b/gi;

/** How deep lists and quotes are nested in a section's HTML, by its tags alone. */
export function nestingDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const tag of html.matchAll(NESTING_TAG)) {
    depth = tag[1] ? Math.max(0, depth - 1) : depth + 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** Refuses, with 422 naming the section, a document whose tables or nesting an export cannot hold. */
export function checkExportShape(content: Pick<DocumentContent, "sections">) {
  let cells = 0;
  content.sections.forEach((section, i) => {
    const name = `Section ${i + 1} “${section.heading}”`;
    for (const table of section.tables ?? []) cells += table.columns.length * table.rows.length;
    if (cells > MAX_TABLE_CELLS) {
      throw new HttpError(
        422,
        `${name}: the document's tables hold ${cells.toLocaleString("en")} cells by this section; an export holds at most ${MAX_TABLE_CELLS.toLocaleString("en")}. Remove rows or split the document, then export again.`,
        [{ field: `sections.${i}.tables`, message: `At most ${MAX_TABLE_CELLS} table cells` }],
      );
    }
    const depth = nestingDepth(section.body);
    if (depth > MAX_NESTING) {
      throw new HttpError(
        422,
        `${name}: its lists or quotes are nested ${depth} levels deep; an export holds at most ${MAX_NESTING}. Flatten the inner lists, then export again.`,
        [{ field: `sections.${i}.body`, message: `Lists nested at most ${MAX_NESTING} levels` }],
      );
    }
  });
}
