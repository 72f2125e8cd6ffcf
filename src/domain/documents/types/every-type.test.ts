import { describe, expect, it } from "vitest";
import { documentName } from "../../catalogue";
import { INSTRUMENTS } from "../../legal";
import { composeDocument } from "../engine";
import { DOCUMENT_TYPE_DEFINITIONS, REQUIRED_SECTIONS } from "./registry";
import {
  BOOKSHOP,
  builderProfile,
  countryOf,
  type Doc,
  input,
  JURISDICTION_CODES,
  RIDGELINE,
  RIDGELINE_METADATA,
  readable,
  SHOP,
} from "./test-fixture";

const TYPES = DOCUMENT_TYPE_DEFINITIONS.map((d) => d.id);

/** No law of another jurisdiction: Victoria's OHS Act has no PCBU; only the US has OSHA, only GB the HSE. */
function expectOnlyLocalLaw(doc: Doc, code: string) {
  const json = JSON.stringify(doc);
  const country = countryOf(code);
  if (code === "AU-VIC") {
    expect(json).not.toMatch(/\bPCBU\b/);
    expect(json).not.toMatch(/person conducting a business/i);
    expect(json).not.toContain("Work Health and Safety Act");
  }
  if (country !== "US") expect(json).not.toMatch(/\bOSHA\b/);
  if (country !== "UK") expect(json).not.toMatch(/\bHSE\b|RIDDOR/);
  // The United Kingdom's two jurisdictions: Great Britain's Act and regulations do not extend to
  // Northern Ireland, whose own Order and regulations do not extend to Great Britain.
  if (code === "UK-NI") {
    expect(json).not.toMatch(
      /\bHSE\b|Health and Safety Executive(?! for Northern Ireland)|England|Scotland|Wales/,
    );
    for (const i of INSTRUMENTS.filter((i) => i.scope === "UK-GB")) expect(json, i.id).not.toContain(i.title);
  }
  if (code === "UK-GB") {
    expect(json).not.toMatch(/HSENI|Northern Ireland/);
    for (const i of INSTRUMENTS.filter((i) => i.scope === "UK-NI")) expect(json, i.id).not.toContain(i.title);
  }
}

function expectWellFormed(doc: Doc, type: (typeof TYPES)[number]) {
  const ids = doc.sections.map((s) => s.id);
  for (const id of REQUIRED_SECTIONS[type]) expect(ids).toContain(id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const s of doc.sections) expect(s.heading).not.toBe("");
  // Composers list every provision they draw on; the reader sees each one once per section.
  for (const s of doc.sections) {
    const cited = (s.citations ?? []).map((c) => `${c.id} ${c.pinpoint ?? ""}`);
    expect(new Set(cited).size, s.id).toBe(cited.length);
  }
  for (const t of doc.sections.flatMap((s) => s.tables ?? [])) {
    expect(t.columns.length, t.id).toBeGreaterThan(0);
    expect(t.rows.length, t.id).toBeGreaterThan(0);
    for (const row of t.rows) expect(Object.keys(row).sort()).toEqual(t.columns.map((c) => c.key).sort());
  }
}

describe.each(JURISDICTION_CODES)("every document type in %s", (code) => {
  const profile = builderProfile(code);
  const country = countryOf(code);

  it.each(TYPES)("%s has its sections, names and no foreign law", (type) => {
    const doc = composeDocument(input(type, code));
    expectWellFormed(doc, type);
    const text = readable(doc);
    expect(text).toContain(profile.regulator.name);
    expect(text).toContain("Harbourside Builders");
    expect(doc.title).toContain("Harbourside Builders");
    expect(doc.title).toContain(doc.documentName);
    expect(doc.documentName).toBe(documentName(type, country));
    expectOnlyLocalLaw(doc, code);
  });

  it.each(TYPES)("%s is deterministic", (type) => {
    expect(composeDocument(input(type, code))).toEqual(composeDocument(input(type, code)));
  });

  it.each(TYPES)("%s works for a small retail business with no extra inputs", (type) => {
    const doc = composeDocument(input(type, code, SHOP, {}, []));
    expectWellFormed(doc, type);
    expect(readable(doc)).toContain("Corner Grocer");
    expectOnlyLocalLaw(doc, code);
  });

  it.each(TYPES)("%s reads as a complete, local document for builders and shops alike", (type) => {
    for (const [business, metadata] of [
      [RIDGELINE, RIDGELINE_METADATA],
      [BOOKSHOP, {}],
    ] as const) {
      const doc = composeDocument(input(type, code, business, metadata, []));
      expectWellFormed(doc, type);
      const text = readable(doc);
      // The header capitalises a name that reads mid-sentence ("your local authority's …").
      expect(text.toLowerCase()).toContain(doc.complianceReferences.authority.toLowerCase());
      expect(text).toContain(business.name);
      expect(doc.title).toContain(doc.documentName);
      expectOnlyLocalLaw(doc, code);
      expect(composeDocument(input(type, code, business, metadata, []))).toEqual(doc);
    }
  });
});
