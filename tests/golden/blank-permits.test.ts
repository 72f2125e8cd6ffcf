import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { composeGolden } from "./render";

/**
 * A permit is never issued for routine work: where the job needs no permit and none of its hazards
 * is extreme, the permit is a blank one for the non-routine task that will need it.
 */
const ROUTINE = ["uk-gb-retail-1-5", "us-fl-retail-1-5", "us-ny-healthcare-50-199", "au-act-professional-6-19"];

describe.each(ROUTINE)("the permit of %s, whose work needs none", (slug) => {
  const golden = GOLDEN_BUSINESSES.find((b) => b.slug === slug)!;
  const permit = composeGolden(golden, "permit");
  const tables = permit.sections.flatMap((s) => s.tables ?? []);
  const field = (name: string) =>
    tables.find((t) => t.id === "permit-details")?.rows.find((r) => Object.values(r)[0] === name);

  it("is left blank for the non-routine task a supervisor judges high risk", () => {
    const text = JSON.stringify(permit.sections);
    expect(text).toMatch(/This is a blank permit for a non-routine task/);
    expect(text).toContain(`${golden.metadata.activity?.charAt(0).toLowerCase()}${golden.metadata.activity?.slice(1)} is not permit work`);
    expect(Object.values(field("Description of work") ?? {})[1] ?? "").toBe("");
  });

  it("lists none of the routine job's steps as permit work", () => {
    const hazards = tables.find((t) => t.id === "permit-hazards");
    expect(hazards).toBeDefined();
    for (const row of hazards!.rows) expect(Object.values(row).join("")).toBe("");
  });
});

describe.each(ROUTINE)("the title of %s's blank permit", (slug) => {
  it("does not name the routine job it was generated for", () => {
    const golden = GOLDEN_BUSINESSES.find((b) => b.slug === slug)!;
    const permit = composeGolden(golden, "permit");
    expect(permit.title).not.toContain(golden.metadata.activity ?? "-");
    expect(permit.title).toContain(golden.business.name.replace(/\.$/, ""));
  });
});

/**
 * A blank permit never tells a business that none of its work needs a permit when its own records
 * say otherwise: a winery that ticked confined spaces is told its tank entries need a confined space
 * entry permit, whatever job the permit was generated for, and the issuer can tick that permit.
 */
describe("a blank permit of a business whose recorded work needs a permit", () => {
  const enters = GOLDEN_BUSINESSES.filter((g) => g.business.highRiskActivities.includes("confined-spaces"));

  it("the golden set has such a business", () => expect(enters.length).toBeGreaterThan(0));

  it.each(enters.map((g) => [g.slug, g] as const))("%s: names the confined space entry permit", (slug, golden) => {
    const permit = composeGolden(golden, "permit");
    const text = JSON.stringify(permit.sections);
    expect(text, slug).toContain("Confined space entry permit");
    expect(text, slug).not.toMatch(/recorded activities routinely needs a permit/);
    const details = permit.sections.flatMap((s) => s.tables ?? []).find((t) => t.id === "permit-details");
    const type = details?.rows.find((r) => String(Object.values(r)[0]).startsWith("Permit type"));
    expect(Object.values(type ?? {}).join(" "), slug).toContain("Confined space entry permit");
  });

  it("the job's own hazards are not listed again as other work: a roofer's height is its method's", () => {
    const roofer = GOLDEN_BUSINESSES.find((g) => g.slug === "au-nsw-construction-20-49")!;
    expect(JSON.stringify(composeGolden(roofer, "permit").sections)).not.toContain("Working at height permit");
  });
});
