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

const SENDS_AWAY =
  /close the (workplace|business|premises|site)|send (people |staff )?home|send home|close and send|leave early by the planned route|everyone leaves at once/i;

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
