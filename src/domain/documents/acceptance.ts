import { formatDocumentDate } from "../catalogue";

/** An outside reviewer's acceptance of the version a copy shows. */
export type Acceptance = { name: string; organisation: string; acceptedAt: string; issue: number };

/**
 * The document-control rows that record who accepted this version, when (UTC, so every reader
 * sees the same time) and which version. Only acceptances of the exact version exported are given.
 */
export function acceptanceRows(acceptances: readonly Acceptance[], country: string): [string, string][] {
  return acceptances.map((a) => {
    const at = new Date(a.acceptedAt);
    const time = at.toISOString().slice(11, 16);
    return [
      "Accepted by",
      `${a.organisation} (${a.name}), ${formatDocumentDate(at, country)} ${time} UTC, version ${a.issue}`,
    ];
  });
}
