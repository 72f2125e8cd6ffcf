import { describe, expect, it } from "vitest";
import { chooseMethod } from "../../src/domain/tasks/suggest";
import { goldenPlainText } from "./render";

/**
 * A dairy farm and a commercial cleaner each get the method and hazards of their own work: the
 * rotary platform stopped before anyone reaches in, the effluent pond worked from the bank, bulls
 * worked from a vehicle; the washroom checked for needles before it is touched, the lone night
 * shift checked in and followed up. Neither gets another trade's cranes, trees or stock.
 */
const golden = goldenPlainText;

/** Words of other trades' methods and hazards that reach neither a dairy farm nor a cleaner. */
const OTHER_TRADES = [
  /outrigger/i,
  /dogging/i,
  /crane/i,
  /scaffold/i,
  /haul road/i,
  /chainsaw/i,
  /two tree lengths/i,
  /sawmill/i,
  /power press/i,
  /fermentation/i,
  /nappy/i,
  /person overboard/i,
];
/** A farm's work, which a cleaner does not have. */
const FARM = /livestock|power take-off|quad bike|\bATV\b|agricultural chemicals|milking|effluent|bulls?\b/i;
/** A cleaner's work, which a dairy farm does not have. */
const CLEANING = /janitor|washroom|restroom|floor scrubber|sanitary bins|working alone, at night/i;

describe("sector methods: dairy farming", () => {
  it("a New Zealand dairy farm's register has the milking shed, its chemicals and bulls, and no other trade's work", () => {
    const register = golden("nz-dairy-farm-effluent-6-19", "hazard-register");
    expect(register).toContain("Milking (kicks, rotary platforms, repetitive cup attaching)");
    expect(register).toContain("Emergency stops on a rotary platform within reach at the cups-on and cups-off positions");
    expect(register).toContain("Milking system cleaners, teat dips and sanitisers (acid and alkali burns, chlorine gas)");
    expect(register).toContain("Acid and alkali cleaners and chlorinated products kept apart");
    expect(register).toContain("Bulls (charging, crushing and goring, worst in the mating season)");
    expect(register).toContain("Never turn your back on a bull or work a bull alone");
    for (const word of [...OTHER_TRADES, CLEANING]) expect(register).not.toMatch(word);
  });

  it("a dairy farm's emergency plan covers the effluent pond, the sump's gas and a person crushed by a cow or bull, each without a rescuer going in", () => {
    const plan = golden("nz-dairy-farm-effluent-6-19", "emergency-plan");
    expect(plan).toContain("Person or vehicle in an effluent pond or sump");
    expect(plan).toContain("Do not go into the pond or sump after the person");
    expect(plan).toContain("Person overcome by manure gas (hydrogen sulfide)");
    expect(plan).toContain("Person crushed, kicked or gored by a cow or bull");
    expect(plan).toContain("never go in on foot with a bull that is still attacking");
    for (const word of [...OTHER_TRADES, CLEANING]) expect(plan).not.toMatch(word);
    // A pig farm's pits are under its barns: no pond rescue, and its pigs do not gore.
    const hogs = golden("us-ia-hog-farm-6-19", "emergency-plan");
    expect(hogs).toContain("Person overcome by manure gas (hydrogen sulfide)");
    expect(hogs).not.toContain("effluent pond or sump");
    expect(hogs).not.toContain("gored by a cow or bull");
  });

  it("a dairy farm's effluent pond assessment stays on the pond, without the milking and bulls its description names", () => {
    const assessment = golden("nz-dairy-farm-effluent-6-19", "risk-assessment");
    expect(assessment).toContain("Effluent and manure ponds (drowning, falls through the crust)");
    expect(assessment).toContain("Hydrogen sulfide and other effluent gases (stirring, pumping, pits)");
    expect(assessment).not.toContain("Milking (kicks");
    expect(assessment).not.toContain("Bulls (charging");
  });

  it("cattle work names no riding helmet unless the farm's own words say it works horses", () => {
    for (const slug of ["nz-dairy-farm-effluent-6-19", "us-ia-hog-farm-6-19", "us-wi-dairy-farm-20-49"])
      for (const type of ["swms", "ppe-register"] as const)
        expect(golden(slug, type), `${slug} ${type}`).not.toContain("Riding helmet");
    expect(golden("au-qld-cattle-station-6-19", "ppe-register")).toContain("Riding helmet for horse work");
  });

  it("a Wisconsin dairy's milking JSA stops the rotary platform before anyone reaches in and brings the bulls out first, in US words", () => {
    const jsa = golden("us-wi-dairy-farm-20-49", "swms");
    expect(jsa).toContain("milking in a rotary or herringbone shed or parlor");
    expect(jsa).toContain("Start the rotary platform only when nobody is on it or reaching across it");
    expect(jsa).toContain("The platform is stopped before anyone steps on it, reaches in to a cow or frees a hose or cup");
    expect(jsa).toContain("Bulls drafted out of the herd before it is brought to the shed");
    expect(jsa).toContain("Teat spray mixed and dispensed by the dosing system");
    expect(jsa).not.toMatch(/parlour|gumboot|kerb/i);
    for (const word of [...OTHER_TRADES, CLEANING]) expect(jsa).not.toMatch(word);
  });

  it("a dairy's calf barn assessment has the calves' diseases and not the milking shed", () => {
    const assessment = golden("us-wi-dairy-farm-20-49", "risk-assessment");
    expect(assessment).toContain("Diseases caught from animals (leptospirosis, Q fever and other zoonoses)");
    expect(assessment).not.toContain("Milking (kicks");
  });

  it("each dairy job is given its own method, and milk, dairy or a bull bar alone is no dairy job", () => {
    const method = (activity: string, industry = "agriculture") =>
      chooseMethod({ activity, business: { industry, workDescription: "Dairy farm" } });
    const ids = (activity: string, industry?: string) => {
      const choice = method(activity, industry);
      return choice.kind === "matched" ? choice.tasks.map((t) => t.id) : [];
    };
    expect(ids("Stirring and pumping the effluent pond")).toEqual(["effluent-pond-sump-work"]);
    expect(ids("Washing the milking plant and vat with acid and alkali")).toEqual(["dairy-shed-chemicals"]);
    expect(ids("Moving the mating bulls")).toEqual(["bull-handling"]);
    expect(ids("Calf pick up in the springer paddock")).toEqual(["calving-calf-pickup"]);
    expect(ids("Feeding out silage with the feed wagon")).toEqual(["feed-out"]);
    expect(ids("Afternoon milking in the herringbone shed")).toEqual(["milking-shed-work"]);
    expect(ids("Serving at the milk bar", "hospitality")).toEqual([]);
    expect(ids("Fitting a bull bar to the ute")).toEqual([]);
    expect(ids("Milk")).toEqual([]);
  });
});

describe("sector methods: commercial cleaning", () => {
  it("a Sydney cleaner's washroom SWMS looks for needles first, lifts bin liners by the neck and never mixes bleach with acid", () => {
    const swms = golden("au-nsw-commercial-cleaning-6-19", "swms");
    expect(swms).toContain("toilet and washroom cleaning (sharps, body fluids, sanitary waste)");
    expect(swms).toContain("look for needles, broken glass and spills before touching anything");
    expect(swms).toContain("a found needle picked up only with tongs into the sharps container");
    expect(swms).toContain("lifting out the liner by its neck");
    expect(swms).toContain("never mixing bleach with acid toilet cleaner");
    expect(swms).toContain("Puncture-resistant gloves for emptying bins and handling waste bags");
    expect(swms).toContain("go straight to the nearest emergency department, phoning the supervisor on the way");
    for (const word of [...OTHER_TRADES, FARM]) expect(swms).not.toMatch(word);
  });

  it("a cleaner's register has sharps in the waste, lone night work with check-ins and floor machines, and no farm or other trade", () => {
    for (const slug of ["au-nsw-commercial-cleaning-6-19", "us-tx-commercial-cleaning-6-19"]) {
      const register = golden(slug, "hazard-register");
      // A US register says restrooms.
      expect(register, slug).toMatch(/Needles, sharps and body fluids in bins, (washrooms|restrooms) and waste/);
      expect(register, slug).toContain("Working alone, at night or after hours in another business's premises");
      expect(register, slug).toContain("A missed check-in escalated on a set timeline: the named person phones the cleaner at once");
      expect(register, slug).toContain("Floor scrubbers, polishers and carpet extractors");
      expect(register, slug).toContain("Hazardous chemicals (handling, decanting, mixing)");
      for (const word of [...OTHER_TRADES, FARM]) expect(register, slug).not.toMatch(word);
    }
  });

  it("a cleaner's chemicals are assessed under each country's own law: Hazard Communication in Texas, the NSW Regulation in Sydney", () => {
    expect(golden("us-tx-commercial-cleaning-6-19", "hazard-register")).toContain("1910.1200");
    const assessment = golden("au-nsw-commercial-cleaning-6-19", "risk-assessment");
    expect(assessment).toContain("Work Health and Safety Regulation 2025 (NSW)");
    expect(assessment).toContain("Hazardous chemicals (handling, decanting, mixing)");
    // Scoped to the chemical store: the night shifts and washrooms are assessed elsewhere.
    expect(assessment).not.toContain("Working alone, at night");
    expect(assessment).not.toContain("Needles, sharps and body fluids");
  });

  it("a Texas janitor working alone checks in on arrival, at set times and on leaving, and never confronts an intruder", () => {
    const jsa = golden("us-tx-commercial-cleaning-6-19", "swms");
    expect(jsa).toContain("cleaning alone, at night or after hours, with check-in");
    expect(jsa).toContain("Arrival check-in made before cleaning starts");
    expect(jsa).toContain("Cleaners never confront intruders or challenge aggressive people");
    expect(jsa).toContain("Leaving check-out made; a missed check-out escalated on the same timeline as a missed check-in");
    expect(jsa).toContain("cell phone");
    expect(jsa).not.toMatch(/mobile phone|car park/i);
    for (const word of [...OTHER_TRADES, FARM]) expect(jsa).not.toMatch(word);
  });

  it("an office clean that names toilets keeps the office method and gains its washroom step", () => {
    const jsa = golden("us-nc-facilities-6-19", "swms");
    expect(jsa).toContain("commercial and office cleaning in occupied premises");
    expect(jsa).toContain("looking for needles first");
    expect(jsa).not.toContain("Work alone after hours with a check-in");
  });

  it("neither cleaner's emergency plan carries a farm's or another trade's emergencies", () => {
    for (const slug of ["au-nsw-commercial-cleaning-6-19", "us-tx-commercial-cleaning-6-19"]) {
      const plan = golden(slug, "emergency-plan");
      for (const word of [...OTHER_TRADES, /manure gas|effluent|gored|trapped in grain/i])
        expect(plan, slug).not.toMatch(word);
    }
  });
});
