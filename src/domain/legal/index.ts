import { unrecorded } from "./items";
import { DESCRIBES_LAW_FROM, INSTRUMENT_LIST, PROFILE_VERSIONS } from "./knowledge.generated";
import type { Citation, Instrument, JurisdictionProfile, ProfileVersion, Threshold } from "./types";

export { DESCRIBES_LAW_FROM } from "./knowledge.generated";
export * from "./types";

/** Every instrument a document may cite. Ids are stable and unique. */
export const INSTRUMENTS: readonly Instrument[] = INSTRUMENT_LIST;

const BY_ID: ReadonlyMap<string, Instrument> = new Map(INSTRUMENTS.map((i) => [i.id, i]));

export function instrument(id: string): Instrument | undefined {
  return BY_ID.get(id);
}

const VERSIONS: ReadonlyMap<string, readonly ProfileVersion[]> = new Map(Object.entries(PROFILE_VERSIONS));

/** Every region code that has a profile. */
export const PROFILE_CODES: readonly string[] = [...VERSIONS.keys()];

function versionsOf(regionCode: string): readonly ProfileVersion[] {
  const versions = VERSIONS.get(regionCode);
  if (!versions) throw new Error(`No legal profile for region "${regionCode}"`);
  return versions;
}

/** The legal profile of a region as it stands now and from now on; throws for a code without one. */
export function profileFor(regionCode: string): JurisdictionProfile {
  const versions = versionsOf(regionCode);
  return versions[versions.length - 1]!.profile;
}

/**
 * The legal profile of a region as it stands on `isoDate` (YYYY-MM-DD). Throws for a code without
 * a profile, and for a date before the knowledge base describes the law.
 */
export function profileOn(regionCode: string, isoDate: string): JurisdictionProfile {
  const versions = versionsOf(regionCode);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`"${isoDate}" is not a date written YYYY-MM-DD`);
  if (isoDate < DESCRIBES_LAW_FROM) {
    throw new Error(`The knowledge base describes the law from ${DESCRIBES_LAW_FROM}, not on ${isoDate}`);
  }
  const found = versions.find(
    (v) => (v.from === null || v.from <= isoDate) && (v.until === null || isoDate < v.until),
  );
  return found!.profile;
}

/**
 * The profile as it applies to a business of `industry`: a construction employer in the US works
 * under Part 1926, a WA mine under the Mines Regulations. Unknown industries get the profile as is.
 */
export function forIndustry(
  profile: JurisdictionProfile,
  industry: string | null | undefined,
): JurisdictionProfile {
  if (!profile.sectors) return profile;
  const { sectors, ...general } = profile;
  const overlay = industry ? sectors[industry] : undefined;
  return { ...general, ...overlay };
}

/**
 * The profile as it reads for a business whose headcount lies in `employees`: each threshold the
 * whole band meets replaces the text that would otherwise leave it open ("unless partially
 * exempt"). A band that straddles a threshold's limit keeps the general, conditional text.
 */
export function forHeadcount(
  profile: JurisdictionProfile,
  employees: { min: number; max: number | null },
): JurisdictionProfile {
  if (!profile.headcounts) return profile;
  const { headcounts, ...rest } = profile;
  let out: JurisdictionProfile = rest;
  for (const t of profile.thresholds) {
    const patches = headcounts[t.id];
    if (patches && wholly(t, employees)) for (const p of patches) out = withValue(out, p.path, p.value);
  }
  return out;
}

/** Whether every headcount of the band meets the threshold's limits. */
export function wholly(t: Threshold, e: { min: number; max: number | null }): boolean {
  const above = t.minEmployees === undefined || e.min >= t.minEmployees;
  const below = t.maxEmployees === undefined || (e.max !== null && e.max <= t.maxEmployees);
  return above && below;
}

/** A copy of `value` with the value at `path` replaced; the original is left untouched. */
function withValue<T>(value: T, path: readonly (string | number)[], next: unknown): T {
  if (path.length === 0) return next as T;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key!] = withValue(copy[key!], rest, next);
  return copy as T;
}

/**
 * The known instruments among a document's citations, first-cited first and each once, with
 * their titles and links: what a page showing the document needs of the law.
 */
export function citedInstruments(
  citations: readonly Citation[],
): { id: string; title: string; url: string }[] {
  const seen = new Set<string>();
  const out: { id: string; title: string; url: string }[] = [];
  for (const c of citations) {
    const found = instrument(c.id);
    if (!found || seen.has(found.id)) continue;
    seen.add(found.id);
    out.push({ id: found.id, title: found.title, url: found.url });
  }
  return out;
}

/** "Work Health and Safety Act 2011 (NSW), s 38". Throws for an unknown instrument id. */
export function citationTitle(c: Citation): string {
  const found = instrument(c.id);
  if (!found) throw new Error(`Unknown instrument "${c.id}"`);
  return c.pinpoint ? `${found.title}, ${c.pinpoint}` : found.title;
}

/** The provision or register entry of the cited instrument. Throws for an unknown id. */
export function citationUrl(c: Citation): string {
  const found = instrument(c.id);
  if (!found) throw new Error(`Unknown instrument "${c.id}"`);
  return found.url;
}

/** Each profile object as read for a set of applying instruments, keyed by that set. */
const READ_FOR = new Map<string, WeakMap<object, unknown>>();

/** Instruments whose duties depend on the business's facts. */
const CONDITIONAL = INSTRUMENTS.filter((i) => i.appliesWhen !== undefined || i.extent !== undefined);

const isCitation = (v: unknown): v is Citation =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as Citation).id === "string" &&
  BY_ID.has((v as Citation).id);

/**
 * The profile as it reads for a business: every provision of an instrument whose duties depend on
 * facts the business does not have (`appliesWhen`, judged by `applies`) is left out, with each
 * requirement, record period or training interval that rested on such provisions alone. A bookshop
 * is not told to certify its lockout procedures. A requirement the knowledge base gives no
 * provision for is kept: nothing shows it depends on such facts.
 */
export function forFacts(
  profile: JurisdictionProfile,
  applies: (instrument: Instrument) => boolean,
): JurisdictionProfile {
  if (CONDITIONAL.every(applies)) return profile;
  // Profiles share their topics between versions, industries and headcounts: each object is read
  // once for each set of instruments that apply.
  const signature = CONDITIONAL.map((i) => (applies(i) ? "1" : "0")).join("");
  const memo = READ_FOR.get(signature) ?? new WeakMap<object, unknown>();
  READ_FOR.set(signature, memo);
  const kept = (c: Citation) => {
    const found = BY_ID.get(c.id);
    return (found?.appliesWhen === undefined && found?.extent === undefined) || applies(found!);
  };
  // Each value comes back as it was unless something in it was left out, so a profile is copied
  // only along the paths that change.
  const walk = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    const known = memo.get(value);
    if (known !== undefined) return known;
    const read = walkOnce(value);
    memo.set(value, read);
    return read;
  };
  const walkOnce = (value: object): unknown => {
    if (Array.isArray(value)) {
      if (value.length > 0 && value.every(isCitation)) {
        const kept2 = value.filter(kept);
        return kept2.length === value.length ? value : kept2;
      }
      let changed = false;
      const out: unknown[] = [];
      for (const v of value) {
        const w = walk(v);
        if (w !== v) changed = true;
        const before = (v as { citations?: unknown } | null)?.citations;
        const after = (w as { citations?: unknown } | null)?.citations;
        // A record period or training interval that rested on such provisions alone goes with them.
        if (Array.isArray(before) && before.length > 0 && Array.isArray(after) && after.length === 0)
          continue;
        out.push(w);
      }
      return changed || out.length !== value.length ? out : value;
    }
    if (isCitation(value)) return value;
    const obj = value as Record<string, unknown>;
    let out: Record<string, unknown> | null = null;
    for (const key of Object.keys(obj)) {
      const w = walk(obj[key]);
      if (w !== obj[key]) {
        out ??= { ...obj };
        out[key] = w;
      }
    }
    // A topic's requirements are paired with their provisions by position.
    if (Array.isArray(obj.requirements) && Array.isArray(obj.provisions)) {
      const provisions = obj.provisions as Citation[][];
      const drop = provisions.map((p) => p.length > 0 && !p.some(kept));
      if (drop.some(Boolean)) {
        out ??= { ...obj };
        out.requirements = (obj.requirements as unknown[]).filter((_, i) => !drop[i]);
        out.provisions = provisions.filter((_, i) => !drop[i]).map((p) => p.filter(kept));
      }
    }
    return out ?? obj;
  };
  // The walk reads every part of the profile; a document relies only on what its composers read.
  return unrecorded(() => walk(profile)) as JurisdictionProfile;
}
