import type { Citation, Topic } from "./types";

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

/** Each requirement of a topic with the provisions that state it (none where none is confirmed). */
export function requirementItems(topic: Topic): { text: string; citations: Citation[] }[] {
  return topic.requirements.map((text, i) => ({ text, citations: topic.provisions[i] ?? [] }));
}
