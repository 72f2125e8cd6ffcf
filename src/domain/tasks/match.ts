import { affirmed } from "./negation";
import { withoutPlacesVisited } from "./places-visited";
import type { KeywordRule, TaskSummary } from "./types";
import {
  containsPhrase,
  libraryWords,
  markPhrase,
  mentions,
  phraseWords,
  readingOf,
  typedWords,
  without,
  words,
  wordsFor,
} from "./words";

export { mentions, words } from "./words";

/**
 * Matching typed text against task words and hazard keyword rules, on the word matching in
 * `./words`.
 */

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
  // Work the activity says is not done ("no rope access") names no task; a task's `excludes` are
  // read in the words as written, so naming them at all keeps the task out.
  const said = affirmed(activity);
  const text = words(said);
  const written = said === activity ? text : words(activity);
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
    typed ??= typedWords(said);
    const why = [...new Set([...covered].sort((a, b) => a - b).map((i) => typed![i]!))];
    if (task.excludes?.some((phrase) => containsPhrase(written, libraryWords(phrase), false))) continue;
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
 * Hazard ids the keyword rules find in a text, in rule order, each once. `context` is the rest of
 * the business's own words where the text is a part of them (a scope, one phrase of a description):
 * what a rule `needs` or is ruled out by (`unless`) that the business's words name holds for every
 * part, so an arborist's scope of "rigging limbs down" is its rope work even when the scope does
 * not repeat "arborist", and a tattoo studio's "autoclave" is its benchtop steriliser. The context
 * never brings a rule's words of its own.
 */
export function hazardIdsInText(
  rules: readonly KeywordRule[],
  text: string,
  industry?: string,
  context?: string,
): string[] {
  // A place the work only goes to ("collect from hospitals") brings none of the place's own rows;
  // work the text says is not done ("no rope access") brings none either.
  const found = readingOf(withoutPlacesVisited(text, industry));
  if (found.written.length === 0) return [];
  const around = context ? readingOf(withoutPlacesVisited(context, industry)) : undefined;
  const ids: string[] = [];
  for (const rule of rules) {
    if (ids.includes(rule.hazard)) continue;
    if (rule.industries && (industry === undefined || !rule.industries.includes(industry))) continue;
    const own = { written: without(found.written, rule.except), said: without(found.said, rule.except) };
    // What a rule needs or is ruled out by may be named anywhere in the business's words; its own
    // words only in the text.
    const anywhere = (phrases: readonly string[]) =>
      namedIn(own, phrases) || (around !== undefined && namedIn(around, phrases));
    if (rule.needs && !anywhere(rule.needs)) continue;
    if (rule.unless && anywhere(rule.unless)) continue;
    if (namedIn(own, rule.words)) ids.push(rule.hazard);
  }
  return ids;
}

/**
 * The hazards of a text that only rules naming work they are usual at bring (`usual`), each with
 * the first of the rule's phrases the text names and what is usual there: the business's words
 * named the work, not the hazard.
 */
export function usualWorkInText(
  rules: readonly KeywordRule[],
  text: string,
  industry?: string,
  context?: string,
): Map<string, { words: string; usual: string }> {
  const named = new Set(
    hazardIdsInText(
      rules.filter((r) => r.usual === undefined),
      text,
      industry,
      context,
    ),
  );
  const found = new Map<string, { words: string; usual: string }>();
  for (const rule of rules) {
    if (rule.usual === undefined || named.has(rule.hazard) || found.has(rule.hazard)) continue;
    if (!hazardIdsInText([rule], text, industry, context).length) continue;
    const words = rule.words.find(
      (w) => hazardIdsInText([{ ...rule, words: [w] }], text, industry, context).length,
    );
    if (words) found.set(rule.hazard, { words, usual: rule.usual });
  }
  return found;
}

/** Whether a reading of a text (its written and affirmed words) names one of the phrases. */
const namedIn = (reading: Parameters<typeof wordsFor>[0], phrases: readonly string[]) =>
  phrases.some((w) => containsPhrase(wordsFor(reading, w), libraryWords(w), false));
