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

/**
 * The paper a country prints on: US Letter in the United States, A4 everywhere else. Sizes in PDF
 * points (1/72 inch) and in Word's twips (1/20 point).
 */
export type PaperSize = {
  readonly id: "a4" | "letter";
  readonly name: string;
  readonly points: { readonly width: number; readonly height: number };
  readonly twips: { readonly width: number; readonly height: number };
};

export const PAPER_SIZES = {
  a4: {
    id: "a4",
    name: "A4",
    points: { width: 595.28, height: 841.89 },
    twips: { width: 11906, height: 16838 },
  },
  letter: {
    id: "letter",
    name: "Letter",
    points: { width: 612, height: 792 },
    twips: { width: 12240, height: 15840 },
  },
} as const satisfies Record<string, PaperSize>;

export function paperFor(country: string | null | undefined): PaperSize {
  return normaliseCountry(country) === "US" ? PAPER_SIZES.letter : PAPER_SIZES.a4;
}
