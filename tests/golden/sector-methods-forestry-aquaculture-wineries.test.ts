import { describe, expect, it } from "vitest";
import { goldenPlainText } from "./render";

/**
 * A forestry crew, a salmon farm and a winery each get the method of their own job: the felling
 * face's escape routes and two-tree-length zone, the vessel's stability and lifejackets, the tank's
 * atmosphere test, standby person and rescue. None gets another trade's method: no land crane's
 * outriggers or dogging licence, no office clean, no farm's livestock or PTO shafts.
 */
const golden = goldenPlainText;

/** Words of other trades' methods that must never reach these jobs. */
const OTHER_TRADES = [/outrigger/i, /dogging/i, /dogman/i, /clean floors/i, /powerline/i, /clear of powerlines and excavations/i];

describe("sector methods", () => {
  it("a New Zealand harvesting crew's felling method plans escape routes and keeps everyone two tree lengths away", () => {
    const swms = golden("nz-forestry-harvesting-20-49", "swms");
    expect(swms).toContain("manual tree felling");
    expect(swms).toContain("clear two escape routes back at about 45 degrees from the line of fall");
    expect(swms).toContain("Nobody else and no machine within two tree lengths of the tree");
    expect(swms).toContain("scarf (face cut) and then a back cut above the floor of the face cut, leaving a hinge");
    expect(swms).toContain("hung-up tree by machine or winch");
    expect(swms).toContain("High-visibility upper-body clothing");
    expect(swms).toContain("Chainsaw protective trousers or chaps");
    for (const word of OTHER_TRADES) expect(swms).not.toMatch(word);
  });

  it("a New Zealand harvesting crew's SWMS names its felling as notifiable work, never 'none applies' beside the list that includes it", () => {
    const swms = golden("nz-forestry-harvesting-20-49", "swms");
    expect(swms).toMatch(/Commercial logging or tree felling: notifiable work, notify WorkSafe at least 24 hours before/);
    expect(swms).not.toMatch(/None of the kinds of high-risk work/);
  });

  it("a harvesting crew's register has falling trees and no livestock, PTO shafts or quad bikes", () => {
    const register = golden("nz-forestry-harvesting-20-49", "hazard-register");
    expect(register).toContain("Struck by falling trees, limbs and hung-up trees");
    expect(register).toContain("Forestry machines on steep slopes");
    expect(register).not.toMatch(/livestock|power take-off|quad bike/i);
  });

  it("a salmon farm's vessel crane lift is planned against the vessel's stability with lifejackets worn, and says nothing of a land crane", () => {
    const rams = golden("uk-gb-salmon-farm-20-49", "swms");
    expect(rams).toContain("vessel crane or hiab lifting at sea");
    expect(rams).toContain("the vessel's stability information");
    expect(rams).toContain("Lifejacket or personal flotation device worn at all times on the water");
    expect(rams).toContain("Person overboard");
    expect(rams).toContain("no diver in the water near the lift");
    for (const word of OTHER_TRADES) expect(rams).not.toMatch(word);
  });

  it("a salmon farm's register and emergency plan cover falls overboard and drowning, not a land farm's stock", () => {
    const register = golden("uk-gb-salmon-farm-20-49", "hazard-register");
    expect(register).toContain("Falls overboard and drowning");
    expect(register).toContain("Vessel operations (stability, capsize, collision and weather)");
    expect(register).not.toMatch(/livestock|power take-off|quad bike/i);
    const plan = golden("uk-gb-salmon-farm-20-49", "emergency-plan");
    expect(plan).toContain("Person overboard or in the water");
  });

  it("a salmon farm's lifting gear is rated for use at sea in every document, never set up on outriggers", () => {
    for (const type of ["hazard-register", "risk-assessment", "checklist", "sop-template", "induction"] as const) {
      const doc = golden("uk-gb-salmon-farm-20-49", type);
      expect(doc, type).not.toMatch(/outrigger/i);
    }
    expect(golden("uk-gb-salmon-farm-20-49", "hazard-register")).toContain("rated for use at sea");
  });

  it("a winery's tank dig-out plans not to enter, tests the atmosphere, keeps a standby person outside and rescues without a second entrant", () => {
    const swms = golden("au-vic-winery-tank-entry-6-19", "swms");
    expect(swms).toContain("Plan to do the work without entering");
    expect(swms).toContain("test the atmosphere from outside at the top, middle and bottom for carbon dioxide and oxygen");
    expect(swms).toContain("a standby person outside at the door or hatch who keeps in contact and does not enter");
    expect(swms).toContain("Rescue plan rehearsed");
    expect(swms).toContain("nobody enters to rescue without breathing apparatus");
    expect(swms).toContain("Confined space entry permit");
    expect(swms).not.toMatch(/work alone|commercial cleaning/i);
    for (const word of OTHER_TRADES) expect(swms).not.toMatch(word);
  });

  it("a winery's emergency plan covers a collapse in a carbon dioxide tank and a sulfur dioxide leak", () => {
    const plan = golden("au-vic-winery-tank-entry-6-19", "emergency-plan");
    expect(plan).toContain("Person collapsed in a tank, vat or carbon dioxide area");
    expect(plan).toContain("Do not go in after a collapsed person");
    expect(plan).toContain("Sulfur dioxide leak");
    // "Digging out" the pomace breaks no ground: no buried services to strike.
    expect(plan).not.toContain("Strike on a gas pipe, power cable or overhead line");
  });
});
