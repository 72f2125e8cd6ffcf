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

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, { ...OPTIONS, allowedAttributes: { a: ["href", "rel"] } });
}
