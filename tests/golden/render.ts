import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { DOCUMENT_TYPE_IDS, type DocumentTypeId, localSpelling, normaliseCountry } from "../../src/domain/catalogue";
import { HAZARD_ENTRIES } from "../../src/domain/hazards/library.generated";
import type { ComposeInput } from "../../src/domain/documents/compose-types";
import { documentOffered } from "../../src/domain/compliance";
import { composeDocument } from "../../src/domain/documents/engine";
import { renderMarkdown } from "../../src/domain/documents/markdown";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { GOLDEN_AUTHOR, GOLDEN_BUSINESSES, GOLDEN_DATE, type GoldenBusiness } from "./businesses";

/** Folder of the golden documents, relative to the repository root. */
export const GOLDEN_DIR = "golden";

/**
 * The inputs a reference business's owner gives a document of the type: the job's, except that a
 * risk assessment takes only the tasks picked in its own form, never the method statement's.
 */
export function goldenMetadata(golden: GoldenBusiness, documentType: string): ComposeInput["metadata"] {
  if (documentType !== "risk-assessment") return golden.metadata;
  const { taskIds: _tasks, steps: _steps, ...own } = golden.metadata;
  return { ...own, ...golden.assessed };
}

/** The document types offered to a reference business for its job: a customer is given no others. */
export const goldenTypes = (golden: GoldenBusiness): DocumentTypeId[] =>
  DOCUMENT_TYPE_IDS.filter((type) => documentOffered(type, golden.business, golden.metadata));

/**
 * Documents already composed in this process, per business object: composing is pure, and many
 * test files (run one after another in a worker) read the same reference business's documents. A
 * changed business is a new object and is composed afresh. Each document is frozen, so a test that
 * changed one would fail loudly instead of handing the next test a different document.
 */
const composed = new WeakMap<GoldenBusiness, Map<string, ReturnType<typeof composeDocument>>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A reference business's document as the golden set composes it. */
export function composeGolden(
  golden: GoldenBusiness,
  documentType: DocumentTypeId,
  additionalPolicies: readonly string[] = [],
): ReturnType<typeof composeDocument> {
  let own = composed.get(golden);
  if (!own) composed.set(golden, (own = new Map()));
  const key = [documentType, ...additionalPolicies].join("+");
  let doc = own.get(key);
  if (!doc) {
    doc = deepFreeze(
      composeDocument({
        documentType,
        business: golden.business,
        metadata: goldenMetadata(golden, documentType),
        additionalPolicies: [...additionalPolicies],
        preparedBy: GOLDEN_AUTHOR,
        date: GOLDEN_DATE,
      }),
    );
    own.set(key, doc);
  }
  return doc;
}

/** A reference business's document as plain text, found by the business's slug. */
export function goldenPlainText(slug: string, documentType: DocumentTypeId): string {
  const golden = GOLDEN_BUSINESSES.find((b) => b.slug === slug);
  if (!golden) throw new Error(`no golden business ${slug}`);
  return renderPlainText(composeGolden(golden, documentType));
}

/**
 * Every reference business's every document as Markdown, composed once per test run: the first
 * test file that needs them writes them to the file the run's global setup names
 * (`golden-cache.ts`), and the files after it read them back instead of composing all of them again.
 * Keys are `<business>/<document type>`, plus `<business>/policy+additional` for a policy with
 * the business's additional policies. Outside a test run (`npm run golden`) they are composed.
 */
let everyMarkdown: Map<string, string> | undefined;
function goldenMarkdownSet(): Map<string, string> {
  if (everyMarkdown) return everyMarkdown;
  const cacheFile = process.env.GOLDEN_MARKDOWN_CACHE;
  if (cacheFile && existsSync(cacheFile)) {
    everyMarkdown = new Map(Object.entries(JSON.parse(readFileSync(cacheFile, "utf8")) as Record<string, string>));
    return everyMarkdown;
  }
  const files = new Map<string, string>();
  for (const golden of GOLDEN_BUSINESSES) {
    for (const documentType of goldenTypes(golden)) {
      files.set(`${golden.slug}/${documentType}`, renderMarkdown(composeGolden(golden, documentType)));
    }
    if (golden.additionalPolicies?.length) {
      files.set(
        `${golden.slug}/policy+additional`,
        renderMarkdown(composeGolden(golden, "policy", golden.additionalPolicies)),
      );
    }
  }
  if (cacheFile) {
    // Written whole and then renamed, so a file running in parallel never reads half of it.
    const partial = `${cacheFile}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(Object.fromEntries(files)));
    renameSync(partial, cacheFile);
  }
  everyMarkdown = files;
  return files;
}

/** Every golden document as `<business>/<document type>.md` → Markdown, in a stable order. */
export function renderGoldenDocuments(): Map<string, string> {
  const every = goldenMarkdownSet();
  const files = new Map<string, string>();
  for (const golden of GOLDEN_BUSINESSES) {
    for (const documentType of goldenTypes(golden)) {
      const additional = documentType === "policy" && golden.additionalPolicies?.length;
      files.set(
        `${golden.slug}/${documentType}.md`,
        every.get(`${golden.slug}/${additional ? "policy+additional" : documentType}`)!,
      );
    }
  }
  return files;
}

/**
 * A reference business's document of a type, as golden Markdown. A business a test has varied
 * (any object that is not one of GOLDEN_BUSINESSES itself) is composed afresh.
 */
export const goldenMarkdown = (golden: GoldenBusiness, documentType: DocumentTypeId): string =>
  GOLDEN_BUSINESSES.includes(golden)
    ? (goldenMarkdownSet().get(`${golden.slug}/${documentType}`) ??
      renderMarkdown(composeGolden(golden, documentType)))
    : renderMarkdown(composeGolden(golden, documentType));

/** Every document of a reference business, as one Markdown text. */
export const everyDocument = (golden: GoldenBusiness): string =>
  goldenTypes(golden)
    .map((type) => goldenMarkdown(golden, type))
    .join("\n");

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
