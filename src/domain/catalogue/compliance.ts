import { type CountryCode, normaliseCountry } from "./countries";

export const COMPLIANCE_POINTS = {
  AU: ["AS/NZS ISO 45001:2018", "PCBU duties", "State requirements"],
  UK: ["ISO 45001", "HSE", "HASAWA", "RIDDOR"],
  NZ: ["WorkSafe NZ", "HSWA"],
  US: ["OSHA"],
  other: ["International"],
} as const satisfies Record<CountryCode | "other", readonly string[]>;

export function compliancePoints(country: string | null | undefined): readonly string[] {
  return COMPLIANCE_POINTS[normaliseCountry(country) ?? "other"];
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
