import { type Option, optionLabel } from "./option";

export const BUSINESS_INDUSTRIES = [
  { value: "construction", label: "Construction" },
  { value: "manufacturing", label: "Manufacturing" },
  { value: "retail", label: "Retail" },
  { value: "hospitality", label: "Hospitality" },
  { value: "healthcare", label: "Healthcare" },
  { value: "transport", label: "Transport & Logistics" },
  { value: "mining", label: "Mining" },
  { value: "agriculture", label: "Agriculture" },
  { value: "professional", label: "Professional Services" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

export const TRIAL_INDUSTRIES = [
  { value: "construction", label: "Construction" },
  { value: "manufacturing", label: "Manufacturing" },
  { value: "retail", label: "Retail" },
  { value: "hospitality", label: "Hospitality" },
  { value: "healthcare", label: "Healthcare" },
  { value: "transport", label: "Transport & Logistics" },
  { value: "office", label: "Office / Administration" },
  { value: "education", label: "Education" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

export type BusinessIndustry = (typeof BUSINESS_INDUSTRIES)[number]["value"];
export type TrialIndustry = (typeof TRIAL_INDUSTRIES)[number]["value"];

/** Label from either list; an unknown value is shown as stored. */
export function industryLabel(value: string): string {
  return optionLabel([...BUSINESS_INDUSTRIES, ...TRIAL_INDUSTRIES], value);
}

/**
 * A free-trial industry as a business's: the same value where the business list has it, else
 * "other" with the trial's label, so a trial carried into an account keeps what the visitor chose.
 */
export function businessIndustryOf(trial: string): { industry: string; industryOther: string | null } {
  if (BUSINESS_INDUSTRIES.some((i) => i.value === trial)) return { industry: trial, industryOther: null };
  return { industry: "other", industryOther: optionLabel([...TRIAL_INDUSTRIES], trial) };
}
