import { describe, expect, it } from "vitest";
import { localSpelling, normaliseCountry } from "../../src/domain/catalogue";
import { resolveProfile } from "../../src/domain/documents/engine";
import { inLocalTerms } from "../../src/domain/documents/local-terms";
import { methodFor } from "../../src/domain/tasks";
import { GOLDEN_BUSINESSES } from "./businesses";
import { renderGoldenDocuments } from "./render";

/**
 * The reference businesses show real methods: their SWMS follow the library task their activity
 * names, for at least ten different tasks across the four countries, and each golden SWMS carries
 * the task's own first step rather than a list of the business's hazards.
 */
describe("golden methods", () => {
  const rendered = renderGoldenDocuments();
  const methods = GOLDEN_BUSINESSES.map((g) => ({
    golden: g,
    method: methodFor({
      taskIds: g.metadata.taskIds,
      activity: g.metadata.activity ?? "",
      industry: g.business.industry,
    }),
  }));

  it("cover at least ten tasks, matched from the activity, across the four countries", () => {
    const matched = methods.filter((m) => m.method && m.method.basis === "matched");
    const tasks = new Set(matched.flatMap((m) => m.method!.tasks.map((t) => t.id)));
    const countries = new Set(matched.map((m) => m.golden.business.country));
    expect(tasks.size).toBeGreaterThanOrEqual(10);
    expect([...countries].sort()).toEqual(["AU", "NZ", "UK", "US"]);
  });

  it.each(methods.filter((m) => m.method).map((m) => [m.golden.slug, m] as const))(
    "%s: the SWMS follows its task's own steps",
    (slug, { golden, method }) => {
      const swms = rendered.get(`${slug}/swms.md`) ?? "";
      // The step as the country spells it ("powerlines" is "power lines" in a US document).
      const country = normaliseCountry(golden.business.country)!;
      // A word the countries say differently in the jurisdiction's terms ("{{local.wood}}").
      const { business } = golden;
      const profile = resolveProfile(business.country, business.jurisdiction);
      const termed = (text: string) => inLocalTerms(text, profile);
      for (const task of method!.tasks) expect(swms).toContain(localSpelling(termed(task.steps[0]!.do), country));
    },
  );
});
