import { type CountryCode, normaliseCountry } from "./countries";

export const COMPLIANCE_POINTS = {
  AU: ["AS/NZS ISO 45001:2018", "PCBU duties", "State requirements"],
  UK: ["ISO 45001", "HSE", "HASAWA", "RIDDOR"],
  NZ: ["WorkSafe NZ", "HSWA"],
  US: ["OSHA"],
  other: ["International"],
} as const satisfies Record<CountryCode | "other", readonly string[]>;

/** A region whose law differs from the rest of its country's: Northern Ireland has its own Order and regulator. */
export const REGION_COMPLIANCE_POINTS: Partial<Record<string, readonly string[]>> = {
  "UK-NI": ["ISO 45001", "HSENI", "HSW (NI) Order 1978", "RIDDOR (NI) 1997"],
};

export function compliancePoints(
  country: string | null | undefined,
  region?: string | null,
): readonly string[] {
  return (
    (region ? REGION_COMPLIANCE_POINTS[region] : undefined) ??
    COMPLIANCE_POINTS[normaliseCountry(country) ?? "other"]
  );
}

export function systemLabel(country: string | null | undefined): string {
  switch (normaliseCountry(country)) {
    case "AU":
      return "WHS management system";
    case "US":
      return "Safety management system";
    default:
      return "Health & Safety management system";
  }
}
