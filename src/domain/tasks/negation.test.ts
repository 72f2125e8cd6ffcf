import { describe, expect, it } from "vitest";
import { workProcesses } from "../hazards";
import { sectorOf } from "../hazards/sectors";
import { unassessedWork } from "../hazards/unassessed-work";
import { hazardsFromText, matchTasks } from ".";
import { affirmed, saysNo, withoutNegations } from "./negation";
import { mentions, words } from "./words";

/** The stemmed words a text affirms: what is left once its negations are read. */
const said = (text: string) => words(affirmed(text));

/**
 * A business's own words may name work only to say it is not done: "no ladders or rope access",
 * "we do not do roof work". Such a phrase brings no hazard row, task, sector, process or work not
 * yet assessed; everything else the business writes still counts.
 */
describe("negation in a business's own words", () => {
  it.each([
    [
      "Window cleaning from the ground with water-fed poles; no ladders or rope access",
      ["ladder", "rope", "access"],
    ],
    ["no ladders, rope access or scaffolds", ["ladder", "rope", "access", "scaffold"]],
    ["we do not do roof work", ["roof", "work"]],
    ["We don't do roof work", ["roof"]],
    ["We dont do roof work", ["roof"]],
    ["Kitchen refits, excluding asbestos removal", ["asbesto", "removal"]],
    ["Interior fit-outs; never work at height", ["height"]],
    ["Office fit-outs, not including electrical work", ["electrical"]],
    ["Painting without scaffolding", ["scaffold"]],
    ["Plumbing; no hot work", ["hot"]],
    ["All building work other than roofing", ["roof"]],
    ["General building except demolition", ["demolition"]],
    [
      "never work at height, not including electrical work, and without scaffolding",
      ["height", "electrical", "scaffold"],
    ],
    ["Neither roof work nor asbestos", ["roof", "asbesto"]],
    // A negation written after the work negates the work before it.
    ["Kitchen refits; asbestos removal is excluded", ["asbesto", "removal"]],
    ["Demolition and asbestos removal are excluded", ["demolition", "asbesto"]],
    ["Renovations. Scaffolding is not included.", ["scaffold"]],
    ["Scaffolding not included", ["scaffold"]],
    ["Lawn mowing. Tree surgery is not part of our work.", ["tree", "surgery"]],
    ["Gardening but tree climbing is out of scope", ["tree", "climb"]],
  ])("%s negates %j", (text, gone) => {
    const left = said(text);
    for (const w of gone) expect(left).not.toContain(w);
  });

  it.each([
    // The work before the cue is the business's own.
    ["Roof repairs without scaffolding", ["roof", "repair"]],
    [
      "Window cleaning from the ground with water-fed poles; no ladders or rope access",
      ["window", "clean", "pole"],
    ],
    // A clause end or a new positive clause ends the negation.
    ["No roof work. Gutter cleaning", ["gutter"]],
    ["No roof work; gutter cleaning", ["gutter"]],
    ["No roof work: gutter cleaning", ["gutter"]],
    ["No roof work but gutter cleaning from ladders", ["gutter", "ladder"]],
    ["No rope access, we use scaffolds", ["scaffold"]],
    ["No hot work (welding is done off site)", ["weld"]],
    ["No demolition\nAsbestos removal", ["asbesto", "removal"]],
    // A post-position cue reaches back only to a comma: the list before it may be work done.
    ["Renovations, asbestos removal is excluded", ["renovation"]],
    ["Roof repairs; scaffolding is not included", ["roof", "repair"]],
    ["We do painting but plastering is excluded", ["paint"]],
    // Subcontracted work is still done on the business's jobs.
    ["We subcontract asbestos removal to a licensed removalist", ["asbesto", "removal"]],
    ["Asbestos removal is subcontracted", ["asbesto", "removal"]],
  ])("%s keeps %j", (text, kept) => {
    const left = said(text);
    for (const w of kept) expect(left).toContain(w);
  });

  it.each([
    // A cue word inside another word or joined by a hyphen, or a phrase that says nothing of the work.
    "No-fault claims handling and not-for-profit work",
    "Knot tying and rope access",
    "Notice boards and roof work",
    "Nobody works alone on the roof",
    "No one works alone on the roof",
    "Not only windows but roof work",
    "Lifting no more than 20 kg",
    // An undo word after the cue: the work is done, or only part of it is ruled out.
    "Never work at height without a harness",
    "No hot work unless under a permit",
    "No roof work over two storeys",
    "No ladders above 2 metres",
    // A bare "excluded" is no cue, and an undo word after a post-position cue leaves it as written.
    "Tree felling with the public excluded from the drop zone",
    "Asbestos removal is excluded unless the client asks for it",
  ])("%s negates nothing", (text) => {
    expect(affirmed(text)).toBe(text);
  });

  it("a library phrase that itself says no is read against the words as written", () => {
    expect(saysNo("without coolant")).toBe(true);
    expect(saysNo("no coolant")).toBe(true);
    expect(saysNo("coolant")).toBe(false);
    expect(saysNo("no one")).toBe(false);
    expect(mentions("Dry machining of steel without coolant", ["without coolant"])).toBe(true);
    expect(mentions("Dry machining of steel without coolant", ["coolant"])).toBe(false);
  });

  it("a keyword rule's unless phrase that says no keeps working", () => {
    expect(hazardsFromText("CNC turning and milling of steel parts with coolant")).toContain(
      "metalworking-fluid-mist",
    );
    expect(hazardsFromText("CNC turning and milling of steel parts without coolant")).not.toContain(
      "metalworking-fluid-mist",
    );
  });

  it.each([
    ["Window cleaning from the ground with water-fed poles; no ladders or rope access", "cleaning"],
    ["Kitchen and bathroom refits; we do not do roof work or asbestos removal", "construction"],
    ["Interior fit-outs, never work at height and no hot work", "construction"],
  ])("%s brings no work it says it does not do", (text, industry) => {
    const ids = hazardsFromText(text, industry);
    expect(ids).not.toContain("working-at-height");
    expect(ids).not.toContain("asbestos");
    expect(ids).not.toContain("hot-work");
    expect(unassessedWork(text)).toEqual([]);
  });

  it("the same work named without a cue still brings its rows", () => {
    expect(hazardsFromText("Kitchen refits and roof work", "construction")).toContain("working-at-height");
    expect(hazardsFromText("Roof work; no asbestos removal", "construction")).toContain("working-at-height");
    expect(unassessedWork("Rope access window cleaning on high-rise towers")).not.toEqual([]);
  });

  it("a negated process, sector or task is not the business's", () => {
    expect(workProcesses("construction", "Joinery fit-outs; no welding")).not.toContain("welding");
    expect(workProcesses("construction", "Steel fit-outs with welding")).toContain("welding");
    expect(
      sectorOf({ industry: "agriculture", workDescription: "Sheep and beef farm, no forestry" }),
    ).toBeNull();
    expect(sectorOf({ industry: "agriculture", workDescription: "Forestry and tree felling" })).toBe(
      "forestry",
    );
    const ids = (text: string) => matchTasks(text).map((m) => m.id);
    expect(ids("Tile roofing")).not.toEqual([]);
    expect(ids("Bathroom tiling; no tile roofing")).not.toContain(ids("Tile roofing")[0]);
  });
});

describe("a text split into phrases leaves its negations out", () => {
  it.each([
    ["Hedge trimming; no tree climbing or rope access", ["Hedge trimming"]],
    ["Mowing, stump grinding is excluded", ["Mowing"]],
    ["Roof repairs without scaffolding", ["Roof repairs"]],
    ["Lawn mowing. Tree surgery is not part of our work.", ["Lawn mowing"]],
  ])("%s keeps %j", (text, phrases) => {
    const kept = withoutNegations(text)
      .split(/[,;.]/)
      .map((p) => p.trim())
      .filter((p) => p !== "");
    expect(kept).toEqual(phrases);
    expect(withoutNegations(text)).toHaveLength(text.length);
  });

  it("returns a text that negates nothing as written", () => {
    const text = "We subcontract asbestos removal; never work at height without a harness";
    expect(withoutNegations(text)).toBe(text);
  });
});
