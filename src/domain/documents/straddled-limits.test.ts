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
      "If you have 5 or more employees: you must have a written health and safety policy statement, with the organisation and arrangements for carrying it out, and bring it to your employees' notice; with fewer than 5 employees, the law does not require you to write down your health and safety policy, but",
    );
  });
});

const NUMBER_WORDS: Record<string, number> = {
  five: 5,
  ten: 10,
  eleven: 11,
  fifteen: 15,
  twenty: 20,
  "twenty-five": 25,
};
const num = (n: string) => NUMBER_WORDS[n.toLowerCase()] ?? Number(n);
const N = "(\\d+|five|ten|eleven|fifteen|twenty|twenty-five)";

/**
 * Every headcount limit a line names, as the first headcount on its upper side: "11 or more" and
 * "more than 10" name 11; "10 or fewer" and "fewer than 11" name 11 too.
 */
function limitsNamed(line: string): { limit: number; upper: boolean }[] {
  const found: { limit: number; upper: boolean }[] = [];
  for (const m of line.matchAll(new RegExp(`\\b${N} or more\\b`, "gi")))
    found.push({ limit: num(m[1] ?? ""), upper: true });
  for (const m of line.matchAll(new RegExp(`\\bmore than ${N}\\b`, "gi")))
    found.push({ limit: num(m[1] ?? "") + 1, upper: true });
  for (const m of line.matchAll(new RegExp(`\\b${N} or fewer\\b`, "gi")))
    found.push({ limit: num(m[1] ?? "") + 1, upper: false });
  for (const m of line.matchAll(new RegExp(`\\bfewer than ${N}\\b`, "gi")))
    found.push({ limit: num(m[1] ?? ""), upper: false });
  return found;
}

describe("a line that tells both sides of a limit states the limit once on each side", () => {
  it("no merged line, in any jurisdiction, band or document, names its limit again on either side", () => {
    const failures: string[] = [];
    for (const code of PROFILE_CODES) {
      for (const band of BANDS) {
        for (const industry of ["retail", "construction"]) {
          for (const type of TYPES) {
            // Each cell on its own: a citation's title ("… Employers with 10 or Fewer Employees") is not the rule.
            const cells = plainBusinessText(code, industry, band, type)
              .split("\n")
              .flatMap((l) => l.split(" | "));
            for (const line of cells) {
              const named = limitsNamed(line);
              for (const limit of new Set(named.map((n) => n.limit))) {
                const sides = named.filter((n) => n.limit === limit);
                const upper = sides.filter((n) => n.upper).length;
                const lower = sides.length - upper;
                if (upper > 0 && lower > 0 && (upper > 1 || lower > 1))
                  failures.push(`${code} ${industry} ${band} ${type} (${limit}): ${line.trim()}`);
              }
            }
          }
        }
      }
    }
    expect([...new Set(failures.map((f) => f.replace(/^\S+ \S+ \S+ \S+ /, "")))]).toEqual([]);
  });

  it("an Arizona roofer of 6-19 reads the construction emergency plan rule with 10 named once below the limit", () => {
    const text = plainBusinessText("US-AZ", "construction", "6-19", "emergency-plan");
    const line = text
      .split("\n")
      .find((l) => l.includes("construction emergency action plan") && l.includes("; with "));
    expect(line).toBeDefined();
    expect(line?.match(/10 or fewer/g)).toHaveLength(1);
    expect(line).toContain("orally; check that Arizona's State Plan allows the same before relying on it.");
  });

  it("an Arizona shop of 1-5, wholly below the limit, still reads federal OSHA's limit of 10 in the State Plan rules", () => {
    const plan = plainBusinessText("US-AZ", "construction", "1-5", "emergency-plan");
    expect(plan).toMatch(
      /With 10 or fewer employees, federal OSHA lets you communicate your construction emergency action plan orally; check that Arizona's State Plan allows the same/,
    );
    const actions = plainBusinessText("US-AZ", "retail", "1-5", "action-plan");
    expect(actions).toMatch(
      /With 10 or fewer employees, check whether Arizona's State Plan's recordkeeping rule partially exempts/,
    );
  });

  it("a US business wholly below 15 still reads that the EEOC's laws, age included, do not cover it; one across 15 reads the age limit once", () => {
    const below = plainBusinessText("US-TX", "retail", "1-5", "action-plan");
    expect(below).toContain(
      "With fewer than 15 employees, Title VII and the other federal laws against harassment the Equal Employment Opportunity Commission (EEOC) enforces, the age discrimination law among them, do not cover you",
    );
    // The Equal Pay Act covers virtually every employer, whatever its size.
    expect(below).toContain(
      "The Equal Pay Act, which the EEOC also enforces, still covers virtually every employer",
    );
    const across = plainBusinessText("US-TX", "retail", "6-19", "action-plan")
      .split("\n")
      .find((l) => l.includes("the age discrimination law"));
    expect(across?.match(/20 or more/g)).toHaveLength(1);
    expect(across?.match(/15 or more|fewer than 15/g)).toHaveLength(2);
  });

  it("a British business of 3 still reads that the written record is not required below 5", () => {
    expect(plainBusinessText("UK-GB", "retail", "3", "policy")).toContain(
      "With fewer than 5 employees, the law does not require you to write down your health and safety policy",
    );
    expect(plainBusinessText("UK-NI", "retail", "3", "risk-assessment")).toContain(
      "With fewer than 5 employees, you must still carry out a suitable and sufficient risk assessment, but the law does not require you to write it down",
    );
  });
});
