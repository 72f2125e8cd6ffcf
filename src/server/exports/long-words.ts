/**
 * pdfmake lays out a word too long for its line by trying it one character shorter at a time,
 * which costs about a millisecond per character and holds every attempt in memory: one word of
 * 20,000 characters kept an export thread busy for many seconds and then ran it out of memory.
 * Giving a long word a place to break every `LONG_WORD` characters (a zero-width space, which
 * prints nothing and is dropped when the text is copied) keeps its layout as cheap as ordinary
 * words. Ordinary words, dates and most web addresses are shorter and are left as written.
 */
export const LONG_WORD = 40;
export const BREAK_OPPORTUNITY = "\u200b";

const LONG = new RegExp(`[^\\s${BREAK_OPPORTUNITY}]{${LONG_WORD + 1},}`, "gu");
const PIECE = new RegExp(`[^]{1,${LONG_WORD}}`, "gu");

/** The text with a break opportunity after every `LONG_WORD` characters of a longer word. */
export function softWrap(text: string): string {
  return text.replace(LONG, (word) => (word.match(PIECE) ?? [word]).join(BREAK_OPPORTUNITY));
}

/** Keys whose strings are addresses or data, never printed as text. */
const NOT_TEXT = new Set(["href", "url", "link", "mediaType", "image"]);

/** Every printed string of a PDF's model soft-wrapped; links, images and bytes are left alone. */
export function softWrapped<T>(value: T): T {
  if (typeof value === "string") return softWrap(value) as T;
  if (Array.isArray(value)) return value.map(softWrapped) as T;
  if (value && typeof value === "object" && !(value instanceof Date) && !ArrayBuffer.isView(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, NOT_TEXT.has(k) ? v : softWrapped(v)]),
    ) as T;
  }
  return value;
}
