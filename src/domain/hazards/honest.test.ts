import { describe, expect, it } from "vitest";
import { hazardEntry, riskScore } from ".";
import { residualInPlace, splitControls } from "./honest";
import { HAZARD_ENTRIES } from "./library.generated";
import { justifiedResidual } from "./residual";

describe("risk after controls counts only the controls in place", () => {
  it.each(HAZARD_ENTRIES.map((h) => [h.id]))(
    "%s is never rated lower than its in-place controls justify",
    (id) => {
      const h = hazardEntry(id)!;
      const { inPlace } = splitControls(h);
      const justified = justifiedResidual(
        h.inherent,
        inPlace.map((c) => c.level),
      );
      expect(riskScore(residualInPlace(h))).toBeGreaterThanOrEqual(riskScore(justified));
      expect(riskScore(residualInPlace(h))).toBeLessThanOrEqual(riskScore(h.inherent));
    },
  );

  it("does not count a proposed elimination at a welding shop", () => {
    const h = hazardEntry("hot-work")!;
    const { inPlace, further } = splitControls(h);
    expect(further.map((c) => c.level)).toContain("elimination");
    expect(inPlace.map((c) => c.level)).not.toContain("elimination");
  });

  it("rates a hazard controlled only by procedures higher than the library's optimistic rating", () => {
    // Psychosocial risk is managed by policy and supervision: administrative controls alone.
    // The knowledge base now refuses such a rating, so the entry is given one as it once was.
    const h = { ...hazardEntry("psychosocial")!, residual: { likelihood: 2, consequence: 3 } as const };
    expect(riskScore(residualInPlace(h))).toBeGreaterThan(riskScore(h.residual));
  });
});
