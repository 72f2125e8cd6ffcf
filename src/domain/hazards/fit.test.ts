import { describe, expect, it } from "vitest";
import { HIGH_RISK_ACTIVITIES } from "../catalogue/activities";
import { BUSINESS_INDUSTRIES, TRIAL_INDUSTRIES } from "../catalogue/industries";
import { HAZARD_TYPES } from "../catalogue/options";
import { methodFor, TASK_IDS } from "../tasks";
import { HAZARD_LIBRARY, type HazardEntry, hazardEntry, hazardsFor } from "./index";

/**
 * A safety manager reads a register and finds hazards that belong to that business, each once:
 * two wordings of one hazard ("Working at height" and "Falls from height") never land in one
 * list, and words written for one kind of workplace (racking, furnaces, cold rooms) reach only
 * the industries that have them.
 */
const INDUSTRIES = BUSINESS_INDUSTRIES.map((i) => i.value);
const ALL_ACTIVITIES = HIGH_RISK_ACTIVITIES.map((a) => a.value);
const ALL_TYPES = HAZARD_TYPES.map((t) => t.value);

/** Words that belong to some workplaces only, and the industries whose wording may use them. */
const SETTING_WORDS: { words: RegExp; industries: readonly string[] }[] = [
  { words: /\b(racking|mezzanines?)\b/i, industries: ["manufacturing", "retail", "transport"] },
  { words: /\b(furnaces?|foundry|foundries)\b/i, industries: ["manufacturing"] },
  {
    words: /\b(cold[- ]rooms?|cold stores?|cool[- ]rooms?|freezers?)\b/i,
    industries: ["hospitality", "manufacturing"],
  },
  { words: /\b(fragile roof|scaffold(s|ing)?)\b/i, industries: ["construction"] },
];

const text = (h: HazardEntry) =>
  [h.name, h.harm, h.whoAtRisk, ...h.controls.map((c) => c.text), ...h.ppe, ...h.competencies].join("\n");

const concepts = (hazards: readonly HazardEntry[]) => hazards.map((h) => h.concept);

const everything = (industry: string) =>
  hazardsFor({ industry, highRiskActivities: ALL_ACTIVITIES, hazardTypes: ALL_TYPES });

describe("each hazard once", () => {
  it.each(INDUSTRIES)("%s: every activity and hazard type ticked gives each concept one row", (industry) => {
    const hazards = everything(industry);
    expect(new Set(concepts(hazards)).size).toBe(hazards.length);
  });

  it("a roofer who ticks working at height and the height hazard type gets one falls row, in roofing words", () => {
    const hazards = hazardsFor({
      industry: "construction",
      highRiskActivities: ["working-at-height", "fall-hazards"],
      hazardTypes: ["height"],
    });
    const falls = hazards.filter((h) => h.concept === "height");
    expect(falls.map((h) => h.name)).toEqual(["Working at height"]);
    expect(text(falls[0]!)).toMatch(/roof/);
    expect(text(falls[0]!)).not.toMatch(/racking|mezzanine/i);
  });

  it("the row keeps the id the business chose, so its activity and the law cited for it stay with it", () => {
    const [falls] = hazardsFor({
      industry: "retail",
      highRiskActivities: ["working-at-height"],
      hazardTypes: [],
    });
    expect(falls?.id).toBe("working-at-height");
    expect(falls?.name).toBe(hazardEntry("height-storage-areas")?.name);
  });

  it("a business outside the industries a wording is written for gets the wording for any work", () => {
    const [falls] = hazardsFor({
      industry: "professional",
      highRiskActivities: ["working-at-height"],
      hazardTypes: [],
    });
    expect(falls?.fits).toEqual([]);
    expect(text(falls!)).not.toMatch(/roof|scaffold|racking|mezzanine/i);
  });

  it.each(TASK_IDS)("task %s names each hazard once in a step", (id) => {
    const method = methodFor({ taskIds: [id], activity: "", industry: "other", hazardIds: [] });
    for (const step of method?.steps ?? []) {
      expect(new Set(concepts(step.hazards)).size, step.do).toBe(step.hazards.length);
    }
  });
});

describe("wording that fits the business", () => {
  it.each(INDUSTRIES)(
    "%s: workplace-specific words only where the industry has that workplace",
    (industry) => {
      for (const h of everything(industry)) {
        for (const { words, industries } of SETTING_WORDS) {
          if (industries.includes(industry)) continue;
          expect(text(h).match(words)?.[0], `${industry}: ${h.name}`).toBeUndefined();
        }
      }
    },
  );

  it("every wording written for some industries names only known industries", () => {
    const industries = new Set<string>([...BUSINESS_INDUSTRIES, ...TRIAL_INDUSTRIES].map((i) => i.value));
    for (const h of Object.values(HAZARD_LIBRARY))
      for (const i of h.fits) expect(industries.has(i), h.id).toBe(true);
  });
});

describe("heat illness outdoors", () => {
  const HEAT_ILLNESS = [
    /water/i,
    /shade/i,
    /breaks?/i,
    /first week|first days/i,
    /buddy-check|check on each other/i,
    /signs of heat illness/i,
    /emergency/i,
  ];

  const heatOf = (hazards: readonly HazardEntry[]) =>
    hazards.filter((h) => h.concept === "extreme-temperatures");

  it("construction work gets heat-illness controls without ticking anything", () => {
    const heat = heatOf(hazardsFor({ industry: "construction", highRiskActivities: [], hazardTypes: [] }));
    expect(heat).toHaveLength(1);
    for (const pattern of HEAT_ILLNESS) expect(text(heat[0]!), String(pattern)).toMatch(pattern);
  });

  it.each(["construction", "agriculture", "mining", "transport"])(
    "%s ticking extreme temperatures gets outdoor heat controls, not furnaces or cold rooms",
    (industry) => {
      const heat = heatOf(
        hazardsFor({ industry, highRiskActivities: ["extreme-temperatures"], hazardTypes: [] }),
      );
      expect(heat).toHaveLength(1);
      for (const pattern of HEAT_ILLNESS) expect(text(heat[0]!), String(pattern)).toMatch(pattern);
      expect(text(heat[0]!)).not.toMatch(/furnace|foundry|cold[- ]room|cold store|freezer/i);
    },
  );

  it("a kitchen and a factory keep their own heat and cold wording", () => {
    const [kitchen] = heatOf(
      hazardsFor({ industry: "hospitality", highRiskActivities: ["extreme-temperatures"], hazardTypes: [] }),
    );
    expect(text(kitchen!)).toMatch(/freezer/);
    const [factory] = heatOf(
      hazardsFor({
        industry: "manufacturing",
        highRiskActivities: ["extreme-temperatures"],
        hazardTypes: [],
      }),
    );
    expect(text(factory!)).toMatch(/furnace/);
  });
});
