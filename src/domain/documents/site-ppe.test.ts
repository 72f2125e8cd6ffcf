import { describe, expect, it } from "vitest";
import { methodFor, sitePpeFor, stepRatings, TASK_IDS, taskById } from "../tasks";
import type { TaskEntry } from "../tasks/types";
import { methodNeeds, stepPpe } from "./method";

// What everyone on a site wears for the whole job (a trench crew's helmet, boots and hi-vis) is
// worn at every step done at the work, not only at the step whose hazard first called for it. A
// planning step done away from the work wears none of it. Held over every task of the library that
// names site PPE.

/** A task's method on its own, in its first industry. */
const methodOf = (task: TaskEntry) =>
  methodFor({ taskIds: [task.id], activity: "", industry: task.industries[0]! })!;

const withSitePpe = TASK_IDS.map((id) => taskById(id)!).filter((t) => t.sitePpe?.length);

describe("site PPE", () => {
  it("is named by the tasks done on a building site, a press floor or a loading dock", () => {
    const ids = withSitePpe.map((t) => t.id);
    for (const id of ["trench-excavation", "re-roofing", "torch-on-membrane-roofing", "demolition-building"])
      expect(ids).toContain(id);
  });

  for (const task of withSitePpe) {
    it(`${task.id}: is worn at every step with hazards, and at no step without`, () => {
      const method = methodOf(task);
      method.steps.forEach((step, i) => {
        const worn = stepPpe(method, step);
        for (const item of sitePpeFor(task, task.industries[0]!)) {
          if (step.hazards.length) expect(worn, `step ${i + 1}: ${item}`).toContain(item);
          else expect(step.ppe.includes(item) || !worn.includes(item), `step ${i + 1}: ${item}`).toBe(true);
        }
      });
      const rated = method.steps.flatMap((s, i) => (s.hazards.length ? [i + 1] : []));
      const listed = methodNeeds(method, "ppe");
      for (const item of sitePpeFor(task, task.industries[0]!)) {
        const row = listed.find((r) => r.item === item)!;
        expect(row.steps.match(/\d+/g)!.map(Number), item).toEqual(rated);
      }
    });
  }

  it("leaves a step's rating to the PPE the step itself names", () => {
    // Every step of every task with site PPE is rated on its own PPE list alone.
    for (const task of withSitePpe) {
      const method = methodOf(task);
      for (const step of method.steps.filter((s) => s.hazards.length))
        expect(step.after, `${task.id}: ${step.do}`).toEqual(
          stepRatings(step.hazards, step.required, step.ppe).after,
        );
    }
    // Counting the site's PPE would make a difference wherever PPE can still lower a rating: a
    // hazard that cannot kill, whose likelihood is above the floor a fatal hazard keeps.
    const trench = methodFor({
      taskIds: ["trench-excavation"],
      activity: "",
      industry: "construction",
    })!;
    const first = trench.steps[0]!;
    expect(first.ppe).toEqual([]);
    const survivable = first.hazards.map((h) => ({
      ...h,
      inherent: { likelihood: 4 as const, consequence: 3 as const },
      residual: { likelihood: 1 as const, consequence: 3 as const },
    }));
    expect(stepRatings(survivable, first.required, first.sitePpe).after).not.toEqual(
      stepRatings(survivable, first.required, []).after,
    );
  });
});
