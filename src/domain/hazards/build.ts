import type { HighRiskWorkCategoryId } from "../legal/types";
import { CONTROL_LEVELS, type ControlLevel, type HazardEntry, type Rating } from "./types";

type Score = Rating["likelihood"];

/** Compact authoring form of a hazard entry; `hazard()` expands it. */
export type HazardSpec = {
  id: string;
  name: string;
  harm: string;
  whoAtRisk: string;
  /** [likelihood, consequence] before controls. */
  inherent: readonly [Score, Score];
  /** [likelihood, consequence] with the controls in place. */
  residual: readonly [Score, Score];
  /** Controls grouped by level; emitted in hierarchy order whatever order they are written in. */
  controls: Partial<Record<ControlLevel, string | readonly string[]>>;
  ppe?: readonly string[];
  permits?: readonly string[];
  competencies?: readonly string[];
  highRiskWork?: readonly HighRiskWorkCategoryId[];
};

function rating([likelihood, consequence]: readonly [Score, Score]): Rating {
  return { likelihood, consequence };
}

/** Expands a spec into a `HazardEntry` with controls in hierarchy-of-controls order. */
export function hazard(spec: HazardSpec): HazardEntry {
  const controls: HazardEntry["controls"] = [];
  for (const level of CONTROL_LEVELS) {
    const texts = spec.controls[level];
    if (texts === undefined) continue;
    for (const text of typeof texts === "string" ? [texts] : texts) controls.push({ level, text });
  }
  return {
    id: spec.id,
    name: spec.name,
    harm: spec.harm,
    whoAtRisk: spec.whoAtRisk,
    inherent: rating(spec.inherent),
    controls,
    residual: rating(spec.residual),
    ppe: [...(spec.ppe ?? [])],
    permits: [...(spec.permits ?? [])],
    competencies: [...(spec.competencies ?? [])],
    highRiskWork: [...(spec.highRiskWork ?? [])],
  };
}

/** Keys a list of entries by id; a repeated id is an authoring error. */
export function byId(entries: readonly HazardEntry[]): Record<string, HazardEntry> {
  const out: Record<string, HazardEntry> = {};
  for (const e of entries) {
    if (out[e.id] !== undefined) throw new Error(`Duplicate hazard id: ${e.id}`);
    out[e.id] = e;
  }
  return out;
}

/** Freezes a value and everything reachable from it, so shared library entries cannot be mutated. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
