import { decodeEntities } from "./meaning";

/** A piece of rich text: a tag, a run of white space, or one word. */
type Piece = { kind: "tag" | "space" | "word"; text: string };

function pieces(html: string): Piece[] {
  const out: Piece[] = [];
  for (const part of html.split(/(<[^>]*>)/)) {
    if (!part) continue;
    if (part.startsWith("<")) {
      out.push({ kind: "tag", text: part });
      continue;
    }
    for (const bit of part.split(/((?:\s|&nbsp;|&#160;)+)/)) {
      if (!bit) continue;
      out.push({ kind: /^(?:\s|&nbsp;|&#160;)+$/.test(bit) ? "space" : "word", text: bit });
    }
  }
  return out;
}

/** Above this many word pairs the comparison would be slow in a browser; the texts are shown unmarked. */
const MAX_CELLS = 4_000_000;

/**
 * Which words of `a` and of `b` are not part of their longest common run of words (the words
 * removed from `a` and the words added in `b`), compared by what they read, not how they are spelt
 * in HTML. Null when the texts are too long to compare.
 */
function changedWords(a: string[], b: string[]): { removed: Set<number>; added: Set<number> } | null {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  if (n * m > MAX_CELLS) return null;
  // lengths[i][j]: the longest common run of a[start+i..endA) and b[start+j..endB).
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[start + i] === b[start + j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const removed = new Set<number>();
  const added = new Set<number>();
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[start + i] === b[start + j]) {
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) removed.add(start + i++);
    else added.add(start + j++);
  }
  while (i < n) removed.add(start + i++);
  while (j < m) added.add(start + j++);
  return { removed, added };
}

/** The HTML again, with each run of marked words (within one run of text) wrapped in `tag`. */
function mark(list: Piece[], marked: Set<number>, tag: "ins" | "del"): string {
  let out = "";
  let word = -1;
  let open = false;
  for (let k = 0; k < list.length; k++) {
    const piece = list[k]!;
    if (piece.kind === "tag") {
      if (open) out += `</${tag}>`;
      open = false;
      out += piece.text;
    } else if (piece.kind === "word") {
      word++;
      const on = marked.has(word);
      if (on && !open) out += `<${tag}>`;
      if (!on && open) out += `</${tag}>`;
      open = on;
      out += piece.text;
    } else {
      // A space stays inside a highlight only when the next word is highlighted too.
      const next = list[k + 1];
      if (open && !(next?.kind === "word" && marked.has(word + 1))) {
        out += `</${tag}>`;
        open = false;
      }
      out += piece.text;
    }
  }
  if (open) out += `</${tag}>`;
  return out;
}

/**
 * The current and the proposed text of a section with the words that differ between them marked:
 * `<del>` around words only the current text has, `<ins>` around words only the proposed text has.
 * The markup is otherwise untouched.
 */
export function highlightChanges(current: string, proposed: string): { current: string; proposed: string } {
  const a = pieces(current);
  const b = pieces(proposed);
  const key = (list: Piece[]) => list.filter((p) => p.kind === "word").map((p) => decodeEntities(p.text));
  const changed = changedWords(key(a), key(b));
  if (!changed) return { current, proposed };
  return { current: mark(a, changed.removed, "del"), proposed: mark(b, changed.added, "ins") };
}
