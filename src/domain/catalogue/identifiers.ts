import { type CountryCode, normaliseCountry } from "./countries";

export const IDENTIFIER_KEYS = [
  "abn",
  "acn",
  "utr",
  "vatNumber",
  "companyNumber",
  "nzbn",
  "ein",
  "stateCorpNumber",
  "otherBusinessId",
] as const;

export type IdentifierKey = (typeof IDENTIFIER_KEYS)[number];

export const IDENTIFIER_LABELS = {
  abn: "ABN",
  acn: "ACN",
  utr: "UTR",
  vatNumber: "VAT Number",
  companyNumber: "Company Number",
  nzbn: "NZBN",
  ein: "EIN",
  stateCorpNumber: "State Corporation Number",
  otherBusinessId: "Other Business ID",
} as const satisfies Record<IdentifierKey, string>;

export type BusinessIdField = {
  readonly key: IdentifierKey;
  readonly label: string;
  readonly placeholder: string;
  readonly description: string;
  readonly required: boolean;
};

export const BUSINESS_ID_FIELDS = {
  AU: [
    {
      key: "abn",
      label: IDENTIFIER_LABELS.abn,
      placeholder: "51 824 753 556",
      description: "Australian Business Number: 11 digits",
      required: false,
    },
    {
      key: "acn",
      label: IDENTIFIER_LABELS.acn,
      placeholder: "005 749 986",
      description: "Australian Company Number: 9 digits",
      required: false,
    },
  ],
  UK: [
    {
      key: "companyNumber",
      label: IDENTIFIER_LABELS.companyNumber,
      placeholder: "01234567",
      description: "Companies House number: 8 characters, e.g. 01234567 or SC123456",
      required: false,
    },
    {
      key: "vatNumber",
      label: IDENTIFIER_LABELS.vatNumber,
      placeholder: "GB 123 4567 89",
      description: "GB followed by 9 digits (12 digits for a branch)",
      required: false,
    },
    {
      key: "utr",
      label: IDENTIFIER_LABELS.utr,
      placeholder: "12345 67890",
      description: "Unique Taxpayer Reference: 10 digits",
      required: false,
    },
  ],
  NZ: [
    {
      key: "nzbn",
      label: IDENTIFIER_LABELS.nzbn,
      placeholder: "9429041925676",
      description: "New Zealand Business Number: 13 digits",
      required: false,
    },
  ],
  US: [
    {
      key: "ein",
      label: IDENTIFIER_LABELS.ein,
      placeholder: "12-3456789",
      description: "Employer Identification Number: 9 digits (NN-NNNNNNN)",
      required: false,
    },
    {
      key: "stateCorpNumber",
      label: IDENTIFIER_LABELS.stateCorpNumber,
      placeholder: "C1234567",
      description: "Entity number from your state's business registry",
      required: false,
    },
  ],
} as const satisfies Record<CountryCode, readonly BusinessIdField[]>;

export type IdentifierResult = { ok: true; value: string } | { ok: false; message: string };

const ok = (value: string): IdentifierResult => ({ ok: true, value });
const fail = (message: string): IdentifierResult => ({ ok: false, message });

/** Removes whitespace and any kind of dash, which people type as digit-group separators. */
function compact(raw: string): string {
  return raw.replace(/[\s\p{Pd}]/gu, "");
}

const digitsOnly = (s: string, length: number): boolean => new RegExp(`^\\d{${length}}$`).test(s);

function toDigits(s: string): number[] {
  return [...s].map(Number);
}

export function isValidAbnChecksum(abn: string): boolean {
  if (!digitsOnly(abn, 11)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const digits = toDigits(abn);
  const sum = digits.reduce((acc, d, i) => acc + (i === 0 ? d - 1 : d) * (weights[i] ?? 0), 0);
  return sum % 89 === 0;
}

export function isValidAcnChecksum(acn: string): boolean {
  if (!digitsOnly(acn, 9)) return false;
  const digits = toDigits(acn);
  const sum = digits.slice(0, 8).reduce((acc, d, i) => acc + d * (8 - i), 0);
  return (10 - (sum % 10)) % 10 === digits[8];
}

export function isValidNzbnChecksum(nzbn: string): boolean {
  if (!digitsOnly(nzbn, 13)) return false;
  const digits = toDigits(nzbn);
  const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

/** The lowest and highest numbers Inland Revenue issues as IRD (and so GST) numbers. */
export const IRD_NUMBER_RANGE = { min: 10_000_000, max: 150_000_000 } as const;

const IRD_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;
const IRD_SECONDARY_WEIGHTS = [7, 4, 3, 2, 5, 2, 7, 6] as const;

/**
 * Inland Revenue's published check for an IRD number (a New Zealand GST number is the business's
 * IRD number): 8 or 9 digits inside the issued range; the digits before the last, padded to 8, are
 * weighted 3,2,7,6,5,4,3,2 and the check digit is 11 less the sum's remainder by 11 (0 when the
 * remainder is 0). When that gives 10 the secondary weights 7,4,3,2,5,2,7,6 are tried the same
 * way, and a second 10 means no valid number ends that way.
 */
export function isValidIrdChecksum(ird: string): boolean {
  if (!/^\d{8,9}$/.test(ird)) return false;
  const n = Number(ird);
  if (n < IRD_NUMBER_RANGE.min || n > IRD_NUMBER_RANGE.max) return false;
  const base = toDigits(ird.slice(0, -1).padStart(8, "0"));
  const check = Number(ird.slice(-1));
  const digitFor = (weights: readonly number[]) => {
    const remainder = base.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0) % 11;
    return remainder === 0 ? 0 : 11 - remainder;
  };
  let expected = digitFor(IRD_WEIGHTS);
  if (expected === 10) expected = digitFor(IRD_SECONDARY_WEIGHTS);
  return expected !== 10 && expected === check;
}

const FREE_TEXT = /^[A-Za-z0-9 ./-]{1,40}$/;

function validateFreeText(label: string, raw: string): IdentifierResult {
  const value = raw.trim().replace(/\s+/g, " ");
  if (!value) return fail(`${label} is empty`);
  if (value.length > 40) return fail(`${label} must be at most 40 characters`);
  if (!FREE_TEXT.test(value)) {
    return fail(`${label} may contain only letters, digits, spaces, dashes, slashes and dots`);
  }
  return ok(value);
}

/**
 * Checks one identifier and returns the form it is stored in. A blank value fails, so callers
 * treat blank optional fields as "not provided" before validating.
 */
export function validateIdentifier(key: IdentifierKey, raw: string): IdentifierResult {
  const value = compact(raw);
  switch (key) {
    case "abn":
      if (!digitsOnly(value, 11)) return fail("ABN must be 11 digits");
      if (!isValidAbnChecksum(value)) return fail("This ABN is not valid: its check digits do not match");
      return ok(value);
    case "acn":
      if (!digitsOnly(value, 9)) return fail("ACN must be 9 digits");
      if (!isValidAcnChecksum(value)) return fail("This ACN is not valid: its check digit does not match");
      return ok(value);
    case "nzbn":
      if (!digitsOnly(value, 13)) return fail("NZBN must be 13 digits");
      if (!isValidNzbnChecksum(value)) return fail("This NZBN is not valid: its check digit does not match");
      return ok(value);
    case "companyNumber": {
      const upper = value.toUpperCase();
      if (!/^(\d{8}|[A-Z]{2}\d{6})$/.test(upper)) {
        return fail(
          "Company Number must be 8 characters: 8 digits, or 2 letters and 6 digits (e.g. SC123456)",
        );
      }
      return ok(upper);
    }
    case "utr":
      if (!digitsOnly(value, 10)) return fail("UTR must be 10 digits");
      return ok(value);
    case "vatNumber": {
      const digits = value.toUpperCase().replace(/^GB/, "");
      if (!/^(\d{9}|\d{12})$/.test(digits)) {
        return fail("VAT Number must be GB followed by 9 digits (or 12 digits for a branch)");
      }
      return ok(`GB${digits}`);
    }
    case "ein":
      if (!digitsOnly(value, 9)) return fail("EIN must be 9 digits (NN-NNNNNNN)");
      return ok(`${value.slice(0, 2)}-${value.slice(2)}`);
    case "stateCorpNumber":
    case "otherBusinessId":
      return validateFreeText(IDENTIFIER_LABELS[key], raw);
  }
}

function group(value: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(value.slice(at, at + size));
    at += size;
  }
  if (at < value.length) parts.push(value.slice(at));
  return parts.filter(Boolean).join(" ");
}

/** Display form. A value that does not validate (e.g. legacy data) is returned unchanged. */
export function formatIdentifier(key: IdentifierKey, stored: string): string {
  const result = validateIdentifier(key, stored);
  if (!result.ok) return stored;
  const value = result.value;
  switch (key) {
    case "abn":
      return group(value, [2, 3, 3, 3]);
    case "acn":
      return group(value, [3, 3, 3]);
    case "vatNumber":
      return `GB ${group(value.slice(2), [3, 4, 2, 3])}`;
    default:
      return value;
  }
}

export type BusinessIdentifiers = { country?: string | null } & {
  [K in IdentifierKey]?: string | null;
};

export type PrimaryIdentifier = { label: string; value: string | null };

const PRIMARY_IDENTIFIERS: Record<CountryCode, { label: string; keys: readonly IdentifierKey[] }> = {
  AU: { label: IDENTIFIER_LABELS.abn, keys: ["abn", "acn"] },
  UK: { label: IDENTIFIER_LABELS.companyNumber, keys: ["companyNumber", "vatNumber", "utr"] },
  NZ: { label: IDENTIFIER_LABELS.nzbn, keys: ["nzbn"] },
  US: { label: IDENTIFIER_LABELS.ein, keys: ["ein", "stateCorpNumber"] },
};

/**
 * The identifier shown for a business. The label is the country's main identifier even when the
 * value comes from a fallback field (e.g. "ABN" showing an ACN), so the label always names the number shown.
 */
export function primaryIdentifier(business: BusinessIdentifiers): PrimaryIdentifier {
  const country = normaliseCountry(business.country) ?? "AU";
  const { label, keys } = PRIMARY_IDENTIFIERS[country];
  for (const key of keys) {
    const raw = business[key]?.trim();
    if (raw) return { label, value: formatIdentifier(key, raw) };
  }
  return { label, value: null };
}
