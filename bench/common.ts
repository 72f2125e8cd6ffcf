/** One figure of the benchmark, with the target it is held to where there is one. */
export type Row = { metric: string; value: number; unit: string; target?: string };

/** A New South Wales builder working at height: the business every browser and API bench registers. */
export const benchBusiness = (name: string) => ({
  name,
  country: "AU",
  jurisdiction: "AU-NSW",
  industry: "construction",
  employeeCount: "20-49",
  regions: ["AU-NSW"],
  highRiskActivities: ["working-at-height"],
});

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
export const round = (n: number) => Math.round(n * 100) / 100;
