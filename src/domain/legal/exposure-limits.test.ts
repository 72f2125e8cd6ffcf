import { describe, expect, it } from "vitest";
import { profileOn } from "./index";

// Workplace exposure limits (WEL) replace the workplace exposure standards (WES) on 1 December 2026
// in the model-law jurisdictions.
describe("workplace exposure limits from 1 December 2026", () => {
  const text = (code: string, day: string) => JSON.stringify(profileOn(code, day).hazardousChemicals);

  it("cites the exposure standards up to 30 November 2026", () => {
    for (const code of ["AU-NSW", "AU-QLD", "AU-WA", "AU-ACT"]) {
      const before = text(code, "2026-11-30");
      expect(before, code).toContain("above its workplace exposure standard (WES)");
      expect(before, code).toContain("au-swa-wes-airborne-contaminants");
      expect(before, code).not.toContain("au-swa-wel-airborne-contaminants");
    }
  });

  it("cites the exposure limits from 1 December 2026", () => {
    for (const code of ["AU-NSW", "AU-QLD", "AU-WA", "AU-ACT"]) {
      const after = text(code, "2026-12-01");
      expect(after, code).toContain("above its workplace exposure limit (WEL)");
      expect(after, code).toContain("au-swa-wel-airborne-contaminants");
      expect(after, code).not.toContain("au-swa-wes-airborne-contaminants");
    }
  });
});
