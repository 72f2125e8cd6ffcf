import type { Composer } from "../../compose-types";
import { isSmallHeadcount } from "../../composers/business";
import { dutyLawSection, isRule, practiceSection } from "../../composers/duty-plan";
import {
  docTitle,
  nameInSentence,
  reviewFor,
  scopeSection,
  workplaceName,
} from "../../composers/shared-people";
import { blankRows, fieldTable, roleSignOffTable, table } from "../../composers/tables";
import { wordingOf } from "../../wording";
import { TEMPLATE } from "./wording.generated";

/** Rows left blank in the task table for the tasks and ways of working still to be written. */
const TASK_ROWS = 6;

export const composer: Composer = (ctx) => {
  // A law's requirements each cite their provision; the good-practice steps a general duty
  // profile lists cite nothing of their own, and the plan then says it is good practice.
  const rule = isRule(ctx.profile.silica);
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
      dutyLawSection(ctx, ctx.profile.silica, w.law, rule),
      {
        ...practiceSection("tasks", w.tasks),
        tables: [
          table("silica-tasks", t.caption, columns, silicaTask ? [{ ...rows[0], task }, ...rows] : rows),
        ],
      },
      practiceSection("controls", w.controls),
      practiceSection("housekeeping", w.housekeeping),
      practiceSection("access", w.access),
      practiceSection("checks", w.checks),
      {
        ...practiceSection("training", w.training),
        tables: [
          roleSignOffTable("silica-sign-off", w.training.signOff.caption, [...w.training.signOff.roles]),
        ],
      },
      reviewFor(ctx, [...w.review.triggers], 12),
    ],
  };
};
