import { describe, expect, it } from "vitest";
import { GOLDEN_AUTHOR, GOLDEN_BUSINESSES } from "../../../tests/golden/businesses";
import { composeWithBasis } from "../documents/basis";
import type { LawLookup } from "../documents/engine";
import { profileOn } from "../legal";
import { ANNOUNCED_CHANGES, KNOWLEDGE_CHANGELOG } from "../legal/releases";
import type { RequirementRule } from "../legal/types";
import { type ComingHeldDocument, CURRENT_KNOWLEDGE, comingFor } from "./coming";

const golden = (slug: string) => GOLDEN_BUSINESSES.find((b) => b.slug === slug)!;

/** A document of the business as the generator writes it on `date`, with what it relied on. */
function held(
  slug: string,
  documentType: "chemical-register" | "bullying-policy" | "first-aid-plan",
  date: string,
) {
  const { business, metadata } = golden(slug);
  const { content, basis } = composeWithBasis({
    documentType,
    business,
    metadata,
    additionalPolicies: [],
    preparedBy: GOLDEN_AUTHOR,
    date,
  });
  return {
    id: `${slug}-${documentType}`,
    type: documentType,
    title: content.title,
    items: Object.entries(basis.items)
      .filter(([, use]) => use.sections.length > 0)
      .map(([key]) => key),
  } satisfies ComingHeldDocument;
}

const nsw = golden("au-nsw-construction-20-49").business;

describe("What's coming for an Australian business, either side of 1 December 2026", () => {
  // Workplace exposure limits replace the exposure standards in NSW on 1 December 2026.
  const register = held("au-nsw-construction-20-49", "chemical-register", "2026-11-20");
  const firstAid = held("au-nsw-construction-20-49", "first-aid-plan", "2026-11-20");

  it("lists the change the day before it starts, with the documents of the business that will change", () => {
    const coming = comingFor(nsw, CURRENT_KNOWLEDGE, "2026-11-30", [register, firstAid]);
    const wel = coming.find((c) => c.id === "au-workplace-exposure-limits");
    expect(wel).toMatchObject({ kind: "dated", from: "2026-12-01", expected: null });
    expect(wel!.summary).toContain("workplace exposure limits (WEL)");
    expect(wel!.source).toMatch(/^https:\/\/www\.safeworkaustralia\.gov\.au\//);
    // The chemical register cites the exposure standards; the first aid plan does not.
    expect(wel!.changes.map((d) => d.id)).toEqual([register.id]);
    expect(wel!.needs).toEqual([]);
  });

  it("no longer lists it on its first day, or after", () => {
    for (const day of ["2026-12-01", "2026-12-02", "2027-06-01"]) {
      expect(comingFor(nsw, CURRENT_KNOWLEDGE, day, [register]).map((c) => c.id)).not.toContain(
        "au-workplace-exposure-limits",
      );
    }
  });

  it("looks a year ahead, not further", () => {
    const ids = (day: string) => comingFor(nsw, CURRENT_KNOWLEDGE, day).map((c) => c.id);
    expect(ids("2025-12-01")).toContain("au-workplace-exposure-limits");
    expect(ids("2025-11-30")).not.toContain("au-workplace-exposure-limits");
  });

  it("leaves out a change of another jurisdiction: Victoria keeps its own exposure standards", () => {
    const vic = golden("au-vic-healthcare-50-199").business;
    expect(comingFor(vic, CURRENT_KNOWLEDGE, "2026-11-30").map((c) => c.id)).not.toContain(
      "au-workplace-exposure-limits",
    );
  });

  it("has nothing coming for an Australian business now: every dated change has begun", () => {
    expect(comingFor(nsw, CURRENT_KNOWLEDGE, "2026-12-02")).toEqual([]);
  });
});

describe("Announced changes, with no date yet", () => {
  it("lists the GB harassment duty for every GB employer, with the documents stating today's duty", () => {
    const shop = golden("uk-gb-retail-1-5").business;
    const policy = held("uk-gb-retail-1-5", "bullying-policy", "2026-12-01");
    const chemicals = held("uk-gb-retail-1-5", "chemical-register", "2026-12-01");
    const coming = comingFor(shop, CURRENT_KNOWLEDGE, "2026-12-02", [policy, chemicals]);
    const harassment = coming.find((c) => c.id === "gb-harassment-all-reasonable-steps")!;
    expect(harassment).toMatchObject({ kind: "announced", from: null, condition: null, needs: [] });
    expect(harassment.expected).toContain("not confirmed in force");
    expect(harassment.changes.map((d) => d.id)).toEqual([policy.id]);
  });

  it("lists Martyn's Law for a shop or a restaurant, with its condition, and not for a builder", () => {
    const shop = golden("uk-gb-retail-1-5").business;
    const builder = golden("uk-gb-construction-6-19").business;
    const martyn = comingFor(shop, CURRENT_KNOWLEDGE, "2026-12-02").find((c) => c.id === "gb-martyns-law");
    expect(martyn?.condition).toMatch(/^if .*200 or more people/);
    // The document the Act will ask for is named, not yet held.
    expect(martyn?.needs).toEqual([
      { documentType: "public-protection", name: "Public Protection Procedures", held: false },
    ]);
    // Northern Ireland's shops and venues are under the same Act.
    const niHotel = golden("uk-ni-hospitality-20-49").business;
    expect(comingFor(niHotel, CURRENT_KNOWLEDGE, "2026-12-05").map((c) => c.id)).toContain("gb-martyns-law");
    expect(
      comingFor({ ...shop, industry: "hospitality" }, CURRENT_KNOWLEDGE, "2026-12-02").map((c) => c.id),
    ).toContain("gb-martyns-law");
    const forBuilder = comingFor(builder, CURRENT_KNOWLEDGE, "2026-12-02").map((c) => c.id);
    expect(forBuilder).not.toContain("gb-martyns-law");
    expect(forBuilder).toContain("gb-harassment-all-reasonable-steps");
  });

  it("lists OSHA's proposed heat rule only where the federal profile applies", () => {
    const federal = { ...golden("us-tx-construction-20-49").business, jurisdiction: "US-FED" };
    expect(comingFor(federal, CURRENT_KNOWLEDGE, "2026-12-02").map((c) => c.id)).toEqual([
      "us-osha-heat-rule",
    ]);
    const nz = golden("nz-transport-20-49").business;
    expect(comingFor(nz, CURRENT_KNOWLEDGE, "2026-12-02")).toEqual([]);
  });

  it("puts dated changes first, soonest first, then the announced ones", () => {
    const knowledge = {
      ...CURRENT_KNOWLEDGE,
      announced: [
        {
          ...ANNOUNCED_CHANGES[0]!,
          id: "announced-in-nsw",
          jurisdictions: ["AU-NSW"],
          industries: undefined,
        },
      ],
    };
    expect(comingFor(nsw, knowledge, "2025-08-01").map((c) => [c.id, c.from])).toEqual([
      ["nsw-whs-regulation-2025", "2025-08-22"],
      ["announced-in-nsw", null],
    ]);
    // Half of the changes of 23 November 2026, then the exposure limits a week later.
    const list = comingFor(nsw, knowledge, "2025-12-15");
    const froms = list.flatMap((c) => (c.from ? [c.from] : []));
    expect(froms.length).toBeGreaterThan(2);
    expect(froms).toEqual([...froms].sort());
    expect(list.map((c) => c.id).slice(-2)).toEqual(["au-workplace-exposure-limits", "announced-in-nsw"]);
  });

  it("says nothing for a business whose jurisdiction is not of its country", () => {
    expect(comingFor({ ...nsw, country: "NZ" }, CURRENT_KNOWLEDGE, "2026-11-30")).toEqual([]);
  });
});

describe("A change that adds a requirement", () => {
  // A release of the knowledge base in which NSW starts requiring a first aid plan of every
  // business on 1 March 2027: before that day the rule is left out.
  const rule = profileOn("AU-NSW", "2026-12-02").requirements["first-aid-plan"] as RequirementRule;
  const lookup: LawLookup = (code, day) => {
    const profile = profileOn(code, day);
    if (code !== "AU-NSW") return profile;
    const { "first-aid-plan": _left, ...others } = profile.requirements;
    return day < "2027-03-01"
      ? { ...profile, requirements: others }
      : {
          ...profile,
          requirements: { ...others, "first-aid-plan": { ...rule, when: undefined, level: "required" } },
        };
  };
  const knowledge = {
    profileOn: lookup,
    announced: [],
    changelog: [
      ...KNOWLEDGE_CHANGELOG,
      {
        id: "2026-12-02.1",
        date: "2026-12-02",
        changes: [
          {
            id: "nsw-first-aid-plans",
            summary: "New South Wales: every business keeps a first aid plan.",
            jurisdictions: ["AU-NSW"],
            items: ["AU-NSW:requirements.first-aid-plan"],
            source: "https://legislation.nsw.gov.au/",
            effective: "2027-03-01",
          },
        ],
      },
    ],
  };

  it("names the document the business will need, and whether it holds one", () => {
    const before = comingFor(nsw, knowledge, "2027-02-28");
    expect(before.map((c) => c.id)).toEqual(["nsw-first-aid-plans"]);
    expect(before[0]!.needs).toEqual([
      { documentType: "first-aid-plan", name: "First Aid Plan", held: false },
    ]);
    const withPlan = comingFor(nsw, knowledge, "2027-02-28", [
      { id: "p1", type: "first-aid-plan", title: "First Aid Plan", items: [] },
    ]);
    expect(withPlan[0]!.needs[0]!.held).toBe(true);
    expect(comingFor(nsw, knowledge, "2027-03-01")).toEqual([]);
  });
});
