import { describe, expect, it } from "vitest";
import { hazardEntry } from "../../../hazards";
import { composeDocument } from "../../engine";
import { isConfinedSpace, isPlace, scopePhrases, unassessedPhrases } from "../../scope";
import { BUILDER, input, readable, type TestBusiness, table } from "../test-fixture";

/** What a risk assessment written for one piece of work holds: that work's hazards, and a list of what it has not assessed. */

const MACHINE_SHOP: TestBusiness = {
  name: "Tipton Precision Ltd",
  industry: "manufacturing",
  industryOther: null,
  employeeCount: "6-19",
  workDescription: "CNC turning and milling of steel parts",
  highRiskActivities: ["noise-exposure", "mobile-equipment"],
  identifier: { label: "Company number", value: null },
};

const DAIRY: TestBusiness = {
  name: "Ridge Road Dairy",
  industry: "agriculture",
  industryOther: null,
  employeeCount: "6-19",
  workDescription: "Dairy farm milking 400 cows",
  highRiskActivities: ["mobile-equipment"],
  identifier: { label: "NZBN", value: null },
};

const WINERY: TestBusiness = {
  name: "Clare Hills Wines",
  industry: "manufacturing",
  industryOther: null,
  employeeCount: "20-49",
  workDescription: "Winery making and bottling wine",
  highRiskActivities: ["manual-handling", "hazardous-chemicals"],
  identifier: { label: "ABN", value: null },
};

const assess = (business: TestBusiness, jurisdiction: string, scope: string, hazardTypes: string[] = []) =>
  composeDocument(input("risk-assessment", jurisdiction, business, { scope, hazardTypes }));

const rowNames = (doc: ReturnType<typeof assess>) =>
  table(doc, "identify", "hazards-identified").rows.map((r) => r.hazard ?? "");

const notAssessed = (doc: ReturnType<typeof assess>) => doc.sections.find((s) => s.id === "not-yet-assessed");

describe("a risk assessment is about its scope", () => {
  it("a metalworking fluid COSHH assessment assesses the fluid on the skin, its mist, asthma and the extraction, not the forklifts", () => {
    const doc = assess(
      MACHINE_SHOP,
      "UK-GB",
      "COSHH assessment of the metalworking fluid: skin contact, coolant mist and the mist extraction",
    );
    const names = rowNames(doc);
    expect(names.slice(0, 2)).toEqual([
      "Metalworking fluids on the skin (neat oils and water-mix coolants)",
      "Metalworking fluid mist and vapour (occupational asthma, extraction)",
    ]);
    expect(names.join("\n")).not.toMatch(/forklift/i);
    const text = readable(doc);
    expect(text).toMatch(/dermatitis/);
    expect(text).toMatch(/occupational asthma/);
    expect(text).toMatch(/Local exhaust ventilation \(mist extraction\)/);
    expect(text).toMatch(/Named in the scope of this assessment/);
    expect(notAssessed(doc)).toBeUndefined();
  });

  it("the extraction's thorough examination is at COSHH's 14 months in Great Britain and at no invented interval elsewhere", () => {
    const scope =
      "COSHH assessment of the metalworking fluid: skin contact, coolant mist and the mist extraction";
    const gb = readable(assess(MACHINE_SHOP, "UK-GB", scope));
    expect(gb).toContain(
      "thoroughly examined and tested by a competent person at least once every 14 months (COSHH regulation 9)",
    );
    expect(gb).toMatch(/kept for at least 5 years/);
    expect(gb).toMatch(/health surveillance/i);
    for (const code of ["AU-SA", "NZ", "US-OH"]) {
      const other = readable(
        assess(
          { ...MACHINE_SHOP, identifier: { label: "Number", value: null } },
          code,
          "Metalworking fluid mist and the mist extraction",
        ),
      );
      expect(other).toContain(
        "thoroughly examined and tested by a competent person at the interval the law or the supplier sets",
      );
      expect(other).not.toMatch(/14 months|COSHH|\{\{local/);
    }
  });

  it("an effluent pond assessment assesses drowning and the gases, not the farm's quad bikes or livestock", () => {
    const doc = assess(DAIRY, "NZ", "Effluent pond stirring and pumping");
    const names = rowNames(doc);
    expect(names[0]).toMatch(/drowning/);
    expect(names[1]).toMatch(/Hydrogen sulfide/);
    expect(names.join("\n")).not.toMatch(/Livestock handling|rollover/i);
  });

  it("a CO2 tank entry assessment assesses the fermentation gas and the confined space", () => {
    const doc = assess(WINERY, "AU-SA", "Fermentation tanks: tank entry to dig out skins");
    const names = rowNames(doc);
    expect(names).toContain("Carbon dioxide from fermentation (tanks, vats and cellars)");
    expect(names.some((n) => /Confined space/i.test(n))).toBe(true);
    expect(readable(doc)).toMatch(/carbon dioxide monitors with audible and visual alarms/);
  });

  it("a dairy's biological hazard is the animals' diseases, never COVID-19", () => {
    const doc = assess(DAIRY, "NZ", "Milking shed and calving paddocks", ["biological"]);
    const names = rowNames(doc);
    // New Zealand is free of Q fever: its list is New Zealand's own zoonoses.
    expect(names).toContain(
      "Diseases caught from animals (leptospirosis, campylobacter, salmonella and other zoonoses)",
    );
    const text = readable(doc);
    expect(text).toMatch(/leptospirosis/);
    expect(text).not.toMatch(/Q fever/);
    expect(text).not.toMatch(/COVID|influenza|remote work/i);
  });

  it("a scope that names no hazard keeps the assessment of the whole business", () => {
    const whole = rowNames(assess(DAIRY, "NZ", "All work on the farm"));
    expect(whole).toContain("Livestock handling");
    expect(whole.some((n) => /rollover/i.test(n))).toBe(true);
  });
});

describe("what the scope names that no row assesses", () => {
  it("a scope of nonsense words lists every phrase as not yet assessed, before issue", () => {
    const doc = assess(DAIRY, "NZ", "Flurbing the wazzle, grommet snarfing and the blippy quonks");
    const part = notAssessed(doc);
    expect(part?.heading).toMatch(/Not Yet Assessed/);
    const text = readable(doc);
    for (const phrase of ["Flurbing the wazzle", "grommet snarfing", "blippy quonks"])
      expect(text).toContain(`Not yet assessed: ${phrase}`);
    expect(text).toMatch(/must identify the hazards of each item, rate them and add their controls before/);
  });

  it("does not list plant a row of the document assesses, and still lists what no row does", () => {
    const machinery = hazardEntry("machinery")!;
    const scope = "Dough mixer, deck ovens and bread slicer";
    expect(unassessedPhrases(scope, [])).toEqual(["Dough mixer", "deck ovens", "bread slicer"]);
    expect(unassessedPhrases(scope, [machinery])).toEqual(["deck ovens"]);
  });

  it("lists only the phrases no row covers, as the user wrote them", () => {
    const doc = assess(MACHINE_SHOP, "UK-GB", "Metalworking fluid mist, and the swarf skip by the gate");
    expect(unassessedPhrases("Metalworking fluid mist, and the swarf skip by the gate", [])).toEqual([
      "Metalworking fluid mist",
      "swarf skip by the gate",
    ]);
    const text = readable(doc);
    expect(text).toContain("Not yet assessed: swarf skip by the gate");
    expect(text).not.toContain("Not yet assessed: Metalworking fluid mist");
  });

  it("splits on commas, semicolons and 'and', dropping phrases of only generic words", () => {
    // Work joined by "and" shares the thing it is done to.
    expect(scopePhrases("Work area; general tasks, stirring and pumping the effluent pond")).toEqual([
      "stirring the effluent pond",
      "pumping the effluent pond",
    ]);
    expect(scopePhrases("Excavate, shore and backfill a 2.4 m deep trench")).toEqual([
      "Excavate",
      "shore a 2.4 m deep trench",
      "backfill a 2.4 m deep trench",
    ]);
  });

  it("a place named beside a hazard keeps the business's rows for that place, and is not listed", () => {
    const roadhouse: TestBusiness = {
      name: "Daly Waters Roadhouse",
      industry: "hospitality",
      industryOther: null,
      employeeCount: "6-19",
      workDescription: "Roadhouse with a kitchen, bar, motel rooms and a caravan park",
      highRiskActivities: [],
      identifier: { label: "ABN", value: null },
    };
    const doc = assess(roadhouse, "AU-NT", "Kitchen, motel rooms and the caravan park");
    const names = rowNames(doc);
    // The motel rooms bring the room attendants' row; the kitchen keeps the kitchen's own rows.
    expect(names[0]).toMatch(/Room attendants/);
    expect(names).toContain("Burns and scalds");
    const text = readable(doc);
    expect(text).not.toContain("Not yet assessed: Kitchen");
    // A place no row speaks of is still put to the preparer, to walk through.
    expect(text).toContain("Walk through and assess: caravan park");
  });

  it("upkeep words (maintaining, repairing, inspecting) are not listed on their own: the thing they are done to decides", () => {
    const doc = assess(
      DAIRY,
      "NZ",
      "Effluent pond: stirring, pumping and maintaining the pond and inspecting its banks",
    );
    const text = readable(doc);
    expect(text).not.toContain("Not yet assessed: maintaining the pond");
    expect(scopePhrases("Maintenance, repairs and inspections")).toEqual([]);
    // Unknown work after an upkeep word is still listed.
    expect(unassessedPhrases("Repairing the wazzle grommets", [])).toEqual(["Repairing the wazzle grommets"]);
  });

  it("a place the business's own description names is still asked about when no row assesses it", () => {
    const roadhouse: TestBusiness = {
      name: "Barrow Creek Roadhouse",
      industry: "hospitality",
      industryOther: null,
      employeeCount: "6-19",
      workDescription: "Roadhouse: kitchen and dining room, motel rooms and a camping ground",
      highRiskActivities: ["manual-handling"],
      identifier: { label: "ABN", value: null },
    };
    // Naming the camping ground in the description assesses nothing of it: its hazards are asked for.
    const text = readable(assess(roadhouse, "AU-NT", "Camping ground and the helicopter pad"));
    expect(text).toContain("Walk through and assess: Camping ground");
    expect(text).toContain("Walk through and assess: helicopter pad");
  });
});

describe("a phrase joined by 'and' carries the words it shares with its sibling", () => {
  /** The lines of the part that lists what is not yet assessed, as a reader sees them. */
  const lines = (doc: ReturnType<typeof assess>) =>
    readable(doc)
      .split("\n")
      .filter((l) => /^(Not yet assessed|Walk through and assess): /.test(l));

  it("a shared first word goes with the last conjunct, and a shared complement with the first", () => {
    expect(scopePhrases("Interior walls and ceilings")).toEqual(["Interior walls", "Interior ceilings"]);
    expect(scopePhrases("Strip-out and disposal of the old ceiling tiles")).toEqual([
      "Strip-out of the old ceiling tiles",
      "disposal of the old ceiling tiles",
    ]);
    // An activity is work of its own, never a kind of its sibling.
    expect(scopePhrases("Spray painting and sanding")).toEqual(["Spray painting", "sanding"]);
    // A conjunct with its own determiner, or a place, stands on its own.
    expect(scopePhrases("Spray booth and the yard")).toEqual(["Spray booth", "yard"]);
    expect(scopePhrases("Loading bay and yard")).toEqual(["Loading bay", "yard"]);
    // A shared head is not guessed: a crusher is no "crusher village".
    expect(scopePhrases("Open pit, haul roads, crusher and mine village")).toEqual([
      "Open pit",
      "haul roads",
      "crusher",
      "mine village",
    ]);
  });

  it("a conjunct covered once it carries its sibling's words is not listed", () => {
    // "Strip-off" alone says nothing a row assesses; "strip-off of a metal roof" is the roof work the rows assess.
    expect(lines(assess(BUILDER, "AU-NSW", "Strip-off"))).toEqual(["Not yet assessed: Strip-off"]);
    const doc = assess(BUILDER, "AU-NSW", "Strip-off and replacement of a metal roof");
    expect(notAssessed(doc)).toBeUndefined();
  });

  it("a conjunct still not covered is listed with its shared words, never as a bare fragment", () => {
    expect(lines(assess(BUILDER, "AU-NSW", "Exterior gutters and fascias"))).toEqual([
      "Not yet assessed: Exterior fascias",
    ]);
    expect(lines(assess(BUILDER, "AU-NSW", "Blippy wazzles and quonks"))).toEqual([
      "Not yet assessed: Blippy wazzles",
      "Not yet assessed: Blippy quonks",
    ]);
    expect(unassessedPhrases("Flurbing and snarfing of the grommet stack", [])).toEqual([
      "Flurbing of the grommet stack",
      "snarfing of the grommet stack",
    ]);
  });
});

describe("a place the scope names is asked to be walked through, work is asked for as work", () => {
  it("tells places from work by the words before their first linking word", () => {
    for (const place of [
      "Staff car park",
      "site sheds",
      "Deep pits under barns 1 to 4",
      "powder-coating line",
      "science labs",
      "the loading dock",
    ])
      expect(isPlace(place), place).toBe(true);
    for (const work of [
      "protecting the main house",
      "manure applicator",
      "grommet snarfing",
      "Exterior trim",
    ])
      expect(isPlace(work), work).toBe(false);
  });

  it("lists places and work apart, each worded for what it is, and loses none", () => {
    const scope = "Staff car park, site sheds and grommet snarfing";
    const doc = assess(BUILDER, "AU-NSW", scope);
    const text = readable(doc);
    expect(text).toMatch(/names places and work that none of the hazards below assesses/);
    expect(text).toMatch(/Walk through each place, identify the hazards of the work done there/);
    expect(text).toContain("Walk through and assess: Staff car park");
    expect(text).toContain("Walk through and assess: site sheds");
    expect(text).toContain("Not yet assessed: grommet snarfing");
    expect(text).not.toContain("Not yet assessed: Staff car park");
    // Every phrase no row covers is in one list or the other.
    const listed = text.split("\n").filter((l) => /^(Not yet assessed|Walk through and assess): /.test(l));
    expect(listed).toHaveLength(3);
  });

  it("a scope of only places no row assesses asks for a walk-through, not for work", () => {
    const text = readable(assess(BUILDER, "AU-NSW", "Staff car park and the site sheds"));
    expect(text).toMatch(/names places that none of the hazards below assesses/);
    expect(text).toMatch(/must walk through each place, identify the hazards of the work done there/);
    expect(text).not.toMatch(/names work that/);
    expect(text).not.toContain("Not yet assessed:");
  });
});

describe("a space that can hold gas or engulf a person is assessed from outside", () => {
  it("tells the confined spaces apart from the places to walk through, and a mine's open pit from a manure pit", () => {
    expect(isConfinedSpace("Deep pits under sheds 5 and 6")).toBe(true);
    expect(isConfinedSpace("the slurry tank")).toBe(true);
    expect(isConfinedSpace("grain silos")).toBe(true);
    expect(isConfinedSpace("Open pit")).toBe(false);
    expect(isConfinedSpace("grain bin yard")).toBe(false);
    expect(isConfinedSpace("calf shed")).toBe(false);
  });

  it("never asks anyone to walk through a pit or tank, and asks for a permit before entry", () => {
    const text = readable(assess(DAIRY, "AU-VIC", "Deep pits under sheds 5 and 6, and the calf shed"));
    expect(text).toContain("Assess from outside: Deep pits under sheds");
    expect(text).toContain("no one enters until a confined-space entry permit is issued");
    expect(text).not.toMatch(/Walk through and assess: Deep pits/);
  });
});

describe("a phrase that took its sibling's words is assessed only when its own words are", () => {
  it("lists a roof tear-off that the roof's height rows do not assess", () => {
    expect(
      unassessedPhrases("Tear-off and replacement of a low-slope roof", [], undefined).map((p) =>
        p.toLowerCase(),
      ),
    ).toContain("tear-off of a low-slope roof");
  });
});

describe("the method claims no consultation that did not happen", () => {
  it("asks for the ratings to be checked with the people who do the work", () => {
    const text = readable(assess(BUILDER, "AU-NSW", "Re-roofing the warehouse"));
    expect(text).toContain(
      "Check the ratings with the people who do the work before the assessment is issued",
    );
    expect(text).not.toContain("were involved");
  });
});
