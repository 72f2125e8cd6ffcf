import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import {
  input,
  JURISDICTION_CODES,
  keys,
  RIDGELINE,
  RIDGELINE_METADATA,
  readable,
  section,
  table,
} from "../test-fixture";

describe.each(JURISDICTION_CODES)("return-to-work in %s", (code) => {
  it("return to work program names the scheme's roles and has a suitable-duties plan", () => {
    const doc = composeDocument(input("return-to-work", code, RIDGELINE, RIDGELINE_METADATA));
    const roles = table(doc, "responsibilities", "rtw-roles").rows.map((r) => r.role ?? "");
    expect(roles.some((r) => r.startsWith("Return to work coordinator"))).toBe(true);
    expect(roles.some((r) => r.startsWith("Treating practitioner"))).toBe(true);
    expect(table(doc, "process", "rtw-steps").rows.length).toBeGreaterThan(8);
    expect(keys(table(doc, "process", "suitable-duties-plan"))).toContain("restrictions");
  });
});

/** Each jurisdiction's first claim step: its deadline as the document states it, and the provision that sets it. */
const CLAIM_DEADLINES = [
  {
    code: "AU-QLD",
    deadline:
      /to WorkCover Queensland as soon as you know of it; failing to report it within 8 business days is an offence/,
    cites: ["au-qld-wcr-act-2003 s 133"],
  },
  {
    code: "AU-NSW",
    deadline:
      /Notify your workers compensation insurer within 48 hours of becoming aware that a worker has received a workplace injury; the 48 hours include weekends and public holidays/,
    cites: ["au-nsw-wim-wc-act-1998 s 44", "au-nsw-wim-wc-act-1998 s 52"],
  },
  {
    code: "AU-VIC",
    deadline: /Forward each claim you receive to your WorkSafe agent within 10 calendar days of receiving it/,
    cites: ["au-vic-wirc-act-2013 s 73", "au-vic-wirc-act-2013 s 73A", "au-vic-wirc-act-2013 s 106"],
  },
] as const;

const legalRequirements = (code: string) => {
  const doc = composeDocument(input("return-to-work", code, RIDGELINE, RIDGELINE_METADATA));
  const s = section(doc, "requirements");
  return {
    text: readable(doc),
    body: s.body,
    cites: (s.citations ?? []).map((c) => [c.id, c.pinpoint].filter(Boolean).join(" ")),
    instruments: doc.complianceReferences.citations.map((c) => c.id),
  };
};

describe("return to work states the claim deadline of its own jurisdiction", () => {
  it.each(CLAIM_DEADLINES)(
    "$code: the deadline in Legal Requirements, citing the provision that sets it",
    (c) => {
      const doc = legalRequirements(c.code);
      expect(doc.body).toMatch(c.deadline);
      expect(doc.cites).toEqual(expect.arrayContaining([...c.cites]));
    },
  );

  it.each(CLAIM_DEADLINES)("$code: no other jurisdiction's deadline or Act", (c) => {
    const doc = legalRequirements(c.code);
    for (const other of CLAIM_DEADLINES.filter((o) => o.code !== c.code)) {
      expect(doc.text, other.code).not.toMatch(other.deadline);
      const act = other.cites[0].split(" ")[0]!;
      expect(doc.instruments, other.code).not.toContain(act);
    }
  });

  it("keeps the states' own words apart: NSW never names WorkCover Queensland, Victoria never gives 48 hours", () => {
    expect(legalRequirements("AU-NSW").text).not.toMatch(/WorkCover Queensland|WorkSafe agent/);
    expect(legalRequirements("AU-VIC").text).not.toMatch(/48 hours|WorkCover Queensland|SIRA/);
    expect(legalRequirements("AU-QLD").text).not.toMatch(/48 hours|WorkSafe agent|SIRA/);
  });
});
