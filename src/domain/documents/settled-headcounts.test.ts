import { describe, expect, it } from "vitest";
import { plainBusinessText } from "../../../tests/helpers/plain-business";
import { EMPLOYEE_BANDS, localSpelling, TRIAL_EMPLOYEE_BANDS } from "../catalogue";
import {
  forIndustry,
  type JurisdictionProfile,
  PROFILE_CODES,
  profileOn,
  type Threshold,
  wholly,
} from "../legal";
import { DOCUMENT_TYPE_DEFINITIONS } from "./types/registry";

/**
 * A band wholly above or below a headcount limit is told the duty as it applies: a document for
 * 20-49 employees never says "unless partially exempt" or "with more than 10 employees, …", and
 * one for 6-19 in Great Britain never says "required by law with 5 or more employees". The wording
 * that leaves a limit open is read from the knowledge base itself: the text each threshold's
 * headcount overlay replaces, and the condition the engine puts before a threshold a band
 * straddles. A few phrases known to state a limit conditionally are checked as well.
 */

const DATE = "2026-11-24";
const BANDS = [...new Set([...EMPLOYEE_BANDS, ...TRIAL_EMPLOYEE_BANDS].map((b) => b.value))].map((value) => {
  const band = [...EMPLOYEE_BANDS, ...TRIAL_EMPLOYEE_BANDS].find((b) => b.value === value)!;
  return { value, range: { min: band.min, max: band.max } };
});
/** The general industry and the one with most text of its own (Part 1926, CDM 2015). */
const INDUSTRIES = ["retail", "construction"];

/** Phrases that state a limit as a condition, by the threshold whose limit they leave open. */
const KNOWN: Partial<Record<string, string[]>> = {
  "us-recordkeeping": ["unless partially exempt"],
  "us-recordkeeping-partial-exemption": ["unless partially exempt"],
  "us-eap-fpp-written": [
    "with more than 10 employees, federal",
    "depends on the number of employees",
    "written if more than 10 employees",
    "in writing with more than 10 employees",
  ],
  "us-eap-fpp-oral": ["depends on the number of employees", "except that an employer with 10 or fewer"],
  "uk-written-policy": ["required by law with 5 or more employees"],
  "uk-risk-assessment-record": [
    "required by law with 5 or more employees",
    "where there are 5 or more employees",
  ],
  "us-mn-safety-committee": ["with more than 25 employees, or with 25 or fewer"],
};

const valueAt = (value: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined),
    value,
  );

const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];

/** A band lies wholly on one side of the threshold's limits: it meets them all, or none of it does. */
function settled(t: Threshold, band: { min: number; max: number | null }): boolean {
  if (wholly(t, band)) return true;
  const max = band.max ?? Number.POSITIVE_INFINITY;
  const below = t.minEmployees !== undefined && max < t.minEmployees;
  const above = t.maxEmployees !== undefined && band.min > t.maxEmployees;
  return below || above;
}

/** The wording that leaves the threshold's limit open, as a document of the profile's country spells it. */
function unsettledWording(profile: JurisdictionProfile, t: Threshold): string[] {
  const overlays = Object.entries(profile.headcounts ?? {}).filter(([id]) => {
    const other = profile.thresholds.find((o) => o.id === id);
    // The overlays of this threshold, and of any threshold with the same limit on the other side.
    return (
      id === t.id ||
      (other !== undefined &&
        ((other.minEmployees !== undefined && other.minEmployees - 1 === t.maxEmployees) ||
          (other.maxEmployees !== undefined && other.maxEmployees + 1 === t.minEmployees)))
    );
  });
  // The sentences a patch takes out; a list replaced whole keeps many of its items, and citations'
  // ids and pinpoints are not wording.
  const kept = new Set(overlays.flatMap(([, patches]) => patches!.flatMap((p) => strings(p.value))));
  const replaced = overlays
    .flatMap(([, patches]) => patches!.flatMap((p) => strings(valueAt(profile, p.path))))
    .filter((text) => !kept.has(text) && text.includes(" "));
  const prefixes = [
    ...(t.minEmployees !== undefined ? [`If you have ${t.minEmployees} or more employees`] : []),
    ...(t.maxEmployees !== undefined ? [`If you have ${t.maxEmployees} or fewer employees`] : []),
  ];
  return [...replaced, ...prefixes].map((text) => localSpelling(text, profile.country));
}

const compose = (code: string, industry: string, employeeCount: string, documentType: string) =>
  plainBusinessText(code, industry, employeeCount, documentType, "Settled Works");

describe("a band wholly on one side of a headcount limit is told the duty as it applies", () => {
  it("no document type, jurisdiction or band leaves a limit open that the band settles", () => {
    const failures: string[] = [];
    let openWhereStraddled = 0;
    for (const code of PROFILE_CODES) {
      for (const industry of INDUSTRIES) {
        const general = forIndustry(profileOn(code, DATE), industry);
        for (const band of BANDS) {
          const checks = general.thresholds.map((t) => ({
            t,
            settled: settled(t, band.range),
            wording: unsettledWording(general, t),
            known: KNOWN[t.id] ?? [],
          }));
          // Nothing to hold a band to where it settles no limit and no wording is left open.
          if (!checks.some((c) => c.settled && (c.wording.length > 0 || c.known.length > 0))) continue;
          for (const definition of DOCUMENT_TYPE_DEFINITIONS) {
            const text = compose(code, industry, band.value, definition.id);
            const lower = text.toLowerCase();
            for (const c of checks) {
              const found = [
                ...c.wording.filter((w) => text.includes(w)),
                ...c.known.filter((w) => lower.includes(w.toLowerCase())),
              ];
              if (c.settled) {
                for (const w of found)
                  failures.push(`${code} ${industry} ${band.value} ${definition.id} (${c.t.id}): "${w}"`);
              } else if (found.length > 0) openWhereStraddled++;
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The check reads real wording: a band that straddles a limit still finds it.
    expect(openWhereStraddled).toBeGreaterThan(0);
  }, 300_000);
});

describe("the duty as the band settles it", () => {
  const incident = (code: string, industry: string, band: string) =>
    compose(code, industry, band, "incident-form");

  it("tells a federal OSHA business of more than 10 employees to keep the records unless its industry is exempt", () => {
    const text = incident("US-TX", "manufacturing", "20-49");
    expect(text).toContain(
      "Unless your industry is partially exempt as a low-hazard industry, record each recordable",
    );
    expect(text).not.toMatch(/unless partially exempt/i);
  });

  it("tells one of 10 or fewer that it is partially exempt, and keeps the condition for a band across the limit", () => {
    expect(incident("US-TX", "retail", "1-5")).toContain(
      "With 10 or fewer employees you are partially exempt from keeping the OSHA 300 Log and 301 Incident Reports",
    );
    const across = incident("US-TX", "retail", "6-19");
    expect(across).toContain("With more than 10 employees, record each recordable");
    expect(across).not.toMatch(/unless partially exempt/i);
    // The rule that opens with its own count is not put after the same condition again.
    expect(across).toContain("With 10 or fewer employees company-wide, you are partially exempt");
    expect(across).not.toContain("If you have 10 or fewer employees: with 10 or fewer");
  });

  it("says whether the emergency action plan must be written", () => {
    expect(compose("US-FL", "retail", "1-5", "emergency-plan")).toContain(
      "as you have 10 or fewer employees, you may communicate it orally instead of in writing",
    );
    expect(compose("US-FL", "retail", "50-199", "emergency-plan")).toContain(
      "as you have more than 10 employees, it must be in writing",
    );
  });

  it("words a State Plan's exemption as that plan's rule and Minnesota's committee by the count", () => {
    const virginia = incident("US-VA", "manufacturing", "20-49");
    expect(virginia).toContain(
      "Unless your industry is partially exempt under Virginia's State Plan's recordkeeping rule",
    );
    const minnesota = compose("US-MN", "manufacturing", "50-199", "policy");
    expect(minnesota).toContain(
      "Establish and administer a joint labor-management safety committee, as Minnesota requires",
    );
    expect(minnesota).not.toContain("or with 25 or fewer if your industry");
  });

  it("tells a British business of 6-19 that the written policy is required", () => {
    const text = compose("UK-GB", "manufacturing", "6-19", "policy");
    expect(text).toContain("(required by law, as you have 5 or more employees)");
    expect(compose("UK-GB", "retail", "1-5", "policy")).toContain(
      "(required by law with 5 or more employees, recommended below that)",
    );
  });
});
