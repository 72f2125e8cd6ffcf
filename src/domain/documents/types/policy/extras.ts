import { EXTRA_POLICIES, type ExtraPolicy } from "../../../catalogue";
import { refresherKindOf } from "../../../catalogue/training-refreshers";
import type { ComposeContext } from "../../compose-types";
import { coursesOf, hazardsNeedingCourse } from "../../composers/courses";
import { emergencyRoles } from "../../composers/emergency-roles";
import { legalRefresher, ON_CHANGE, ownInterval, refresherCitations } from "../../composers/refreshers";
import { tableOf } from "../../composers/tables";
import { capitalise, listText, lowerFirst } from "../../composers/text";
import type { DocSection } from "../../content";
import { html, p, ul } from "../../html";
import type { Wording } from "./wording.generated";

/** The sections of the extra policies the user chose for the policy, in catalogue order. */
export function extraPolicySections(ctx: ComposeContext, w: Wording): DocSection[] {
  return EXTRA_POLICIES.filter((x) => ctx.input.additionalPolicies.includes(x.value)).map((x) => ({
    id: `extra-${x.value}`,
    heading: x.label,
    ...BUILDERS[x.value](ctx, w),
  }));
}

type Body = Omit<DocSection, "id" | "heading">;

const BUILDERS: Record<ExtraPolicy, (ctx: ComposeContext, w: Wording) => Body> = {
  environmental,
  "drug-alcohol": drugAlcohol,
  "workplace-behaviour": workplaceBehaviour,
  "injury-fitness": injuryFitness,
  responsibilities,
  "training-competency": trainingCompetency,
};

function environmental(_ctx: ComposeContext, w: Wording): Body {
  const e = w.environmental;
  return { body: html(p(e.intro), p(e.practice), ul([...e.measures]), p(e.incidents)) };
}

function drugAlcohol(ctx: ComposeContext, w: Wording): Body {
  const d = w.drugAlcohol;
  const critical = ctx.hazards.filter((h) => h.inherent.consequence >= 4).map((h) => lowerFirst(h.name));
  return {
    body: html(
      p(critical.length ? d.fitnessCritical({ hazards: listText(critical) }) : d.fitness),
      ul([...d.rules]),
      p(d.testing),
    ),
    citations: ctx.profile.generalDuties.citations,
  };
}

function workplaceBehaviour(ctx: ComposeContext, w: Wording): Body {
  const b = ctx.profile.bullying;
  const psy = ctx.profile.psychosocial;
  const wb = w.behaviour;
  return {
    body: html(
      p(wb.expected),
      p(b.summary),
      b.requirements.length ? ul(b.requirements) : null,
      p(psy.summary),
      p(wb.handled),
      ul([...wb.steps]),
    ),
    citations: [...b.citations, ...psy.citations],
  };
}

function injuryFitness(ctx: ComposeContext, w: Wording): Body {
  const rtw = ctx.profile.returnToWork;
  const wi = w.injuryFitness;
  return {
    body: html(
      p(wi.intro),
      ul([...wi.injury]),
      p(rtw.summary),
      rtw.scheme ? p(wi.scheme({ scheme: rtw.scheme })) : null,
      rtw.requirements.length ? ul(rtw.requirements) : null,
      p(wi.fitness),
      ul([...wi.fitnessRules]),
    ),
    citations: rtw.citations,
  };
}

function responsibilities(ctx: ComposeContext, w: Wording): Body {
  const m = w.matrix;
  const t = m.tasks;
  const roles = emergencyRoles(ctx);
  const owner = m.senior;
  const supervisor = m.managers;
  const workers = m.workers;
  const reps = m.representatives;
  const rows: string[][] = [
    [t.approve, owner, owner, m.both],
    [t.resources, owner, supervisor, workers],
    [t.risks, owner, supervisor, m.both],
    [t.induct, owner, supervisor, workers],
    [t.inspections, supervisor, supervisor, reps],
    [t.report, owner, supervisor, reps],
    [t.investigate, owner, supervisor, m.involved],
    [t.emergency, owner, roles.small ? roles.everyone : capitalise(roles.lead), workers],
    [t.contractors, supervisor, m.host, m.contractors],
    [t.follow, supervisor, workers, reps],
  ];
  const table = tableOf(
    "responsibility-matrix",
    m.caption,
    Object.entries(m.columns).map(([key, label]) => ({ key, label })),
    rows,
  );
  return {
    body: html(p(m.intro)),
    tables: [table],
    citations: ctx.profile.generalDuties.citations,
  };
}

/**
 * How a competency is shown and kept current, by what kind of competency it is. A refresher the law
 * here sets is stated with its provisions; a training a law elsewhere repeats at a set interval, but
 * the law here is not known to, is repeated when the task, equipment or law changes; every other
 * period is the business's own and says so.
 */
function evidenceOf(
  ctx: ComposeContext,
  w: Wording,
  competency: string,
): { evidence: string; refresher: string } {
  const c = w.competency;
  const kind = refresherKindOf(competency);
  const legal = legalRefresher(ctx, kind);
  if (/licen[cs]e|ticket|permit/i.test(competency))
    return { evidence: c.licence.evidence, refresher: legal ?? c.licence.refresher };
  if (/induction/i.test(competency))
    return { evidence: c.induction.evidence, refresher: legal ?? c.induction.refresher };
  if (/qualification|certificat|accredit|competent person/i.test(competency))
    return { evidence: c.certificate.evidence, refresher: legal ?? ownInterval(c.certificate.refresher) };
  return {
    evidence: c.training.evidence,
    refresher: legal ?? (kind ? ON_CHANGE : ownInterval(c.training.refresher)),
  };
}

function trainingCompetency(ctx: ComposeContext, w: Wording): Body {
  const t = ctx.profile.training;
  const c = w.competency;
  const withCompetency = ctx.hazards.filter((h) => h.competencies.length);
  const rows = coursesOf(withCompetency).map((competency) => ({
    competency,
    requiredFor: hazardsNeedingCourse(withCompetency, competency),
    ...evidenceOf(ctx, w, competency),
  }));
  return {
    body: html(p(c.intro), ul([...c.steps]), p(t.summary)),
    tables: rows.length
      ? [
          {
            id: "competency-requirements",
            caption: c.caption,
            columns: Object.entries(c.columns).map(([key, label]) => ({ key, label })),
            rows,
          },
        ]
      : undefined,
    citations: [
      ...t.citations,
      ...refresherCitations(
        ctx,
        rows.map((r) => r.refresher),
      ),
    ],
  };
}
