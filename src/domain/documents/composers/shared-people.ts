import { HAZARD_TYPES, optionLabel } from "../../catalogue";
import type { HazardEntry } from "../../hazards/types";
import type { Citation, Topic } from "../../legal/types";
import type { ComposeContext } from "../compose-types";
import type { DocSection, DocTable } from "../content";
import { esc, html, labelled, link, p, pHtml, strong, ul } from "../html";
import { riskScore } from "../risk";
import { businessDetailsSection, type ReviewOpening, reviewSection } from "./sections";

/** Helpers shared by the people-and-wellbeing composers (induction, permits, registers, checklists). */

/** "Worker Induction – Acme Builders", with an optional qualifier before the business name. */
export function docTitle(ctx: ComposeContext, qualifier?: string): string {
  return [ctx.documentName, qualifier, ctx.business.name].filter(Boolean).join(" – ");
}

/** "a worker", "an employee". */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;

export function isConstruction(ctx: ComposeContext): boolean {
  return ctx.business.industry === "construction";
}

/** "High" when any hazard could cause major harm before controls; drives first aid and inspection effort. */
export function isHigherRisk(ctx: ComposeContext): boolean {
  // By what the hazards could do, not by whether any box was ticked: a bookshop that ticks manual
  // handling is still a lower-hazard workplace.
  return ctx.hazards.some((h) => riskScore(h.inherent) >= 15);
}

/** Every PPE item the business's hazards call for, with the hazards and people it protects. */
export function ppeItems(ctx: ComposeContext): { item: string; hazards: HazardEntry[] }[] {
  const byItem = new Map<string, HazardEntry[]>();
  for (const h of ctx.hazards) {
    for (const item of h.ppe) byItem.set(item, [...(byItem.get(item) ?? []), h]);
  }
  return [...byItem].map(([item, hazards]) => ({ item, hazards }));
}

const splitSentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

/** Sentences of the profile's topics that match, with the citations of the topics they came from. */
export function sentencesAbout(
  topics: Topic[],
  pattern: RegExp,
): { sentences: string[]; citations: Citation[] } {
  const sentences: string[] = [];
  const citations: Citation[] = [];
  for (const t of topics) {
    const found = [...splitSentences(t.summary), ...t.requirements].filter((s) => pattern.test(s));
    if (!found.length) continue;
    for (const s of found) if (!sentences.includes(s)) sentences.push(s);
    citations.push(...t.citations);
  }
  return { sentences, citations };
}

/** A topic without the sentences about a subject the document deals with elsewhere. */
export function withoutSentences(topic: Topic, pattern: RegExp): Topic {
  return {
    ...topic,
    summary: splitSentences(topic.summary)
      .filter((s) => !pattern.test(s))
      .join(" "),
    requirements: topic.requirements.filter((r) => !pattern.test(r)),
    provisions: topic.provisions.filter((_, i) => !pattern.test(topic.requirements[i] ?? "")),
  };
}

/** Summary paragraph and requirement list of a topic, or nothing when the profile has none. */
export function topicBody(topic: Topic): string {
  return html(
    topic.summary ? p(topic.summary) : null,
    topic.requirements.length ? ul(topic.requirements) : null,
  );
}

/**
 * "Regulator for <jurisdiction>: <regulator> (phone …)", linked to its website where known. `label`
 * words the lead-in where the document has another regulator of its own (a compensation scheme's).
 */
export function regulatorParagraph(
  ctx: ComposeContext,
  label = `Regulator for ${ctx.jurisdictionName}:`,
): string {
  const r = ctx.profile.regulator;
  const name = r.website ? link(r.website, r.name) : esc(r.name);
  const phone = r.notificationPhone ? esc(` (phone ${r.notificationPhone})`) : "";
  const e = ctx.profile.enforcingAuthority;
  const enforcer = e
    ? ` ${strong("Enforcing authority for these premises:")} ${link(e.website, e.name)}. ${esc(e.note)}`
    : "";
  return pHtml(`${strong(label)} ${name}${phone}${e ? "." : ""}${enforcer}`);
}

/** The shared scope block plus the extra inputs the user gave for this document. */
export function scopeSection(
  ctx: ComposeContext,
  scopeText: string,
  more: (string | null | false)[] = [],
): DocSection {
  const base = businessDetailsSection(ctx, scopeText);
  const m = ctx.metadata;
  const facts = [
    m.location ? labelled("Location", m.location) : null,
    m.activity ? labelled("Activity", m.activity) : null,
    m.scope ? labelled("Scope of this document", m.scope) : null,
    m.hazardTypes?.length
      ? labelled("Hazard types assessed", m.hazardTypes.map((t) => optionLabel(HAZARD_TYPES, t)).join(", "))
      : null,
  ].filter((x): x is string => Boolean(x));
  return {
    ...base,
    body: html(
      base.body,
      facts.length ? `<ul>${facts.map((f) => `<li>${f}</li>`).join("")}</ul>` : null,
      ...more,
    ),
  };
}

/** Where this document applies: the location the user gave, or every workplace of the business. */
export function workplaceName(ctx: ComposeContext): string {
  return ctx.metadata.location ?? `all workplaces of ${ctx.business.name}`;
}

type Column = { key: string; label: string };

/** Rows whose cells are empty except for the given prefilled values. */
export function rowsFor(columns: Column[], prefilled: Record<string, string>[]): Record<string, string>[] {
  return prefilled.map((values) => Object.fromEntries(columns.map((c) => [c.key, values[c.key] ?? ""])));
}

/** A checklist table: one row per item, with answer and follow-up columns left for the inspector. */
export function checkTable(
  id: string,
  caption: string,
  items: string[],
  answer: "yes-no" | "yes-no-na" = "yes-no-na",
  followUp: Column[] = [
    { key: "comments", label: "Comments" },
    { key: "action", label: "Action required" },
  ],
): DocTable {
  const columns = [
    { key: "item", label: "Item" },
    { key: "result", label: answer === "yes-no" ? "Yes / No" : "Yes / No / N/A" },
    ...followUp,
  ];
  return {
    id,
    caption,
    columns,
    rows: rowsFor(
      columns,
      items.map((item) => ({ item })),
    ),
  };
}

/** Follow-up actions with an owner and a due date, numbered and left for people to fill. */
export function actionTable(id: string, caption: string, count = 6): DocTable {
  const columns = [
    { key: "no", label: "No." },
    { key: "action", label: "Action" },
    { key: "owner", label: "Owner" },
    { key: "due", label: "Due date" },
    { key: "done", label: "Completed (date / initials)" },
  ];
  return {
    id,
    caption,
    columns,
    rows: rowsFor(
      columns,
      Array.from({ length: count }, (_, i) => ({ no: String(i + 1) })),
    ),
  };
}

/** The shared review section, keeping acronyms of the document name ("PPE register", not "ppe register"). */
export function reviewFor(
  ctx: ComposeContext,
  triggers: string[],
  months = 12,
  opening?: ReviewOpening,
): DocSection {
  const section = reviewSection(ctx, triggers, months, opening);
  return {
    ...section,
    body: section.body.replace(esc(ctx.documentName.toLowerCase()), esc(nameInSentence(ctx))),
  };
}

/** The document name for use mid-sentence: "DSE workstation assessment", "PPE register". */
export function nameInSentence(ctx: ComposeContext): string {
  return ctx.documentName
    .split(" ")
    .map((w) => (/^\(?[A-Z]{2,}/.test(w) ? w : w.toLowerCase()))
    .join(" ");
}
