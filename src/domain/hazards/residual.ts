import type { ControlLevel, Rating } from "./types";

/** Catastrophic: a death or permanent disabling injury, on the matrix's consequence scale. */
export const CATASTROPHIC = 5;
/** Unlikely, on the matrix's likelihood scale. */
const UNLIKELY = 2;

/**
 * The risk after controls that the controls actually in place justify. Only what is in place (or
 * required before work starts) counts; proposed controls do not lower the rating until they are
 * done.
 *
 * Controls lower the likelihood: elimination removes the exposure; substitution, isolation or
 * engineering lower it by two steps; administrative controls and PPE by one step each; together by
 * at most three. A catastrophic hazard that is Possible or more likely before controls stays
 * Unlikely at best unless it is eliminated: barriers, shoring, guards and procedures can fail, and
 * when they do the harm is a death, so only removing the hazard makes it Rare.
 *
 * The consequence is kept: a procedure or PPE does not change the energy that does the harm, and
 * none of the library's controls is recorded as changing it, so the harm if it happens is the
 * harm before controls.
 */
export function justifiedResidual(inherent: Rating, inPlace: readonly ControlLevel[]): Rating {
  if (inPlace.includes("elimination")) return { likelihood: 1, consequence: inherent.consequence };
  let reduction = 0;
  if (inPlace.some((l) => l === "substitution" || l === "isolation" || l === "engineering")) reduction += 2;
  if (inPlace.includes("administrative")) reduction += 1;
  if (inPlace.includes("ppe")) reduction += 1;
  const floor = inherent.consequence === CATASTROPHIC && inherent.likelihood > UNLIKELY ? UNLIKELY : 1;
  const likelihood = Math.max(floor, inherent.likelihood - Math.min(reduction, 3)) as Rating["likelihood"];
  return { likelihood, consequence: inherent.consequence };
}

/**
 * The risk after controls given a rating someone wrote for it (the library's residual): never
 * lower than the controls in place justify, and never with a lower consequence than before
 * controls, so a written rating can make the residual more cautious but never more hopeful.
 */
export function honestResidual(inherent: Rating, written: Rating, inPlace: readonly ControlLevel[]): Rating {
  const justified = justifiedResidual(inherent, inPlace);
  const likelihood = Math.max(justified.likelihood, written.likelihood) as Rating["likelihood"];
  return { likelihood, consequence: justified.consequence };
}

/** The worse (higher-scoring) of two ratings; on a tie, the one with the higher consequence. */
export function worseRating(a: Rating, b: Rating): Rating {
  const sa = a.likelihood * a.consequence;
  const sb = b.likelihood * b.consequence;
  if (sa !== sb) return sa > sb ? a : b;
  return a.consequence >= b.consequence ? a : b;
}
