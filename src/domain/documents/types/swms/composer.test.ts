import { describe, expect, it } from "vitest";
import { documentName } from "../../../catalogue";
import { type JurisdictionProfile, profileOn } from "../../../legal";
import { taskById } from "../../../tasks";
import { composeDocument, type LawLookup } from "../../engine";
import { textOf } from "../../html";
import {
  builderProfile,
  countryOf,
  input,
  JURISDICTION_CODES,
  labels,
  readable,
  SHOP,
  section,
  spelt,
  table,
} from "../test-fixture";

describe.each(JURISDICTION_CODES)("swms in %s", (code) => {
  const profile = builderProfile(code);
  const country = countryOf(code);

  it("SWMS maps hazards to the high-risk work categories and lists the job steps", () => {
    const doc = composeDocument(input("swms", code));
    expect(doc.title).toContain("Roof sheeting replacement");
    const text = readable(doc);
    expect(text).toContain("14 Wharf Street depot");
    expect(text).toContain(profile.highRiskWork.mandatory);

    const categories = Object.values(profile.highRiskWork.categories);
    const fall = profile.highRiskWork.categories["fall-over-2m"];
    if (fall) {
      const hrw = table(doc, "high-risk-work");
      expect(hrw.rows.map((r) => r.category)).toContain(fall.text);
      if (fall.code) expect(hrw.rows.map((r) => r.code)).toContain(fall.code);
    } else if (categories.length === 0) {
      expect(textOf(section(doc, "high-risk-work").body)).toMatch(/good practice/);
    }

    // The steps are the re-roofing task's own method, not the business's hazards with the activity in front.
    const steps = table(doc, "job-steps");
    expect(labels(steps)).toEqual([
      "Step",
      "Activity",
      "Hazards",
      "Risk before controls",
      "Controls required before the step starts",
      "Risk with those controls",
      "Further controls to consider",
      "Responsible",
    ]);
    const method = taskById("re-roofing")!;
    expect(steps.rows.map((r) => r.activity)).toEqual(method.steps.map((s) => spelt(s.do, code)));
    expect(steps.rows.some((r) => /^Roof sheeting replacement –/.test(r.activity ?? ""))).toBe(false);
    expect(steps.rows.some((r) => /Working at height/.test(r.hazards ?? ""))).toBe(true);
    for (const r of steps.rows) {
      expect(r.hazards).not.toBe("");
      expect(r.controls).not.toBe("");
      expect(r.before).toMatch(/^(Low|Medium|High|Extreme) \(\d+\)$/);
    }

    expect(labels(table(doc, "sign-on", "sign-on"))).toContain(
      `I have read and understood this ${documentName("swms", country)}`,
    );
    expect(labels(table(doc, "sign-on", "sign-on"))).toEqual(
      expect.arrayContaining(["Name", "Signature", "Date"]),
    );
    const work = table(doc, "scope");
    // The party in control of the site, in the country's own words: a builder's principal
    // contractor in Australia and Britain, a general contractor in the US, a main contractor in NZ.
    const control = work.rows.find((r) => r.field === profile.terms.principalContractor);
    expect(control?.value).toBe("");
    expect(control?.field).toMatch(
      {
        AU: /^Principal contractor/,
        UK: /^Principal contractor/,
        US: /^General contractor/,
        NZ: /^Main contractor/,
      }[country]!,
    );
    if (profile.highRiskWork.retention)
      expect(textOf(section(doc, "review").body)).toContain(profile.highRiskWork.retention);

    const shop = composeDocument(input("swms", code, SHOP, {}, []));
    expect(textOf(section(shop, "high-risk-work").body)).toMatch(/good practice/);
  });
});

describe("swms high-risk work requirements", () => {
  it("lists a requirement once, and never one the summary already states", () => {
    type HighRiskWork = JurisdictionProfile["highRiskWork"];
    const twice = (hr: HighRiskWork): HighRiskWork => ({
      ...hr,
      requirements: [...hr.requirements, hr.requirements[0]!, hr.summary],
      provisions: [...hr.provisions, [], []],
    });
    const summaries: string[] = [];
    const doubled: LawLookup = (code, date) => {
      const law = profileOn(code, date);
      const sectors = Object.fromEntries(
        Object.entries(law.sectors ?? {}).map(([id, sector]) => {
          const hr = (sector as { highRiskWork?: HighRiskWork }).highRiskWork;
          if (hr?.summary) summaries.push(hr.summary);
          return [id, hr?.requirements ? { ...sector, highRiskWork: twice(hr) } : sector];
        }),
      );
      summaries.push(law.highRiskWork.summary);
      return { ...law, highRiskWork: twice(law.highRiskWork), sectors } as JurisdictionProfile;
    };
    const doc = composeDocument(input("swms", "US-OR"), doubled);
    const items = section(doc, "high-risk-work").body.match(/<li>[\s\S]*?<\/li>/g) ?? [];
    expect(items.length).toBeGreaterThan(1);
    expect(items.length).toBe(new Set(items).size);
    for (const summary of summaries) expect(items).not.toContain(`<li>${summary}</li>`);
  });
});
