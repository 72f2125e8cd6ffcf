import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { composeGolden } from "./render";

/**
 * The bloodborne pathogens standard covers blood and other potentially infectious materials: a
 * medical practice's sharps cite it, its influenza, COVID-19 and norovirus controls do not.
 */
describe("the bloodborne pathogens standard in a New York family practice's checklist", () => {
  const practice = GOLDEN_BUSINESSES.find((b) => b.slug === "us-ny-healthcare-50-199")!;
  const checklist = composeGolden(practice, "checklist");
  const tables = checklist.sections.flatMap((s) => s.tables ?? []);
  const lawRow = (caption: RegExp) =>
    tables.find((t) => caption.test(t.caption))?.rows.find((r) => /as the law requires/.test(Object.values(r).join(" ")));

  it("cites it for sharps and body fluids", () => {
    expect(Object.values(lawRow(/sharps|needle/i) ?? {}).join(" ")).toMatch(/1910\.1030/);
  });

  it("does not cite it for illness spread between people", () => {
    expect(tables.some((t) => /Infectious illness spread between people/.test(t.caption))).toBe(true);
    expect(Object.values(lawRow(/Infectious illness spread between people/) ?? {}).join(" ")).not.toMatch(
      /1910\.1030|Bloodborne/,
    );
  });
});
