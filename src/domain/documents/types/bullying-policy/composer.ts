import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, isSmallBusiness } from "../../composers/business";
import {
  docTitle,
  regulatorParagraph,
  reviewFor,
  rowsFor,
  scopeSection,
  sentencesAbout,
  topicBody,
  withArticle,
} from "../../composers/shared-people";
import { possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { h3, html, ol, p, ul } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

const columnsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([key, label]) => ({ key, label }));

function purpose(w: Wording): DocSection {
  return {
    id: "purpose",
    heading: w.purpose.heading,
    body: html(p(w.purpose.commitment), p(w.purpose.explains)),
  };
}

function definition(ctx: ComposeContext, w: Wording): DocSection {
  const { bullying, psychosocial } = ctx.profile;
  const d = w.definition;
  // Headcount rules on harassment (California's training duty from five employees).
  const notes = headcountRules(ctx);
  return {
    id: "definition",
    heading: d.heading,
    body: html(
      h3(d.bullying.heading),
      p(d.bullying.intro),
      ul(d.bullying.examples),
      p(d.bullying.notBullying),
      h3(d.harassment.heading),
      p(d.harassment.text),
      h3(d.violence.heading),
      p(d.violence.text),
      h3(d.law.heading),
      topicBody(bullying),
      topicBody(psychosocial),
      notes.body,
    ),
    citations: [...bullying.citations, ...psychosocial.citations, ...notes.citations],
  };
}

function responsibilities(w: Wording): DocSection {
  const r = w.responsibilities;
  return {
    id: "responsibilities",
    heading: r.heading,
    body: p(r.intro),
    tables: [
      {
        id: "roles",
        caption: r.caption,
        columns: columnsOf(r.columns),
        rows: r.roles.map(({ role, duties }) => ({ role, duties: duties.join("\n") })),
      },
    ],
  };
}

// A sentence saying a law does not cover the business (too few employees) is not a route to take.
const EXTERNAL_ROUTE =
  /^(?!.*\b(?:is not covered|does not cover|do not cover)\b).*(?:commission|tribunal|grievance|ombudsman|\bapply\b|\bclaim|\bfile an? (?:complaint|charge)\b)/i;

/**
 * Whether a route is open to a business of this size: a sentence that opens it only to employers
 * of some number or more (Washington's Human Rights Commission, from 8) is not, when every
 * headcount of the band is below that number.
 */
function openToBand(sentence: string, employees: { max: number | null }): boolean {
  if (employees.max === null) return true;
  const floors = [...sentence.matchAll(/\b(\d+) or more (?:employees|workers|persons|people)\b/gi)].map((m) =>
    Number(m[1]),
  );
  return floors.every((n) => employees.max! >= n);
}

/** The law's external complaint routes, those open to a business of this size, and whether size closed them all. */
function externalRoutes(ctx: ComposeContext) {
  const topics = [ctx.profile.bullying, ctx.profile.psychosocial];
  // Summaries say what a worker may do; requirements say what the employer must tell them. Prefer the first.
  const fromSummaries = sentencesAbout(
    topics.map((t) => ({ ...t, requirements: [], provisions: [] })),
    EXTERNAL_ROUTE,
  );
  const found = fromSummaries.sentences.length ? fromSummaries : sentencesAbout(topics, EXTERNAL_ROUTE);
  const open = found.sentences.filter((s) => openToBand(s, ctx.employees));
  return {
    sentences: open,
    citations: open.length ? found.citations : [],
    // Routes the law opens only to larger employers were left out: the worker is told so, and not
    // sent to "external routes" the list does not hold.
    closedBySize: open.length === 0 && found.sentences.length > 0,
  };
}

function reporting(ctx: ComposeContext, w: Wording, external: ReturnType<typeof externalRoutes>): DocSection {
  const r = w.reporting;
  const columns = columnsOf(r.contacts.columns);
  return {
    id: "reporting",
    heading: r.heading,
    body: html(
      p(r.intro),
      h3(r.internal.heading),
      ol(r.internal.routes),
      h3(r.external.heading),
      p(r.external.intro),
      external.sentences.length ? ul(external.sentences) : null,
      ...r.external.closedBySize.map(p),
      regulatorParagraph(ctx),
    ),
    tables: [
      {
        id: "report-contacts",
        caption: r.contacts.caption,
        columns,
        rows: rowsFor(columns, [
          { route: r.contacts.contactOfficer },
          r.contacts.alternativeContact
            ? { route: r.contacts.alternative, contact: r.contacts.alternativeContact }
            : { route: r.contacts.alternative },
          { route: r.contacts.representative },
          { route: ctx.profile.regulator.name, contact: ctx.profile.regulator.website },
        ]),
      },
    ],
    citations: external.citations,
  };
}

function investigation(w: Wording): DocSection {
  const i = w.investigation;
  return {
    id: "investigation",
    heading: i.heading,
    body: html(p(i.intro)),
    tables: [
      {
        id: "investigation-steps",
        caption: i.caption,
        columns: columnsOf(i.columns),
        rows: i.steps.map((s, n) => ({ step: String(n + 1), ...s })),
      },
    ],
  };
}

export const composer: Composer = (ctx) => {
  const small = isSmallBusiness(ctx);
  const external = externalRoutes(ctx);
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small },
    {
      "business.name": ctx.business.name,
      "business.possessive": possessive(ctx.business.name),
      jurisdiction: ctx.jurisdictionName,
      "terms.aWorker": withArticle(ctx.terms.worker),
      "terms.workers": ctx.terms.workers,
      "terms.dutyHolderShort": ctx.terms.dutyHolderShort,
      "terms.representative": ctx.terms.representative,
    },
    {
      small,
      ownerContactOnly: small && external.sentences.length === 0,
      closedBySize: external.closedBySize,
    },
  );
  return {
    title: docTitle(ctx),
    sections: [
      purpose(w),
      scopeSection(ctx, w.scope.intro),
      definition(ctx, w),
      responsibilities(w),
      reporting(ctx, w, external),
      investigation(w),
      {
        id: "outcomes",
        heading: w.outcomes.heading,
        body: html(p(w.outcomes.intro), ul(w.outcomes.actions), p(w.outcomes.learned)),
      },
      {
        id: "support",
        heading: w.support.heading,
        body: html(ul(w.support.points), p(w.support.contacts)),
      },
      reviewFor(ctx, [...w.review.triggers]),
    ],
  };
};
