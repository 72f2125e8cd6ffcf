import { describe, expect, it } from "vitest";
import { hazardEntry, riskScore } from "../hazards";
import { residualInPlace } from "../hazards/honest";
import type { HazardEntry } from "../hazards/types";
import { methodFor, ratedAlike } from ".";

/** A register row as the engine makes it: the library entry with the residual its controls justify. */
const row = (id: string): HazardEntry => {
  const h = hazardEntry(id)!;
  return { ...h, residual: residualInPlace(h) };
};

const tractor = () => methodFor({ taskIds: ["tractor-operation"], activity: "", industry: "agriculture" })!;

describe("one rating per hazard for a business and its method", () => {
  it("rates the register's wording and the step's wording of one hazard alike, at the worse of them", () => {
    // The register words mobile plant as forklift traffic (Possible); the step names mobile plant (Likely).
    const register = [row("manufacturing-forklift-traffic"), row("noise")];
    expect(riskScore(register[0]!.inherent)).toBeLessThan(
      riskScore(hazardEntry("mobile-equipment")!.inherent),
    );
    const { hazards, method } = ratedAlike(register, tractor());
    const forklifts = hazards.find((h) => h.id === "manufacturing-forklift-traffic")!;
    expect(forklifts.inherent).toEqual(hazardEntry("mobile-equipment")!.inherent);
    const steps = method!.steps.filter((s) => s.hazards.some((h) => h.concept === "mobile-equipment"));
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps) {
      const met = s.hazards.find((h) => h.concept === "mobile-equipment")!;
      expect(met.inherent).toEqual(forklifts.inherent);
      expect(met.residual).toEqual(forklifts.residual);
      expect(riskScore(s.before!)).toBeGreaterThanOrEqual(riskScore(forklifts.inherent));
    }
  });

  it("raises the residual with the rating it raises, never below what the controls in place justify", () => {
    const { hazards } = ratedAlike([row("manufacturing-forklift-traffic")], tractor());
    const h = hazards[0]!;
    expect(h.residual).toEqual(residualInPlace(h));
    expect(h.residual.consequence).toBe(h.inherent.consequence);
  });

  it("never lowers a register's rating to a milder wording met in a step", () => {
    // Working at height (Likely × Catastrophic) in the register; the trench edge step names the milder fall wording.
    const method = methodFor({
      taskIds: ["trench-excavation"],
      activity: "",
      industry: "construction",
    });
    const register = [row("working-at-height")];
    const { hazards } = ratedAlike(register, method);
    expect(hazards[0]!.inherent).toEqual(register[0]!.inherent);
  });

  it("leaves a hazard the method does not meet, and a step's hazard the register does not hold, as they are", () => {
    const before = tractor();
    const { hazards, method } = ratedAlike([row("psychosocial")], before);
    expect(hazards[0]).toEqual(row("psychosocial"));
    expect(method!.steps.map((s) => s.before)).toEqual(before.steps.map((s) => s.before));
  });
});

describe("a step is never rated safer with its controls than its hazards are", () => {
  it("a step's rating with controls is no lower than any of its hazards' ratings with theirs", () => {
    const { method } = ratedAlike([row("noise")], tractor());
    for (const s of method!.steps) {
      if (!s.after || s.required.some((c) => c.level === "elimination")) continue;
      for (const h of s.hazards)
        expect(riskScore(s.after), s.do).toBeGreaterThanOrEqual(riskScore(h.residual));
    }
  });
});
