import { activityLabel } from "../../../catalogue";
import type { HazardEntry } from "../../../hazards/types";
import type { ComposeContext, Composer } from "../../compose-types";
import { hazardCitations } from "../../composers/citations";
import { CONTROL_LEVEL_LABELS } from "../../composers/controls";
import { activityNames, highRiskWorkFor } from "../../composers/hazard-selection";
import { hazardTableFor } from "../../composers/hazard-tables";
import { firstCall, regulatorName } from "../../composers/regulator";
import { extend, reviewSection, scopeSection } from "../../composers/sections";
import { blankRows, type Column, table } from "../../composers/tables";
import { capitalise, distinct, lowerFirst, possessive } from "../../composers/text";
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

/**
 * The task the procedure is for – the chosen activity, the first high-risk activity, or the
 * business's work – as a title and as words for the middle of a sentence.
 */
function taskOf(ctx: ComposeContext): { title: string; phrase: string } {
  const chosen = ctx.metadata.activity?.trim();
  if (chosen) {
    const label = activityLabel(chosen);
    return { title: label, phrase: label === chosen ? lowerFirst(chosen) : label.toLowerCase() };
  }
  const activity = activityNames(ctx)[0];
  if (activity) return { title: activity, phrase: activity.toLowerCase() };
  const description = ctx.business.workDescription?.split(/(?<=[.!?])\s/)[0]?.replace(/[.!?]$/, "");
  const daily = `daily ${ctx.industryName.toLowerCase()} operations`;
  return description
    ? { title: `Daily operations (${description})`, phrase: `${daily} (${lowerFirst(description)})` }
    : { title: capitalise(daily), phrase: daily };
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

const NOT_A_STEP_OF_THE_WORK = "None of its own: this is the response to an incident, not a step of the work";

/** What a worker doing the task does in an emergency, in the country's words for the call. */
function emergencyStep(ctx: ComposeContext): Step {
  return {
    stage: "If an emergency happens",
    step: `Fire or other emergency: stop work and make the task safe only if you can do so without risk, raise the alarm, call ${firstCall(ctx)} and follow ${possessive(ctx.business.name)} emergency plan; then tell the supervisor.`,
    hazard: "None of its own: this is the response to an emergency, not a step of the work",
    controls: "",
  };
}

const SETUP_LEVELS = new Set(["elimination", "substitution", "isolation", "engineering"]);

function steps(task: string, hazards: HazardEntry[]): Step[] {
  const competencies = distinct(hazards.flatMap((h) => h.competencies)).filter(
    (c) => !/\binduction\b/i.test(c),
  );
  const permits = distinct(hazards.flatMap((h) => h.permits));
  const ppe = distinct(hazards.flatMap((h) => h.ppe));
  const controls = (h: HazardEntry, setup: boolean) =>
    h.controls
      .filter((c) => SETUP_LEVELS.has(c.level) === setup)
      .map((c) => `${CONTROL_LEVEL_LABELS[c.level]}: ${c.text}`);
  const list: (Step | null)[] = [
    {
      stage: "Pre-start",
      step: `Confirm you are trained and signed off for ${task}.`,
      hazard: "All",
      controls: competencies.length
        ? `Hold current: ${competencies.join(", ")}`
        : "Induction complete and this procedure signed off",
    },
    permits.length
      ? {
          stage: "Pre-start",
          step: "Obtain the permits for the work.",
          hazard: "All",
          controls: `${permits.join(", ")} – signed before work starts`,
        }
      : null,
    {
      stage: "Pre-start",
      step: "Inspect the work area and tell others nearby what is about to happen.",
      hazard: "All",
      controls:
        "Check access, lighting, weather and housekeeping; barricade or sign the area; confirm emergency equipment is in place",
    },
    ...hazards
      .filter((h) => controls(h, true).length)
      .map((h) => ({
        stage: "Pre-start",
        step: `Set up the controls for ${lowerFirst(h.name)}.`,
        hazard: h.name,
        controls: controls(h, true).join("\n"),
      })),
    {
      stage: "Pre-start",
      step: "Check plant, tools and equipment before use.",
      hazard: "Faulty equipment",
      controls:
        "Do the pre-start check; guards fitted, leads and plugs undamaged, inspection tags current; tag out and report anything defective",
    },
    ppe.length
      ? { stage: "Pre-start", step: "Put on and check your PPE.", hazard: "All", controls: ppe.join("\n") }
      : null,
    {
      stage: "Operation",
      step: `Brief the team on ${task}: who does what, how you will communicate and the stop-work signal.`,
      hazard: "All",
      controls: "Everyone knows the emergency procedure and where the first aid kit is",
    },
    ...hazards
      .filter((h) => controls(h, false).length)
      .map((h) => ({
        stage: "Operation",
        step: `Work to the procedure for ${lowerFirst(h.name)}.`,
        hazard: h.name,
        controls: controls(h, false).join("\n"),
      })),
    {
      stage: "Operation",
      step: "Monitor conditions throughout the task.",
      hazard: "All",
      controls:
        "Stop and tell the supervisor if a control fails, conditions change, you feel unwell, or anyone is hurt",
    },
    {
      stage: "Shutdown",
      step: "Finish the task and make it safe.",
      hazard: "Stored energy, unattended work",
      controls: "Shut down and isolate plant; release stored energy; secure or barricade unfinished work",
    },
    permits.length
      ? {
          stage: "Shutdown",
          step: "Close out the permits.",
          hazard: "All",
          controls: "Supervisor checks the area and signs the permit off",
        }
      : null,
    {
      stage: "Clean-up",
      step: "Clean up the work area.",
      hazard: "Slips, trips, waste",
      controls: "Remove waste and offcuts; store chemicals in their store; remove barricades last",
    },
    {
      stage: "Clean-up",
      step: "Clean, inspect and store tools, equipment and PPE.",
      hazard: "Damaged equipment",
      controls: "Tag out and report anything damaged; replace used consumables",
    },
    {
      stage: "Clean-up",
      step: "Report anything that went wrong.",
      hazard: "All",
      controls: "Report hazards, near misses, injuries and defects to the supervisor the same day",
    },
  ];
  return list.filter((s): s is Step => s !== null);
}

const STEP_COLUMNS: readonly Column[] = [
  ["no", "Step"],
  ["stage", "Stage"],
  ["step", "What to do"],
  ["hazard", "Hazard"],
  ["controls", "Controls / key points"],
];

const SIGN_COLUMNS: readonly Column[] = [
  ["name", "Worker name"],
  ["trainer", "Trained by"],
  ["date", "Date trained"],
  ["competent", "Assessed competent (Y / N)"],
  ["assessor", "Assessor signature"],
  ["signature", "Worker signature"],
];

function scope(ctx: ComposeContext, task: string, hazards: HazardEntry[]): DocSection {
  const hrw = ctx.profile.highRiskWork;
  const highRisk = highRiskWorkFor(ctx, hazards).length > 0;
  // What this jurisdiction's law says about the task itself (a licence, a transport duty), as the
  // method statement states it, so the procedure a worker follows carries it too.
  const rules = ctx.method ? methodRules(ctx.method, ctx.profile) : null;
  const base = scopeSection(
    ctx,
    `This procedure sets out how ${ctx.business.name} carries out ${task} safely and the same way every time. It applies to every worker and contractor who does the task, and to supervisors who sign workers off as competent.`,
    highRisk && hrw.documentName
      ? [
          `Parts of this task are high-risk work. This procedure does not replace the ${hrw.documentName} for that work. ${hrw.mandatory}`.trim(),
        ]
      : [],
  );
  const section = highRisk ? { ...base, citations: hrw.citations } : base;
  return rules ? extend(section, rules) : section;
}

/** The procedure from the method: pre-start checks, then each step of the tasks with its own hazards. */
function methodSteps(
  method: NonNullable<ComposeContext["method"]>,
  task: string,
  profile: ComposeContext["profile"],
): Step[] {
  const competencies = methodCompetencyList(method, profile).filter((c) => !/\binduction\b/i.test(c));
  const permits = methodNeeds(method, "permits");
  const pre: Step[] = [
    {
      stage: "Pre-start",
      step: `Confirm you are trained and signed off for ${task}.`,
      hazard: "All",
      controls: competencies.length
        ? `Hold current: ${competencies.join(", ")}`
        : "Induction complete and this procedure signed off",
    },
    ...(permits.length
      ? [
          {
            stage: "Pre-start",
            step: "Obtain the permits for the work.",
            hazard: "All",
            controls: permits.map((n) => `${n.item} (${n.steps.toLowerCase()})`).join("\n"),
          },
        ]
      : []),
  ];
  return [
    ...pre,
    ...method.steps.map((s) => ({
      stage: method.tasks.length > 1 ? s.task : "Task",
      step: s.do,
      hazard: s.unrecognised
        ? UNRECOGNISED_LINE
        : s.hazards
            .filter((h) => !isEvacuation(h))
            .map((h) => h.name)
            .join("\n"),
      controls: s.unrecognised
        ? UNRECOGNISED_CONTROLS
        : [...s.required.map(controlText), ...stepPpe(method, s).map((item) => `Wear: ${item}`)].join("\n"),
    })),
    // The response to an incident of the work follows the steps; it is not a step of the work.
    ...methodIfIncident(method).map((line) => ({
      stage: "If an incident happens",
      step: line,
      hazard: NOT_A_STEP_OF_THE_WORK,
      controls: "",
    })),
  ];
}

export const composer: Composer = (ctx) => {
  const { title: chosenTitle, phrase: chosenTask } = taskOf(ctx);
  const method = ctx.method;
  const fromMethod = method && !ctx.metadata.activity?.trim() && method.tasks.length > 0;
  const title = fromMethod ? method.tasks[0]!.title : chosenTitle;
  const task = fromMethod ? lowerFirst(method.tasks[0]!.title) : chosenTask;
  const hazards = (method ? methodHazards(method) : taskHazards(ctx, title)).filter((h) => !isEvacuation(h));
  const ppe = method
    ? methodNeeds(method, "ppe").map((n) => n.item)
    : distinct(hazards.flatMap((h) => h.ppe));
  return {
    title: `${ctx.documentName}: ${title} – ${ctx.business.name}`,
    sections: [
      scope(ctx, task, hazards),
      {
        id: "hazards",
        heading: "Hazards and Controls",
        body: p(
          `The hazards of ${task}, with the controls this procedure builds into its steps. Controls are applied from the top of the hierarchy down; PPE is the last line of defence, never the only one.`,
        ),
        tables: [hazardTableFor(ctx, hazards)],
        citations: hazardCitations(ctx, hazards),
      },
      {
        id: "procedure",
        heading: "Procedure",
        body: html(
          method ? p(methodBasis(method, ctx.metadata.activity?.trim() || title)) : null,
          p(
            `Follow the steps in order. Do not skip a step; if one cannot be done as written, stop and ask the supervisor.`,
          ),
        ),
        tables: [
          table(
            "steps",
            `${title} – step by step`,
            STEP_COLUMNS,
            [
              ...(method ? methodSteps(method, task, ctx.profile) : steps(task, hazards)),
              emergencyStep(ctx),
            ].map((s, i) => ({
              no: String(i + 1),
              ...s,
            })),
          ),
        ],
      },
      {
        id: "ppe",
        heading: "Personal Protective Equipment",
        body: html(
          p(ctx.profile.ppe.summary),
          ppe.length ? p(`PPE for ${task}:`) : null,
          ppe.length ? ul(ppe) : p("No task-specific PPE beyond the site's standard clothing and footwear."),
          ul([
            `${ctx.business.name} supplies the PPE, fitted to the wearer, and replaces it when worn or damaged.`,
            "Check PPE before each use; do not use damaged PPE.",
          ]),
        ),
        citations: ctx.profile.ppe.citations,
      },
      {
        id: "sign-off",
        heading: "Competency Sign-Off",
        body: p(
          `A worker may do ${task} unsupervised only after being trained in this procedure and assessed as competent by a supervisor who watched them do it.`,
        ),
        tables: [table("competency", "Competency sign-off", SIGN_COLUMNS, blankRows(SIGN_COLUMNS, 10))],
      },
      reviewSection(ctx, [
        "an incident or near miss happens during the task",
        "the equipment, materials or method changes",
        `workers or their ${ctx.terms.representative} suggest a safer way to do it`,
        `${regulatorName(ctx)} issues new guidance relevant to the task`,
      ]),
    ],
  };
};
