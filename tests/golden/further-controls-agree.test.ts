import { describe, expect, it } from "vitest";
import { GOLDEN_BUSINESSES } from "./businesses";
import { goldenMarkdown } from "./render";
import { tables } from "./markdown-tables";

/**
 * What a worker or an inspector reading a business's risk assessment beside its action plan checks:
 * a further control (designing the hazard out, substituting something less hazardous) is one story.
 * Where the action plan asks the business to decide whether it is reasonably practicable by a date,
 * the risk assessment's action for the same control and hazard says the same, by the same date,
 * never "put in place before the work continues".
 */
const DECIDE = /^Decide whether this further control is reasonably practicable here; put it in place, or record why not: (.+)$/;

describe.each(GOLDEN_BUSINESSES.map((g) => [g.slug, g] as const))("%s", (_slug, golden) => {
  it("the risk assessment and the action plan agree on each further control and its date", () => {
    const plan = tables(goldenMarkdown(golden, "action-plan")).flat();
    const assessment = tables(goldenMarkdown(golden, "risk-assessment"))
      .flat()
      .filter((r) => r.Action !== undefined && r.Hazard !== undefined);
    for (const row of plan) {
      const m = DECIDE.exec(row.Action ?? "");
      if (!m) continue;
      const control = m[1]!.toLowerCase();
      const hazard = (row["Hazard / source"] ?? "").split("<br>")[0];
      for (const r of assessment.filter((r) => r.Hazard === hazard && r.Action!.toLowerCase().includes(control))) {
        expect(r.Action, `${hazard}: ${control}`).toBe(row.Action);
        expect(r["Due date"], `${hazard}: ${control}`).toBe(row["Due date"]);
      }
    }
  });
});
