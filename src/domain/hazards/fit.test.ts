import { describe, expect, it } from "vitest";
import { HIGH_RISK_ACTIVITIES } from "../catalogue/activities";
import { BUSINESS_INDUSTRIES, TRIAL_INDUSTRIES } from "../catalogue/industries";
import { HAZARD_TYPES } from "../catalogue/options";
import { methodFor, TASK_IDS, taskById } from "../tasks";
import {
  broadestOnce,
  fitControls,
  forBusiness,
  HAZARD_LIBRARY,
  type HazardEntry,
  hazardEntry,
  hazardsFor,
  industryBaseline,
  mostlyRepeats,
} from "./index";

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
    const method = methodFor({ taskIds: [id], activity: "", industry: "other" });
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

describe("a row that stands for several entries keeps what each of them says", () => {
  const controlsOf = (h: HazardEntry) => h.controls.map((c) => `${c.level}: ${c.text}`);

  /**
   * The asked-for entries of a concept whose controls the row must hold: they fit the work and its
   * wording does not cover them; each as it reads for a business of that industry that ticked
   * everything and described nothing (the lines its facts do not settle are not owed).
   */
  const owed = (row: HazardEntry, industry: string) =>
    [...new Set([...ALL_ACTIVITIES, ...ALL_TYPES, ...industryBaseline(industry)])]
      .map((id) => hazardEntry(id)!)
      .filter((e) => e.concept === row.concept)
      .filter((e) => e.fits.length === 0 || e.fits.includes(industry))
      .filter((e) => !(wordingOf(row).covers ?? []).includes(e.id))
      .map((e) => forBusiness(e, { industry, asked: [...ALL_ACTIVITIES, ...ALL_TYPES], words: "" }));

  /** The library wording a row is written in: its name, or one of its names offered on conditions. */
  const wordingOf = (row: HazardEntry) =>
    Object.values(HAZARD_LIBRARY).find(
      (e) =>
        e.concept === row.concept &&
        (e.name === row.name || (e.variants?.name ?? []).some((v) => v.text === row.name)),
    )!;

  it.each(INDUSTRIES)(
    "%s with everything ticked: every control, PPE item, permit and competency of each entry, once",
    (industry) => {
      for (const row of everything(industry)) {
        for (const e of owed(row, industry)) {
          // Each control that fits a business with no process of its own named (none was given)
          // is on the row, or one that already says most of it in words.
          for (const c of fitControls(e.controls, []))
            expect(
              row.controls.some(
                (k) => `${k.level}: ${k.text}` === `${c.level}: ${c.text}` || mostlyRepeats(c.text, k.text),
              ),
              `${industry}: ${row.name}: ${c.text}`,
            ).toBe(true);
          for (const item of [...e.permits, ...e.competencies])
            expect([...row.permits, ...row.competencies], `${industry}: ${row.name}`).toContain(item);
          // A PPE item is on the row, or one the row wears whatever the item's added condition.
          for (const item of e.ppe)
            expect(
              row.ppe.includes(item) || !broadestOnce([...row.ppe, item]).includes(item),
              `${industry}: ${row.name}: ${item}`,
            ).toBe(true);
        }
        expect(new Set(controlsOf(row)).size, `${industry}: ${row.name}`).toBe(row.controls.length);
        expect(new Set(row.ppe).size, `${industry}: ${row.name}`).toBe(row.ppe.length);
      }
    },
  );

  it("a clinic that asks for biological hazards keeps its own vaccination line on its sharps row, not the general one", () => {
    const [row] = hazardsFor({
      industry: "healthcare",
      highRiskActivities: ["biological-hazards"],
      hazardTypes: [],
    }).filter((h) => h.concept === "biological-hazards");
    expect(row?.name).toBe(hazardEntry("healthcare-sharps-infection")?.name);
    const said = text(row!);
    expect(said).toMatch(/needle/i);
    // The row names the clinic's own vaccine and exposure procedure; the biological entry's general
    // lines ("vaccination where relevant", disinfecting tools, waterproof gloves) would repeat them.
    expect(said).toMatch(/hepatitis B vaccination/);
    expect(said).not.toMatch(/Offer vaccination where relevant|Clean and disinfect tools/);
    // Water systems, mould, sewage and animals are not a clinic's work unless its own words say so.
    expect(said).not.toMatch(/Legionella|Q fever/);
    expect(row!.ppe).not.toContain("P2 respirator for mould or dusty organic material");
  });

  it("a care home whose words name its hot water systems and damp keeps the Legionella and mould lines on its sharps row", () => {
    const [row] = hazardsFor({
      industry: "healthcare",
      highRiskActivities: ["biological-hazards"],
      hazardTypes: [],
      words: "Aged care home with hot water systems; mould in damp storerooms",
    }).filter((h) => h.concept === "biological-hazards");
    expect(row?.name).toBe(hazardEntry("healthcare-sharps-infection")?.name);
    const said = text(row!);
    expect(said).toMatch(/Legionella/);
    expect(said).toMatch(/hepatitis B vaccination/);
    expect(row!.ppe).toContain("P2 respirator for mould or dusty organic material");
  });

  it("a shop or clinic that ticks manual handling keeps the general manual-handling controls that fit its work", () => {
    for (const industry of ["retail", "healthcare"]) {
      const [row] = hazardsFor({ industry, highRiskActivities: ["manual-handling"], hazardTypes: [] }).filter(
        (h) => h.concept === "manual-handling",
      );
      expect(row?.fits, industry).toContain(industry);
      const general = forBusiness(hazardEntry("manual-handling")!, {
        industry,
        asked: ["manual-handling"],
        words: "",
      });
      expect(general.controls.length, industry).toBeGreaterThan(0);
      for (const c of controlsOf({ ...general, controls: fitControls(general.controls, []) }))
        expect(controlsOf(row!), industry).toContain(c);
    }
    // A shop keeps every one of them; a clinic's handling is of patients, not goods delivered. The
    // shop's work is not moving goods, so the control written for a carrier is not among them.
    const [shop] = hazardsFor({
      industry: "retail",
      highRiskActivities: ["manual-handling"],
      hazardTypes: [],
    });
    // Every line a shop's facts are offered (a cleaner's mop buckets are not among them).
    const general = forBusiness(hazardEntry("manual-handling")!, {
      industry: "retail",
      asked: [],
      words: "",
    });
    for (const c of controlsOf({ ...general, controls: fitControls(general.controls, []) }))
      expect(controlsOf(shop!)).toContain(c);
    expect(controlsOf(shop!).join("\n")).toContain("Pallet jacks, vacuum lifters and hoists");
  });

  it("a roofer's heat row says each heat-illness control once: the construction wording covers the general one", () => {
    const [heat] = hazardsFor({
      industry: "construction",
      highRiskActivities: ["extreme-temperatures"],
      hazardTypes: [],
    }).filter((h) => h.concept === "extreme-temperatures");
    const facts = { industry: "construction", asked: ["extreme-temperatures"], words: "" };
    expect(controlsOf(heat!)).toEqual(
      controlsOf(forBusiness(hazardEntry("construction-sun-exposure")!, facts)),
    );
    expect(heat!.alsoCites).toContain("construction-sun-exposure");
  });

  it("a British roofer's heat row protects from the sun in spring and summer, an Australian one all year", () => {
    const heatIn = (country: string) =>
      hazardsFor({
        industry: "construction",
        highRiskActivities: ["extreme-temperatures"],
        hazardTypes: [],
        country,
      })
        .filter((h) => h.concept === "extreme-temperatures")
        .flatMap((h) => controlsOf(h))
        .join("\n");
    expect(heatIn("UK")).toMatch(
      /From spring to the end of summer, and on any day the UV index is 3 or more/,
    );
    expect(heatIn("UK")).not.toMatch(/SPF 50\+/);
    expect(heatIn("AU")).toMatch(/supply SPF 50\+ sunscreen/);
    expect(heatIn("AU")).not.toMatch(/From spring to the end of summer/);
  });

  it("a wording written for another industry brings its law but none of its controls", () => {
    const [falls] = hazardsFor({
      industry: "retail",
      highRiskActivities: ["working-at-height"],
      hazardTypes: [],
    });
    expect(falls?.id).toBe("working-at-height");
    expect(controlsOf(falls!)).toEqual(controlsOf(hazardEntry("height-storage-areas")!));
  });

  it("a task step that names two wordings of a hazard keeps the controls of both", () => {
    const method = methodFor({
      taskIds: ["re-roofing"],
      activity: "",
      industry: "construction",
    })!;
    const step = method.steps.find((s) =>
      taskById("re-roofing")!
        .steps.find((t) => t.do === s.do)!
        .hazards.includes("fall-hazards"),
    )!;
    const [falls] = step.hazards.filter((h) => h.concept === "height");
    expect(falls?.name).toBe("Working at height");
    for (const c of controlsOf(hazardEntry("fall-hazards")!)) expect(controlsOf(falls!)).toContain(c);
    expect(falls!.alsoCites).toContain("fall-hazards");
  });
});

describe("a merged row leaves out another entry's control only where it repeats one on the row", () => {
  it("two noise-assessment lines that differ in a few words are one line", () => {
    expect(
      mostlyRepeats(
        "Noise assessment by a competent person, marked hearing protection zones, and hearing tests (audiometry) for workers exposed above the limit.",
        "Noise assessment by a competent person, rotation to limit time on loud tasks, sign-posted hearing protection areas, and hearing tests (audiometry) for workers exposed above the limit.",
      ),
    ).toBe(true);
  });

  it("controls that share a few words but say different things are both kept", () => {
    expect(
      mostlyRepeats(
        "Never mix products, and label every container, including spray bottles.",
        "Hazardous chemicals register, every container labeled including decanted ones, and a spill kit at each store.",
      ),
    ).toBe(false);
    expect(
      mostlyRepeats(
        "Maintain water systems against Legionella: flush little-used outlets and keep hot water hot.",
        "Never recap needles; hepatitis B vaccination for exposed workers.",
      ),
    ).toBe(false);
  });
});

describe("a control both conditional and tied to a process", () => {
  const dustControls = (industry: string, processes: string[]) =>
    hazardsFor({ industry, highRiskActivities: ["dust-exposure"], hazardTypes: [], processes })
      .filter((h) => h.concept === "dust-exposure")
      .flatMap((h) => h.controls.map((c) => c.text));
  const cutToSize = /Order materials cut to size/;
  const splitting = /splitting instead of cutting/;
  const lessDusty = /Substitute low-silica or less dusty materials where the product allows/;

  it("is offered only where the business's facts hold it and its process is not the work", () => {
    const builder = dustControls("construction", []);
    expect(builder.some((t) => cutToSize.test(t))).toBe(true);
    expect(builder.some((t) => splitting.test(t))).toBe(true);
    expect(builder.some((t) => lessDusty.test(t))).toBe(false);
    // A concrete cutter: cutting is the work, so what takes it away gives way to what fits it.
    const cutter = dustControls("construction", ["cutting"]);
    expect(cutter.some((t) => cutToSize.test(t) || splitting.test(t))).toBe(false);
    expect(cutter.some((t) => lessDusty.test(t))).toBe(true);
    // A mine's rock is its product: neither substitution is offered, whatever its process.
    for (const processes of [[], ["cutting"]]) {
      const mine = dustControls("mining", processes);
      expect(mine.some((t) => cutToSize.test(t) || splitting.test(t) || lessDusty.test(t))).toBe(false);
    }
  });
});
