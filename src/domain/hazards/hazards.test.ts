import { describe, expect, it } from "vitest";
import { HIGH_RISK_ACTIVITIES } from "../catalogue/activities";
import { BUSINESS_INDUSTRIES, TRIAL_INDUSTRIES } from "../catalogue/industries";
import { HAZARD_TYPES } from "../catalogue/options";
import { HIGH_RISK_WORK_CATEGORY_IDS } from "../legal/types";
import {
  CONTROL_LEVELS,
  HAZARD_LIBRARY,
  hazardEntry,
  hazardsAndAsks,
  hazardsFor,
  INDUSTRY_BASELINES,
  industryBaseline,
  notYetAssessed,
  riskScore,
} from "./index";

const entries = Object.values(HAZARD_LIBRARY);
const industries = [...new Set([...BUSINESS_INDUSTRIES, ...TRIAL_INDUSTRIES].map((i) => i.value))];
const none = { highRiskActivities: [], hazardTypes: [] } as const;

describe("hazard library coverage", () => {
  it.each(HIGH_RISK_ACTIVITIES.map((a) => a.value))("has an entry for activity %s", (value) => {
    expect(hazardEntry(value)?.id).toBe(value);
  });

  it.each(HAZARD_TYPES.map((t) => t.value))("has an entry for hazard type %s", (value) => {
    expect(hazardEntry(value)?.id).toBe(value);
  });

  // A baseline may also hold a question only for the businesses whose words name its work (a
  // drywall contractor is asked about stilts); what every business of the industry is given or
  // asked stays 3 to 5.
  it.each(industries)(
    "gives every business of industry %s 3–5 rows or questions of its baseline",
    (industry) => {
      const baseline = INDUSTRY_BASELINES[industry];
      expect(baseline).toBeDefined();
      expect(baseline?.length).toBeGreaterThanOrEqual(3);
      expect(new Set(baseline).size).toBe(baseline?.length);
      for (const id of baseline ?? []) expect(hazardEntry(id), id).toBeDefined();
      // Each of them is a row where the business's facts bring it, otherwise a question it is asked.
      const { hazards, notYetAssessed: asked } = hazardsAndAsks({ industry, ...none });
      expect(hazards.length + asked.length).toBeGreaterThanOrEqual(3);
      expect(hazards.length + asked.length).toBeLessThanOrEqual(5);
    },
  );

  it("has no baseline for an industry the catalogue does not know", () => {
    expect(Object.keys(INDUSTRY_BASELINES).sort()).toEqual([...industries].sort());
  });

  it("keys every entry by its own id", () => {
    for (const [key, entry] of Object.entries(HAZARD_LIBRARY)) expect(entry.id).toBe(key);
  });

  it("returns undefined for unknown or inherited ids", () => {
    expect(hazardEntry("no-such-hazard")).toBeUndefined();
    expect(hazardEntry("toString")).toBeUndefined();
    expect(hazardEntry("__proto__")).toBeUndefined();
  });
});

describe("hazard entries", () => {
  it.each(entries.map((e) => [e.id, e] as const))("%s is complete and well formed", (_id, entry) => {
    expect(entry.name.trim()).not.toBe("");
    expect(entry.whoAtRisk.trim()).not.toBe("");
    expect(entry.harm).toMatch(/^[A-Z0-9].*\.$/);
    expect(entry.harm.split(/\.\s/).length, "harm is one sentence").toBe(1);
    expect(entry.controls.length).toBeGreaterThanOrEqual(2);
    expect(entry.competencies.length).toBeGreaterThanOrEqual(1);
    for (const r of [entry.inherent, entry.residual]) {
      for (const n of [r.likelihood, r.consequence]) {
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(5);
      }
    }
    // A control may start with a country's term, which every profile writes with a capital.
    for (const c of entry.controls) expect(c.text).toMatch(/^([A-Z]|\{\{local\.\w+\}\}).*\.$/);
    for (const list of [entry.ppe, entry.permits, entry.competencies]) {
      for (const item of list) expect(item.trim()).not.toBe("");
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it("has a residual risk lower than the inherent risk for every entry", () => {
    for (const e of entries) expect(riskScore(e.residual), e.id).toBeLessThan(riskScore(e.inherent));
  });

  it("orders controls by the hierarchy and includes a control above PPE", () => {
    for (const e of entries) {
      const ranks = e.controls.map((c) => CONTROL_LEVELS.indexOf(c.level));
      expect(ranks, e.id).toEqual([...ranks].sort((a, b) => a - b));
      expect(ranks.every((r) => r >= 0)).toBe(true);
      expect(
        e.controls.some((c) => c.level !== "ppe"),
        e.id,
      ).toBe(true);
    }
  });

  it("uses only valid high-risk work category ids, without repeats", () => {
    const valid = new Set<string>(HIGH_RISK_WORK_CATEGORY_IDS);
    for (const e of entries) {
      for (const id of e.highRiskWork) expect(valid.has(id), `${e.id}: ${id}`).toBe(true);
      expect(new Set(e.highRiskWork).size).toBe(e.highRiskWork.length);
    }
  });

  it("maps the activities that bring high-risk construction work to their categories", () => {
    const expected: Record<string, string[]> = {
      "working-at-height": ["fall-over-2m"],
      "fall-hazards": ["fall-over-2m"],
      height: ["fall-over-2m"],
      demolition: ["demolition-load-bearing"],
      asbestos: ["asbestos-disturbance"],
      "confined-spaces": ["confined-space", "contaminated-atmosphere"],
      "confined-space": ["confined-space", "contaminated-atmosphere"],
      excavation: ["trench-over-1-5m"],
      explosives: ["explosives"],
      "electrical-work": ["energised-electrical"],
      electrical: ["energised-electrical"],
      "mobile-equipment": ["powered-mobile-plant"],
      "manufacturing-process-heat": ["artificial-temperature-extremes"],
      "diving-work": ["diving", "water-drowning-risk"],
      "construction-site-traffic": ["traffic-corridor", "powered-mobile-plant"],
    };
    for (const [id, categories] of Object.entries(expected)) {
      expect(hazardEntry(id)?.highRiskWork, id).toEqual(expect.arrayContaining(categories));
    }
  });

  it("does not call hot weather artificial extremes of temperature", () => {
    for (const id of ["extreme-temperatures", "construction-sun-exposure", "outdoor-heat"])
      expect(hazardEntry(id)?.highRiskWork, id).not.toContain("artificial-temperature-extremes");
  });

  it("is jurisdiction-neutral", () => {
    // Every text is checked; a line's `countries` condition names the countries it is for (a
    // disease the country is free of), which is data the engine reads, not wording it prints.
    const text = JSON.stringify(HAZARD_LIBRARY, (key, value) => (key === "countries" ? undefined : value));
    const banned =
      /\b(OSHA|HSE|HSA|HSWA|PCBU|COSHH|RIDDOR|NIOSH|ANSI|NFPA|ISO|AS\/NZS|AS|NZS|BS|EN|CFR|WHS|OHS|SWMS)\b|WorkSafe|SafeWork|Safe Work Australia|white card|\bAct\b|Regulations?\b|Code of Practice|Australia|New Zealand|United Kingdom|United States|\bU\.?S\.?A?\b|\bU\.?K\.?\b|Britain|England|Scotland|Wales|Ireland|federal|state law/;
    expect(text.match(banned)?.[0]).toBeUndefined();
  });

  it("does not repeat the same control sentence across entries unless it is a shared constant", () => {
    const seen = new Map<string, string[]>();
    for (const e of entries)
      for (const c of e.controls) seen.set(c.text, [...(seen.get(c.text) ?? []), e.id]);
    const repeated = [...seen.entries()].filter(([, ids]) => ids.length > 2);
    expect(repeated).toEqual([]);
  });

  it("cannot be mutated by callers", () => {
    const entry = hazardEntry("working-at-height");
    expect(Object.isFrozen(entry)).toBe(true);
    expect(Object.isFrozen(entry?.controls)).toBe(true);
    expect(Object.isFrozen(entry?.controls[0])).toBe(true);
  });
});

describe("hazardsFor", () => {
  it("orders activities by catalogue order, then hazard types, then the industry baseline", () => {
    const ids = hazardsFor({
      industry: "retail",
      highRiskActivities: ["manual-handling", "working-at-height"],
      hazardTypes: ["noise", "chemical"],
    }).map((e) => e.id);
    // The shop's own wording of manual handling (deliveries and shelf stacking) is the activity's
    // row, so the baseline does not list it a second time.
    expect(ids).toEqual([
      "working-at-height",
      "manual-handling",
      "chemical",
      "noise",
      "retail-slips-trips",
      "retail-customer-aggression",
      "retail-falling-stock",
    ]);
  });

  it("deduplicates an id given as both an activity and a hazard type, and repeated inputs", () => {
    const ids = hazardsFor({
      industry: "office",
      highRiskActivities: ["radiation", "radiation"],
      hazardTypes: ["radiation", "electrical", "fire"],
    }).map((e) => e.id);
    expect(ids.filter((id) => id === "radiation")).toHaveLength(1);
    expect(new Set(ids).size).toBe(ids.length);
    // "electrical" and "fire" are also in the office baseline: listed once, at their hazard-type position.
    expect(ids).toEqual([
      "radiation",
      "electrical",
      "fire",
      "office-workstation-ergonomics",
      "general-slips-trips",
      "psychosocial",
    ]);
  });

  it("is deterministic", () => {
    const input = {
      industry: "construction",
      highRiskActivities: ["excavation", "asbestos", "hot-work"],
      hazardTypes: ["height", "noise"],
    };
    expect(hazardsFor(input)).toEqual(hazardsFor({ ...input }));
    expect(hazardsFor(input).map((e) => e.id)).toEqual(
      hazardsFor({ ...input, highRiskActivities: [...input.highRiskActivities].reverse() }).map((e) => e.id),
    );
  });

  it("ignores unknown values and falls back to the general baseline for an unknown industry", () => {
    const ids = hazardsFor({
      industry: "space-tourism",
      highRiskActivities: ["juggling"],
      hazardTypes: ["x"],
    }).map((e) => e.id);
    expect(ids).toEqual([...industryBaseline("other")]);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(hazardsFor({ industry: "", ...none }).length).toBeGreaterThanOrEqual(3);
  });

  it("returns every activity and hazard type, each hazard once, when all are selected", () => {
    const result = hazardsFor({
      industry: "other",
      highRiskActivities: HIGH_RISK_ACTIVITIES.map((a) => a.value),
      hazardTypes: HAZARD_TYPES.map((t) => t.value),
    });
    const concepts = new Set(result.map((e) => e.concept));
    for (const a of HIGH_RISK_ACTIVITIES)
      expect(concepts.has(hazardEntry(a.value)!.concept), a.value).toBe(true);
    for (const t of HAZARD_TYPES) expect(concepts.has(hazardEntry(t.value)!.concept), t.value).toBe(true);
    expect(concepts.size).toBe(result.length);
    expect(new Set(result.map((e) => e.id)).size).toBe(result.length);
  });
});

describe("the industry's common hazards a business has not said it has", () => {
  const manufacturer = { industry: "manufacturing", ...none };
  const forklifts = (input: Parameters<typeof hazardsFor>[0]) =>
    hazardsFor(input).some((e) => e.concept === "mobile-equipment");

  it("are asked about, not assessed, where the business's facts say nothing of them", () => {
    expect(forklifts(manufacturer)).toBe(false);
    expect(notYetAssessed(manufacturer)).toEqual(["forklifts and other powered mobile plant"]);
  });

  it("are assessed and not asked about once declared or named in the business's own words", () => {
    for (const input of [
      { ...manufacturer, highRiskActivities: ["mobile-equipment"] },
      { ...manufacturer, highRiskActivities: ["lifting-equipment"] },
      { ...manufacturer, words: "Powder coating, with goods loaded out at our loading dock" },
      { ...manufacturer, words: "Fabrication and a fork-lift for the steel racks" },
    ]) {
      expect(forklifts(input), JSON.stringify(input)).toBe(true);
      expect(notYetAssessed(input), JSON.stringify(input)).toEqual([]);
    }
  });

  it("are the business's, marked as inferred, where its words name work they are usual at", () => {
    const row = (input: Parameters<typeof hazardsFor>[0]) =>
      hazardsFor(input).find((e) => e.concept === "mobile-equipment");
    const winery = { ...manufacturer, words: "Winery: crushing, barrel ageing and bottling" };
    expect(row(winery)?.inferred).toEqual({
      words: "barrel ageing",
      usual: "forklifts and other powered mobile plant",
    });
    expect(notYetAssessed(winery)).toEqual([]);
    expect(
      row({ ...manufacturer, words: "Stamping, with forklift handling of blanks" })?.inferred,
    ).toBeUndefined();
  });

  it("are asked in the country's own words, as its knowledge writes them", () => {
    expect(notYetAssessed({ ...manufacturer, country: "AU" })).toEqual([
      "forklifts and other powered mobile plant",
    ]);
    expect(notYetAssessed({ ...manufacturer, country: "NZ" })).toEqual([
      "forklifts and other powered mobile plant",
    ]);
    expect(notYetAssessed({ ...manufacturer, country: "US" })).toEqual([
      "powered industrial trucks (forklifts) and other powered mobile equipment",
    ]);
    expect(notYetAssessed({ ...manufacturer, country: "UK" })).toEqual([
      "lift trucks (forklifts) and other powered mobile plant",
    ]);
  });

  it("are asked and assessed from one reading of the business's facts", () => {
    const { hazards, notYetAssessed: asked } = hazardsAndAsks(manufacturer);
    expect(hazards).toEqual(hazardsFor(manufacturer));
    expect(asked).toEqual(notYetAssessed(manufacturer));
  });

  it("are not asked of an industry whose common hazards do not depend on what it has", () => {
    expect(notYetAssessed({ industry: "construction", ...none })).toEqual([]);
    expect(notYetAssessed({ industry: "space-tourism", ...none })).toEqual([]);
  });
});
