import { roleOf, trainingAudience } from "../../../catalogue/training-audience";
import {
  refresherKindOf,
  TRAINING_REFRESHERS,
  type TrainingRefresherId,
} from "../../../catalogue/training-refreshers";

import type { ComposeContext, Composer } from "../../compose-types";
import { isConstruction, isSmallBusiness, workInSentence } from "../../composers/business";
import { courseLineFor, credentialOf, isLicensed } from "../../composers/courses";
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
import { docTitle } from "../../composers/shared-people";
import { blankRows, type Column, table } from "../../composers/tables";
import { distinct, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { html, p } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

type Training = { training: string; who: string; when: string; refresher: string; evidence: string };
type Rows = Wording["matrix"]["rows"];

/** The matrix's and the record's column keys, in the order of the template's labels. */
const MATRIX_KEYS = ["training", "who", "when", "refresher", "evidence"] as const;
const RECORD_KEYS = ["name", "role", "training", "date", "trainer", "evidence", "due", "signature"] as const;

const columns = (keys: readonly string[], labels: readonly string[]): Column[] =>
  keys.map((key, i) => [key, labels[i] ?? ""]);

const INDUCTION = /\binduction\b/i;
/** Familiarisation on a machine, given for each machine rather than repeated. */
const FAMILIARISATION = /\bfamiliarisation training\b/i;

/** A row of the template with the refresher the composer settles: the law's, or the business's own. */
type RowWording = { training: string; who: string; timing: string; evidence: string };
const row = (r: RowWording, refresher: string): Training => ({
  training: r.training,
  who: r.who,
  when: r.timing,
  refresher,
  evidence: r.evidence,
});

/**
 * A competency's refresher: the law's interval where it sets one; a licence's own expiry; for
 * training a law elsewhere sets an interval for (fit testing, forklift evaluation, hearing
 * conservation), the changes that call for it again, never a number the law here does not give;
 * otherwise the business's own interval, worded as its choice.
 */
function competencyRefresher(ctx: ComposeContext, rows: Rows, competency: string): string {
  const kind = refresherKindOf(competency);
  const legal = legalRefresher(ctx, kind);
  if (legal) return legal;
  // First aid training of any kind (remote area first aid) is refreshed as the first aid
  // certificate is: one interval for every first aid row, as the first aid plan gives it.
  if (kind === "first-aid-certificate") return ownInterval(rows.firstAid.ownRefresher);
  const held = credentialOf(competency);
  // A credential issued for good sets no interval of the business's own: it is checked per job.
  if (held?.expires === false) return heldWording(rows, held).refresher;
  if (held) return ownInterval(heldWording(rows, held).refresher);
  if (isLicensed(competency)) return ownInterval(rows.competency.ownRefresherLicensed);
  if (FAMILIARISATION.test(competency)) return ownInterval(rows.competency.ownRefresherFamiliarisation);
  if (kind && !("ownIntervalElsewhere" in TRAINING_REFRESHERS[kind])) return ON_CHANGE;
  return ownInterval(rows.competency.ownRefresher);
}

/** One row per competency the business's hazards call for, naming every task that needs it. */
function competencyRows(ctx: ComposeContext, rows: Rows): Training[] {
  const needs = new Map<string, string[]>();
  // One row per course: a course named for particular plant and for any plant is one training.
  const lineOf = courseLineFor(ctx.hazards);
  for (const h of ctx.hazards) {
    // Inductions have their own rows in the matrix.
    for (const c of h.competencies.filter((c) => !INDUCTION.test(c)).map(lineOf)) {
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
  const c = rows.competency;
  return [...needs].map(([competency, tasks]) => ({
    training: competency,
    who: whoFor(c, competency, distinct(tasks).join("; ")),
    when: c.timing,
    refresher: competencyRefresher(ctx, rows, competency),
    evidence: evidenceOf(rows, competency),
  }));
}

/** Who a competency is for: a role the library names, the supervisors, or everyone doing its tasks. */
function whoFor(c: Rows["competency"], competency: string, tasks: string): string {
  const role = roleOf(competency);
  if (role) return c.whoRole({ role });
  return (trainingAudience(competency) === "supervisors" ? c.whoSupervisors : c.who)({ tasks });
}

/** The refresher and evidence of a credential the hazard library says who holds. */
function heldWording(rows: Rows, held: NonNullable<ReturnType<typeof credentialOf>>) {
  const c = rows.competency;
  const words = { credential: held.kind, holder: held.heldBy };
  if (held.expires === false)
    return { refresher: c.ownRefresherLasting(words), evidence: c.evidenceLasting(words) };
  return held.heldBy === "business"
    ? { refresher: c.ownRefresherBusiness(words), evidence: c.evidenceBusiness(words) }
    : { refresher: c.ownRefresherHolder(words), evidence: c.evidenceHolder(words) };
}

/** A copy of the holder's own credential, or the training's record. */
function evidenceOf(rows: Rows, competency: string): string {
  const held = credentialOf(competency);
  if (held) return heldWording(rows, held).evidence;
  return isLicensed(competency) ? rows.competency.evidenceLicensed : rows.competency.evidence;
}

/**
 * Training a law here repeats at a set interval that no competency row already carries: fit testing
 * where the business's PPE includes a respirator fit-tested to the wearer, respirator training
 * where it includes any respirator, bloodborne pathogens training where the law for its industry
 * sets one.
 */
function lawSetRows(ctx: ComposeContext, rows: Rows): Training[] {
  const covered = new Set(ctx.hazards.flatMap((h) => h.competencies).map(refresherKindOf));
  const ppe = ctx.hazards.flatMap((h) => h.ppe);
  const wearsRespirator = ppe.some((p) => /respirator/i.test(p));
  const fitTested = ppe.some((p) => TRAINING_REFRESHERS["respirator-fit-test"].competency.test(p));
  const out: (Training | null)[] = [
    fitTested && !covered.has("respirator-fit-test")
      ? lawSetRow(ctx, "respirator-fit-test", rows.fitTest)
      : null,
    wearsRespirator && !covered.has("respirator-training")
      ? lawSetRow(ctx, "respirator-training", rows.respirator)
      : null,
    !covered.has("bloodborne-pathogens") ? lawSetRow(ctx, "bloodborne-pathogens", rows.bloodborne) : null,
  ];
  return out.filter((r): r is Training => r !== null);
}

function lawSetRow(ctx: ComposeContext, kind: TrainingRefresherId, r: RowWording): Training | null {
  const refresher = legalRefresher(ctx, kind);
  return refresher ? row(r, refresher) : null;
}

function matrixRows(ctx: ComposeContext, rows: Rows): Training[] {
  const t = ctx.terms;
  const construction = requirementsAbout(ctx.profile.training, /construction induction/i);
  const chemicals = hasHazard(ctx, "chemical");
  const ppe = distinct(ctx.hazards.flatMap((h) => h.ppe));
  const own = (r: RowWording & { ownRefresher: string }) => row(r, ownInterval(r.ownRefresher));
  const roles = emergencyRoles(ctx);
  const out: (Training | null)[] = [
    own(rows.induction),
    // Only where the law names a general construction induction (Australia's white card).
    isConstruction(ctx) && construction.length
      ? row(rows.generalConstruction, rows.generalConstruction.refresher)
      : null,
    isConstruction(ctx) ? row(rows.siteInduction, rows.siteInduction.refresher) : null,
    ...competencyRows(ctx, rows),
    ...lawSetRows(ctx, rows),
    chemicals ? own(rows.chemicals) : null,
    ppe.length ? own({ ...rows.ppe, training: rows.ppe.training({ ppe: ppe.join(", ") }) }) : null,
    row(
      rows.firstAid,
      legalRefresher(ctx, "first-aid-certificate") ?? ownInterval(rows.firstAid.ownRefresher),
    ),
    own(rows.emergency),
    roles.small
      ? own({ ...rows.leadingEmergency, who: rows.leadingEmergency.who({ everyone: roles.everyone }) })
      : own(rows.warden),
    own({
      ...rows.supervising,
      training: rows.supervising.training({
        procedures: writesHighRiskWorkDocument(ctx)
          ? ctx.profile.highRiskWork.documentName || rows.proceduresDefault
          : rows.proceduresDefault,
      }),
    }),
    // Only where the law's own model has representatives who are elected or appointed to the role.
    t.representation ? row(rows.representative, rows.representative.refresher) : null,
  ];
  return out.filter((r): r is Training => r !== null);
}

/**
 * Whether supervisors are trained in the law's own high-risk work document (Australia's SWMS, the
 * UK's RAMS): a builder's, or a business whose hazards include high-risk work the law names. A
 * clinic's or a shop's supervisors are trained in safe work procedures.
 */
function writesHighRiskWorkDocument(ctx: ComposeContext): boolean {
  const categories = ctx.profile.highRiskWork.categories;
  return (
    isConstruction(ctx) || ctx.hazards.some((h) => h.highRiskWork.some((id) => categories[id] !== undefined))
  );
}

function requirementsSection(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.requirements;
  const base = topicSection("requirements", t.heading, ctx.profile.training, t.lead);
  if (!isConstruction(ctx)) return base;
  const construction = requirementsAbout(ctx.profile.training, /construction induction/i);
  return extend(base, p(construction.length ? t.constructionCard : t.constructionSite));
}

function recordsSection(w: Wording): DocSection {
  const t = w.records;
  const recordColumns = columns(RECORD_KEYS, t.columns);
  return {
    id: "records",
    heading: t.heading,
    body: html(p(t.intro)),
    tables: [table("training-records", t.caption, recordColumns, blankRows(recordColumns, 15))],
  };
}

export const composer: Composer = (ctx) => {
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallBusiness(ctx) },
    {
      "business.name": ctx.business.name,
      "business.possessive": possessive(ctx.business.name),
      industry: workInSentence(ctx),
      "terms.workers": ctx.terms.workers,
      "terms.representative": ctx.terms.representative,
      regulator: regulatorName(ctx),
      unassessedWork: ctx.unassessedWork.join("; "),
    },
    { unassessedWork: ctx.unassessedWork.length > 0 },
  );
  const rows = matrixRows(ctx, w.matrix.rows);
  const m = w.matrix;
  return {
    title: docTitle(ctx),
    sections: [
      scopeSection(ctx, w.scope.intro),
      requirementsSection(ctx, w),
      {
        id: "training-matrix",
        heading: m.heading,
        body: html(p(m.intro), m.unassessedWork ? p(m.unassessedWork) : null),
        tables: [table("training-matrix", m.caption, columns(MATRIX_KEYS, m.columns), rows)],
        citations: refresherCitations(
          ctx,
          rows.map((r) => r.refresher),
        ),
      },
      recordsSection(w),
      reviewSection(ctx, [...w.review.triggers]),
    ],
  };
};
