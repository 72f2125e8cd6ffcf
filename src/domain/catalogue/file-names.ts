import type { DocumentTypeId } from "../documents/types/registry";
import { type CountryCode, normaliseCountry } from "./countries";
import { documentName } from "./documents";
import { isPerJobType } from "./per-job";
import { localDay } from "./time-zones";

/**
 * The short names a trade uses for a type, where one is in common use; every other type is called by
 * its country's name ("Risk-Assessment"). A name the file system sees stays short this way.
 */
const SHORT_NAMES: Partial<Record<DocumentTypeId, Partial<Record<CountryCode, string>> & { all?: string }>> =
  {
    swms: { AU: "SWMS", NZ: "SWMS", UK: "RAMS", US: "JSA" },
    "sop-template": { all: "SOP" },
  };

/** Longest run of words taken from the job or the title; the type and the date come on top. */
const MAX_WORDS_PART = 40;
/** Longest type part: the longest local name ("Safety-and-Health-Program") fits whole. */
const MAX_TYPE_PART = 40;

/** Little words a shortened name should not end on ("…-main-switchboard-in-a"). */
const TRAILING_SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "by",
  "for",
  "from",
  "in",
  "into",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

/**
 * Words as a file name may carry them on every system and in every mail client: ASCII letters and
 * digits joined by hyphens, accents dropped ("Café" → "Cafe"), "&" said as "and", at most `max`
 * characters cut at a word, never ending on a little word.
 */
export function fileNameWords(text: string, max: number): string {
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/&/g, " and ")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const kept: string[] = [];
  let length = 0;
  for (const word of words) {
    const added = (kept.length ? 1 : 0) + word.length;
    if (length + added > max) {
      // A single word longer than the room is cut rather than lost.
      if (kept.length === 0) kept.push(word.slice(0, max));
      break;
    }
    kept.push(word);
    length += added;
  }
  while (kept.length > 1 && TRAILING_SMALL_WORDS.has((kept.at(-1) ?? "").toLowerCase())) kept.pop();
  return kept.join("-");
}

/** What a document's file is named after: its type, its job or title, and its day. */
export type DocumentFileNameInput = {
  type: DocumentTypeId;
  country: string | null | undefined;
  /** The document's title, used where the type is not written per job or the job is not given. */
  title: string;
  /** The generator's answers: a per-job document's job (`activity` or `scope`) or site (`location`). */
  metadata: Record<string, unknown>;
  /** The instant the file stands for (its last change); the name carries its day where the business is. */
  at: Date | string;
  /** The business's jurisdiction ("AU-NSW"), whose clock tells the day. */
  jurisdiction: string | null | undefined;
  /** A variant of the document, e.g. "site copy". */
  variant?: string;
};

/** "SWMS", "RAMS", "JSA", "SOP", or the type's local name in file-name words ("Risk-Assessment"). */
export function fileTypeName(type: DocumentTypeId, country: string | null | undefined): string {
  const code = normaliseCountry(country);
  const short = SHORT_NAMES[type];
  const name = (code && short?.[code]) || short?.all || documentName(type, country);
  return fileNameWords(name, MAX_TYPE_PART);
}

const text = (metadata: Record<string, unknown>, key: string) =>
  typeof metadata[key] === "string" ? (metadata[key] as string).trim() : "";

/** The title without the type's name in front: "WHS Policy – Hart Electrical" → "Hart Electrical". */
function titleWithoutType(title: string, name: string): string {
  const plain = (s: string) => fileNameWords(s, 1000).toLowerCase();
  const words = title.trim().split(/\s+/);
  for (let n = words.length - 1; n >= 1; n--) {
    if (plain(words.slice(0, n).join(" ")) === plain(name)) {
      const rest = words.slice(n).join(" ");
      return fileNameWords(rest, MAX_WORDS_PART) ? rest : title;
    }
  }
  return title;
}

/**
 * The file name of an exported document: the type's short name, the job's short name (or the
 * title, for a document that is not written per job) and the date, e.g.
 * `SWMS_Installing-a-new-main-switchboard_2026-12-02.pdf`. The parts are joined by underscores and
 * hold only ASCII letters, digits and hyphens, so the name survives any file system and any mail
 * client, and it stays under about a hundred characters, far inside Windows' path limit.
 */
export function documentFileName(input: DocumentFileNameInput, extension: string): string {
  const typeName = fileTypeName(input.type, input.country);
  const job = isPerJobType(input.type)
    ? text(input.metadata, "activity") || text(input.metadata, "scope") || text(input.metadata, "location")
    : "";
  const about = fileNameWords(
    job || titleWithoutType(input.title, documentName(input.type, input.country)),
    MAX_WORDS_PART,
  );
  const variant = input.variant ? fileNameWords(input.variant, 20) : "";
  const day = localDay(input.at, input.jurisdiction);
  const parts = [typeName || "Document", about, variant, day].filter(Boolean);
  return `${parts.join("_")}.${fileNameWords(extension, 10).toLowerCase()}`;
}
