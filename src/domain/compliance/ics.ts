import type { IsoDay } from "./review";

export type CalendarEntry = { id: string; title: string; businessName: string; dueOn: IsoDay; url: string };

/** RFC 5545 text escaping for TEXT values. */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545 §3.1). */
const octets = (text: string) => new TextEncoder().encode(text).length;

function fold(line: string): string {
  if (octets(line) <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const ch of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (octets(current + ch) > limit) {
      parts.push(current);
      current = ch;
    } else current += ch;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compact = (day: IsoDay) => day.replace(/-/g, "");

/**
 * A calendar with one all-day event per document review date, each with a reminder a week ahead.
 * `stamp` is the generation time, so the output is deterministic for tests.
 */
export function reviewCalendar(entries: readonly CalendarEntry[], stamp: Date): string {
  const dtstamp = `${stamp.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//SafeDraft//Document reviews//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:SafeDraft document reviews",
  ];
  for (const e of entries) {
    const next = new Date(`${e.dueOn}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    lines.push(
      "BEGIN:VEVENT",
      `UID:review-${e.id}-${compact(e.dueOn)}@safedraft`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${compact(e.dueOn)}`,
      `DTEND;VALUE=DATE:${compact(next.toISOString().slice(0, 10))}`,
      `SUMMARY:${escapeText(`Review due: ${e.title} (${e.businessName})`)}`,
      `DESCRIPTION:${escapeText(`${e.title} for ${e.businessName} is due for review. Open it: ${e.url}`)}`,
      `URL:${e.url}`,
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${escapeText(`Review due in 7 days: ${e.title}`)}`,
      "TRIGGER:-P7D",
      "END:VALARM",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
