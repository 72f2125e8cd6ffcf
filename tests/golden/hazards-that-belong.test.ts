import { describe, expect, it } from "vitest";
import { composeDocument } from "../../src/domain/documents/engine";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { GOLDEN_AUTHOR, GOLDEN_BUSINESSES, GOLDEN_DATE } from "./businesses";

/**
 * What a consultant reading the reference businesses' documents finds that does not belong to the
 * business: hazards, people at risk and controls of work it does not do. Each line below was in
 * these documents while the library offered an industry's lines without regard to what the
 * business does; each business's own words now settle them.
 */
const DOCUMENTS = ["risk-assessment", "policy", "hazard-register", "ppe-register", "swms"] as const;

function documents(slug: string, types: readonly string[] = DOCUMENTS): string {
  const golden = GOLDEN_BUSINESSES.find((g) => g.slug === slug)!;
  return types
    .map((documentType) =>
      renderPlainText(
        composeDocument({
          documentType: documentType as (typeof DOCUMENTS)[number],
          business: golden.business,
          metadata: golden.metadata,
          additionalPolicies: [],
          preparedBy: GOLDEN_AUTHOR,
          date: GOLDEN_DATE,
        }),
      ),
    )
    .join("\n");
}

const FOREIGN: { slug: string; lines: RegExp[]; types?: readonly string[] }[] = [
  {
    // Open-cut iron ore, drill and blast contractor: no coal, no crushing, no haul fleet, no underground.
    slug: "au-wa-mining-50-199",
    lines: [
      /coal/i,
      /Order materials cut to size/,
      /crusher and processing workers/,
      /Fatigue monitoring in haul trucks/,
      /underground workings/i,
      /bolts, mesh, shotcrete/,
      /Cap lamp/,
    ],
  },
  {
    // Policy consulting from a city office.
    slug: "au-act-professional-6-19",
    lines: [/secure counters/, /duress alarms/, /a safe room/, /cap caseloads of traumatic material/, /Trauma-informed/],
  },
  {
    // Community clinic: treatment rooms and home visits.
    slug: "au-vic-healthcare-50-199",
    lines: [/drain cameras/, /biological safety cabinets/, /Have goods delivered to the point of use/, /laboratory/i],
  },
  {
    // A trench job.
    slug: "nz-construction-sewer-6-19",
    lines: [
      /catch screens or debris netting/,
      /scaffold/i,
      /Plumbers, cleaners, health, laboratory, animal-handling and waste workers/,
      /Maintain water systems against Legionella/,
    ],
  },
  {
    // "Small café serving breakfast and lunch": nothing says it is licensed.
    slug: "au-sa-hospitality-1-5",
    lines: [
      /service of alcohol/i,
      /affected by alcohol/i,
      /Intoxicated/,
      /security staff at busy times/,
      /bar floors/,
      /glassware in bars/,
      /bar and (wait|cleaning) staff/,
    ],
  },
  {
    // A bookshop's delivery has no mobile plant.
    slug: "uk-gb-retail-1-5",
    types: ["swms", "sop-template", "risk-assessment", "hazard-register"],
    lines: [/mobile plant/i, /Receive the delivery[^\n]*Extreme/],
  },
];

describe("reference businesses' documents hold only what belongs to the business", () => {
  for (const { slug, lines, types } of FOREIGN) {
    it(`${slug}`, () => {
      const text = documents(slug, types);
      for (const line of lines) expect(text.match(line)?.[0], `${slug}: ${String(line)}`).toBeUndefined();
    });
  }

  it("a community clinic that makes home visits plans for them", () => {
    const text = documents("au-vic-healthcare-50-199", ["risk-assessment", "hazard-register"]);
    for (const line of [
      /working alone in clients' homes/,
      /dogs and other animals/,
      /unsafe premises/,
      /Check-in and check-out for every visit/,
      /duress devices/,
      /Driving between visits/,
    ])
      expect(text, String(line)).toMatch(line);
  });

  it("what a business does keeps its lines: the open-pit mine's crushers and haul trucks, the drainlayer's sewage", () => {
    const pit = documents("au-wa-mining-200", ["hazard-register"]);
    expect(pit).toMatch(/crusher and processing workers/);
    expect(pit).toMatch(/Fatigue monitoring in haul trucks/);
    expect(pit).toMatch(/berms and catch benches/);
    const sewer = documents("nz-construction-sewer-6-19", ["hazard-register"]);
    expect(sewer).toMatch(/drain cameras/);
    expect(sewer).toMatch(/Waterproof overalls and boots|sewage/);
    const roofer = documents("au-nsw-construction-20-49", ["hazard-register"]);
    expect(roofer).toMatch(/catch screens or debris netting on scaffolds/);
  });
});
