import type { HeadcountPatch, JurisdictionProfile, Threshold } from "../../src/domain/legal/types";

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The smallest replacements that turn `before` into `after`: lists of the same length and objects
 * with the same keys are compared item by item, anything else is replaced whole. Small patches let
 * two headcount overlays change different sentences of one topic without undoing each other.
 */
export function patchesBetween(
  before: unknown,
  after: unknown,
  path: (string | number)[] = [],
): HeadcountPatch[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, i) => patchesBetween(item, after[i], [...path, i]));
  }
  if (isObject(before) && isObject(after)) {
    const keys = Object.keys(after);
    if (keys.length === Object.keys(before).length && keys.every((k) => k in before)) {
      return keys.flatMap((k) => patchesBetween(before[k], after[k], [...path, k]));
    }
  }
  return [{ path, value: after }];
}

/** Whether some headcount meets both thresholds' limits, so that both overlays would apply together. */
function overlap(a: Threshold, b: Threshold): boolean {
  const low = Math.max(a.minEmployees ?? 0, b.minEmployees ?? 0);
  const high = Math.min(
    a.maxEmployees ?? Number.POSITIVE_INFINITY,
    b.maxEmployees ?? Number.POSITIVE_INFINITY,
  );
  return low <= high;
}

const prefixOf = (a: HeadcountPatch["path"], b: HeadcountPatch["path"]) =>
  a.length <= b.length && a.every((k, i) => k === b[i]);

/**
 * Problems with one profile's compiled headcount overlays: an overlay keyed by a threshold the
 * profile does not have (it could never apply), and two overlays that can apply to one band and
 * write the same text (the result would depend on their order).
 */
export function headcountProblems(
  profile: JurisdictionProfile,
  overlays: Partial<Record<string, HeadcountPatch[]>>,
): string[] {
  const problems: string[] = [];
  const byId = new Map(profile.thresholds.map((t) => [t.id as string, t]));
  const keys = Object.keys(overlays);
  for (const key of keys) {
    if (!byId.has(key)) problems.push(`"${key}" is not a threshold of this profile, so it never applies`);
  }
  keys.forEach((a, i) => {
    for (const b of keys.slice(i + 1)) {
      const ta = byId.get(a);
      const tb = byId.get(b);
      if (!ta || !tb || !overlap(ta, tb)) continue;
      const clash = overlays[a]!.find((p) =>
        overlays[b]!.some((q) => prefixOf(p.path, q.path) || prefixOf(q.path, p.path)),
      );
      if (clash)
        problems.push(`"${a}" and "${b}" can apply to one band and both change ${clash.path.join(".")}`);
    }
  });
  return problems;
}
