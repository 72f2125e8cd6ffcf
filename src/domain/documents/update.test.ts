import { describe, expect, it } from "vitest";
import { CURRENT_LAW, composeWithBasis, type Law } from "./basis";
import type { DocSection } from "./content";
import { explainingChanges, propose, sameSection, touchedSections } from "./update";

const section: DocSection = {
  id: "notification",
  heading: "Notifying the regulator",
  body: "<p>Call the regulator.</p>",
  tables: [
    {
      id: "events",
      caption: "Notifiable events",
      columns: [{ key: "event", label: "Event" }],
      rows: [{ event: "Death of a person", deadline: "Immediately" }],
    },
  ],
  citations: [{ id: "au-nsw-whs-act-2011", pinpoint: "s 38" }],
};

/** Objects with their keys in reverse order, as a jsonb column may give them back. */
function reordered<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reordered) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reordered(v)]),
    ) as T;
  }
  return value;
}

describe("sameSection", () => {
  it("treats a section read back with its table and citation keys reordered as unchanged", () => {
    expect(sameSection(section, reordered(section))).toBe(true);
  });

  it("still sees a changed cell or citation", () => {
    const cell = structuredClone(section);
    cell.tables![0]!.rows[0]!.deadline = "Within 48 hours";
    expect(sameSection(section, cell)).toBe(false);
    const citation = structuredClone(section);
    citation.citations![0]!.pinpoint = "s 39";
    expect(sameSection(section, citation)).toBe(false);
  });
});

describe("touchedSections", () => {
  it("names the same sections as a full proposal, for a changed law and for changed business details", () => {
    const business = {
      name: "Harbour Build Co",
      country: "AU",
      jurisdiction: "AU-NSW",
      industry: "construction",
      industryOther: null,
      employeeCount: "6-19",
      workDescription: null,
      regions: ["AU-NSW"],
      highRiskActivities: ["working-at-height"],
      identifier: { label: "ABN", value: null },
    };
    const { basis } = composeWithBasis({
      documentType: "policy",
      business,
      metadata: {},
      additionalPolicies: [],
      preparedBy: "Alex",
      date: "2026-11-23",
    });
    const newPhone: Law = {
      ...CURRENT_LAW,
      profileOn: (code, day) => {
        const p = CURRENT_LAW.profileOn(code, day);
        return JSON.parse(JSON.stringify(p).split("13 10 50").join("13 10 99"));
      },
    };
    const lawTouched = touchedSections(basis, business, newPhone, "2026-11-30");
    expect(lawTouched).toContain("incident-reporting");
    expect(lawTouched).toEqual(propose(basis, business, newPhone, "2026-11-30").touched);
    const bigger = { ...business, employeeCount: "20-49" };
    const businessTouched = touchedSections(basis, bigger, CURRENT_LAW, "2026-11-23");
    expect(businessTouched.length).toBeGreaterThan(0);
    expect(businessTouched).toEqual(propose(basis, bigger, CURRENT_LAW, "2026-11-23").touched);
    expect(touchedSections(basis, business, CURRENT_LAW, "2026-11-23")).toEqual([]);
  });
});

describe("explainingChanges", () => {
  const law: Law = {
    ...CURRENT_LAW,
    changelog: [
      {
        id: "2026-11-23.1",
        date: "2026-11-23",
        changes: [
          {
            id: "regulation-remade",
            summary: "The regulation was remade.",
            jurisdictions: ["AU-SA"],
            items: ["AU-SA:hazardCitations"],
            source: "https://example.org/regulation",
            effective: "2026-11-23",
          },
          {
            id: "construction-law-moved",
            summary: "Construction law now only in construction businesses' documents.",
            jurisdictions: ["AU-SA"],
            items: ["AU-SA:hazardCitations"],
            exceptIndustries: ["construction"],
            source: "https://example.org/construction",
            effective: "2026-11-23",
          },
        ],
      },
    ],
  };
  const ids = (industry: string) =>
    explainingChanges(law, ["AU-SA:hazardCitations.working-at-height"], "2026-11-24", {
      jurisdiction: "AU-SA",
      industry,
    }).map((c) => c.id);

  it("gives a change that moved law between industries only to the industries it concerns", () => {
    expect(ids("transport")).toEqual(["regulation-remade", "construction-law-moved"]);
    expect(ids("construction")).toEqual(["regulation-remade"]);
  });

  it("gives no change before it takes effect", () => {
    expect(
      explainingChanges(law, ["AU-SA:hazardCitations"], "2026-11-22", {
        jurisdiction: "AU-SA",
        industry: "transport",
      }),
    ).toEqual([]);
  });
});

describe("the current release's reasons for changed wording", () => {
  // What the owner of a document written with an earlier wording of its type reads as the reason.
  const reasons = (documentType: string, jurisdiction = "AU-NSW") =>
    explainingChanges(CURRENT_LAW, [`template:${documentType}`], "2026-12-03", {
      jurisdiction,
      industry: null,
    }).map((c) => c.summary);

  it("tells the owner that courses meant for supervisors and managers are now assigned to them", () => {
    for (const type of ["training-record", "induction", "risk-assessment", "action-plan", "checklist"]) {
      expect(reasons(type).join(" "), type).toMatch(/assigned to them, no longer to everyone doing the work/);
    }
  });

  it("tells the owner of a contractor induction that the contractor shows its own workers' competence", () => {
    expect(reasons("contractor-induction").join(" ")).toMatch(
      /evidence from its own records that each worker it sends is trained and competent/,
    );
  });

  it("tells the owner of a risk assessment that each further control is a decision on what is reasonably practicable", () => {
    expect(reasons("risk-assessment").join(" ")).toMatch(/decide whether it is reasonably practicable here/);
  });

  it("tells the owner of an action plan only about wording changes made for the plan's own jurisdiction", () => {
    const britishOnly = /In Great Britain a method statement is not required by law/;
    expect(reasons("action-plan", "UK-GB").join(" ")).toMatch(britishOnly);
    expect(reasons("action-plan", "NZ").join(" ")).toMatch(britishOnly);
    for (const jurisdiction of ["AU-NSW", "AU-VIC", "US-FED", "US-CA", "US-TX"]) {
      expect(reasons("action-plan", jurisdiction).join(" "), jurisdiction).not.toMatch(britishOnly);
    }
  });

  it("points the owner to their own country's regulator for why supervisors' courses are theirs", () => {
    const sources = (jurisdiction: string) =>
      explainingChanges(CURRENT_LAW, ["template:training-record"], "2026-12-03", {
        jurisdiction,
        industry: null,
      })
        .filter((c) => /assigned to them, no longer to everyone doing the work/.test(c.summary))
        .map((c) => new URL(c.source).hostname);
    expect(sources("AU-QLD")).toEqual(["www.safeworkaustralia.gov.au"]);
    expect(sources("US-OH")).toEqual(["www.osha.gov"]);
  });

  it("tells the owner of a British or New Zealand action plan nothing about Australian and American supervisors' courses", () => {
    const supervisors = /assigned to them, no longer to everyone doing the work/;
    expect(reasons("action-plan", "US-TX").join(" ")).toMatch(supervisors);
    expect(reasons("action-plan", "UK-GB").join(" ")).not.toMatch(supervisors);
    expect(reasons("action-plan", "NZ").join(" ")).not.toMatch(supervisors);
  });
});

describe("explainingChanges for a document's own basis", () => {
  const law = {
    ...CURRENT_LAW,
    changelog: [
      {
        id: "r1",
        date: "2026-11-01",
        changes: [
          {
            id: "old",
            summary: "Old",
            jurisdictions: ["AU-NSW"],
            items: ["AU-NSW:regulator"],
            source: "",
            effective: "2026-11-01",
          },
          {
            id: "dated",
            summary: "Dated",
            jurisdictions: ["AU-NSW"],
            items: ["AU-NSW:regulator"],
            source: "",
            effective: "2026-12-01",
          },
        ],
      },
      {
        id: "r2",
        date: "2026-11-20",
        changes: [
          {
            id: "new",
            summary: "New",
            jurisdictions: ["AU-NSW"],
            items: ["AU-NSW:regulator"],
            source: "",
            effective: "2026-11-20",
          },
        ],
      },
    ],
  };
  const ids = (since?: { release: string; lawDate: string }) =>
    explainingChanges(
      law,
      ["AU-NSW:regulator.notificationPhone"],
      "2026-12-05",
      { jurisdiction: "AU-NSW", industry: null },
      since,
    ).map((c) => c.id);

  it("leaves out what the document was composed with, and keeps later releases and later dated changes", () => {
    expect(ids()).toEqual(["old", "dated", "new"]);
    expect(ids({ release: "r1", lawDate: "2026-11-10" })).toEqual(["dated", "new"]);
    expect(ids({ release: "r2", lawDate: "2026-11-25" })).toEqual(["dated"]);
  });

  it("counts, for a basis of unknown release, only what took effect after its law date", () => {
    expect(ids({ release: "unknown", lawDate: "2026-11-10" })).toEqual(["dated", "new"]);
  });
});
