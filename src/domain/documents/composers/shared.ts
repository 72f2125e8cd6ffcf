import { type CountryCode, type Option, optionLabel } from "../../catalogue";
import { splitControls } from "../../hazards/honest";
import { CONTROL_LEVELS, type ControlLevel, type HazardEntry } from "../../hazards/types";
import { uniqueCitations } from "../../legal/helpers";
import type { Citation, HighRiskWorkCategoryId, Topic } from "../../legal/types";
import type { ComposeContext } from "../compose-types";
import type { DocSection, DocTable } from "../content";
import { esc, html, labelled, p, pHtml, ul } from "../html";
import { matrixColumns, matrixRows, RISK_ACTIONS, riskLabel, riskLevel } from "../risk";

/** Building blocks several composers share. Each returns content, never strings of law it invents. */

export const CONTROL_LEVEL_LABELS: Record<ControlLevel, string> = {
  elimination: "Eliminate",
  substitution: "Substitute",
  isolation: "Isolate",
  engineering: "Engineering control",
  administrative: "Administrative control",
  ppe: "PPE",
};

/** Controls in hierarchy order, each prefixed with its level. */
export function labelledControls(controls: HazardEntry["controls"]): string[] {
  return [...controls]
    .sort((a, b) => CONTROL_LEVELS.indexOf(a.level) - CONTROL_LEVELS.indexOf(b.level))
    .map((c) => `${CONTROL_LEVEL_LABELS[c.level]}: ${c.text}`);
}

/** Controls of a hazard in hierarchy order, each prefixed with its level. */
export function orderedControls(h: HazardEntry): string[] {
  return [...h.controls]
    .sort((a, b) => CONTROL_LEVELS.indexOf(a.level) - CONTROL_LEVELS.indexOf(b.level))
    .map((c) => `${CONTROL_LEVEL_LABELS[c.level]}: ${c.text}`);
}

/** The risk register table used by risk assessments, hazard registers and SWMS summaries. */
export function hazardTable(ctx: ComposeContext, hazards: HazardEntry[], id = "hazards"): DocTable {
  return {
    id,
    caption: "Hazards, risks and controls",
    columns: [
      { key: "hazard", label: "Hazard" },
      { key: "harm", label: "Potential harm" },
      { key: "who", label: "Who may be harmed" },
      { key: "initial", label: "Risk before controls" },
      { key: "controls", label: "Controls in place (required before work)" },
      { key: "residual", label: "Risk with those controls" },
      { key: "further", label: "Further controls to consider" },
      { key: "responsible", label: "Responsible" },
    ],
    rows: hazards.map((h) => ({
      hazard: h.name,
      harm: h.harm,
      who: h.whoAtRisk,
      initial: riskLabel(h.inherent),
      controls: labelledControls(splitControls(h).inPlace).join("\n"),
      residual: riskLabel(h.residual),
      further: labelledControls(splitControls(h).further).join("\n"),
      responsible:
        riskLevel(h.residual) === "Low" ? "Supervisor" : `${ctx.terms.dutyHolderShort} / supervisor`,
    })),
  };
}

export function riskMatrixSection(id = "risk-matrix"): DocSection {
  return {
    id,
    heading: "Risk rating matrix",
    body: html(
      p("Risk is rated as likelihood × consequence on a 5 × 5 matrix, before and after controls."),
      ul(Object.entries(RISK_ACTIONS).map(([level, action]) => `${level}: ${action}`)),
    ),
    tables: [{ id: "matrix", caption: "Risk matrix", columns: matrixColumns(), rows: matrixRows() }],
  };
}

/** Blank rows for people to sign: Name, Position, Signature, Date. */
export function signOffTable(
  id: string,
  caption: string,
  rows = 8,
  extra: { key: string; label: string }[] = [],
): DocTable {
  const columns = [
    { key: "name", label: "Name" },
    { key: "role", label: "Position / company" },
    ...extra,
    { key: "signature", label: "Signature" },
    { key: "date", label: "Date" },
  ];
  return blankTable(id, caption, columns, rows);
}

/** A section stating a topic of the law for this jurisdiction, with its citations. */
export function topicSection(id: string, heading: string, topic: Topic, lead?: string): DocSection {
  return {
    id,
    heading,
    body: html(
      lead ? p(lead) : null,
      p(topic.summary),
      topic.requirements.length ? ul(topic.requirements) : null,
    ),
    citations: topic.citations,
  };
}

/** The business and who the document covers. */
export function businessDetailsSection(ctx: ComposeContext, scopeText: string): DocSection {
  const b = ctx.business;
  const facts = [
    labelled("Business", b.name),
    b.identifier.value ? labelled(b.identifier.label, b.identifier.value) : null,
    labelled("Industry", ctx.industryName),
    labelled("Workers", `${b.employeeCount} employees`),
    labelled("Jurisdiction", ctx.jurisdictionName),
    labelled("Operates in", ctx.regionNames.join(", ")),
    b.workDescription ? labelled("Work carried out", b.workDescription) : null,
  ].filter((x): x is string => Boolean(x));
  return {
    id: "scope",
    heading: "Scope",
    body: html(p(scopeText), `<ul>${facts.map((f) => `<li>${f}</li>`).join("")}</ul>`),
  };
}

/**
 * The headcount rules the document states that apply to this business, stated plainly. Which
 * rules a type states is its definition's `thresholds`; the engine gives the composer only those.
 */
export function headcountRules(ctx: ComposeContext): { body: string; citations: Citation[] } {
  return {
    body: ctx.thresholds.length ? ul(ctx.thresholds.map((t) => t.consequence)) : "",
    citations: ctx.thresholds.flatMap((t) => t.citations),
  };
}

/** When and how the document is reviewed. */
export function reviewSection(ctx: ComposeContext, triggers: string[], months = 12): DocSection {
  return {
    id: "review",
    heading: "Review",
    body: html(
      pHtml(
        `${esc(`This ${nameInSentence(ctx.documentName)} was prepared on ${ctx.today} and is next due for review on`)} <strong>${esc(ctx.dateAfterMonths(months))}</strong>${esc(", or sooner when:")}`,
      ),
      ul(triggers),
      p(
        `Reviews are done in consultation with ${ctx.terms.workers} and their ${plural(ctx.terms.representative)}, and the outcome is recorded in the document control table.`,
      ),
    ),
  };
}

/** Document control: version, approval and review dates, left for signatures. */
export function documentControlSection(ctx: ComposeContext): DocSection {
  return {
    id: "document-control",
    heading: "Document control",
    body: p("Record each approval and review here. Superseded versions are kept with the revision history."),
    tables: [
      {
        id: "control",
        caption: "Document control",
        columns: [
          { key: "version", label: "Version" },
          { key: "date", label: "Date" },
          { key: "change", label: "Change" },
          { key: "approvedBy", label: "Approved by" },
        ],
        rows: [
          { version: "1", date: ctx.today, change: "First issue", approvedBy: "" },
          { version: "", date: "", change: "", approvedBy: "" },
        ],
      },
    ],
  };
}

/* ---- Helpers added with the Core pack composers; any composer may use them. ---- */

/** Emergency services numbers: a fact of each country's telephone network, not of safety law. */
export const EMERGENCY_NUMBERS: Record<CountryCode, string> = { AU: "000", UK: "999", NZ: "111", US: "911" };

export function emergencyNumber(ctx: ComposeContext): string {
  return EMERGENCY_NUMBERS[ctx.profile.country];
}

/** "SafeWork NSW (phone 13 10 50, www.safework.nsw.gov.au)": only the details the profile holds. */
export function regulatorContact(ctx: ComposeContext): string {
  const r = ctx.profile.regulator;
  const details = [r.notificationPhone ? `phone ${r.notificationPhone}` : null, r.website || null].filter(
    Boolean,
  );
  return details.length ? `${r.name} (${details.join(", ")})` : r.name;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Working at height" → "working at height", but "UV radiation" stays as it is. */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Values in first-seen order without repeats. */
export function distinct(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

/** The authority the profile gives for these hazards. */
export function hazardCitations(ctx: ComposeContext, hazards: HazardEntry[] = ctx.hazards): Citation[] {
  return uniqueCitations(hazards.flatMap((h) => ctx.profile.hazardCitations[h.id] ?? []));
}

/** Labels of chosen option values, in the order chosen; unknown values shown as stored. */
export function optionLabels(options: readonly Option[], values: readonly string[] | undefined): string[] {
  return (values ?? []).map((v) => optionLabel(options, v));
}

/** "6 to 19", "200 or more", "12". */
export function headcountText(ctx: ComposeContext): string {
  const { min, max } = ctx.employees;
  if (max === null) return `${min} or more`;
  return min === max ? `${min}` : `${min} to ${max}`;
}

/** A business small enough that the owner personally fills most safety roles. */
export function isSmallBusiness(ctx: ComposeContext): boolean {
  return ctx.employees.max !== null && ctx.employees.max <= 5;
}

/** The events the law says must be notified, with how fast. */
export function notificationDeadlinesTable(ctx: ComposeContext, id = "notifiable-events"): DocTable {
  const n = ctx.profile.incidentNotification;
  return {
    id,
    caption: "Notifiable events and deadlines",
    columns: [
      { key: "event", label: "Event" },
      { key: "deadline", label: "Deadline" },
    ],
    rows: n.deadlines.map((d) => ({ event: d.event, deadline: d.deadline })),
  };
}

/** The regulator's name as it reads mid-sentence: "the Health and Safety Executive", "WorkSafe Victoria". */
export function regulatorInSentence(ctx: ComposeContext): string {
  const name = ctx.profile.regulator.name;
  return /\b(Administration|Executive|Authority|Department|Office|Commission|Division)\b/.test(name)
    ? `the ${name}`
    : name;
}

/** Who to notify, how, what to keep and the site to preserve: the profile's rule, stated plainly. */
export function notificationSummary(ctx: ComposeContext): string {
  const n = ctx.profile.incidentNotification;
  const r = ctx.profile.regulator;
  const how = [
    r.notificationPhone ? `by phone on ${r.notificationPhone}` : null,
    r.website ? `online at ${r.website}` : null,
  ]
    .filter(Boolean)
    .join(", or ");
  return html(
    p(n.summary),
    ul(
      [
        `Who to notify: ${n.notify || r.name}.`,
        how ? `How: contact ${regulatorInSentence(ctx)} ${how}.` : null,
        n.records ? `Records to keep: ${n.records}` : null,
        n.preserveSite ? `Preserve the site: ${n.preserveSite}` : null,
      ].filter((x): x is string => Boolean(x)),
    ),
  );
}

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
  ],
  ignition: [
    "hot-work",
    "fire",
    "dangerous-goods",
    "explosives",
    "hazardous-chemicals",
    "hospitality-burns-scalds",
  ],
  height: ["working-at-height", "fall-hazards", "height"],
  confinedSpace: ["confined-spaces", "confined-space"],
  electrical: ["electrical-work", "electrical", "construction-services-strike"],
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
  temperature: ["extreme-temperatures", "construction-sun-exposure"],
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

/** User text to be used inside a sentence: trimmed, without its own closing full stop. */
export function clause(text: string): string {
  return text.trim().replace(/[.\s]+$/, "");
}

/** A table of blank rows for people to fill in. */
export function blankTable(
  id: string,
  caption: string,
  columns: DocTable["columns"],
  rows: number,
): DocTable {
  return {
    id,
    caption,
    columns,
    rows: Array.from({ length: rows }, () => Object.fromEntries(columns.map((c) => [c.key, ""]))),
  };
}

/** One signature row per named role: Role, Name, Signature, Date. */
export function roleSignOffTable(id: string, caption: string, roles: string[]): DocTable {
  return {
    id,
    caption,
    columns: [
      { key: "role", label: "Role" },
      { key: "name", label: "Name" },
      { key: "signature", label: "Signature" },
      { key: "date", label: "Date" },
    ],
    rows: roles.map((role) => ({ role, name: "", signature: "", date: "" })),
  };
}

/** A two-column form: each field with a blank for the answer, or a value already known. */
export function fieldTable(
  id: string,
  caption: string,
  fields: [string, (string | null | undefined)?][],
): DocTable {
  return {
    id,
    caption,
    columns: [
      { key: "field", label: "Field" },
      { key: "value", label: "Details" },
    ],
    rows: fields.map(([field, value]) => ({ field, value: value ?? "" })),
  };
}

/** A table from rows written as lists of cells, one per column in order. */
export function tableOf(
  id: string,
  caption: string,
  columns: DocTable["columns"],
  rows: readonly (readonly string[])[],
): DocTable {
  return {
    id,
    caption,
    columns,
    rows: rows.map((cells) => Object.fromEntries(columns.map((c, i) => [c.key, cells[i] ?? ""]))),
  };
}

/** "health and safety representative (HSR)" → "health and safety representatives (HSRs)". */
export function plural(term: string): string {
  const abbreviated = /^(.*?) \(([^)]+)\)$/.exec(term);
  if (abbreviated) return `${plural(abbreviated[1] ?? "")} (${plural(abbreviated[2] ?? "")})`;
  return /s$/.test(term) ? term : `${term}s`;
}

/** "Harbourside Builders" → "Harbourside Builders'", "Acme" → "Acme's". */
export const possessive = (name: string) => (/s$/.test(name) ? `${name}'` : `${name}'s`);

/** "a, b and c"; items that hold commas are separated by semicolons instead. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  const separator = items.some((i) => i.includes(",")) ? "; " : ", ";
  return `${items.slice(0, -1).join(separator)} and ${items.at(-1)}`;
}

/** A document name inside a sentence: "WHS Policy" → "WHS policy", acronyms kept. */
export function nameInSentence(name: string): string {
  return name.replace(/\b[A-Za-z][a-z]*\b/g, (word) => word.toLowerCase());
}

/** What to check on an item of PPE, by the kind of item. */
export function ppeCheck(item: string): string {
  const checks: [RegExp, string][] = [
    [
      /harness|lanyard|fall/i,
      "Check webbing, stitching and connectors before each use; remove from service after a fall",
    ],
    [/respirator|mask|breathing/i, "Fit-tested; check seals, valves and filters before each use"],
    [
      /helmet|hard hat/i,
      "Check shell and cradle for cracks; replace after an impact or at the maker's expiry date",
    ],
    [
      /glove/i,
      /disposable/i.test(item)
        ? "Single use; discard after each task"
        : "Check for holes and wear; replace if damaged",
    ],
    [/ear|hearing/i, "Check seals and fit; replace disposable plugs daily"],
    [/glasses|goggles|face shield|visor/i, "Keep clean; replace if scratched or cracked"],
    [/boot|footwear|shoe/i, "Check soles, toe caps and midsoles; replace when worn"],
    [/high-visibility|hi-vis/i, "Replace when faded, torn or dirty"],
  ];
  return checks.find(([pattern]) => pattern.test(item))?.[1] ?? "Inspect before each use; replace if damaged";
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
