import { WORDS_PER_PAGE } from "../../../domain/catalogue";
import type { DocumentContent } from "../../../domain/documents/content";
import { wordCount } from "../../../domain/documents/plain-text";
import { instrument } from "../../../domain/legal";

/** The editor's status bar figures, all measured from the document itself. */
export function documentStats(content: DocumentContent) {
  const words = wordCount(content);
  const verified = new Set(
    content.complianceReferences.citations.filter((c) => instrument(c.id)).map((c) => c.id),
  );
  return {
    words,
    pages: Math.max(1, Math.ceil(words / WORDS_PER_PAGE)),
    checksPassed: verified.size,
    generatedInMs: content.generation.generatedInMs,
  };
}
