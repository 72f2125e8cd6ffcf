const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export function ordinalSuffix(day: number): "st" | "nd" | "rd" | "th" {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return "th";
  switch (day % 10) {
    case 1:
      return "st";
    case 2:
      return "nd";
    case 3:
      return "rd";
    default:
      return "th";
  }
}

function toDate(date: Date | string): Date | null {
  if (date instanceof Date) return Number.isNaN(date.getTime()) ? null : date;
  const ordinal = parseOrdinalDate(date);
  if (ordinal) return ordinal;
  const parsed = new Date(date.trim());
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * "March 3rd, 2024", read in UTC so a date means the same day on server and browser.
 * A string may be ISO or already ordinal. An invalid date gives "".
 */
export function formatOrdinalDate(date: Date | string): string {
  const d = toDate(date);
  if (!d) return "";
  const day = d.getUTCDate();
  return `${MONTHS[d.getUTCMonth()]} ${day}${ordinalSuffix(day)}, ${d.getUTCFullYear()}`;
}

/**
 * A date as a document of that country writes it: "November 23, 2026" in the United States,
 * "23 November 2026" in Australia, the United Kingdom and New Zealand. Read in UTC; "" when invalid.
 */
export function formatDocumentDate(date: Date | string, country: string): string {
  const d = toDate(date);
  if (!d) return "";
  const month = MONTHS[d.getUTCMonth()];
  return country === "US"
    ? `${month} ${d.getUTCDate()}, ${d.getUTCFullYear()}`
    : `${d.getUTCDate()} ${month} ${d.getUTCFullYear()}`;
}

const ORDINAL_DATE = /^([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;
const DAY_FIRST_DATE = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+)\.?,?\s+(\d{4})$/i;

/**
 * Inverse of formatOrdinalDate and formatDocumentDate ("March 3rd, 2024", "March 3, 2024",
 * "3 March 2024"): UTC midnight of that day, or null for junk and impossible days.
 */
export function parseOrdinalDate(text: string | null | undefined): Date | null {
  const trimmed = text?.trim() ?? "";
  const monthFirst = ORDINAL_DATE.exec(trimmed);
  const dayFirst = monthFirst ? null : DAY_FIRST_DATE.exec(trimmed);
  if (!monthFirst && !dayFirst) return null;
  const [monthText = "", dayText = "", yearText = ""] = monthFirst
    ? monthFirst.slice(1)
    : [dayFirst![2], dayFirst![1], dayFirst![3]];
  const name = monthText.toLowerCase();
  const month = MONTHS.findIndex((m) => {
    const full = m.toLowerCase();
    return full === name || (name.length >= 3 && full.startsWith(name));
  });
  if (month < 0) return null;
  const day = Number(dayText);
  const year = Number(yearText);
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years below 100 as written.
  date.setUTCFullYear(year, month, day);
  // An impossible day such as "February 30th" rolls into the next month.
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day) return null;
  return date;
}

/** "YYYY-MM-DD" (for date inputs) from an ordinal date text; "" when it cannot be read. */
export function ordinalToIsoDate(text: string | null | undefined): string {
  const date = parseOrdinalDate(text);
  return date ? date.toISOString().slice(0, 10) : "";
}
