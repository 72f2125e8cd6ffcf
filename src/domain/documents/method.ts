import { oneRow, sameConcept } from "../hazards";
import type { HazardEntry } from "../hazards/types";
import type { HighRiskWorkCategoryId, JurisdictionProfile } from "../legal/types";
import { type Method, rulesFor, type TaskControl } from "../tasks";
import { withoutEmptyColumn } from "./composers/tables";
import type { DocTable } from "./content";
import { esc, link, p, ulHtml } from "./html";
import { riskLabel } from "./risk";

/**
 * Content built from a method: the steps of the tasks the document covers, each with only its
 * own hazards and controls. Shared by the SWMS (RAMS, JSA), the SOP and the permit.
 */

const LEVEL_LABELS: Record<TaskControl["level"], string> = {
  elimination: "Eliminate",
  substitution: "Substitute",
  isolation: "Isolate",
  engineering: "Engineering control",
  administrative: "Administrative control",
  ppe: "PPE",
};

export const controlText = (c: TaskControl) => `${LEVEL_LABELS[c.level]}: ${c.text}`;

/**
 * Every hazard of the method's steps, each concept once, in the order the steps meet them, in the
 * wording first met and with the controls and law of every other wording of it the steps name.
 */
export function methodHazards(method: Method): HazardEntry[] {
  const all = method.steps.flatMap((s) => s.hazards);
  const firsts: HazardEntry[] = [];
  for (const h of all) if (!firsts.some((other) => sameConcept(other, h))) firsts.push(h);
  return firsts.map((first) => {
    const wordings = all.filter((h) => h !== first && sameConcept(h, first));
    return wordings.length > 0 ? oneRow(first, wordings) : first;
  });
}

/** What the step column says: the step, with its task when the method covers more than one. */
function stepLabel(method: Method, i: number): string {
  const s = method.steps[i]!;
  return method.tasks.length > 1 ? `${s.task}: ${s.do}` : s.do;
}

/** One sentence on where the steps come from, so a reader knows whether to adapt them. */
export function methodBasis(method: Method, activity: string): string {
  const titles = method.tasks.map((t) => t.title.charAt(0).toLowerCase() + t.title.slice(1)).join(" and ");
  if (method.basis === "closest")
    return `No task in the library matches "${activity}" exactly. The steps below follow the closest task, ${titles}; check each step against the work and change what differs before anyone relies on it.`;
  return `The steps below are the method for ${titles}, in the order the work is done.`;
}

/**
 * The job steps table: hazards, controls required before the step, risk, and further controls when
 * any step has one.
 */
export function methodStepsTable(method: Method, caption: string, id = "job-steps"): DocTable {
  return withoutEmptyColumn(stepsTable(method, caption, id), "further");
}

function stepsTable(method: Method, caption: string, id: string): DocTable {
  return {
    id,
    caption,
    columns: [
      { key: "step", label: "Step" },
      { key: "activity", label: "Activity" },
      { key: "hazards", label: "Hazards" },
      { key: "before", label: "Risk before controls" },
      { key: "controls", label: "Controls required before the step starts" },
      { key: "after", label: "Risk with those controls" },
      { key: "further", label: "Further controls to consider" },
      { key: "responsible", label: "Responsible" },
    ],
    rows: method.steps.map((s, i) => ({
      step: String(i + 1),
      activity: stepLabel(method, i),
      hazards: s.hazards.map((h) => h.name).join("\n"),
      before: riskLabel(s.before),
      controls: s.required.map(controlText).join("\n"),
      after: riskLabel(s.after),
      further: s.consider.map(controlText).join("\n"),
      responsible: s.responsible,
    })),
  };
}

export type MethodHighRiskWork = {
  id: HighRiskWorkCategoryId;
  code: string | null;
  text: string;
  steps: string[];
};

/** The high-risk work categories the steps name that this jurisdiction lists, with the steps that bring them. */
export function methodHighRiskWork(method: Method, profile: JurisdictionProfile): MethodHighRiskWork[] {
  const found = new Map<HighRiskWorkCategoryId, MethodHighRiskWork>();
  method.steps.forEach((s, i) => {
    for (const id of s.highRiskWork) {
      const category = profile.highRiskWork.categories[id];
      if (!category) continue;
      const entry: MethodHighRiskWork = found.get(id) ?? {
        id,
        code: category.code,
        text: category.text,
        steps: [],
      };
      entry.steps.push(`Step ${i + 1}`);
      found.set(id, entry);
    }
  });
  return [...found.values()];
}

/** Items (PPE or permits) of the steps, each once, with the steps that need it. */
export function methodNeeds(method: Method, key: "ppe" | "permits"): { item: string; steps: string }[] {
  const found = new Map<string, number[]>();
  method.steps.forEach((s, i) => {
    for (const item of s[key]) found.set(item, [...(found.get(item) ?? []), i + 1]);
  });
  return [...found].map(([item, steps]) => ({
    item,
    steps: `${steps.length === 1 ? "Step" : "Steps"} ${steps.join(", ")}`,
  }));
}

/** Competencies and plant the tasks name, each once. */
export function methodList(method: Method, key: "competencies" | "plant"): string[] {
  return [...new Set(method.tasks.flatMap((t) => t[key]))];
}

/** The jurisdiction's rules for these tasks, each with a link to the regulator's page that states it. */
export function methodRules(method: Method, profile: JurisdictionProfile): string | null {
  const rules = rulesFor(method, profile.code, profile.country);
  if (rules.length === 0) return null;
  return [
    p(`What the law in ${profile.name} requires for this work:`),
    ulHtml(rules.map((r) => `${esc(r.text)} (${link(r.source, "source")})`)),
  ].join("");
}
