/**
 * Risk ratings in exported tables are filled with their level's colour, as the document's risk
 * matrix (`src/domain/documents/risk.ts`) names the levels. The level word always stays in the
 * cell, so a black-and-white print still reads "High (12)"; the tints are light enough for the
 * dark text on them to keep its contrast.
 */
export type RiskBand = "low" | "medium" | "high" | "extreme";

/** Light tints (hex without "#"), one per band. */
export const RISK_FILLS: Record<RiskBand, string> = {
  low: "D1FAE5",
  medium: "FEF3C7",
  high: "FED7AA",
  extreme: "FECACA",
};

const WORDS: [RegExp, RiskBand][] = [
  [/^(?:very low|low|negligible)$/, "low"],
  [/^(?:medium|moderate)$/, "medium"],
  [/^(?:high)$/, "high"],
  [/^(?:very high|extreme|critical|intolerable)$/, "extreme"],
];

/**
 * The band of a cell that holds a risk rating and nothing else: "High (12)", "Extreme",
 * "medium (4)", "Low – 3". Anything more (a sentence that merely starts with "High", a control, a
 * name) is not a rating and gets no colour.
 */
export function riskBandOf(text: string): RiskBand | null {
  const match =
    /^\s*([a-z]+(?: [a-z]+)?)\s*(?:(?:\(\s*\d{1,2}\s*\))|(?:[-–—:]\s*\d{1,2}))?\s*(?:risk)?\s*$/i.exec(text);
  if (!match) return null;
  const words = match[1]!.toLowerCase().replace(/\s+risk$/, "");
  for (const [pattern, band] of WORDS) if (pattern.test(words)) return band;
  return null;
}

/** The fill of a rating cell, or null for every other cell. */
export function riskFill(text: string): string | null {
  const band = riskBandOf(text);
  return band ? RISK_FILLS[band] : null;
}
