import { isOwnCredential, withRole } from "../../../catalogue/training-audience";
import type { ComposeContext, Composer } from "../../compose-types";
import { isSmallHeadcount, workInSentence } from "../../composers/business";
import { hazardCitations } from "../../composers/citations";
import { coursesOf } from "../../composers/courses";
import { emergencyRoles } from "../../composers/emergency-roles";
import { byRisk } from "../../composers/hazard-selection";
import { hazardTableFor } from "../../composers/hazard-tables";
import { naturalHazardSteps, naturalHazardsOf } from "../../composers/place-hazards";
import { emergencyNumber, firstCall, regulatorName, siteRespondsFirst } from "../../composers/regulator";
import { reviewSection, scopeSection } from "../../composers/sections";
import {
  contractorOthersRole,
  isRemote,
  nearestMedicalName,
  nearestMedicalTime,
  wordsFor,
} from "../../composers/site-facts";
import { signOffTable, table } from "../../composers/tables";
import { clause, distinct, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { html, ol, p, ul } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

function requirementsSection(ctx: ComposeContext, w: Wording): DocSection {
  const { generalDuties, consultation } = ctx.profile;
  const r = w.requirements;
  return {
    id: "requirements",
    heading: r.heading,
    body: html(
      p(r.intro),
      p(generalDuties.summary),
      generalDuties.requirements.length ? ul(generalDuties.requirements) : null,
      p(consultation.summary),
      consultation.requirements.length ? ul(consultation.requirements) : null,
      p(r.inPractice),
      ul(r.points),
    ),
    citations: [...generalDuties.citations, ...consultation.citations],
  };
}

function documentsSection(ctx: ComposeContext, w: Wording): DocSection {
  const d = w.documents;
  const hrw = ctx.profile.highRiskWork;
  const scheme = ctx.profile.returnToWork.scheme;
  // A contractor shows its workers' own licences, tickets and certificates for the work; the
  // business's internal courses are for its own workers.
  const competencies = coursesOf(ctx.hazards).filter((c) => !/\binduction\b/i.test(c) && isOwnCredential(c));
  const rows = [
    d.insurance,
    {
      document: d.injuryCover.document,
      details: scheme ? d.injuryCover.detailsScheme({ scheme }) : d.injuryCover.details,
    },
    {
      document: d.licences.document,
      details: competencies.length
        ? d.licences.detailsCompetencies({
            competencies: competencies.map((c) => withRole(c, ctx.terms.competencyRole)).join(", "),
          })
        : d.licences.details,
    },
    {
      document: hrw.documentName || d.method.document,
      details: hrw.mandatory ? d.method.detailsMandatory({ mandatory: hrw.mandatory }) : d.method.details,
    },
    ...d.rest,
  ];
  return {
    id: "documents",
    heading: d.heading,
    body: p(d.intro),
    tables: [
      table(
        "documents",
        d.caption,
        Object.entries(d.columns),
        rows.map(({ document, details }) => ({ document, details, received: "", reference: "" })),
      ),
    ],
    citations: hrw.citations,
  };
}

function siteRules(ctx: ComposeContext, w: Wording): DocSection {
  const s = w.siteRules;
  const permits = distinct(ctx.hazards.flatMap((h) => h.permits));
  const ppe = distinct(ctx.hazards.flatMap((h) => h.ppe));
  return {
    id: "site-rules",
    heading: s.heading,
    body: html(
      p(ctx.metadata.location ? s.introAt({ location: clause(ctx.metadata.location) }) : s.intro),
      ul([
        s.signIn,
        s.induction,
        s.areas,
        ppe.length ? s.ppeListed({ ppe: ppe.join(", ") }) : s.ppe,
        ...(permits.length ? [s.permits({ permits: permits.join(", ") })] : []),
        ...s.rest,
      ]),
    ),
  };
}

function emergencySection(ctx: ComposeContext, w: Wording): DocSection {
  const e = w.emergency;
  const c = e.contacts;
  const r = ctx.profile.regulator;
  const n = ctx.profile.incidentNotification;
  return {
    id: "emergency",
    heading: e.heading,
    body: html(
      ol([
        ...e.steps,
        ...(isRemote(ctx) ? [e.remote] : []),
        ...naturalHazardsOf(ctx).map((s) =>
          e.natural({ hazard: s.title, steps: naturalHazardSteps(ctx, s).slice(0, 2).join(" ") }),
        ),
        ...(contractorOthersRole(ctx) ? [contractorOthersRole(ctx)!] : []),
        n.preserveSite ? e.reportPreserve : e.report,
      ]),
    ),
    tables: [
      table("contacts", c.caption, Object.entries(c.columns), [
        ...(siteRespondsFirst(ctx) ? [{ role: c.siteNumber, name: "", phone: "" }] : []),
        { role: c.services, name: "", phone: emergencyNumber(ctx) },
        { role: c.supervisor, name: "", phone: "" },
        { role: c.firstAider, name: "", phone: "" },
        {
          role: c.hospital,
          name: nearestMedicalName(ctx),
          phone: c.travelTime({ travelTime: nearestMedicalTime(ctx) }),
        },
        {
          role: c.regulator({ regulator: r.name }),
          name: "",
          phone: r.notificationPhone ?? (r.website ? c.online({ website: r.website }) : ""),
        },
      ]),
    ],
    citations: [...ctx.profile.emergencyPlanning.citations, ...n.citations],
  };
}

export const composer: Composer = (ctx) => {
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "business.possessive": possessive(ctx.business.name),
      jurisdiction: ctx.jurisdictionName,
      industry: workInSentence(ctx),
      "terms.workers": ctx.terms.workers,
      "terms.representative": ctx.terms.representative,
      "regulator.name": regulatorName(ctx),
      call: firstCall(ctx),
      warden: emergencyRoles(ctx).theWarden,
      noCoverage: wordsFor(ctx).noCoverage,
      notify: ctx.profile.incidentNotification.notify || regulatorName(ctx),
    },
    {},
  );
  const hazards = byRisk(ctx.hazards);
  return {
    title: `${ctx.documentName} – ${ctx.business.name}`,
    sections: [
      scopeSection(ctx, w.scope.intro),
      requirementsSection(ctx, w),
      documentsSection(ctx, w),
      siteRules(ctx, w),
      {
        id: "hazards",
        heading: w.hazards.heading,
        body: p(w.hazards.intro),
        tables: [hazardTableFor(ctx, hazards, "site-hazards")],
        citations: hazardCitations(ctx, hazards),
      },
      emergencySection(ctx, w),
      {
        id: "sign-on",
        heading: w.signOn.heading,
        body: p(w.signOn.intro),
        tables: [
          signOffTable(
            "sign-on",
            w.signOn.caption,
            12,
            Object.entries(w.signOn.columns).map(([key, label]) => ({ key, label })),
          ),
        ],
      },
      reviewSection(ctx, [...w.review.triggers]),
    ],
  };
};
