import type { Composer } from "../../compose-types";
import { isSmallHeadcount } from "../../composers/business";
import { dutyLawSection, isRule, practiceSection } from "../../composers/duty-plan";
import { emergencyNumber } from "../../composers/regulator";
import { docTitle, nameInSentence, reviewFor, scopeSection } from "../../composers/shared-people";
import { blankRows, fieldTable, roleSignOffTable, table } from "../../composers/tables";
import { html, p, ul } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE } from "./wording.generated";

/** Rows left blank in the incident log and the training record, for people to fill in. */
const LOG_ROWS = 8;
const TRAINING_ROWS = 8;

const PREMISES_INDUSTRIES = new Set([
  "retail",
  "hospitality",
  "healthcare",
  "education",
  "office",
  "professional",
]);

export const composer: Composer = (ctx) => {
  // A law's requirements each cite their provision; the good-practice steps a general duty
  // profile lists cite nothing of their own, and the plan then says it is good practice.
  const rule = isRule(ctx.profile.violence);
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "document.name": nameInSentence(ctx),
      "terms.workers": ctx.terms.workers,
      "terms.representative": ctx.terms.representative,
      "emergency.number": emergencyNumber(ctx),
    },
    // The public comes into the premises of these industries; other businesses' people work on
    // sites, farms, roads and at clients' places, and are protected where they go.
    { premises: PREMISES_INDUSTRIES.has(ctx.business.industry) },
  );
  const { roles } = w.scope;
  const risks = w.risks.table;
  const log = w.log.columns;
  const record = w.training.recordColumns;
  const logColumns = [
    ["date", log.date],
    ["time", log.time],
    ["location", log.location],
    ["type", log.type],
    ["description", log.description],
    ["involved", log.involved],
    ["consequences", log.consequences],
    ["actions", log.actions],
    ["completedBy", log.completedBy],
  ] as const;
  const recordColumns = [
    ["date", record.date],
    ["name", record.name],
    ["topics", record.topics],
    ["trainer", record.trainer],
    ["signature", record.signature],
  ] as const;
  return {
    title: docTitle(ctx),
    sections: [
      {
        ...scopeSection(ctx, w.scope.intro),
        body: html(scopeSection(ctx, w.scope.intro).body, p(w.scope.definition)),
        tables: [
          fieldTable("violence-roles", roles.caption, [
            [roles.lead],
            [roles.reports],
            [roles.emergency],
            [roles.support],
          ]),
        ],
      },
      dutyLawSection(ctx, ctx.profile.violence, w.law, rule),
      practiceSection("responsibility", w.responsibility),
      practiceSection("reporting", w.reporting),
      {
        ...practiceSection("risks", w.risks),
        tables: [
          table(
            "violence-risk-factors",
            risks.caption,
            [
              ["factor", risks.factor],
              ["where", risks.where],
              ["controls", risks.controls],
            ],
            risks.rows.map((factor) => ({ factor, where: "", controls: "" })),
          ),
        ],
      },
      practiceSection("controls", w.controls),
      practiceSection("incident", w.incident),
      {
        id: "log",
        heading: w.log.heading,
        body: html(p(w.log.intro)),
        tables: [table("violent-incident-log", w.log.caption, logColumns, blankRows(logColumns, LOG_ROWS))],
      },
      {
        id: "training",
        heading: w.training.heading,
        body: html(p(w.training.intro), ul(w.training.points), p(w.training.records)),
        tables: [
          table(
            "violence-training-record",
            w.training.recordCaption,
            recordColumns,
            blankRows(recordColumns, TRAINING_ROWS),
          ),
          roleSignOffTable("violence-sign-off", w.training.signOff.caption, [...w.training.signOff.roles]),
        ],
      },
      reviewFor(ctx, [...w.review.triggers], 12),
    ],
  };
};
