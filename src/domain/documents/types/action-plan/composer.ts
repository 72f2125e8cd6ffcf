import { splitControls } from "../../../hazards/honest";
import type { HazardEntry } from "../../../hazards/types";
import { instrument } from "../../../legal";
import type { Citation, Topic } from "../../../legal/types";
import type { ComposeContext, Composer } from "../../compose-types";
import { isSmallBusiness } from "../../composers/business";
import { hazardCitations, legalBasis } from "../../composers/citations";
import { CONTROL_LEVEL_LABELS } from "../../composers/controls";
import { byRisk, hasHazard, hazardSource, highRiskWorkFor } from "../../composers/hazard-selection";
import { SMALL_BUSINESS_OWNER } from "../../composers/hazard-tables";
import { regulatorName } from "../../composers/regulator";
import { extend, reviewSection, scopeSection } from "../../composers/sections";
import { type Column, table } from "../../composers/tables";
import { capitalise } from "../../composers/text";
import type { DocSection } from "../../content";
import { html, p, ul } from "../../html";
import { mustNotStart, riskLabel, riskLevel } from "../../risk";

type Action = {
  rank: number;
  action: string;
  source: string;
  level: string;
  owner: string;
  /** Months from the plan's date to the due date; 0: before the work is next done. */
  months: number;
  evidence: string;
  citations: Citation[];
};

const COLUMNS: readonly Column[] = [
  ["ref", "Ref"],
  ["priority", "Priority"],
  ["action", "Action"],
  ["source", "Hazard / source"],
  ["level", "Hierarchy level"],
  ["owner", "Owner"],
  ["due", "Due date"],
  ["status", "Status"],
  ["evidence", "Evidence of completion"],
];

const PRIORITIES = ["1 – Urgent", "2 – High", "3 – Medium", "4 – Routine"] as const;
/** The due date of an action that must be done before the work it protects is done again. */
const BEFORE_WORK = "Before the work is next done";

/** Urgency follows the risk if the controls were missing: that is what the action guards against. */
function rankOf(h: HazardEntry): number {
  return { Extreme: 0, High: 1, Medium: 2, Low: 3 }[riskLevel(h.inherent)];
}

function hazardActions(ctx: ComposeContext, h: HazardEntry): Action[] {
  const rank = rankOf(h);
  // An extreme risk's control and the competence to do the work safely cannot wait a month while
  // the work goes on: they are due before anyone next does it.
  // A risk the matrix says must not start until its controls are verified is due before the work.
  const months = rank === 0 || mustNotStart(h.residual) ? 0 : rank === 1 ? 1 : rank === 2 ? 3 : 6;
  const later = Math.min(Math.max(months, 1) * 3, 6);
  // A business of 1 to 5 people has no supervisors: its manager owns every action.
  const checker = isSmallBusiness(ctx) ? manager(ctx) : "Supervisor";
  const owner = rank <= 1 ? manager(ctx) : checker;
  // One line each: a hazard's name may end in brackets of its own, e.g. "Hot work (welding, cutting)".
  // A risk left in a band the matrix says must not start says so wherever it is printed; the
  // controls to verify are this hazard's actions below.
  const stop = mustNotStart(h.residual)
    ? riskLevel(h.residual) === "Extreme"
      ? ": do not start the work until the risk is reduced"
      : ": do not start the work until the supervisor has verified its controls"
    : "";
  const source = `${h.name}\n${hazardSource(ctx, h)}\n${riskLabel(h.inherent)} before controls, ${riskLabel(h.residual)} after${stop}`;
  const citations = hazardCitations(ctx, [h]);
  const { inPlace, further } = splitControls(h);
  const best = inPlace.find((c) => c.level !== "ppe") ?? inPlace[0];
  const actions: Action[] = [];
  if (best) {
    actions.push({
      rank,
      action: `Put in place and verify: ${best.text}`,
      source,
      level: CONTROL_LEVEL_LABELS[best.level],
      owner,
      months,
      evidence: "Inspection record or photo of the control in place",
      citations,
    });
  }
  const rest = inPlace.filter((c) => c !== best).map((c) => `${CONTROL_LEVEL_LABELS[c.level]}: ${c.text}`);
  if (rest.length) {
    actions.push({
      rank: Math.min(rank + 1, 3),
      action: `Confirm the remaining controls are in use and checked:\n${rest.join("\n")}`,
      source,
      level: "Mixed (see action)",
      owner: checker,
      months: later,
      evidence: "Completed workplace inspection checklist",
      citations,
    });
  }
  // Further controls change the job itself: the business decides whether each is practicable here.
  for (const c of further) {
    actions.push({
      rank: Math.min(rank + 1, 3),
      action: `Decide whether this further control is reasonably practicable here; put it in place, or record why not: ${c.text}`,
      source,
      level: CONTROL_LEVEL_LABELS[c.level],
      owner: manager(ctx),
      months: later,
      evidence: "Recorded decision; the control in place where adopted",
      citations,
    });
  }
  // Inductions are covered by the training duty.
  const competencies = h.competencies.filter((c) => !/\binduction\b/i.test(c));
  if (competencies.length || h.permits.length) {
    actions.push({
      rank,
      action: [
        competencies.length
          ? `Check and record the competency of everyone doing this work: ${competencies.join(", ")}.`
          : "",
        h.permits.length ? `Set up and use: ${h.permits.join(", ")}.` : "",
      ]
        .filter(Boolean)
        .join("\n"),
      source,
      level: CONTROL_LEVEL_LABELS.administrative,
      owner,
      months,
      evidence: "Training records; completed permits",
      citations,
    });
  }
  return actions;
}

/** "DSEAR 2002, reg 5": the instrument's short title and the provision. */
function shortCitation(c: Citation): string {
  const found = instrument(c.id);
  const name = found?.shortTitle ?? found?.title ?? c.id;
  return c.pinpoint ? `${name}, ${c.pinpoint}` : name;
}

// A business of 1 to 5 people names its owner or manager, as its hazard register does.
const manager = (ctx: ComposeContext) =>
  isSmallBusiness(ctx) ? SMALL_BUSINESS_OWNER : capitalise(`${ctx.terms.dutyHolderShort} / manager`);

/** An action that meets a duty of the profile's law. */
function legal(
  ctx: ComposeContext,
  rank: number,
  action: string,
  area: string,
  topic: Pick<Topic, "citations">,
  months: number,
  evidence: string,
): Action {
  const basis = legalBasis(ctx, topic.citations, 1);
  return {
    rank,
    action,
    source: basis ? `Legal requirement – ${area}: ${basis}` : `Legal requirement – ${area}`,
    level: CONTROL_LEVEL_LABELS.administrative,
    owner: manager(ctx),
    months,
    evidence,
    citations: topic.citations,
  };
}

function legalActions(ctx: ComposeContext): Action[] {
  const pr = ctx.profile;
  const chemicals = hasHazard(ctx, "chemical");
  const categories = highRiskWorkFor(ctx);
  // The law's own assessment of the fire and explosion risks of flammable substances (Great
  // Britain's DSEAR), where the business's facts bring it: the register's row rates the risk, this
  // action has the assessment carried out and recorded.
  const flammables = ctx.hazards.some((h) => h.id === "flammable-fire")
    ? (pr.hazardCitations["flammable-fire"] ?? [])
    : [];
  const actions: (Action | null)[] = [
    legal(
      ctx,
      1,
      `Brief managers and supervisors on which incidents are notifiable, how fast and how to notify (${pr.incidentNotification.notify || regulatorName(ctx)})${pr.incidentNotification.preserveSite ? ", and how the site is preserved" : ""}; display the contact details.`,
      "incident notification",
      pr.incidentNotification,
      1,
      "Briefing record; contact details displayed",
    ),
    legal(
      ctx,
      1,
      "Prepare the emergency plan for each workplace, display it, and run an evacuation drill.",
      "emergency planning",
      pr.emergencyPlanning,
      1,
      "Emergency plan; drill record",
    ),
    legal(
      ctx,
      1,
      "Assess first aid needs; appoint and train first aiders; stock and check first aid kits.",
      "first aid",
      pr.firstAid,
      1,
      "First aid assessment; certificates; kit checklist",
    ),
    categories.length
      ? legal(
          ctx,
          0,
          `Prepare a ${pr.highRiskWork.documentName} before each high-risk construction task and check work follows it.`,
          "high-risk work",
          pr.highRiskWork,
          0,
          `Signed copy of each ${pr.highRiskWork.documentName} on file`,
        )
      : null,
    chemicals
      ? legal(
          ctx,
          1,
          "Compile the chemical register with a current safety data sheet for every product; label containers.",
          "hazardous chemicals",
          pr.hazardousChemicals,
          1,
          "Chemical register and SDS folder",
        )
      : null,
    flammables.length
      ? legal(
          ctx,
          1,
          `Carry out and record the assessment of fire and explosion risks from the dangerous substances used (${flammables.map(shortCitation).join("; ")}).`,
          "dangerous substances",
          { citations: flammables },
          1,
          "Recorded assessment of fire and explosion risks",
        )
      : null,
    legal(
      ctx,
      2,
      `Set up consultation: a standing safety item at team meetings and a way for ${ctx.terms.workers} to raise issues, including through their ${ctx.terms.representative}.`,
      "consultation",
      pr.consultation,
      3,
      "Meeting minutes",
    ),
    legal(
      ctx,
      2,
      "Induct every worker and record training against the training matrix.",
      "training",
      pr.training,
      3,
      "Signed induction and training records",
    ),
    legal(
      ctx,
      3,
      "Set up record keeping: incidents, training, inspections and registers kept for the required periods.",
      "records",
      pr.records,
      6,
      "Filing system in place",
    ),
    ...ctx.thresholds.map((t) => ({
      rank: 1,
      action: t.consequence,
      source: [
        `Legal requirement for a business of ${ctx.business.employeeCount} employees`,
        legalBasis(ctx, t.citations, 1),
      ]
        .filter(Boolean)
        .join(": "),
      level: CONTROL_LEVEL_LABELS.administrative,
      owner: manager(ctx),
      months: 1,
      evidence: "Document or record in place",
      citations: t.citations,
    })),
  ];
  return actions.filter((a): a is Action => a !== null);
}

function actionsSection(ctx: ComposeContext): DocSection {
  const hazards = byRisk(ctx.hazards);
  // Stable sort keeps hazards (already risk-ordered) ahead of legal duties of the same rank.
  const actions = [...hazards.flatMap((h) => hazardActions(ctx, h)), ...legalActions(ctx)].sort(
    (a, b) => a.rank - b.rank,
  );
  const rows = actions.map((a, i) => ({
    ref: `A${String(i + 1).padStart(2, "0")}`,
    priority: PRIORITIES[a.rank] ?? PRIORITIES[3],
    action: a.action,
    source: a.source,
    level: a.level,
    owner: a.owner,
    due: a.months === 0 ? BEFORE_WORK : ctx.dateAfterMonths(a.months),
    status: "Open",
    evidence: a.evidence,
  }));
  return {
    id: "actions",
    heading: "Action Plan",
    body: html(
      p(
        `${actions.length} actions, most urgent first. Hazard actions come from the ${ctx.business.name} hazard register and are ranked by how severe the risk would be without controls; legal actions are the duties ${ctx.jurisdictionName} law places on a business of this kind and size.`,
      ),
      ul([
        `${PRIORITIES[0]}: due before anyone next does the work they protect.`,
        `${PRIORITIES[1]}: due within one month (${ctx.dateAfterMonths(1)}).`,
        `${PRIORITIES[2]}: due within three months (${ctx.dateAfterMonths(3)}).`,
        `${PRIORITIES[3]}: due within six months (${ctx.dateAfterMonths(6)}).`,
      ]),
      p(
        "Update the status column as work progresses (Open, In progress, Done, Verified). An action is closed only when the evidence is filed and someone other than the owner has checked the control works.",
      ),
    ),
    tables: [table("actions", `Safety action plan – ${ctx.business.name}`, COLUMNS, rows)],
    citations: actions.flatMap((a) => a.citations),
  };
}

export const composer: Composer = (ctx) => ({
  title: `${ctx.documentName} – ${ctx.business.name}`,
  sections: [
    scopeSection(
      ctx,
      `This plan lists the safety improvements ${ctx.business.name} will make, who owns each one and when it is due. It turns the business's hazard register and its legal duties into dated actions for the next six months.`,
    ),
    actionsSection(ctx),
    extend(
      reviewSection(
        ctx,
        [
          "an action is overdue or cannot be done as planned",
          "an incident or near miss shows a control is missing",
          "a new hazard, task, site or piece of plant is added",
          `${regulatorName(ctx)} issues a notice or new guidance`,
        ],
        1,
      ),
      html(
        p(`Progress is reviewed monthly by the ${ctx.terms.dutyHolderShort} or manager with supervisors:`),
        ul([
          "Go through every open action: status, blockers and whether the due date still holds.",
          "Check the evidence for actions marked done, and inspect a sample on site.",
          "Add new actions from incidents, inspections, audits and concerns raised by workers.",
          `Report progress at the next team meeting and to the ${ctx.terms.representative}.`,
        ]),
      ),
    ),
  ],
});
