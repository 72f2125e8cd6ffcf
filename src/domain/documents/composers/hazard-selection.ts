import { activityLabel, HAZARD_TYPES, HIGH_RISK_ACTIVITIES, optionLabel } from "../../catalogue";
import type { HazardEntry } from "../../hazards/types";
import type { HighRiskWorkCategoryId } from "../../legal/types";
import type { ComposeContext } from "../compose-types";
import { riskLevel, riskScore } from "../risk";

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
  ],
  dust: ["dust-exposure", "demolition", "excavation", "asbestos", "mining-respirable-dust"],
  noise: ["noise-exposure", "noise"],
  biological: [
    "biological-hazards",
    "biological",
    "food-safety",
    "healthcare-sharps-infection",
    "agriculture-livestock",
  ],
  temperature: [
    "extreme-temperatures",
    "construction-sun-exposure",
    "outdoor-heat",
    "hospitality-kitchen-heat",
    "manufacturing-process-heat",
  ],
  pressure: ["high-pressure", "pressurized-systems"],
  violence: [
    "psychological-hazards",
    "retail-customer-aggression",
    "hospitality-patron-aggression",
    "healthcare-occupational-violence",
    "education-occupational-violence",
  ],
} as const satisfies Record<string, readonly string[]>;

export type HazardGroup = keyof typeof HAZARD_GROUPS;

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
  return `Day-to-day ${ctx.industryName.toLowerCase()} work`;
}

/** Where or in which task the hazard arises, with the site when one was given. */
export function hazardSource(ctx: ComposeContext, h: HazardEntry): string {
  return ctx.metadata.location ? `${hazardTask(ctx, h)} – ${ctx.metadata.location}` : hazardTask(ctx, h);
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

/**
 * Whether the work uses a harness (fall arrest, restraint or rescue), so that a harness rescue is
 * part of its emergencies. With a method, its own steps say so: their actions, controls and PPE and
 * the tasks' plant; a job done behind scaffold edge protection has nobody to hang in a harness,
 * whatever the library's hazard of working at height lists. Without one, the hazards' PPE does.
 */
export function usesHarness(ctx: Pick<ComposeContext, "method" | "hazards">): boolean {
  const m = ctx.method;
  if (m && m.steps.length > 0) {
    const words = [
      ...m.steps.flatMap((s) => [s.do, ...s.required.map((c) => c.text), ...s.ppe]),
      ...m.tasks.flatMap((t) => t.plant),
    ];
    return words.some((w) => HARNESS.test(w));
  }
  return ctx.hazards.some((h) => h.ppe.some((p) => HARNESS.test(p)));
}
