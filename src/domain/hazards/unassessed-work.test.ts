import { describe, expect, it } from "vitest";
import { hazardsFromText } from "../tasks";
import { UNASSESSED_WORK } from "./library.generated";
import { unassessedWork } from "./unassessed-work";

describe("work a business names that the library does not assess yet", () => {
  it("is asked about where the business's words name it and no row assesses it", () => {
    expect(unassessedWork("Funeral home: embalming and chapel services")).toEqual([
      "embalming and preparing the deceased (formaldehyde and other embalming chemicals, body fluids)",
    ]);
  });

  it("is not asked about where the words name another thing, or name nothing", () => {
    expect(unassessedWork("Funeral director: services held in our chapel, cremations arranged")).toEqual([]);
    expect(unassessedWork("Private K-12 school with classrooms, a gym and a cafeteria")).toEqual([]);
    expect(unassessedWork("")).toEqual([]);
  });

  it("asks about a cremator the business runs, not cremations it arranges with a crematorium", () => {
    const cremation = "cremation (cremator heat, loading and raking, and cremated remains)";
    expect(
      unassessedWork("Funeral home: chapel services, cremations arranged with the local crematorium"),
    ).toEqual([]);
    expect(unassessedWork("Funeral home: we arrange cremation at the crematorium in town")).toEqual([]);
    expect(unassessedWork("Funeral home with our own cremator and a chapel")).toEqual([cremation]);
    expect(unassessedWork("Family funeral directors offering cremation services on site")).toEqual([
      cremation,
    ]);
  });

  it("asks about door supervision and termite treatments", () => {
    expect(unassessedWork("Licensed door supervision for pubs and clubs")).toEqual([
      "crowd control and door supervision (violence, crowd crush, late nights)",
    ]);
    expect(unassessedWork("Termite barriers and inspections for homes")).toEqual([
      "pest control and fumigation (pesticides, fumigant gases, roof spaces)",
    ]);
  });

  it("knows the common ways of saying each kind of work, as phrases", () => {
    const pest = "pest control and fumigation (pesticides, fumigant gases, roof spaces)";
    for (const job of [
      "Subterranean termite soil treatment and bait stations",
      "Rodent baiting in roof spaces",
      "Termite inspections of crawl spaces",
      "Cockroach treatment in a restaurant kitchen",
      "Bed bug treatments for a motel",
    ])
      expect(unassessedWork(job), job).toEqual([pest]);
    expect(unassessedWork("Putting up a 12 m frame tent for a wedding")).toEqual([
      "putting up marquees and other temporary structures (wind, pegging and anchoring, raising the frame)",
    ]);
    // A single word that names other things is no phrase of the work.
    expect(unassessedWork("Treatment of timber decks and inspection of roof spaces")).toEqual([]);
  });

  it("lists only work no keyword rule of the library brings rows for: once rows exist, the entry goes", () => {
    for (const w of UNASSESSED_WORK)
      for (const phrase of w.words) expect(hazardsFromText(phrase), `${w.ask}: "${phrase}"`).toEqual([]);
  });
});

describe("rope access is asked about only where the words name work on ropes", () => {
  const ROPES = "rope access (work suspended on ropes, anchors and rescue)";
  it.each([
    ["Rope access window cleaning on office towers", true],
    ["Abseiling to clean facades", true],
    ["Work at height from ropes on bridges", true],
    ["Window cleaning", false],
    ["Window cleaning using water-fed poles from the ground", false],
    ["Window cleaning from the ground; no rope access", false],
  ])("%s: %s", (text, asked) => {
    expect(unassessedWork(text).includes(ROPES)).toBe(asked);
  });

  it("asks about window cleaning at height unless the words say it is done from the ground", () => {
    const AT_HEIGHT = unassessedWork("Window cleaning").find((w) =>
      w.startsWith("window cleaning at height"),
    );
    expect(AT_HEIGHT).toBeDefined();
    expect(unassessedWork("Window cleaning using water-fed poles from the ground")).not.toContain(AT_HEIGHT);
  });
});
