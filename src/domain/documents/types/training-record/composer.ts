import {
  refresherKindOf,
  TRAINING_REFRESHERS,
  type TrainingRefresherId,
} from "../../../catalogue/training-refreshers";
import type { ComposeContext, Composer } from "../../compose-types";
import { isConstruction } from "../../composers/business";
import { emergencyRoles } from "../../composers/emergency-roles";
import { hasHazard, hazardTask } from "../../composers/hazard-selection";
import { legalRefresher, ON_CHANGE, ownInterval, refresherCitations } from "../../composers/refreshers";
import { regulatorName } from "../../composers/regulator";
import {
  extend,
  requirementsAbout,
  reviewSection,
  scopeSection,
  topicSection,
} from "../../composers/sections";
import { blankRows, type Column, table } from "../../composers/tables";
import { capitalise, distinct, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { html, p } from "../../html";

type Training = { training: string; who: string; when: string; refresher: string; evidence: string };

const MATRIX_COLUMNS: readonly Column[] = [
  ["training", "Training / induction"],
  ["who", "Required for"],
  ["when", "When"],
  ["refresher", "Refresher frequency"],
  ["evidence", "Evidence kept"],
];

const RECORD_COLUMNS: readonly Column[] = [
  ["name", "Worker name"],
  ["role", "Role"],
  ["training", "Training / induction completed"],
  ["date", "Date completed"],
  ["trainer", "Trainer / provider"],
  ["evidence", "Evidence (certificate, licence or card no.)"],
  ["due", "Refresher / expiry due"],
  ["signature", "Worker signature"],
];

const INDUCTION = /\binduction\b/i;
const LICENSED = /licen[cs]e|ticket|card|certificat|registration/i;

/**
 * A competency's refresher: the law's interval where it sets one; a licence's own expiry; for
 * training a law elsewhere sets an interval for (fit testing, forklift evaluation, hearing
 * conservation), the changes that call for it again, never a number the law here does not give;
 * otherwise the business's own interval, worded as its choice.
 */
function competencyRefresher(ctx: ComposeContext, competency: string): string {
  const kind = refresherKindOf(competency);
  const legal = legalRefresher(ctx, kind);
  if (legal) return legal;
  if (LICENSED.test(competency))
    return ownInterval("Renew before the licence or card expires; check it is current every 12 months");
  if (kind) return ON_CHANGE;
  return ownInterval("Every 2 years, or after an incident or change of method");
}

/** One row per competency the business's hazards call for, naming every task that needs it. */
function competencyRows(ctx: ComposeContext): Training[] {
  const needs = new Map<string, string[]>();
  for (const h of ctx.hazards) {
    // Inductions have their own rows in the matrix.
    for (const c of h.competencies.filter((c) => !INDUCTION.test(c))) {
      needs.set(c, [...(needs.get(c) ?? []), hazardTask(ctx, h)]);
    }
  }
  // A competency named for equipment ("… (forklift)") already covers the same competency unnamed
  // for the same tasks: one row, so the record does not list the same training twice for them.
  for (const [competency, tasks] of [...needs]) {
    const named = [...needs.keys()].find(
      (k) =>
        k !== competency &&
        k.startsWith(`${competency} (`) &&
        tasks.every((task) => needs.get(k)!.includes(task)),
    );
    if (named) needs.delete(competency);
  }
  return [...needs].map(([competency, tasks]) => ({
    training: competency,
    who: capitalise(`${ctx.terms.workers} doing: ${distinct(tasks).join("; ")}`),
    when: "Before doing the task unsupervised",
    refresher: competencyRefresher(ctx, competency),
    evidence: LICENSED.test(competency)
      ? "Copy of licence or card, number and expiry recorded"
      : "Certificate or assessed competency record",
  }));
}

/**
 * Training a law here repeats at a set interval that no competency row already carries: fit testing
 * where the business's PPE includes a respirator fit-tested to the wearer, respirator training
 * where it includes any respirator, bloodborne pathogens training where the law for its industry
 * sets one.
 */
function lawSetRows(ctx: ComposeContext): Training[] {
  const t = ctx.terms;
  const covered = new Set(ctx.hazards.flatMap((h) => h.competencies).map(refresherKindOf));
  const ppe = ctx.hazards.flatMap((h) => h.ppe);
  const wearsRespirator = ppe.some((p) => /respirator/i.test(p));
  const fitTested = ppe.some((p) => TRAINING_REFRESHERS["respirator-fit-test"].competency.test(p));
  const rows: (Training | null)[] = [
    fitTested && !covered.has("respirator-fit-test")
      ? lawSetRow(ctx, "respirator-fit-test", {
          training: "Respirator fit testing",
          who: capitalise(`${t.workers} required to wear a tight-fitting respirator`),
          when: "Before first wearing the respirator at work",
          evidence: "Fit test record",
        })
      : null,
    wearsRespirator && !covered.has("respirator-training")
      ? lawSetRow(ctx, "respirator-training", {
          training: "Respirator training: why it is needed, fit, use, limits, seal checks and care",
          who: capitalise(`${t.workers} required to wear a respirator`),
          when: "Before first wearing a respirator at work",
          evidence: "Training record",
        })
      : null,
    !covered.has("bloodborne-pathogens")
      ? lawSetRow(ctx, "bloodborne-pathogens", {
          training: "Bloodborne pathogens training",
          who: capitalise(
            `${t.workers} with occupational exposure to blood or other potentially infectious materials`,
          ),
          when: "At first assignment to tasks where occupational exposure may take place",
          evidence: "Training record",
        })
      : null,
  ];
  return rows.filter((r): r is Training => r !== null);
}

function lawSetRow(
  ctx: ComposeContext,
  kind: TrainingRefresherId,
  row: Omit<Training, "refresher">,
): Training | null {
  const refresher = legalRefresher(ctx, kind);
  return refresher ? { ...row, refresher } : null;
}

function matrixRows(ctx: ComposeContext): Training[] {
  const t = ctx.terms;
  const construction = requirementsAbout(ctx.profile.training, /construction induction/i);
  const chemicals = hasHazard(ctx, "chemical");
  const ppe = distinct(ctx.hazards.flatMap((h) => h.ppe));
  const rows: (Training | null)[] = [
    {
      training: `${ctx.business.name} induction: site rules, hazards and controls, emergency procedures, incident and hazard reporting, consultation arrangements`,
      who: `All ${t.workers}, including agency or labour-hire workers, apprentices and volunteers`,
      when: "Before starting work",
      refresher: ownInterval("Every 2 years, after 6 months away, or when a site or process changes"),
      evidence: "Signed induction checklist",
    },
    // Only where the law names a general construction induction (Australia's white card).
    isConstruction(ctx) && construction.length
      ? {
          training: "General construction induction",
          who: "Everyone doing construction work",
          when: "Before starting construction work",
          refresher: construction.length
            ? "As set out in the requirements above"
            : "As the issuing body requires",
          evidence: "Card or certificate sighted; number recorded",
        }
      : null,
    isConstruction(ctx)
      ? {
          training: "Site-specific induction",
          who: "Everyone entering each construction site",
          when: "On first arrival at each site",
          refresher: "When site conditions or the work change",
          evidence: "Site induction register",
        }
      : null,
    ...competencyRows(ctx),
    ...lawSetRows(ctx),
    chemicals
      ? {
          training: "Chemical safety: labels, safety data sheets, storage and spill response",
          who: capitalise(`${t.workers} who handle chemicals`),
          when: "Before first using a product",
          refresher: ownInterval("Every 2 years, and whenever a new product is introduced"),
          evidence: "Training record; SDS briefing sign-off",
        }
      : null,
    ppe.length
      ? {
          training: `Fitting, use, care and limits of PPE: ${ppe.join(", ")}`,
          who: capitalise(`${t.workers} issued this PPE`),
          when: "When the PPE is first issued",
          refresher: ownInterval("Every 12 months, and when new models are issued"),
          evidence: "PPE issue and training record",
        }
      : null,
    {
      training: "First aid certificate",
      who: "Appointed first aiders",
      when: "Before appointment",
      refresher:
        legalRefresher(ctx, "first-aid-certificate") ??
        ownInterval("Renew before the certificate expires; CPR refresher every 12 months"),
      evidence: "Certificate copy with expiry date",
    },
    {
      training: "Emergency response and evacuation",
      who: `All ${t.workers}`,
      when: "At induction",
      refresher: ownInterval("Evacuation drill at least every 12 months"),
      evidence: "Drill record and attendance list",
    },
    {
      ...(emergencyRoles(ctx).small
        ? { training: "Leading an emergency and evacuation", who: emergencyRoles(ctx).everyone }
        : { training: "Emergency warden / fire warden", who: "Appointed wardens" }),
      when: "On appointment",
      refresher: ownInterval("Every 12 months"),
      evidence: "Certificate or training record",
    },
    {
      training: `Supervising safely: risk assessment, ${ctx.profile.highRiskWork.documentName || "safe work procedures"}, incident investigation`,
      who: "Supervisors and leading hands",
      when: "Before taking on supervision",
      refresher: ownInterval("Every 3 years"),
      evidence: "Certificate or training record",
    },
    // Only where the law's own model has representatives who are elected or appointed to the role.
    t.representation
      ? {
          training: `Training for the ${t.representative} role`,
          who: `Each ${t.representative}`,
          when: "Soon after election or appointment, as the consultation requirements provide",
          refresher: "As the course provider requires",
          evidence: "Certificate of attendance",
        }
      : null,
  ];
  return rows.filter((r): r is Training => r !== null);
}

function requirementsSection(ctx: ComposeContext): DocSection {
  const base = topicSection(
    "requirements",
    "Legal Requirements",
    ctx.profile.training,
    `${ctx.business.name} gives every worker the information, training, instruction and supervision they need to work safely, and keeps a record that shows it.`,
  );
  if (!isConstruction(ctx)) return base;
  const construction = requirementsAbout(ctx.profile.training, /construction induction/i);
  return extend(
    base,
    p(
      construction.length
        ? `As a construction business, ${ctx.business.name} checks every person's general construction induction evidence before they start construction work, and gives a site-specific induction at each site.`
        : `As a construction business, ${ctx.business.name} gives everyone doing construction work a site-specific induction at each site before they start.`,
    ),
  );
}

function recordsSection(ctx: ComposeContext): DocSection {
  return {
    id: "records",
    heading: "Individual Training Records",
    body: html(
      p(
        `Record each induction and course when it is completed. The trainer signs off the training and the worker signs to confirm they received it. Attach or file a copy of every certificate, licence or card, and set a reminder for the refresher or expiry date.`,
      ),
    ),
    tables: [
      table(
        "training-records",
        `Training records – ${ctx.business.name}`,
        RECORD_COLUMNS,
        blankRows(RECORD_COLUMNS, 15),
      ),
    ],
  };
}

export const composer: Composer = (ctx) => {
  const rows = matrixRows(ctx);
  return {
    title: `${ctx.documentName} – ${ctx.business.name}`,
    sections: [
      scopeSection(
        ctx,
        `This record sets out the induction and training each role at ${ctx.business.name} needs for its ${ctx.industryName.toLowerCase()} work, how often it is refreshed, and who has completed it. It covers employees, agency or labour-hire workers, apprentices and volunteers.`,
      ),
      requirementsSection(ctx),
      {
        id: "training-matrix",
        heading: "Training Matrix",
        body: p(
          `The matrix lists the training each role needs, built from the hazards of ${possessive(ctx.business.name)} work. No one does a task listed here until the training is complete, or they are directly supervised by someone who holds it while they complete it.`,
        ),
        tables: [table("training-matrix", "Training required by role", MATRIX_COLUMNS, rows)],
        citations: refresherCitations(
          ctx,
          rows.map((r) => r.refresher),
        ),
      },
      recordsSection(ctx),
      reviewSection(ctx, [
        "a new task, plant, substance or hazard is introduced",
        "an incident shows that training was missing or did not work",
        "a licence, card or certificate requirement changes",
        `${regulatorName(ctx)} publishes new guidance on training or competency`,
      ]),
    ],
  };
};
