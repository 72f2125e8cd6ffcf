import { describe, expect, it } from "vitest";
import { renderGoldenDocuments } from "./render";

/**
 * A State Plan business reads its own plan's rule where the plan's rule was read: Washington's
 * lockout (chapter 296-803 WAC), forklift (chapter 296-863 WAC) and machine safety (chapter 296-806
 * WAC) rules in place of federal OSHA's wording, and no construction fall rule left as a template
 * for "the heights the State Plan's standards set".
 */
const documents = renderGoldenDocuments();
const files = [...documents.keys()];
const washington = files.filter((file) => file.startsWith("us-wa-"));
const washingtonFactories = ["us-wa-stamping-20-49", "us-wa-manufacturing-20-49"];

describe("no fall rule is left for the State Plan's standards to fill", () => {
  it.each(files)("%s", (file) => {
    expect(documents.get(file)!).not.toMatch(/at the heights [^.]* standards set/i);
  });
});

describe("Washington documents word lockout and forklifts as the WAC does, not as 29 CFR does", () => {
  it.each(washington)("%s", (file) => {
    const text = documents.get(file)!;
    expect(text).not.toMatch(/federal OSHA's, which the plan's must be at least as effective as, requires an inspection at least once a year/);
    expect(text).not.toMatch(/federal OSHA's interval in its powered industrial truck standard/);
    expect(text).not.toMatch(/periodic inspections of energy control procedures/);
  });
});

describe("a Washington factory's documents cite and word its own rules", () => {
  it.each(washingtonFactories)("%s", (slug) => {
    const swms = documents.get(`${slug}/swms.md`)!;
    expect(swms).toMatch(/WAC 296-803-20005/);
    expect(swms).toMatch(/periodic review/);
    const training = documents.get(`${slug}/training-record.md`)!;
    expect(training).toMatch(/WAC 296-803-60005/);
    expect(swms).toMatch(/review it periodically[^.]*at least once a year/);
    const audit = documents.get(`${slug}/safety-audit.md`)!;
    expect(audit).toMatch(/Chapter 296-806 WAC Machine safety/);
  });

  it("a factory that moves its goods by forklift is told the WAC's forklift training, evaluation and refresher", () => {
    // The stamping shop names its forklifts; the cabinet maker has not said it has any and is asked.
    const training = documents.get("us-wa-stamping-20-49/training-record.md")!;
    const forklift = training.split("\n").find((line) => /\((including )?forklift\)/.test(line) && line.startsWith("|"))!;
    expect(forklift).toMatch(/refresher training/i);
    expect(forklift).toMatch(/296-863-60010/);
    // Own wording never drops the recurring duty the federal floor sets.
    expect(forklift).toMatch(/evaluated at least once every three years/);
    expect(documents.get("us-wa-manufacturing-20-49/hazard-register.md")!).toMatch(
      /Not yet assessed: powered industrial trucks \(forklifts\) and other powered mobile equipment/,
    );
  });

  it("a mechanical press shop is cited the mechanical power press section", () => {
    const register = documents.get("us-wa-stamping-20-49/hazard-register.md")!;
    expect(register).toMatch(/WAC 296-806-455/);
  });
});

describe("California construction states its own permit and fall protection rules", () => {
  it("names the Title 8 sections the crew follows for fall protection", () => {
    const swms = documents.get("us-ca-construction-20-49/swms.md")!;
    expect(swms).toMatch(/section 1670/);
    expect(swms).toMatch(/36 feet/);
    expect(swms).not.toMatch(/doshreg\/ProposedReg-Permits/);
  });
});

describe("statute links are the legislature's current pages", () => {
  it.each(files)("%s", (file) => {
    expect(documents.get(file)!).not.toMatch(/flsenate\.gov\/Laws\/Statutes\/2012\//);
  });
});
