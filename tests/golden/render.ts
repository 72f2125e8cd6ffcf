import { DOCUMENT_TYPE_IDS } from "../../src/domain/catalogue";
import { composeDocument } from "../../src/domain/documents/engine";
import { renderMarkdown } from "../../src/domain/documents/markdown";
import { GOLDEN_AUTHOR, GOLDEN_BUSINESSES, GOLDEN_DATE } from "./businesses";

/** Folder of the golden documents, relative to the repository root. */
export const GOLDEN_DIR = "golden";

/** Every golden document as `<business>/<document type>.md` → Markdown, in a stable order. */
export function renderGoldenDocuments(): Map<string, string> {
  const files = new Map<string, string>();
  for (const golden of GOLDEN_BUSINESSES) {
    for (const documentType of DOCUMENT_TYPE_IDS) {
      const content = composeDocument({
        documentType,
        business: golden.business,
        metadata: golden.metadata,
        additionalPolicies: documentType === "policy" ? (golden.additionalPolicies ?? []) : [],
        preparedBy: GOLDEN_AUTHOR,
        date: GOLDEN_DATE,
      });
      files.set(`${golden.slug}/${documentType}.md`, renderMarkdown(content));
    }
  }
  return files;
}
