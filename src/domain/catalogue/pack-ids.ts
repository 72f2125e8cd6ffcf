/**
 * Pack ids on their own, importing nothing: document type definitions name the pack they belong
 * to, and the packs themselves are built from those definitions.
 */
export const PACK_IDS = [
  "core",
  "compliance-essentials",
  "operational-safety",
  "wellbeing-hr",
  "new-duties",
] as const;

export type PackId = (typeof PACK_IDS)[number];

export function isPackId(value: unknown): value is PackId {
  return typeof value === "string" && (PACK_IDS as readonly string[]).includes(value);
}
