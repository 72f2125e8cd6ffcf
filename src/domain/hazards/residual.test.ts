import { describe, expect, it } from "vitest";
import { methodFor } from "../tasks";
import { TASK_ENTRIES } from "../tasks/library.generated";
import { hazardEntry } from ".";
import { residualInPlace } from "./honest";
import { HAZARD_ENTRIES } from "./library.generated";
import { CATASTROPHIC, honestResidual, justifiedResidual } from "./residual";
import type { Rating } from "./types";

const rating = (likelihood: Rating["likelihood"], consequence: Rating["consequence"]): Rating => ({
  likelihood,
  consequence,
});

describe("the residual-rating rule", () => {
  it("keeps the consequence whatever controls short of elimination are in place", () => {
    for (const levels of [
      ["administrative"],
      ["ppe"],
      ["engineering", "administrative", "ppe"],
      ["isolation"],
    ] as const)
      expect(justifiedResidual(rating(4, 3), levels).consequence).toBe(3);
  });

  it("takes a trench collapse with shoring, barriers and inspections to High, not Medium", () => {
    // Excavation: Possible × Catastrophic, with a fence, shoring and a competent person's inspections.
    const after = justifiedResidual(rating(3, 5), ["isolation", "engineering", "administrative"]);
    expect(after).toEqual(rating(2, 5));
    expect(after.likelihood * after.consequence).toBe(10);
  });

  it("never rates a catastrophic hazard Rare unless it is eliminated or was Unlikely before controls", () => {
    const all = ["substitution", "isolation", "engineering", "administrative", "ppe"] as const;
    for (const likelihood of [3, 4, 5] as const)
      expect(justifiedResidual(rating(likelihood, CATASTROPHIC), all).likelihood).toBe(2);
    expect(justifiedResidual(rating(4, CATASTROPHIC), ["elimination"])).toEqual(rating(1, CATASTROPHIC));
    expect(justifiedResidual(rating(2, CATASTROPHIC), ["isolation"])).toEqual(rating(1, CATASTROPHIC));
  });

  it("lets controls take a hazard that is not catastrophic to Rare", () => {
    expect(justifiedResidual(rating(3, 4), ["engineering", "administrative"])).toEqual(rating(1, 4));
  });

  it("never raises the likelihood above the rating before controls", () => {
    expect(justifiedResidual(rating(1, CATASTROPHIC), ["administrative"])).toEqual(rating(1, CATASTROPHIC));
  });

  it("takes a written rating's likelihood where it is more cautious, never its lower consequence", () => {
    // A library rating of Unlikely × Moderate for harm that is Major before controls.
    expect(honestResidual(rating(3, 4), rating(2, 3), ["engineering", "administrative"])).toEqual(
      rating(2, 4),
    );
    // A written Rare for a catastrophic hazard the controls leave Unlikely.
    expect(
      honestResidual(rating(3, 5), rating(1, 5), ["isolation", "engineering", "administrative"]),
    ).toEqual(rating(2, 5));
    // A written rating more cautious than the controls justify stands.
    expect(honestResidual(rating(4, 5), rating(3, 5), ["engineering", "administrative"])).toEqual(
      rating(3, 5),
    );
  });
});

describe("every residual the library gives follows the rule", () => {
  it.each(HAZARD_ENTRIES.map((h) => [h.id]))("%s keeps its consequence after controls", (id) => {
    const h = hazardEntry(id)!;
    expect(residualInPlace(h).consequence).toBe(h.inherent.consequence);
    expect(h.residual.consequence).toBe(h.inherent.consequence);
    if (h.inherent.consequence === CATASTROPHIC && h.inherent.likelihood > 2)
      expect(residualInPlace(h).likelihood).toBeGreaterThanOrEqual(2);
  });

  it("every step of every task keeps its consequence, and a catastrophic step is never made Rare by procedures", () => {
    const score = (r: Rating) => r.likelihood * r.consequence;
    for (const t of TASK_ENTRIES) {
      const method = methodFor({ taskIds: [t.id], activity: "", industry: t.industries[0]! })!;
      for (const s of method.steps) {
        if (!s.before || !s.after) continue;
        const label = `${t.id}: ${s.do}`;
        // The step's rating with controls is what its controls justify for its worst hazard, keeping
        // that hazard's consequence, unless another of its hazards is rated worse with its own
        // controls (and the step does not eliminate it): then it is that hazard's rating, with that
        // hazard's consequence, never a lowered one.
        const levels = [...s.required.map((c) => c.level), ...(s.ppe.length ? (["ppe"] as const) : [])];
        const justified = justifiedResidual(s.before, levels);
        if (s.after.consequence !== s.before.consequence) {
          expect(levels, label).not.toContain("elimination");
          expect(
            s.hazards.map((h) => h.residual),
            label,
          ).toContainEqual(s.after);
          expect(score(s.after), label).toBeGreaterThan(score(justified));
        } else expect(score(s.after), label).toBeGreaterThanOrEqual(score(justified));
        const eliminated = s.required.some((c) => c.level === "elimination");
        if (s.before.consequence === CATASTROPHIC && s.before.likelihood > 2 && !eliminated)
          expect(s.after.likelihood, label).toBeGreaterThanOrEqual(2);
      }
    }
  });
});
