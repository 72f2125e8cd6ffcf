import { type GbPlace, placesWithin } from "../catalogue/gb-nations";
import type { Citation, HighRiskWorkCategoryId, HighRiskWorkRule, JurisdictionProfile, Topic } from "./types";

/**
 * The profile's sentences as they read in one part of its jurisdiction (`placeWording`, a nation of
 * Great Britain), or as written where the place is not known. A place within another (Wales within
 * England and Wales) reads its own wording first, then the wider place's for what is left.
 * `encode` is applied to both sides when the text is markup.
 */
export function placeWorder(
  profile: Pick<JurisdictionProfile, "placeWording">,
  place: GbPlace | undefined,
  encode: (text: string) => string = (text) => text,
): (value: string) => string {
  const placed = place ? placesWithin(place).flatMap((p) => profile.placeWording?.[p] ?? []) : [];
  return (value) => placed.reduce((v, o) => v.split(encode(o.text)).join(encode(o.reads)), value);
}

/** Drops repeated citations (same instrument and pinpoint), keeping the first. */
export function uniqueCitations(citations: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((c) => {
    const key = `${c.id}|${c.pinpoint ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The provisions cited of one instrument, each once, in the order first cited. Where the whole of a
 * provision is cited ("reg 3"), its own sub-paragraphs ("reg 3(1)", "reg 3(1)(a)") are not listed
 * beside it: the whole already includes them.
 */
export function citedPinpoints(pinpoints: readonly (string | undefined)[]): string[] {
  const pins = [...new Set(pinpoints.filter((p): p is string => !!p))];
  return pins.filter((pin) => !pins.some((whole) => pin !== whole && pin.startsWith(`${whole}(`)));
}

/** Each requirement of a topic with the provisions that state it (none where none is confirmed). */
export function requirementItems(topic: Topic): { text: string; citations: Citation[] }[] {
  return topic.requirements.map((text, i) => ({ text, citations: topic.provisions[i] ?? [] }));
}

/**
 * Whether the law requires the method document (SWMS, RAMS, JSA) for high-risk work of these
 * categories: for `some` of them (an action to prepare one for the work that needs it) or for
 * `all` of them (a check that one is on hand for every high-risk task). None: not required.
 */
export function methodDocumentRequired(
  rule: HighRiskWorkRule["methodDocument"],
  categories: readonly HighRiskWorkCategoryId[],
  scope: "some" | "all",
): boolean {
  if (!rule.required || categories.length === 0) return false;
  const { onlyFor } = rule;
  if (!onlyFor) return true;
  return scope === "all"
    ? categories.every((id) => onlyFor.includes(id))
    : categories.some((id) => onlyFor.includes(id));
}
