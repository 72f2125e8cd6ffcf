import { PLACES_VISITED } from "./index.generated";
import type { PlacesVisited } from "./types";
import { allTypedWords, allWords, mentions } from "./words";

/**
 * A business's words without the places its work only goes to. A funeral director that collects
 * the deceased "from homes, hospitals and nursing homes" runs none of those hospitals' water
 * systems or patients; a cleaner that cleans "hotels and schools" runs neither hotel nor school. The
 * hazard library's lines for a place are the place's own plant and people, so a place named where
 * the work goes must not bring them; the business's own trade words still count ("plumbing" in a
 * plumber's "in hotels"). Which words say the work goes to a place, and which places, are data
 * (knowledge/keywords/places-visited.yaml), so a safety professional reads and changes them.
 *
 * A place is left out where, in the same sentence or clause, the nearest of the going-to and own
 * words before it is a going-to word: a list after "from" or "clean" is all visited, "in our hotel"
 * is the business's own. A business of one of the place's industries runs such places, and keeps
 * them wherever named, unless its own words name work done at others' venues (`trades`: a
 * door-supervision firm filed under hospitality goes "to pubs"). Sentences and clauses end at . ; : ! ? brackets, dashes and line breaks; a
 * comma continues a list. A place followed, alone or in a list joined by "and" or "or", by a word of
 * work done for it ("hotel cleaning") is left out too. A clause with nothing left out is returned
 * as written.
 */
export function withoutPlacesVisited(
  text: string,
  industry: string | undefined,
  data: PlacesVisited = PLACES_VISITED,
  visited: readonly string[] = [],
): string {
  // A business whose own words name work done at others' venues (door supervisors "for pubs")
  // goes to the places it names, even where its industry runs such places.
  const visits = mentions(text, data.trades ?? []);
  const places = data.places
    .filter((p) => industry === undefined || visits || !p.industries.includes(industry))
    .flatMap((p) => p.words.map(allWords));
  if (places.length === 0 || text.trim() === "") return text;
  const reading: Reading = {
    places,
    visited: visited.map(allWords),
    goingTo: data.goingTo.map(allWords),
    workFor: data.workFor.map(allWords),
    own: new Set(data.own.flatMap(allWords)),
  };
  // Odd entries are the separators, kept as written.
  const parts = text.split(/([.;:!?()[\]\n–—]+|\s-\s)/);
  return parts.map((clause, n) => (n % 2 === 1 ? clause : clauseWithout(clause, reading))).join("");
}

/** The data as stems: the places not of the business's industry, and the words around them. */
type Reading = {
  places: readonly string[][];
  /** Places the business's own description names only as where its work goes. */
  visited: readonly string[][];
  goingTo: readonly string[][];
  workFor: readonly string[][];
  own: ReadonlySet<string>;
};

/** Whether `phrase` is spelled in `stems` starting at `at`. */
const spelledAt = (stems: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.length > 0 && phrase.every((w, k) => stems[at + k] === w);

/** How many words the longest place spelled at `at` takes, or 0. */
const placeAt = (stems: readonly string[], at: number, r: Reading) =>
  Math.max(0, ...r.places.filter((p) => spelledAt(stems, at, p)).map((p) => p.length));

function clauseWithout(clause: string, r: Reading): string {
  const stems = allWords(clause);
  const left = new Set<number>();
  for (let i = 0; i < stems.length; i++) {
    const length = placeAt(stems, i, r);
    if (length === 0) continue;
    const elsewhere = visitedElsewhere(stems, i, length, r);
    if (!(elsewhere || goneTo(stems, i, r) || workedFor(stems, i + length, r))) continue;
    for (let k = 0; k < length; k++) left.add(i + k);
  }
  if (left.size === 0) return clause;
  return allTypedWords(clause)
    .filter((_, i) => !left.has(i))
    .join(" ");
}

/**
 * Whether the place spelled at `at` is one the business's description names only as where its work
 * goes, with no own word before it in the clause ("our hospital" would be its own).
 */
function visitedElsewhere(stems: readonly string[], at: number, length: number, r: Reading): boolean {
  const place = stems.slice(at, at + length);
  if (!r.visited.some((v) => v.length === place.length && v.every((w, k) => w === place[k]))) return false;
  return !stems.slice(0, at).some((w) => r.own.has(w));
}

/** Whether the nearest going-to or own word before position `at` is a going-to word. */
function goneTo(stems: readonly string[], at: number, r: Reading): boolean {
  for (let j = at - 1; j >= 0; j--) {
    if (r.own.has(stems[j]!)) return false;
    if (r.goingTo.some((g) => g.length <= j + 1 && spelledAt(stems, j - g.length + 1, g))) return true;
  }
  return false;
}

/**
 * Whether, after a place ending at `at` and any further places joined to it by "and" or "or", the
 * next words name work done for it ("hospital and hotel cleaning").
 */
function workedFor(stems: readonly string[], at: number, r: Reading): boolean {
  let j = at;
  while (j < stems.length) {
    if (stems[j] === "and" || stems[j] === "or") j++;
    else if (placeAt(stems, j, r) > 0) j += placeAt(stems, j, r);
    else break;
  }
  return r.workFor.some((w) => spelledAt(stems, j, w));
}

/**
 * Whether `text` (a document's site, or the business's words) names other people's places as where
 * the work is done: a cleaner's "clients' homes", a mechanic's "customers' sites". Such a site is
 * no premises of the business: it has no sign-in or evacuation diagram of its own there.
 */
export function namesOthersPlaces(text: string, data: PlacesVisited = PLACES_VISITED): boolean {
  return mentions(text, data.othersPlaces ?? []);
}

/**
 * Whether the business's own words say it has no premises of its own: a mobile groomer's "no shop
 * or premises", a "fully mobile" mechanic. All its work is then at other people's places or on the
 * road, so where a document names no site, it has no building of the business's to evacuate.
 */
export function saysNoPremises(
  text: string | null | undefined,
  data: PlacesVisited = PLACES_VISITED,
): boolean {
  return !!text?.trim() && mentions(text, data.noPremises ?? []);
}

/**
 * Whether the business's own words name premises of its own ("our workshop", "our yard"): a
 * business that also works at clients' properties still has somewhere of its own to evacuate.
 */
export function namesOwnPremises(
  text: string | null | undefined,
  data: PlacesVisited = PLACES_VISITED,
): boolean {
  if (!text?.trim()) return false;
  // Read as written, "our" and all: the library's word reading sets such small words aside, and
  // "homes and shops" worked at names no shop of the business's own.
  const said = ` ${text.toLowerCase().replace(/[^a-z0-9']+/g, " ")} `;
  return (data.ownPremises ?? []).some(
    (p) => said.includes(` ${p.toLowerCase()} `) || said.includes(` ${p.toLowerCase()}s `),
  );
}

/**
 * The places a business's description names only as where its work goes: every time it names one,
 * the place is left out (`withoutPlacesVisited`). A funeral home that collects the deceased "from
 * homes, hospitals and nursing homes" goes to hospitals; a risk assessment whose scope then lists
 * "Hospitals and nursing homes" names where that work is done, not premises the business runs, so
 * its scope is read with these places left out wherever it names them.
 */
export function placesOnlyVisited(
  description: string | null | undefined,
  industry: string | undefined,
  data: PlacesVisited = PLACES_VISITED,
): string[] {
  if (!description?.trim()) return [];
  const said = allWords(description);
  const kept = allWords(withoutPlacesVisited(description, industry, data));
  const spelled = (stems: readonly string[], phrase: readonly string[]) =>
    stems.some((_, i) => spelledAt(stems, i, phrase));
  return data.places
    .filter(
      (p) =>
        industry === undefined ||
        !p.industries.includes(industry) ||
        mentions(description, data.trades ?? []),
    )
    .flatMap((p) => p.words)
    .filter((w) => spelled(said, allWords(w)) && !spelled(kept, allWords(w)));
}
