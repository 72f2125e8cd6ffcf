import { respeller } from "../../../catalogue/spelling";
import { profileFor } from "../../../legal";
import type { Method, MethodStep } from "../../../tasks";
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

/** Hazards of the task library that are the dust of cutting, drilling or breaking silica materials. */
const SILICA_HAZARDS = new Set(["dust-exposure", "roof-tile-silica", "mining-respirable-dust"]);
/**
 * Of those, the hazards that are respirable crystalline silica whatever the task (the rock dust of
 * drilling, blasting and moving broken rock; a concrete roof tile's dust). Dust in general may be
 * grain, wood or flour: it makes a step silica work only in a task of the library that is.
 */
const ALWAYS_SILICA = new Set(["roof-tile-silica", "mining-respirable-dust"]);
const AT_SOURCE = new Set(["elimination", "substitution", "engineering"]);
const RESPIRATORY = /respirat|\bRPE\b|\bmask\b|\bP[23]\b|\bN95\b|\bP100\b/i;
const NO_DRY_CLEANING = /dry sweep|swept dry|compressed air/i;
/** A control of a dusty step that is about the dust (the step's guards, lead or asbestos lines are not). */
const ABOUT_DUST =
  /dust|water (?:fed|to)|suppression|\bwet\b|extract|vacuum|spray|slurry|silica|abrasive|sweep|compressed air|filter|ventilat|kept out|barricad|wash/i;
const OTHER_SUBSTANCE = /\blead\b|asbestos/i;

/** The titles of the method's tasks that are silica work of the task library. */
const silicaTaskTitles = (method: Method | null) =>
  new Set((method?.tasks ?? []).filter((t) => t.silica === true).map((t) => t.title));

/**
 * The steps of the method that make the dust, where a task row's controls come from: the dusty
 * steps of its silica tasks, and any step that meets a hazard that is always silica dust.
 */
function dustySteps(method: Method | null): MethodStep[] {
  const silicaTasks = silicaTaskTitles(method);
  return (method?.steps ?? []).filter(
    (s) =>
      (silicaTasks.has(s.task) && s.hazards.some((h) => SILICA_HAZARDS.has(h.id))) ||
      s.hazards.some((h) => ALWAYS_SILICA.has(h.id)),
  );
}

/** The respirator a line names, as the document will print it: its words before any fit or condition. */
const deviceOf = (line: string) =>
  line
    .split(/,|\s(?:fit[- ]tested|where|while|when|if)\b/i)[0]!
    .trim()
    .toLowerCase();
/** A respirator worn only at some of the work ("... while vacuuming dry dust"). */
const CONDITIONAL = /\b(?:where|while|when|if)\b/i;

/**
 * The respirators of the dusty steps, each once. A line naming the same respirator as one worn
 * throughout adds nothing to it, even where the lines differ only in the country's name for it (two
 * wordings both printed as an FFP3 respirator in Great Britain).
 */
function respiratorsOnce(worn: readonly string[], local: (line: string) => string): string[] {
  const device = worn.map((p) => deviceOf(local(p)));
  return worn.filter(
    (p, i) =>
      !worn.some(
        (q, j) =>
          j !== i &&
          q !== p &&
          !CONDITIONAL.test(q) &&
          (p.startsWith(`${q} `) || (device[j] === device[i] && (CONDITIONAL.test(p) || j < i))),
      ),
  );
}

/**
 * A named task's controls, column by column: those of its dusty steps in the task library, each
 * once, and the plan's own line where the steps leave a column empty. Clean-up that puts no dust
 * back in the air is always among the ways of working.
 */
function taskControls(
  method: Method | null,
  defaults: { engineering: string; practice: string; respiratory: string; housekeeping: string },
  local: (line: string) => string,
) {
  const steps = dustySteps(method);
  const once = (lines: string[]) => [...new Set(lines.map((l) => l.trim()).filter(Boolean))];
  const controls = steps
    .flatMap((s) => s.required)
    .filter((c) => ABOUT_DUST.test(c.text) && !OTHER_SUBSTANCE.test(c.text));
  const atSource = once(controls.filter((c) => AT_SOURCE.has(c.level)).map((c) => c.text));
  // Steps that give no control at the source (firing a blast) take the silica hazard's own: the
  // plan's line for a tool would not fit them.
  const fromHazards = once(
    steps
      .flatMap((s) => s.hazards)
      .filter((h) => ALWAYS_SILICA.has(h.id))
      .flatMap((h) => h.controls)
      .filter((c) => AT_SOURCE.has(c.level) && ABOUT_DUST.test(c.text))
      .map((c) => c.text),
  );
  const engineering = atSource.length ? atSource : fromHazards;
  const practice = once(controls.filter((c) => !AT_SOURCE.has(c.level)).map((c) => c.text));
  // A respirator worn at every dusty step says it once: its narrower wordings ("... while
  // vacuuming") add nothing to it.
  const worn = once(steps.flatMap((s) => s.ppe).filter((p) => RESPIRATORY.test(p)));
  const respiratory = respiratorsOnce(worn, local).map((p, i) =>
    i > 0 && /^[A-Z][a-z]/.test(p) ? p[0]!.toLowerCase() + p.slice(1) : p,
  );
  const cleaned = practice.some((l) => NO_DRY_CLEANING.test(l));
  return {
    engineering: engineering.length ? engineering.join(" ") : defaults.engineering,
    practice: (practice.length
      ? [...practice, ...(cleaned ? [] : [defaults.housekeeping])]
      : [defaults.practice]
    ).join(" "),
    respiratory: respiratory.length ? `${respiratory.join("; ")}.` : defaults.respiratory,
  };
}

export const composer: Composer = (ctx) => {
  // A law's requirements each cite their provision; the good-practice steps a general duty
  // profile lists cite nothing of their own, and the plan then says it is good practice.
  const rule = isRule(ctx.profile.silica);
  // Only the work the business named is a task of the plan, and only where that work is a job
  // that makes silica dust (the job its own words name in its industry, or the tasks it picked);
  // nothing is guessed from its industry, and other work is left for the business to write.
  const task = ctx.metadata.activity?.trim() ?? "";
  const silicaTask =
    task.length > 0 &&
    ((ctx.method?.tasks.some((t) => t.silica === true) ?? false) || dustySteps(ctx.method).length > 0);
  // A mine whose jurisdiction states its own law for a mine's silica dust (Western Australia's
  // Mines Regulations) plans its air monitoring in the mine safety management system.
  const mine =
    ctx.business.industry === "mining" && profileFor(ctx.profile.code).sectors?.mining?.silica !== undefined;
  const local = respeller(ctx.profile.country, [], { region: ctx.profile.code });
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "document.name": nameInSentence(ctx),
      workplace: workplaceName(ctx),
      "terms.workers": ctx.terms.workers,
      task,
    },
    { named: task.length > 0, silicaTask, otherTask: task.length > 0 && !silicaTask, mine },
  );
  const roles = w.scope.roles;
  // A mine's task row without a control at the source of its own names the plant's.
  const rowDefaults = {
    ...w.tasks.rowDefaults,
    engineering: w.tasks.rowDefaults.mineEngineering || w.tasks.rowDefaults.engineering,
  };
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
          // A mine names the air quality officer its air monitoring is done by or under.
          fieldTable(
            "silica-roles",
            roles.caption,
            [roles.lead, roles.checker, roles.airQuality, roles.supplier]
              .filter((r) => r !== "")
              .map((r): [string] => [r]),
          ),
        ],
      },
      dutyLawSection(ctx, ctx.profile.silica, w.law, rule),
      {
        ...practiceSection("tasks", w.tasks),
        tables: [
          table(
            "silica-tasks",
            t.caption,
            columns,
            silicaTask
              ? [{ ...rows[0], task, ...taskControls(ctx.method, rowDefaults, local) }, ...rows]
              : rows,
          ),
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
