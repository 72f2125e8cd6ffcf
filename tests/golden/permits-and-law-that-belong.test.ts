import { describe, expect, it } from "vitest";
import { composeGolden } from "./render";
import { DOCUMENT_TYPE_IDS, type DocumentTypeId } from "../../src/domain/catalogue";
import { composeDocument, factsOf } from "../../src/domain/documents/engine";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { holds } from "../../src/domain/hazards";
import { INSTRUMENTS } from "../../src/domain/legal";
import { GOLDEN_AUTHOR, GOLDEN_BUSINESSES, GOLDEN_DATE, type GoldenBusiness } from "./businesses";

/**
 * Permits, law, PPE and controls a consultant found in the reference businesses' documents that do
 * not belong to the business: a lockout section in every permit, lockout law cited to a surf shop,
 * a roofer's welding helmet, an incident form citing lifting equipment examinations. Each class is
 * checked over every reference business, not only the one it was found in.
 */
const compose = (golden: GoldenBusiness, documentType: DocumentTypeId) =>
  composeGolden(golden, documentType);

// The law on locking out machinery while it is serviced; a builder's lockout of electrical circuits
// (29 CFR 1926.417) is its electrical rows' and says nothing of servicing machinery.
const LOCKOUT_LAW = INSTRUMENTS.filter(
  (i) => /lockout|hazardous energy/i.test(i.title) && !/circuits/i.test(i.title),
);
const servicesMachinery = (golden: GoldenBusiness) =>
  LOCKOUT_LAW.every((i) => i.appliesWhen !== undefined) &&
  holds(LOCKOUT_LAW[0]!.appliesWhen!, factsOf(golden));
const TORCH_OR_WELD = /torch-applied|torch-on|welding|brazing|flame cutting|plasma cutting/i;

describe("permit sections come from the business's own work", () => {
  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug, g] as const))("%s", (_slug, golden) => {
    const permit = compose(golden, "permit");
    const ids = permit.sections.map((s) => s.id);
    const text = renderPlainText(permit);
    // Lockout only where the business services or clears machinery.
    if (!servicesMachinery(golden)) expect(ids).not.toContain("isolations");
    // A job that is hot work gets the hot work conditions, and is never told it needs no permit.
    if (TORCH_OR_WELD.test(golden.metadata.activity ?? "")) {
      expect(ids).toContain("hot-work");
      expect(text).not.toMatch(/routinely needs a permit/);
      for (const line of [/fire watch/i, /combustibles/i, /hoses, regulators/i, /extinguisher/i])
        expect(text).toMatch(line);
    }
  });

  it("the bookshop, the office, the clinic and the blast crew get no lockout section", () => {
    for (const slug of [
      "uk-gb-retail-1-5",
      "au-act-professional-6-19",
      "us-ny-healthcare-50-199",
      "au-wa-mining-50-199",
      "us-fl-retail-1-5",
      "us-ca-construction-20-49",
    ]) {
      const permit = compose(GOLDEN_BUSINESSES.find((g) => g.slug === slug)!, "permit");
      expect(renderPlainText(permit), slug).not.toMatch(/Energy Isolation and Lockout/);
    }
  });

  it("the torch-on roofer's permit is a hot work permit; the die change keeps its lockout", () => {
    const roofer = compose(GOLDEN_BUSINESSES.find((g) => g.slug === "us-ca-construction-20-49")!, "permit");
    expect(renderPlainText(roofer)).toMatch(/Hot work permit: for hot work \(torch-applied roofing membrane\)/);
    const press = compose(GOLDEN_BUSINESSES.find((g) => g.slug === "au-qld-manufacturing-50-199")!, "permit");
    expect(press.sections.map((s) => s.id)).toContain("isolations");
  });
});

describe("law whose duties depend on the business's work is cited only where it has that work", () => {
  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug, g] as const))("%s", (_slug, golden) => {
    const facts = factsOf(golden);
    const foreign = INSTRUMENTS.filter((i) => i.appliesWhen && !holds(i.appliesWhen, facts));
    for (const documentType of DOCUMENT_TYPE_IDS) {
      const doc = compose(golden, documentType);
      const cited = new Set(doc.complianceReferences.citations.map((c) => c.id));
      const text = renderPlainText(doc);
      for (const i of foreign) {
        expect(cited.has(i.id), `${documentType} cites ${i.id}`).toBe(false);
        expect(text, `${documentType} names ${i.title}`).not.toContain(i.title);
      }
    }
  });

  it("the surf shop, the bookshop-like shops and the roofer are never told to certify lockout procedures", () => {
    for (const slug of ["us-fl-retail-1-5", "us-ca-construction-20-49", "us-ny-healthcare-50-199"]) {
      const golden = GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;
      for (const documentType of DOCUMENT_TYPE_IDS) {
        const text = renderPlainText(compose(golden, documentType));
        expect(text, `${slug} ${documentType}`).not.toMatch(/energy control procedures that apply to them/);
        expect(text, `${slug} ${documentType}`).not.toMatch(/periodic inspections? of energy control/);
      }
    }
  });
});

/** PPE and controls of another trade, by the business they were found in. */
const OTHER_TRADES: { slug: string; lines: RegExp[] }[] = [
  {
    slug: "us-ca-construction-20-49",
    lines: [
      /Welding helmet/,
      /welding gloves/,
      /designated workshop bay/,
      /Welding screens/,
      /Smoke detection/,
      /self-closing fire doors/,
      /Welding or cutting competency/,
    ],
  },
  { slug: "us-wa-manufacturing-20-49", lines: [/[Cc]hainsaw/, /low-silica/, /jackhammers/, /nail guns/] },
  { slug: "au-act-professional-6-19", lines: [/Traumatic and emotionally demanding work/, /critical incidents/] },
  { slug: "us-ny-healthcare-50-199", lines: [/nuclear gauges/, /[Ll]aser/] },
];

describe("PPE and controls belong to the business's own trade", () => {
  it.each(OTHER_TRADES.map((t) => [t.slug, t] as const))("%s", (_slug, { slug, lines }) => {
    const golden = GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;
    for (const documentType of DOCUMENT_TYPE_IDS) {
      const text = renderPlainText(compose(golden, documentType));
      for (const line of lines) expect(text, `${documentType}: ${line}`).not.toMatch(line);
    }
  });

  it("no construction business is told to rely on a building's fire doors, and no one without lasers gets laser eyewear", () => {
    for (const golden of GOLDEN_BUSINESSES) {
      const text = ["risk-assessment", "hazard-register", "ppe-register"]
        .map((t) => renderPlainText(compose(golden, t as DocumentTypeId)))
        .join("\n");
      if (golden.business.industry === "construction")
        expect(text, golden.slug).not.toMatch(/self-closing fire doors/);
      if (!/laser/i.test(factsOf(golden).words)) expect(text, golden.slug).not.toMatch(/[Ll]aser/);
      if (!/chainsaw|tree|forestry|logging|arborist|firewood/i.test(factsOf(golden).words))
        expect(text, golden.slug).not.toMatch(/[Cc]hainsaw/);
    }
  });
});

/** Provisions about registers and equipment examinations, not incidents. */
const NOT_ABOUT_INCIDENTS = ["uk-loler-1998", "uk-car-2012", "nz-hazardous-substances-regs-2017", "nz-asbestos-regs-2016"];

describe("incident forms cite the law of incidents and their records", () => {
  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug, g] as const))("%s", (_slug, golden) => {
    const form = compose(golden, "incident-form");
    const cited = form.complianceReferences.citations;
    for (const c of cited) {
      expect(NOT_ABOUT_INCIDENTS, `${c.id} ${c.pinpoint ?? ""}`).not.toContain(c.id);
      // A chemicals register (model WHS r 346) is not an incident record.
      expect(`${c.id} ${c.pinpoint ?? ""}`).not.toMatch(/regulation.* r 346$/);
    }
  });
});

/**
 * The permit type a permit's issuer fills in: one permit is named plainly, several are each a box
 * to tick (a sewer job may need its dig permit and a confined space permit at once), and a "tick
 * one" never offers a single choice.
 */
describe("the permit type offers the real choices of the business's work", () => {
  const permitTypeRow = (golden: GoldenBusiness) => {
    const table = composeGolden(golden, "permit")
      .sections.flatMap((s) => s.tables ?? [])
      .find((t) => t.id === "permit-details")!;
    return table.rows.find((r) => /^Permit type/.test(String(r.field)))!;
  };
  const needed = (golden: GoldenBusiness) => {
    const scope = composeGolden(golden, "permit").sections.find((s) => s.id === "scope")!;
    // A blank permit (the job needs none) says so first, then lists the business's other permit work.
    const list = /<h3>Work That Needs a Permit<\/h3>(?:<p>[^<]*<\/p>)?<ul>(.*?)<\/ul>/.exec(scope.body)?.[1] ?? "";
    // The HTML's escapes read back as the text they stand for ("mine's", "R&D").
    return [...list.matchAll(/<li>(.*?): for /g)].map((m) =>
      m[1]!.replaceAll("&#39;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
    );
  };

  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug, g] as const))("%s", (_slug, golden) => {
    const row = permitTypeRow(golden);
    const value = String(row.value);
    const listed = needed(golden);
    // A blank permit offers the business's permit work and a box for any other high-risk task.
    const blank = listed.length > 0 && /is not itself permit work|records show needs a permit/.test(JSON.stringify(composeGolden(golden, "permit").sections));
    const types = blank ? [...listed, "Other (describe the work)"] : listed;
    expect(value).not.toMatch(/tick one/i);
    if (types.length === 1) expect(value).toBe(types[0]);
    if (types.length > 1) {
      expect(row.field).toMatch(/tick each/i);
      expect(value.split("\n")).toEqual(types.map((t) => `[ ] ${t}`));
    }
    if (types.length === 0) expect(value).toBe("");
  });

  it("the Kaikōura drainlayer's sewer permit offers its dig permit and its confined space permit as boxes", () => {
    const golden = GOLDEN_BUSINESSES.find((g) => g.slug === "nz-construction-sewer-6-19")!;
    expect(String(permitTypeRow(golden).value)).toMatch(/^\[ \] Excavation\/dig permit\n\[ \] Confined space entry permit/);
  });
});
