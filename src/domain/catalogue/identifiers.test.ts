import { describe, expect, it } from "vitest";
import {
  BUSINESS_ID_FIELDS,
  formatIdentifier,
  IDENTIFIER_KEYS,
  type IdentifierKey,
  isValidIrdChecksum,
  primaryIdentifier,
  validateIdentifier,
} from "./identifiers";

function storedOf(key: IdentifierKey, raw: string): string {
  const result = validateIdentifier(key, raw);
  if (!result.ok) throw new Error(`expected ${raw} to be a valid ${key}: ${result.message}`);
  return result.value;
}

function messageOf(key: IdentifierKey, raw: string): string {
  const result = validateIdentifier(key, raw);
  if (result.ok) throw new Error(`expected ${raw} to be an invalid ${key}`);
  return result.message;
}

describe("business identifier fields", () => {
  it("lists the fields of each country, none required", () => {
    expect(BUSINESS_ID_FIELDS.AU.map((f) => f.key)).toEqual(["abn", "acn"]);
    expect(BUSINESS_ID_FIELDS.UK.map((f) => f.key)).toEqual(["companyNumber", "vatNumber", "utr"]);
    expect(BUSINESS_ID_FIELDS.NZ.map((f) => f.key)).toEqual(["nzbn"]);
    expect(BUSINESS_ID_FIELDS.US.map((f) => f.key)).toEqual(["ein", "stateCorpNumber"]);
    const all = Object.values(BUSINESS_ID_FIELDS).flat();
    expect(all.every((f) => f.required === false)).toBe(true);
    expect(all.every((f) => IDENTIFIER_KEYS.includes(f.key))).toBe(true);
  });

  it("uses placeholders that pass their own validator", () => {
    for (const field of Object.values(BUSINESS_ID_FIELDS).flat()) {
      expect(validateIdentifier(field.key, field.placeholder).ok, field.key).toBe(true);
    }
  });
});

describe("ABN", () => {
  it("accepts a valid ABN with spaces or dashes and stores digits only", () => {
    expect(storedOf("abn", "51824753556")).toBe("51824753556");
    expect(storedOf("abn", "51 824 753 556")).toBe("51824753556");
    expect(storedOf("abn", " 51-824-753-556 ")).toBe("51824753556");
  });

  it("rejects the wrong length", () => {
    expect(messageOf("abn", "5182475355")).toBe("ABN must be 11 digits");
    expect(messageOf("abn", "518247535561")).toBe("ABN must be 11 digits");
    expect(messageOf("abn", "5182475355a")).toBe("ABN must be 11 digits");
    expect(messageOf("abn", "")).toBe("ABN must be 11 digits");
  });

  it("rejects a bad checksum and says so in words", () => {
    expect(messageOf("abn", "51824753557")).toBe("This ABN is not valid: its check digits do not match");
    expect(messageOf("abn", "12345678901")).toMatch(/check digits do not match/);
  });

  it("displays in 2-3-3-3 groups", () => {
    expect(formatIdentifier("abn", "51824753556")).toBe("51 824 753 556");
  });
});

describe("ACN", () => {
  it("accepts valid ACNs", () => {
    expect(storedOf("acn", "005749986")).toBe("005749986");
    expect(storedOf("acn", "005 749 986")).toBe("005749986");
    expect(storedOf("acn", "000000019")).toBe("000000019");
  });

  it("rejects the wrong length and a bad check digit", () => {
    expect(messageOf("acn", "05749986")).toBe("ACN must be 9 digits");
    expect(messageOf("acn", "005749987")).toBe("This ACN is not valid: its check digit does not match");
  });

  it("displays in 3-3-3 groups", () => {
    expect(formatIdentifier("acn", "005749986")).toBe("005 749 986");
  });
});

describe("NZBN", () => {
  it("accepts a valid NZBN", () => {
    expect(storedOf("nzbn", "9429041925676")).toBe("9429041925676");
    expect(storedOf("nzbn", "9429 0419 25676")).toBe("9429041925676");
    expect(storedOf("nzbn", "9429041000007")).toBe("9429041000007");
  });

  it("rejects the wrong length and a bad check digit", () => {
    expect(messageOf("nzbn", "942904192567")).toBe("NZBN must be 13 digits");
    expect(messageOf("nzbn", "9429041925677")).toBe("This NZBN is not valid: its check digit does not match");
  });

  it("displays as 13 digits without spaces", () => {
    expect(formatIdentifier("nzbn", "9429 041 925 676")).toBe("9429041925676");
  });
});

describe("UK Company Number", () => {
  it("accepts 8 digits, keeping leading zeros", () => {
    expect(storedOf("companyNumber", "01234567")).toBe("01234567");
    expect(storedOf("companyNumber", "0123 4567")).toBe("01234567");
  });

  it("accepts 2 letters and 6 digits, stored upper-case", () => {
    expect(storedOf("companyNumber", "SC123456")).toBe("SC123456");
    expect(storedOf("companyNumber", "oc 301234")).toBe("OC301234");
  });

  it("rejects anything that is not exactly 8 characters of that shape", () => {
    expect(messageOf("companyNumber", "1234567")).toMatch(/must be 8 characters/);
    expect(messageOf("companyNumber", "123456789")).toMatch(/must be 8 characters/);
    expect(messageOf("companyNumber", "S1234567")).toMatch(/must be 8 characters/);
    expect(messageOf("companyNumber", "SCO12345")).toMatch(/must be 8 characters/);
  });
});

describe("UK UTR", () => {
  it("accepts 10 digits", () => {
    expect(storedOf("utr", "12345 67890")).toBe("1234567890");
  });

  it("rejects anything else", () => {
    expect(messageOf("utr", "123456789")).toBe("UTR must be 10 digits");
    expect(messageOf("utr", "12345678901")).toBe("UTR must be 10 digits");
  });
});

describe("UK VAT Number", () => {
  it("accepts 9 digits with or without GB and stores with GB", () => {
    expect(storedOf("vatNumber", "123456789")).toBe("GB123456789");
    expect(storedOf("vatNumber", "gb 123 4567 89")).toBe("GB123456789");
    expect(storedOf("vatNumber", "GB123456789")).toBe("GB123456789");
  });

  it("accepts the 12-digit branch form", () => {
    expect(storedOf("vatNumber", "GB123456789001")).toBe("GB123456789001");
  });

  it("rejects other lengths and prefixes", () => {
    expect(messageOf("vatNumber", "GB12345678")).toMatch(/GB followed by 9 digits/);
    expect(messageOf("vatNumber", "GB1234567890")).toMatch(/GB followed by 9 digits/);
    expect(messageOf("vatNumber", "DE123456789")).toMatch(/GB followed by 9 digits/);
  });

  it("displays in the HMRC grouping", () => {
    expect(formatIdentifier("vatNumber", "GB123456789")).toBe("GB 123 4567 89");
    expect(formatIdentifier("vatNumber", "GB123456789001")).toBe("GB 123 4567 89 001");
  });
});

describe("US EIN", () => {
  it("accepts 9 digits and stores NN-NNNNNNN", () => {
    expect(storedOf("ein", "123456789")).toBe("12-3456789");
    expect(storedOf("ein", "12-3456789")).toBe("12-3456789");
    expect(storedOf("ein", "12 345 6789")).toBe("12-3456789");
  });

  it("rejects anything else", () => {
    expect(messageOf("ein", "12-345678")).toMatch(/EIN must be 9 digits/);
    expect(messageOf("ein", "AB-3456789")).toMatch(/EIN must be 9 digits/);
  });

  it("displays NN-NNNNNNN", () => {
    expect(formatIdentifier("ein", "123456789")).toBe("12-3456789");
  });
});

describe("free-text identifiers", () => {
  it("accepts letters, digits, spaces, dashes, slashes and dots, trimmed", () => {
    expect(storedOf("stateCorpNumber", "  C1234567 ")).toBe("C1234567");
    expect(storedOf("otherBusinessId", "REG-12/34.5 A")).toBe("REG-12/34.5 A");
  });

  it("rejects empty, too long and other characters", () => {
    expect(messageOf("stateCorpNumber", "   ")).toMatch(/empty/);
    expect(messageOf("stateCorpNumber", "A".repeat(41))).toMatch(/at most 40 characters/);
    expect(storedOf("stateCorpNumber", "A".repeat(40))).toHaveLength(40);
    expect(messageOf("otherBusinessId", "ID#123")).toMatch(/only letters, digits/);
  });

  it("displays unchanged", () => {
    expect(formatIdentifier("stateCorpNumber", "C1234567")).toBe("C1234567");
  });
});

describe("formatIdentifier", () => {
  it("returns a value that does not validate unchanged", () => {
    expect(formatIdentifier("abn", "not an abn")).toBe("not an abn");
    expect(formatIdentifier("ein", "12345")).toBe("12345");
  });
});

describe("primaryIdentifier", () => {
  it("AU: ABN, else ACN, formatted", () => {
    expect(primaryIdentifier({ country: "AU", abn: "51824753556", acn: "005749986" })).toEqual({
      label: "ABN",
      value: "51 824 753 556",
    });
    expect(primaryIdentifier({ country: "AU", abn: null, acn: "005749986" })).toEqual({
      label: "ABN",
      value: "005 749 986",
    });
    expect(primaryIdentifier({ country: "AU", abn: "  " })).toEqual({ label: "ABN", value: null });
  });

  it("unknown countries are treated as AU", () => {
    expect(primaryIdentifier({ country: "FR", abn: "51824753556" })).toEqual({
      label: "ABN",
      value: "51 824 753 556",
    });
  });

  it("UK and GB: Company Number, else VAT Number, else UTR", () => {
    const all = { companyNumber: "SC123456", vatNumber: "GB123456789", utr: "1234567890" };
    expect(primaryIdentifier({ country: "UK", ...all })).toEqual({
      label: "Company Number",
      value: "SC123456",
    });
    expect(primaryIdentifier({ country: "GB", ...all, companyNumber: null })).toEqual({
      label: "Company Number",
      value: "GB 123 4567 89",
    });
    expect(primaryIdentifier({ country: "GB", utr: "1234567890" })).toEqual({
      label: "Company Number",
      value: "1234567890",
    });
    expect(primaryIdentifier({ country: "UK" })).toEqual({ label: "Company Number", value: null });
  });

  it("NZ: NZBN", () => {
    expect(primaryIdentifier({ country: "NZ", nzbn: "9429041925676", abn: "51824753556" })).toEqual({
      label: "NZBN",
      value: "9429041925676",
    });
    expect(primaryIdentifier({ country: "NZ", abn: "51824753556" })).toEqual({ label: "NZBN", value: null });
  });

  it("US: EIN, else State Corporation Number", () => {
    expect(primaryIdentifier({ country: "US", ein: "123456789", stateCorpNumber: "C1234567" })).toEqual({
      label: "EIN",
      value: "12-3456789",
    });
    expect(primaryIdentifier({ country: "US", ein: "", stateCorpNumber: "C1234567" })).toEqual({
      label: "EIN",
      value: "C1234567",
    });
    expect(primaryIdentifier({ country: "US" })).toEqual({ label: "EIN", value: null });
  });
});

describe("an IRD number's check digit", () => {
  it("accepts Inland Revenue's published valid examples, including one that needs the secondary weights", () => {
    // 49098576 gives 10 with the first weights and is valid only by the secondary ones.
    for (const ird of ["49091850", "35901981", "49098576", "136410132"]) {
      expect(isValidIrdChecksum(ird), ird).toBe(true);
    }
  });

  it("refuses a wrong check digit, a number outside the issued range and anything but 8 or 9 digits", () => {
    expect(isValidIrdChecksum("136410133")).toBe(false);
    expect(isValidIrdChecksum("49091851")).toBe(false);
    // Below 10,000,000 even when zero-padded, and above 150,000,000.
    expect(isValidIrdChecksum("9125568")).toBe(false);
    expect(isValidIrdChecksum("09125568")).toBe(false);
    expect(isValidIrdChecksum("150000001")).toBe(false);
    expect(isValidIrdChecksum("4909185")).toBe(false);
    expect(isValidIrdChecksum("49-091-850")).toBe(false);
  });
});
