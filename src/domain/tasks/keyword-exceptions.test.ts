import { describe, expect, it } from "vitest";
import { workProcesses } from "../hazards";
import { hazardsFromText, matchTasks, methodFor } from ".";

/**
 * A word that names one trade's work can sit inside words that name another's: "roof" in a truss
 * factory's "roof trusses", "lifting" in "heavy lifting", "demo" in a shop's "product demo". Each
 * description below once brought a hazard, a process or a task of work the business does not do.
 */
describe("keyword exceptions", () => {
  it.each([
    ["Timber roof truss and wall frame manufacturing plant", "working-at-height"],
    ["Manufacturing roofing trusses", "working-at-height"],
    ["Roofing supplies and hardware retail", "working-at-height"],
    ["Height adjustable desks and desk work", "working-at-height"],
    ["Heavy lifting of boxes in the stock room", "lifting-equipment"],
    ["Café with a coffee machine", "machinery"],
    ["Writing press releases", "machinery"],
    ["Printing on the laser printer", "radiation"],
    ["Blood pressure checks", "biological-hazards"],
    ["Strategy deep dives", "diving-work"],
  ])("%s brings no %s", (text, hazard) => {
    expect(hazardsFromText(text)).not.toContain(hazard);
  });

  it.each([
    ["Re-roofing a house", "working-at-height"],
    ["Installing gutters at height", "working-at-height"],
    ["Crane lifting of steel beams", "lifting-equipment"],
    ["Clearing a jam on the conveyor machine", "machinery"],
    ["Blood collection and body fluids", "biological-hazards"],
  ])("%s still brings %s", (text, hazard) => {
    expect(hazardsFromText(text)).toContain(hazard);
  });

  it("a truss or roofing supplies business is not a roofer; a roofer is", () => {
    expect(workProcesses("manufacturing", "Timber roof truss manufacturing")).not.toContain("roofing");
    expect(workProcesses("retail", "Roofing supplies retail")).not.toContain("roofing");
    expect(workProcesses("construction", "Commercial and residential roofing")).toContain("roofing");
    expect(workProcesses("professional", "Strategy deep dives")).not.toContain("diving");
  });

  it.each([
    ["Manufacturing roofing trusses", "re-roofing"],
    ["Product demo day in store", "demolition-building"],
    ["Heavy lifting of boxes", "crane-lifting"],
    ["Drafting a press release", "livestock-handling"],
    ["Guillotine shearing of sheet", "livestock-handling"],
    ["Vehicle inspection before the shift", "client-site-visits"],
  ])("%s is not %s", (activity, task) => {
    expect(matchTasks(activity).map((m) => m.id)).not.toContain(task);
  });

  it("a truss factory's description keeps it from framing on a building site, even for truss words", () => {
    const method = methodFor({
      activity: "Assembling roof trusses on the press table",
      industry: "manufacturing",
      hazardIds: [],
      fit: {
        industry: "manufacturing",
        hazardIds: ["cutting-tools"],
        description: "Timber roof truss manufacturing plant",
      },
    })!;
    expect(method.tasks.map((t) => t.id)).not.toContain("framing-carpentry");
    const builder = methodFor({
      activity: "Installing roof trusses on a new house",
      industry: "construction",
      hazardIds: [],
    })!;
    expect(builder.tasks.map((t) => t.id)).toContain("framing-carpentry");
  });

  it("a torch-on membrane roof gets its own method, not sheet re-roofing", () => {
    const method = methodFor({
      activity: "Re-roofing a commercial building with torch-applied membrane",
      industry: "construction",
      hazardIds: [],
    })!;
    expect(method.tasks.map((t) => t.id)).toEqual(["torch-on-membrane-roofing"]);
  });
});
