import { optionLabel } from "./option";

export type EmployeeBandOption<V extends string = string> = {
  readonly value: V;
  readonly label: string;
  readonly min: number;
  readonly max: number | null;
};

export const EMPLOYEE_BANDS = [
  { value: "1-5", label: "1-5 employees", min: 1, max: 5 },
  { value: "6-19", label: "6-19 employees", min: 6, max: 19 },
  { value: "20-49", label: "20-49 employees", min: 20, max: 49 },
  { value: "50-199", label: "50-199 employees", min: 50, max: 199 },
  { value: "200+", label: "200+ employees", min: 200, max: null },
] as const satisfies readonly EmployeeBandOption[];

export const TRIAL_EMPLOYEE_BANDS = [
  { value: "1-5", label: "1-5 employees", min: 1, max: 5 },
  { value: "6-19", label: "6-19 employees", min: 6, max: 19 },
  { value: "20-49", label: "20-49 employees", min: 20, max: 49 },
  { value: "50-99", label: "50-99 employees", min: 50, max: 99 },
  { value: "100+", label: "100+ employees", min: 100, max: null },
] as const satisfies readonly EmployeeBandOption[];

export type EmployeeBand = (typeof EMPLOYEE_BANDS)[number]["value"];
export type TrialEmployeeBand = (typeof TRIAL_EMPLOYEE_BANDS)[number]["value"];

export type EmployeeRange = { min: number; max: number | null };

/**
 * Range of a band from either list. Also reads the plain shapes "12", "10-30" and "40+", because
 * legal thresholds must still work for employee counts stored outside the two lists.
 */
export function bandRange(value: string): EmployeeRange | undefined {
  const bands: readonly EmployeeBandOption[] = [...EMPLOYEE_BANDS, ...TRIAL_EMPLOYEE_BANDS];
  const band = bands.find((b) => b.value === value);
  if (band) return { min: band.min, max: band.max };

  const text = value.trim();
  const exact = /^(\d+)$/.exec(text);
  if (exact) return { min: Number(exact[1]), max: Number(exact[1]) };
  const span = /^(\d+)\s*[-–]\s*(\d+)$/.exec(text);
  if (span) {
    const min = Number(span[1]);
    const max = Number(span[2]);
    return min <= max ? { min, max } : undefined;
  }
  const open = /^(\d+)\s*\+$/.exec(text);
  if (open) return { min: Number(open[1]), max: null };
  return undefined;
}

export function employeeBandLabel(value: string): string {
  return optionLabel([...EMPLOYEE_BANDS, ...TRIAL_EMPLOYEE_BANDS], value);
}

/** A free-trial headcount band as a business form band: 50-99 and 100+ become 50-199, which the owner can change. */
export function businessBandOf(trial: string): EmployeeBand {
  if (trial === "50-99") return "50-199";
  if (trial === "100+") return "50-199";
  return EMPLOYEE_BANDS.some((b) => b.value === trial) ? (trial as EmployeeBand) : "1-5";
}
