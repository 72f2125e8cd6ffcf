import type { Citation, HighRiskWorkCategoryId } from "./types";

/** A citation, with the pinpoint only when one is given. */
export function cite(id: string, pinpoint?: string | null): Citation {
  return pinpoint ? { id, pinpoint } : { id };
}

/**
 * The 18 paragraphs of model WHS Regulations r 291, with (g) split into (g)(i) and (g)(ii), keyed by the
 * semantic category ids. Wording per the legal reference §B1 ("construction work that …").
 */
export const MODEL_HRCW: readonly { id: HighRiskWorkCategoryId; para: string; text: string }[] = [
  { id: "fall-over-2m", para: "(a)", text: "involves a risk of a person falling more than 2 m" },
  { id: "telecommunication-tower", para: "(b)", text: "is carried out on a telecommunication tower" },
  {
    id: "demolition-load-bearing",
    para: "(c)",
    text: "involves demolition of an element of a structure that is load-bearing or otherwise related to the physical integrity of the structure",
  },
  {
    id: "asbestos-disturbance",
    para: "(d)",
    text: "involves, or is likely to involve, the disturbance of asbestos",
  },
  {
    id: "temporary-support",
    para: "(e)",
    text: "involves structural alterations or repairs that require temporary support to prevent collapse",
  },
  { id: "confined-space", para: "(f)", text: "is carried out in or near a confined space" },
  {
    id: "trench-over-1-5m",
    para: "(g)(i)",
    text: "is carried out in or near a shaft or trench with an excavated depth greater than 1.5 m",
  },
  { id: "tunnel", para: "(g)(ii)", text: "is carried out in or near a tunnel" },
  { id: "explosives", para: "(h)", text: "involves the use of explosives" },
  {
    id: "pressurised-gas-mains",
    para: "(i)",
    text: "is carried out on or near pressurised gas distribution mains or piping",
  },
  {
    id: "chemical-fuel-refrigerant-lines",
    para: "(j)",
    text: "is carried out on or near chemical, fuel or refrigerant lines",
  },
  {
    id: "energised-electrical",
    para: "(k)",
    text: "is carried out on or near energised electrical installations or services",
  },
  {
    id: "contaminated-atmosphere",
    para: "(l)",
    text: "is carried out in an area that may have a contaminated or flammable atmosphere",
  },
  { id: "tilt-up-precast", para: "(m)", text: "involves tilt-up or precast concrete" },
  {
    id: "traffic-corridor",
    para: "(n)",
    text: "is carried out on, in or adjacent to a road, railway, shipping lane or other traffic corridor in use by traffic other than pedestrians",
  },
  {
    id: "powered-mobile-plant",
    para: "(o)",
    text: "is carried out in an area of a workplace where there is any movement of powered mobile plant",
  },
  {
    id: "artificial-temperature-extremes",
    para: "(p)",
    text: "is carried out in an area with artificial extremes of temperature",
  },
  {
    id: "water-drowning-risk",
    para: "(q)",
    text: "is carried out in or near water or other liquid that involves a risk of drowning",
  },
  { id: "diving", para: "(r)", text: "involves diving work" },
];

/** The hierarchy-of-control steps used by the Australian and New Zealand profiles. */
export const HIERARCHY_STEPS: readonly string[] = [
  "Identify reasonably foreseeable hazards that could give rise to risks to health and safety",
  "Assess the risks: how likely harm is and how serious it could be",
  "Eliminate the risk; if that is not reasonably practicable, minimise it",
  "Minimise risks by substitution, isolation or engineering controls, then administrative controls, and only then personal protective equipment",
  "Maintain the control measures so they remain effective",
  "Review the control measures, and revise them when they are not effective or circumstances change",
];

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

/** Applies `uniqueCitations` to every citation list of a profile. */
export function withUniqueCitations<P extends Record<string, unknown>>(profile: P): P {
  const out: Record<string, unknown> = { ...profile };
  for (const [key, value] of Object.entries(profile)) {
    if (value && typeof value === "object" && "citations" in value && Array.isArray(value.citations)) {
      out[key] = { ...value, citations: uniqueCitations(value.citations as Citation[]) };
    }
  }
  return out as P;
}
