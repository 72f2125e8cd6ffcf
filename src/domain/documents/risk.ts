import type { Control, Rating } from "../hazards/types";

/** 5 × 5 matrix: likelihood and consequence from 1 (lowest) to 5, score = product. */
export const LIKELIHOOD_LABELS = ["Rare", "Unlikely", "Possible", "Likely", "Almost certain"] as const;
export const CONSEQUENCE_LABELS = ["Insignificant", "Minor", "Moderate", "Major", "Catastrophic"] as const;

export type RiskLevel = "Low" | "Medium" | "High" | "Extreme";

export function riskScore(r: Rating): number {
  return r.likelihood * r.consequence;
}

export function riskLevel(r: Rating): RiskLevel {
  const score = riskScore(r);
  if (score >= 15) return "Extreme";
  if (score >= 8) return "High";
  if (score >= 4) return "Medium";
  return "Low";
}

/** "High (12)" */
export function riskLabel(r: Rating): string {
  return `${riskLevel(r)} (${riskScore(r)})`;
}

/** What each level asks of the business. */
export const RISK_ACTIONS: Record<RiskLevel, string> = {
  Extreme:
    "Do not start or continue the work until the risk is reduced; senior management approval required.",
  High: "Reduce the risk before work starts; where it stays High with the required controls, the work does not start until the supervisor has verified every control listed for it is in place, and is closely monitored while it runs.",
  Medium: "Apply the listed controls and check them during routine supervision.",
  Low: "Manage through normal procedures and review when things change.",
};

/** The matrix as table rows: likelihood down the side, consequence across. */
export function matrixRows(): Record<string, string>[] {
  return [5, 4, 3, 2, 1].map((likelihood) => {
    const row: Record<string, string> = { likelihood: `${likelihood} ${LIKELIHOOD_LABELS[likelihood - 1]}` };
    for (let consequence = 1; consequence <= 5; consequence++) {
      row[`c${consequence}`] = riskLabel({
        likelihood: likelihood as Rating["likelihood"],
        consequence: consequence as Rating["consequence"],
      });
    }
    return row;
  });
}

export function matrixColumns(): { key: string; label: string }[] {
  return [
    { key: "likelihood", label: "Likelihood \\ Consequence" },
    ...CONSEQUENCE_LABELS.map((label, i) => ({ key: `c${i + 1}`, label: `${i + 1} ${label}` })),
  ];
}

/**
 * The bands whose own legend above says the work may not start as it stands: Extreme until the
 * risk is reduced, High until every control it lists is verified. A residual printed in one of
 * them always comes with the row's start rule (`startRule`), so no document certifies work its
 * own legend forbids.
 */
export const MUST_NOT_START: readonly RiskLevel[] = ["High", "Extreme"];

export const mustNotStart = (r: Rating) => MUST_NOT_START.includes(riskLevel(r));

/** Controls that change the job (designing the hazard out, a substitute) are proposals, never verified in place. */
const PROPOSED: readonly Control["level"][] = ["elimination", "substitution"];

/**
 * What a row whose risk with its controls is in a must-not-start band says before its controls:
 * an Extreme row that the work does not start, a High row that it does not start until the
 * supervisor has verified every control it lists, or, for work done alone with no supervisor there
 * at the start, the check its hazard names instead (`startCheck`). Null for Medium and Low.
 */
export function startRule(
  residual: Rating,
  controls: readonly Pick<Control, "level" | "text">[],
  startCheck?: string,
): string | null {
  const level = riskLevel(residual);
  if (level === "Extreme")
    return `Do not start: with these controls the risk is still Extreme. ${RISK_ACTIONS.Extreme}`;
  if (level !== "High") return null;
  // Every control the row requires is verified, not a subset picked by its level: the one a
  // picker would leave out (the gas test before a tank entry) may be the one the rating rests on.
  const verifiable = controls.some((c) => !PROPOSED.includes(c.level));
  if (verifiable && startCheck) return startCheck;
  return verifiable
    ? "Do not start until the supervisor has verified every control listed here is in place."
    : "Do not start until the supervisor has put in place and verified controls that bring this risk down.";
}
