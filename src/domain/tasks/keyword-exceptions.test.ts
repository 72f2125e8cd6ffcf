import { describe, expect, it } from "vitest";
import { workProcesses } from "../hazards";
import { hazardsFromText, matchTasks, methodFor } from ".";
import { KEYWORD_RULES } from "./index.generated";
import { libraryWords } from "./words";

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
    })!;
    expect(method.tasks.map((t) => t.id)).not.toContain("framing-carpentry");
    const builder = methodFor({
      activity: "Installing roof trusses on a new house",
      industry: "construction",
    })!;
    expect(builder.tasks.map((t) => t.id)).toContain("framing-carpentry");
  });

  it("a torch-on membrane roof gets its own method, not sheet re-roofing", () => {
    const method = methodFor({
      activity: "Re-roofing a commercial building with torch-applied membrane",
      industry: "construction",
    })!;
    expect(method.tasks.map((t) => t.id)).toEqual(["torch-on-membrane-roofing"]);
  });
});

/**
 * A word may be typed as one or as two: "roll-forming" and the library's "roll forming", "re roof"
 * and "re-roof". Either way it is the same word, so an exclusion or an exception written one way
 * holds for the other.
 */
describe("words written with a hyphen or without are one word", () => {
  it.each([
    "Roll-forming roof sheeting",
    "Roll forming roof sheeting",
    "Rollforming roof sheets",
    "Roll-formed roofing battens",
  ])("%s is not re-roofing and brings no work at height", (activity) => {
    expect(matchTasks(activity).map((m) => m.id)).not.toContain("re-roofing");
    expect(hazardsFromText(activity)).not.toContain("working-at-height");
    expect(workProcesses("manufacturing", activity)).not.toContain("roofing");
  });

  it("a roofer's own words still read as roofing, however the hyphen falls", () => {
    for (const activity of ["Re-roofing a house", "Re roofing a house", "Reroofing a house"]) {
      expect(matchTasks(activity)[0]?.id, activity).toBe("re-roofing");
      expect(hazardsFromText(activity), activity).toContain("working-at-height");
    }
  });

  it("a box-cutter is a box cutter", () => {
    expect(hazardsFromText("Opening cartons with a box-cutter")).toContain("cutting-tools");
  });
});

describe("a factory's fixed saws are not a chainsaw", () => {
  it.each([
    "Crosscutting timber on the saw line",
    "Crosscutting studs on the docking saw",
    "Cutting timber on the radial arm saw",
  ])("%s is not chainsaw use", (activity) => {
    expect(matchTasks(activity).map((m) => m.id)).not.toContain("chainsaw-use");
  });

  it("a tree crew's crosscutting is still chainsaw work", () => {
    expect(matchTasks("Crosscutting logs after tree felling")[0]?.id).toBe("chainsaw-use");
  });
});

/**
 * A hotel, motel or resort named on its own is where a hospitality business works; for a laundry
 * or a builder it is a customer. Room attendants' work named as such is the business's own in any
 * industry.
 */
describe("words that count only for an industry", () => {
  const laundry = "Commercial laundry washing hotel and restaurant linen";
  it("a laundry's hotel customers bring none of a hotel's own work", () => {
    for (const industry of ["other", "manufacturing", undefined])
      expect(hazardsFromText(laundry, industry)).not.toEqual(
        expect.arrayContaining(["housekeeping-workload"]),
      );
    expect(hazardsFromText("Refitting hotel bathrooms", "construction")).not.toContain("guest-sleeping-fire");
  });

  it("a hotel's own words bring its guests and its room attendants", () => {
    const hotel = hazardsFromText("Country hotel with a restaurant and 30 bedrooms", "hospitality");
    expect(hotel).toEqual(expect.arrayContaining(["housekeeping-workload", "guest-sleeping-fire"]));
  });

  it("room attendants' work named as such is the business's in any industry", () => {
    expect(hazardsFromText("Contract cleaning: servicing guest rooms for hotels", "other")).toContain(
      "housekeeping-workload",
    );
  });

  it("a part of the business's words is read with the rest: an arborist's scope of rigging is rope work, not lifting gear", () => {
    const scope = "Rigging limbs down to the ground crew";
    expect(hazardsFromText(scope, "other")).toContain("lifting-equipment");
    expect(
      hazardsFromText(scope, "other", "Arborist: climbing, pruning and sectional tree removals"),
    ).not.toContain("lifting-equipment");
    // The rest of the words rules a rule out; it never brings one of its own.
    expect(hazardsFromText("Pruning roses", "other", "Crane hire and lifting gear")).not.toContain(
      "lifting-equipment",
    );
  });

  it("grinding a stump is not hot work, however the business words it", () => {
    for (const text of ["Stump grinding", "Grinding the stump after felling", "We grind stumps"])
      expect(hazardsFromText(text, "other")).not.toContain("hot-work");
  });

  it("a scope's autoclave is a studio's steriliser where the business's words say it is a studio, and pressure plant elsewhere", () => {
    const scope = "Running grips through the autoclave";
    const studio = hazardsFromText(scope, "other", "Tattoo studio with three artists");
    expect(studio).toContain("benchtop-steriliser");
    expect(studio).not.toContain("pressurized-systems");
    const plant = hazardsFromText(
      "Curing parts in the autoclave",
      "manufacturing",
      "Carbon fibre composite parts",
    );
    expect(plant).toContain("pressurized-systems");
    expect(plant).not.toContain("benchtop-steriliser");
  });
});

describe("an exception names more than the word it guards", () => {
  // "from a bakery" reads as "bakery" alone ("from" and "a" are not read), so as an exception of
  // the bakery rules it took the word "bakery" out of every description and the rules never read it.
  it("no keyword rule's except phrase reads as one of the rule's own words and nothing more", () => {
    const erasing = KEYWORD_RULES.flatMap((rule) => {
      const own = new Set(rule.words.map((w) => libraryWords(w).join(" ")));
      return (rule.except ?? [])
        .filter((phrase) => own.has(libraryWords(phrase).join(" ")))
        .map((phrase) => `${rule.hazard}: "${phrase}"`);
    });
    expect(erasing).toEqual([]);
  });

  it("a bakery's own word brings its rows; bread bought from a bakery does not", () => {
    expect(hazardsFromText("Family bakery", "manufacturing")).toEqual(
      expect.arrayContaining(["flour-dust", "bakery-manual-handling", "bakery-oven-burns"]),
    );
    expect(hazardsFromText("Deli selling sourdough bought from a bakery", "retail")).not.toContain(
      "flour-dust",
    );
  });

  it("a hospitality business's resort brings its housekeeping row; a last resort does not", () => {
    expect(hazardsFromText("Beach resort with 40 guest villas", "hospitality")).toContain(
      "housekeeping-workload",
    );
    expect(
      hazardsFromText("Café where we call the police only as a last resort", "hospitality"),
    ).not.toContain("housekeeping-workload");
  });
});
