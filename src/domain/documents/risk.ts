import type { Rating } from "../hazards/types";

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
  High: "Reduce the risk before work starts; supervisor sign-off and close monitoring while it runs.",
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
