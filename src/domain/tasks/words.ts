import { affirmed, saysNo } from "./negation";

/**
 * Word matching shared by the hazard library and the task matcher. It imports only the negation
 * reading (and its data), so hazards can read it without reaching the tasks that themselves name
 * hazards.
 *
 * Matching typed text against task words and hazard keyword rules. Pure and small so the wizard
 * can run it on every keystroke: the text is split into words, hyphens inside a word are dropped
 * ("re-roof" and "reroof" are one word), and a plural or -ing/-ed ending is taken off so
 * "re-roofing" finds "re-roof".
 */

const STOP = new Set([
  "a",
  "an",
  "and",
  "the",
  "of",
  "on",
  "in",
  "at",
  "to",
  "for",
  "with",
  "or",
  "by",
  "from",
  "our",
  "we",
]);

/**
 * Words whose -ing form names a trade, a material or a time of its own, not the plain verb's doing:
 * siding is cladding, not a side; firing a shot is not a fire; timber framing is not a frame. They
 * stay whole, so a rule that names them is never met by the plain word.
 */
const ING_NOUNS = new Set([
  "siding",
  "closing",
  "firing",
  "framing",
  "lining",
  "living",
  "filing",
  "dining",
  "timing",
  "spacing",
  "facing",
  "boring",
  "scaling",
  "coring",
]);

/** The stem of one lower-case word. */
function stem(word: string): string {
  if (ING_NOUNS.has(word)) return word;
  if (word.length > 5 && word.endsWith("ing")) return verbStem(word.slice(0, -3));
  if (word.length > 4 && word.endsWith("ed")) return verbStem(word.slice(0, -2));
  if (/(ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && /[^siu]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * A verb with its -ing or -ed taken off, back in its plain form, so the three forms of a short verb
 * are one word: a one-syllable stem that lost its silent e gets it back ("taping" and "taped" are
 * "tape", "rated" is "rate", never "rat"). Longer stems ("opening") are left as they are: the e only
 * comes back where the word is a short consonant-vowel-consonant one. A doubled consonant stays
 * ("logging" is not "log", "tapping" is not "tape"): the rules name an activity by its -ing form.
 */
function verbStem(s: string): string {
  if (syllables(s) === 1 && /[^aeiou][aeiouy][^aeiouwxy]$/.test(s) && !/^[aeiou]/.test(s.slice(-3))) {
    return `${s}e`;
  }
  return s;
}

/** How many vowel-then-consonant runs a stem has (one in "tap", "shor"; two in "open"). */
function syllables(s: string): number {
  const pattern = [...s]
    .map((c, i) => (/[aeiou]/.test(c) || (c === "y" && i > 0 && !/[aeiou]/.test(s[i - 1]!)) ? "v" : "c"))
    .join("")
    .replace(/v+/g, "v")
    .replace(/c+/g, "c");
  return (pattern.match(/vc/g) ?? []).length;
}

/** The words of a text as typed (lower case, hyphens inside a word dropped), in order, without stop words. */
export function typedWords(text: string): string[] {
  return allTypedWords(text).filter((w) => !STOP.has(w));
}

/**
 * Every word of a text as typed (lower case, hyphens inside a word dropped), stop words kept, in
 * order: "from", "in" and "our" say where a place named next stands to the business.
 */
export function allTypedWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      // "Solvent-based inks" are solvent inks: the material of a "-based" compound is its own word.
      .replace(/(\p{L})[-‐](based)\b/gu, "$1 $2")
      .replace(/(\p{L})[-‐](?=\p{L})/gu, "$1")
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w !== "")
  );
}

/** The stems of `allTypedWords`, at the same positions. */
export const allWords = (text: string): string[] => allTypedWords(text).map(stem);

/** Stemmed words of a text, in order: the same words as `typedWords`, at the same positions. */
export function words(text: string): string[] {
  return typedWords(text).map(stem);
}

/**
 * The stemmed words of a task keyword, task title or keyword rule. These come from the knowledge
 * base, a fixed and finite set, and every match reads all of them: split once, not per match. (What
 * a user typed goes through `words` and is never kept.)
 */
const LIBRARY_WORDS = new Map<string, string[]>();
export function libraryWords(text: string): string[] {
  let found = LIBRARY_WORDS.get(text);
  if (!found) {
    found = words(text);
    LIBRARY_WORDS.set(text, found);
  }
  return found;
}

/**
 * The words of a text two ways: as written, and with what it negates left out (`affirmed`: "no
 * ladders or rope access" names neither as work done).
 */
export type Reading = { written: readonly string[]; said: readonly string[] };

/**
 * The reading of the text last asked about. Composing one document asks about the same business
 * text (its description and activity) for hundreds of library lines; it is split once. Only the
 * latest text is kept.
 */
let lastText: string | undefined;
let lastReading: Reading = { written: [], said: [] };
function readingOfLast(text: string): Reading {
  if (text !== lastText) {
    lastReading = readingOf(text);
    lastText = text;
  }
  return lastReading;
}

/** The words of a text as written and as it affirms them. */
export function readingOf(text: string): Reading {
  const written = words(text);
  const kept = affirmed(text);
  return { written, said: kept === text ? written : words(kept) };
}

/**
 * The words a library phrase is read against: what the business says it does, or, for a phrase
 * that itself says no ("without coolant"), its words as written.
 */
export const wordsFor = (reading: Reading, phrase: string): readonly string[] =>
  saysNo(phrase) ? reading.written : reading.said;

/**
 * How many words of `text` from `at` spell the phrase, or 0. A word may be written as one or as two
 * ("roll-forming" is read as one word, the library's "roll forming" as two; "re roof" and "re-roof"
 * likewise), so a run of words on one side may match one word on the other. `prefixLast` lets the
 * text's last word be the start of the phrase's word, for suggestions while the user types.
 */
function spelledAt(
  text: readonly string[],
  at: number,
  phrase: readonly string[],
  prefixLast: boolean,
): number {
  let i = at;
  let j = 0;
  while (j < phrase.length) {
    if (i >= text.length) return 0;
    const t = text[i]!;
    const w = phrase[j]!;
    if (t === w || (prefixLast && i === text.length - 1 && t.length >= 3 && w.startsWith(t))) {
      i++;
      j++;
      continue;
    }
    // One typed word for several of the phrase's, or several typed words for one of its.
    let joined = w;
    let k = j + 1;
    while (k < phrase.length && joined.length < t.length && t.startsWith(joined)) joined += phrase[k++];
    if (k > j + 1 && joined === t) {
      i++;
      j = k;
      continue;
    }
    let typed = t;
    let m = i + 1;
    while (m < text.length && typed.length < w.length && w.startsWith(typed)) typed += text[m++];
    if (m > i + 1 && typed === w) {
      i = m;
      j++;
      continue;
    }
    return 0;
  }
  return i - at;
}

/**
 * A text's words run together. Wherever a phrase is spelled in the text, the words it takes, run
 * together, are the phrase's words run together (one word written as two or two as one included),
 * so a phrase whose run is not in the text's run is not in the text: most phrases a business is
 * checked against are ruled out by one substring search instead of a walk over every word.
 */
const RUNS = new WeakMap<readonly string[], string>();
function runOf(text: readonly string[]): string {
  let run = RUNS.get(text);
  if (run === undefined) {
    run = text.join("");
    RUNS.set(text, run);
  }
  return run;
}

/** Marks in `covered` every word of the text the phrase takes, wherever it appears one word after another. */
export function markPhrase(
  text: readonly string[],
  phrase: readonly string[],
  prefixLast: boolean,
  covered: Set<number>,
): void {
  if (phrase.length === 0) return;
  if (!prefixLast && !runOf(text).includes(runOf(phrase))) return;
  for (let i = 0; i < text.length; i++) {
    const n = spelledAt(text, i, phrase, prefixLast);
    for (let k = 0; k < n; k++) covered.add(i + k);
  }
}

/**
 * How many of the text's words the phrase takes where it appears one word after another (the most,
 * where it appears more than once), or 0. A phrase counts for the words the user typed, so the
 * library's "fork lift" found as "forklift" counts as much as "forklift" does.
 */
export function phraseWords(text: readonly string[], phrase: readonly string[], prefixLast: boolean): number {
  if (phrase.length === 0) return 0;
  // While typing, the last word may be only the start of the phrase's: the runs tell nothing.
  if (!prefixLast && !runOf(text).includes(runOf(phrase))) return 0;
  let most = 0;
  for (let i = 0; i < text.length; i++) most = Math.max(most, spelledAt(text, i, phrase, prefixLast));
  return most;
}

/** True when the phrase's words appear in `text` one after another. */
export const containsPhrase = (text: readonly string[], phrase: readonly string[], prefixLast: boolean) =>
  phraseWords(text, phrase, prefixLast) > 0;

/**
 * The text with every occurrence of the phrases blanked out, so a word inside them is not read on
 * its own: "roof" in "roof trusses" names a product a factory makes, not a roof anyone works on.
 */
export function without(text: readonly string[], phrases: readonly string[] | undefined): readonly string[] {
  if (!phrases?.length) return text;
  const out = [...text];
  for (const phrase of phrases) {
    const words = libraryWords(phrase);
    if (words.length === 0) continue;
    for (let i = 0; i < text.length; i++) {
      const n = spelledAt(text, i, words, false);
      if (n > 0) out.fill("", i, i + n);
    }
  }
  return out;
}

/**
 * Whether a text names any of the phrases, word for word (plurals and -ing/-ed endings included),
 * outside the `except` phrases that hold the same word but name something else, and not only to
 * say the work is not done ("no rope access"): a phrase is read against what the text affirms,
 * unless the phrase itself says no (`wordsFor`).
 */
export function mentions(text: string, phrases: readonly string[], except?: readonly string[]): boolean {
  const reading = readingOfLast(text);
  if (reading.written.length === 0) return false;
  const read = { written: without(reading.written, except), said: without(reading.said, except) };
  return phrases.some((p) => containsPhrase(wordsFor(read, p), libraryWords(p), false));
}
