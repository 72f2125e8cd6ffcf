import type { JurisdictionProfile } from "./types";

/**
 * A knowledge item is one fact of the law a document can rely on: a field of a jurisdiction's
 * profile ("AU-NSW:regulator.notificationPhone", "AU-NSW:incidentNotification.requirements") or
 * an instrument ("instrument:au-nsw-whs-regulation-2025"), or a document type's wording
 * ("template:ppe-register"). Lists count as one item: a document
 * that reads a list relies on all of it. Each item has a fingerprint of its value, so a document
 * can tell later whether anything it relied on has changed.
 */
export type ItemKey = string;

export const profileItem = (code: string, path: string): ItemKey => `${code}:${path}`;
export const instrumentItem = (id: string): ItemKey => `instrument:${id}`;
/** A document type's wording (`knowledge/documents/<type>/template.yaml`), fingerprinted as a whole. */
export const templateItem = (documentType: string): ItemKey => `template:${documentType}`;

/** Whether a changelog item names the document's item or one that contains or is contained by it. */
export function itemsOverlap(a: ItemKey, b: ItemKey): boolean {
  if (a === b) return true;
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.startsWith(short) && (long[short.length] === "." || long[short.length] === ":");
}

/** A short, stable fingerprint of a value (FNV-1a over its JSON with sorted keys). */
export function fingerprint(value: unknown): string {
  const text = canonical(value);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

function canonical(v: unknown): string {
  if (v === undefined) return "null";
  if (v === null || typeof v !== "object") return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  const entries = Object.entries(v)
    .filter(([, x]) => x !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(",")}}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The value at a dotted path of a profile, or undefined. */
export function valueAt(profile: unknown, path: string): unknown {
  let v: unknown = profile;
  for (const seg of path.split(".")) {
    if (!isRecord(v)) return undefined;
    v = v[seg];
  }
  return v;
}

/** Every item of a profile with its value: leaves and lists, keyed by dotted path. */
export function profileLeaves(profile: JurisdictionProfile): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (v: unknown, path: string) => {
    if (isRecord(v) && Object.keys(v).length > 0) {
      for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
    } else out.set(path, v);
  };
  walk(profile, "");
  return out;
}

/** The paths whose values differ between two versions of a profile (added and removed included). */
export function changedPaths(before: JurisdictionProfile, after: JurisdictionProfile): string[] {
  const a = profileLeaves(before);
  const b = profileLeaves(after);
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((p) => fingerprint(a.get(p)) !== fingerprint(b.get(p))).sort();
}

/**
 * The profile seen through a recorder: every field read is noted by its path, down to a text,
 * number, list or missing value. Objects read whole (spread, listed keys) are noted at their own
 * path. The profile itself is untouched.
 */
/** How many `unrecorded` calls are under way: reads made inside them are not the document's. */
let quiet = 0;

/**
 * Runs `read` without recording what it reads: fitting the law to a business's facts walks the
 * whole profile, and a document relies only on what its composers then read, not on that walk.
 */
export function unrecorded<T>(read: () => T): T {
  quiet += 1;
  try {
    return read();
  } finally {
    quiet -= 1;
  }
}

export function recordReads(profile: JurisdictionProfile): {
  profile: JurisdictionProfile;
  reads: Set<string>;
} {
  const reads = new Set<string>();
  const cache = new Map<string, object>();
  const wrap = (target: object, path: string): object => {
    const known = cache.get(path);
    if (known) return known;
    const proxy = new Proxy(target, {
      get(t, key, receiver) {
        const value = Reflect.get(t, key, receiver);
        if (typeof key !== "string") return value;
        const at = path ? `${path}.${key}` : key;
        if (isRecord(value) && Object.keys(value).length > 0) return wrap(value, at);
        if (quiet === 0) reads.add(at);
        return value;
      },
      ownKeys(t) {
        if (path && quiet === 0) reads.add(path);
        return Reflect.ownKeys(t);
      },
    });
    cache.set(path, proxy);
    return proxy;
  };
  return { profile: wrap(profile, "") as JurisdictionProfile, reads };
}
