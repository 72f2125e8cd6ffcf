import type { Citation, Topic } from "../../legal/types";
import type { ComposeContext } from "../compose-types";
import type { DocSection } from "../content";
import { esc, html, labelled, p, pHtml, ul } from "../html";
import { industryHeading } from "./business";
import { enforcerParagraph } from "./regulator";
import { clause, nameInSentence, plural } from "./text";

/** Sections most documents share: scope, a topic of the law, review and document control. */

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
    labelled("Industry", industryHeading(ctx)),
    labelled("Workers", `${b.employeeCount} employees`),
    labelled("Jurisdiction", ctx.jurisdictionName),
    ctx.profile.enforcingAuthority
      ? labelled(
          "Enforcing authority",
          `${ctx.profile.enforcingAuthority.name}. ${ctx.profile.enforcingAuthority.note}`,
        )
      : null,
    labelled("Operates in", ctx.regionNames.join(", ")),
    b.workDescription ? labelled("Work carried out", b.workDescription) : null,
  ].filter((x): x is string => Boolean(x));
  return {
    id: "scope",
    heading: "Scope",
    body: html(p(scopeText), `<ul>${facts.map((f) => `<li>${f}</li>`).join("")}</ul>`),
  };
}

/** The first sentence of a review section, before and after the day the document was prepared. */
export type ReviewOpening = { prepared: string; due: string };

/**
 * When and how the document is reviewed. `opening` is the type's own wording of the first
 * sentence where the shared one does not read (procedures named in the plural).
 */
export function reviewSection(
  ctx: ComposeContext,
  triggers: string[],
  months = 12,
  opening: ReviewOpening = {
    prepared: `This ${nameInSentence(ctx.documentName)} was prepared on`,
    due: "and is next due for review on",
  },
): DocSection {
  return {
    id: "review",
    heading: "Review",
    body: html(
      pHtml(
        `${esc(`${opening.prepared} ${ctx.today} ${opening.due}`)} <strong>${esc(ctx.dateAfterMonths(months))}</strong>${esc(", or sooner when:")}`,
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
      enforcerParagraph(
        ctx,
        `It is written for the health and safety law of ${ctx.jurisdictionName}, which ${ctx.profile.enforcingAuthority ? "at these premises " : ""}is enforced by`,
      ),
    ),
  };
}

/** A section with more body appended and more citations merged in. */
export function extend(section: DocSection, body: string, citations: readonly Citation[] = []): DocSection {
  return {
    ...section,
    body: html(section.body, body),
    // The engine lists each provision of a section once; no need to de-duplicate here.
    citations: [...(section.citations ?? []), ...citations],
  };
}

/** The requirements of a topic that mention a word, e.g. "construction". */
export function requirementsAbout(topic: Topic, pattern: RegExp): string[] {
  return [topic.summary, ...topic.requirements].filter((t) => pattern.test(t));
}
