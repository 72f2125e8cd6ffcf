import { countryOfRegion } from "../catalogue";
import type { DocSection } from "../documents/content";
import { localTime, timeZoneOf } from "../documents/sign-on-sheet";

/**
 * Why a document is not in order whatever its review date says: a green "up to date" is what an
 * owner shows an inspector, so a document waiting on a change of the law or of the business, a
 * draft that was never issued, or a permit left open past its expiry is never counted as one.
 */
export type AttentionReason = "law-update" | "business-update" | "draft" | "permit-open";

export type AttentionFacts = {
  type: string;
  /** Whether the document has ever been issued (published). */
  issued: boolean;
  /** The kinds of change it is marked for, if it is marked. */
  markedFor: readonly ("law" | "business")[];
  /** The business's jurisdiction, whose clock a permit's times are written on. */
  jurisdiction: string;
  /** A permit's sections (other types need none). */
  sections?: readonly DocSection[] | null;
};

export type Attention = { reason: AttentionReason; text: string };

/** Everything about the document that needs its owner, most pressing first; empty when nothing does. */
export function attentionFor(facts: AttentionFacts, now: Date): Attention[] {
  const out: Attention[] = [];
  if (facts.markedFor.includes("law")) {
    out.push({ reason: "law-update", text: "The law changed: update it" });
  }
  if (facts.markedFor.includes("business")) {
    out.push({ reason: "business-update", text: "Your business details changed: update it" });
  }
  if (facts.type === "permit" && facts.sections) {
    const expires = permitExpiry(facts.sections, facts.jurisdiction);
    if (expires && expires.getTime() <= now.getTime() && !permitClosed(facts.sections)) {
      out.push({ reason: "permit-open", text: "Past its expiry and not closed out" });
    }
  }
  if (!facts.issued) out.push({ reason: "draft", text: "A draft, never issued" });
  return out;
}

/** The cell a field table gives for a field whose label starts with `label`; "" when blank. */
function fieldValue(sections: readonly DocSection[], label: RegExp): string {
  for (const s of sections) {
    for (const t of s.tables ?? []) {
      const row = t.rows.find((r) => label.test(r.field ?? ""));
      if (row) return (row.value ?? "").trim();
    }
  }
  return "";
}

/** Whether anyone has signed the permit's close-out ("Permit closed") block. */
function permitClosed(sections: readonly DocSection[]): boolean {
  const closing = sections.flatMap((s) => s.tables ?? []).find((t) => t.id === "close-out-sign");
  return Boolean(
    closing?.rows.some((r) => [r.name, r.signature, r.date].some((v) => (v ?? "").trim() !== "")),
  );
}

/**
 * When a permit expires, read from its "Expires (date / time)" field as the issuer wrote it on the
 * business's clock: "2026-12-01 17:00", or day first (month first in the US) as "1/12/2026 5:00 pm".
 * A date without a time expires at the end of that day. Null when the field is blank or unreadable.
 */
export function permitExpiry(sections: readonly DocSection[], jurisdiction: string): Date | null {
  const text = fieldValue(sections, /^Expires/i);
  if (!text) return null;
  const monthFirst = countryOfRegion(jurisdiction) === "US";
  let year: number;
  let month: number;
  let day: number;
  let rest: string;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(.*)$/.exec(text);
  const slashed = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4}|\d{2})(?!\d)(.*)$/.exec(text);
  if (iso) {
    [year, month, day, rest] = [Number(iso[1]), Number(iso[2]), Number(iso[3]), iso[4]!];
  } else if (slashed) {
    const [a, b] = [Number(slashed[1]), Number(slashed[2])];
    [day, month] = monthFirst ? [b, a] : [a, b];
    year = Number(slashed[3]!.length === 2 ? `20${slashed[3]}` : slashed[3]);
    rest = slashed[4]!;
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const isoDate = date.toISOString().slice(0, 10);
  const zone = timeZoneOf(jurisdiction);
  const time = /(\d{1,2})(?::|\.)?(\d{2})?\s*(am|pm|a\.m\.|p\.m\.)?/i.exec(
    rest.replace(/^(?:\s|,|T|@|at\b)+/i, ""),
  );
  if (!time || rest.trim() === "") return localTime(isoDate, 24, 0, zone);
  let hours = Number(time[1]);
  const minutes = Number(time[2] ?? 0);
  const half = time[3]?.toLowerCase().replace(/\./g, "");
  if (half === "pm" && hours < 12) hours += 12;
  if (half === "am" && hours === 12) hours = 0;
  if (hours > 24 || minutes > 59) return null;
  return localTime(isoDate, hours, minutes, zone);
}
