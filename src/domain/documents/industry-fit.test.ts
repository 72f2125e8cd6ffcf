import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS } from "../catalogue/documents";
import { BUSINESS_INDUSTRIES } from "../catalogue/industries";
import { HAZARD_LIBRARY, industryBaseline } from "../hazards";
import { TASK_ENTRIES } from "../tasks/library.generated";
import { suggestTasks } from "../tasks/suggest";
import { composeDocument } from "./engine";
import { renderPlainText } from "./plain-text";

// A hazard written for one industry ("healthcare-sharps-infection") belongs to that industry, and to
// the industries whose own tasks use it (a community home visit drives, like professional work). A
// business that chose no activity, hazard type, task or description bringing it must never be
// offered it, in any document.
const INDUSTRIES = BUSINESS_INDUSTRIES.map((i) => i.value).filter((i) => i !== "other");

function foreignHazards(industry: string) {
  const own = new Set([
    ...industryBaseline(industry),
    ...TASK_ENTRIES.filter((t) => t.industries.includes(industry)).flatMap((t) => t.hazards),
  ]);
  return Object.values(HAZARD_LIBRARY).filter((h) => {
    const prefix = INDUSTRIES.find((i) => h.id.startsWith(`${i}-`));
    return prefix !== undefined && prefix !== industry && !own.has(h.id);
  });
}

describe("no document offers another industry's hazards", () => {
  for (const industry of INDUSTRIES) {
    it(industry, () => {
      const foreign = foreignHazards(industry);
      expect(foreign.length).toBeGreaterThan(0);
      for (const documentType of DOCUMENT_TYPE_IDS) {
        const doc = composeDocument({
          documentType,
          business: {
            name: "Test Works",
            country: "AU",
            jurisdiction: "AU-NSW",
            industry,
            industryOther: null,
            employeeCount: "6-19",
            workDescription: null,
            regions: ["AU-NSW"],
            highRiskActivities: [],
            identifier: { label: "Number", value: null },
          },
          metadata: { emergencyType: "fire", activity: "Routine work", location: "Main site" },
          additionalPolicies: [],
          preparedBy: "Tester",
          date: "2026-11-23",
        });
        const text = renderPlainText(doc);
        for (const h of foreign) expect(text, `${industry} ${documentType}: ${h.id}`).not.toContain(h.name);
      }
    });
  }
});

describe("the wizard suggests only tasks that fit the business", () => {
  const cafe = {
    industry: "hospitality",
    highRiskActivities: [],
    hazardTypes: [],
    workDescription: "Café and takeaway",
  };

  it("a café typing “spray” or “chainsaw” is not offered another industry's tasks", () => {
    for (const typed of ["spray", "chainsaw", "weld", "forklift", "excavat", "patient"]) {
      const offered = suggestTasks(typed, cafe).map((m) => m.id);
      const foreign = offered.filter(
        (id) => !TASK_ENTRIES.find((t) => t.id === id)?.industries.includes("hospitality"),
      );
      expect(foreign, typed).toEqual([]);
    }
  });

  it("a café still gets its own tasks", () => {
    expect(suggestTasks("deep fry", cafe).map((m) => m.id)).toContain("deep-fryer-cleaning");
  });

  it("another industry's task is offered when the business chose or described its hazard", () => {
    expect(suggestTasks("forklift", cafe).map((m) => m.id)).not.toContain("forklift-operation");
    expect(
      suggestTasks("forklift", { ...cafe, highRiskActivities: ["mobile-equipment"] }).map((m) => m.id),
    ).toContain("forklift-operation");
    expect(
      suggestTasks("spray paint", {
        ...cafe,
        workDescription: "Café; we also spray paint our own furniture",
      }).map((m) => m.id),
    ).toContain("spray-painting");
  });
});

describe("the method never follows another industry's task the business did not choose", () => {
  it("a café whose activity names welding gets a café task, not the welding method", () => {
    const doc = composeDocument({
      documentType: "swms",
      business: {
        name: "Corner Café",
        country: "AU",
        jurisdiction: "AU-NSW",
        industry: "hospitality",
        industryOther: null,
        employeeCount: "1-5",
        workDescription: "Café and takeaway",
        regions: ["AU-NSW"],
        highRiskActivities: [],
        identifier: { label: "Number", value: null },
      },
      metadata: { activity: "Chainsaw pruning of the courtyard tree", location: "Courtyard" },
      additionalPolicies: [],
      preparedBy: "Tester",
      date: "2026-11-23",
    });
    const text = renderPlainText(doc);
    expect(text).not.toMatch(/chainsaw operator|chain brake|kickback/i);
  });
});
