import type { PolicySummary } from "../../contracts/documents";
import { DOCUMENT_TYPES, type DocumentTypeId, documentName, isDocumentType } from "../../domain/catalogue";

/**
 * One choice of the documents list's type filter: a type under one of its names. A type the
 * user's countries call differently is offered once per name ("Safe Work Method Statement", "Job
 * Safety Analysis"), each naming only the documents of the businesses that call it so.
 */
export type TypeChoice = { value: string; label: string; type: DocumentTypeId; name: string };

/** The type filter's choices, in catalogue order, for the countries of the user's businesses. */
export function typeChoices(countries: readonly string[]): TypeChoice[] {
  return DOCUMENT_TYPES.flatMap((t) => {
    const names = countries.length
      ? [...new Set(countries.map((c) => documentName(t.id, c)))]
      : [documentName(t.id, undefined)];
    return names.map((name) => ({
      value: names.length > 1 ? `${t.id}:${name}` : t.id,
      label: name,
      type: t.id,
      name,
    }));
  });
}

/** Words as typed, with case, accents and punctuation set aside ("Café" finds "cafe"). */
function plain(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Whether a document is one the search asks for: every word of the search is in its title, its
 * job or its site (a per-job document's `job` holds both).
 */
export function matchesSearch(doc: Pick<PolicySummary, "title" | "job">, search: string): boolean {
  const words = plain(search).split(" ").filter(Boolean);
  if (!words.length) return true;
  const haystack = ` ${plain(`${doc.title} ${doc.job ?? ""}`)}`;
  return words.every((w) => haystack.includes(w));
}

/** Whether a document is of the chosen type, under the name its business's country uses. */
export function matchesType(
  doc: Pick<PolicySummary, "type">,
  country: string | undefined,
  choice: TypeChoice | undefined,
): boolean {
  if (!choice) return true;
  if (doc.type !== choice.type || !isDocumentType(doc.type)) return false;
  return documentName(doc.type, country) === choice.name;
}
