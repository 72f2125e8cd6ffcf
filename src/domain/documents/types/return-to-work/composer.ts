import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, industryHeading, isSmallBusiness } from "../../composers/business";
import { hasHazard } from "../../composers/hazard-selection";
import {
  docTitle,
  regulatorParagraph,
  reviewFor,
  rowsFor,
  scopeSection,
  topicBody,
} from "../../composers/shared-people";
import { fieldTable, roleSignOffTable } from "../../composers/tables";
import type { DocSection } from "../../content";
import { h3, html, labelled, p, pHtml, ul } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

const columnsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([key, label]) => ({ key, label }));

const STEP_KEYS = ["step", "action", "who", "when"] as const;

/** The template's country terms as the slots its lines name. */
const rtwSlots = (t: Wording["terms"]) => ({
  "rtw.duties": t.duties,
  "rtw.plan": t.plan,
  "rtw.note": t.note,
  "rtw.restrictions": t.restrictions,
  "rtw.practitioner": t.practitioner,
  "rtw.coordinator": t.coordinator,
  "rtw.lead": t.lead,
});

function requirements(ctx: ComposeContext, w: Wording): DocSection {
  const rtw = ctx.profile.returnToWork;
  const notes = headcountRules(ctx);
  return {
    id: "requirements",
    heading: w.requirements.heading,
    body: html(
      rtw.scheme ? pHtml(labelled(w.requirements.scheme, rtw.scheme)) : null,
      topicBody(rtw),
      notes.body,
      regulatorParagraph(ctx, w.requirements.regulator),
    ),
    // The claim deadlines are items of their own; the provision that sets each must be cited even
    // where the topic's list names only the whole Act.
    citations: [...rtw.citations, ...rtw.provisions.flat(), ...notes.citations],
  };
}

function responsibilities(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.responsibilities;
  const scheme = ctx.profile.returnToWork.scheme || t.schemeUnknown;
  const roles = [t.employer, t.coordinator, t.injured, t.practitioner, t.supervisor];
  const insurer = { role: t.insurer.role, duties: [scheme, ...t.insurer.duties] };
  return {
    id: "responsibilities",
    heading: t.heading,
    body: p(t.intro),
    tables: [
      {
        id: "rtw-roles",
        caption: t.caption,
        columns: columnsOf(t.columns),
        // The insurer or scheme comes before the supervisor, who puts the plan into practice.
        rows: [...roles.slice(0, 4), insurer, roles[4]!].map((r) => ({
          role: r.role,
          duties: r.duties.join("\n"),
        })),
      },
    ],
  };
}

function processSection(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.process;
  const byIndustry: Readonly<Record<string, readonly string[]>> = t.suitableDuties;
  const duties = byIndustry[ctx.business.industry] ?? t.suitableDuties.anyOther;
  const planColumns = columnsOf(t.planColumns);
  return {
    id: "process",
    heading: t.heading,
    body: html(p(t.intro), h3(t.dutiesHeading), p(t.dutiesIntro), ul([...duties]), p(t.dutiesMeaning)),
    tables: [
      {
        id: "rtw-steps",
        caption: t.stepsCaption,
        columns: STEP_KEYS.map((key, i) => ({ key, label: t.stepColumns[i] ?? "" })),
        rows: t.steps.map((s, i) => ({ step: String(i + 1), action: s.action, who: s.who, when: s.timing })),
      },
      fieldTable(
        "plan-details",
        t.detailsCaption,
        t.details.map((field) => [field]),
      ),
      {
        id: "suitable-duties-plan",
        caption: t.planCaption,
        columns: planColumns,
        rows: rowsFor(
          planColumns,
          t.periods.map((period) => ({ period })),
        ),
      },
      roleSignOffTable("plan-agreement", t.agreedCaption, [...t.agreedBy]),
    ],
  };
}

export const composer: Composer = (ctx) => {
  const small = isSmallBusiness(ctx);
  const reader = { country: ctx.profile.country, region: ctx.profile.code, small };
  const base = {
    "business.name": ctx.business.name,
    jurisdiction: ctx.jurisdictionName,
    industry: industryHeading(ctx).toLowerCase(),
    "terms.worker": ctx.terms.worker,
    "terms.workers": ctx.terms.workers,
  };
  // The country's words for the return (its note, its duties, who manages it) are read first, so
  // every other line says them in that country's words and no other.
  const unset = {
    duties: "",
    plan: "",
    note: "",
    restrictions: "",
    practitioner: "",
    coordinator: "",
    lead: "",
  };
  const animalCare = hasHazard(ctx, "animalCare");
  const terms = wordingOf(TEMPLATE, reader, { ...base, ...rtwSlots(unset) }, { small, animalCare }).terms;
  const w = wordingOf(TEMPLATE, reader, { ...base, ...rtwSlots(terms) }, { small, animalCare });
  return {
    title: docTitle(ctx),
    sections: [
      { id: "purpose", heading: w.purpose.heading, body: html(...w.purpose.paragraphs.map((x) => p(x))) },
      scopeSection(ctx, w.scope.intro),
      requirements(ctx, w),
      responsibilities(ctx, w),
      processSection(ctx, w),
      reviewFor(ctx, [...w.review.triggers]),
    ],
  };
};
