import { type IdentifierResult, isValidIrdChecksum, validateIdentifier } from "./identifiers";

/**
 * The tax numbers a buyer may put on its receipts, one per country: an Australian ABN, a British VAT
 * number, a New Zealand GST number, a United States EIN.
 */
export const TAX_NUMBER_KINDS = [
  { value: "abn", label: "ABN", country: "AU" },
  { value: "vat", label: "VAT number", country: "UK" },
  { value: "gst", label: "GST number", country: "NZ" },
  { value: "ein", label: "EIN", country: "US" },
] as const;

export type TaxNumberKind = (typeof TAX_NUMBER_KINDS)[number]["value"];

export const TAX_NUMBER_KIND_VALUES = TAX_NUMBER_KINDS.map((k) => k.value) as [
  TaxNumberKind,
  ...TaxNumberKind[],
];

export function taxNumberLabel(kind: TaxNumberKind): string {
  return TAX_NUMBER_KINDS.find((k) => k.value === kind)!.label;
}

/**
 * Checks a buyer's tax number and returns the form printed on receipts. ABN, VAT number and EIN are
 * checked as a business's own identifiers are; a New Zealand GST number is the business's IRD
 * number, 8 or 9 digits with Inland Revenue's check digit, printed in groups of three.
 */
export function validateTaxNumber(kind: TaxNumberKind, raw: string): IdentifierResult {
  switch (kind) {
    case "abn": {
      const result = validateIdentifier("abn", raw);
      if (!result.ok) return result;
      const v = result.value;
      return { ok: true, value: `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}` };
    }
    case "vat":
      return validateIdentifier("vatNumber", raw);
    case "ein":
      return validateIdentifier("ein", raw);
    case "gst": {
      const digits = raw.replace(/[\s\p{Pd}]/gu, "");
      if (!/^\d{8,9}$/.test(digits)) return { ok: false, message: "GST number must be 8 or 9 digits" };
      if (!isValidIrdChecksum(digits)) {
        return {
          ok: false,
          message: "This GST number is not valid: it is not an IRD number (its check digit does not match)",
        };
      }
      const nine = digits.padStart(9, "0");
      return { ok: true, value: `${nine.slice(0, 3)}-${nine.slice(3, 6)}-${nine.slice(6)}` };
    }
  }
}
