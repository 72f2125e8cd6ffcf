import { INSPECTION_CHECKS, type InspectionCheckId } from "../../../catalogue/inspection-checks";
import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, isSmallHeadcount } from "../../composers/business";
import { legalBasis } from "../../composers/citations";
import {
  actionTable,
  checkTable,
  docTitle,
  nameInSentence,
  regulatorParagraph,
  reviewFor,
  scopeSection,
  topicBody,
} from "../../composers/shared-people";
import { fieldTable, roleSignOffTable } from "../../composers/tables";
import type { DocSection, DocTable } from "../../content";
import { html, p, ul } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

/** The inspection check an area's items test, where a jurisdiction names its provision. */
const AREA_CHECK: Partial<Record<string, InspectionCheckId>> = {
  "display-screen": "dse-workstation",
  "keyboard-mouse": "dse-workstation",
  chair: "dse-workstation",
  desk: "dse-workstation",
  environment: "dse-workstation",
  "software-breaks": "dse-breaks",
};

/**
 * A checklist table. Where the jurisdiction names the provision an area tests, a first item checks
 * it; the detailed checks below it set the workstation up well and are good practice, since the
 * law's minimum requirements do not prescribe each of them.
 */
function areaTable(ctx: ComposeContext, w: Wording, a: Wording["checklist"]["areas"][number]): DocTable {
  const check = AREA_CHECK[a.id];
  const law = legalBasis(ctx, (check && ctx.profile.checks[check]) || [], 2);
  const goodPractice = w.checklist.goodPractice;
  const rows = [
    ...(law && check ? [{ item: INSPECTION_CHECKS[check], basis: law }] : []),
    ...a.items.map((item) => ({ item, basis: goodPractice })),
  ];
  const base = checkTable(
    a.id,
    a.caption,
    rows.map((r) => r.item),
    "yes-no",
    [{ key: "action", label: w.checklist.columns.action }],
  );
  const [item, ...rest] = base.columns;
  return {
    ...base,
    columns: [...(item ? [item] : []), { key: "basis", label: w.checklist.columns.basis }, ...rest],
    rows: base.rows.map((r, i) => ({ ...r, basis: rows[i]?.basis ?? goodPractice })),
  };
}

function scope(ctx: ComposeContext, w: Wording): DocSection {
  const base = scopeSection(ctx, w.scope.intro);
  const d = w.scope.details;
  return {
    ...base,
    tables: [
      fieldTable("assessment-details", d.caption, [
        [d.user],
        [d.job],
        // Written in for each person assessed: the checklist asks for no place of its own.
        [d.location],
        [d.hours],
        [d.assessor],
        [d.date],
      ]),
    ],
  };
}

function requirements(ctx: ComposeContext, w: Wording): DocSection {
  const ws = ctx.profile.workstations;
  const notes = headcountRules(ctx);
  return {
    id: "requirements",
    heading: w.requirements.heading,
    body: html(
      topicBody(ws),
      notes.body,
      p(w.requirements.also),
      ul(w.requirements.duties),
      regulatorParagraph(ctx),
    ),
    citations: [...ws.citations, ...notes.citations],
  };
}

export const composer: Composer = (ctx) => {
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    { "business.name": ctx.business.name, "document.name": nameInSentence(ctx) },
    {},
  );
  return {
    title: docTitle(ctx),
    sections: [
      scope(ctx, w),
      requirements(ctx, w),
      {
        id: "checklist",
        heading: w.checklist.heading,
        body: p(w.checklist.intro),
        tables: w.checklist.areas.map((a) => areaTable(ctx, w, a)),
      },
      {
        id: "actions",
        heading: w.actions.heading,
        body: p(w.actions.intro),
        tables: [
          actionTable("dse-actions", w.actions.caption, 6),
          roleSignOffTable("dse-sign-off", w.actions.signOff.caption, [...w.actions.signOff.roles]),
        ],
      },
      reviewFor(ctx, [...w.review.triggers], 24),
    ],
  };
};
