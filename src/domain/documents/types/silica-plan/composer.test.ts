import { describe, expect, it } from "vitest";
import { composeDocument } from "../../engine";
import {
  BOOKSHOP,
  BUILDER,
  countryOf,
  filledRows,
  input,
  JURISDICTION_CODES,
  readable,
  section,
  type TestBusiness,
  table,
} from "../test-fixture";

const plan = (code: string, activity?: string, business: TestBusiness = BUILDER) =>
  composeDocument(input("silica-plan", code, business, activity ? { activity } : {}));
const lawText = (code: string, business: TestBusiness = BUILDER) => {
  const doc = plan(code, undefined, business);
  return readable({ ...doc, sections: [section(doc, "law")] });
};

const TASK = "Cutting concrete pavers with a petrol saw on the driveway";

describe.each(JURISDICTION_CODES)("silica-plan in %s", (code) => {
  it("holds every part of a silica control plan", () => {
    const doc = plan(code);
    expect(doc.sections.map((s) => s.id)).toEqual([
      "scope",
      "law",
      "tasks",
      "controls",
      "housekeeping",
      "access",
      "checks",
      "training",
      "review",
      "references",
    ]);
    const text = readable(doc);
    expect(text).toContain("dry sweeping and compressed air are not used");
  });

  it("lists only the task the business named, and leaves the rest to fill in", () => {
    const doc = plan(code, TASK);
    const tasks = table(doc, "tasks");
    expect(filledRows(tasks).map((r) => r.task)).toEqual([TASK]);
    expect(readable(doc)).toContain(`the work Harbourside Builders named for this plan: "${TASK}"`);
  });

  it("does not list named work that is not a job known to make silica dust, and asks instead", () => {
    const other = "Replacing corrugated iron roof sheets on a two-storey house";
    const doc = plan(code, other);
    expect(filledRows(table(doc, "tasks"))).toEqual([]);
    expect(readable(doc)).toContain(
      `The work named for this plan is "${other}", which is not a job this plan knows`,
    );
  });

  it("asks for the tasks when the business named none, rather than guessing them", () => {
    const doc = plan(code);
    expect(filledRows(table(doc, "tasks"))).toEqual([]);
    expect(readable(doc)).toContain("No task has been named for this plan yet.");
  });

  it("never names another country's silica law", () => {
    const text = readable(plan(code));
    const country = countryOf(code);
    if (country !== "US") expect(text).not.toMatch(/29 CFR|OSHA|exposure control plan/);
    if (country !== "AU")
      expect(text).not.toMatch(/silica risk control plan|crystalline silica substance|WHS Regulations/i);
    if (country !== "UK") expect(text).not.toMatch(/COSHH/);
  });
});

describe("silica-plan: a rule where the law asks for one, good practice elsewhere", () => {
  it("states the WHS Regulations' silica risk control plan as a rule in New South Wales", () => {
    const text = lawText("AU-NSW");
    expect(text).toContain("in force from 1 September 2024");
    expect(text).toContain("must prepare a silica risk control plan before the processing starts");
    expect(text).toContain("meets these requirements where they apply to its work");
    expect(text).not.toContain("This plan is good practice");
    expect(plan("AU-NSW").title).toBe("Silica Control Plan – Harbourside Builders");
  });

  it("rests on Part 4.5 of Victoria's own regulations and its engineered stone prohibition, not the model WHS laws", () => {
    const text = lawText("AU-VIC");
    expect(text).toContain(
      "Part 4.5 (Crystalline silica) of the Occupational Health and Safety Regulations 2017",
    );
    expect(text).toContain("engineered stone benchtops, panels and slabs is prohibited in Victoria");
    expect(text).not.toContain("silica risk control plan before");
  });

  it("states construction's written exposure control plan and competent person for a US builder", () => {
    const text = lawText("US-FED");
    expect(text).toContain("29 CFR 1926.1153");
    expect(text).toContain("Designate a competent person to make frequent and regular inspections");
    expect(text).toContain("Table 1");
    expect(plan("US-FED").title).toBe("Silica Exposure Control Plan – Harbourside Builders");
  });

  it("states general industry's standard outside construction in the US", () => {
    const text = lawText("US-FED", { ...BUILDER, industry: "manufacturing" });
    expect(text).toContain("29 CFR 1910.1053");
    expect(text).not.toContain("1926.1153(g)");
    expect(text).not.toContain("competent person");
  });

  it("names the State Plan's own standard in California, with federal OSHA's only as the floor", () => {
    const doc = plan("US-CA");
    const text = readable({ ...doc, sections: [section(doc, "law")] });
    expect(text).toContain(
      "California's State Plan covers respirable crystalline silica in construction through its own standard",
    );
    expect(section(doc, "law").citations?.map((c) => c.id)).not.toContain("us-29-cfr-1926-1153");
  });

  it("records the COSHH assessment in Great Britain and Northern Ireland", () => {
    expect(lawText("UK-GB")).toContain("Control of Substances Hazardous to Health Regulations 2002");
    expect(lawText("UK-NI")).toContain(
      "Control of Substances Hazardous to Health Regulations (Northern Ireland) 2003",
    );
  });

  it("is good practice under the Health and Safety at Work Act in New Zealand", () => {
    const text = lawText("NZ");
    expect(text).toContain("No regulation prescribes a silica control plan.");
    expect(text).toContain("This plan is good practice under those duties.");
  });

  it("is written for an office too when asked, but the office is not told it needs one", () => {
    expect(readable(plan("UK-GB", undefined, BOOKSHOP))).toContain("No task has been named");
  });
});
