import { GB_PLACE_NAMES, type GbPlace } from "../../../catalogue/gb-nations";
import { byAudience } from "../../../catalogue/training-audience";
import { splitControls } from "../../../hazards/honest";
import type { HazardEntry } from "../../../hazards/types";
import { instrument } from "../../../legal";
import { methodDocumentRequired } from "../../../legal/helpers";
import type { Citation, Topic } from "../../../legal/types";
import type { ComposeContext, Composer } from "../../compose-types";
import { industryInSentence, isConstruction, isSmallHeadcount } from "../../composers/business";
import { hazardCitations, legalBasis } from "../../composers/citations";
import { CONTROL_LEVEL_LABELS } from "../../composers/controls";
import { coursesOf, credentialOf, isLicensed } from "../../composers/courses";
import { furtherDecisionMonths, furtherDecisions } from "../../composers/further-controls";
import { byRisk, hasHazard, hazardSource, highRiskWorkFor } from "../../composers/hazard-selection";
import { regulatorName } from "../../composers/regulator";
import { extend, reviewSection, scopeSection } from "../../composers/sections";
import { table } from "../../composers/tables";
import { capitalise, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { html, p, ul } from "../../html";
import { mustNotStart, riskLabel, riskLevel } from "../../risk";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

type Action = {
  rank: number;
  action: string;
  source: string;
  level: string;
  owner: string;
  /** Months from the plan's date to the due date; 0: before the work is next done. */
  months: number;
  /** The due date in words where the action names its own moment ("before any are next used"). */
  due?: string;
  evidence: string;
  citations: Citation[];
};

const priorities = (w: Wording) => {
  const pr = w.actions.priorities;
  return [pr.urgent, pr.high, pr.medium, pr.routine] as const;
};

/** Urgency follows the risk if the controls were missing: that is what the action guards against. */
function rankOf(h: HazardEntry): number {
  return { Extreme: 0, High: 1, Medium: 2, Low: 3 }[riskLevel(h.inherent)];
}

/**
 * The competence check of a hazard's work: everyone doing it holds the competencies for the work,
 * and supervisors and managers the ones the hazard library names for them.
 */
function competenceAction(hw: Wording["hazard"], competencies: readonly string[], roleNote: string): string {
  if (!competencies.length) return "";
  const held = byAudience(competencies, roleNote);
  const supervisorCompetencies = held.supervisors.join(", ");
  if (!held.supervisors.length) return hw.competence.competencies({ competencies: held.workers.join(", ") });
  if (!held.workers.length) return hw.competence.supervisors({ supervisorCompetencies });
  return hw.competence.competenciesSupervisors({
    competencies: held.workers.join(", "),
    supervisorCompetencies,
  });
}

function hazardActions(ctx: ComposeContext, w: Wording, h: HazardEntry): Action[] {
  const rank = rankOf(h);
  const hw = w.hazard;
  // An extreme risk's control and the competence to do the work safely cannot wait a month while
  // the work goes on: they are due before anyone next does it.
  // A risk the matrix says must not start until its controls are verified is due before the work.
  const months = rank === 0 || mustNotStart(h.residual) ? 0 : rank === 1 ? 1 : rank === 2 ? 3 : 6;
  const later = furtherDecisionMonths(h);
  // A business of 1 to 5 people has no supervisors: its owner or manager owns every action.
  const manager = w.actions.owners.manager;
  const checker = w.actions.owners.supervisor;
  const owner = rank <= 1 ? manager : checker;
  // One line each: a hazard's name may end in brackets of its own, e.g. "Hot work (welding, cutting)".
  // A risk left in a band the matrix says must not start says so wherever it is printed; the
  // controls to verify are this hazard's actions below.
  const rated = {
    hazard: h.name,
    place: hazardSource(ctx, h),
    before: riskLabel(h.inherent),
    after: riskLabel(h.residual),
  };
  const source = mustNotStart(h.residual)
    ? riskLevel(h.residual) === "Extreme"
      ? hw.sourceReduce(rated)
      : hw.sourceVerify(rated)
    : hw.source(rated);
  const citations = hazardCitations(ctx, [h]);
  const { inPlace } = splitControls(h);
  const best = inPlace.find((c) => c.level !== "ppe") ?? inPlace[0];
  const actions: Action[] = [];
  if (best) {
    actions.push({
      rank,
      action: hw.verify.action({ control: best.text }),
      source,
      level: CONTROL_LEVEL_LABELS[best.level],
      owner,
      months,
      evidence: hw.verify.evidence,
      citations,
    });
  }
  const rest = inPlace.filter((c) => c !== best).map((c) => `${CONTROL_LEVEL_LABELS[c.level]}: ${c.text}`);
  if (rest.length) {
    actions.push({
      rank: Math.min(rank + 1, 3),
      action: hw.remaining.action({ controls: rest.join("\n") }),
      source,
      level: hw.remaining.level,
      owner: checker,
      months: later,
      evidence: hw.remaining.evidence,
      citations,
    });
  }
  // Further controls change the job itself: the business decides whether each is practicable here,
  // by the date the risk assessment gives the same decision.
  for (const { control: c, months: decideBy } of furtherDecisions(h)) {
    actions.push({
      rank: Math.min(rank + 1, 3),
      action: hw.further.action({ control: c.text }),
      source,
      level: CONTROL_LEVEL_LABELS[c.level],
      owner: manager,
      months: decideBy,
      evidence: hw.further.evidence,
      citations,
    });
  }
  // Inductions are covered by the training duty.
  const competencies = coursesOf([h]).filter((c) => !/\binduction\b/i.test(c));
  if (competencies.length || h.permits.length) {
    actions.push({
      rank,
      action: [
        competenceAction(hw, competencies, ctx.terms.competencyRole),
        h.permits.length ? hw.competence.permits({ permits: h.permits.join(", ") }) : "",
      ]
        .filter(Boolean)
        .join("\n"),
      source,
      level: CONTROL_LEVEL_LABELS.administrative,
      owner,
      months,
      evidence: competenceEvidence(hw, competencies, h.permits),
      citations,
    });
  }
  return actions;
}

/**
 * What shows a hazard's competencies and permits are in place: training records for its training,
 * a copy of each licence or card for what a person holds, a copy of the credentials the library
 * says who holds (each diver's certificates, the business's own licence), the permits, plans or
 * licences it sets up; each that applies, in that order.
 */
function competenceEvidence(
  hw: Wording["hazard"],
  competencies: readonly string[],
  permits: readonly string[],
): string {
  const e = hw.competence.evidence;
  const parts = [
    competencies.some((c) => !isLicensed(c)) ? e.training : null,
    competencies.some((c) => isLicensed(c) && !credentialOf(c)) ? e.licences : null,
    ...heldCredentials(e, competencies),
    permits.length ? e.permits : null,
  ].filter((x): x is string => x !== null);
  return capitalise(parts.join("; "));
}

/**
 * One part per holder of the credentials the library names, in the order first named: the kinds
 * each holder shows ("certificates" for a diver's qualification and medical certificate). A
 * credential that does not run out (a British diver's approved qualification, checked against each
 * job) is not given an expiry to record: where some of a holder's credentials run out and some do
 * not, the evidence says which.
 */
function heldCredentials(
  e: Wording["hazard"]["competence"]["evidence"],
  competencies: readonly string[],
): string[] {
  const byHolder = new Map<string, { kind: string; expires: boolean }[]>();
  for (const c of competencies) {
    const held = credentialOf(c);
    if (held)
      byHolder.set(held.heldBy, [
        ...(byHolder.get(held.heldBy) ?? []),
        { kind: held.kind, expires: held.expires !== false },
      ]);
  }
  return [...byHolder].map(([holder, held]) => {
    const kinds = held.map((h) => h.kind);
    const credentials = [...new Set(kinds)]
      .map((kind) => (kinds.filter((k) => k === kind).length > 1 ? `${kind}s` : kind))
      .join(" and ");
    const several = kinds.length > 1;
    const expiring = held.filter((h) => h.expires).length;
    if (expiring === 0) return e.checkedEachJob({ holder, credentials });
    if (expiring < held.length) return e.someExpire({ holder, credentials });
    if (holder === "business")
      return several ? e.businessSeveral({ credentials }) : e.business({ credentials });
    return several ? e.eachHolderSeveral({ holder, credentials }) : e.eachHolder({ holder, credentials });
  });
}

/** "DSEAR 2002, reg 5": the instrument's short title and the provision. */
function shortCitation(c: Citation): string {
  const found = instrument(c.id);
  const name = found?.shortTitle ?? found?.title ?? c.id;
  return c.pinpoint ? `${name}, ${c.pinpoint}` : name;
}

/**
 * The one part of the jurisdiction whose law alone the citations are (Scotland's fire safety
 * record), or undefined where any of them is law throughout (`Instrument.extent`).
 */
function onlyPlaceOf(citations: readonly Citation[]): GbPlace | undefined {
  const extents = citations.map((c) => instrument(c.id)?.extent);
  const [first] = extents;
  if (first?.length !== 1) return undefined;
  return extents.every((e) => e?.length === 1 && e[0] === first[0]) ? (first[0] as GbPlace) : undefined;
}

/** What one of the law's duties asks of the business: its wording, and when it is due. */
type Duty = { area: string; action: string; evidence: string };

/** An action that meets a duty of the profile's law. */
function legal(
  ctx: ComposeContext,
  w: Wording,
  rank: number,
  duty: Duty,
  topic: Pick<Topic, "citations">,
  months: number,
): Action {
  const basis = legalBasis(ctx, topic.citations, 1);
  return {
    rank,
    action: duty.action,
    source: basis ? w.legal.source({ area: duty.area, basis }) : w.legal.sourceUncited({ area: duty.area }),
    level: CONTROL_LEVEL_LABELS.administrative,
    owner: w.actions.owners.manager,
    months,
    evidence: duty.evidence,
    citations: topic.citations,
  };
}

/**
 * The method document for the high-risk work: a legal requirement, citing the provisions that
 * require it, only where the law requires it; elsewhere good practice resting on the duty to
 * manage the work's risks.
 */
function methodDocumentAction(ctx: ComposeContext, w: Wording, duty: Duty): Action {
  const rule = ctx.profile.highRiskWork;
  const ids = highRiskWorkFor(ctx).map((c) => c.id);
  if (methodDocumentRequired(rule.methodDocument, ids, "some"))
    return legal(ctx, w, 0, duty, { citations: rule.methodDocument.citations }, 0);
  const basis = legalBasis(ctx, rule.citations, 1);
  return {
    ...legal(ctx, w, 0, duty, { citations: [] }, 0),
    source: basis
      ? w.legal.goodPractice({ area: duty.area, basis })
      : w.legal.goodPracticeUncited({ area: duty.area }),
    citations: rule.citations,
  };
}

function legalActions(ctx: ComposeContext, w: Wording): Action[] {
  const pr = ctx.profile;
  const l = w.legal;
  const chemicals = hasHazard(ctx, "chemical");
  const categories = highRiskWorkFor(ctx);
  // The law's own assessment of the fire and explosion risks of flammable substances (Great
  // Britain's DSEAR), where the business's facts bring it: the register's row rates the risk, this
  // action has the assessment carried out and recorded.
  const flammables = ctx.hazards.some((h) => h.id === "flammable-fire")
    ? (pr.hazardCitations["flammable-fire"] ?? [])
    : [];
  const notification = {
    ...l.notification,
    action: pr.incidentNotification.preserveSite ? l.notification.actionPreserve : l.notification.action,
  };
  // Tree felling or diving is high-risk work, but not construction.
  const highRiskWork = {
    ...l.highRiskWork,
    action: isConstruction(ctx) ? l.highRiskWork.action : l.highRiskWork.actionTask,
  };
  const actions: (Action | null)[] = [
    legal(ctx, w, 1, notification, pr.incidentNotification, 1),
    legal(ctx, w, 1, l.emergency, pr.emergencyPlanning, 1),
    legal(ctx, w, 1, l.firstAid, pr.firstAid, 1),
    categories.length ? methodDocumentAction(ctx, w, highRiskWork) : null,
    chemicals ? legal(ctx, w, 1, l.chemicals, pr.hazardousChemicals, 1) : null,
    flammables.length
      ? legal(
          ctx,
          w,
          1,
          {
            ...l.substances,
            action: l.substances.action({ substances: flammables.map(shortCitation).join("; ") }),
          },
          { citations: flammables },
          1,
        )
      : null,
    legal(ctx, w, 2, l.consultation, pr.consultation, 3),
    legal(ctx, w, 2, l.training, pr.training, 3),
    legal(ctx, w, 3, l.records, pr.records, 6),
    ...ctx.thresholds.map((t) => {
      // A line that tells both sides of a limit cites each side's first provision.
      const basis = legalBasis(ctx, t.citations, t.states ? 2 : 1);
      const nation = ctx.place === undefined ? onlyPlaceOf(t.citations) : undefined;
      return {
        rank: 1,
        action: t.consequence,
        source: basis
          ? nation
            ? l.threshold.sourceIn({ basis, nation: GB_PLACE_NAMES[nation] })
            : l.threshold.source({ basis })
          : l.threshold.sourceUncited,
        level: CONTROL_LEVEL_LABELS.administrative,
        owner: w.actions.owners.manager,
        months: 1,
        evidence: l.threshold.evidence,
        citations: t.citations,
      };
    }),
  ];
  return actions.filter((a): a is Action => a !== null);
}

/** What the business is asked to find out or assess: the manager does it before the work is next done. */
function askedActions(
  w: Wording,
  asked: readonly string[],
  n: { action: (words: string) => string; source: string; due: string; evidence: string },
): Action[] {
  return asked.map((words) => ({
    // Due before the plant is next used or the work next done, as the action says: it may be today.
    rank: 0,
    action: n.action(words),
    source: n.source,
    level: CONTROL_LEVEL_LABELS.administrative,
    owner: w.actions.owners.manager,
    months: 0,
    due: n.due,
    evidence: n.evidence,
    citations: [],
  }));
}

/**
 * The industry's common hazards the business has not said it has (a body shop's forklifts): the
 * register names them as not yet assessed, and the plan has someone find out before they are next
 * used.
 */
function notYetAssessedActions(ctx: ComposeContext, w: Wording): Action[] {
  const n = w.hazard.notYetAssessed;
  return askedActions(w, ctx.notYetAssessed, { ...n, action: (hazard) => n.action({ hazard }) });
}

/** Work the business names that the library does not assess yet: assessed before it is next done. */
function unassessedWorkActions(ctx: ComposeContext, w: Wording): Action[] {
  const n = w.hazard.unassessedWork;
  return askedActions(w, ctx.unassessedWork, { ...n, action: (work) => n.action({ work }) });
}

function actionsSection(ctx: ComposeContext, w: Wording): DocSection {
  const a = w.actions;
  const labels = priorities(w);
  const hazards = byRisk(ctx.hazards);
  // Stable sort keeps hazards (already risk-ordered) ahead of legal duties of the same rank.
  const actions = [
    ...hazards.flatMap((h) => hazardActions(ctx, w, h)),
    ...notYetAssessedActions(ctx, w),
    ...unassessedWorkActions(ctx, w),
    ...legalActions(ctx, w),
  ].sort((x, y) => x.rank - y.rank);
  const rows = actions.map((x, i) => ({
    ref: `A${String(i + 1).padStart(2, "0")}`,
    priority: labels[x.rank] ?? labels[3],
    action: x.action,
    source: x.source,
    level: x.level,
    owner: x.owner,
    due: x.due ?? (x.months === 0 ? a.beforeWork : ctx.dateAfterMonths(x.months)),
    status: a.open,
    evidence: x.evidence,
  }));
  return {
    id: "actions",
    heading: a.heading,
    body: html(
      p(a.intro({ "actions.count": String(actions.length) })),
      ul([
        a.dueUrgent({ priority: labels[0] }),
        a.dueMonth({ priority: labels[1] }),
        a.dueThreeMonths({ priority: labels[2] }),
        a.dueSixMonths({ priority: labels[3] }),
      ]),
      p(a.status),
    ),
    tables: [table("actions", a.caption, Object.entries(a.columns), rows)],
    citations: actions.flatMap((x) => x.citations),
  };
}

export const composer: Composer = (ctx) => {
  const pr = ctx.profile;
  const w = wordingOf(
    TEMPLATE,
    { country: pr.country, region: pr.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "business.possessive": possessive(ctx.business.name),
      "business.employees": ctx.business.employeeCount,
      jurisdiction: ctx.jurisdictionName,
      industry: industryInSentence(ctx),
      "terms.workers": ctx.terms.workers,
      "terms.dutyHolderShort": ctx.terms.dutyHolderShort,
      "terms.representative": ctx.terms.representative,
      "regulator.name": regulatorName(ctx),
      notify: pr.incidentNotification.notify || regulatorName(ctx),
      "highRiskWork.document": pr.highRiskWork.documentName,
      "due.month": ctx.dateAfterMonths(1),
      "due.threeMonths": ctx.dateAfterMonths(3),
      "due.sixMonths": ctx.dateAfterMonths(6),
    },
    {},
  );
  return {
    title: `${ctx.documentName} – ${ctx.business.name}`,
    sections: [
      scopeSection(ctx, w.scope.intro),
      actionsSection(ctx, w),
      extend(reviewSection(ctx, [...w.review.triggers], 1), html(p(w.review.progress), ul(w.review.steps))),
    ],
  };
};
