import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { renderGoldenDocuments } from "./render";

/**
 * A business's inspection checklist and its chemical register agree on whether it keeps hazardous
 * chemicals: a checklist never tells the inspector to mark the chemicals table N/A when the same
 * business's register lists the products it keeps (a builder's cement and diesel).
 */
const documents = renderGoldenDocuments();
const EXAMPLE_ROW = "(example – replace)";
const NOT_APPLICABLE = "Mark the chemicals table N/A";

describe("the checklist inspects the chemicals the chemical register lists", () => {
  it.each(GOLDEN_BUSINESSES.map((g) => [g.slug] as const))("%s", (slug) => {
    const register = documents.get(`${slug}/chemical-register.md`)!;
    const checklist = documents.get(`${slug}/checklist.md`)!;
    if (register.includes(EXAMPLE_ROW)) {
      expect(checklist).not.toContain(NOT_APPLICABLE);
      expect(checklist).toContain("Check the chemical storage areas against the chemical register.");
    }
  });

  it("reads businesses of both kinds: some keep listed products, some mark the table N/A", () => {
    const slugs = GOLDEN_BUSINESSES.map((g) => g.slug);
    expect(slugs.some((s) => documents.get(`${s}/chemical-register.md`)!.includes(EXAMPLE_ROW))).toBe(true);
    expect(slugs.some((s) => documents.get(`${s}/checklist.md`)!.includes(NOT_APPLICABLE))).toBe(true);
  });
});
