import { describe, expect, it } from "vitest";
import { composeDocument } from "../engine";
import { input, readable, type TestBusiness } from "./test-fixture";

/**
 * At a remote site the workplace is the refuge: the nearest help is hours away by a road the heat,
 * fire or flood makes dangerous. Its plans keep people sheltered on site, stop outdoor work and
 * call for help; they never close the site or send people home.
 */
const remote = (industry: string, workDescription: string): TestBusiness => ({
  name: "Far Creek Pty Ltd",
  industry,
  industryOther: null,
  employeeCount: "6-19",
  workDescription,
  highRiskActivities: [],
  identifier: { label: "Business number", value: null },
  nearestMedical: "Regional hospital",
  nearestMedicalMinutes: 240,
  remoteSite: true,
  othersOnSite: [],
});

// Leaving early, before a fire, is part of a remote site's fire plan, so it is not here; closing
// the site or sending people home into the weather is.
const SENDS_AWAY =
  /clos(e|es) the (workplace|business|premises|site)|send (people |staff )?home|send home|close and send|everyone leaves at once/i;

/** A rule that keeps people on site in the heat, and the exception the emergency services' advice makes to it. */
const STAY_RULE = /nobody sets out on the road in the heat|no one is sent away|nobody is sent away/i;
const MOVE_PRECAUTIONS =
  /unless the emergency services advise it[^.]*; any move is then supervised,? (and )?made in the coolest hours,[^.]* with water and the satellite phone or radio/;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n/);

// Each place with its natural hazards: heat, bushfire, wildfire and flood.
const CASES = [
  [
    "AU-NT",
    remote("hospitality", "Roadhouse on the highway by the creek: kitchen, motel rooms and camping ground"),
    "Heatwave",
  ],
  ["AU-WA", remote("construction", "Building works at a station homestead beside the river"), "Bushfire"],
  ["NZ", remote("agriculture", "Sheep station on the riverbank, mustering and shearing"), "Wildfire"],
  ["US-AZ", remote("construction", "Ranch buildings and fencing beside the creek"), "Extreme heat"],
] as const;

describe.each(CASES)("a remote site in %s", (code, business, hazard) => {
  const docs = (["emergency-plan", "induction", "contractor-induction"] as const).map((type) => ({
    type,
    text: readable(composeDocument(input(type, code, business, {}))),
  }));

  it.each(docs.map((d) => [d.type, d.text]))(
    "%s keeps people on site in the place's natural hazards",
    (_type, text) => {
      expect(text).toContain(hazard);
      expect(text).not.toMatch(SENDS_AWAY);
    },
  );

  it("the emergency plan shelters everyone on site, stops outdoor work and calls for an air ambulance", () => {
    const plan = docs[0]!.text;
    expect(plan).toMatch(/stop outdoor work|stop outdoor and elevated work/);
    expect(plan).toMatch(/people leave only when the (emergency services|fire service) direct/);
    expect(plan).toMatch(/ask early whether (aeromedical retrieval|air medical transport|an air ambulance)/);
  });
});

it("a town workplace in the same heat may still close: only a remote site is the refuge", () => {
  const town = { ...CASES[0][1], remoteSite: false, nearestMedicalMinutes: 10 };
  const plan = readable(composeDocument(input("emergency-plan", "AU-NT", town, {})));
  expect(plan).toContain("move people to a cool place or close the workplace");
  expect(plan).not.toContain("The site is the refuge");
});

it("the remote roadhouse's heatwave steps keep everyone on site when the power fails", () => {
  const plan = readable(composeDocument(input("emergency-plan", "AU-NT", CASES[0][1], {})));
  expect(plan).toContain(
    "If the power fails in a heatwave, keep everyone on site: run the backup generator if there is one",
  );
  expect(plan).toContain(
    "call 000 at once and ask early whether aeromedical retrieval (an air ambulance) is needed",
  );
});

describe("a remote site still leaves early before a fire; its refuge is the last resort", () => {
  const plan = (code: string, business: TestBusiness) =>
    readable(composeDocument(input("emergency-plan", code, business, {})));

  it("the Australian bushfire steps follow the fire ban and leave early on the worst days", () => {
    const text = plan("AU-WA", CASES[1][1]);
    expect(text).toContain("follow any fire ban declared for the area");
    expect(text).toContain(
      "On Extreme or Catastrophic fire danger days, or whenever the fire service advises leaving, people not needed on site leave early (the day before, or early in the morning) by the planned route; never wait to see the fire.",
    );
    expect(text).toContain(
      "The site's prepared refuge is the last resort, for when a fire is close and the roads are no longer safe; nobody drives through smoke or fire.",
    );
    expect(text).not.toContain("everyone shelters at the site's refuge");
    expect(text).not.toContain("people leave only when the fire service directs it");
    expect(text).toContain("the routes to leave early, and the site's refuge as the last resort");
  });

  it("the contractor induction's short form of the bushfire steps still says to leave early", () => {
    const text = readable(composeDocument(input("contractor-induction", "AU-WA", CASES[1][1], {})));
    expect(text).toContain("follow any fire ban declared for the area");
    expect(text).toContain("people not needed on site leave early (the day before, or early in the morning)");
  });

  it("the US wildfire steps say it in their own words", () => {
    const text = plan("US-AZ", CASES[3][1]);
    expect(text).toContain("follow any burn ban or fire restrictions");
    expect(text).toContain(
      "On a Red Flag Warning or the highest fire danger, or whenever officials advise leaving, people not needed on site leave early (the day before, or early in the morning) by the planned route; never wait to see the fire.",
    );
    expect(text).toContain("including any evacuation order");
    expect(text).toContain("The site's prepared refuge is the last resort");
    expect(text).not.toContain("everyone shelters at the site's refuge");
  });

  it("the New Zealand wildfire steps say it in their own words", () => {
    const text = plan("NZ", CASES[2][1]);
    expect(text).toContain("follow any restricted or prohibited fire season");
    expect(text).toContain(
      "On days of extreme fire danger, or whenever Fire and Emergency advises leaving, people not needed on site leave early (the day before, or early in the morning) by the planned route; never wait to see the fire front.",
    );
    expect(text).toContain("The site's prepared refuge is the last resort");
    expect(text).not.toContain("everyone shelters at the site's refuge");
    expect(text).toContain("the routes to leave early, and the site's refuge as the last resort");
  });
});

describe.each(CASES)(
  "a remote site in %s moves people when the emergency services advise it",
  (code, business) => {
    it.each(["emergency-plan", "induction", "contractor-induction", "heat-plan"] as const)(
      "%s gives every stay-on-site rule its exception",
      (type) => {
        const text = readable(composeDocument(input(type, code, business, {})));
        const rules = sentences(text).filter((s) => STAY_RULE.test(s));
        for (const rule of rules) expect(rule).toMatch(MOVE_PRECAUTIONS);
      },
    );
  },
);

it("the remote roadhouse's heat rules let the emergency services move people, with precautions", () => {
  const plan = readable(composeDocument(input("emergency-plan", "AU-NT", CASES[0][1], {})));
  // Leaving early on a day of extreme fire danger is the fire plan's, and the heat rule makes room for it.
  expect(plan).toContain(
    "Nobody sets out on the road in the heat unless the emergency services advise it, or the site's fire plan has people not needed on site leave early on a day of extreme fire danger; any move is then supervised and made in the coolest hours, with water and the satellite phone or radio.",
  );
  expect(plan).toContain(
    "The site is the refuge: it is not closed, and no one is sent away unless the emergency services advise it; any move is then supervised and made in the coolest hours, with water and the satellite phone or radio, and nobody travels alone.",
  );
  expect(plan).not.toMatch(/nobody works or travels alone[^.]*never alone/);
  const heat = readable(composeDocument(input("heat-plan", "AU-NT", CASES[0][1], {})));
  expect(heat).toMatch(
    /Nobody is sent away from the site, or driven out, in the heat to find help, unless the emergency services advise it; any move is then supervised/,
  );
});

it("a remote site's cyclone steps give way to an ordered evacuation", () => {
  const plan = readable(composeDocument(input("emergency-plan", "AU-WA", CASES[1][1], {})));
  expect(plan).toContain("Cyclone");
  expect(plan).toContain(
    "Once a warning is current nobody travels unless the emergency services order an evacuation, and then everyone goes as they direct; otherwise everyone stops all outdoor work and goes to the designated cyclone shelter.",
  );
});

describe("a remote site's flood plan", () => {
  it.each([
    [
      "AU-WA",
      CASES[1][1],
      "the building, the electrics and the gas have been checked, wear gloves and boots for the clean-up",
    ],
    [
      "NZ",
      CASES[2][1],
      "the building, the electrics and the gas have been checked, wear gloves and boots for the clean-up",
    ],
    [
      "US-AZ",
      CASES[3][1],
      "the building, the electrical system and the gas have been checked, wear gloves and boots for the cleanup",
    ],
  ] as const)(
    "in %s checks the electrics and gas before re-entry, trains staying rather than closing",
    (code, business, after) => {
      const plan = readable(composeDocument(input("emergency-plan", code, business, {})));
      expect(plan).toContain(after);
      expect(plan).toContain(
        "The flood plan, the warnings, who readies the site, and its highest ground where everyone stays",
      );
      expect(plan).not.toMatch(/protects and closes the/);
    },
  );
});

it("a remote site's natural disaster steps leave on the same word in both steps", () => {
  const plan = readable(composeDocument(input("emergency-plan", "AU-NT", CASES[0][1], {})));
  expect(plan).toContain(
    "nobody sets out on the road unless the emergency services, or the site's own plan for that hazard, direct it.",
  );
  expect(plan).toContain(
    "and leave only when the emergency services, or the site's own plan for that hazard, direct it",
  );
});
