import type { ComposeContext, Composer } from "../../compose-types";
import { isSmallHeadcount } from "../../composers/business";
import {
  docTitle,
  nameInSentence,
  regulatorParagraph,
  reviewFor,
  scopeSection,
  topicBody,
  workplaceName,
} from "../../composers/shared-people";
import { blankRows, fieldTable, roleSignOffTable, table } from "../../composers/tables";
import type { DocSection } from "../../content";
import { html, p, ul } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

/** Rows left blank in the task table for the tasks and ways of working still to be written. */
const TASK_ROWS = 6;

/**
 * The law section: the jurisdiction's silica law in its own terms where one asks for a plan or an
 * assessment (its requirements, each with its provision), or the general duty under which this plan
 * is good practice, which the profile's summary says.
 */
function law(ctx: ComposeContext, w: Wording, rule: boolean): DocSection {
  const silica = ctx.profile.silica;
  return {
    id: "law",
    heading: w.law.heading,
    body: html(topicBody(silica), p(rule ? w.law.rule : w.law.goodPractice), regulatorParagraph(ctx)),
    citations: silica.citations,
  };
}

function practice(
  id: string,
  section: { heading: string; intro: string | readonly string[]; points: readonly string[] },
): DocSection {
  const intro = typeof section.intro === "string" ? [section.intro] : section.intro;
  return { id, heading: section.heading, body: html(...intro.map((text) => p(text)), ul(section.points)) };
}

export const composer: Composer = (ctx) => {
  // A law's requirements each cite their provision; the good-practice steps a general duty
  // profile lists cite nothing of their own, and the plan then says it is good practice.
  const rule = ctx.profile.silica.provisions.some((cited) => cited.length > 0);
  // Only the work the business named is a task of the plan, and only where that work is a job
  // that makes silica dust (the job its own words name in its industry, or the tasks it picked);
  // nothing is guessed from its industry, and other work is left for the business to write.
  const task = ctx.metadata.activity?.trim() ?? "";
  const silicaTask = task.length > 0 && (ctx.method?.tasks.some((t) => t.silica === true) ?? false);
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "document.name": nameInSentence(ctx),
      workplace: workplaceName(ctx),
      "terms.workers": ctx.terms.workers,
      task,
    },
    { named: task.length > 0, silicaTask, otherTask: task.length > 0 && !silicaTask },
  );
  const roles = w.scope.roles;
  const t = w.tasks.table;
  const columns = [
    ["task", t.task],
    ["engineering", t.engineering],
    ["practice", t.practice],
    ["respiratory", t.respiratory],
    ["checkedBy", t.checkedBy],
  ] as const;
  const rows = blankRows(columns, silicaTask ? TASK_ROWS - 1 : TASK_ROWS);
  return {
    title: docTitle(ctx),
    sections: [
      {
        ...scopeSection(ctx, w.scope.intro),
        tables: [
          fieldTable("silica-roles", roles.caption, [[roles.lead], [roles.checker], [roles.supplier]]),
        ],
      },
      law(ctx, w, rule),
      {
        ...practice("tasks", w.tasks),
        tables: [
          table("silica-tasks", t.caption, columns, silicaTask ? [{ ...rows[0], task }, ...rows] : rows),
        ],
      },
      practice("controls", w.controls),
      practice("housekeeping", w.housekeeping),
      practice("access", w.access),
      practice("checks", w.checks),
      {
        ...practice("training", w.training),
        tables: [
          roleSignOffTable("silica-sign-off", w.training.signOff.caption, [...w.training.signOff.roles]),
        ],
      },
      reviewFor(ctx, [...w.review.triggers], 12),
    ],
  };
};
