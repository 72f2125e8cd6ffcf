/**
 * The clock of the place a document is for, so a time reads as the crew saw it on site. A state
 * spanning two zones takes its capital's; where the zone is shown, its name is printed.
 */
const ZONES: Record<string, string> = {
  "AU-NSW": "Australia/Sydney",
  "AU-VIC": "Australia/Melbourne",
  "AU-QLD": "Australia/Brisbane",
  "AU-WA": "Australia/Perth",
  "AU-SA": "Australia/Adelaide",
  "AU-TAS": "Australia/Hobart",
  "AU-ACT": "Australia/Sydney",
  "AU-NT": "Australia/Darwin",
  "UK-GB": "Europe/London",
  "UK-NI": "Europe/London",
  NZ: "Pacific/Auckland",
  "US-AK": "America/Anchorage",
  "US-HI": "Pacific/Honolulu",
  "US-AZ": "America/Phoenix",
  "US-IN": "America/Indiana/Indianapolis",
  "US-MI": "America/Detroit",
  "US-ID": "America/Boise",
};
const US_ZONES: [string, string[]][] = [
  [
    "America/New_York",
    [
      "CT",
      "DE",
      "FL",
      "GA",
      "KY",
      "ME",
      "MD",
      "MA",
      "NH",
      "NJ",
      "NY",
      "NC",
      "OH",
      "PA",
      "RI",
      "SC",
      "VT",
      "VA",
      "WV",
    ],
  ],
  [
    "America/Chicago",
    ["AL", "AR", "IL", "IA", "KS", "LA", "MN", "MS", "MO", "NE", "ND", "OK", "SD", "TN", "TX", "WI"],
  ],
  ["America/Denver", ["CO", "MT", "NM", "UT", "WY"]],
  ["America/Los_Angeles", ["CA", "NV", "OR", "WA"]],
];
for (const [zone, states] of US_ZONES) for (const s of states) ZONES[`US-${s}`] = zone;

/** The time zone of a region; UTC where one cannot be told ("US-FED" names a law, not a place). */
export function timeZoneOf(region: string): string {
  return ZONES[region] ?? "UTC";
}

/**
 * The region whose clock a business keeps: its jurisdiction, or, for a US business under federal
 * OSHA, the first state among the regions it works in, so a Texan shop under federal OSHA signs on
 * in Central time. Only a federal business that names no state is left on UTC, and its times say so.
 */
export function clockRegion(business: { jurisdiction: string; regions?: readonly string[] | null }): string {
  if (ZONES[business.jurisdiction]) return business.jurisdiction;
  return business.regions?.find((r) => ZONES[r] !== undefined) ?? business.jurisdiction;
}

/**
 * The calendar day ("YYYY-MM-DD") an instant falls on where the business is: a Sydney business
 * exporting at 8 am on the 4th sees the 4th, although it is still the 3rd in UTC.
 */
export function localDay(at: Date | string, jurisdiction: string | null | undefined): string {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return "";
  // en-CA writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: timeZoneOf(jurisdiction ?? ""),
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}
