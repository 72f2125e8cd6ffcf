import { PLACES_VISITED } from "./index.generated";
import type { PlacesVisited } from "./types";
import { allTypedWords, allWords } from "./words";

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
 * them wherever named. Sentences and clauses end at . ; : ! ? brackets, dashes and line breaks; a
 * comma continues a list. A clause with nothing left out is returned as written.
 */
export function withoutPlacesVisited(
  text: string,
  industry: string | undefined,
  data: PlacesVisited = PLACES_VISITED,
): string {
  const places = data.places
    .filter((p) => industry === undefined || !p.industries.includes(industry))
    .flatMap((p) => p.words.map(allWords));
  if (places.length === 0 || text.trim() === "") return text;
  const goingTo = data.goingTo.map(allWords);
  const own = new Set(data.own.flatMap(allWords));
  // Odd entries are the separators, kept as written.
  const parts = text.split(/([.;:!?()[\]\n–—]+|\s-\s)/);
  return parts
    .map((clause, n) => (n % 2 === 1 ? clause : clauseWithout(clause, places, goingTo, own)))
    .join("");
}

/** Whether `phrase` is spelled in `stems` starting at `at`. */
const spelledAt = (stems: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.length > 0 && phrase.every((w, k) => stems[at + k] === w);

function clauseWithout(
  clause: string,
  places: readonly string[][],
  goingTo: readonly string[][],
  own: ReadonlySet<string>,
): string {
  const stems = allWords(clause);
  const left = new Set<number>();
  for (let i = 0; i < stems.length; i++) {
    const longest = Math.max(0, ...places.filter((p) => spelledAt(stems, i, p)).map((p) => p.length));
    if (longest === 0 || !visited(stems, i, goingTo, own)) continue;
    for (let k = 0; k < longest; k++) left.add(i + k);
  }
  if (left.size === 0) return clause;
  return allTypedWords(clause)
    .filter((_, i) => !left.has(i))
    .join(" ");
}

/** Whether the nearest going-to or own word before position `at` is a going-to word. */
function visited(
  stems: readonly string[],
  at: number,
  goingTo: readonly string[][],
  own: ReadonlySet<string>,
) {
  for (let j = at - 1; j >= 0; j--) {
    if (own.has(stems[j]!)) return false;
    if (goingTo.some((g) => g.length <= j + 1 && spelledAt(stems, j - g.length + 1, g))) return true;
  }
  return false;
}
