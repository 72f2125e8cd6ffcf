/**
 * Words that say a step is the response to an incident rather than work: reporting what happened,
 * first aid, post-exposure follow-up, responding to an injury. Such a step meets no hazard of its
 * own and is not rated; it is written in the task's `ifIncident` and shown with the emergency
 * procedures.
 */
export const RESPONSE_STEP =
  /^(report|respond|give first aid|seek medical)\b|\bpost-exposure\b|\bfirst aid\b|\bafter an? (incident|injury|exposure|needlestick)\b/i;
