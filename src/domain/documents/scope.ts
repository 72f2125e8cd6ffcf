import { hazardEntry } from "../hazards";
import { residualInPlace } from "../hazards/honest";
import { PLACE_WORK } from "../hazards/library.generated";
import type { HazardEntry } from "../hazards/types";
import { unassessedWork } from "../hazards/unassessed-work";
import {
  hazardsFromText,
  type Method,
  placesOnlyVisited,
  taskById,
  taskFits,
  withoutPlacesVisited,
  words,
} from "../tasks";
import { TASK_INDEX } from "../tasks/index.generated";
import { matchTaskIndex } from "../tasks/match";
import { withoutNegations } from "../tasks/negation";
import { businessFit } from "../tasks/suggest";
import type { TaskSummary } from "../tasks/types";
import { libraryWords, mentions } from "../tasks/words";
import type { DocumentMetadata } from "./compose-types";
import { CONFINED_SPACE_WORDS, PLACE_WORDS } from "./scope-places";

/**
 * What a risk assessment's scope says it is about. Pure: the composer prints it, and an API can
 * show the customer the same phrases before the assessment is issued.
 *
 * The rule (decision 073):
 * - The scope's words bring hazards through the knowledge base's keyword rules
 *   (`knowledge/keywords/hazards.yaml`), phrases such as "effluent pond" or "metalworking fluid".
 * - A scope that brings at least one hazard makes the assessment a scoped one: its rows are the
 *   hazards the scope brings, then the hazard types chosen for it, then the business's other rows
 *   only where the scope's work meets them, that is where a task of the library that the scope
 *   names (and that fits the business) has a step with that hazard, or where the business's own
 *   work description says more about what the scope names (its "hydraulic presses" for a scope
 *   of "press floor"). A re-roofing scope keeps the
 *   builder's falling objects, because re-roofing's steps meet them; a coolant COSHH assessment
 *   does not keep the machine shop's forklift traffic, and a ticked high-risk activity or an
 *   industry baseline hazard that the scope's work does not meet stays out.
 * - A scope that brings no hazard (a place such as "shop floor and stock room", or the whole
 *   business) keeps the assessment of the whole business.
 * - Either way, each phrase of the scope that no row covers is listed as not yet assessed.
 */

/** Words that say nothing of the hazards on their own: the scope is about work somewhere. */
const GENERIC = new Set(
  [
    "work",
    "works",
    "working",
    "task",
    "tasks",
    "job",
    "jobs",
    "activity",
    "activities",
    "operation",
    "operations",
    "general",
    "area",
    "areas",
    "site",
    "sites",
    "room",
    "rooms",
    "floor",
    "floors",
    "bay",
    "bays",
    "zone",
    "zones",
    "premises",
    "workplace",
    "building",
    "buildings",
    "all",
    "other",
    "various",
    "new",
    "existing",
    "including",
    "associated",
    "related",
    "use",
    "using",
    "assessment",
    "risk",
    "risks",
    // Upkeep verbs say that work is done to a thing, not what harms: "maintaining the pond" is
    // about the pond, whose rows assess it.
    "maintain",
    "maintaining",
    "maintenance",
    "repair",
    "repairs",
    "repairing",
    "service",
    "servicing",
    "inspect",
    "inspecting",
    "inspection",
    "inspections",
    "check",
    "checking",
    "checks",
    // The kind of business it is: a dairy farm's "farm dairy effluent pond" is about the pond, not
    // the milking and bulls its description also names, and a cleaner's "cleaning chemicals" are
    // about the chemicals, not the night shifts and washrooms of its other cleaning.
    "farm",
    "farms",
    "dairy",
    "cleaning",
    "cleaner",
    "cleaners",
  ].map((w) => words(w)[0] ?? w),
);

/** Words that only link others ("of", "the"); `words` already leaves out the commonest. */
const STOP = new Set([
  "a",
  "an",
  "the",
  "of",
  "in",
  "into",
  "on",
  "at",
  "to",
  "for",
  "with",
  "by",
  "from",
  "our",
  "their",
  "its",
  "this",
  "that",
  "these",
  "those",
  "any",
  "each",
  "per",
  "during",
  "about",
  "as",
  "is",
  "are",
  "be",
  "or",
]);

/**
 * The words of a phrase that say what it is about: stemmed, without linking words, numbers and
 * measures ("2.4 m" says how big, not what) or generic words.
 */
function meaningOf(phrase: string): string[] {
  const kept = phrase
    .split(/\s+/)
    .filter((w) => w !== "" && !STOP.has(w.toLowerCase()))
    .filter((w) => !/\d/.test(w) && !/^(m|mm|cm|km|kg|t|l)$/i.test(w));
  return words(kept.join(" ")).filter((w) => !GENERIC.has(w));
}

/** Words that begin a phrase standing on its own in a list: "the yard" after "bay and" is not a bay's yard. */
const DETERMINERS = new Set([
  "the",
  "a",
  "an",
  "our",
  "their",
  "its",
  "this",
  "that",
  "these",
  "those",
  "each",
  "any",
]);

/** Words that link a phrase's head to what follows it ("pits under barns", "tear-off of a roof"). */
const LINKS = new Set([
  ...STOP,
  "under",
  "over",
  "beside",
  "near",
  "around",
  "behind",
  "inside",
  "outside",
  "between",
  "along",
  "across",
  "through",
  "via",
  "beneath",
  "above",
  "below",
]);

const isLink = (w: string) => LINKS.has(w.toLowerCase());

/** The place words, each as its stemmed words. */
const PLACES = PLACE_WORDS.map((p) => words(p));
const CONFINED = CONFINED_SPACE_WORDS.flatMap((w) => words(w));
const OPEN_PIT = words("open pit");

/**
 * Whether a phrase names a space that may hold a harmful atmosphere or engulf a person (a manure
 * pit, a tank, a silo): its head ends with such a word, and it is assessed from outside, never
 * walked through. An open pit is a mine's, not such a space; a grain bin yard is a yard.
 */
export function isConfinedSpace(phrase: string): boolean {
  const head = headOf(phrase);
  const last = head[head.length - 1];
  if (last === undefined || !CONFINED.includes(last)) return false;
  return !(last === OPEN_PIT[1] && head[head.length - 2] === OPEN_PIT[0]);
}

/** The words of a phrase before its first linking word, less numbers and determiners, as stems. */
function headOf(phrase: string): string[] {
  const written = tidy(phrase)
    .split(/\s+/)
    .filter((w) => w !== "");
  const end = written.findIndex(isLink);
  return words(
    (end < 0 ? written : written.slice(0, end))
      .filter((w) => !/\d/.test(w) && !DETERMINERS.has(w.toLowerCase()))
      .join(" "),
  );
}

/**
 * Whether a phrase names a place rather than work: the words before its first linking word, less
 * numbers, end with a place word ("Loading bays 1 to 4", "bus loop"; not "protecting
 * the main house", whose head is the work).
 */
export function isPlace(phrase: string): boolean {
  const head = headOf(phrase);
  return PLACES.some((place) => {
    if (place.length === 0 || place.length > head.length) return false;
    const tail = head.slice(head.length - place.length);
    return tail.every((w, i) => (i === 0 && place.length > 1 ? w.endsWith(place[i]!) : w === place[i]));
  });
}

/** A phrase without the linking words it starts or ends with, and without stray punctuation. */
function tidy(part: string): string {
  const written = part.trim().split(/\s+/);
  while (written.length && STOP.has(written[0]!.toLowerCase())) written.shift();
  while (written.length && STOP.has(written[written.length - 1]!.toLowerCase())) written.pop();
  return written.join(" ").replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu, "");
}

/** A word that describes what follows it ("sedated", "anaesthetised", "painted"). */
const PARTICIPLE = /^\p{L}{3,}ed$/iu;

/**
 * The conjuncts of a group joined by "and", "&", "/" or "plus", each carrying the words it shares
 * with its sibling, so that it is matched, and listed, with what it means:
 * - a conjunct of no linking word before one whose words go on after a linking word takes them:
 *   "Tear-off and replacement of a low-slope roof" is "Tear-off of a low-slope roof";
 *   "stirring and pumping the effluent pond" is "stirring the effluent pond";
 * - one word after a sibling of more words and no linking word takes the words before its head:
 *   "Exterior siding and trim" is "Exterior trim", but an activity keeps its own words ("Spray
 *   painting and sanding" is "Spray painting" and "sanding").
 * A conjunct that starts with "the" or another determiner stands on its own ("Truss assembly bay
 * and the yard"), and so does a place ("Truss assembly bay and yard"). A shared head is not
 * guessed ("crusher and mine village" is no "crusher village"): such a conjunct is matched and
 * listed as written.
 */
function conjuncts(group: string): Conjunct[] {
  const split = group.split(/[&/]|\band\b|\bplus\b/i).map((p) =>
    p
      .trim()
      .split(/\s+/)
      .filter((w) => w !== ""),
  );
  // Two describing words joined by "and" describe one thing: "radiographs of sedated and
  // anaesthetised animals" is one phrase, not "radiographs of sedated".
  const parts: string[][] = [];
  for (const p of split) {
    const last = parts.at(-1);
    if (last && last.length > 1 && PARTICIPLE.test(last.at(-1)!) && p.length > 1 && PARTICIPLE.test(p[0]!))
      parts[parts.length - 1] = [...last, "and", ...p];
    else parts.push(p);
  }
  const isDeterminer = (w: string | undefined) => w !== undefined && DETERMINERS.has(w.toLowerCase());
  // A conjunct that starts with a determiner or a linking word neither takes nor gives words to the
  // one before it; the words after its determiner may still share with the one after it.
  const alone = (p: string[]) => p.length === 0 || isDeterminer(p[0]) || isLink(p[0]!);
  const bodies = parts.map((p) => (p.length > 1 && isDeterminer(p[0]) ? p.slice(1) : p));
  const linkAt = (p: string[]) => p.findIndex(isLink);
  const carried = (own: string[], whole: string[], sibling: string[]): Conjunct => ({
    text: whole.join(" "),
    own: own.join(" "),
    sibling: sibling.join(" "),
  });
  return parts.map((written, i) => {
    const own = bodies[i]!;
    if (own.length === 0) return { text: written.join(" ") };
    if (linkAt(own) >= 0) return { text: written.join(" "), ...(clipped(i) ? { clipped: true } : {}) };
    const next = parts[i + 1];
    if (next && !alone(next)) {
      const k = linkAt(next);
      if (k >= 1) return carried(own, [...own, ...next.slice(k)], next);
    }
    const before = bodies[i - 1];
    // An activity ("sanding") is work of its own, not a kind of its sibling: "Spray painting and
    // sanding" is no "Spray sanding".
    const activity = /ing$/i.test(own[0] ?? "");
    const after = i > 0 && !alone(written) && own.length === 1 && !isPlace(own[0]!) && !activity;
    if (after && before && before.length >= 2 && linkAt(before) < 0)
      return carried(own, [...before.slice(0, -1), ...own], before);
    return { text: written.join(" "), ...(clipped(i) ? { clipped: true } : {}) };
  });

  /**
   * Whether a conjunct that took no words is a piece cut from the phrase rather than a phrase: one
   * word whose object or head follows in its sibling ("erecting" of "erecting and dismantling
   * pergolas", "hospital" of "hospital and nursing home transfers"), or a thing that lost the
   * activity its sibling starts with ("tile at customers' back yards" of "Laying pavers and tile at
   * …"). A place stands on its own, and so does a word beside one ("crusher and mine village").
   */
  function clipped(i: number): boolean {
    const own = bodies[i]!;
    if (parts.length < 2 || alone(parts[i]!) || isPlace(own.join(" "))) return false;
    const next = parts[i + 1];
    // Beside a place ("crusher and mine village") a word is a thing of its own.
    if (own.length === 1 && next && !alone(next) && next.length > 1 && !isPlace(next.join(" "))) return true;
    const before = bodies[i - 1];
    return before !== undefined && /ing$/i.test(before[0] ?? "") && !/ing$/i.test(own[0] ?? "");
  }
}

/**
 * A phrase of a scope: its words with what it shares with a sibling, and, when it took them, its
 * own words and that sibling's as written.
 */
type Conjunct = {
  text: string;
  own?: string;
  sibling?: string;
  /** A piece cut from its phrase (see `conjuncts`): listed as the whole phrase, as written. */
  clipped?: boolean;
  /** The whole phrase it was cut from, as written, where one of its conjuncts is such a piece. */
  whole?: string;
};

/** The phrases of a scope with the words each took from a sibling; see `scopePhrases`. */
function scopeConjuncts(scope: string | null | undefined): Conjunct[] {
  if (!scope) return [];
  const out: Conjunct[] = [];
  // A full stop ends a phrase; one inside a number ("2.4 m") does not. The scope is the customer's
  // words and is read as the business's description is: a phrase it negates ("no tree climbing",
  // "stump grinding is excluded") is no phrase of the work at all.
  for (const group of withoutNegations(scope).split(/[,;:\n]|\.(?!\d)/)) {
    const parts = conjuncts(group);
    const whole = parts.some((p) => p.clipped) ? tidy(group) : undefined;
    for (const part of parts) {
      if (meaningOf(part.text).length === 0) continue;
      // Shown as the user wrote it, without the linking words it starts or ends with.
      const text = tidy(part.text);
      if (!out.some((o) => o.text.toLowerCase() === text.toLowerCase()))
        out.push({ ...part, text, ...(whole ? { whole } : {}) });
    }
  }
  return out;
}

/**
 * The noun phrases of a scope, as written: the text split at commas, semicolons, full stops and new
 * lines, then at "and", "&", "/" and "plus", each conjunct carrying the words it shares with its
 * sibling ("Exterior siding and trim" names "Exterior siding" and "Exterior trim", never a bare
 * "trim"), each stripped of linking words, numbers and measures ("2.4 m"); a phrase of only
 * generic words ("work", "area", "tasks") is left out. Simple on purpose, so a reader can see why
 * a phrase is listed.
 */
export function scopePhrases(scope: string | null | undefined): string[] {
  return scopeConjuncts(scope).map((c) => c.text);
}

/**
 * Hazard ids the scope's words bring through the keyword rules, in rule order; a rule for some
 * industries counts only for a business of one of them (`industry`). A place the business's own
 * `description` names only as where its work goes ("we collect the deceased from hospitals") is
 * read so in the scope too: a scope of "Hospitals and nursing homes" is where the work is done, and
 * brings none of a hospital's own rows.
 */
export function scopeHazardIds(
  scope: string | null | undefined,
  industry?: string,
  description?: string | null,
): string[] {
  if (!scope) return [];
  return hazardsFromText(
    withoutPlacesVisited(scope, industry, undefined, placesOnlyVisited(description, industry)),
    industry,
    description ?? undefined,
  );
}

/** Whether the scope makes the assessment a scoped one (its words bring at least one hazard). */
export const isScoped = (scope: string | null | undefined, industry?: string, description?: string | null) =>
  scopeHazardIds(scope, industry, description).length > 0;

/** What of the business decides which library tasks its scope can name. */
export type BusinessForScope = {
  industry: string;
  highRiskActivities?: readonly string[];
  workDescription?: string | null;
  hazardTypes?: readonly string[];
  /** The hazards the steps of the job the assessment is written for meet (`jobHazardIds`). */
  jobHazards?: readonly string[];
  /** What that job's method says (`jobTexts`): a phrase of the scope it says is assessed by its rows. */
  jobTexts?: readonly string[];
};

/**
 * The tasks of the business's own industry done at a place the scope names (a task's `places`): a
 * hotel's "guest bedrooms" are where its room attendants work, and "the laundry" where its linen
 * is washed, dried and ironed. Only a task of the business's industry: another industry's task
 * done at a place of the same name is another business's work.
 */
export function placeTasks(scope: string | null | undefined, business: BusinessForScope): TaskSummary[] {
  const named = scopePhrases(scope).map(meaningOf);
  if (named.length === 0) return [];
  return TASK_INDEX.filter(
    (t) =>
      t.industries.includes(business.industry) &&
      (t.places ?? []).some((place) => {
        const own = meaningOf(place);
        return named.some((phrase) => phrase.length === own.length && allSaid(phrase, own));
      }),
  );
}

/**
 * The activities the business declared or its work description names whose work is done at a kind
 * of place the scope names (`knowledge/keywords/places.yaml`): a cabinet maker's wood dust and
 * saws in its "machine shop". A place's every word must be one of the phrase's ("machine shop",
 * not "machine guarding"); an activity the business has not made its own is never added by a place.
 */
export function activitiesAtPlaces(scope: string | null | undefined, business: BusinessForScope): string[] {
  const named = scopePhrases(scope).map((phrase) => words(phrase));
  if (named.length === 0) return [];
  const own = new Set([
    ...(business.highRiskActivities ?? []),
    ...hazardsFromText(business.workDescription ?? "", business.industry),
  ]);
  const found = PLACE_WORK.filter((kind) =>
    kind.places.some((place) => {
      // A place is knowledge-base text: its words are split once, not for every document.
      const its = libraryWords(place);
      return its.length > 0 && named.some((phrase) => its.every((w) => phrase.includes(w)));
    }),
  ).flatMap((kind) => kind.activities.filter((id) => own.has(id)));
  return [...new Set(found)];
}

/** The hazard ids a job's method meets, each once, in the order its steps meet them. */
export function jobHazardIds(method: Method | null | undefined): string[] {
  return [...new Set((method?.steps ?? []).flatMap((s) => s.hazards.map((h) => h.id)))];
}

/**
 * What a job's method says, one text each: each task's title, the places it is done and its
 * plant, and each step with its required controls. The scope's "guest bedrooms" are where the
 * housekeeping the customer chose is done, and its "membrane" is what a re-tiling step fixes.
 */
export function jobTexts(method: Method | null | undefined): string[] {
  if (!method) return [];
  return [
    ...method.tasks.flatMap((t) => [t.title, ...(t.places ?? []), ...t.plant]),
    ...method.steps.map(stepText),
  ];
}

/** A step as one text: what is done and its required controls. */
const stepText = (step: { do: string; required: readonly { text: string }[] }) =>
  `${step.do} ${step.required.map((c) => c.text).join(" ")}`;

/** Whether the owner picked the job's tasks or wrote its steps, rather than only naming it. */
export function pickedJob(m: Pick<DocumentMetadata, "taskIds" | "steps">): boolean {
  return Boolean(m.taskIds?.length || m.steps?.length);
}

/**
 * Whether a document is written for a job: tasks or steps were picked, or a job or scope was
 * named. An assessment of the whole business has none, and assesses only what its description names.
 */
export function writtenForJob(
  m: Pick<DocumentMetadata, "taskIds" | "steps" | "activity" | "scope">,
): boolean {
  return pickedJob(m) || Boolean(m.activity?.trim() || m.scope?.trim());
}

/** The ids a row stands for: its own, its concept and every entry merged into it. */
function rowIds(row: HazardEntry): Set<string> {
  return new Set([row.id, row.concept, ...(row.alsoCites ?? [])]);
}

/** The concepts of some hazard ids: a hazard type and the activity it is a wording of are one. */
function concepts(ids: readonly string[]): Set<string> {
  return new Set(ids.flatMap((id) => [id, hazardEntry(id)?.concept ?? id]));
}

const isOneOf = (row: HazardEntry, ids: ReadonlySet<string>) => [...rowIds(row)].some((id) => ids.has(id));

/** Whether the phrase names plant or work a library entry of the row `assesses` ("dough mixer"). */
const assessedBy = (row: HazardEntry, phrase: string) =>
  [...rowIds(row)].some((id) => {
    const assesses = hazardEntry(id)?.assesses;
    return assesses !== undefined && mentions(phrase, assesses);
  });

/**
 * The hazards the business's own work description brings for what the scope names: each phrase of
 * the description that shares a word with a phrase of the scope says more about the same thing
 * ("hydraulic presses" for a scope of "press floor"), and the hazards its words bring are of the
 * scope's work.
 */
function describedFor(scope: string, description: string, industry: string): string[] {
  const named = scopePhrases(scope).flatMap(meaningOf);
  return scopePhrases(description)
    .filter((phrase) => meaningOf(phrase).some((w) => named.some((n) => sameWord(w, n))))
    .flatMap((phrase) => hazardsFromText(phrase, industry, description));
}

/**
 * The rows of a scoped assessment, in order: those the scope brings, those of the hazard types
 * chosen for it, then the business's other rows that the scope's work meets (a step of a task
 * the scope names has them). A scope that brings no hazard keeps every row as given.
 */
export function scopedRows(
  rows: readonly HazardEntry[],
  scope: string | null | undefined,
  business: BusinessForScope,
): HazardEntry[] {
  return rowsOfScope(rows, scope, business).map((row) => atScopedPlaces(row, scope));
}

/**
 * A row without the controls done only at places other than those a scope of places names: a hotel
 * assessment of its bedrooms, corridors and laundry keeps the bathroom floors dried and the
 * corridors signed, not the drip trays at the kitchen's fryers, nor the kitchen's safety induction
 * among the competencies. A scope that names no place (work,
 * or all the business's work) keeps every control, and so does a row left with no control in place
 * at the places named. The rating with controls is what the kept
 * controls justify, never better than before.
 */
export function atScopedPlaces(row: HazardEntry, scope: string | null | undefined): HazardEntry {
  const phrases = scopePhrases(scope);
  if (!phrases.some(isPlace) || !(row.controls.some((c) => c.at) || row.competencyAt?.length)) return row;
  const said = phrases.map(words);
  const named = (place: string) => said.some((phrase) => allSaid(meaningOf(place), phrase));
  const atOtherPlaces = new Set(
    (row.competencyAt ?? []).filter((c) => !c.at.some(named)).map((c) => c.text.toLowerCase()),
  );
  const competencies = row.competencies.filter((c) => !atOtherPlaces.has(c.toLowerCase()));
  const withCompetencies = competencies.length === row.competencies.length ? row : { ...row, competencies };
  const controls = row.controls.filter((c) => !c.at || c.at.some(named));
  // A row none of whose controls in place is done at the places named keeps them all: a row
  // without controls would be worse than one with another place's.
  const inPlace = controls.filter((c) => c.level !== "elimination" && c.level !== "substitution");
  if (controls.length === row.controls.length || inPlace.length === 0) return withCompetencies;
  const kept = { ...withCompetencies, controls };
  return { ...kept, residual: residualInPlace(kept) };
}

function rowsOfScope(
  rows: readonly HazardEntry[],
  scope: string | null | undefined,
  business: BusinessForScope,
): HazardEntry[] {
  const brought = scopeHazardIds(scope, business.industry, business.workDescription);
  if (brought.length === 0) return [...rows];
  const chosen = concepts(business.hazardTypes ?? []);
  const fit = businessFit(business);
  const tasks = matchTaskIndex(
    TASK_INDEX.filter((t) => taskFits(t, fit)),
    scope ?? "",
    { industry: business.industry },
  );
  const met = concepts([
    ...(business.jobHazards ?? []),
    ...tasks.flatMap((m) => TASK_INDEX.find((t) => t.id === m.id)?.hazards ?? []),
    ...describedFor(scope ?? "", business.workDescription ?? "", business.industry),
  ]);
  // Each row where it is first placed: the scope's own rows in the order its words bring them.
  const own = brought.flatMap((id) => {
    const c = concepts([id]);
    return rows.filter((r) => isOneOf(r, c));
  });
  const ordered = [...own, ...rows.filter((r) => isOneOf(r, chosen)), ...rows.filter((r) => isOneOf(r, met))];
  const kept = ordered.filter((r, i) => ordered.indexOf(r) === i);
  const placed = rows.filter(
    (r) => !kept.includes(r) && isOneOf(r, concepts(placedRows(scope ?? "", rows, kept))),
  );
  // Then the business's rows that the work done at a place the scope names meets (a hotel's
  // manual handling and slips for its "guest bedrooms", where its room attendants work): after
  // the places' own rows, so that a kitchen named beside the bedrooms still brings the kitchen's.
  const atPlaces = concepts([
    ...placeTasks(scope, business).flatMap((t) => t.hazards),
    ...activitiesAtPlaces(scope, business),
  ]);
  const done = [...kept, ...placed];
  return [...done, ...rows.filter((r) => !done.includes(r) && isOneOf(r, atPlaces))];
}

/**
 * The business's rows for the places and things a scoped assessment names beside its hazards: a
 * roadhouse's "kitchen" next to its "motel rooms" keeps the burns and knife rows whose own words
 * are of the kitchen, so the kitchen is assessed rather than listed as not yet assessed. Only a
 * phrase no kept row already covers brings rows, and only rows that say every word of it.
 */
function placedRows(scope: string, rows: readonly HazardEntry[], kept: readonly HazardEntry[]): string[] {
  const said = (r: HazardEntry) =>
    words(`${r.name} ${r.harm} ${r.whoAtRisk} ${r.controls.map((c) => c.text).join(" ")}`);
  const keptWords = kept.map(said);
  return scopePhrases(scope)
    .map(meaningOf)
    .filter((meaning) => !keptWords.some((w) => allSaid(meaning, w)))
    .flatMap((meaning) => rows.filter((r) => allSaid(meaning, said(r))).map((r) => r.id));
}

/**
 * Whether two stemmed words are one word: the same, or, from four letters on, the same start up to
 * six letters, so "shore" is "shoring" and "excavate" is "excavation" while "lay" is only "lay".
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const k = Math.min(6, a.length, b.length);
  // A short verb and its -ing or -ed form ("tape" and "taping") are one stem already.
  return k >= 4 && a.slice(0, k) === b.slice(0, k);
}

/** Whether every word of `phrase` is one of `said`. */
const allSaid = (phrase: readonly string[], said: readonly string[]) =>
  phrase.every((w) => said.some((s) => sameWord(w, s)));

/** The texts of the steps of the tasks a scope names that fit the business, each step one text. */
function stepTexts(scope: string, business: BusinessForScope): string[] {
  const fit = businessFit(business);
  const named = matchTaskIndex(
    TASK_INDEX.filter((t) => taskFits(t, fit)),
    scope,
    { industry: business.industry },
  ).map((m) => m.id);
  const ids = [...new Set([...named, ...placeTasks(scope, business).map((t) => t.id)])];
  return ids.flatMap((id) => {
    const task = taskById(id);
    if (!task) return [];
    return [...(task.places ?? []), ...task.steps.map(stepText)];
  });
}

/**
 * The phrases of the scope that no row of the assessment covers, for the preparer to assess before
 * the assessment is issued. A phrase is covered when the keyword rules map it to a row; when it
 * names a kind of place where the business's own activities are done and a row holds one of them
 * (`activitiesAtPlaces`: the mine's blasting and silica dust in its "open pit"); when every
 * word of it that is not generic is a word of one row (its hazard, harm, people at risk or
 * controls: a "stock room" beside the row on handling stock); or when they are the words of one
 * step of a library task the scope names (the "shore" and "backfill" of a trench job), since that
 * task's hazards are the rows that assess it (those its rows do not hold are named for the preparer
 * apart), or of the job the owner picked (`jobTexts`), assessed step by step. A phrase that took
 * words from a sibling is matched with them ("Tear-off of a low-slope roof"), and is also covered
 * when its own words are and its sibling, which holds the same shared words, is ("flashings" beside
 * "gutters of the house").
 * Either way an uncovered phrase is listed with the words it shares, never as a bare fragment.
 * Without `business`, only the rows are read.
 */
export function unassessedPhrases(
  scope: string | null | undefined,
  rows: readonly HazardEntry[],
  business?: BusinessForScope,
): string[] {
  const steps =
    scope && business ? [...stepTexts(scope, business), ...(business.jobTexts ?? [])].map(words) : [];
  const rowWords = rows.map((r) =>
    words(`${r.name} ${r.harm} ${r.whoAtRisk} ${r.controls.map((c) => c.text).join(" ")}`),
  );
  const covered = (phrase: string) => {
    // What a keyword rule needs may be named anywhere in the business's words, as when the scope
    // brought its rows: "extraction to roadside landing" is a harvesting crew's extraction.
    const mapped = concepts(
      hazardsFromText(phrase, business?.industry, business?.workDescription ?? undefined),
    );
    if (rows.some((r) => isOneOf(r, mapped))) return true;
    // A place whose work the business's own activities do there is assessed by their rows.
    const done = business ? concepts(activitiesAtPlaces(phrase, business)) : new Set<string>();
    if (rows.some((r) => isOneOf(r, done))) return true;
    // Plant a row of the document assesses ("dough mixer" beside fixed machinery) is assessed.
    if (rows.some((r) => assessedBy(r, phrase))) return true;
    const meaning = meaningOf(phrase);
    return rowWords.some((said) => allSaid(meaning, said)) || steps.some((said) => allSaid(meaning, said));
  };
  const someSaid = (phrase: string) =>
    meaningOf(phrase).some((w) => [...rowWords, ...steps].some((said) => said.some((s) => sameWord(w, s))));
  // A conjunct that took its sibling's words is assessed only when its own words are, or when the
  // whole is and a row says one of its own words: the words it took say where or what of, and
  // would otherwise cover it through the sibling alone ("Tear-off of a low-slope roof" is not
  // assessed by the roof's working-at-height row; "Cutting valley … during a tile re-roof" is by
  // the row on cutting roof tiles).
  const listed = scopeConjuncts(scope)
    .filter((c) =>
      c.own === undefined ? !covered(c.text) : !(covered(c.own) || (covered(c.text) && someSaid(c.own))),
    )
    // A phrase cut into pieces is listed whole, as the customer wrote it, never a clipped word.
    .map((c) => c.whole ?? c.text)
    // Work the list of work not yet assessed names is listed by the list's own name of it.
    .filter((phrase) => unassessedWork(phrase).length === 0);
  return listed.filter((p, i) => listed.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i);
}
