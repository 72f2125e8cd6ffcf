import { activityLabel, HAZARD_TYPES, HIGH_RISK_ACTIVITIES, optionLabel } from "../../catalogue";
import type { HazardEntry } from "../../hazards/types";
import { unassessedWork } from "../../hazards/unassessed-work";
import type { HighRiskWorkCategoryId } from "../../legal/types";
import type { ComposeContext } from "../compose-types";
import { riskLevel, riskScore } from "../risk";
import { PLACE_WORDS } from "../scope-places";
import { workInSentence } from "./business";

/** Which of the business's hazards a passage is about, and how urgent each is. */

/** A high-risk work category that the business's hazards bring, as this jurisdiction's law names it. */
export type HighRiskWorkMatch = {
  id: HighRiskWorkCategoryId;
  code: string | null;
  text: string;
  hazards: string[];
};

export function highRiskWorkFor(
  ctx: ComposeContext,
  hazards: HazardEntry[] = ctx.hazards,
): HighRiskWorkMatch[] {
  const matches = new Map<HighRiskWorkCategoryId, HighRiskWorkMatch>();
  for (const h of hazards) {
    for (const id of h.highRiskWork) {
      const category = ctx.profile.highRiskWork.categories[id];
      if (!category) continue;
      const match = matches.get(id) ?? { id, code: category.code, text: category.text, hazards: [] };
      if (!match.hazards.includes(h.name)) match.hazards.push(h.name);
      matches.set(id, match);
    }
  }
  return [...matches.values()];
}

/** Hazard library ids grouped by what they mean for emergency, environmental and fitness-for-work content. */
export const HAZARD_GROUPS = {
  chemical: [
    "hazardous-chemicals",
    "dangerous-goods",
    "chemical",
    "lead-work",
    "lead-paint",
    "asbestos",
    "agriculture-agrichemicals",
    "forestry-fuels-oils",
    "aquaculture-chemicals",
    "metalworking-fluid-skin",
    "metalworking-fluid-mist",
  ],
  ignition: [
    "hot-work",
    "fire",
    "flammable-fire",
    "cooking-oil-fire",
    "construction-fire",
    "dangerous-goods",
    "explosives",
    "hazardous-chemicals",
    "hospitality-burns-scalds",
    "combustible-wood-dust",
  ],
  height: ["working-at-height", "fall-hazards", "height", "height-storage-areas"],
  confinedSpace: ["confined-spaces", "confined-space"],
  electrical: ["electrical-work", "electrical", "construction-services-strike", "overhead-powerlines"],
  plant: [
    "mobile-equipment",
    "lifting-equipment",
    "machinery",
    "cutting-tools",
    "construction-site-traffic",
    "manufacturing-forklift-traffic",
    "agriculture-pto-entanglement",
    "agriculture-vehicle-rollover",
    "mining-vehicle-interaction",
    "sawmill-machinery",
    "mill-log-yard",
    "power-press-point-of-operation",
    "bee-hive-moving",
    "bee-extraction-plant",
  ],
  dust: ["dust-exposure", "demolition", "excavation", "asbestos", "mining-respirable-dust"],
  noise: ["noise-exposure", "noise"],
  biological: [
    "biological-hazards",
    "biological",
    "food-safety",
    "healthcare-sharps-infection",
    "agriculture-livestock",
    "vet-zoonoses",
  ],
  stings: ["bee-stings-anaphylaxis"],
  animalCare: ["vet-animal-handling"],
  // A kitchen's own rows: cooking's burns and scalds, a hot kitchen's heat.
  kitchen: ["hospitality-burns-scalds", "hospitality-kitchen-heat"],
  // Where goods are loaded: a carrier's loads and docks.
  loadingAreas: ["transport-load-restraint", "transport-loading-dock"],
  temperature: [
    "extreme-temperatures",
    "construction-sun-exposure",
    "outdoor-heat",
    "hospitality-kitchen-heat",
    "manufacturing-process-heat",
    "van-heat",
  ],
  pressure: ["high-pressure", "pressurized-systems"],
  violence: [
    "psychological-hazards",
    "retail-customer-aggression",
    "hospitality-patron-aggression",
    "healthcare-occupational-violence",
    "education-occupational-violence",
    "vet-client-aggression",
  ],
} as const satisfies Record<string, readonly string[]>;

export type HazardGroup = keyof typeof HAZARD_GROUPS;

/**
 * Chemical rows whose products splash the eyes but do not burn the skin: a harvesting crew's fuels
 * and oils. An eyewash (bottles or a portable station) fits a landing; a plumbed emergency shower is
 * for corrosives and the other chemicals that harm the skin.
 */
const EYES_ONLY: ReadonlySet<string> = new Set(["forestry-fuels-oils"]);

/** Whether the business's only chemical rows are ones that call for an eyewash and no shower. */
export function chemicalsForEyewashOnly(ctx: ComposeContext): boolean {
  const rows = ctx.hazards.filter((h) => (HAZARD_GROUPS.chemical as readonly string[]).includes(h.id));
  return rows.length > 0 && rows.every((h) => EYES_ONLY.has(h.id));
}

/** Whether the business's hazards include any of a group. */
export function hasHazard(ctx: ComposeContext, group: HazardGroup): boolean {
  const ids: readonly string[] = HAZARD_GROUPS[group];
  return ctx.hazards.some((h) => ids.includes(h.id));
}

/** Names of the hazards whose PPE, permits or competencies include the item, one per line. */
export function hazardsNeeding(
  hazards: HazardEntry[],
  key: "ppe" | "permits" | "competencies",
  item: string,
): string {
  return hazards
    .filter((h) => h[key].includes(item))
    .map((h) => h.name)
    .join("\n");
}

/** Highest risk after controls first, then highest risk before controls; stable otherwise. */
export function byRisk(hazards: readonly HazardEntry[]): HazardEntry[] {
  return [...hazards].sort(
    (a, b) => riskScore(b.residual) - riskScore(a.residual) || riskScore(b.inherent) - riskScore(a.inherent),
  );
}

/** Review sooner where more risk remains after controls. */
export function reviewMonths(h: HazardEntry): number {
  const level = riskLevel(h.residual);
  if (level === "Extreme" || level === "High") return 3;
  return level === "Medium" ? 6 : 12;
}

const isActivity = (id: string) => HIGH_RISK_ACTIVITIES.some((a) => a.value === id);
const isHazardType = (id: string) => HAZARD_TYPES.some((t) => t.value === id);

/** The task or area a hazard belongs to, in the business's own terms. */
export function hazardTask(ctx: ComposeContext, h: HazardEntry): string {
  if (isActivity(h.id)) return `${sentenceCase(activityLabel(h.id))} tasks`;
  if (isHazardType(h.id)) return `${optionLabel(HAZARD_TYPES, h.id)} hazards in all work areas`;
  return `Day-to-day ${workInSentence(ctx)} work`;
}

/** Where a hazard met anywhere in the work is: a place, never a label for the trade. */
const ALL_WORK_AREAS = "All work areas";

/**
 * Where a hazard that is not a declared activity or hazard type is met: the places its own name
 * names ("Beverage gas in cellars and cool rooms" is in the cellars and cool rooms, "Commercial
 * laundry machines" in the laundry), else every work area.
 */
function hazardPlace(h: HazardEntry): string {
  const name = h.name.replace(/\s*\(.*$/, "");
  const inPhrase = / in (.+)$/.exec(name)?.[1];
  if (inPhrase && placesIn(inPhrase).length > 0) return capitalised(inPhrase);
  const places = placesIn(name);
  return places.length > 0 ? capitalised(listed(places)) : ALL_WORK_AREAS;
}

/** The places `text` names, each once, in the order and number the text names them. */
function placesIn(text: string): string[] {
  const lower = text.toLowerCase();
  const found = NAMED_PLACES.flatMap((place) => {
    const at = new RegExp(`\\b${place}s?\\b`).exec(lower);
    return at ? [{ place, at: at.index, named: at[0] }] : [];
  });
  // A longer place ("cool room") wins over a shorter one inside it ("room").
  const kept = found.filter(
    (f) =>
      !found.some(
        (o) => o !== f && o.place.includes(f.place) && o.at <= f.at && f.at < o.at + o.place.length,
      ),
  );
  // As the name says it: "loading docks and yards" are docks and yards.
  return kept.sort((a, b) => a.at - b.at).map((f) => f.named);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * The words that name a room or part of a workplace in a hazard's name. Words that name a surface
 * or a kind of thing more often than a place there ("floor", "station", "road", "store") are left
 * out: "slippery floors" says where the hazard is no better than "all work areas".
 */
const NAMED_PLACES: readonly string[] = PLACE_WORDS.filter(
  (w) =>
    ![
      "floor",
      "room",
      "area",
      "zone",
      "station",
      "road",
      "store",
      "storage",
      "ground",
      "park",
      "pad",
      "pen",
      "pit",
      "magazine",
      "house",
      "booth",
      "bay",
      "camp",
      "village",
    ].includes(w),
).concat(["cool room", "cold room", "cellar", "bedroom", "guest room"]);

/**
 * Where the hazard arises (or, for a declared activity, in which task), with the site when one was
 * given. A hazard type the owner ticked (fire, electrical) is met where its name places it, most
 * often in all work areas: its label is not a place.
 */
export function hazardSource(ctx: ComposeContext, h: HazardEntry): string {
  const where = isActivity(h.id) ? hazardTask(ctx, h) : hazardPlace(h);
  return ctx.metadata.location ? `${where} – ${ctx.metadata.location}` : where;
}

/**
 * Whether a hazard is met across the site rather than in a task or at a place its name names: a
 * hazard type (machinery hazards in all work areas) or a hazard whose name names no place.
 */
export function metAcrossTheSite(h: HazardEntry): boolean {
  return isHazardType(h.id) || (!isActivity(h.id) && hazardPlace(h) === ALL_WORK_AREAS);
}

/** Labels of the business's high-risk activities, in catalogue order. */
export function activityNames(ctx: ComposeContext): string[] {
  return HIGH_RISK_ACTIVITIES.filter((a) => ctx.business.highRiskActivities.includes(a.value)).map(
    (a) => a.label,
  );
}

/** Hazard entries that come from the business's high-risk activities. */
export function activityHazards(ctx: ComposeContext): HazardEntry[] {
  return ctx.hazards.filter((h) => ctx.business.highRiskActivities.includes(h.id));
}

/** "Working at Height" → "Working at height" (catalogue labels are in title case). */
const sentenceCase = (label: string) => label.charAt(0) + label.slice(1).toLowerCase();

const HARNESS = /\bharness|\bfall[- ]arrest|\blanyard/i;
/** A harness on a retrieval line or lifeline, worn to pull an entrant out of a space or a bin. */
const RETRIEVAL = /\bretrieval\b|\blifeline\b/i;

/**
 * Whether the work uses a harness (fall arrest, restraint or rescue), so that a harness rescue is
 * part of its emergencies. With a method, its own steps say so: their actions, controls and PPE and
 * the tasks' plant; a job done behind scaffold edge protection has nobody to hang in a harness,
 * whatever the library's hazard of working at height lists. Without one, the hazards' PPE and
 * controls do; for a document of all the business's work (`of: "business"`), they do as well.
 */
export function usesHarness(
  ctx: Pick<ComposeContext, "method" | "hazards">,
  of: "job" | "business" = "job",
): boolean {
  const m = ctx.method;
  // The PPE the rows give (a confined space's retrieval harness is a rescue control, not a worker
  // working in a harness).
  const byRows = ctx.hazards.some((h) =>
    [...h.ppe, ...h.controls.filter((c) => c.level === "ppe").map((c) => c.text)].some(
      (p) => HARNESS.test(p) && !RETRIEVAL.test(p),
    ),
  );
  if (m && m.steps.length > 0) {
    const words = [
      ...m.steps.flatMap((s) => [s.do, ...s.required.map((c) => c.text), ...s.ppe]),
      ...m.tasks.flatMap((t) => t.plant),
    ];
    // A document of all the business's work (its emergency plan) also covers the work its own
    // rows put in a harness, whichever job its description matched.
    return words.some((w) => HARNESS.test(w)) || (of === "business" && byRows);
  }
  return byRows;
}

/**
 * The work a job's document does not cover because the library does not assess it yet: the work
 * the chosen job's own words name ("Embalming" names embalming, "Chapel services" nothing), or,
 * where the document is for the business's work as a whole, all the work its details name.
 */
export function jobUnassessedWork(ctx: ComposeContext): readonly string[] {
  const job = ctx.metadata.activity?.trim();
  return job ? unassessedWork(`${job} ${activityLabel(job)}`) : ctx.unassessedWork;
}
