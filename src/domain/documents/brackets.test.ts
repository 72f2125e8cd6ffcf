import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS, EXTRA_POLICIES, HAZARD_TYPES, REGIONS } from "../catalogue";
import { HIGH_RISK_ACTIVITIES } from "../catalogue/activities";
import { BUSINESS_INDUSTRIES } from "../catalogue/industries";
import { INSTRUMENTS } from "../legal";
import type { DocumentContent } from "./content";
import { composeDocument } from "./engine";
import { textOf } from "./html";

/**
 * A name that carries its own bracketed abbreviation ("Method Statement (RAMS)", "ground-fault
 * circuit interrupters (GFCIs)") put in front of a bracketed aside reads "… (RAMS) (or had it
 * explained)". Whatever a document's name, term or spelling becomes in a country, no line of any
 * document may hold one bracket straight after another.
 */
const DOUBLED = /(?:^|\s)\([^()]*\) \(/;

/**
 * An instrument's title is printed as enacted, brackets and all ("Employer's Liability (Defective
 * Equipment and Compulsory Insurance) (Northern Ireland) Order 1972"): only SafeDraft's own words count.
 */
const TITLES = [...new Set(INSTRUMENTS.map((i) => i.title))].sort((a, b) => b.length - a.length);
const ownWords = (line: string) => TITLES.reduce((l, title) => l.split(title).join("the instrument"), line);

/** Every line a reader sees: name, title, headings, body text, captions, column labels and cells. */
function lines(doc: Omit<DocumentContent, "generation">): string[] {
  return [
    doc.documentName,
    doc.title,
    ...doc.sections.flatMap((s) => [
      s.heading,
      ...textOf(s.body).split("\n"),
      ...(s.tables ?? []).flatMap((t) => [
        t.caption,
        ...t.columns.map((c) => c.label),
        ...t.rows.flatMap((r) => Object.values(r).flatMap((v) => v.split("\n"))),
      ]),
    ]),
  ];
}

type DocumentType = (typeof DOCUMENT_TYPE_IDS)[number];

function compose(code: string, country: string, industry: string, documentType: DocumentType) {
  return composeDocument({
    documentType,
    business: {
      name: "Test Works",
      country,
      jurisdiction: code,
      industry,
      industryOther: null,
      employeeCount: "20-49",
      workDescription: "General work",
      regions: [code],
      highRiskActivities: HIGH_RISK_ACTIVITIES.map((a) => a.value),
      identifier: { label: "Number", value: null },
    },
    metadata: {
      activity: "Routine work",
      location: "Main site",
      emergencyType: "fire",
      hazardTypes: HAZARD_TYPES.map((h) => h.value),
      incidentTypes: ["near-miss", "major-injury"],
    },
    additionalPolicies: documentType === "policy" ? EXTRA_POLICIES.map((p) => p.value) : [],
    preparedBy: "Tester",
    date: "2026-11-24",
  });
}

function doubled(code: string, country: string, industry: string): string[] {
  return DOCUMENT_TYPE_IDS.flatMap((type) =>
    lines(compose(code, country, industry, type))
      .filter((line) => DOUBLED.test(ownWords(line)))
      .map((line) => `${type}: ${line.trim().slice(0, 160)}`),
  );
}

const FIRST_REGION = { AU: "AU-NSW", UK: "UK-GB", NZ: "NZ", US: "US-CA" } as const;

describe("no bracket follows another", () => {
  it("in a British RAMS's sign-on", () => {
    const swms = compose("UK-GB", "UK", "construction", "swms");
    expect(swms.documentName).toContain("(RAMS)");
    expect(lines(swms).join("\n")).not.toContain("(RAMS) (");
  });

  it.each(Object.entries(FIRST_REGION))("in any document of any industry in %s", (country, code) => {
    for (const industry of BUSINESS_INDUSTRIES.map((i) => i.value)) {
      expect(doubled(code, country, industry), industry).toEqual([]);
    }
  });

  it.each(
    Object.entries(REGIONS).flatMap(([country, regions]) => regions.map((r) => [r.code, country] as const)),
  )("in any construction document in %s", (code, country) => {
    expect(doubled(code, country, "construction")).toEqual([]);
  });
});
