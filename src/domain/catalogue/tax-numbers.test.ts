import { describe, expect, it } from "vitest";
import { validateTaxNumber } from "./tax-numbers";

describe("a buyer's tax number", () => {
  it("accepts each country's number in the form people type it, and prints it in groups", () => {
    expect(validateTaxNumber("abn", "51824753556")).toEqual({ ok: true, value: "51 824 753 556" });
    expect(validateTaxNumber("vat", "gb 123 4567 89")).toEqual({ ok: true, value: "GB123456789" });
    expect(validateTaxNumber("gst", "49-091-850")).toEqual({ ok: true, value: "049-091-850" });
    expect(validateTaxNumber("gst", "136 410 132")).toEqual({ ok: true, value: "136-410-132" });
    expect(validateTaxNumber("ein", "12-3456789")).toEqual({ ok: true, value: "12-3456789" });
  });

  it("refuses a number that is not one, saying why", () => {
    expect(validateTaxNumber("abn", "51 824 753 557")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/check digits/),
    });
    expect(validateTaxNumber("vat", "123")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/VAT Number/),
    });
    expect(validateTaxNumber("gst", "1234567")).toMatchObject({
      ok: false,
      message: "GST number must be 8 or 9 digits",
    });
    expect(validateTaxNumber("gst", "136-410-133")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/GST number is not valid.*check digit/),
    });
    expect(validateTaxNumber("gst", "9125568")).toMatchObject({ ok: false });
    expect(validateTaxNumber("ein", "1234")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/EIN/),
    });
  });
});
