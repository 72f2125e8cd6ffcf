import { describe, expect, it } from "vitest";
import { REGIONS } from "../../../catalogue";
import { EMERGENCY_SCENARIOS, scenarioFits } from "../../../emergencies";
import { composeDocument } from "../../engine";
import { input, readable, SHOP, section, type TestBusiness } from "../test-fixture";

/** Every region of every country: the class holds wherever the business is. */
const CODES = Object.values(REGIONS).flatMap((rs) => rs.map((r) => r.code));

/** Building items: they belong only in a plan for a business that occupies such a building. */
const BUILDING_ITEMS = [
  // "lift" the verb (lifting plant off a person) is not a building item; a lift to ride in is.
  /\blifts\b|\bin a lift\b|\blift service\b/i,
  /\belevators?\b/i,
  /for each floor/i,
  /bomb threat/i,
  /building owner or manager/i,
];

const business = (industry: string, workDescription: string, highRiskActivities: string[]): TestBusiness => ({
  name: "Test Co",
  industry,
  industryOther: null,
  employeeCount: "50-199",
  workDescription,
  highRiskActivities,
  identifier: { label: "Business number", value: null },
});

const SITES: { industry: string; business: TestBusiness; location: string }[] = [
  {
    industry: "mining",
    business: business("mining", "Drill and blast contractor on open-cut mines with FIFO rosters", [
      "explosives",
      "mobile-equipment",
    ]),
    location: "Pit 3, mining lease",
  },
  {
    industry: "construction",
    business: business("construction", "Drainlaying and sewer connections", [
      "excavation",
      "confined-spaces",
    ]),
    location: "7 Beach Road",
  },
  {
    industry: "agriculture",
    business: business("agriculture", "Orchard: spraying, pruning and picking", ["hazardous-chemicals"]),
    location: "210 Orchard Road",
  },
  {
    industry: "transport",
    business: business("transport", "Road freight from a depot with forklift loading", ["mobile-equipment"]),
    location: "8 Depot Road",
  },
];

const plan = (code: string, b: TestBusiness, location: string, activity = "Work on site") =>
  readable(
    composeDocument(input("emergency-plan", code, b, { location, activity, emergencyType: "medical" }, [])),
  );

describe.each(CODES)("emergency plan for an open site in %s", (code) => {
  it.each(SITES)("has no lifts, floor wardens, bomb threats or building manager ($industry)", (site) => {
    const text = plan(code, site.business, site.location);
    for (const item of BUILDING_ITEMS) expect(text).not.toMatch(item);
    expect(text).toMatch(/emergency plan: the site's alarm, emergency call, assembly points/);
  });

  it("keeps the building items where the business's facts put it in a building with floors", () => {
    const text = plan(code, SITES[3]!.business, "Level 3, 20 Collins Street", "Office administration");
    expect(text).toMatch(/for each floor/);
    expect(text).toMatch(/do not use (lifts|elevators)/);
  });

  it("leaves a shop's plan as a building's plan, with no site emergencies", () => {
    const shop = readable(
      composeDocument(input("emergency-plan", code, SHOP, { emergencyType: "fire" }, [])),
    );
    expect(shop).toMatch(/do not use (lifts|elevators)/);
    expect(shop).toMatch(/Building owner or manager/);
    expect(shop).toMatch(/evacuation diagrams/i);
    expect(shop).not.toMatch(/Emergencies of this work|two-way radio/);
  });

  it("covers a trench's collapse without entering an unprotected trench, and sewer gas", () => {
    const doc = composeDocument(
      input(
        "emergency-plan",
        code,
        SITES[1]!.business,
        {
          location: "7 Beach Road",
          activity: "Sewer connection in a 1.8 m trench",
          emergencyType: "medical",
        },
        [],
      ),
    );
    const procedures = readable({ ...doc, sections: [section(doc, "procedures")] });
    expect(procedures).toMatch(/Trench or excavation collapse/);
    expect(procedures).toMatch(/Do not enter an unprotected part of the trench/);
    expect(procedures).toMatch(/Sewer gas or oxygen-poor air \(hydrogen (sulphide|sulfide)\)/);
    expect(procedures).toMatch(/do not go in after them/);
  });
});

describe("emergency plan of a drill-and-blast contractor on a WA mine", () => {
  const text = plan("AU-WA", SITES[0]!.business, "Pit 3, Mining Lease M47/1, Tom Price WA 6751");

  it("covers misfire, flyrock and unplanned initiation, remote medical evacuation and cyclone", () => {
    expect(text).toMatch(/Misfire, flyrock or unplanned initiation/);
    expect(text).toMatch(/no one enters the blast area/);
    expect(text).toMatch(/Remote medical evacuation/);
    expect(text).toMatch(/aeromedical retrieval/);
    expect(text).toMatch(/Cyclone/);
  });

  it("works within the mine operator's emergency plan", () => {
    expect(text).toMatch(
      /sites the mine operator controls, so this plan works within the mine operator's emergency plan/,
    );
    expect(text).toMatch(/Mine operator's emergency control/);
  });
});

describe("emergency plan of a mine's operator", () => {
  it("is the site's plan, which contractors work within", () => {
    const operator = {
      ...SITES[0]!.business,
      workDescription: "Open-pit iron ore mine: drill and blast, load and haul",
    };
    const text = plan("AU-WA", operator, "Pilbara Ridge mine site");
    expect(text).toMatch(
      /this plan is the site's emergency plan: contractors' own emergency plans work within it/,
    );
    expect(text).not.toMatch(/mine operator's emergency plan/);
  });
});

describe("emergency scenarios", () => {
  const byId = (id: string) => {
    const s = EMERGENCY_SCENARIOS.find((x) => x.id === id);
    if (!s) throw new Error(`no scenario ${id}`);
    return s;
  };
  const facts = (over: Partial<Parameters<typeof scenarioFits>[1]>) => ({
    industry: "construction",
    regions: ["NZ"],
    hazards: [],
    text: [],
    ...over,
  });

  it("comes with a hazard or a word of the work, within its industries and regions", () => {
    expect(
      scenarioFits(
        byId("trench-collapse"),
        facts({ hazards: [{ id: "excavation", concept: "excavation" }] }),
      ),
    ).toBe(true);
    expect(scenarioFits(byId("trench-collapse"), facts({}))).toBe(false);
    expect(scenarioFits(byId("sewer-gas"), facts({ text: ["Drainlaying and sewer connections"] }))).toBe(
      true,
    );
    expect(scenarioFits(byId("sewer-gas"), facts({ text: ["Sewerage-free roofing"] }))).toBe(false);
    expect(scenarioFits(byId("cyclone"), facts({ industry: "mining", regions: ["AU-WA"] }))).toBe(true);
    expect(scenarioFits(byId("cyclone"), facts({ industry: "mining", regions: ["AU-VIC"] }))).toBe(false);
    expect(scenarioFits(byId("cyclone"), facts({ industry: "retail", regions: ["AU-WA"] }))).toBe(false);
  });

  it("is brought by a phrase of several words, word for word", () => {
    expect(
      scenarioFits(byId("service-strike"), facts({ text: ["Fencing, with post holes dug by auger"] })),
    ).toBe(true);
    expect(scenarioFits(byId("service-strike"), facts({ text: ["Fencing posts; holes patched"] }))).toBe(
      false,
    );
    expect(
      scenarioFits(
        byId("kitchen-fire"),
        facts({ industry: "hospitality", text: ["Catering from our commercial kitchen"] }),
      ),
    ).toBe(true);
  });

  it("is not brought by words the business negates, before or after the work", () => {
    expect(scenarioFits(byId("sewer-gas"), facts({ text: ["Framing; no sewer or septic work"] }))).toBe(
      false,
    );
    expect(
      scenarioFits(byId("sewer-gas"), facts({ text: ["Framing; sewer connections are excluded"] })),
    ).toBe(false);
    expect(
      scenarioFits(byId("sewer-gas"), facts({ text: ["Framing; we subcontract sewer connections"] })),
    ).toBe(true);
  });
});

describe("natural hazards follow the place", () => {
  const natural = (regions: string[], over: { industry?: string; text?: string[] } = {}) =>
    EMERGENCY_SCENARIOS.filter(
      (s) =>
        s.natural &&
        scenarioFits(s, { industry: over.industry ?? "retail", regions, hazards: [], text: over.text ?? [] }),
    ).map((s) => s.title);

  it.each([
    ["US-HI", [], ["Earthquake", "Hurricane", "Tsunami"]],
    ["US-OK", [], ["Tornado and severe thunderstorm"]],
    ["US-MN", [], ["Tornado and severe thunderstorm", "Winter storm and extreme cold"]],
    ["US-CO", [], ["Wildfire and smoke"]],
    ["US-OR", ["Harbor-front seafood cannery"], ["Earthquake", "Tsunami", "Wildfire and smoke"]],
    ["US-OR", ["Office in downtown Bend"], ["Earthquake", "Wildfire and smoke"]],
    ["US-PA", [], []],
    ["NZ", ["Café on the Taupō lakefront"], ["Earthquake", "Volcanic eruption and ashfall"]],
    ["NZ", ["Fish processing at the wharf, Bluff"], ["Earthquake", "Tsunami"]],
    ["AU-VIC", [], []],
    ["AU-SA", ["Warehouse on the Murray River floodplain"], ["Flood"]],
    ["UK-GB", [], []],
    ["UK-GB", ["Boatyard on the canalside"], ["Flood"]],
  ])("%s, %j: %j", (region, text, titles) => {
    expect(natural([region], { text })).toEqual(titles);
  });

  it("the outdoor and hot industries also prepare for fire in the country around them and for heat", () => {
    expect(natural(["NZ"], { industry: "agriculture" })).toEqual(["Earthquake", "Wildfire"]);
    expect(natural(["US-OK"], { industry: "construction" })).toEqual([
      "Tornado and severe thunderstorm",
      "Extreme heat",
    ]);
    expect(natural(["AU-SA"], { industry: "hospitality" })).toEqual(["Heatwave"]);
    expect(natural(["AU-VIC"], { industry: "construction" })).toEqual(["Bushfire", "Heatwave"]);
  });
});
