import { splitControls } from "../../../hazards/honest";
import type { ControlLevel, HazardEntry, Rating } from "../../../hazards/types";
import type { ComposeContext, Composer } from "../../compose-types";
import { hazardCitations } from "../../composers/citations";
import { CONTROL_LEVEL_LABELS, orderedControls } from "../../composers/controls";
import { hasHazard, hazardsNeeding, highRiskWorkFor } from "../../composers/hazard-selection";
import { riskMatrixSection } from "../../composers/hazard-tables";
import { ppeCheck } from "../../composers/ppe";
import {
  emergencyNumber,
  notificationDeadlinesTable,
  notificationSummary,
  siteRespondsFirst,
} from "../../composers/regulator";
import { reviewSection } from "../../composers/sections";
import { withArticle } from "../../composers/shared-people";
import { fieldTable, roleSignOffTable, signOffTable, tableOf } from "../../composers/tables";
import { capitalise, clause, distinct, lowerFirst } from "../../composers/text";
import type { DocSection } from "../../content";
import { html, labelled, ol, p, pHtml, ul } from "../../html";
import {
  methodBasis,
  methodCompetencies,
  methodHazards,
  methodHighRiskWork,
  methodIfIncident,
  methodList,
  methodNeeds,
  methodRules,
  methodStepsTable,
  ratedByWorst,
  WORST_HAZARD_RATES_THE_STEP,
} from "../../method";
import { riskLabel, riskLevel, startRule } from "../../risk";

const DEFAULT_ACTIVITY = "General work activities";

export const composer: Composer = (whole) => {
  // With a method, every section speaks of the method's hazards only, not the whole business's.
  const ctx = whole.method ? { ...whole, hazards: methodHazards(whole.method) } : whole;
  const activity = activityOf(ctx);
  return {
    title: `${ctx.documentName} – ${activity} – ${ctx.business.name}`,
    sections: [
      scope(ctx),
      highRiskWork(ctx),
      jobSteps(ctx),
      riskMatrixSection(),
      ppe(ctx),
      permits(ctx),
      emergency(ctx),
      signOn(ctx),
      review(ctx),
    ],
  };
};

function activityOf(ctx: ComposeContext): string {
  return (
    clause(ctx.metadata.activity ?? "") || clause(ctx.business.workDescription ?? "") || DEFAULT_ACTIVITY
  );
}

function scope(ctx: ComposeContext): DocSection {
  const b = ctx.business;
  const rows: [string, string][] = [
    ["Business", b.name],
    [b.identifier.label, b.identifier.value ?? ""],
    ["Work activity", activityOf(ctx)],
    ["Work location", ctx.metadata.location?.trim() ?? ""],
    ...(ctx.method
      ? [["Plant and equipment", methodList(ctx.method, "plant").join("\n")] as [string, string]]
      : []),
    [ctx.profile.terms.principalContractor, ""],
    ["Start date and expected duration", ""],
    ["Person responsible for supervising the work", ""],
    ["Prepared by", ctx.input.preparedBy],
    ["Date prepared", ctx.today],
  ];
  return {
    id: "scope",
    heading: "Scope and Work Details",
    body: html(
      p(
        `This ${ctx.documentName} describes how ${b.name} will carry out ${lowerFirst(clause(activityOf(ctx)))}${ctx.metadata.location?.trim() ? ` at ${clause(ctx.metadata.location)}` : ""} safely. It sets out each step of the work, the hazards of that step, the risk before and after controls, and the controls that must be in place before the step starts.`,
      ),
      p(
        `Everyone doing the work, including subcontractors, must read it, have it explained to them and sign on before they start. The work must be done as described here; if it cannot be, stop, make the area safe and tell the supervisor so this ${ctx.documentName} can be reviewed.`,
      ),
    ),
    tables: [fieldTable("work-details", "Work details", rows)],
  };
}

function highRiskWork(ctx: ComposeContext): DocSection {
  const rule = ctx.profile.highRiskWork;
  const matches = ctx.method
    ? methodHighRiskWork(ctx.method, ctx.profile).map((m) => ({ ...m, hazards: m.steps }))
    : highRiskWorkFor(ctx);
  const where = `the law in ${ctx.jurisdictionName}`;
  let finding: string;
  if (matches.length) {
    finding = p(
      `This work involves ${matches.length} ${matches.length === 1 ? "kind" : "kinds"} of high-risk work that ${where} singles out, listed below. The controls for each are in the job steps.`,
    );
  } else if (Object.keys(rule.categories).length) {
    finding = p(
      `None of the kinds of high-risk work that ${where} singles out applies to this work as described. A ${ctx.documentName} is still good practice: it plans the work, shows the controls and gives the ${ctx.terms.workers} a clear method to follow. Review this finding if the work changes.`,
    );
  } else {
    finding = p(
      `${capitalise(where)} does not list kinds of high-risk work for this document. It is still good practice for work with significant hazards: it plans the work, records the controls and gives the ${ctx.terms.workers} a clear method to follow.`,
    );
  }
  const numbered = matches.some((m) => m.code);
  const columns = [
    ...(numbered ? [{ key: "code", label: "Category" }] : []),
    { key: "category", label: "High-risk work" },
    { key: "hazards", label: ctx.method ? "Job steps" : "Brought by" },
  ];
  return {
    id: "high-risk-work",
    heading: "High-Risk Work",
    body: html(
      p(rule.summary),
      pHtml(labelled("When it is required", rule.mandatory)),
      finding,
      rule.requirements.length ? ul(rule.requirements) : null,
    ),
    tables: matches.length
      ? [
          tableOf(
            "high-risk-work-categories",
            "High-risk work involved",
            columns,
            matches.map((m) => [...(numbered ? [m.code ?? ""] : []), m.text, m.hazards.join("\n")]),
          ),
        ]
      : undefined,
    citations: [
      ...rule.citations,
      ...hazardCitations(
        ctx,
        ctx.hazards.filter((h) => h.highRiskWork.length),
      ),
    ],
  };
}

type Step = {
  activity: string;
  hazards: string;
  before: Rating;
  controls: string[];
  after: Rating;
  responsible: string;
};

function jobSteps(ctx: ComposeContext): DocSection {
  const activity = activityOf(ctx);
  if (ctx.method) {
    const steps = methodStepsTable(ctx.method, `Job steps – ${activity}`);
    const further = steps.columns.some((c) => c.key === "further");
    const unrated = ctx.method.steps.some((s) => s.hazards.length === 0 && !s.unrecognised);
    return {
      id: "job-steps",
      heading: "Job Steps, Hazards and Controls",
      body: html(
        p(methodBasis(ctx.method, activity)),
        p(
          `Each step lists only its own hazards, the risk before controls, the controls that must be in place before the step starts (in hierarchy-of-controls order, most effective first) and the risk with those controls, rated with the risk matrix that follows.${ratedByWorst(ctx.method) ? ` ${WORST_HAZARD_RATES_THE_STEP}` : ""}${further ? " Further controls to consider are not counted in the rating until they are in place." : ""}${unrated ? " A step done away from the work, such as planning or paperwork, has no hazard of its own and is not rated." : ""} Do not start a step until its controls are in place.`,
        ),
      ),
      tables: [steps],
      citations: hazardCitations(ctx),
    };
  }
  const steps: Step[] = [
    planStep(ctx),
    setUpStep(ctx),
    ...ctx.hazards.map((h) => hazardStep(h, activity)),
    cleanUpStep(ctx),
  ];
  return {
    id: "job-steps",
    heading: "Job Steps, Hazards and Controls",
    body: html(
      p(
        "Each step lists its hazards, the risk before and after controls (rated with the risk matrix that follows) and the controls in hierarchy-of-controls order, most effective first. Do not start a step until its controls are in place.",
      ),
    ),
    tables: [
      {
        id: "job-steps",
        caption: `Job steps – ${activity}`,
        columns: [
          { key: "step", label: "Step" },
          { key: "activity", label: "Activity" },
          { key: "hazards", label: "Hazards and risks" },
          { key: "before", label: "Risk before controls" },
          { key: "controls", label: "Controls (hierarchy of controls)" },
          { key: "after", label: "Risk after controls" },
          { key: "responsible", label: "Responsible" },
        ],
        rows: steps.map((s, i) => ({
          step: String(i + 1),
          activity: s.activity,
          hazards: s.hazards,
          before: riskLabel(s.before),
          controls: s.controls.join("\n"),
          after: riskLabel(s.after),
          responsible: s.responsible,
        })),
      },
    ],
    citations: hazardCitations(ctx),
  };
}

/** A control written with its hierarchy level, as the hazard controls are. */
const ctl = (level: ControlLevel, text: string) => `${CONTROL_LEVEL_LABELS[level]}: ${text}`;

function planStep(ctx: ComposeContext): Step {
  const needs = ctx.hazards.some((h) => h.permits.length || h.competencies.length);
  return {
    activity: "Plan and prepare: review this document, check the site, people, permits and equipment",
    hazards: "Unfamiliar site conditions, missing permits or untrained workers lead to uncontrolled hazards",
    before: { likelihood: 3, consequence: 4 },
    controls: [
      ctl(
        "elimination",
        "Confirm the method avoids hazards that can be designed out (pre-fabrication, work from ground level).",
      ),
      ctl(
        "administrative",
        "Walk the site with the supervisor; check services, access, weather and other trades.",
      ),
      ctl(
        "administrative",
        needs
          ? "Confirm every permit, licence and competency in the permits section is in place and current."
          : "Confirm every worker is competent for the tasks.",
      ),
      ctl("administrative", "Inspect plant, tools and PPE; tag out anything defective."),
      ctl("administrative", `Pre-start briefing on this ${ctx.documentName}; every worker signs on.`),
    ],
    after: { likelihood: 1, consequence: 4 },
    responsible: "Supervisor",
  };
}

function setUpStep(ctx: ComposeContext): Step {
  return {
    activity: "Set up and isolate the work area",
    hazards:
      "Unauthorised people enter the work area; contact with live services or moving plant; struck by falling objects",
    before: { likelihood: 3, consequence: 4 },
    controls: [
      ctl(
        "isolation",
        "Barricade the work area and set exclusion zones; sign entrances with the hazards and the supervisor's contact.",
      ),
      ctl(
        "isolation",
        "Locate and mark underground and overhead services; isolate any that the work could contact.",
      ),
      ...(hasHazard(ctx, "electrical") || hasHazard(ctx, "pressure")
        ? [
            ctl(
              "isolation",
              "Isolate, lock out, tag and test energy sources (electrical, hydraulic, pneumatic, pressure) before work.",
            ),
          ]
        : []),
      ctl("engineering", "Provide lighting, safe access and egress, and keep emergency routes clear."),
      ctl("administrative", "Traffic and pedestrian management where plant or vehicles move nearby."),
    ],
    after: { likelihood: 1, consequence: 4 },
    responsible: "Supervisor",
  };
}

function hazardStep(h: HazardEntry, activity: string): Step {
  return {
    activity: `${activity} – ${lowerFirst(h.name)}`,
    hazards: `${h.harm} At risk: ${lowerFirst(clause(h.whoAtRisk))}.`,
    before: h.inherent,
    controls: startRuleFirst(h, orderedControls(h)),
    after: h.residual,
    responsible: riskLevel(h.residual) === "Low" ? "Workers doing the task" : "Supervisor (competent person)",
  };
}

/** A hazard's controls after its start rule, where they leave it in a band that must not start. */
function startRuleFirst(h: HazardEntry, controls: string[]): string[] {
  const rule = startRule(h.residual, splitControls(h).inPlace, h.startCheck);
  return rule ? [rule, ...controls] : controls;
}

function cleanUpStep(ctx: ComposeContext): Step {
  return {
    activity: "Clean up and demobilise",
    hazards:
      "Slips and trips on debris; manual handling of waste and equipment; waste or chemicals left unsafe",
    before: { likelihood: 3, consequence: 2 },
    controls: [
      ctl("engineering", "Use bins, skips and trolleys near the work to limit carrying."),
      hasHazard(ctx, "chemical")
        ? ctl(
            "administrative",
            "Return chemicals to their store; dispose of waste and contaminated material by the approved route.",
          )
        : ctl("administrative", "Clean up as you go; sort waste for recycling and disposal."),
      ctl(
        "administrative",
        "Remove barricades and isolations only after the supervisor checks the area is safe.",
      ),
      ctl("administrative", "Report defects, near misses and lessons learnt at the close-out briefing."),
    ],
    after: { likelihood: 1, consequence: 2 },
    responsible: "Supervisor",
  };
}

function ppe(ctx: ComposeContext): DocSection {
  const items = ctx.method
    ? methodNeeds(ctx.method, "ppe").map((n) => n.item)
    : distinct(ctx.hazards.flatMap((h) => h.ppe));
  const steps = new Map(ctx.method ? methodNeeds(ctx.method, "ppe").map((n) => [n.item, n.steps]) : []);
  const rows = items.map((item) => ({
    item,
    requiredFor: steps.get(item) ?? hazardsNeeding(ctx.hazards, "ppe", item),
    check: ppeCheck(item),
  }));
  const topic = ctx.profile.ppe;
  return {
    id: "ppe",
    heading: "Personal Protective Equipment",
    body: html(
      p(
        "PPE is the last line of defence and is worn in addition to the higher-order controls in the job steps, never instead of them. It is supplied, fitted and maintained by the business, and workers are trained to use it.",
      ),
      p(topic.summary),
      items.length
        ? null
        : p("No task-specific PPE is needed beyond enclosed footwear and clothing suited to the work."),
    ),
    tables: rows.length
      ? [
          {
            id: "ppe",
            caption: "PPE required",
            columns: [
              { key: "item", label: "PPE" },
              { key: "requiredFor", label: "Required for" },
              { key: "check", label: "Check" },
            ],
            rows,
          },
        ]
      : undefined,
    citations: topic.citations,
  };
}

function permits(ctx: ComposeContext): DocSection {
  if (ctx.method) return methodPermits(ctx, ctx.method);
  const rows = [
    ...distinct(ctx.hazards.flatMap((h) => h.permits)).map((item) =>
      needRow(ctx, item, "Permit or licence", "permits"),
    ),
    ...distinct(ctx.hazards.flatMap((h) => h.competencies)).map((item) =>
      needRow(ctx, item, "Competency", "competencies"),
    ),
  ];
  return {
    id: "permits",
    heading: "Permits, Licences and Competencies",
    body: html(
      p(
        "The supervisor checks each permit, licence and competency below before the step that needs it starts, and records the reference number. Permits are closed out and returned when the work ends.",
      ),
      rows.length
        ? null
        : p(
            "This work needs no permit to work or licence beyond the general competence of the workers doing it.",
          ),
    ),
    tables: rows.length
      ? [
          {
            id: "permits",
            caption: "Permits, licences and competencies",
            columns: [
              { key: "type", label: "Type" },
              { key: "item", label: "Requirement" },
              { key: "requiredFor", label: "Required for" },
              { key: "reference", label: "Reference / licence number" },
              { key: "checkedBy", label: "Checked by" },
            ],
            rows,
          },
        ]
      : undefined,
    citations: ctx.profile.training.citations,
  };
}

function methodPermits(ctx: ComposeContext, method: NonNullable<ComposeContext["method"]>): DocSection {
  const rows = [
    ...methodNeeds(method, "permits").map((n) => ({
      type: "Permit to work",
      item: n.item,
      requiredFor: n.steps,
      reference: "",
      checkedBy: "",
    })),
    ...methodCompetencies(method, ctx.profile).map(({ item, requiredFor }) => ({
      type: "Competency or licence",
      item,
      requiredFor,
      reference: "",
      checkedBy: "",
    })),
  ];
  return {
    id: "permits",
    heading: "Permits, Licences and Competencies",
    body: html(
      p(
        "The supervisor checks each permit, licence and competency below before the step that needs it starts, and records the reference number. Permits are closed out and returned when the work ends.",
      ),
      methodRules(method, ctx.profile),
    ),
    tables: rows.length
      ? [
          {
            id: "permits",
            caption: "Permits, licences and competencies",
            columns: [
              { key: "type", label: "Type" },
              { key: "item", label: "Requirement" },
              { key: "requiredFor", label: "Required for" },
              { key: "reference", label: "Reference / licence number" },
              { key: "checkedBy", label: "Checked by" },
            ],
            rows,
          },
        ]
      : undefined,
    citations: ctx.profile.training.citations,
  };
}

function needRow(
  ctx: ComposeContext,
  item: string,
  type: string,
  key: "permits" | "competencies",
): Record<string, string> {
  return { type, item, requiredFor: hazardsNeeding(ctx.hazards, key, item), reference: "", checkedBy: "" };
}

function emergency(ctx: ComposeContext): DocSection {
  const n = ctx.profile.incidentNotification;
  const specific = [
    hasHazard(ctx, "height")
      ? "A worker suspended in a harness is rescued within minutes using the rescue plan and equipment kept at the work area; do not wait for emergency services."
      : null,
    hasHazard(ctx, "confinedSpace")
      ? "Confined space: the stand-by person raises the alarm and starts the rescue plan from outside; no one enters without rescue training and equipment."
      : null,
    hasHazard(ctx, "electrical")
      ? "Electric shock: switch off the supply before touching the person; if you cannot, move them only with a non-conductive object."
      : null,
    hasHazard(ctx, "chemical")
      ? "Chemical exposure or spill: follow the safety data sheet; flush eyes or skin with water for at least 15 minutes; contain spills with the spill kit."
      : null,
    // What the method's tasks say to do after an incident of the work (a needlestick): the
    // response, not a rated step.
    ...methodIfIncident(ctx.method),
  ].filter((x): x is string => Boolean(x));
  return {
    id: "emergency",
    heading: "Emergency Procedures",
    body: html(
      ol([
        "Stop work and make the area safe if you can do so without risk.",
        siteRespondsFirst(ctx)
          ? `Call the site emergency number or use the site's emergency radio channel, and give the exact location and the nearest access point; the site's emergency response team responds and calls ${emergencyNumber(ctx)} as the site's procedure sets.`
          : `Call ${emergencyNumber(ctx)} for fire, ambulance or police; give the site address and the nearest access point.`,
        "Give first aid within your training; the first aider and first aid kit are identified at the pre-start briefing.",
        "Tell the supervisor, who takes charge, accounts for everyone and meets emergency services.",
        "Leave the scene undisturbed, except to help the injured or prevent further harm, until the supervisor confirms it may be disturbed.",
      ]),
      specific.length ? ul(specific) : null,
      p(ctx.profile.firstAid.summary),
      p("Notifying the regulator:"),
      notificationSummary(ctx),
    ),
    tables: n.deadlines.length ? [notificationDeadlinesTable(ctx)] : undefined,
    citations: [...ctx.profile.firstAid.citations, ...n.citations],
  };
}

function signOn(ctx: ComposeContext): DocSection {
  return {
    id: "sign-on",
    heading: "Worker Sign-On",
    body: html(
      p(
        `By signing below, each person confirms that they have read this ${ctx.documentName} or had it explained to them, that they understand the controls and hold the competencies it lists, and that they will follow it. Anyone who joins the work later signs on before starting.`,
      ),
    ),
    tables: [
      roleSignOffTable("approval", `Approval of this ${ctx.documentName}`, [
        `Supervisor for ${ctx.business.name}`,
        `${ctx.profile.terms.principalContractor} (where there is one)`,
      ]),
      signOffTable("sign-on", "Worker sign-on", 12, [
        { key: "understood", label: `I have read and understood this ${ctx.documentName}` },
      ]),
    ],
  };
}

function review(ctx: ComposeContext): DocSection {
  const retention = ctx.profile.highRiskWork.retention;
  const section = reviewSection(
    ctx,
    [
      "the method, equipment, location or people change;",
      "an incident or near miss happens during the work;",
      "a control is found not to work or is not being used;",
      `${withArticle(ctx.terms.representative)} or ${ctx.terms.worker} asks for a review.`,
    ],
    12,
  );
  return {
    ...section,
    body: html(
      section.body,
      p(
        `When a review is triggered, stop the affected step, revise this ${ctx.documentName} with the workers involved, and have everyone sign on again.`,
      ),
      retention ? p(`Keeping this document: ${retention}`) : null,
    ),
    citations: ctx.profile.highRiskWork.citations,
  };
}
