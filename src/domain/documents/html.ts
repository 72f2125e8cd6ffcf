/**
 * Tiny builders for section bodies. Everything that is not markup is escaped, so business names
 * and descriptions typed by users can never become markup.
 */
export function esc(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** A paragraph of plain text. */
export const p = (text: string) => `<p>${esc(text)}</p>`;

/** A paragraph whose parts are already markup (built with the helpers below). */
export const pHtml = (html: string) => `<p>${html}</p>`;

export const strong = (text: string) => `<strong>${esc(text)}</strong>`;
export const em = (text: string) => `<em>${esc(text)}</em>`;
export const h3 = (text: string) => `<h3>${esc(text)}</h3>`;
export const h4 = (text: string) => `<h4>${esc(text)}</h4>`;

export const ul = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ul>`;
export const ol = (items: readonly string[]) => `<ol>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ol>`;

/** A list whose items are already markup. */
export const ulHtml = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

/** "Label: text" with the label in bold. */
export const labelled = (label: string, text: string) => `${strong(`${label}:`)} ${esc(text)}`;

export const link = (href: string, text: string) => `<a href="${esc(href)}">${esc(text)}</a>`;

/** Joins body parts. */
export const html = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join("");

/** Plain text of a body, for word counts and text search. */
export function textOf(body: string): string {
  return body
    .replace(/<\/(p|li|h3|h4)>/g, "\n")
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
}
