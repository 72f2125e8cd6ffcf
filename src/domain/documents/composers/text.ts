import { type Option, optionLabel } from "../../catalogue";

/** Wording helpers: how names, lists and user text read inside a sentence. */

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Working at height" → "working at height", but "UV radiation" stays as it is. */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Values in first-seen order without repeats. */
export function distinct(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

/** Labels of chosen option values, in the order chosen; unknown values shown as stored. */
export function optionLabels(options: readonly Option[], values: readonly string[] | undefined): string[] {
  return (values ?? []).map((v) => optionLabel(options, v));
}

/** User text to be used inside a sentence: trimmed, without its own closing full stop. */
export function clause(text: string): string {
  return text.trim().replace(/[.\s]+$/, "");
}

/** "health and safety representative (HSR)" → "health and safety representatives (HSRs)". */
export function plural(term: string): string {
  const abbreviated = /^(.*?) \(([^)]+)\)$/.exec(term);
  if (abbreviated) return `${plural(abbreviated[1] ?? "")} (${plural(abbreviated[2] ?? "")})`;
  return /s$/.test(term) ? term : `${term}s`;
}

/** "Harbourside Builders" → "Harbourside Builders'", "Acme" → "Acme's". */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/**
 * "a, b and c" always separated by commas: for lists whose items may carry their own clause after a
 * semicolon ("ear defenders; both together above 105 dB(A)"), where a semicolon between items would
 * read as one of those clauses.
 */
export function commaList(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

/** "a, b and c" (or "a, b or c"); items that hold commas are separated by semicolons instead. */
export function listText(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  const separator = items.some((i) => i.includes(",")) ? "; " : ", ";
  return `${items.slice(0, -1).join(separator)} ${conjunction} ${items.at(-1)}`;
}

/** A document name inside a sentence: "WHS Policy" → "WHS policy", acronyms kept. */
export function nameInSentence(name: string): string {
  return name.replace(/\b[A-Za-z][a-z]*\b/g, (word) => word.toLowerCase());
}
