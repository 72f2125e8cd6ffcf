import { describe, expect, it } from "vitest";
import { chooseMethod } from "../../src/domain/tasks/suggest";
import { goldenPlainText } from "./render";

/**
 * A landscaping company and a commercial laundry each get the method, hazards and emergencies of
 * their own work: a ride-on or zero-turn mower's rollover on a slope, a person caught in an ironer.
 * Neither gets the other's work, a hotel's guest rooms, or a farm's tractors; a builder, a café
 * and a hotel's own laundry room get none of it.
 */
const golden = goldenPlainText;

const GROUNDS = /zero-turn|string trimmer|herbicides, pesticides and fertili[sz]ers in grounds|mower rollover/i;
const LAUNDRY = /flatwork ironer|tunnel washer|soiled and infected linen|dosing system/i;
const HOTEL = /room attendant|guest bedrooms|guests asleep|fire where guests sleep/i;

/** The method chosen for a job typed by a business of the industry and description. */
const method = (activity: string, industry: string, workDescription: string | null = null) => {
  const choice = chooseMethod({ activity, business: { industry, workDescription } });
  return choice.kind === "matched" ? choice.tasks.map((t) => t.id) : [];
};

describe("sector methods: landscaping and grounds maintenance", () => {
  it("a Georgia landscaper's register has its mowers, trimmers, pruning, spraying, roads, trailers, heat and insects", () => {
    const register = golden("us-ga-landscaping-6-19", "hazard-register");
    expect(register).toContain("Ride-on and zero-turn mowers (rollovers on slopes, banks, retaining walls and ditches)");
    expect(register).toContain("a seat belt worn whenever the ROPS is up");
    expect(register).toContain("Pruning with chainsaws and pole saws from the ground");
    expect(register).toContain("fire ant mounds");
    expect(register).toContain("High-visibility safety apparel worn by everyone working beside roads and in parking lots");
    expect(register).not.toMatch(LAUNDRY);
    expect(register).not.toMatch(HOTEL);
    expect(register).not.toContain("Tractor and quad bike rollovers");
  });

  it("a landscaper's emergency plan covers a mower rollover, heat illness and a chemical splash", () => {
    const plan = golden("us-ga-landscaping-6-19", "emergency-plan");
    expect(plan).toContain("Ride-on or zero-turn mower rollover, or a mower into a ditch or water");
    expect(plan).toContain("Heat stroke or heat exhaustion");
    expect(plan).toContain("Chemical splash to the eyes or skin, or a worker poisoned by a chemical");
    expect(plan).not.toMatch(/flatwork ironer/i);
  });

  it("a builder's and a dairy farm's documents have no mowers", () => {
    for (const slug of ["uk-gb-construction-6-19", "us-wi-dairy-farm-20-49"]) {
      expect(golden(slug, "hazard-register")).not.toMatch(GROUNDS);
      expect(golden(slug, "emergency-plan")).not.toMatch(GROUNDS);
    }
  });

  it("grounds jobs get the grounds methods", () => {
    expect(method("Mowing the banks with the zero-turn", "other")).toEqual(["ride-on-mower-slopes"]);
    expect(method("Weed spraying with a knapsack sprayer", "other")).toEqual(["herbicide-spraying"]);
    expect(method("Pruning trees with chainsaws from the ground", "other")).toEqual(["ground-pruning-chainsaw"]);
    expect(method("Loading the mowers on the trailer", "other")).toEqual(["trailer-loading-towing"]);
    expect(method("String trimming along the curbs", "other")).toEqual(["string-trimming-blowing"]);
    // A farm's spraying keeps the farm's method.
    expect(method("Boom spraying herbicide", "agriculture")).toEqual(["pesticide-spraying"]);
  });
});

describe("sector methods: commercial laundries", () => {
  it("a Leeds laundry's register has soiled linen, ironers, tunnel washers, chemicals, cages, vans and Legionella, and no hotel rows", () => {
    const register = golden("uk-gb-commercial-laundry-20-49", "hazard-register");
    expect(register).toContain("Soiled and infected linen (sharps, body fluids and infection)");
    expect(register).toContain("Flatwork ironers, feeders and folders (entanglement, drawing-in and burns)");
    expect(register).toContain("rollers reversed only as the maker's procedure for that machine says");
    expect(register).toContain("Tunnel washers, washer-extractors, presses, dryers and shuttles");
    expect(register).toContain("Legionella in the laundry's hot and cold water systems");
    expect(register).toContain("L8 Legionnaires' disease: The control of legionella bacteria in water systems");
    expect(register).not.toMatch(HOTEL);
    expect(register).not.toMatch(GROUNDS);
  });

  it("a laundry's emergency plan covers a person caught in an ironer without reversing it", () => {
    const plan = golden("uk-gb-commercial-laundry-20-49", "emergency-plan");
    expect(plan).toContain("Person caught in a flatwork ironer, feeder or folder");
    expect(plan).toContain("Do not reverse the rollers or open the ironer unless its maker's procedure");
    expect(plan).not.toMatch(HOTEL);
  });

  it("a hotel with its own laundry room and a restaurant get no commercial laundry rows", () => {
    const hotel = golden("uk-ni-hospitality-20-49", "hazard-register");
    expect(hotel).toContain("Commercial laundry machines (ironers, washers, dryers and lint fires)");
    expect(hotel).not.toContain("Soiled and infected linen");
    expect(hotel).not.toContain("Tunnel washers");
    expect(golden("au-vic-restaurant-bar-20-49", "hazard-register")).not.toMatch(LAUNDRY);
  });

  it("laundry jobs get the laundry methods, and a hotel's laundry room keeps its own", () => {
    expect(method("Clearing a jam in the tunnel washer", "manufacturing")).toEqual(["tunnel-washer-jam-lockout"]);
    expect(method("Feeding sheets into the flatwork ironer", "manufacturing")).toEqual(["flatwork-ironer-feeding"]);
    expect(method("Sorting soiled linen", "manufacturing")).toEqual(["soiled-linen-sorting"]);
    expect(method("Changing chemical drums on the dosing system", "manufacturing")).toEqual([
      "laundry-chemical-drum-change",
    ]);
    expect(method("Running the flatwork ironer in the hotel laundry", "hospitality")).toEqual([
      "commercial-laundry-work",
    ]);
  });
});
