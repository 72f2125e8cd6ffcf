import { describe, expect, it } from "vitest";
import { plainBusinessText } from "../../../tests/helpers/plain-business";
import { EMPLOYEE_BANDS } from "../catalogue";
import { PROFILE_CODES } from "../legal";

/**
 * A business given as a size band across a headcount limit (6-19 and the OSHA limit of 10, 1-5
 * and Britain's limit of 5) reads the rule and its other side as one line, never as two lines,
 * or two actions, that each give it a duty for a different size.
 */

const BANDS = EMPLOYEE_BANDS.map((b) => b.value);
const TYPES = ["policy", "action-plan", "emergency-plan", "induction", "hazard-register", "risk-assessment"];

/** The limit a line opens with: "If you have 11 or more employees: …" → 11; "With 10 or fewer …" → 11. */
function opensWithLimit(line: string): number | null {
  const more = /^(?:- )?(?:\| A\d+ \| [^|]+ \| )?(?:If you have|With) (\d+) or more employees\b/.exec(line);
  if (more) return Number(more[1]);
  const fewer = /^(?:- )?(?:\| A\d+ \| [^|]+ \| )?(?:If you have|With) (\d+) or fewer employees\b/.exec(line);
  return fewer ? Number(fewer[1]) + 1 : null;
}

describe("a headcount limit a band straddles is stated on one line", () => {
  it("no document gives a band both sides of one limit as separate lines", () => {
    const failures: string[] = [];
    for (const code of PROFILE_CODES) {
      for (const band of BANDS) {
        for (const type of TYPES) {
          const limits = new Map<number, string[]>();
          for (const line of plainBusinessText(code, "retail", band, type).split("\n")) {
            const limit = opensWithLimit(line.trim());
            if (limit !== null) limits.set(limit, [...(limits.get(limit) ?? []), line.trim()]);
          }
          for (const [limit, lines] of limits) {
            const sides = new Set(lines.map((l) => /or more/.test(l.slice(0, 80))));
            if (sides.size > 1) failures.push(`${code} ${band} ${type} (${limit}): ${lines.join(" // ")}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("a Texas business of 6-19 reads the written-plan rule once, with its other side", () => {
    const text = plainBusinessText("US-TX", "commercial-cleaning", "6-19", "emergency-plan");
    expect(text).toContain(
      "If you have 11 or more employees: where an OSHA standard requires an emergency action plan or a fire prevention plan, it must be in writing, kept in the workplace and available to employees for review; with 10 or fewer employees (counted per facility), you may communicate",
    );
  });

  it("a British shop of 1-5 reads the written-policy rule once, with its other side", () => {
    const text = plainBusinessText("UK-GB", "retail", "1-5", "policy");
    expect(text).toContain(
      "If you have 5 or more employees: you must have a written health and safety policy statement, with the organisation and arrangements for carrying it out, and bring it to your employees' notice; with 4 or fewer, the law does not require you to write down",
    );
  });
});
