import type { CitedInstrument } from "../../../contracts/documents";
import { WORDS_PER_PAGE } from "../../../domain/catalogue";
import type { DocumentContent } from "../../../domain/documents/content";
import { wordCount } from "../../../domain/documents/plain-text";

/**
 * The editor's status bar figures, measured from the document itself. Which citations the law
 * knows comes with the document from the server (`instruments`), so the editor never loads the
 * compiled law.
 */
export function documentStats(content: DocumentContent, instruments: readonly CitedInstrument[]) {
  const words = wordCount(content);
  const known = new Set(instruments.map((i) => i.id));
  const verified = new Set(
    content.complianceReferences.citations.filter((c) => known.has(c.id)).map((c) => c.id),
  );
  return {
    words,
    pages: Math.max(1, Math.ceil(words / WORDS_PER_PAGE)),
    checksPassed: verified.size,
    generatedInMs: content.generation.generatedInMs,
  };
}
