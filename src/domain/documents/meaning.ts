/**
 * What a section says, as opposed to how its HTML happens to be written. The editor rewrites the
 * markup it is given without changing a word: it adds attributes to links (`rel`, `target`), wraps
 * a list item's text in a paragraph, writes `&nbsp;` or a line break differently, and the saving
 * path adds `rel` too. None of that is an edit, so none of it may decide whether the owner changed
 * a section.
 */

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  hellip: "…",
};

/** Text with its character references replaced by the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Tags that name the same thing: the sanitiser and the editor write the second of each pair. */
const SAME_TAG: Record<string, string> = { b: "strong", i: "em" };

/** A tag reduced to its name and, for a link, where it points: the only attribute that carries meaning. */
function canonicalTag(tag: string): string {
  const m = /^<\s*(\/?)\s*([a-z0-9]+)([^>]*)>$/i.exec(tag);
  if (!m) return "";
  const closing = m[1] === "/";
  const raw = m[2]!.toLowerCase();
  const name = SAME_TAG[raw] ?? raw;
  if (closing) return `</${name}>`;
  if (name === "a") {
    const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(m[3] ?? "");
    const target = href ? decodeEntities(href[1] ?? href[2] ?? href[3] ?? "").trim() : "";
    return `<a href="${target}">`;
  }
  return `<${name}>`;
}

const BLOCK = "p|h3|h4|ul|ol|li|blockquote";

/**
 * The markup of rich text in one canonical spelling: tags by name (links keep only their target),
 * characters decoded, white space collapsed, a list item's own paragraph unwrapped, empty
 * paragraphs and trailing line breaks dropped. Two bodies that read the same give the same string.
 */
export function canonicalRichText(html: string): string {
  let out = "";
  for (const part of html.split(/(<[^>]*>)/)) {
    if (!part) continue;
    if (part.startsWith("<")) out += canonicalTag(part);
    else out += decodeEntities(part).replace(/[\s\u00a0]+/g, " ");
  }
  return (
    out
      .replace(/<br\s*\/?>/g, "<br>")
      // White space beside a block's edge is not shown.
      .replace(new RegExp(`\\s*(</?(?:${BLOCK})>)\\s*`, "g"), "$1")
      .replace(/(<br>)+(?=<\/(?:p|li|h3|h4)>)/g, "")
      .replace(/<li><p>/g, "<li>")
      .replace(/<\/p><\/li>/g, "</li>")
      .replace(/<li>((?:(?!<\/li>).)*?)<\/p><p>/g, "<li>$1<br>")
      .replace(/<p>(?:<br>)*<\/p>/g, "")
      .trim()
  );
}

/** The words of rich text, in order, without its markup. */
export function plainWords(html: string): string[] {
  return decodeEntities(html.replace(/<[^>]*>/g, " "))
    .split(/[\s\u00a0]+/)
    .filter(Boolean);
}

/**
 * JSON with every object's keys sorted and every text cell in canonical form (white space
 * collapsed, an empty cell the same as a missing one), so equal content gives equal text.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === "string") return v.replace(/[\s\u00a0]+/g, " ").trim() || undefined;
    if (v && typeof v === "object" && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.entries(v)
          .filter(([, x]) => x !== null && x !== undefined && x !== "")
          .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
      );
    }
    return v;
  });
}
