import type { ControlLevel, Rating } from "./types";

/**
 * The risk after controls that the controls actually in place justify. Only what is in place (or
 * required before work starts) counts; proposed controls do not lower the rating until they are
 * done. Elimination removes the exposure; substitution, isolation or engineering lower the
 * likelihood by two steps; administrative controls and PPE by one step each; together by at most
 * three. Consequence is left as it is: most controls make harm less likely, not less severe.
 */
export function justifiedResidual(inherent: Rating, inPlace: readonly ControlLevel[]): Rating {
  if (inPlace.includes("elimination")) return { likelihood: 1, consequence: inherent.consequence };
  let reduction = 0;
  if (inPlace.some((l) => l === "substitution" || l === "isolation" || l === "engineering")) reduction += 2;
  if (inPlace.includes("administrative")) reduction += 1;
  if (inPlace.includes("ppe")) reduction += 1;
  const likelihood = Math.max(1, inherent.likelihood - Math.min(reduction, 3)) as Rating["likelihood"];
  return { likelihood, consequence: inherent.consequence };
}

/** The worse (higher-scoring) of two ratings; on a tie, the one with the higher consequence. */
export function worseRating(a: Rating, b: Rating): Rating {
  const sa = a.likelihood * a.consequence;
  const sb = b.likelihood * b.consequence;
  if (sa !== sb) return sa > sb ? a : b;
  return a.consequence >= b.consequence ? a : b;
}
