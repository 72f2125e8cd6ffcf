import { joinPath, nodeOrigin, originOf, setKeyOrigin, setOrigin } from "./located";

/**
 * How a profile overrides the profile it extends: objects merge key by key, anything else
 * (text, lists) is replaced, `key+: [...]` appends to the inherited list, and a rule or an alias is
 * always replaced whole. In the keyed maps (thresholds, hazard citations, checks, refreshers, requirements,
 * high-risk work categories) `null` removes an inherited entry.
 */
const ATOMIC = /^(requirements|aliases)\.[^.]+$/;
const REMOVABLE =
  /^(thresholds|hazardCitations|checks|refreshers|requirements|highRiskWork\.categories)\.[^.]+$/;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export function merge(parent: unknown, child: unknown, path = ""): unknown {
  if (!isObject(parent) || !isObject(child) || ATOMIC.test(path)) return child;
  const out: Record<string, unknown> = {};
  setOrigin(out, nodeOrigin(child));
  for (const [k, v] of Object.entries(parent)) {
    out[k] = v;
    setKeyOrigin(out, k, originOf(parent, k));
  }
  const appends: [string, unknown[]][] = [];
  for (const [k, v] of Object.entries(child)) {
    if (k.endsWith("+")) {
      appends.push([k, v as unknown[]]);
      continue;
    }
    const p = joinPath(path, k);
    if (v === null && REMOVABLE.test(p)) {
      delete out[k];
      continue;
    }
    out[k] = k in out ? merge(out[k], v, p) : isObject(v) && !ATOMIC.test(p) ? merge({}, v, p) : v;
    setKeyOrigin(out, k, originOf(child, k));
  }
  for (const [k, items] of appends) {
    const base = k.slice(0, -1);
    const inherited = Array.isArray(out[base]) ? (out[base] as unknown[]) : [];
    const list = [...inherited, ...items];
    for (let i = 0; i < inherited.length; i++) setKeyOrigin(list, i, originOf(inherited, i));
    for (let i = 0; i < items.length; i++) setKeyOrigin(list, inherited.length + i, originOf(items, i));
    out[base] = list;
    setKeyOrigin(out, base, originOf(child, k));
  }
  return out;
}
