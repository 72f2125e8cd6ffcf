import { describe, expect, it } from "vitest";
import { HIGH_RISK_ACTIVITIES } from "../catalogue/activities";
import { HAZARD_TYPES } from "../catalogue/options";
import { REGIONS } from "../catalogue/regions";
import { refresherKindOf } from "../catalogue/training-refreshers";
import { citationTitle, forIndustry, profileFor } from "../legal";
import type { JurisdictionProfile } from "../legal/types";
import { OWN_INTERVAL, PERIOD } from "./composers/refreshers";
import { composeDocument } from "./engine";
import { countryOf, input, METADATA, spelt, type TestBusiness } from "./types/test-fixture";

/**
 * Every interval a training or testing table states says whose it is: the law's, followed by the
 * provisions that set it, or the business's own, labelled so. Held over every jurisdiction, the
 * general and the construction industry, and each document type with such a table.
 */

const CODES = Object.values(REGIONS).flatMap((list) => list.map((r) => r.code));
const INDUSTRIES = ["other", "construction"];
/** Columns that hold how often something is repeated. */
const INTERVAL_COLUMNS = new Set(["refresher", "when", "frequency"]);
const TYPES = ["training-record", "policy", "emergency-plan"] as const;

/** A business doing every high-risk activity, so its documents hold every row they can. */
const busiest = (industry: string): TestBusiness => ({
  name: "Interval Works",
  industry,
  industryOther: industry === "other" ? "Building maintenance" : null,
  employeeCount: "20-49",
  workDescription: "General work",
  highRiskActivities: HIGH_RISK_ACTIVITIES.map((a) => a.value),
  identifier: { label: "Business number", value: null },
});
const EVERY_HAZARD = { ...METADATA, hazardTypes: HAZARD_TYPES.map((h) => h.value) };

type Cell = { code: string; industry: string; type: string; table: string; text: string };

/** The law's interval the text starts with, if any, in this profile. */
const legalIn = (profile: JurisdictionProfile, text: string, code: string) =>
  Object.values(profile.refreshers).find((r) => text.startsWith(spelt(r.interval, code)));

const CELLS: (Cell & { profile: JurisdictionProfile })[] = CODES.flatMap((code) =>
  INDUSTRIES.flatMap((industry) => {
    const profile = forIndustry(profileFor(code), industry);
    return TYPES.flatMap((type) => {
      const doc = composeDocument(input(type, code, busiest(industry), EVERY_HAZARD));
      return doc.sections.flatMap((s) =>
        (s.tables ?? []).flatMap((t) =>
          t.rows.flatMap((row) =>
            t.columns
              .filter((c) => INTERVAL_COLUMNS.has(c.key))
              .map((c) => ({ code, industry, type, table: t.id, text: row[c.key] ?? "", profile })),
          ),
        ),
      );
    });
  }),
);

describe("every interval says whose it is", () => {
  it("each period in a training or testing table is the law's, with its provisions, or the business's own", () => {
    const periods = CELLS.filter((c) => PERIOD.test(c.text));
    expect(periods.length).toBeGreaterThan(1000);
    const failures: string[] = [];
    for (const c of periods) {
      const legal = legalIn(c.profile, c.text, c.code);
      const owned = legal
        ? legal.citations.every((cite) => c.text.includes(citationTitle(cite)))
        : c.text.endsWith(OWN_INTERVAL);
      if (!owned) failures.push(`${c.code} ${c.industry} ${c.type} ${c.table}: ${c.text}`);
    }
    expect(failures).toEqual([]);
  });

  it("the policy's competency table and the emergency plan's training table each state intervals, and say whose", () => {
    for (const table of ["competency-requirements", "emergency-training", "testing-schedule"]) {
      const cells = CELLS.filter((c) => c.table === table && PERIOD.test(c.text));
      expect(cells.length, table).toBeGreaterThan(0);
      expect(
        cells.filter((c) => c.text.endsWith(OWN_INTERVAL) || legalIn(c.profile, c.text, c.code)).length,
        table,
      ).toBe(cells.length);
    }
  });

  it("Great Britain's emergency plan gives first aiders HSE's certificate period with the First-Aid Regulations", () => {
    const cell = CELLS.find(
      (c) => c.code === "UK-GB" && c.table === "emergency-training" && /certificate expires/.test(c.text),
    );
    expect(cell?.text).toContain("Health and Safety (First-Aid) Regulations 1981");
    expect(cell?.text).not.toContain(OWN_INTERVAL);
  });
});

describe("US asbestos and lead training", () => {
  const us = CELLS.filter((c) => countryOf(c.code) === "US" && c.table !== "emergency-training");
  /** Every training row of the US records and policies, composed once. */
  const TRAINING_ROWS = CODES.filter((code) => countryOf(code) === "US").flatMap((code) =>
    INDUSTRIES.flatMap((industry) =>
      (["training-record", "policy"] as const).flatMap((type) => {
        const doc = composeDocument(input(type, code, busiest(industry), EVERY_HAZARD));
        return doc.sections.flatMap((s) =>
          (s.tables ?? [])
            .filter((t) => t.id === "training-matrix" || t.id === "competency-requirements")
            .flatMap((t) =>
              t.rows.map((r) => ({
                code,
                industry,
                type,
                training: r.training ?? r.competency ?? "",
                refresher: r.refresher ?? "",
              })),
            ),
        );
      }),
    ),
  );
  const rowsOf = (pattern: RegExp) => TRAINING_ROWS.filter((r) => pattern.test(r.training));

  it("no US document gives asbestos or lead training the business's own interval", () => {
    expect(us.length).toBeGreaterThan(0);
    const rows = rowsOf(/asbestos.*training|\blead\b.*training/i);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.refresher, `${r.code} ${r.industry} ${r.type}`).not.toContain(OWN_INTERVAL);
      expect(r.refresher, `${r.code} ${r.industry} ${r.type}`).not.toMatch(/2 years/);
    }
  });

  it("federal OSHA's construction lead interval and general industry asbestos interval carry their paragraphs", () => {
    const lead = rowsOf(/\blead\b.*training/i).filter(
      (r) => r.code === "US-FED" && r.industry === "construction",
    );
    expect(lead.length).toBeGreaterThan(0);
    for (const r of lead)
      expect(r.refresher).toBe(
        "At least every 12 months for each employee exposed to lead at or above the action level on any day (29 CFR 1926.62 Lead, 1926.62(l)(1)(iv))",
      );
    const asbestos = rowsOf(/asbestos.*training/i).filter((r) => r.code === "US-FED");
    for (const r of asbestos.filter((r) => r.industry === "other"))
      expect(r.refresher).toMatch(
        /^At least every 12 months for employees who do housekeeping .*1910\.1001\(j\)\(7\)\(iv\)\)$/,
      );
    // 1926.1101(k)(9) is not verified here: construction asbestos training follows changes, not a number.
    for (const r of asbestos.filter((r) => r.industry === "construction"))
      expect(r.refresher).toBe("When the task, equipment or law changes");
  });

  it("a State Plan covering private employers states federal OSHA's interval as its floor, never a 29 CFR number", () => {
    const rows = rowsOf(/\blead\b.*training/i).filter(
      (r) => r.code === "US-WA" && r.industry === "construction",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.refresher).toContain(
        "which Washington's State Plan's standard must be at least as effective as",
      );
      expect(r.refresher).not.toMatch(/29 CFR|1926\.62/);
    }
  });

  it("the catalogue recognises the library's asbestos and lead training, and not the inspection of electrical leads", () => {
    expect(refresherKindOf("Asbestos awareness training for anyone who may disturb it")).toBe(
      "asbestos-training",
    );
    expect(refresherKindOf("Lead-safe work practices training")).toBe("lead-training");
    expect(refresherKindOf("Lead hazard awareness training")).toBe("lead-training");
    expect(refresherKindOf("Visual inspection of leads and equipment before use")).toBeNull();
    expect(refresherKindOf("Supervisors and leading hands training")).toBeNull();
  });
});
