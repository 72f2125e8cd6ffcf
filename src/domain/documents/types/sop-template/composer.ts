import { activityLabel } from "../../../catalogue";
import { withRole } from "../../../catalogue/training-audience";
import type { HazardEntry } from "../../../hazards/types";
import type { ComposeContext, Composer } from "../../compose-types";
import { isSmallHeadcount, workInSentence } from "../../composers/business";
import { hazardCitations } from "../../composers/citations";
import { activityNames, highRiskWorkFor, jobUnassessedWork } from "../../composers/hazard-selection";
import { hazardTableFor } from "../../composers/hazard-tables";
import { firstCall, regulatorName } from "../../composers/regulator";
import { extend, reviewSection, scopeSection } from "../../composers/sections";
import { blankRows, table } from "../../composers/tables";
import { distinct, lowerFirst, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { html, p, ul } from "../../html";
import {
  controlText,
  methodBasis,
  methodCompetencyList,
  methodHazards,
  methodIfIncident,
  methodNeeds,
  methodRules,
  stepPpe,
  UNRECOGNISED_CONTROLS,
  UNRECOGNISED_LINE,
} from "../../method";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

/**
 * The task the procedure is for – the chosen activity, the first high-risk activity, or the
 * business's work – as a title and as words for the middle of a sentence.
 */
function taskOf(ctx: ComposeContext, w: Wording): { title: string; phrase: string } {
  const chosen = ctx.metadata.activity?.trim();
  if (chosen) {
    const label = activityLabel(chosen);
    return { title: label, phrase: label === chosen ? lowerFirst(chosen) : label.toLowerCase() };
  }
  const activity = activityNames(ctx)[0];
  if (activity) return { title: activity, phrase: activity.toLowerCase() };
  const description = ctx.business.workDescription?.split(/(?<=[.!?])\s/)[0]?.replace(/[.!?]$/, "");
  return description
    ? {
        title: w.task.describedTitle({ description }),
        phrase: w.task.described({ description: lowerFirst(description) }),
      }
    : { title: w.task.dailyTitle, phrase: w.task.daily };
}

/** Words too general to tie a task to a hazard. */
const GENERIC = new Set([
  "work",
  "works",
  "working",
  "task",
  "tasks",
  "general",
  "routine",
  "daily",
  "replacement",
  "installation",
  "maintenance",
  "repair",
  "repairs",
  "with",
  "from",
  "using",
  "and",
  "site",
]);

/** Significant word stems of a task: "Roof sheeting replacement" → ["roof", "sheet"]. */
function stems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{4,}/g) ?? [])
    .filter((w) => !GENERIC.has(w))
    .map((w) => w.replace(/(ing|es|s)$/, ""))
    .filter((w) => w.length >= 4);
}

/**
 * Hazards the task names or describes (by its words in a hazard's name or harm), then the hazard
 * types chosen for this document; all of the business's hazards when the task matches none.
 */
function taskHazards(ctx: ComposeContext, task: string): HazardEntry[] {
  const t = task.toLowerCase();
  const words = stems(task);
  const named = (h: HazardEntry) =>
    [h.name, activityLabel(h.id), h.id.replaceAll("-", " ")].some((w) => t.includes(w.toLowerCase())) ||
    words.some((w) => `${h.name} ${h.harm}`.toLowerCase().includes(w));
  const matches = ctx.hazards.filter(named);
  if (!matches.length) return ctx.hazards;
  const chosen = ctx.hazards.filter((h) => !matches.includes(h) && ctx.metadata.hazardTypes?.includes(h.id));
  return [...matches, ...chosen];
}

type Step = { stage: string; step: string; hazard: string; controls: string };

/**
 * The building's fire and evacuation row (smoke alarms, drills, the emergency plan) is the
 * emergency plan's and the register's. A procedure is not where it is rated: it says, as its last
 * step, what a worker doing the task does when a fire or other emergency happens.
 */
const isEvacuation = (h: HazardEntry) => h.id === "fire";

/** What a worker doing the task does in an emergency, in the country's words for the call. */
function emergencyStep(w: Wording): Step {
  const pr = w.procedure;
  return { stage: pr.stages.emergency, step: pr.emergency.step, hazard: pr.emergency.hazard, controls: "" };
}

/** Rows left for the steps of a task with no method: room for a short task, more can be added. */
const BLANK_STEPS = 6;

/** A task with no method: its steps are the owner's to write, never made up from the business's hazards. */
function blankSteps(): Step[] {
  return Array.from({ length: BLANK_STEPS }, () => ({ stage: "", step: "", hazard: "", controls: "" }));
}

function scope(ctx: ComposeContext, w: Wording, task: string, hazards: HazardEntry[]): DocSection {
  const hrw = ctx.profile.highRiskWork;
  const highRisk = highRiskWorkFor(ctx, hazards).length > 0;
  // What this jurisdiction's law says about the task itself (a licence, a transport duty), as the
  // method statement states it, so the procedure a worker follows carries it too.
  const rules = ctx.method ? methodRules(ctx.method, ctx.profile, ctx.business.industry) : null;
  const sc = w.scope;
  const base = scopeSection(
    ctx,
    sc.purpose({ task }),
    highRisk && hrw.documentName ? [hrw.mandatory.trim() ? sc.highRiskMandatory : sc.highRisk] : [],
  );
  const section = highRisk ? { ...base, citations: hrw.citations } : base;
  return rules ? extend(section, rules) : section;
}

/** The procedure from the method: pre-start checks, then each step of the tasks with its own hazards. */
function methodSteps(
  w: Wording,
  method: NonNullable<ComposeContext["method"]>,
  task: string,
  profile: ComposeContext["profile"],
): Step[] {
  const roleNote = profile.terms.competencyRole;
  const pr = w.procedure;
  const s = pr.steps;
  const competencies = methodCompetencyList(method, profile).filter((c) => !/\binduction\b/i.test(c));
  const permits = methodNeeds(method, "permits");
  const pre: Step[] = [
    {
      stage: pr.stages.preStart,
      step: s.trained.step({ task }),
      hazard: pr.all,
      controls: competencies.length
        ? s.trained.controls({ competencies: competencies.map((c) => withRole(c, roleNote)).join(", ") })
        : s.trained.controlsInducted,
    },
    ...(permits.length
      ? [
          {
            stage: pr.stages.preStart,
            step: s.permits.step,
            hazard: pr.all,
            controls: permits.map((n) => `${n.item} (${n.steps.toLowerCase()})`).join("\n"),
          },
        ]
      : []),
  ];
  return [
    ...pre,
    ...method.steps.map((step) => ({
      stage: method.tasks.length > 1 ? step.task : pr.stages.task,
      step: step.do,
      hazard: step.unrecognised
        ? UNRECOGNISED_LINE
        : step.hazards
            .filter((h) => !isEvacuation(h))
            .map((h) => h.name)
            .join("\n"),
      controls: step.unrecognised
        ? UNRECOGNISED_CONTROLS
        : [...step.required.map(controlText), ...stepPpe(method, step).map((item) => pr.wear({ item }))].join(
            "\n",
          ),
    })),
    // The response to an incident of the work follows the steps; it is not a step of the work.
    ...methodIfIncident(method).map((line) => ({
      stage: pr.stages.incident,
      step: line,
      hazard: pr.incident,
      controls: "",
    })),
  ];
}

export const composer: Composer = (ctx) => {
  const pr = ctx.profile;
  const w = wordingOf(
    TEMPLATE,
    { country: pr.country, region: pr.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "business.possessive": possessive(ctx.business.name),
      industry: workInSentence(ctx),
      "terms.representative": ctx.terms.representative,
      "regulator.name": regulatorName(ctx),
      "highRiskWork.document": pr.highRiskWork.documentName,
      "highRiskWork.mandatory": pr.highRiskWork.mandatory.trim(),
      call: firstCall(ctx),
      unassessedWork: jobUnassessedWork(ctx).join("; "),
    },
    { unassessedWork: jobUnassessedWork(ctx).length > 0 },
  );
  const { title: chosenTitle, phrase: chosenTask } = taskOf(ctx, w);
  const method = ctx.method;
  const fromMethod = method && !ctx.metadata.activity?.trim() && method.tasks.length > 0;
  const title = fromMethod ? method.tasks[0]!.title : chosenTitle;
  const task = fromMethod ? lowerFirst(method.tasks[0]!.title) : chosenTask;
  const hazards = (method ? methodHazards(method) : taskHazards(ctx, title)).filter((h) => !isEvacuation(h));
  const ppe = method
    ? methodNeeds(method, "ppe").map((n) => n.item)
    : distinct(hazards.flatMap((h) => h.ppe));
  const procedure = w.procedure;
  return {
    title: `${ctx.documentName}: ${title} – ${ctx.business.name}`,
    sections: [
      scope(ctx, w, task, hazards),
      {
        id: "hazards",
        heading: w.hazards.heading,
        body: html(
          p(w.hazards.intro({ task })),
          w.hazards.unassessedWork ? p(w.hazards.unassessedWork) : null,
        ),
        tables: [hazardTableFor(ctx, hazards)],
        citations: hazardCitations(ctx, hazards),
      },
      {
        id: "procedure",
        heading: procedure.heading,
        body: html(
          method
            ? p(methodBasis(method, ctx.metadata.activity?.trim() || title))
            : p(procedure.noMethod({ task })),
          p(method ? procedure.intro : procedure.doNotStart),
        ),
        tables: [
          table(
            "steps",
            procedure.caption({ title }),
            Object.entries(procedure.columns),
            [...(method ? methodSteps(w, method, task, pr) : blankSteps()), emergencyStep(w)].map((s, i) => ({
              no: String(i + 1),
              ...s,
            })),
          ),
        ],
      },
      {
        id: "ppe",
        heading: w.ppe.heading,
        body: html(
          p(pr.ppe.summary),
          ppe.length ? p(w.ppe.forTask({ task })) : null,
          ppe.length ? ul(ppe) : p(w.ppe.none),
          ul(w.ppe.points),
        ),
        citations: pr.ppe.citations,
      },
      {
        id: "sign-off",
        heading: w.signOff.heading,
        body: p(w.signOff.intro({ task })),
        tables: [
          table(
            "competency",
            w.signOff.caption,
            Object.entries(w.signOff.columns),
            blankRows(Object.entries(w.signOff.columns), 10),
          ),
        ],
      },
      reviewSection(ctx, [...w.review.triggers]),
    ],
  };
};
