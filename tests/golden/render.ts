import { DOCUMENT_TYPE_IDS, type DocumentTypeId, localSpelling, normaliseCountry } from "../../src/domain/catalogue";
import { HAZARD_ENTRIES } from "../../src/domain/hazards/library.generated";
import { composeDocument } from "../../src/domain/documents/engine";
import { renderMarkdown } from "../../src/domain/documents/markdown";
import { GOLDEN_AUTHOR, GOLDEN_BUSINESSES, GOLDEN_DATE, type GoldenBusiness } from "./businesses";

/** Folder of the golden documents, relative to the repository root. */
export const GOLDEN_DIR = "golden";

/** A reference business's document as the golden set composes it. */
export function composeGolden(
  golden: GoldenBusiness,
  documentType: DocumentTypeId,
  additionalPolicies: readonly string[] = [],
): ReturnType<typeof composeDocument> {
  return composeDocument({
    documentType,
    business: golden.business,
    metadata: golden.metadata,
    additionalPolicies: [...additionalPolicies],
    preparedBy: GOLDEN_AUTHOR,
    date: GOLDEN_DATE,
  });
}

/** Every golden document as `<business>/<document type>.md` → Markdown, in a stable order. */
export function renderGoldenDocuments(): Map<string, string> {
  const files = new Map<string, string>();
  for (const golden of GOLDEN_BUSINESSES) {
    for (const documentType of DOCUMENT_TYPE_IDS) {
      const content = composeGolden(
        golden,
        documentType,
        documentType === "policy" ? (golden.additionalPolicies ?? []) : [],
      );
      files.set(`${golden.slug}/${documentType}.md`, renderMarkdown(content));
    }
  }
  return files;
}

/** A reference business's document of a type, as golden Markdown. */
export const goldenMarkdown = (golden: GoldenBusiness, documentType: DocumentTypeId): string =>
  renderMarkdown(composeGolden(golden, documentType));

/** Every document of a reference business, as one Markdown text. */
export const everyDocument = (golden: GoldenBusiness): string =>
  DOCUMENT_TYPE_IDS.map((type) => goldenMarkdown(golden, type)).join("\n");

/** The reference business with this slug. */
export const bySlug = (slug: string): GoldenBusiness => GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;

/** The business's own words, lower case, as the hazard lines' conditions read them. */
export const ownWords = (g: GoldenBusiness): string =>
  [g.business.workDescription, g.business.industryOther, g.metadata.activity, g.metadata.scope]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();

/** The hazard concept a hazard name is a wording of, as the business's country spells it; the name itself when unknown. */
export function hazardConceptOf(slug: string): (name: string) => string {
  const golden = GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;
  const country = normaliseCountry(golden.business.country)!;
  const concepts = new Map<string, string>();
  for (const h of HAZARD_ENTRIES)
    for (const name of [h.name, ...(h.variants?.name ?? []).map((v) => v.text)])
      concepts.set(localSpelling(name, country), h.concept);
  return (name) => concepts.get(name) ?? name;
}
