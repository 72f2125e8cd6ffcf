import type { Citation } from "./types";

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
