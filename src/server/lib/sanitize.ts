import sanitizeHtml from "sanitize-html";

/**
 * The only markup a section body may hold: what the editor can produce. Scripts, event handlers,
 * styles and unknown tags are removed; links keep http(s) and mailto targets only.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "br",
    "a",
    "blockquote",
  ],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    b: "strong",
    i: "em",
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
  },
};

/**
 * Every save sends every section, and most are unchanged since the last one: sanitising is pure
 * and costs more than the rest of a save, so recent answers are kept, up to a bounded size.
 */
const recent = new Map<string, string>();
const RECENT_MAX_CHARS = 2_000_000;
let recentChars = 0;

export function sanitizeRichText(html: string): string {
  const known = recent.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, { ...OPTIONS, allowedAttributes: { a: ["href", "rel"] } });
  if (html.length + clean.length > RECENT_MAX_CHARS / 10) return clean;
  recent.set(html, clean);
  recentChars += html.length + clean.length;
  // Oldest first out: a Map iterates in insertion order.
  for (const [input, output] of recent) {
    if (recentChars <= RECENT_MAX_CHARS) break;
    recent.delete(input);
    recentChars -= input.length + output.length;
  }
  return clean;
}
