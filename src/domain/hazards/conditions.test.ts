import { describe, expect, it } from "vitest";
import { BUSINESS_INDUSTRIES, TRIAL_INDUSTRIES } from "../catalogue/industries";
import { words } from "../tasks/match";
import { mentions } from "../tasks/words";
import { offered } from "./conditions";
import { type Condition, forBusiness, HAZARD_LIBRARY, type HazardEntry, hazardsFor } from "./index";

/**
 * Lines of the library that depend on what the business does carry conditions on its facts. Every
 * condition must be one the engine can settle: known industries and hazards, words that match
 * something, and a text that is one of the entry's own lines.
 */
const INDUSTRIES = new Set<string>([...BUSINESS_INDUSTRIES, ...TRIAL_INDUSTRIES].map((i) => i.value));
const ENTRIES = Object.values(HAZARD_LIBRARY);

const linesOf = (e: HazardEntry) => [
  ...e.controls.map((c) => c.text),
  ...e.ppe,
  ...e.permits,
  ...e.competencies,
];

function problems(c: Condition | undefined): string[] {
  if (c === undefined) return [];
  const out: string[] = [];
  if (!c.industries && !c.hazards && !c.words && !c.work && !c.countries) out.push("empty condition");
  for (const i of c.industries ?? []) if (!INDUSTRIES.has(i)) out.push(`unknown industry ${i}`);
  for (const h of c.hazards ?? []) if (!Object.hasOwn(HAZARD_LIBRARY, h)) out.push(`unknown hazard ${h}`);
  for (const w of [...(c.words ?? []), ...(c.work ?? [])])
    if (words(w).length === 0) out.push(`words "${w}" match nothing`);
  // An except phrase that holds none of the words would never take a match away.
  for (const x of c.except ?? [])
    if (!mentions(x, c.words ?? [])) out.push(`except "${x}" holds none of the words`);
  return out;
}

describe("conditions on the business's facts", () => {
  it("every condition in the library is well formed", () => {
    const found: string[] = [];
    for (const e of ENTRIES) {
      const offers = [
        ...(e.offer ? [e.offer] : []),
        ...(e.conditions ?? []),
        ...Object.values(e.variants ?? {}).flat(),
      ];
      for (const o of offers) {
        if (!o.when && !o.unless) found.push(`${e.id}: a condition without when or unless`);
        if (o.also && !o.when) found.push(`${e.id}: also without when`);
        for (const p of [...problems(o.when), ...problems(o.also), ...problems(o.unless)])
          found.push(`${e.id}: ${p}`);
      }
      for (const c of e.conditions ?? [])
        if (!linesOf(e).includes(c.text)) found.push(`${e.id}: "${c.text}" is not a line of the entry`);
      for (const v of Object.values(e.variants ?? {}).flat())
        if (v.text.trim() === "") found.push(`${e.id}: an empty wording`);
    }
    expect(found).toEqual([]);
  });

  it("the library uses conditions (so the check above checks something)", () => {
    expect(ENTRIES.filter((e) => e.conditions?.length).length).toBeGreaterThan(5);
    expect(ENTRIES.filter((e) => e.variants).length).toBeGreaterThan(3);
    expect(ENTRIES.filter((e) => e.offer).length).toBeGreaterThan(0);
  });

  it("an entry read for a business carries no conditions of its own", () => {
    for (const e of ENTRIES) {
      const read = forBusiness(e, { industry: "other", asked: [], words: "" });
      expect(read.conditions, e.id).toBeUndefined();
      expect(read.variants, e.id).toBeUndefined();
      expect(read.offer, e.id).toBeUndefined();
      expect(read.controls.some((c) => c.level !== "ppe") || e.controls.length === 0, e.id).toBe(true);
    }
  });
});

const text = (h: HazardEntry) =>
  [
    h.name,
    h.harm,
    h.whoAtRisk,
    ...h.controls.map((c) => c.text),
    ...h.ppe,
    ...h.permits,
    ...h.competencies,
  ].join("\n");

const mine = (description: string) =>
  hazardsFor({
    industry: "mining",
    highRiskActivities: ["dust-exposure"],
    hazardTypes: [],
    words: description,
  })
    .map(text)
    .join("\n");

describe("lines offered where the business's own words support them", () => {
  it("coal dust and coal workers' pneumoconiosis only for a coal mine", () => {
    expect(mine("Open-cut iron ore mine")).not.toMatch(/coal/i);
    expect(mine("Open-cut coal mine")).toMatch(/coal workers' pneumoconiosis/);
  });

  it("underground ground support and cap lamps only for underground work", () => {
    const openCut = mine("Open-cut iron ore mine");
    expect(openCut).not.toMatch(/underground|bolts, mesh, shotcrete|Cap lamp/i);
    expect(openCut).toMatch(/berms and catch benches/);
    const underground = mine("Underground gold mine");
    expect(underground).toMatch(/bolts, mesh, shotcrete/);
    expect(underground).toMatch(/Cap lamp/);
    expect(underground).not.toMatch(/berms and catch benches/);
    // A mine that does not say which gets neither, and a design for its ground conditions.
    const unsaid = mine("");
    expect(unsaid).not.toMatch(/bolts, mesh, shotcrete|Cap lamp|berms/);
    expect(unsaid).toMatch(/for the ground conditions/);
  });

  it("crushers and haul trucks only where the business runs them", () => {
    // Haul trucks it works among stay (vehicle interaction); monitoring fatigue in its own does not.
    expect(mine("Drill and blast contractor on open-cut mines with FIFO rosters")).not.toMatch(
      /crusher|Fatigue monitoring in haul trucks/i,
    );
    const operator = mine("Open-pit iron ore mine: drill and blast, load and haul, crushing");
    expect(operator).toMatch(/crusher and processing workers/);
    expect(operator).toMatch(/Fatigue monitoring in haul trucks/);
  });

  it("alcohol only where the business says it serves it", () => {
    const cafe = hazardsFor({
      industry: "hospitality",
      highRiskActivities: [],
      hazardTypes: [],
      words: "Café",
    });
    expect(cafe.map(text).join("\n")).not.toMatch(/alcohol|security staff/i);
    const pub = hazardsFor({
      industry: "hospitality",
      highRiskActivities: [],
      hazardTypes: [],
      words: "Licensed pub with a bistro",
    });
    expect(pub.map(text).join("\n")).toMatch(/Responsible service of alcohol training/);
  });

  it("laboratory lines only where there is a laboratory", () => {
    const clinic = (words: string) =>
      hazardsFor({
        industry: "healthcare",
        highRiskActivities: ["biological-hazards"],
        hazardTypes: [],
        words,
      })
        .map(text)
        .join("\n");
    expect(clinic("GP clinic")).not.toMatch(/laboratory/i);
    expect(clinic("GP clinic with a pathology laboratory")).toMatch(/biological safety cabinets/);
  });

  it("home visits bring their own hazards where the business's words name them", () => {
    const described = (words: string) =>
      hazardsFor({
        industry: "healthcare",
        highRiskActivities: [],
        hazardTypes: [],
        described: words.includes("home visits") ? ["home-visits"] : [],
        words,
      }).map((h) => h.id);
    expect(described("Community health clinic with home visits")).toContain("home-visits");
    expect(described("Hospital day surgery")).not.toContain("home-visits");
  });

  it("a cutting row's first control is the tool the business's words name: a saw's brake, a chainsaw's required chain brake, else a safety knife", () => {
    const cutting = (industry: string, words: string) => {
      const entry = forBusiness(HAZARD_LIBRARY["cutting-tools"]!, {
        industry,
        asked: ["cutting-tools"],
        words,
      });
      return entry.controls
        .filter((c) => c.level === "elimination" || c.level === "substitution")
        .map((c) => c.text);
    };
    const required = (industry: string, words: string) =>
      forBusiness(HAZARD_LIBRARY["cutting-tools"]!, { industry, asked: ["cutting-tools"], words })
        .controls.filter((c) => c.level === "engineering")
        .map((c) => c.text);
    const sawmill = cutting("manufacturing", "Radiata pine sawmill: headrig, edger and resaw");
    expect(sawmill.filter((t) => !/^Buy materials/.test(t))[0]).toBe(
      "Use saws with blade brakes or flesh-sensing stops.",
    );
    const forestry = cutting("agriculture", "Forestry harvesting contractor: manual and mechanised felling");
    expect(forestry.join(" ")).not.toMatch(/packaging|cut to size|safety knives|blade brakes/i);
    expect(required("agriculture", "Forestry harvesting contractor: manual and mechanised felling")).toEqual([
      "Use only chainsaws with a working chain brake, chain catcher and throttle lock-out, checked before each day's work.",
    ]);
    const shop = cutting("retail", "Hardware shop unpacking deliveries");
    expect(shop).toEqual([
      "Buy materials cut to size, and packaging that opens without a blade.",
      "Use safety knives with self-retracting blades.",
    ]);
  });
});

describe("a hazard rated apart for some businesses", () => {
  const shop = HAZARD_LIBRARY["retail-customer-aggression"]!;
  it("a shop that is no robbery target gets the rating for the harm it can come to", () => {
    const rated = forBusiness(shop, { industry: "retail", asked: [], words: "bookshop, book deliveries" });
    expect(rated.inherent).toEqual({ likelihood: 3, consequence: 3 });
    expect(rated.residual).toEqual({ likelihood: 2, consequence: 3 });
    expect("ratings" in rated).toBe(false);
  });
  it("a shop that handles cash keeps the rating for an armed robbery", () => {
    const rated = forBusiness(shop, {
      industry: "retail",
      asked: [],
      words: "convenience store, cash handling",
    });
    expect(rated.inherent).toEqual({ likelihood: 3, consequence: 4 });
    expect(rated.residual).toEqual({ likelihood: 2, consequence: 4 });
  });
  it("every rating for some businesses keeps the consequence with controls", () => {
    for (const e of ENTRIES)
      for (const r of e.ratings ?? []) expect(r.residual.consequence, e.id).toBe(r.inherent.consequence);
  });
});

describe("a hazard worded for the business's country", () => {
  const farm = (country?: string) =>
    hazardsFor({
      industry: "agriculture",
      highRiskActivities: [],
      hazardTypes: ["biological"],
      words: "dairy farm milking cows",
      ...(country ? { country } : {}),
    }).find((h) => h.name.startsWith("Diseases caught from animals"))!;

  it("names New Zealand's zoonoses for a New Zealand farm and Q fever elsewhere", () => {
    expect(farm("NZ").name).toBe(
      "Diseases caught from animals (leptospirosis, campylobacter, salmonella and other zoonoses)",
    );
    expect(farm("NZ").harm).not.toMatch(/Q fever/);
    for (const country of ["AU", "US", "UK"]) expect(farm(country).name).toMatch(/Q fever/);
  });

  it("reads a business whose country is unknown as no country's", () => {
    expect(farm().name).toBe("Diseases caught from animals (leptospirosis, Q fever and other zoonoses)");
  });
});

describe("a condition's parts", () => {
  const facts = (words: string, country = "AU") => ({ industry: "other", asked: [], words, country });
  it("a phrase the condition excepts takes its word away: a tyre shop is not a shop", () => {
    const shop = { words: ["shop"], except: ["tyre shop"] };
    expect(offered({ when: shop }, facts("Tyre shop fitting car tyres"))).toBe(false);
    expect(offered({ when: shop }, facts("Corner shop selling newspapers"))).toBe(true);
    expect(offered({ when: shop }, facts("Tyre shop with a retail shop for accessories"))).toBe(true);
  });
  it("a line with also holds only where both its conditions do", () => {
    const line = { when: { words: ["veterinary"] }, also: { countries: ["AU"] } };
    expect(offered(line, facts("Veterinary clinic", "AU"))).toBe(true);
    expect(offered(line, facts("Veterinary clinic", "US"))).toBe(false);
    expect(offered(line, facts("Dog grooming salon", "AU"))).toBe(false);
  });
});
