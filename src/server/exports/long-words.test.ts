import { describe, expect, it } from "vitest";
import { BREAK_OPPORTUNITY, softWrap, softWrapped } from "./long-words";

const ZW = BREAK_OPPORTUNITY;

describe("long words in the PDF", () => {
  it("leaves words of up to 40 characters, dates and sentences as written", () => {
    const text = `Isolate the ${"x".repeat(40)} supply on 12\u00a0March\u00a02026 — then test.`;
    expect(softWrap(text)).toBe(text);
  });

  it("gives a longer word a break opportunity after every 40 characters, and nothing else changes", () => {
    const word = "a".repeat(40) + "b".repeat(40) + "c".repeat(5);
    const wrapped = softWrap(`see ${word} now`);
    expect(wrapped).toBe(`see ${"a".repeat(40)}${ZW}${"b".repeat(40)}${ZW}ccccc now`);
    expect(wrapped.replaceAll(ZW, "")).toBe(`see ${word} now`);
  });

  it("never splits a character written with two code units", () => {
    const wrapped = softWrap("😀".repeat(50));
    expect(wrapped.split(ZW).map((piece) => [...piece].length)).toEqual([40, 10]);
  });

  it("wraps every printed string of a model, but not link targets or bytes", () => {
    const long = "z".repeat(60);
    const bytes = new Uint8Array([1, 2, 3]);
    const model = softWrapped({
      title: long,
      runs: [{ text: long, href: `https://example.com/${long}` }],
      authority: { name: long, url: `https://example.com/${long}` },
      logo: { mediaType: "image/png", data: bytes },
    });
    expect(model.title).toContain(ZW);
    expect(model.runs[0]!.text).toContain(ZW);
    expect(model.runs[0]!.href).toBe(`https://example.com/${long}`);
    expect(model.authority.url).toBe(`https://example.com/${long}`);
    expect(model.authority.name).toContain(ZW);
    expect(model.logo.data).toBe(bytes);
  });
});
