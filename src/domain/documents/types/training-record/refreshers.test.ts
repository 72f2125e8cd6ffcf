import { describe, expect, it } from "vitest";
import { HIGH_RISK_ACTIVITIES } from "../../../catalogue/activities";
import { BUSINESS_INDUSTRIES } from "../../../catalogue/industries";
import { HAZARD_TYPES } from "../../../catalogue/options";
import { REGIONS } from "../../../catalogue/regions";
import {
  refresherKindOf,
  TRAINING_REFRESHER_IDS,
  TRAINING_REFRESHERS,
  type TrainingRefresherId,
} from "../../../catalogue/training-refreshers";
import { HAZARD_ENTRIES } from "../../../hazards/library.generated";
import { citationTitle, forIndustry, profileFor } from "../../../legal";
import type { JurisdictionProfile } from "../../../legal/types";
import { ON_CHANGE, OWN_INTERVAL } from "../../composers/refreshers";
import { composeDocument } from "../../engine";
import { countryOf, input, METADATA, section, spelt, type TestBusiness, table } from "../test-fixture";

/** A business of the industry doing every high-risk activity, so its record holds every training row it can. */
const busiest = (industry: string): TestBusiness => ({
  name: "Test Works",
  industry,
  industryOther: null,
  employeeCount: "20-49",
  workDescription: "General work",
  highRiskActivities: HIGH_RISK_ACTIVITIES.map((a) => a.value),
  identifier: { label: "Business number", value: null },
});
const EVERY_HAZARD = { ...METADATA, hazardTypes: HAZARD_TYPES.map((h) => h.value) };

const CODES = Object.values(REGIONS).flatMap((list) => list.map((r) => r.code));
const INDUSTRIES = BUSINESS_INDUSTRIES.map((i) => i.value);

type Row = { training: string; refresher: string };

function matrix(code: string, business: TestBusiness, metadata = EVERY_HAZARD): Row[] {
  const rows = table(
    composeDocument(input("training-record", code, business, metadata)),
    "training-matrix",
  ).rows;
  return rows.map((r) => ({ training: r.training ?? "", refresher: r.refresher ?? "" }));
}

/** The busiest record of every jurisdiction and industry, composed once for the tests over all of them. */
const ALL = CODES.flatMap((code) =>
  INDUSTRIES.map((industry) => ({
    code,
    industry,
    profile: forIndustry(profileFor(code), industry),
    rows: matrix(code, busiest(industry)),
  })),
);

/** The interval the law sets here that a refresher states, if it states one. */
function legalIn(profile: JurisdictionProfile, refresher: string, code: string) {
  return Object.values(profile.refreshers).find((r) => refresher.startsWith(spelt(r.interval, code)));
}

/**
 * Which training a row is, by the catalogue's patterns. The PPE row lists equipment ("fit-tested",
 * "hearing protection"), not a training the law repeats on its own, so it is none.
 */
const kindOf = (training: string): TrainingRefresherId | null =>
  /^Fitting, use, care and limits of PPE/.test(training)
    ? null
    : (refresherKindOf(training) ??
      (/^first aid certificate$/i.test(training) ? "first-aid-certificate" : null));

// Words that make a refresher a period rather than an event ("when the work changes").
const PERIOD = /\d|annual|every|year|month|week/i;

describe("training record refreshers", () => {
  it("every refresher is the law's interval with its provisions, the business's own interval, or an event", () => {
    for (const { code, industry, profile, rows } of ALL) {
      for (const row of rows) {
        const where = `${code} ${industry}: ${row.training} → ${row.refresher}`;
        const legal = legalIn(profile, row.refresher, code);
        if (legal) {
          for (const c of legal.citations) expect(row.refresher, where).toContain(citationTitle(c));
        } else if (PERIOD.test(row.refresher)) {
          expect(row.refresher.endsWith(OWN_INTERVAL), where).toBe(true);
        }
      }
    }
  });

  it("a training the law sets an interval for shows that interval, never the business's own", () => {
    for (const { code, industry, profile, rows } of ALL) {
      for (const row of rows) {
        const kind = kindOf(row.training);
        const legal = kind ? profile.refreshers[kind] : undefined;
        if (legal)
          expect(row.refresher, `${code} ${industry}: ${row.training}`).toContain(
            spelt(legal.interval, code),
          );
      }
    }
  });

  it("no US record gives respirator fit testing or training, forklift evaluation, hearing conservation or bloodborne pathogens training a 2-year refresher", () => {
    const regulated = new Set<TrainingRefresherId>([
      "respirator-fit-test",
      "respirator-training",
      "forklift-evaluation",
      "hearing-conservation",
      "bloodborne-pathogens",
    ]);
    let seen = 0;
    for (const { code, industry, rows } of ALL.filter((r) => countryOf(r.code) === "US")) {
      for (const row of rows) {
        const kind = kindOf(row.training);
        if (!kind || !regulated.has(kind)) continue;
        seen++;
        expect(row.refresher, `${code} ${industry}: ${row.training}`).not.toMatch(/2 years/i);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("a US manufacturer's record gives federal OSHA's intervals, each with its provision, and lists them in the references", () => {
    const doc = composeDocument(input("training-record", "US-FED", busiest("manufacturing"), EVERY_HAZARD));
    const rows = table(doc, "training-matrix").rows.map((r) => ({
      training: r.training ?? "",
      refresher: r.refresher ?? "",
    }));
    const refresherOf = (kind: TrainingRefresherId) =>
      rows.filter((r) => kindOf(r.training) === kind).map((r) => r.refresher);
    expect(refresherOf("respirator-fit-test")[0]).toMatch(/at least every 12 months.*1910\.134\(f\)\(2\)/);
    expect(refresherOf("respirator-training")[0]).toMatch(/every 12 months.*1910\.134\(k\)\(5\)/);
    expect(refresherOf("forklift-evaluation")[0]).toMatch(/every 3 years.*1910\.178\(l\)\(4\)\(iii\)/);
    for (const r of refresherOf("hearing-conservation"))
      expect(r).toMatch(/every 12 months.*1910\.95\(k\)\(2\)/);
    const cited = (section(doc, "training-matrix").citations ?? []).map((c) => `${c.id} ${c.pinpoint}`);
    expect(cited).toEqual(
      expect.arrayContaining([
        "us-29-cfr-1910-134 1910.134(f)(2)",
        "us-29-cfr-1910-134 1910.134(k)(5)",
        "us-29-cfr-1910-178 1910.178(l)(4)(iii)",
        "us-29-cfr-1910-95 1910.95(k)(2)",
      ]),
    );
  });

  it("a US clinic's record adds bloodborne pathogens training at least every 12 months under 1910.1030(g)(2)(ii)", () => {
    const clinic = { ...busiest("healthcare"), highRiskActivities: ["biological-hazards"] };
    const rows = matrix("US-FED", clinic, { ...METADATA, hazardTypes: ["biological"] });
    const bbp = rows.find((r) => kindOf(r.training) === "bloodborne-pathogens");
    expect(bbp?.refresher).toMatch(/every 12 months.*1910\.1030\(g\)\(2\)\(ii\)/);
    const shop = matrix("US-FED", busiest("retail"));
    expect(shop.some((r) => kindOf(r.training) === "bloodborne-pathogens")).toBe(false);
  });

  it("a State Plan state gives federal OSHA's interval as the floor its plan must match, citing the plan, never 29 CFR", () => {
    const rows = matrix("US-WA", busiest("manufacturing"));
    const fit = rows.find((r) => kindOf(r.training) === "respirator-fit-test")!;
    expect(fit.refresher).toContain(
      "federal OSHA's intervals in its respiratory protection standard, which Washington's State Plan's standard must be at least as effective as",
    );
    expect(fit.refresher).toContain("OSHA-approved State Plans");
    for (const r of rows) expect(r.refresher).not.toMatch(/29 CFR|1910\./);
    const doc = composeDocument(input("training-record", "US-WA", busiest("manufacturing"), EVERY_HAZARD));
    for (const c of section(doc, "training-matrix").citations ?? []) expect(c.id).not.toMatch(/^us-29-cfr/);
  });

  it("a Washington record gives WAC 296-842-16005's respirator training interval, and fit testing keeps the federal floor", () => {
    const rows = matrix("US-WA", busiest("manufacturing"));
    const training = rows.filter((r) => kindOf(r.training) === "respirator-training");
    expect(training.length).toBeGreaterThan(0);
    for (const r of training) {
      expect(r.refresher).toMatch(
        /^Before worksite respirator use begins, then within 12 months of the previous training, and again when .*not retained.*296-842-16005/,
      );
      expect(r.refresher).not.toContain("federal OSHA");
    }
    const fit = rows.find((r) => kindOf(r.training) === "respirator-fit-test")!;
    expect(fit.refresher).toContain(
      "which Washington's State Plan's standard must be at least as effective as",
    );
    expect(fit.refresher).not.toContain("296-842");
    const doc = composeDocument(input("training-record", "US-WA", busiest("manufacturing"), EVERY_HAZARD));
    const cited = (section(doc, "training-matrix").citations ?? []).map((c) => c.id);
    expect(cited).toContain("us-wa-wac-296-842-16005");
    // Another State Plan keeps the federal floor for training.
    const oregon = matrix("US-OR", busiest("manufacturing")).find(
      (r) => kindOf(r.training) === "respirator-training",
    )!;
    expect(oregon.refresher).not.toContain("296-842");
  });

  it("a Washington farm's record gives the agriculture rule's fit-test schedule (WAC 296-307-60605), not chapter 296-842's", () => {
    const rows = matrix("US-WA", busiest("agriculture"));
    const fit = rows.filter((r) => kindOf(r.training) === "respirator-fit-test");
    expect(fit.length).toBeGreaterThan(0);
    for (const r of fit)
      expect(r.refresher).toMatch(
        /^Before an employee is assigned duties that may require a tight-fitting respirator, then at least every 12 months.*296-307-60605/,
      );
    for (const r of rows) expect(r.refresher).not.toContain("296-842");
    const training = rows.find((r) => kindOf(r.training) === "respirator-training");
    if (training)
      expect(training.refresher).toContain(
        "which Washington's State Plan's standard must be at least as effective as",
      );
  });

  it("construction, outside 1910.95 and 1910.178, states no hearing or forklift interval", () => {
    for (const row of matrix("US-FED", busiest("construction"))) {
      const kind = kindOf(row.training);
      if (kind === "hearing-conservation" || kind === "forklift-evaluation")
        expect(row.refresher).toBe(ON_CHANGE);
    }
  });

  it("first aid: Great Britain states HSE's 3-year certificate; elsewhere the intervals are the business's own", () => {
    const firstAid = (code: string) =>
      matrix(code, busiest("retail")).find((r) => r.training === "First aid certificate")!.refresher;
    expect(firstAid("UK-GB")).toMatch(
      /valid for 3 years.*does not require.*Health and Safety \(First-Aid\) Regulations 1981/,
    );
    for (const code of ["AU-NSW", "NZ", "US-FED"]) expect(firstAid(code).endsWith(OWN_INTERVAL)).toBe(true);
  });

  it("every training a pattern recognises is among the hazard library's competencies", () => {
    const competencies = HAZARD_ENTRIES.flatMap((h) => h.competencies);
    for (const id of TRAINING_REFRESHER_IDS) {
      const pattern = TRAINING_REFRESHERS[id].competency;
      if (pattern && id !== "bloodborne-pathogens" && id !== "respirator-training")
        expect(
          competencies.some((c) => pattern.test(c)),
          id,
        ).toBe(true);
    }
  });
});
