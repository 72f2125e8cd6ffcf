import { type CountryCode, normaliseCountry } from "./countries";

export type Region = { readonly code: string; readonly name: string };

const US_STATES = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
] as const;

type UsStateCode = `US-${(typeof US_STATES)[number][0]}`;

export const REGIONS = {
  AU: [
    { code: "AU-NSW", name: "New South Wales" },
    { code: "AU-VIC", name: "Victoria" },
    { code: "AU-QLD", name: "Queensland" },
    { code: "AU-WA", name: "Western Australia" },
    { code: "AU-SA", name: "South Australia" },
    { code: "AU-TAS", name: "Tasmania" },
    { code: "AU-ACT", name: "Australian Capital Territory" },
    { code: "AU-NT", name: "Northern Territory" },
  ],
  UK: [
    { code: "UK-GB", name: "Great Britain" },
    { code: "UK-NI", name: "Northern Ireland" },
  ],
  NZ: [{ code: "NZ", name: "New Zealand" }],
  US: [
    { code: "US-FED", name: "Federal (OSHA)" },
    ...US_STATES.map(([abbr, name]) => ({ code: `US-${abbr}` as UsStateCode, name })),
  ],
} as const satisfies Record<CountryCode, readonly Region[]>;

export type RegionCode = (typeof REGIONS)[CountryCode][number]["code"];

/**
 * What a region covers where its name alone could mislead, shown beside the choice of region: the
 * United Kingdom has two health and safety jurisdictions, Great Britain's (the 1974 Act, enforced by
 * HSE) and Northern Ireland's (the 1978 Order, enforced by HSENI and the district councils).
 */
export const REGION_NOTES: Partial<Record<string, string>> = {
  "UK-GB":
    "Great Britain: England, Scotland and Wales. A business in Northern Ireland chooses Northern Ireland, whose health and safety law and regulator (HSENI) are its own.",
  "UK-NI":
    "Northern Ireland: the Health and Safety at Work (Northern Ireland) Order 1978 and its regulations, enforced by HSENI and the district councils.",
};

const ALL_REGIONS: readonly (Region & { readonly country: CountryCode })[] = (
  Object.entries(REGIONS) as [CountryCode, readonly Region[]][]
).flatMap(([country, regions]) => regions.map((r) => ({ ...r, country })));

export function regionsOf(country: string | null | undefined): readonly Region[] {
  const code = normaliseCountry(country);
  return code ? REGIONS[code] : [];
}

export function isRegionOf(country: string | null | undefined, code: string): boolean {
  return regionsOf(country).some((r) => r.code === code);
}

export function regionName(code: string): string | undefined {
  return ALL_REGIONS.find((r) => r.code === code)?.name;
}

/** "" for an unknown country: there is no region to preselect. */
export function firstRegion(country: string | null | undefined): string {
  return regionsOf(country)[0]?.code ?? "";
}

export function countryOfRegion(code: string): CountryCode | undefined {
  return ALL_REGIONS.find((r) => r.code === code)?.country;
}

/**
 * Older records (the former `states` field) may hold "NSW", "nsw" or "New South Wales"
 * instead of "AU-NSW"; this maps any of those to the canonical code within the country.
 */
export function normaliseRegion(country: string | null | undefined, input: string): string | null {
  const wanted = input.trim().toUpperCase();
  if (!wanted) return null;
  const match = regionsOf(country).find((r) => {
    const code = r.code.toUpperCase();
    return code === wanted || code.slice(code.indexOf("-") + 1) === wanted || r.name.toUpperCase() === wanted;
  });
  return match?.code ?? null;
}
