import { describe, expect, it } from "vitest";
import { goldenPlainText } from "./render";

/**
 * A sawmill, a press shop, a machine shop and a cropping farm each get the method of their own
 * job: the edger's coasting saws and set-works, the press's presence-sensing device tested before
 * production, the coolant sump drained under isolation with gloves, the tractor's PTO stopped
 * before anyone goes near it. None gets another trade's hazards or method.
 */
const golden = goldenPlainText;

/** Words of other trades' methods and hazards that must never reach these businesses. */
const OTHER_TRADES = [
  /outrigger/i,
  /dogging/i,
  /haul road/i,
  /windrow/i,
  /two tree lengths/i,
  /person overboard/i,
  /fermentation/i,
  /nappy/i,
  /clear of powerlines and excavations/i,
];
/** A land farm's hazards, which a factory does not have. */
const FARM = /livestock|power take-off|quad bike|agricultural chemicals/i;

describe("sector methods: sawmills", () => {
  it("a New Zealand sawmill's edger jam and saw change waits for the saws to stop, blocks the set-works and handles saws with a carrier", () => {
    const swms = golden("nz-sawmill-edger-20-49", "swms");
    expect(swms).toContain("clearing jams and changing saws on sawmill machines under lockout");
    expect(swms).toContain("Wait for the saws and rolls to stop fully");
    expect(swms).toContain("Hydraulic and pneumatic set-works and press rolls bled or blocked");
    expect(swms).toContain("Nobody reaches in while a saw coasts");
    expect(swms).toContain("Change saws with the saw carrier or hoist");
    expect(swms).toContain("Hearing protection");
    expect(swms).toContain("Isolation (lockout/tagout) permit");
    for (const word of [...OTHER_TRADES, FARM]) expect(swms).not.toMatch(word);
  });

  it("a sawmill's register has its log yard, sawing line and combustible dust, and no joinery's pre-sanded stock or farm", () => {
    const register = golden("nz-sawmill-edger-20-49", "hazard-register");
    expect(register).toContain("Log yard (unloading log trucks, log decks and rolling logs)");
    expect(register).toContain("Sawmill saws, conveyors and live decks");
    expect(register).toContain("Combustible wood dust (fire and dust explosion)");
    expect(register).toContain("The loader holds the load with its grapple before any binder");
    expect(register).not.toContain("pre-sanded stock");
    for (const word of [...OTHER_TRADES, FARM]) expect(register).not.toMatch(word);
  });

  it("a sawmill's emergency plan covers a dust collector fire and never opens the collector", () => {
    const plan = golden("nz-sawmill-edger-20-49", "emergency-plan");
    expect(plan).toContain("Fire or explosion in a dust collector, cyclone, duct or sawdust bin");
    expect(plan).toContain("Never open a dust collector, bin or cyclone door on a fire");
    expect(plan).toContain("Person caught, trapped or injured in a machine");
  });
});

describe("sector methods: power presses", () => {
  it("a GB press operator tests the light curtain before production and never reaches into the tools, and the RAMS cites the Part IV guard checks", () => {
    const rams = golden("uk-gb-power-press-20-49", "swms");
    expect(rams).toContain("power press operation (stamping with guards or a light curtain)");
    expect(rams).toContain("Test the light curtain with its test piece across the whole sensing field");
    expect(rams).toContain("check single stroke, anti-repeat and the emergency stop");
    expect(rams).toContain("No muting, bypassing or adjusting of guards or protection devices");
    expect(rams).toContain("free it only under lockout");
    expect(rams).toContain("after the fourth hour of a working period");
    expect(rams).toContain("at least every 12 months where it has fixed guards only and at least every 6 months otherwise");
    // Running the press is not the die change, which is its own method.
    expect(rams).not.toContain("Unclamp and remove the old die");
    for (const word of [...OTHER_TRADES, FARM, /sawmill/i, /metalworking fluid/i]) expect(rams).not.toMatch(word);
  });

  it("a die change on a press is the die change method, and a GB one cites the guard check after tool setting", () => {
    const jsa = golden("us-wa-stamping-20-49", "swms");
    expect(jsa).toContain("die change on a power press under lockout");
    expect(jsa).toContain("Unclamp and remove the old die");
    expect(jsa).not.toContain("Test the light curtain with its test piece");
    expect(jsa).not.toContain("Part IV of the Regulations");
  });

  it("a press shop's register has the point of operation and no farm, sawmill or forge", () => {
    for (const slug of ["uk-gb-power-press-20-49", "us-wa-stamping-20-49"]) {
      const register = golden(slug, "hazard-register");
      expect(register, slug).toContain("Power press point of operation (crushing and amputation at the tools)");
      expect(register, slug).toContain("single-stroke and anti-repeat control");
      for (const word of [...OTHER_TRADES, FARM, /sawmill/i, /log yard/i]) expect(register, slug).not.toMatch(word);
    }
  });
});

describe("sector methods: machining with metalworking fluids", () => {
  it("an Australian shop's coolant sump clean-out is isolated, drained, cleaned and recharged with gloves, not run as the lathe", () => {
    const swms = golden("au-sa-machining-mwf-6-19", "swms");
    expect(swms).toContain("coolant sump clean-out and metalworking fluid change");
    expect(swms).toContain("isolate it with a personal lock and tag");
    expect(swms).toContain("Drain or vacuum the used fluid into sealed, labelled waste containers");
    expect(swms).toContain("check it with a refractometer");
    expect(swms).toContain("never poured to drain");
    expect(swms).toContain("Nitrile gloves for sump work");
    expect(swms).toContain("health monitoring");
    expect(swms).not.toContain("remove the chuck key");
    for (const word of [...OTHER_TRADES, FARM, /sawmill/i, /power press/i]) expect(swms).not.toMatch(word);
  });

  it("running a lathe with coolant names the fluid's skin and mist hazards and the mist extraction, and cites COSHH in Great Britain", () => {
    const rams = golden("uk-gb-machine-shop-mwf-6-19", "swms");
    expect(rams).toContain("lathe, milling and drilling machine operation");
    expect(rams).toContain("Metalworking fluid mist and vapour (occupational asthma, extraction)");
    expect(rams).toContain("Mist extraction on the machine switched on and drawing");
    expect(rams).toContain("Control of Substances Hazardous to Health Regulations 2002");
    expect(rams).not.toContain("Drain or vacuum the used fluid");
  });

  it("a machine shop's register has metalworking fluid on the skin and as mist, and no sawmill, press or farm", () => {
    const register = golden("au-sa-machining-mwf-6-19", "hazard-register");
    expect(register).toContain("Metalworking fluids on the skin (neat oils and water-mix coolants)");
    expect(register).toContain("Metalworking fluid mist and vapour (occupational asthma, extraction)");
    for (const word of [...OTHER_TRADES, FARM, /sawmill/i, /log yard/i, /power press/i]) expect(register).not.toMatch(word);
  });
});

describe("sector methods: cropping and general farming", () => {
  it("a Kansas grain farm's tractor and PTO method stops the engine and takes the key before anyone nears the implement, and cites 29 CFR 1928", () => {
    const jsa = golden("us-ks-grain-farm-20-49", "swms");
    expect(jsa).toContain("tractor operation and implements");
    expect(jsa).toContain("PTO master shield");
    expect(jsa).toContain("Connect the PTO shaft only with the engine off and the key removed");
    expect(jsa).toContain("disengage the PTO, set the park brake, stop the engine, remove the key and wait for every part to stop moving");
    expect(jsa).toContain("29 CFR 1928.51(b)(1)");
    expect(jsa).toContain("29 CFR 1928.57");
    // A US document's words: fields, ATVs, no Australian paddock or quad bike.
    expect(jsa).not.toMatch(/paddock|quad bike/i);
    for (const word of [...OTHER_TRADES, /sawmill/i, /power press/i, /metalworking fluid/i]) expect(jsa).not.toMatch(word);
  });

  it("a grain farm's register has tractors, PTO shafts and farm chemicals, and no livestock, sawmill or press", () => {
    const register = golden("us-ks-grain-farm-20-49", "hazard-register");
    expect(register).toContain("Tractor and ATV rollovers");
    expect(register).toContain("Power take-off shafts and farm machinery");
    expect(register).toContain("Agricultural chemicals (pesticides, herbicides, fumigants)");
    expect(register).not.toMatch(/livestock/i);
    for (const word of [...OTHER_TRADES, /sawmill/i, /log yard/i, /power press/i, /metalworking fluid/i])
      expect(register).not.toMatch(word);
  });

  it("a grain farm's emergency plan covers a person trapped in grain, with no second entrant", () => {
    const plan = golden("us-ks-grain-farm-20-49", "emergency-plan");
    expect(plan).toContain("Person engulfed or trapped in grain in a bin or silo");
    expect(plan).toContain("Do not go into the grain to pull them out");
    expect(golden("au-sa-machining-mwf-6-19", "emergency-plan")).not.toContain("trapped in grain");
  });

  it("an orchard is not offered livestock, and a station that names its cattle still is", () => {
    expect(golden("au-tas-agriculture-6-19", "hazard-register")).not.toMatch(/livestock/i);
    expect(golden("au-qld-cattle-station-6-19", "hazard-register")).toMatch(/Livestock handling/);
  });
});
