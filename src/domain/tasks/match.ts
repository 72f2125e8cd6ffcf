import type { KeywordRule, TaskSummary } from "./types";

/**
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

/** The stem of one lower-case word. */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith("ed")) return word.slice(0, -2);
  if (/(ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && /[^siu]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a text as typed (lower case, hyphens inside a word dropped), in order, without stop words. */
function typedWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/(\p{L})[-‐](?=\p{L})/gu, "$1")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !STOP.has(w));
}

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
function libraryWords(text: string): string[] {
  let found = LIBRARY_WORDS.get(text);
  if (!found) {
    found = words(text);
    LIBRARY_WORDS.set(text, found);
  }
  return found;
}

/**
 * The words of the text last asked about. Composing one document asks about the same business
 * text (its description and activity) for hundreds of library lines; it is split once. Only the
 * latest text is kept.
 */
let lastText: string | undefined;
let lastWords: readonly string[] = [];
function wordsOfLast(text: string): readonly string[] {
  if (text !== lastText) {
    lastWords = words(text);
    lastText = text;
  }
  return lastWords;
}

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
function markPhrase(
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
function phraseWords(text: readonly string[], phrase: readonly string[], prefixLast: boolean): number {
  if (phrase.length === 0) return 0;
  // While typing, the last word may be only the start of the phrase's: the runs tell nothing.
  if (!prefixLast && !runOf(text).includes(runOf(phrase))) return 0;
  let most = 0;
  for (let i = 0; i < text.length; i++) most = Math.max(most, spelledAt(text, i, phrase, prefixLast));
  return most;
}

/** True when the phrase's words appear in `text` one after another. */
const containsPhrase = (text: readonly string[], phrase: readonly string[], prefixLast: boolean) =>
  phraseWords(text, phrase, prefixLast) > 0;

/**
 * The text with every occurrence of the phrases blanked out, so a word inside them is not read on
 * its own: "roof" in "roof trusses" names a product a factory makes, not a roof anyone works on.
 */
function without(text: readonly string[], phrases: readonly string[] | undefined): readonly string[] {
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
 * A task whose words appear in a text. `score` orders matches (a longer phrase counts for more than a
 * single word, and title words add a little); `phrase` is how many of the text's words the task's
 * keywords take in all (a phrase of two words, or two of its words apart: "trench" and "sewer"), or
 * `CONFIDENT_PHRASE_WORDS` for one of its `names`, or the longest run of its title's words; `why`
 * lists the customer's words, as typed, that its keywords and names took, so a reader can see what
 * the match rests on.
 */
export type TaskMatch = { id: string; title: string; score: number; phrase: number; why: string[] };

/**
 * A single word never decides a job: "pit" is a manure pit as often as a mine, "lifting" a baby as
 * often as a crane load. A task is matched with confidence only when its words take at least this
 * many of the customer's words (a phrase, or two of its words that agree), or one of its `names`.
 */
export const CONFIDENT_PHRASE_WORDS = 2;

/**
 * The longest run of the text's words that are the title's words in the same order, and those
 * words. "Forklift operation" typed names the task titled "Forklift operation (…)" as a phrase would.
 */
function titleRun(text: readonly string[], title: readonly string[]): number {
  let best = 0;
  for (let i = 0; i < text.length; i++) {
    for (let j = 0; j < title.length; j++) {
      let n = 0;
      while (
        i + n < text.length &&
        j + n < title.length &&
        text[i + n] !== "" &&
        text[i + n] === title[j + n]
      )
        n++;
      best = Math.max(best, n);
    }
  }
  return best;
}

/**
 * Tasks whose words appear in the activity, best first. A longer phrase counts for more than a
 * single word; a task of the business's industry wins a tie. A task is not matched when the
 * activity names what it `excludes` (a press brake is not a power press). `typing` lets the last
 * word be the start of a task word, for suggestions while the user types.
 */
export function matchTaskIndex(
  index: readonly TaskSummary[],
  activity: string,
  options: { industry?: string; typing?: boolean } = {},
): TaskMatch[] {
  const text = words(activity);
  if (text.length === 0) return [];
  const matches: (TaskMatch & { own: boolean })[] = [];
  let typed: string[] | undefined;
  for (const task of index) {
    let longest = 0;
    const covered = new Set<number>();
    const own = without(text, task.except);
    const typing = options.typing ?? false;
    for (const keyword of task.keywords) {
      const n = phraseWords(own, libraryWords(keyword), typing);
      if (n === 0) continue;
      longest = Math.max(longest, n);
      markPhrase(own, libraryWords(keyword), typing, covered);
    }
    // A name decides the job as a phrase does, though it is one word.
    let named = 0;
    for (const name of task.names ?? []) {
      if (phraseWords(own, libraryWords(name), typing) === 0) continue;
      named = CONFIDENT_PHRASE_WORDS;
      longest = Math.max(longest, 1);
      markPhrase(own, libraryWords(name), typing, covered);
    }
    if (longest === 0) continue;
    // What the match rests on, in the customer's own words as they typed them.
    typed ??= typedWords(activity);
    const why = [...new Set([...covered].sort((a, b) => a - b).map((i) => typed![i]!))];
    if (task.excludes?.some((phrase) => containsPhrase(text, libraryWords(phrase), false))) continue;
    const titleWords = libraryWords(task.title);
    const title = new Set(titleWords);
    const score = 2 * longest + text.filter((w) => title.has(w)).length;
    matches.push({
      id: task.id,
      title: task.title,
      score,
      // One word typed twice ("cleaning the cleaning cupboard") is still one word of agreement.
      phrase: Math.max(new Set([...covered].map((i) => own[i])).size, named, titleRun(own, titleWords)),
      why,
      own: options.industry !== undefined && task.industries.includes(options.industry),
    });
  }
  return matches
    .sort((a, b) => b.score - a.score || Number(b.own) - Number(a.own) || a.id.localeCompare(b.id))
    .map(({ own: _own, ...m }) => m);
}

/**
 * The tasks an activity names with confidence for a business of `industry`: a phrase of the
 * customer's own words names the task, and the task is work of the business's industry (another
 * industry's task is only ever offered, for the customer to choose). At most two, the second only
 * when the activity names it about as clearly as the first, so a long description does not pull in
 * every task it mentions.
 */
export function confidentMatches(
  index: readonly TaskSummary[],
  activity: string,
  industry: string,
): TaskMatch[] {
  const byId = new Map(index.map((t) => [t.id, t]));
  const sure = matchTaskIndex(index, activity, { industry }).filter(
    (m) => m.phrase >= CONFIDENT_PHRASE_WORDS && byId.get(m.id)!.industries.includes(industry),
  );
  const top = sure[0]?.score ?? 0;
  return sure.filter((m) => m.score * 4 >= top * 3).slice(0, 2);
}

/**
 * What a business chose or described: its industry and the hazard ids of its high-risk activities,
 * the hazard types it picked and the words of its work description and activity. The industry's
 * own baseline is not a choice, so it never makes another industry's task fit.
 */
export type BusinessFit = { industry: string; hazardIds: readonly string[]; description?: string };

/**
 * A task fits a business when it is a task of its industry, or it shares a hazard the business chose
 * or described and the business's own description does not say its work is another (a truss
 * factory's "manufacturing" is not framing on a building site).
 */
export function taskFits(
  task: Pick<TaskSummary, "industries" | "hazards" | "excludes">,
  fit: BusinessFit,
): boolean {
  if (task.industries.includes(fit.industry)) return true;
  if (fit.description && task.excludes && mentions(fit.description, task.excludes)) return false;
  return task.hazards.some((h) => fit.hazardIds.includes(h));
}

/**
 * Whether a text names any of the phrases, word for word (plurals and -ing/-ed endings included),
 * outside the `except` phrases that hold the same word but name something else.
 */
export function mentions(text: string, phrases: readonly string[], except?: readonly string[]): boolean {
  const found = without(wordsOfLast(text), except);
  return found.length > 0 && phrases.some((p) => containsPhrase(found, libraryWords(p), false));
}

/** Hazard ids the keyword rules find in a text, in rule order, each once. */
export function hazardIdsInText(rules: readonly KeywordRule[], text: string): string[] {
  const found = words(text);
  if (found.length === 0) return [];
  const ids: string[] = [];
  for (const rule of rules) {
    if (ids.includes(rule.hazard)) continue;
    const own = without(found, rule.except);
    if (rule.words.some((w) => containsPhrase(own, libraryWords(w), false))) ids.push(rule.hazard);
  }
  return ids;
}
