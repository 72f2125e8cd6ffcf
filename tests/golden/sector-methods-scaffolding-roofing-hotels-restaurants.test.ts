import { describe, expect, it } from "vitest";
import { goldenPlainText } from "./render";

/**
 * A scaffolder, a tile roofer, a hotel with a pool and a restaurant with a beer cellar each get the
 * method of their own job: the scaffold's public protection and inspection, the tile saw's water
 * and no dry cutting, pool chemicals that never meet, the cellar's gas alarm. None gets another
 * trade's method or another sector's hazards.
 */
const golden = goldenPlainText;

/** Hazards and methods of farms, forests, mines and the sea, which none of these four businesses has. */
const OTHER_SECTORS = [/livestock/i, /power take-off/i, /quad bike/i, /falling trees/i, /overboard/i, /haul road/i, /manure/i];

describe("sector methods: scaffolding, roofing, hotels and restaurants", () => {
  it("a GB scaffolder's method plans the public protection and inspection, and names no licence Great Britain does not have", () => {
    const rams = golden("uk-gb-scaffolding-6-19", "swms");
    expect(rams).toContain("scaffold erection, alteration and dismantling");
    expect(rams).toContain("assembly, use and dismantling");
    expect(rams).toContain("a fan or covered walkway where the public pass under");
    expect(rams).toContain("Scaffold collapse, overloading and falling materials onto the public");
    expect(rams).not.toMatch(/scaffolding licence|high risk work licence/i);
    for (const word of OTHER_SECTORS) expect(rams).not.toMatch(word);
    const plan = golden("uk-gb-scaffolding-6-19", "emergency-plan");
    expect(plan).toContain("Scaffold collapse, partial collapse or a fall of materials onto the public");
  });

  it("an Arizona tile roofer's tile cutting feeds water to the blade, never cuts dry, and borrows no metal-sheet roof", () => {
    const jsa = golden("us-az-tile-roofing-6-19", "swms");
    expect(jsa).toContain("cutting concrete and clay roof tiles");
    expect(jsa).toContain("Respirable crystalline silica from cutting concrete and clay roof tiles");
    expect(jsa).toContain("Water fed continuously to the blade");
    expect(jsa).toContain("never dry sweeping or blowing with compressed air");
    expect(jsa).toContain("carbon monoxide");
    expect(jsa).not.toMatch(/roof sheets|purlin|safety mesh|colorbond/i);
    for (const word of OTHER_SECTORS) expect(jsa).not.toMatch(word);
    const register = golden("us-az-tile-roofing-6-19", "hazard-register");
    expect(register).toContain("Pneumatic and cordless nail guns");
    expect(register).not.toMatch(/pool|cellar|room attendant/i);
  });

  it("a New Zealand hotel's pool dosing keeps hypochlorite from acid, interlocks the pumps, and its plan covers chlorine gas and a guest in the water", () => {
    const sop = golden("nz-hotel-pool-20-49", "swms");
    expect(sop).toContain("pool and spa chemical handling");
    expect(sop).toContain("Hypochlorite and acid never added at the same time or at the same point");
    expect(sop).toContain("interlocked with the circulation flow");
    expect(sop).toContain("add chemical to water in a clean bucket, never water to chemical");
    expect(sop).not.toMatch(/drum decanting|diked area/i);
    for (const word of OTHER_SECTORS) expect(sop).not.toMatch(word);
    const plan = golden("nz-hotel-pool-20-49", "emergency-plan");
    expect(plan).toContain("Chlorine gas release at the pool plant room");
    expect(plan).toContain("Person in difficulty or unconscious in a pool or spa");
    const register = golden("nz-hotel-pool-20-49", "hazard-register");
    expect(register).toContain("Room attendants' work");
    expect(register).not.toMatch(/scaffold|roof tiles|cranes, hoists/i);
  });

  it("a Victorian restaurant and bar's keg change checks the gas alarm first and never sends anyone in after a collapse", () => {
    const swms = golden("au-vic-restaurant-bar-20-49", "swms");
    expect(swms).toContain("changing kegs and beverage gas cylinders in the cellar");
    expect(swms).toContain("Check the cellar gas alarm outside the door before going in");
    expect(swms).toContain("Cylinders chained upright");
    for (const word of OTHER_SECTORS) expect(swms).not.toMatch(word);
    const plan = golden("au-vic-restaurant-bar-20-49", "emergency-plan");
    expect(plan).toContain("Cellar gas alarm or a person collapsed in the cellar");
    expect(plan).toContain("Fire in a fryer, on a range or in the canopy");
    expect(plan).toContain("Never use water on an oil fire");
    const register = golden("au-vic-restaurant-bar-20-49", "hazard-register");
    expect(register).toContain("Beverage gas in cellars and cool rooms");
    // Its young casuals are kept off the slicer, the fryer oil change and the cellar gas.
    expect(register).toContain("Young and new workers");
    expect(register).toContain("Slicers, fryer oil changes, cellar gas and keg changes, compactors and balers used only by trained adults");
    expect(register).not.toMatch(/scaffold|pool chemicals|room attendant|roof tiles/i);
  });
});
