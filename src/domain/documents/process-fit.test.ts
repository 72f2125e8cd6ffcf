import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_IDS } from "../catalogue/documents";
import { fitToWork, HAZARD_LIBRARY, hazardsFor, workProcesses } from "../hazards";
import { WORK_PROCESSES } from "../hazards/library.generated";
import { methodFor } from "../tasks";
import { TASK_ENTRIES } from "../tasks/library.generated";
import type { ComposeInput } from "./compose-types";
import { composeDocument } from "./engine";
import { renderPlainText } from "./plain-text";

/**
 * A control that takes away the business's own process is not a control: a metal fabricator is not
 * told to bolt instead of weld, a drill and blast contractor to stop blasting, a carrier to have
 * goods delivered to the point of use. A builder who welds now and then may still be offered cold
 * methods, and the fabricator still gets a control above administrative ones that fits welding.
 */
const JURISDICTIONS = [
  ["AU", "AU-QLD"],
  ["UK", "UK-GB"],
  ["NZ", "NZ"],
  ["US", "US-MN"],
  ["US", "US-VA"],
] as const;

function documents(
  country: string,
  jurisdiction: string,
  business: Pick<ComposeInput["business"], "industry" | "workDescription" | "highRiskActivities">,
  activity: string,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const documentType of DOCUMENT_TYPE_IDS) {
    const doc = composeDocument({
      documentType,
      business: {
        name: "Test Works",
        country,
        jurisdiction,
        industryOther: null,
        employeeCount: "20-49",
        regions: [jurisdiction],
        identifier: { label: "Number", value: null },
        ...business,
      },
      metadata: { emergencyType: "fire", activity, location: "Main site", hazardTypes: ["fire"] },
      additionalPolicies: [],
      preparedBy: "Tester",
      date: "2026-11-23",
    });
    out.set(documentType, renderPlainText(doc));
  }
  return out;
}

const FABRICATOR = {
  industry: "manufacturing",
  workDescription: "Cutting, welding and powder coating steel brackets and frames",
  highRiskActivities: ["hot-work", "hazardous-chemicals"],
};
const BUILDER = {
  industry: "construction",
  workDescription: "Home extensions and renovations",
  highRiskActivities: ["hot-work", "working-at-height"],
};

describe.each(JURISDICTIONS)("a welding business in %s %s", (country, jurisdiction) => {
  const docs = documents(
    country,
    jurisdiction,
    FABRICATOR,
    "Welding bracket assemblies at the fabrication cell",
  );

  it.each(DOCUMENT_TYPE_IDS)("%s never tells it to stop welding", (type) => {
    const text = docs.get(type)!;
    expect(text).not.toMatch(/instead of welding/i);
    expect(text).not.toMatch(/cold methods/i);
    expect(text).not.toMatch(/paste instead of powder/i);
  });

  it("its risk assessment and procedure offer a lower-fume welding process instead", () => {
    expect(docs.get("risk-assessment")).toMatch(/least fume for the weld/);
    expect(docs.get("swms")).toMatch(/least fume for the weld/);
  });
});

describe.each(JURISDICTIONS)("a builder who welds now and then in %s %s", (country, jurisdiction) => {
  it("may still be offered cold methods instead of welding, and no welding process choice", () => {
    const docs = documents(country, jurisdiction, BUILDER, "Fitting a steel lintel over a new opening");
    expect(docs.get("risk-assessment")).toMatch(/cold methods such as bolting/);
    expect(docs.get("hazard-register")).toMatch(/cold methods such as bolting/);
    expect(docs.get("risk-assessment")).not.toMatch(/least fume for the weld/);
  });
});

describe("every control that takes away a process", () => {
  const removing = Object.values(HAZARD_LIBRARY).flatMap((e) =>
    e.controls.flatMap((c) => (c.removes ? [{ entry: e, control: c, process: c.removes }] : [])),
  );
  const HIGHER = ["elimination", "substitution", "isolation", "engineering"];

  it("is found in the library", () => {
    expect(removing.map((r) => `${r.entry.id} ${r.process}`)).toEqual(
      expect.arrayContaining(["hot-work welding", "explosives blasting", "manual-handling moving-goods"]),
    );
  });

  it.each(removing.map((r) => [r.entry.id, r.process, r] as const))(
    "%s: left out where %s is the work, kept elsewhere, and a higher control still fits",
    (_id, process, { entry, control }) => {
      const words = WORK_PROCESSES.find((p) => p.id === process)!.words[0]!;
      // A control offered only on some facts (cut to size on a building site) is tested where they hold.
      const offer = entry.conditions?.find((c) => c.text === control.text)?.when;
      const industry = offer?.industries?.[0] ?? entry.fits[0] ?? "other";
      const asked = {
        industry,
        highRiskActivities: [entry.id],
        hazardTypes: [entry.id],
        words: offer?.words?.[0] ?? "",
      };
      const own = hazardsFor({ ...asked, processes: workProcesses(industry, words) });
      const other = hazardsFor({ ...asked, processes: [] });
      const texts = (rows: typeof own) => rows.flatMap((h) => h.controls.map((c) => c.text));
      expect(texts(own)).not.toContain(control.text);
      expect(texts(other)).toContain(control.text);
      expect(fitToWork(entry, [process]).controls.some((c) => HIGHER.includes(c.level))).toBe(true);
    },
  );

  it.each(
    TASK_ENTRIES.flatMap((t) =>
      t.steps.flatMap((s) =>
        [...s.required, ...s.consider].flatMap((c) =>
          c.removes ? [[t.id, c.removes, c.text] as const] : [],
        ),
      ),
    ),
  )("task %s: left out of the method where %s is the work", (taskId, process, text) => {
    const method = (processes: string[]) =>
      methodFor({ taskIds: [taskId], activity: "", industry: "other", processes })!;
    const said = (m: ReturnType<typeof method>) =>
      m.steps.flatMap((s) =>
        [...s.required, ...s.consider, ...s.hazards.flatMap((h) => h.controls)].map((c) => c.text),
      );
    expect(said(method([process]))).not.toContain(text);
    expect(said(method([]))).toContain(text);
  });
});

describe("the business's own processes are read from its industry and its words", () => {
  it.each([
    [
      "manufacturing",
      "Sheet metal fabrication: shearing, press-brake forming, MIG welding",
      ["welding", "cutting", "hot-work"],
    ],
    ["construction", "Extensions, loft conversions and small demolition jobs", []],
    ["construction", "Commercial and residential roofing in the Bay Area", ["roofing"]],
    ["mining", "Drill and blast contractor on open-cut iron ore mines", ["blasting"]],
    ["transport", "Linehaul and regional freight with a cross-dock depot", ["moving-goods"]],
    ["transport", "Passenger coach tours", []],
    ["manufacturing", "Vehicle body repair and spray painting in a spray booth", ["spraying"]],
  ] as const)("%s: %s", (industry, text, expected) => {
    expect(workProcesses(industry, text)).toEqual(expected);
  });
});
