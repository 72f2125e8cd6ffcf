import { mentions } from "../tasks/words";
import { SECTORS } from "./library.generated";

/**
 * The work a business's own description names, as its documents' prose names it ("forestry"),
 * where it registered under an industry that work is filed under; else null. The first sector of
 * `knowledge/keywords/sectors.yaml` the description names wins.
 */
export function sectorOf(business: { industry: string; workDescription?: string | null }): string | null {
  const text = business.workDescription ?? "";
  if (!text.trim()) return null;
  const found = SECTORS.find(
    (s) => s.industries.includes(business.industry) && mentions(text, s.words, s.except),
  );
  return found?.name ?? null;
}
