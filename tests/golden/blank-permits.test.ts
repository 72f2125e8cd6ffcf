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
