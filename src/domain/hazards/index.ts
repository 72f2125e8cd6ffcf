import { HIGH_RISK_ACTIVITIES } from "../catalogue/activities";
import { HAZARD_TYPES } from "../catalogue/options";
import { forBusiness, type HazardFacts, holds, offered, usualWork, wordedFor } from "./conditions";
import { HAZARD_ENTRIES, type HazardId, INDUSTRY_BASELINE_IDS, WORK_PROCESSES } from "./library.generated";
import { fitToWork, processesIn } from "./processes";
import { remembered, sameText } from "./same-text";
import type { HazardEntry, Rating } from "./types";
import { unassessedWork } from "./unassessed-work";

export { brought, forBusiness, type HazardFacts, holds, offered } from "./conditions";
export type { HazardId } from "./library.generated";
export { fitControls, fitToWork } from "./processes";
export type { Condition, Control, ControlLevel, HazardEntry, Offer, Rating, Variant } from "./types";
export { CONTROL_LEVELS } from "./types";

/** Freezes a value and everything reachable from it, so shared library entries cannot be mutated. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Every hazard entry keyed by id: activity values, hazard type values and industry baseline ids.
 * The entries are written in knowledge/hazards/ and compiled by `npm run kb`. Deeply frozen: copy
 * an entry before changing it.
 */
export const HAZARD_LIBRARY: Readonly<Record<string, HazardEntry>> = deepFreeze(
  Object.fromEntries(HAZARD_ENTRIES.map((e) => [e.id, e])),
);

/**
 * Baseline hazard ids per industry (business and free-trial industries), 3–5 each. Ids may be
 * industry entries, activity entries or hazard type entries.
 */
export const INDUSTRY_BASELINES: Readonly<Record<string, readonly HazardId[]>> = INDUSTRY_BASELINE_IDS;

/** Industry used when the business's industry is unknown. */
const FALLBACK_INDUSTRY = "other";

export function hazardEntry(id: string): HazardEntry | undefined {
  return Object.hasOwn(HAZARD_LIBRARY, id) ? HAZARD_LIBRARY[id] : undefined;
}

/** Baseline ids for an industry; an unknown industry gets the general ("other") baseline. */
export function industryBaseline(industry: string): readonly string[] {
  return (
    (Object.hasOwn(INDUSTRY_BASELINES, industry) ? INDUSTRY_BASELINES[industry] : undefined) ??
    INDUSTRY_BASELINES[FALLBACK_INDUSTRY] ??
    []
  );
}

/**
 * The processes that are the business's own work (`knowledge/keywords/processes.yaml`): those of
 * its industry and those its work description or the job's description names.
 */
export function workProcesses(industry: string, text: string): string[] {
  return processesIn(WORK_PROCESSES, industry, text);
}

/** Likelihood × consequence, 1–25. */
export function riskScore(rating: Rating): number {
  return rating.likelihood * rating.consequence;
}

/**
 * The wording of a concept for an industry: the entry written for that industry's work where the
 * business's facts brought it or its words do not rule it out (an animal hospital's manual
 * handling is not patient handling), else the
 * first of the asked-for entries written for any work, else the concept's own entry (the wording
 * for any work). The result keeps the id of the first entry asked for, so what the business chose
 * (its activity, its hazard type) and the law cited for that id stay with the row; the law bound
 * to the other asked-for entries and to the chosen wording comes along (`alsoCites`), so a State
 * Plan's heat standard bound to the construction heat wording is not lost when the business asked
 * for "extreme temperatures". So do the controls of every asked-for entry that fits the business
 * (`oneRow`): a clinic that asks for biological hazards keeps its vaccination and exposure
 * procedure controls on the sharps and infection row, and the Legionella and mould lines only where
 * its own words name water systems or mould (each line's condition, read by `forBusiness`).
 */
function wordingFor(
  asked: readonly HazardEntry[],
  facts: HazardFacts,
  forWork: (e: HazardEntry) => HazardEntry,
): HazardEntry {
  const { industry } = facts;
  const first = asked[0]!;
  const library =
    BY_CONCEPT.get(first.concept)?.find(
      (m) => m.fits.includes(industry) && (asked.includes(m) || (!ruledOut(m, facts) && !notNamed(m, facts))),
    ) ??
    asked.find((m) => m.fits.length === 0) ??
    hazardEntry(first.concept) ??
    first;
  // Each entry as it reads for this business and with the controls that fit its own processes, so
  // a merged row takes in only the lines it fits.
  const forThem = (e: HazardEntry) => forWork(forBusiness(e, facts));
  const chosen = forThem(library);
  const entries = asked.map(forThem);
  if (chosen.id === first.id && asked.length === 1) return chosen;
  return oneRow({ ...chosen, id: first.id }, [...entries, chosen], industry);
}

/** Whether the business's words rule an entry out (`offer.unless`: a fish farm's for tractors). */
const ruledOut = (e: HazardEntry, facts: HazardFacts) =>
  e.offer?.unless !== undefined && holds(e.offer.unless, facts);

/** Every industry's baseline hazard ids. */
const BASELINE_IDS: ReadonlySet<string> = new Set(Object.values(INDUSTRY_BASELINE_IDS).flat());

/**
 * Whether an entry is a sector's own wording of a concept, written only for work the business's
 * words do not name: not an industry's baseline hazard, and offered on words alone that the
 * business's words do not hold (a veterinary practice's zoonoses are not a GP clinic's
 * infections, a beekeeper's hive lifting not a stock farm's manual handling). A baseline hazard
 * keeps standing for its concept in its industry, as patient handling does for a clinic.
 */
const notNamed = (e: HazardEntry, facts: HazardFacts) => {
  const when = e.offer?.when;
  if (BASELINE_IDS.has(e.id) || when?.words === undefined) return false;
  if (when.industries !== undefined || when.hazards !== undefined || when.countries !== undefined)
    return false;
  return !holds(when, facts);
};

/** Whether a wording is written for the industry's work or for any work. */
const fitsIndustry = (e: HazardEntry, industry: string) => e.fits.length === 0 || e.fits.includes(industry);

/** Words that carry a control's meaning: three letters or more, not the linking ones. */
const LINKING = new Set([
  "and",
  "the",
  "for",
  "with",
  "from",
  "into",
  "that",
  "each",
  "any",
  "are",
  "its",
  "where",
  "when",
  "before",
  "after",
  "all",
  "not",
  "use",
  "used",
]);
// Read only: the sets are shared by every caller.
const meaningWords: (text: string) => ReadonlySet<string> = remembered(
  (text) => new Set((text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !LINKING.has(w))),
);

/** Whether at least four fifths of what `text` says in words is already said by `kept`. */
export function mostlyRepeats(text: string, kept: string): boolean {
  const words = meaningWords(text);
  if (words.size < 4) return false;
  const keptWords = meaningWords(kept);
  let shared = 0;
  for (const w of words) if (keptWords.has(w)) shared++;
  return shared / words.size >= 0.8;
}

/**
 * PPE items, each once: an item that is another item with only a condition added ("P2 respirator
 * … for high-exposure tasks" beside "P2 respirator …") is left out, since the other is worn
 * whatever the condition and a reader would see the same respirator twice.
 */
export function broadestOnce(items: readonly string[]): string[] {
  const narrows = (item: string, other: string) =>
    item.length > other.length &&
    item.toLowerCase().startsWith(other.toLowerCase()) &&
    /^[\s,;]+(for|when|where|during|in|on|if|above|below|near)\b/i.test(item.slice(other.length));
  return items.filter((item) => !items.some((other) => other !== item && narrows(item, other)));
}

/** The items of several lists in order, each once. */
function unionBy<T>(lists: readonly (readonly T[])[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const list of lists)
    for (const item of list) {
      const k = key(item);
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(item);
    }
  return out;
}

/**
 * Entries of one concept as one row: `row` (the wording shown, with the id it keeps) with the
 * controls, PPE, permits and competencies of every other entry that fits the industry added after
 * its own, each once, and the law bound to every entry (`alsoCites`). A wording written for other
 * industries (a roofer's scaffolds for a shop that ticked working at height) brings its law but
 * none of its controls: the wording shown stands for it, and so does a wording that `covers` an
 * entry (says all it says in words for the work). Without an industry every entry fits (a task's
 * steps name only hazards of the task's industries). The name, harm and ratings stay the
 * row's, and so do its high-risk work categories (outdoor heat is not a factory's artificial
 * extremes).
 */
export function oneRow(row: HazardEntry, entries: readonly HazardEntry[], industry?: string): HazardEntry {
  const alsoCites = [
    ...new Set([...(row.alsoCites ?? []), ...entries.flatMap((e) => [e.id, ...(e.alsoCites ?? [])])]),
  ].filter((id) => id !== row.id);
  const fitting = entries.filter((e) => industry === undefined || fitsIndustry(e, industry));
  const covered = new Set<string>([row, ...fitting].flatMap((e) => e.covers ?? []));
  const all = [row, ...fitting.filter((e) => !covered.has(e.id))];
  const texts = (pick: (e: HazardEntry) => readonly string[]) => unionBy(all.map(pick), sameText);
  const [own, ...added] = all.map((e) => e.controls);
  const controls = unionBy([own!], (c) => sameText(c.text));
  // Another entry's control that mostly repeats one already on the row ("noise assessment …,
  // marked hearing protection zones and hearing tests" beside "noise assessment …, sign-posted
  // hearing protection areas and hearing tests") would read as the same line twice.
  for (const c of unionBy(added, (c) => sameText(c.text)))
    if (!controls.some((k) => sameText(k.text) === sameText(c.text) || mostlyRepeats(c.text, k.text)))
      controls.push(c);
  return {
    ...row,
    controls,
    ppe: broadestOnce(texts((e) => e.ppe)),
    permits: texts((e) => e.permits),
    competencies: texts((e) => e.competencies),
    ...(alsoCites.length > 0 ? { alsoCites } : {}),
    // The law a competency meets comes with it from whichever entry named it.
    ...(all.some((e) => e.competencyChecks)
      ? {
          competencyChecks: unionBy(
            all.map((e) => e.competencyChecks ?? []),
            (c) => `${c.check} ${sameText(c.text)}`,
          ),
        }
      : {}),
  };
}

const BY_CONCEPT: ReadonlyMap<string, readonly HazardEntry[]> = (() => {
  const out = new Map<string, HazardEntry[]>();
  for (const e of Object.values(HAZARD_LIBRARY)) out.set(e.concept, [...(out.get(e.concept) ?? []), e]);
  return out;
})();

/** Whether two entries are wordings of one hazard. */
export const sameConcept = (a: HazardEntry, b: HazardEntry) => a.concept === b.concept;

/**
 * The entries for a business: each selected high-risk activity (in `HIGH_RISK_ACTIVITIES` order),
 * then the hazards its own description names (`described`, found by the knowledge base's keyword
 * rules), then each hazard type chosen for one document (in `HAZARD_TYPES` order), then the
 * industry baseline. What the business itself declared or described comes before a document's
 * choice, so a hazard reads and rates alike in its register (which has no hazard types) and in an
 * assessment that also chose its type: a drill and blast contractor's noise is its noise from
 * tools and plant in both.
 * Each concept once, where it was first asked for, in the wording written for the industry
 * (`wordingFor`); unknown values ignored; deterministic. A baseline hazard is offered only where
 * the business's facts hold its `offer`, and every line that depends on what the business does is
 * settled by its facts (`forBusiness`): `words` are its own (work description, activity, scope).
 * Each entry keeps only the controls that fit the business's own `processes` (`fitToWork`): no
 * "bolting instead of welding" for a fabricator, while a builder who welds now and then is still
 * offered it.
 */
export function hazardsFor(input: HazardsInput): HazardEntry[] {
  return hazardsAndAsks(input).hazards;
}

/**
 * What the business's register names as not yet assessed: the industry's common hazards that ask
 * (`ask`) and that its facts do not bring (a body shop that never said it has forklifts), in the
 * baseline's order and in its country's words. We do not describe plant a business may not have;
 * we ask.
 */
export function notYetAssessed(input: HazardsInput): string[] {
  return hazardsAndAsks(input).notYetAssessed;
}

/**
 * The business's hazards (`hazardsFor`) and what it is asked about (`notYetAssessed`), from one
 * reading of its facts: each baseline hazard is either offered on them, asked about, or neither.
 * `unassessedWork` is work its own words name that the library does not assess yet and no row
 * holds: we do not write a method for work we do not know; we ask.
 */
export function hazardsAndAsks(input: HazardsInput): {
  hazards: HazardEntry[];
  notYetAssessed: string[];
  unassessedWork: string[];
} {
  const forWork = (e: HazardEntry) => fitToWork(e, input.processes ?? []);
  const { chosen, facts } = askedFor(input);
  const held = new Set(chosen.map((id) => hazardEntry(id)?.concept ?? id));
  const baseline: string[] = [];
  const asks: string[] = [];
  // A row only the work it is usual at brought, with the words that name that work.
  const inferred = new Map<string, NonNullable<HazardEntry["inferred"]>>();
  for (const id of industryBaseline(input.industry)) {
    const entry = hazardEntry(id);
    if (entry === undefined) continue;
    if (chosen.includes(id) || offered(entry.offer, facts)) {
      baseline.push(id);
      continue;
    }
    // Words that rule the entry out (a fish farm's for tractors) say it is not the business's:
    // nothing to ask.
    if (entry.ask === undefined || held.has(entry.concept) || ruledOut(entry, facts)) continue;
    const usual = wordedFor(entry, "ask", facts)!;
    const words = usualWork(entry, facts);
    // Rows that share a question (a shop's deliveries, shelves and customers) ask it once.
    if (words === undefined) {
      if (!asks.includes(usual)) asks.push(usual);
    } else {
      baseline.push(id);
      inferred.set(id, { words, usual });
    }
  }
  const asked = new Map<string, HazardEntry[]>();
  for (const id of [...chosen, ...baseline]) {
    const entry = hazardEntry(id);
    if (entry === undefined) continue;
    const same = asked.get(entry.concept) ?? [];
    if (!same.some((e) => e.id === entry.id)) asked.set(entry.concept, [...same, entry]);
  }
  const rows = [...asked.values()].map((entries) => wordingFor(entries, facts, forWork));
  // A row the description brought only by naming work it is usual at ("cattle station"), which
  // no declared activity or chosen hazard type also brings, is inferred from that work too.
  const declared = new Set(askedFor({ ...input, described: [] }).chosen);
  const fromWork = (id: string) => (declared.has(id) ? undefined : input.usualWork?.get(id));
  return {
    hazards: rows.map((row) => {
      const from = inferred.get(row.id) ?? fromWork(row.id);
      return from ? { ...row, inferred: from } : row;
    }),
    notYetAssessed: asks,
    unassessedWork: unassessedWork(facts.words),
  };
}

type HazardsInput = {
  industry: string;
  highRiskActivities: readonly string[];
  hazardTypes: readonly string[];
  /** The business's country, for lines worded per country; none reads as no country's. */
  country?: string;
  described?: readonly string[];
  words?: string;
  /**
   * The business wrote no description of its work: an industry's common hazards stay its own.
   * Without it, a business that gave no words at all is one.
   */
  undescribed?: boolean;
  /** The business's own processes (`workProcesses`); none when not given. */
  processes?: readonly string[];
  /**
   * The described hazards only words naming work they are usual at brought, with those words and
   * what is usual there (`usualWorkFromText`).
   */
  usualWork?: ReadonlyMap<string, { words: string; usual: string }>;
};

/** The hazard ids the business asked for, in the order they are listed, and its facts. */
function askedFor(input: HazardsInput): { chosen: string[]; facts: HazardFacts } {
  const chosen = [
    // A declared activity brings the hazards it always comes with, right after it (`brings`).
    ...HIGH_RISK_ACTIVITIES.filter((a) => input.highRiskActivities.includes(a.value)).flatMap((a) => [
      a.value,
      ...(hazardEntry(a.value)?.brings ?? []),
    ]),
    ...(input.described ?? []),
    ...HAZARD_TYPES.filter((t) => input.hazardTypes.includes(t.value)).map((t) => t.value),
  ];
  const facts: HazardFacts = {
    industry: input.industry,
    asked: chosen,
    words: input.words ?? "",
    ...(input.country ? { country: input.country } : {}),
    ...((input.undescribed ?? (input.words ?? "").trim() === "") ? { undescribed: true } : {}),
  };
  return { chosen, facts };
}
