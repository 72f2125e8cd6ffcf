export const COUNTRY_CODES = ["AU", "UK", "NZ", "US"] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export type Country = {
  readonly code: CountryCode;
  readonly name: string;
  readonly countryName: string;
};

export const COUNTRIES = [
  { code: "AU", name: "Australia", countryName: "Australia" },
  { code: "UK", name: "United Kingdom", countryName: "United Kingdom" },
  { code: "NZ", name: "New Zealand", countryName: "New Zealand" },
  { code: "US", name: "United States", countryName: "United States" },
] as const satisfies readonly Country[];

export const DEFAULT_COUNTRY = "AU" satisfies CountryCode;

export const DEFAULT_JURISDICTION = "AU-NSW";

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && (COUNTRY_CODES as readonly string[]).includes(value);
}

// Older business records store "GB" for the United Kingdom.
export function normaliseCountry(input: string | null | undefined): CountryCode | null {
  if (typeof input !== "string") return null;
  const code = input.trim().toUpperCase();
  if (code === "GB") return "UK";
  return isCountryCode(code) ? code : null;
}

export function countryName(country: string | null | undefined): string | undefined {
  const code = normaliseCountry(country);
  return COUNTRIES.find((c) => c.code === code)?.countryName;
}
