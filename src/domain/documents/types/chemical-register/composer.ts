import type { ComposeContext, Composer } from "../../compose-types";
import { industryInSentence, isSmallHeadcount } from "../../composers/business";
import { chemicalProducts } from "../../composers/chemical-products";
import { hazardCitations } from "../../composers/citations";
import { HAZARD_GROUPS } from "../../composers/hazard-selection";
import { firstCall, regulatorName, regulatorParagraph } from "../../composers/regulator";
import { reviewSection, scopeSection } from "../../composers/sections";
import { withArticle } from "../../composers/shared-people";
import { blankRows, type Column, table } from "../../composers/tables";
import { clause, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { html, p, ul } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

const CHEMICAL_IDS: readonly string[] = HAZARD_GROUPS.chemical;

type ExampleKey = keyof Wording["register"]["examples"];

// Every product the shared decision can name has an example in this register's wording.
const exampleKeys = (ctx: ComposeContext): ExampleKey[] => chemicalProducts(ctx);

/** The SDS review interval stated by the profile, e.g. "5 years", or null where it states none. */
function sdsInterval(ctx: ComposeContext): { interval: string; source: string } | null {
  const t = ctx.profile.hazardousChemicals;
  for (const source of [t.summary, ...t.requirements]) {
    if (!/SDS|safety data sheet/i.test(source)) continue;
    const m = /\b(\d+|one|two|three|four|five)[\s-]years?\b/i.exec(source);
    if (m) return { interval: `${m[1]} years`, source };
  }
  return null;
}

/** "hazardous substances" where the profile's law says so, otherwise "hazardous chemicals". */
function chemicalsWord(ctx: ComposeContext): string {
  return /hazardous substances|substances hazardous/i.test(ctx.profile.hazardousChemicals.summary)
    ? "hazardous substances"
    : "hazardous chemicals";
}

/** The example products that are gas cylinders: they bring their own storage line. */
const GAS_CYLINDERS: readonly ExampleKey[] = ["lpg", "acetylene", "oxygen"];

const columnsOf = (labels: Record<string, string>): Column[] => Object.entries(labels);

function registerSection(ctx: ComposeContext, w: Wording): DocSection {
  const r = w.register;
  const interval = sdsInterval(ctx);
  const reviewCell = interval ? r.reviewDue.interval : r.reviewDue.revision;
  const columns = columnsOf(r.columns);
  const found = exampleKeys(ctx).map((k) => r.examples[k]);
  const rows = [
    ...found.map((e) => ({
      product: r.example({ product: e.name }),
      supplier: "",
      classification: e.classification,
      exposureLimit: "",
      healthMonitoring: "",
      dangerousGoods: "",
      quantity: "",
      sdsDate: "",
      sdsReview: reviewCell,
      controls: e.controls,
    })),
    ...blankRows(columns, found.length ? 8 : 12, () => ({ sdsReview: interval ? reviewCell : "" })),
  ];
  return {
    id: "register",
    heading: r.heading,
    body: html(p(r.intro), found.length ? p(r.examplesIntro) : null),
    tables: [table("chemicals", r.caption, columns, rows)],
  };
}

export const composer: Composer = (ctx) => {
  const topic = ctx.profile.hazardousChemicals;
  const word = chemicalsWord(ctx);
  const interval = sdsInterval(ctx);
  const small = isSmallHeadcount(ctx.employees);
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small },
    {
      "business.name": ctx.business.name,
      "business.possessive": possessive(ctx.business.name),
      "document.title": ctx.documentName,
      chemicals: word,
      chemical: word.slice(0, -1),
      "industry.withArticle": withArticle(industryInSentence(ctx)),
      "terms.workers": ctx.terms.workers,
      call: firstCall(ctx),
      "regulator.name": regulatorName(ctx),
      location: ctx.metadata.location ? clause(ctx.metadata.location) : "",
      "sds.interval": interval?.interval ?? "",
      "sds.source": interval?.source.replace(/\.$/, "") ?? "",
    },
    {
      location: Boolean(ctx.metadata.location),
      interval: interval !== null,
      gases: exampleKeys(ctx).some((k) => GAS_CYLINDERS.includes(k)),
      small,
    },
  );
  return {
    title: `${ctx.documentName} – ${ctx.business.name}`,
    sections: [
      scopeSection(ctx, w.scope.intro),
      {
        id: "requirements",
        heading: w.requirements.heading,
        body: html(
          p(topic.summary),
          topic.requirements.length ? ul(topic.requirements) : null,
          regulatorParagraph(ctx, w.requirements.guidanceBy),
        ),
        citations: [
          ...topic.citations,
          ...hazardCitations(
            ctx,
            ctx.hazards.filter((h) => CHEMICAL_IDS.includes(h.id)),
          ),
        ],
      },
      registerSection(ctx, w),
      { id: "sds", heading: w.sds.heading, body: html(p(w.sds.intro), ul(w.sds.points)) },
      { id: "storage", heading: w.storage.heading, body: html(p(w.storage.intro), ul(w.storage.points)) },
      reviewSection(ctx, [...w.review.triggers]),
    ],
  };
};
