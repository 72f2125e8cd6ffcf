import { describe, expect, it } from "vitest";
import type { ComposeInput } from "../../src/domain/documents/compose-types";
import { composeDocument } from "../../src/domain/documents/engine";
import { renderPlainText } from "../../src/domain/documents/plain-text";
import { chooseMethod } from "../../src/domain/tasks/suggest";
import { GOLDEN_AUTHOR, GOLDEN_DATE } from "./businesses";
import { goldenPlainText } from "./render";

/**
 * A SWMS, method statement or risk assessment follows the business's own work: the words it typed
 * are read as the work they name, the method is the task it does, and every control, piece of
 * equipment and legal line belongs to that task, business and jurisdiction.
 */
type Business = ComposeInput["business"];
type Metadata = ComposeInput["metadata"];

function text(documentType: ComposeInput["documentType"], business: Business, metadata: Metadata): string {
  return renderPlainText(
    composeDocument({
      documentType,
      business,
      metadata,
      additionalPolicies: [],
      preparedBy: GOLDEN_AUTHOR,
      date: GOLDEN_DATE,
    }),
  );
}

const golden = goldenPlainText;

const business = (over: Partial<Business>): Business => ({
  name: "Example Pty Ltd",
  country: "AU",
  jurisdiction: "AU-QLD",
  industry: "manufacturing",
  industryOther: null,
  employeeCount: "20-49",
  workDescription: null,
  regions: ["AU-QLD"],
  highRiskActivities: [],
  identifier: { label: "ABN", value: null },
  ...over,
});

const metadata = (activity: string): Metadata => ({
  activity,
  location: "1 Industrial Drive, Narangba QLD 4504",
  scope: activity,
  hazardTypes: [],
  incidentTypes: ["near-miss"],
  emergencyType: "fire",
});

describe("words are read as the work they name, not another trade's", () => {
  const trussMaker = business({
    name: "Caboolture Frame & Truss Pty Ltd",
    workDescription: "Timber roof truss and wall frame manufacturing plant with a saw line and press tables",
    highRiskActivities: ["mobile-equipment"],
  });

  it("a roof-truss factory is not working on roofs: no roofing method, no framing on site, no work at height", () => {
    for (const activity of ["Assembling roof trusses on the press table", "Manufacturing roofing trusses"]) {
      const swms = text("swms", trussMaker, metadata(activity));
      const ra = text("risk-assessment", trussMaker, metadata(activity));
      expect(swms).not.toMatch(/Re-roofing|Strip the old roof sheets|Timber framing and carpentry/);
      expect(`${swms}\n${ra}`).not.toMatch(/Working at height|Fall from height/i);
      expect(ra).not.toMatch(/from the ground/i);
    }
  });

  it("the truss factory's own saw line and roll former bring no chainsaw, no roofing and no work at height", () => {
    for (const activity of [
      "Crosscutting timber on the saw line",
      "Roll-forming roof sheeting",
      "Roll-formed roofing battens on the roll former",
    ]) {
      for (const type of ["swms", "risk-assessment", "sop-template", "permit"] as const) {
        const doc = text(type, trussMaker, metadata(activity));
        expect(doc, `${activity}: ${type}`).not.toMatch(/chainsaw|chain brake|felling/i);
        expect(doc, `${activity}: ${type}`).not.toMatch(/Re-roofing|Working at height|Fall from height/i);
      }
    }
  });

  it("a roofer still gets the roofing method and work at height", () => {
    const roofer = business({ industry: "construction", workDescription: "Residential roofing and re-roofing" });
    const swms = text("swms", roofer, metadata("Re-roofing a house in corrugated iron"));
    expect(swms).toMatch(/Re-roofing/);
    expect(swms).toMatch(/Working at height/);
  });

  it.each([
    ["Small café with a coffee machine", "hospitality", "Guarding and machinery"],
    ["Writing press releases and desk work", "professional", "Guarding and machinery"],
    ["Report writing and printing on the laser printer", "professional", "Radiation"],
    ["Strategy deep dives with clients and desk work", "professional", "diving"],
    ["Pharmacy with blood pressure checks", "retail", "Biological materials"],
  ])("%s (%s) brings no %s", (description, industry, foreign) => {
    const b = business({ industry, workDescription: description });
    expect(text("risk-assessment", b, metadata(description))).not.toMatch(new RegExp(foreign, "i"));
  });

  it("a shop's product demo is not demolition, and drafting a document is not drafting sheep", () => {
    // Neither is taken as the job; demolition is not even offered to the shop.
    const offered = (activity: string, industry: string) => {
      const choice = chooseMethod({ activity, business: { industry, highRiskActivities: ["manual-handling"] } });
      return choice.kind === "matched" ? choice.tasks : choice.candidates;
    };
    expect(offered("Product demo day in store", "retail").map((t) => t.id)).not.toContain("demolition-building");
    // The farm's own common tasks may be offered to start from, but none is taken as the job.
    expect(
      chooseMethod({ activity: "Drafting the farm's press release", business: { industry: "agriculture" } }).kind,
    ).toBe("choose");
  });
});

describe("controls belong to the task", () => {
  it("the California roofer's torch-on hot work row offers no bolting or welding controls, and its own torch controls", () => {
    const ra = golden("us-ca-construction-20-49", "risk-assessment");
    expect(ra).toMatch(/Hot work \(torch-applied roofing membrane\)/);
    expect(ra).not.toMatch(/bolting|Welding screens|welding helmet|instead of welding/i);
    expect(ra).toMatch(/self-adhered or cold-applied membrane/);
    expect(ra).toMatch(/Never point the torch into gaps/);
    expect(golden("us-ca-construction-20-49", "ppe-register")).not.toMatch(/Welding helmet/);
  });

  it("a fabricator's hot work row is still welding, with its lower-fume process", () => {
    const ra = golden("us-mn-manufacturing-20-49", "risk-assessment");
    expect(ra).toMatch(/Hot work \(welding, cutting, grinding\)/);
    expect(ra).not.toMatch(/torch-applied/);
  });
});

describe("machines have their own tasks", () => {
  it.each([
    ["Punching enclosure panels on the CNC turret punch", "Turret punch press operation", /perimeter guarding/],
    ["Punching and notching angle on the ironworker", "Ironworker operation", /every station/],
    ["Cutting sheet to size on the guillotine shear", "Guillotine shear operation", /rear guard or light curtain/],
  ])("%s → %s", (activity, title, own) => {
    const swms = text("swms", business({ workDescription: "Sheet metal fabrication" }), metadata(activity));
    expect(swms).toMatch(new RegExp(`method for ${title}`, "i"));
    expect(swms).toMatch(own);
    expect(swms).not.toMatch(/power press|die change|No task in the library matches/i);
  });

  it("a structural steel ironworker on a building site is not given the machine", () => {
    const erector = business({ industry: "construction", workDescription: "Structural steel erection" });
    expect(text("swms", erector, metadata("Ironworkers erecting and connecting steel beams"))).not.toMatch(
      /Ironworker operation/i,
    );
  });
});

describe("equipment in a hazard row belongs to the business", () => {
  it("a clinic's patient handling names no pallet jacks or vacuum lifters, in any of its documents", () => {
    for (const type of ["risk-assessment", "hazard-register", "checklist", "safety-audit", "sop-template"] as const)
      expect(golden("au-vic-healthcare-50-199", type), type).not.toMatch(/pallet jack|vacuum lifter/i);
  });

  it("a freight depot keeps its pallet jacks and vacuum lifters", () => {
    expect(golden("au-sa-transport-20-49", "risk-assessment")).toMatch(/Pallet jacks, vacuum lifters and hoists/);
  });
});

describe("legal lines come from the jurisdiction", () => {
  it("Great Britain's demolition method names no demolition licence, but CDM 2015's written arrangements and the F10", () => {
    for (const type of ["swms", "sop-template"] as const) {
      const doc = golden("uk-gb-construction-6-19", type);
      expect(doc).not.toMatch(/Any licence or notice the jurisdiction requires/);
      expect(doc).not.toMatch(/demolition licen[cs]e/i);
      expect(doc).not.toMatch(/\{\{/);
    }
    const swms = golden("uk-gb-construction-6-19", "swms");
    expect(swms).toMatch(/demolition or dismantling arrangements are written down before the work begins/);
    expect(swms).toMatch(/form F10/);
  });

  it("a demolition job elsewhere carries no generic licence line and no British rule", () => {
    const us = business({
      country: "US",
      jurisdiction: "US-TX",
      regions: ["US-TX"],
      industry: "construction",
      identifier: { label: "EIN", value: null },
    });
    const swms = text("swms", us, metadata("Demolishing a single-storey garage"));
    expect(swms).toMatch(/method for demolition of a building or structure/i);
    expect(swms).not.toMatch(/Any licence or notice the jurisdiction requires|CDM 2015|F10|\{\{/);
  });
});

describe("low-risk desk work is said to be low-risk and gets its own short method", () => {
  it("the ACT consultancy's desk work does not follow client site visits", () => {
    const swms = golden("au-act-professional-6-19", "swms");
    expect(swms).toMatch(/Client workshops and desk work is low-risk work, not high-risk work/);
    expect(swms).toMatch(/Set up the workstation/);
    expect(swms).toMatch(/Agree the workload/);
    expect(swms).not.toMatch(/No task in the library matches|client's site induction|Travel to the site/);
  });

  it("work the library has no task for is still called the closest task, never low-risk", () => {
    const b = business({ industry: "professional", workDescription: "Environmental consulting" });
    const swms = text("swms", b, metadata("Groundwater sampling at a contaminated site"));
    expect(swms).not.toMatch(/is low-risk work/);
  });
});

describe("an Australian demolition job keeps its own licence line", () => {
  it("the demolition method's licence comes from the Australian profile's term", () => {
    const au = business({ industry: "construction" });
    for (const type of ["swms", "sop-template"] as const) {
      const doc = text(type, au, metadata("Demolishing a single-storey garage"));
      expect(doc).toMatch(/Demolition licence where the state or territory requires one/);
      expect(doc).not.toMatch(/\{\{|Any licence or notice the jurisdiction requires/);
    }
  });
});

describe("the reference truss factory and sheet metal shop get their own work", () => {
  it("the truss factory's documents follow truss assembly and never work at height or roofing", () => {
    const swms = golden("au-qld-truss-manufacturing-20-49", "swms");
    expect(swms).toMatch(/method for timber truss and wall frame assembly/i);
    for (const type of ["swms", "risk-assessment", "hazard-register", "policy", "induction"] as const)
      expect(golden("au-qld-truss-manufacturing-20-49", type), type).not.toMatch(
        /Working at height|Re-roofing|edge protection|from the ground/i,
      );
  });

  it("the sheet metal shop's turret punch job follows the turret punch method", () => {
    const swms = golden("au-vic-sheet-metal-6-19", "swms");
    expect(swms).toMatch(/method for turret punch press operation/i);
    expect(swms).not.toMatch(/No task in the library matches|power press/i);
  });
});

/**
 * Drainlaying in New Zealand is restricted work under the Plumbers, Gasfitters, and Drainlayers Act
 * 2006: a drainlayer's documents name the licence wherever they list competence and licences, and
 * the rule with its source; another country's drainlayer is told nothing of New Zealand's law.
 */
describe("New Zealand drainlaying is licensed work", () => {
  const LICENCE = /Drainlaying licence \(certifying or licensed drainlayer/;
  const ACT = /Plumbers, Gasfitters, and Drainlayers Act 2006/;

  it.each(["nz-construction-6-19", "nz-construction-sewer-6-19"])("%s names the licence and the Act", (slug) => {
    for (const type of ["swms", "sop-template", "contractor-induction", "training-record", "risk-assessment"] as const)
      expect(golden(slug, type), type).toMatch(LICENCE);
    const swms = golden(slug, "swms");
    expect(swms).toMatch(/Type: Competency or licence \| Requirement: Drainlaying licence/);
    expect(swms).toMatch(/only a licensed drainlayer may do, or a person working under the supervision the Act allows/);
    expect(swms).toMatch(ACT);
  });

  const nz = (workDescription: string) =>
    business({
      country: "NZ",
      jurisdiction: "NZ",
      regions: ["NZ"],
      industry: "construction",
      workDescription,
      identifier: { label: "NZBN", value: null },
    });

  it("a New Zealand trench for power cables gets no drainlaying line in its contractor induction", () => {
    const doc = text("contractor-induction", nz("Trenching for underground power cables"), metadata("Cable trenching"));
    expect(doc).not.toMatch(LICENCE);
  });

  it.each([
    ["AU", "AU-NSW", "ABN"],
    ["UK", "UK-GB", "Company number"],
    ["US", "US-TX", "EIN"],
  ])("a drainlayer in %s is told nothing of New Zealand's drainlaying law", (country, jurisdiction, label) => {
    const b = business({
      country: country as Business["country"],
      jurisdiction,
      regions: [jurisdiction],
      industry: "construction",
      workDescription: "Drainlaying and sewer connections for new houses",
      identifier: { label, value: null },
    });
    for (const type of ["swms", "contractor-induction"] as const) {
      const doc = text(type, b, metadata("Trench excavation for a sewer connection"));
      expect(doc, type).not.toMatch(LICENCE);
      expect(doc, type).not.toMatch(ACT);
    }
  });
});
