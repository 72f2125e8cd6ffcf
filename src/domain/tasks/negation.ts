import { NEGATION } from "./negation.generated";
import type { Negation } from "./types";

/**
 * What a business's own words say it does not do. "Window cleaning from the ground with water-fed
 * poles; no ladders or rope access" names rope access only to rule it out: a document never
 * describes work the customer says they do not do. Every reading of the business's words that
 * brings work (hazard rows, tasks, sectors, processes, work not yet assessed) reads them with the
 * negated phrases left out (`affirmed`); a library phrase that itself says no ("without coolant" in
 * a keyword rule's `unless`) is read against the words as written (`saysNo`).
 *
 * The cue words, clause ends and list joiners are data (knowledge/keywords/negation.yaml), so a
 * safety professional reads and changes them. A cue negates the words after it to the end of its
 * clause, across a list ("no ladders, rope access or scaffolds"), and stops at a clause end or a
 * stop word ("but", "we"). A cue word inside another word or joined to one by a hyphen ("notice",
 * "no-fault", "not-for-profit") is no cue. An undo word after the cue, not right after a joiner
 * ("never work at height without a harness", "no ladders over 2 metres"), says the work is done,
 * or only part of it is ruled out: the clause is read as written, since a document never leaves
 * out work the business does.
 *
 * A post-position cue ("is excluded", "is not included", "is not part of our work") negates the
 * words before it, back to the clause's start, a stop word or a comma: "asbestos removal is
 * excluded". It stops at a comma because a comma before it may end a list of work that is done
 * ("renovations, asbestos removal is excluded"), and reading too far would leave out work the
 * business does; an undo word after it ("is excluded unless the client asks") leaves the clause as
 * written. Work the business subcontracts is no negation: it is still done on the business's jobs.
 */

/** A word of the text, a comma or an ampersand, lower case, with where it is in the text. */
type Token = { word: string; start: number; end: number };

const TOKEN = /[\p{L}\p{N}]+(?:['’\-‐][\p{L}\p{N}]+)*|[,&]/gu;

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN))
    out.push({ word: m[0].toLowerCase().replace(/’/g, "'"), start: m.index, end: m.index + m[0].length });
  return out;
}

/** The data as word lists, read once per data. */
type Reading = {
  cues: string[][];
  notCues: string[][];
  stops: RegExp;
  stopWords: ReadonlySet<string>;
  joiners: ReadonlySet<string>;
  undo: string[][];
  postCues: string[][];
};

const READINGS = new WeakMap<Negation, Reading>();
function readingOf(data: Negation): Reading {
  let r = READINGS.get(data);
  if (!r) {
    const split = (phrases: readonly string[]) => phrases.map((p) => tokens(p).map((t) => t.word));
    const escaped = data.stops.map((s) => s.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")).join("|");
    r = {
      cues: split(data.cues),
      notCues: split(data.notCues),
      stops: new RegExp(escaped === "" ? "$^" : escaped, "g"),
      stopWords: new Set(data.stopWords.map((w) => w.toLowerCase())),
      joiners: new Set(data.joiners.map((w) => w.toLowerCase())),
      undo: split(data.undo),
      postCues: split(data.postCues ?? []),
    };
    READINGS.set(data, r);
  }
  return r;
}

/** How many tokens the longest of the phrases spelled at `at` takes, or 0. */
function longestAt(words: readonly string[], at: number, phrases: readonly string[][]): number {
  let most = 0;
  for (const p of phrases) if (p.length > most && p.every((w, k) => words[at + k] === w)) most = p.length;
  return most;
}

/**
 * The indexes of the clause's tokens a post-position cue negates ("asbestos removal is excluded"):
 * the words before it back to the clause's start, a stop word or a comma, unless an undo word
 * follows it in the clause ("is excluded unless the client asks").
 */
function negatedBefore(words: readonly string[], r: Reading, cues: Set<number>): Set<number> {
  const negated = new Set<number>();
  if (r.postCues.length === 0) return negated;
  let i = 0;
  while (i < words.length) {
    const cue = longestAt(words, i, r.postCues);
    if (cue === 0) {
      i++;
      continue;
    }
    let undone = false;
    for (let k = i + cue; k < words.length && !r.stopWords.has(words[k]!); k++)
      if (longestAt(words, k, r.undo) > 0) {
        undone = true;
        break;
      }
    if (!undone) {
      for (let k = i - 1; k >= 0 && words[k] !== "," && !r.stopWords.has(words[k]!); k--) negated.add(k);
      for (let k = i; k < i + cue; k++) cues.add(k);
    }
    i += cue;
  }
  return negated;
}

/**
 * The indexes of the clause's tokens that a cue negates; `cues` gathers the indexes of the cues
 * that negated something.
 */
function negatedIn(words: readonly string[], r: Reading, cues: Set<number> = new Set()): Set<number> {
  const negated = negatedBefore(words, r, cues);
  let i = 0;
  while (i < words.length) {
    const not = longestAt(words, i, r.notCues);
    if (not > 0) {
      i += not;
      continue;
    }
    const cue = longestAt(words, i, r.cues);
    if (cue === 0) {
      i++;
      continue;
    }
    const from = i + cue;
    let k = from;
    let undone = false;
    while (k < words.length && !r.stopWords.has(words[k]!)) {
      const afterJoiner = k > from && r.joiners.has(words[k - 1]!);
      if (!afterJoiner && longestAt(words, k, r.undo) > 0) {
        undone = true;
        break;
      }
      // A cue inside the negated words starts its own negation (the list's next item).
      if (longestAt(words, k, r.notCues) === 0 && longestAt(words, k, r.cues) > 0) break;
      k++;
    }
    if (undone) {
      // The negation is undone: the rest of the clause, to a stop word, is read as written.
      while (k < words.length && !r.stopWords.has(words[k]!)) k++;
      i = k;
      continue;
    }
    for (let n = from; n < k; n++) negated.add(n);
    if (k > from) for (let n = i; n < from; n++) cues.add(n);
    i = k;
  }
  return negated;
}

let lastText: string | undefined;
let lastAffirmed = "";

/** The start and end of each clause of a text: the runs between its stop characters. */
function clausesOf(text: string, stops: RegExp): [number, number][] {
  const clauses: [number, number][] = [];
  let at = 0;
  stops.lastIndex = 0;
  for (const m of text.matchAll(stops)) {
    clauses.push([at, m.index]);
    at = m.index + m[0].length;
  }
  clauses.push([at, text.length]);
  return clauses;
}

/**
 * The text with every word a negation rules out blanked (replaced by spaces), the cue words and
 * everything else kept where they are: "no ladders or rope access" reads as "no". A text that
 * negates nothing is returned as written.
 */
export function affirmed(text: string, data: Negation = NEGATION): string {
  const cached = data === NEGATION;
  if (cached && text === lastText) return lastAffirmed;
  const r = readingOf(data);
  let out = "";
  // Each clause between stop characters is read on its own.
  const clauses = clausesOf(text, r.stops);
  let written = 0;
  for (const [start, end] of clauses) {
    const found = tokens(text.slice(start, end));
    const negated = negatedIn(
      found.map((t) => t.word),
      r,
    );
    for (const n of [...negated].sort((a, b) => a - b)) {
      const t = found[n]!;
      out += text.slice(written, start + t.start) + " ".repeat(t.end - t.start);
      written = start + t.end;
    }
  }
  out += text.slice(written);
  if (cached) {
    lastText = text;
    lastAffirmed = out;
  }
  return out;
}

const SAYS_NO = new Map<string, boolean>();

/**
 * Whether a library phrase itself says no ("without coolant", "no coolant"): it is read against
 * the business's words as written, since the negation is what it looks for.
 */
export function saysNo(phrase: string, data: Negation = NEGATION): boolean {
  const cached = data === NEGATION;
  const known = cached ? SAYS_NO.get(phrase) : undefined;
  if (known !== undefined) return known;
  const r = readingOf(data);
  const words = tokens(phrase).map((t) => t.word);
  const found = words.some((_, i) => longestAt(words, i, r.notCues) === 0 && longestAt(words, i, r.cues) > 0);
  if (cached) SAYS_NO.set(phrase, found);
  return found;
}

/**
 * The text with each negation, its cue and the words it negates, replaced by a clause break (";"
 * and spaces, the same length): "Hedge trimming; no tree climbing or rope access" reads as
 * "Hedge trimming;" and a phrase. Where a text is split into phrases (a risk assessment's scope),
 * a negated phrase is then no phrase at all, rather than work listed for assessment.
 */
export function withoutNegations(text: string, data: Negation = NEGATION): string {
  const r = readingOf(data);
  const spans: [number, number][] = [];
  for (const [start, end] of clausesOf(text, r.stops)) {
    const found = tokens(text.slice(start, end));
    const cues = new Set<number>();
    const negated = negatedIn(
      found.map((t) => t.word),
      r,
      cues,
    );
    for (const n of [...negated, ...cues]) spans.push([start + found[n]!.start, start + found[n]!.end]);
  }
  if (spans.length === 0) return text;
  const out = [...text];
  for (const [from, to] of spans) for (let c = from; c < to; c++) out[c] = c === from ? ";" : " ";
  return out.join("");
}
