import { activityLabel, HAZARD_TYPES, HIGH_RISK_ACTIVITIES, optionLabel } from "../../catalogue";
import type { HazardEntry } from "../../hazards/types";
import { uniqueCitations } from "../../legal/helpers";
import type { Citation, Topic } from "../../legal/types";
import type { ComposeContext } from "../compose-types";
import type { DocSection, DocTable } from "../content";
import { esc, html, link, p, pHtml } from "../html";
import { riskLevel, riskScore } from "../risk";
import { businessDetailsSection, capitalise, clause, hazardTable } from "./shared";

/** Helpers shared by the operational composers (registers, plans, audits, inductions, SOPs). */

export type Column = readonly [key: string, label: string];

/** A table from compact `[key, label]` columns. */
export function table(
  id: string,
  caption: string,
  columns: readonly Column[],
  rows: Record<string, string>[],
): DocTable {
  return { id, caption, columns: columns.map(([key, label]) => ({ key, label })), rows };
}

/** Rows left for people to fill; `fill` pre-sets cells such as a reference number. */
export function blankRows(
  columns: readonly Column[],
  count: number,
  fill: (i: number) => Record<string, string> = () => ({}),
): Record<string, string>[] {
  return Array.from({ length: count }, (_, i) => ({
    ...Object.fromEntries(columns.map(([key]) => [key, ""])),
    ...fill(i),
  }));
}

/** Highest risk after controls first, then highest risk before controls; stable otherwise. */
export function byRisk(hazards: readonly HazardEntry[]): HazardEntry[] {
  return [...hazards].sort(
    (a, b) => riskScore(b.residual) - riskScore(a.residual) || riskScore(b.inherent) - riskScore(a.inherent),
  );
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

export const isConstruction = (ctx: ComposeContext) => ctx.business.industry === "construction";

/** Who owns a hazard's controls: the duty holder for anything above Low after controls. */
export function hazardOwner(ctx: ComposeContext, h: HazardEntry): string {
  return riskLevel(h.residual) === "Low"
    ? "Supervisor"
    : capitalise(`${ctx.terms.dutyHolderShort} / supervisor`);
}

/** The shared hazard table with its "Responsible" cells starting in capitals. */
export function hazardTableFor(ctx: ComposeContext, hazards: HazardEntry[], id?: string): DocTable {
  const t = hazardTable(ctx, hazards, id);
  return { ...t, rows: t.rows.map((r) => ({ ...r, responsible: capitalise(r.responsible ?? "") })) };
}

/** Review sooner where more risk remains after controls. */
export function reviewMonths(h: HazardEntry): number {
  const level = riskLevel(h.residual);
  if (level === "Extreme" || level === "High") return 3;
  return level === "Medium" ? 6 : 12;
}

/** Names that read as a description ("Health and Safety Executive") take "the" in prose. */
const NEEDS_ARTICLE =
  /^(Health|Occupational|Department|Division|Office|Bureau|Labor|Industrial)\b|\b(Division|Department|Administration|Bureau|Program|Services)\b/;

/** The regulator as prose names it: a brand name as it is, a descriptive name with "the". */
export function regulatorName(ctx: ComposeContext): string {
  const name = ctx.profile.regulator.name;
  return NEEDS_ARTICLE.test(name) ? `the ${name}` : name;
}

/** A paragraph naming the regulator with a link to its website. */
export function regulatorParagraph(ctx: ComposeContext, lead: string): string {
  const r = ctx.profile.regulator;
  const article = NEEDS_ARTICLE.test(r.name) ? "the " : "";
  const site = r.website ? link(r.website, r.name) : esc(r.name);
  return pHtml(`${esc(`${lead.trimEnd()} ${article}`)}${site}.`);
}

/** "Working at Height" → "Working at height" (catalogue labels are in title case). */
const sentenceCase = (label: string) => label.charAt(0) + label.slice(1).toLowerCase();

/** Short legal basis text for a table cell; empty where there is no authority. */
export function legalBasis(ctx: ComposeContext, citations: readonly Citation[], max = 2): string {
  return citations.slice(0, max).map(ctx.citationTitle).join("\n");
}

/** The scope section: who the document covers, the job it is for and whose law applies. */
export function scopeSection(ctx: ComposeContext, purpose: string, extra: string[] = []): DocSection {
  const m = ctx.metadata;
  const text = [
    purpose,
    m.scope ? `Scope set for this document: ${clause(m.scope)}.` : "",
    m.location ? `Site: ${clause(m.location)}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const base = businessDetailsSection(ctx, text);
  return {
    ...base,
    body: html(
      base.body,
      ...extra.map(p),
      regulatorParagraph(
        ctx,
        `It is written for the health and safety law of ${ctx.jurisdictionName}, which is enforced by`,
      ),
    ),
  };
}

/** A section with more body appended and more citations merged in. */
export function extend(section: DocSection, body: string, citations: readonly Citation[] = []): DocSection {
  return {
    ...section,
    body: html(section.body, body),
    citations: uniqueCitations([...(section.citations ?? []), ...citations]),
  };
}

/** The requirements of a topic that mention a word, e.g. "construction". */
export function requirementsAbout(topic: Topic, pattern: RegExp): string[] {
  return [topic.summary, ...topic.requirements].filter((t) => pattern.test(t));
}
