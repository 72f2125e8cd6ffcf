import { describe, expect, it } from "vitest";
import { renderGoldenDocuments } from "./render";

/**
 * Emergency roles are named in the business's own country's words and sized to the business, and a
 * policy's meeting cadence never contradicts the crew-meeting interval its own law section states.
 *
 * - The chief warden, deputy chief warden and area wardens are the warden organisation of AS 3745,
 *   the Australian standard: a US plan speaks of an emergency coordinator and evacuation wardens,
 *   and a British or New Zealand plan uses plain words.
 * - A business of 1 to 5 people has no warden team: its plan names the person in charge and their
 *   stand-in, and never "one other person" (a sole trader has none). In Australia, whose policies
 *   call up AS 3745, the same two are the chief warden and deputy chief warden, with no area wardens.
 * - Where the law of the business's industry sets toolbox or tailgate meetings at an interval (8 CCR
 *   1509 in California construction: every 10 working days), the consultation list names that
 *   interval, not another one.
 */
const documents = renderGoldenDocuments();
const files = [...documents.keys()];

const AS_3745 = /\b(?:deputy )?chief warden\b|\barea wardens?\b/i;

describe("emergency roles are in the country's own words", () => {
  it.each(files.filter((f) => !f.startsWith("au-")))("%s has no Australian warden titles", (file) => {
    expect(documents.get(file)!, file).not.toMatch(AS_3745);
  });

  it.each(files.filter((f) => f.startsWith("us-") && f.endsWith("/emergency-plan.md") && !/-1-5\//.test(f)))(
    "%s names OSHA's emergency coordinator and evacuation wardens",
    (file) => {
      const text = documents.get(file)!;
      expect(text).toMatch(/^\| Emergency coordinator \|/m);
      expect(text).toMatch(/^\| Evacuation wardens/m);
    },
  );

  it("keeps the warden organisation in Australian plans of larger businesses", () => {
    const plans = files.filter((f) => f.startsWith("au-") && f.endsWith("/emergency-plan.md") && !/-1-5\//.test(f));
    expect(plans.length).toBeGreaterThan(0);
    for (const file of plans) expect(documents.get(file)!, file).toMatch(/^\| Chief warden \|/m);
  });
});

describe("a business of a few people has a person in charge, not a warden team", () => {
  const small = files.filter((f) => /-1-5\//.test(f));

  it("has small businesses in each country checked", () => {
    for (const country of ["au", "uk", "us"])
      expect(small.some((f) => f.startsWith(country)), country).toBe(true);
  });

  it.each(small.filter((f) => !f.startsWith("au-")))("%s", (file) => {
    const text = documents.get(file)!;
    expect(text).not.toMatch(/one other person/i);
    // The plan says there is "no warden team"; nothing else names a warden.
    expect(text.replaceAll("no warden team", ""), file).not.toMatch(/\bwardens?\b/i);
    if (file.endsWith("/emergency-plan.md")) {
      expect(text).toMatch(/^\| Person in charge \(the owner or manager\) \|/m);
      expect(text).toMatch(/^\| Stand-in \(takes charge when the person in charge is away\) \|/m);
    }
  });

  it.each(small.filter((f) => f.startsWith("au-")))("%s keeps AS 3745's titles, sized down", (file) => {
    const text = documents.get(file)!;
    expect(text).not.toMatch(/one other person/i);
    // The policy calls up AS 3745's emergency control organisation; the plan is that organisation.
    expect(text).not.toMatch(/no warden team|\bstand-in\b|person in charge in an emergency/i);
    expect(text.replaceAll("there are no area wardens", "")).not.toMatch(/\barea wardens?\b/i);
    if (file.endsWith("/emergency-plan.md")) {
      expect(text).toMatch(/^\| Chief warden \(the owner or manager\) \|/m);
      expect(text).toMatch(/^\| Deputy chief warden \(takes charge when the chief warden is away\) \|/m);
      expect(text).toMatch(/emergency control organisation is the owner or manager as chief warden/);
    }
  });
});

describe("a policy's meetings keep the interval its law sets", () => {
  const policies = files.filter((f) => f.endsWith("/policy.md"));

  /** Every interval a policy gives for toolbox, tailgate or team safety meetings. */
  function meetingIntervals(text: string): string[] {
    return text
      .split("\n")
      .filter((line) => /toolbox|tailgate/i.test(line) && /meeting|talk/i.test(line))
      .flatMap((line) => [...line.matchAll(/\bat least (monthly|weekly|every [^,;.]+?)(?=,|;|\.|$| as | with )/gi)])
      .map((m) => m[1]!.toLowerCase());
  }

  it.each(policies)("%s", (file) => {
    const intervals = [...new Set(meetingIntervals(documents.get(file)!))];
    expect(intervals.length, `${file}: ${intervals.join(" / ")}`).toBeLessThanOrEqual(1);
  });

  it("names California construction's 10 working days in the consultation list", () => {
    const text = documents.get("us-ca-construction-20-49/policy.md")!;
    const consultation = text.slice(text.indexOf("consultation happens through"));
    expect(consultation.split("\n").slice(0, 3).join("\n")).toMatch(/every 10 working days/);
    expect(text).not.toMatch(/at least monthly/);
  });
});
