import { type CountryCode, countryOfRegion, timeZoneOf } from "../catalogue";

export { timeZoneOf };

import type { DocSection, DocTable, DocumentContent } from "./content";
import { supportsSignOn } from "./site-version";

/**
 * One signature given on a phone, as the document's sign-on table shows it. `image` is whatever the
 * caller draws it from: a URL in the browser, the PNG's bytes in an export.
 */
export type SheetSignature<T> = {
  name: string;
  company: string;
  cardNumber: string | null;
  signedAt: string | Date;
  /** When the server had it; a phone that signed offline sends it later than it was signed. */
  receivedAt?: string | Date;
  issue: number;
  image: T;
};

/**
 * A signature is shown with the time the server received it too when that is later than the
 * phone's own time by more than this: an inspector reading the sheet can see it was signed offline.
 */
const OFFLINE_GAP_MS = 5 * 60_000;

/** A sign-on table with the signature drawn in each row signed on a phone; null rows are for paper. */
export type SignedTable<T> = DocTable & { signatures: (SheetSignature<T> | null)[] };
export type SheetSection<T> = Omit<DocSection, "tables"> & { tables?: (DocTable | SignedTable<T>)[] };

/** The column the drawing goes in; its cell text says how it was signed. */
export const SIGNATURE_COLUMN = "signature";
/** Paper rows kept after the signed ones, however many people signed on a phone. */
export const PAPER_ROWS_AFTER = 4;

/**
 * Where each type's crews sign: the table of the document itself, or (for a worker induction,
 * whose own sign-off is one inductee and the inductor) a table of its own added to that section.
 */
const TARGETS: Record<string, { section: string; table: string; caption: string }> = {
  swms: { section: "sign-on", table: "sign-on", caption: "Worker sign-on" },
  "contractor-induction": { section: "sign-on", table: "sign-on", caption: "Contractor sign-on" },
  induction: { section: "sign-off", table: "crew-sign-on", caption: "Signed on a phone" },
};

const STANDARD_COLUMNS: DocTable["columns"] = [
  { key: "name", label: "Name" },
  { key: "role", label: "Position / company" },
  { key: SIGNATURE_COLUMN, label: "Signature" },
  { key: "date", label: "Date" },
];

export const isSignedTable = <T>(table: DocTable | SignedTable<T>): table is SignedTable<T> =>
  "signatures" in table;

/**
 * The document's sections with the signatures of its current issue written into its sign-on table,
 * in the order they were signed, followed by blank rows for people signing on paper. The stored
 * content is never changed: signatures are shown, not edited.
 */
export function withSignatures<T>(
  type: string,
  content: Pick<DocumentContent, "sections">,
  signatures: readonly SheetSignature<T>[],
  /** The region whose clock the signing times are told on: the business's `clockRegion`. */
  clock: string,
): SheetSection<T>[] {
  const target = TARGETS[type];
  if (!target || !supportsSignOn(type) || signatures.length === 0) return content.sections;
  const signed = [...signatures].sort((a, b) => time(a.signedAt) - time(b.signedAt));
  const zone = clock;
  let placed = false;
  const sections: SheetSection<T>[] = content.sections.map((section) => {
    if (section.id !== target.section) return section;
    const existing = section.tables?.find((t) => t.id === target.table);
    const table = existing ?? {
      id: target.table,
      caption: target.caption,
      columns: STANDARD_COLUMNS,
      rows: [],
    };
    placed = true;
    const filled = fill(table, signed, zone, existing !== undefined);
    return {
      ...section,
      tables: existing
        ? (section.tables ?? []).map((t) => (t.id === target.table ? filled : t))
        : [...(section.tables ?? []), filled],
    };
  });
  // A copy whose sign-on section was removed still shows who signed, at the end.
  if (!placed) {
    const table = { id: target.table, caption: target.caption, columns: STANDARD_COLUMNS, rows: [] };
    sections.push({
      id: target.section,
      heading: "Sign-on",
      body: "",
      tables: [fill(table, signed, zone, false)],
    });
  }
  return sections;
}

function fill<T>(
  table: DocTable,
  signed: readonly SheetSignature<T>[],
  jurisdiction: string,
  keepPaperRows: boolean,
): SignedTable<T> {
  const keys = table.columns.map((c) => c.key);
  const cardColumn = keys.find((k) => k === "licence" || k === "card");
  const isBlank = (row: Record<string, string>) => Object.values(row).every((v) => !v.trim());
  // Rows the owner wrote in by hand stay, after the phone signatures; blank ones make way for them.
  const written = table.rows.filter((r) => !isBlank(r));
  const blanks = keepPaperRows ? table.rows.length - written.length : 0;
  const paper = Math.max(keepPaperRows ? PAPER_ROWS_AFTER : 0, blanks - signed.length);
  const signedRows = signed.map((s) => {
    const row = Object.fromEntries(keys.map((k) => [k, ""]));
    row.name = cardColumn || !s.cardNumber ? s.name : `${s.name}\nCard no. ${s.cardNumber}`;
    if (keys.includes("role")) row.role = s.company;
    else row.name = `${row.name}\n${s.company}`;
    if (cardColumn) row[cardColumn] = s.cardNumber ?? "";
    if (keys.includes("understood")) row.understood = "Yes";
    row[SIGNATURE_COLUMN] = `Signed on a phone, version ${s.issue}`;
    if (keys.includes("date")) row.date = signingTimes(s, jurisdiction);
    return row;
  });
  const blankRow = () => Object.fromEntries(keys.map((k) => [k, ""]));
  return {
    ...table,
    rows: [...signedRows, ...written, ...Array.from({ length: paper }, blankRow)],
    signatures: [...signed, ...written.map(() => null), ...Array.from({ length: paper }, () => null)],
  };
}

const time = (d: string | Date) => new Date(d).getTime();

/** The signing time, and the received time as well when the phone signed offline. */
function signingTimes(s: Pick<SheetSignature<unknown>, "signedAt" | "receivedAt">, jurisdiction: string) {
  const signed = formatSignedAt(s.signedAt, jurisdiction);
  if (!s.receivedAt || time(s.receivedAt) - time(s.signedAt) <= OFFLINE_GAP_MS) return signed;
  return `${signed} (on the phone, offline)\nReceived ${formatSignedAt(s.receivedAt, jurisdiction)}`;
}

/** Each country's English, which also names its own time zones ("AEDT", "NZDT"). */
const LOCALES: Record<CountryCode, string> = { AU: "en-AU", NZ: "en-NZ", UK: "en-GB", US: "en-US" };

/** "24 Nov 2026, 7:00 pm AEDT" (US: "Nov 24, 2026, 2:00 AM CST"), on the jurisdiction's clock. */
export function formatSignedAt(at: string | Date, jurisdiction: string): string {
  const zone = timeZoneOf(jurisdiction);
  const locale = LOCALES[countryOfRegion(jurisdiction) ?? "UK"];
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: zone,
    timeZoneName: "short",
  }).format(new Date(at));
}

/**
 * The instants a day range covers in a zone: from midnight starting `from` to midnight ending `to`
 * ("YYYY-MM-DD" each), so a register of "the 24th" in Sydney is the 24th as Sydney counts it.
 */
export function dayRange(from: string, to: string, zone: string): { start: Date; end: Date } {
  const next = new Date(`${to}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { start: localMidnight(from, zone), end: localMidnight(next.toISOString().slice(0, 10), zone) };
}

/** The instant a wall-clock time ("YYYY-MM-DD", hours, minutes) names in a zone. */
export function localTime(day: string, hours: number, minutes: number, zone: string): Date {
  return new Date(localMidnight(day, zone).getTime() + (hours * 60 + minutes) * 60_000);
}

function localMidnight(day: string, zone: string): Date {
  const utc = new Date(`${day}T00:00:00Z`).getTime();
  // The zone's offset near that day, checked again at the answer for a change of clocks between.
  let guess = utc - offsetAt(utc, zone);
  guess = utc - offsetAt(guess, zone);
  return new Date(guess);
}

function offsetAt(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * People who signed an earlier issue but not the current one (nor had their earlier signature
 * voided). The same person is the same name and, when both signings gave one, the same card
 * number, otherwise the same company; case, spacing and punctuation aside.
 */
export function needsToSignAgain<
  S extends {
    name: string;
    company: string;
    cardNumber: string | null;
    issue: number;
    voidedAt: string | null;
    signedAt: string;
  },
>(signatures: readonly S[], currentIssue: number | null): S[] {
  if (currentIssue === null) return [];
  const valid = signatures.filter((s) => !s.voidedAt);
  const current = valid.filter((s) => s.issue === currentIssue);
  const latest = new Map<string, S>();
  for (const s of valid.filter((v) => v.issue < currentIssue)) {
    if (current.some((c) => samePerson(c, s))) continue;
    const key = `${plain(s.name)}|${plain(s.company)}|${plain(s.cardNumber ?? "")}`;
    const seen = latest.get(key);
    if (!seen || seen.issue < s.issue || (seen.issue === s.issue && seen.signedAt < s.signedAt))
      latest.set(key, s);
  }
  return [...latest.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const plain = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

function samePerson(
  a: { name: string; company: string; cardNumber: string | null },
  b: { name: string; company: string; cardNumber: string | null },
): boolean {
  if (plain(a.name) !== plain(b.name)) return false;
  if (a.cardNumber && b.cardNumber) return plain(a.cardNumber) === plain(b.cardNumber);
  return plain(a.company) === plain(b.company);
}
