import type { NewJobResult } from "../../../contracts/next-job";

/** What the customer is told of their edits once the new job's document is made. */
export function editsNotice({ edits }: NewJobResult): string {
  const parts: string[] = [];
  if (edits.kept.length) parts.push(`Your edits to ${edits.kept.join(", ")} were carried over.`);
  if (edits.rewritten.length)
    parts.push(
      `${edits.rewritten.join(", ")} ${edits.rewritten.length === 1 ? "was" : "were"} written again for the new job or its law: check ${edits.rewritten.length === 1 ? "it" : "them"} and add back what still applies.`,
    );
  return parts.join(" ") || "A draft for the new job, with its own history.";
}
