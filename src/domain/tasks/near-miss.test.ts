import { describe, expect, it } from "vitest";
import { methodFor } from ".";

/**
 * A description read as the wrong machine gives the wrong method: a press brake (bending, punch and
 * die segments on a ram, a back gauge) is not a power press, and "under lockout" does not make a
 * saw blade change a die change. Each description below is close to another task's words.
 */
const NEAR_MISSES: readonly (readonly [activity: string, expected: string])[] = [
  ["Changing the tooling on a press brake under lockout", "press-brake-tooling-change"],
  ["Press brake punch and die change", "press-brake-tooling-change"],
  ["Setting up the brake press for a new bracket", "press-brake-tooling-change"],
  ["Changing the die on a press brake", "press-brake-tooling-change"],
  ["Bending brackets on the press brake", "press-brake-operation"],
  ["Operating the press brake", "press-brake-operation"],
  ["Changing the die on a 200-tonne mechanical press under lockout", "die-change-lockout"],
  ["Die change under lockout on a 150-ton press", "die-change-lockout"],
  ["Die setting on the stamping press", "die-change-lockout"],
  ["Hydraulic press die change", "die-change-lockout"],
  ["Changing the blade on a panel saw under lockout", "machine-maintenance-lockout"],
  ["Changing the blades on the guillotine shear", "machine-maintenance-lockout"],
  ["Mould change on an injection moulding machine", "machine-maintenance-lockout"],
  ["Tool change on the CNC lathe", "metal-machining"],
  ["Clearing a jam on the packing line under lockout", "machine-maintenance-lockout"],
  ["Punching enclosure panels on the CNC turret punch", "turret-punch-operation"],
  ["Running the turret press", "turret-punch-operation"],
  ["Punching and notching angle on the ironworker", "ironworker-operation"],
  ["Notching flat bar on the notcher", "ironworker-operation"],
  ["Cutting sheet to size on the guillotine", "guillotine-shear-operation"],
  ["Guillotine shearing of 3 mm plate", "guillotine-shear-operation"],
];

const matched = (activity: string) =>
  methodFor({ activity, industry: "manufacturing" })!.tasks.map((t) => t.id);

describe("task matching reads the machine the description names", () => {
  it.each(NEAR_MISSES)("%s → %s", (activity, expected) => {
    expect(matched(activity)).toContain(expected);
  });

  it.each(NEAR_MISSES.filter(([, expected]) => expected !== "die-change-lockout"))(
    "%s is never a power press die change",
    (activity) => {
      expect(matched(activity)).not.toContain("die-change-lockout");
    },
  );

  it("every press brake description gets one press brake method: its plant, its tooling, its back gauge", () => {
    for (const [activity, expected] of NEAR_MISSES.filter(([a]) => /press brake|brake press/i.test(a))) {
      const method = methodFor({ activity, industry: "manufacturing" })!;
      expect(method.tasks.map((t) => t.id)).toEqual([expected]);
      const said = [...method.tasks[0]!.plant, ...method.steps.map((s) => s.do)].join("\n");
      expect(said).toMatch(/Press brake/);
      expect(said).toMatch(/punch|tooling/i);
      expect(said).toMatch(/back gauge/);
      expect(said).not.toMatch(/power press/i);
    }
  });
});
