import { describe, expect, it } from "vitest";
import { plainBusinessText } from "../../../tests/helpers/plain-business";
import { EMPLOYEE_BANDS } from "../catalogue";
import { PROFILE_CODES } from "../legal";

/**
 * A headcount condition is stated once: a rule the engine opens with "If you have 11 or more
 * employees:" does not open with the same condition again (it may still name the count as the
 * law's reason), and Washington's safety committee and safety meetings are told as the band
 * settles them.
 */

const compose = (code: string, industry: string, employeeCount: string, documentType: string) =>
  plainBusinessText(code, industry, employeeCount, documentType, "Once Works");

const BANDS = EMPLOYEE_BANDS.map((b) => b.value);

describe("a headcount condition is stated once", () => {
  it("no rule the engine puts under a headcount condition opens with the same condition again", () => {
    const failures: string[] = [];
    for (const code of PROFILE_CODES) {
      for (const band of BANDS) {
        for (const type of ["policy", "action-plan"]) {
          for (const line of compose(code, "retail", band, type).split("\n")) {
            const m = /If you have (\d+) or (more|fewer) employees: (.*)/.exec(line);
            if (
              m &&
              new RegExp(`^(?:if you (?:have|employ)|with) ${m[1]} or ${m[2]} employees`, "i").test(m[3]!)
            )
              failures.push(`${code} ${band} ${type}: ${line}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("a Washington business of 1-5 employees is told to hold monthly safety meetings and what they cover", () => {
    for (const industry of ["retail", "construction"]) {
      const text = compose("US-WA", industry, "1-5", "policy");
      expect(text).toContain(
        "Hold a safety meeting every month (more often as safety issues come up) with at least one management representative",
      );
      expect(text).toContain("record who attended and the subjects discussed");
      expect(text).not.toMatch(/same shift|on each shift/);
    }
  });

  it("a Washington business that can have 11 or more on one shift reads the committee's condition once", () => {
    for (const band of ["6-19", "20-49", "50-199", "200+"]) {
      const text = compose("US-WA", "retail", band, "policy");
      expect(text.match(/11 or more employees on the same shift at the same location/g), band).toHaveLength(
        1,
      );
      expect(text, band).not.toContain("If you have 11 or more employees: if you employ");
      expect(text, band).not.toContain("Hold a safety meeting every month (more often");
    }
  });

  it("North Carolina's committee turns on the count once and on the experience rate modifier", () => {
    const straddling = compose("US-NC", "retail", "6-19", "policy");
    expect(straddling).toContain(
      "If you have 11 or more employees: if the N.C. Rate Bureau applies a workers' compensation experience rate modifier of 1.5 or more to your business, you must also establish an employee safety and health committee",
    );
    const above = compose("US-NC", "retail", "20-49", "policy");
    expect(above).toContain(
      "If the N.C. Rate Bureau applies a workers' compensation experience rate modifier of 1.5 or more to your business, you must also establish",
    );
    expect(compose("US-NC", "retail", "1-5", "policy")).not.toContain("safety and health committee,");
  });
});
