import { withRole } from "../../../catalogue/training-audience";
import { riskScore } from "../../../hazards";
import { splitControls } from "../../../hazards/honest";
import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, headcountText, isSmallBusiness, workInSentence } from "../../composers/business";
import { hazardCitations } from "../../composers/citations";
import { CONTROL_LEVEL_LABELS, orderedControls } from "../../composers/controls";
import { coursesOf } from "../../composers/courses";
import { emergencyRoles } from "../../composers/emergency-roles";
import { hasHazard, highRiskWorkFor } from "../../composers/hazard-selection";
import {
  emergencyNumber,
  firstCall,
  notificationDeadlinesTable,
  notificationSummary,
} from "../../composers/regulator";
import { businessDetailsSection, documentControlSection, reviewSection } from "../../composers/sections";
import { signOffTable } from "../../composers/tables";
import { listText, lowerFirst, plural, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { h4, html, ol, p, ul } from "../../html";
import { wordingOf } from "../../wording";
import { extraPolicySections } from "./extras";
import { TEMPLATE, type Wording } from "./wording.generated";

type PartId =
  | "commitment"
  | "responsibilities"
  | "consultation"
  | "riskManagement"
  | "incidentReporting"
  | "training"
  | "emergency";

/** A section's content; its id and heading come from PARTS and the template's headings. */
type Part = Omit<DocSection, "id" | "heading">;

/** The policy's parts in order, each with its section id. */
const PARTS: [PartId, string, (ctx: ComposeContext, w: Wording) => Part][] = [
  ["commitment", "commitment", commitment],
  ["responsibilities", "responsibilities", responsibilities],
  ["consultation", "consultation", consultation],
  ["riskManagement", "risk-management", riskManagement],
  ["incidentReporting", "incident-reporting", incidentReporting],
  ["training", "training", training],
  ["emergency", "emergency", emergency],
];

export const composer: Composer = (ctx) => {
  const roles = emergencyRoles(ctx);
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallBusiness(ctx) },
    {
      "business.name": ctx.business.name,
      "business.possessive": possessive(ctx.business.name),
      "document.name": ctx.documentName,
      jurisdiction: ctx.jurisdictionName,
      industry: workInSentence(ctx),
      headcount: headcountText(ctx),
      "terms.worker": ctx.terms.worker,
      "terms.workers": ctx.terms.workers,
      "terms.representatives": plural(ctx.terms.representative),
      "terms.dutyHolder": ctx.terms.dutyHolder,
      "terms.dutyHolderShort": ctx.terms.dutyHolderShort,
      "terms.standardOfCare": ctx.terms.standardOfCare,
      "law.generalDuties": ctx.profile.generalDuties.summary,
      "highRiskWork.document": ctx.profile.highRiskWork.documentName,
      controlLevels: Object.values(CONTROL_LEVEL_LABELS).join(", "),
      call: firstCall(ctx),
      emergencyNumber: emergencyNumber(ctx),
      "emergency.theLead": roles.theLead,
      "emergency.deputy": roles.deputy,
      unassessedWork: ctx.unassessedWork.join("; "),
    },
    {
      chemical: hasHazard(ctx, "chemical"),
      dust: hasHazard(ctx, "dust"),
      noise: hasHazard(ctx, "noise"),
      unassessedWork: ctx.unassessedWork.length > 0,
    },
  );
  // The template's headings are its country's: the UK policy's statement / organisation /
  // arrangements, the US program's core elements, elsewhere the usual headings.
  const headings = w.headings;
  const sections: DocSection[] = [
    purpose(ctx, w),
    businessDetailsSection(
      ctx,
      ctx.regionNames.length ? w.scope.regions({ regions: ctx.regionNames.join(", ") }) : w.scope.everywhere,
    ),
    ...PARTS.map(([part, id, build]) => ({ id, heading: headings[part], ...build(ctx, w) })),
    ...extraPolicySections(ctx, w),
    { ...reviewSection(ctx, [...w.review.triggers]), heading: headings.review },
    documentControlSection(ctx),
  ];
  return { title: `${ctx.documentName} – ${ctx.business.name}`, sections };
};

function purpose(ctx: ComposeContext, w: Wording): DocSection {
  const pu = w.purpose;
  const thresholds = headcountRules(ctx);
  return {
    id: "purpose",
    heading: pu.heading,
    body: html(
      p(pu.intro),
      pu.shape ? p(pu.shape) : null,
      p(pu.law),
      thresholds.body ? html(p(pu.thresholds), thresholds.body) : null,
    ),
    citations: [ctx.profile.primaryAct, ...ctx.profile.generalDuties.citations, ...thresholds.citations],
  };
}

function commitment(ctx: ComposeContext, w: Wording): Part {
  const c = w.commitment;
  // The four a reader most needs named: the highest rated before controls. A hazard rated the same
  // as the fourth is named too, since the order the register lists them in says nothing of risk
  // (a machine shop's coolant mist beside the coolant on its skin).
  const ranked = [...ctx.hazards].sort((x, y) => riskScore(y.inherent) - riskScore(x.inherent));
  const cut = ranked[3] ? riskScore(ranked[3].inherent) : 0;
  const top = ranked.filter((h, i) => i < 4 || riskScore(h.inherent) >= cut).map((h) => lowerFirst(h.name));
  return {
    body: html(
      p(/^so far as/i.test(ctx.terms.standardOfCare) ? c.intro : c.introWorkplace),
      ul([c.environment, c.hazards({ hazards: listText(top) }), c.unassessedWork, ...c.more].filter(Boolean)),
      p(c.objectivesIntro),
      ul([...c.objectives]),
      p(c.signed),
    ),
    tables: [signOffTable("policy-signature", c.caption, 1)],
    citations: ctx.profile.generalDuties.citations,
  };
}

function responsibilities(ctx: ComposeContext, w: Wording): Part {
  const r = w.responsibilities;
  const duties = ctx.profile.generalDuties.requirements;
  const group = (g: { heading: string; duties: readonly string[] }) => html(h4(g.heading), ul([...g.duties]));
  return {
    body: html(
      isSmallBusiness(ctx) ? p(r.small) : null,
      h4(r.dutyHolderHeading),
      p(r.dutyHolder),
      duties.length ? ul(duties) : null,
      group(r.owners),
      group(r.managers),
      group(r.workers),
      // Work groups and their representatives are the law's own model only where the profile names one.
      ctx.terms.representation ? group(r.representatives) : null,
      group(r.others),
    ),
    citations: ctx.profile.generalDuties.citations,
  };
}

function consultation(ctx: ComposeContext, w: Wording): Part {
  const c = ctx.profile.consultation;
  const wc = w.consultation;
  // Where the law of the business's industry sets crew meetings and their interval, those are the
  // meetings named here, so the policy never states a looser interval than its own law section.
  const meetings = ctx.terms.crewMeetings ?? wc.meetings;
  return {
    body: html(
      p(c.summary),
      c.requirements.length ? ul(c.requirements) : null,
      p(wc.through),
      ul([
        wc.meetingsItem({ meetings }),
        // Each country's own representative model; none where the law sets none (federal OSHA).
        ...(ctx.terms.representation ? [ctx.terms.representation] : []),
        ...wc.ways,
      ]),
      p(wc.concerns),
    ),
    citations: c.citations,
  };
}

function riskManagement(ctx: ComposeContext, w: Wording): Part {
  const rm = ctx.profile.riskManagement;
  const wr = w.riskManagement;
  const hrw = highRiskWorkFor(ctx);
  return {
    body: html(
      p(rm.summary),
      rm.steps.length ? html(p(wr.steps), ol(rm.steps)) : null,
      p(wr.controls),
      p(wr.principal),
      ul(
        // The most effective control applied is one in place: elimination or substitution the
        // register only proposes (its further controls) is not yet applied.
        ctx.hazards.map((h) =>
          wr.hazard({
            hazard: h.name,
            control: orderedControls({ ...h, controls: splitControls(h).inPlace })[0] ?? wr.noControl,
          }),
        ),
      ),
      hrw.length
        ? html(p(wr.highRiskWork), ul(hrw.map((m) => (m.code ? `${m.code} ${m.text}` : m.text))))
        : null,
      p(wr.reviewed),
    ),
    citations: [...rm.citations, ...hazardCitations(ctx)],
  };
}

function incidentReporting(ctx: ComposeContext, w: Wording): Part {
  const n = ctx.profile.incidentNotification;
  return {
    body: html(p(w.incidentReporting.intro), ol([...w.incidentReporting.steps]), notificationSummary(ctx)),
    tables: n.deadlines.length ? [notificationDeadlinesTable(ctx)] : undefined,
    citations: n.citations,
  };
}

function training(ctx: ComposeContext, w: Wording): Part {
  const t = ctx.profile.training;
  const wt = w.training;
  const competencies = coursesOf(ctx.hazards);
  // Where the owner chose the training and competency policy, its table lists the competencies.
  const listed = ctx.input.additionalPolicies.includes("training-competency");
  return {
    body: html(
      p(t.summary),
      t.requirements.length ? ul(t.requirements) : null,
      p(wt.inducted),
      competencies.length && !listed
        ? html(p(wt.competencies), ul(competencies.map((c) => withRole(c, ctx.terms.competencyRole))))
        : null,
      competencies.length && listed ? p(wt.competenciesListed({ count: String(competencies.length) })) : null,
      p(wt.records),
    ),
    citations: t.citations,
  };
}

function emergency(ctx: ComposeContext, w: Wording): Part {
  const e = ctx.profile.emergencyPlanning;
  const f = ctx.profile.firstAid;
  return {
    body: html(
      p(e.summary),
      e.requirements.length ? ul(e.requirements) : null,
      p(w.emergency.plan),
      p(f.summary),
      f.requirements.length ? ul(f.requirements) : null,
    ),
    citations: [...e.citations, ...f.citations],
  };
}
