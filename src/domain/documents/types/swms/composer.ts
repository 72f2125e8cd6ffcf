import { withRole } from "../../../catalogue/training-audience";
import type { ComposeContext, Composer } from "../../compose-types";
import { isSmallHeadcount, trainsEveryCrewMember } from "../../composers/business";
import { hazardCitations } from "../../composers/citations";
import { coursesOf, hazardsNeedingCourse } from "../../composers/courses";
import {
  hasHazard,
  hazardsNeeding,
  highRiskWorkFor,
  jobUnassessedWork,
  usesHarness,
} from "../../composers/hazard-selection";
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
import {
  blankRows,
  fieldTable,
  roleSignOffTable,
  signOffTable,
  table,
  tableOf,
} from "../../composers/tables";
import { clause, distinct, lowerFirst } from "../../composers/text";
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
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

export const composer: Composer = (whole) => {
  // With a method, every section speaks of the method's hazards only, not the whole business's.
  const ctx = whole.method ? { ...whole, hazards: methodHazards(whole.method) } : whole;
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "document.name": ctx.documentName,
      "jurisdiction.name": ctx.jurisdictionName,
      "terms.workers": ctx.terms.workers,
      "terms.worker": ctx.terms.worker,
      "terms.representative": withArticle(ctx.terms.representative),
      "terms.principalContractor": ctx.profile.terms.principalContractor,
      call: emergencyNumber(ctx),
      unassessedWork: jobUnassessedWork(ctx).join("; "),
    },
    {
      siteRespondsFirst: siteRespondsFirst(ctx),
      everyoneFirstAid: trainsEveryCrewMember(ctx),
      harness: usesHarness(ctx),
      confinedSpace: hasHazard(ctx, "confinedSpace"),
      electrical: hasHazard(ctx, "electrical"),
      chemical: hasHazard(ctx, "chemical"),
      unassessedWork: jobUnassessedWork(ctx).length > 0,
    },
  );
  const activity = activityOf(ctx, w);
  return {
    title: `${ctx.documentName} – ${activity} – ${ctx.business.name}`,
    sections: [
      scope(ctx, w, activity),
      highRiskWork(ctx, w),
      jobSteps(ctx, w, activity),
      riskMatrixSection(),
      ppe(ctx, w),
      permits(ctx, w),
      emergency(ctx, w),
      signOn(w),
      review(ctx, w),
    ],
  };
};

function activityOf(ctx: ComposeContext, w: Wording): string {
  return (
    clause(ctx.metadata.activity ?? "") || clause(ctx.business.workDescription ?? "") || w.generalActivity
  );
}

function scope(ctx: ComposeContext, w: Wording, activity: string): DocSection {
  const b = ctx.business;
  const sc = w.scope;
  const f = sc.fields;
  const location = ctx.metadata.location?.trim();
  const rows: [string, string][] = [
    [f.business, b.name],
    [b.identifier.label, b.identifier.value ?? ""],
    [f.activity, activity],
    [f.location, location ?? ""],
    ...(ctx.method ? [[f.plant, methodList(ctx.method, "plant").join("\n")] as [string, string]] : []),
    [ctx.profile.terms.principalContractor, ""],
    [f.start, ""],
    [f.supervisor, ""],
    [f.preparedBy, ctx.input.preparedBy],
    [f.date, ctx.today],
  ];
  const work = lowerFirst(clause(activity));
  return {
    id: "scope",
    heading: sc.heading,
    body: html(
      p(location ? sc.purposeAt({ work, location: clause(location) }) : sc.purpose({ work })),
      p(sc.everyone),
      sc.unassessedWork ? p(sc.unassessedWork) : null,
    ),
    tables: [fieldTable("work-details", sc.caption, rows)],
  };
}

function highRiskWork(ctx: ComposeContext, w: Wording): DocSection {
  const rule = ctx.profile.highRiskWork;
  const hr = w.highRiskWork;
  const matches = ctx.method
    ? methodHighRiskWork(ctx.method, ctx.profile).map((m) => ({ ...m, hazards: m.steps }))
    : highRiskWorkFor(ctx);
  const finding = p(
    matches.length === 1
      ? hr.involvesOne
      : matches.length
        ? hr.involves({ count: String(matches.length) })
        : Object.keys(rule.categories).length
          ? hr.none
          : hr.unlisted,
  );
  const numbered = matches.some((m) => m.code);
  const columns = [
    ...(numbered ? [{ key: "code", label: hr.columns.code }] : []),
    { key: "category", label: hr.columns.category },
    { key: "hazards", label: ctx.method ? hr.columns.steps : hr.columns.hazards },
  ];
  const requirements = jobRequirements(ctx, rule);
  return {
    id: "high-risk-work",
    heading: hr.heading,
    body: html(
      p(rule.summary),
      pHtml(labelled(hr.whenRequired, rule.mandatory)),
      finding,
      requirements.length ? ul(requirements) : null,
    ),
    tables: matches.length
      ? [
          tableOf(
            "high-risk-work-categories",
            hr.caption,
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

/**
 * The requirements the section lists for this job: one that concerns only work with some hazards
 * (documenting lockout procedures for servicing machinery) where a step of the job meets one of
 * them, and each line once, never one the summary already states.
 */
function jobRequirements(ctx: ComposeContext, rule: ComposeContext["profile"]["highRiskWork"]): string[] {
  const met = new Set<string>(ctx.hazards.map((h) => h.id));
  const notForThisJob = new Set(
    ctx.method
      ? (rule.forWork ?? []).filter((r) => !r.hazards.some((h) => met.has(h))).map((r) => r.text)
      : [],
  );
  return distinct(rule.requirements.filter((r) => !notForThisJob.has(r) && r !== rule.summary));
}

function jobSteps(ctx: ComposeContext, w: Wording, activity: string): DocSection {
  const js = w.jobSteps;
  const caption = js.caption({ activity });
  if (ctx.method) {
    const steps = methodStepsTable(ctx.method, caption);
    const further = steps.columns.some((c) => c.key === "further");
    const unrated = ctx.method.steps.some((s) => s.hazards.length === 0 && !s.unrecognised);
    const m = js.method;
    return {
      id: "job-steps",
      heading: js.heading,
      body: html(
        p(methodBasis(ctx.method, activity)),
        p(
          [
            m.rated,
            ratedByWorst(ctx.method) ? WORST_HAZARD_RATES_THE_STEP : null,
            further ? m.further : null,
            unrated ? m.unrated : null,
            m.doNotStart,
          ]
            .filter((x): x is string => x !== null)
            .join(" "),
        ),
      ),
      tables: [steps],
      citations: hazardCitations(ctx),
    };
  }
  // No method: the steps are the owner's to write, never made up from the business's hazards.
  return {
    id: "job-steps",
    heading: js.heading,
    body: html(p(js.noMethod({ work: lowerFirst(clause(activity)) })), p(js.doNotStart)),
    tables: [
      table(
        "job-steps",
        caption,
        Object.entries(js.columns),
        blankRows(Object.entries(js.columns), BLANK_STEPS, (i) => ({ step: String(i + 1) })),
      ),
    ],
    citations: hazardCitations(ctx),
  };
}

/** Rows left for the steps of a job with no method: room for a short job, more can be added. */
const BLANK_STEPS = 6;

function ppe(ctx: ComposeContext, w: Wording): DocSection {
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
  const pw = w.ppe;
  return {
    id: "ppe",
    heading: pw.heading,
    body: html(p(pw.intro), p(topic.summary), items.length ? null : p(pw.none)),
    tables: rows.length ? [table("ppe", pw.caption, Object.entries(pw.columns), rows)] : undefined,
    citations: topic.citations,
  };
}

function permits(ctx: ComposeContext, w: Wording): DocSection {
  const pw = w.permits;
  const method = ctx.method;
  const need = (type: string, item: string, requiredFor: string) => ({
    type,
    item,
    requiredFor,
    reference: "",
    checkedBy: "",
  });
  const rows = method
    ? [
        ...methodNeeds(method, "permits").map((n) => need(pw.types.methodPermit, n.item, n.steps)),
        ...methodCompetencies(method, ctx.profile).map(({ item, requiredFor }) =>
          need(pw.types.methodCompetency, item, requiredFor),
        ),
      ]
    : [
        ...distinct(ctx.hazards.flatMap((h) => h.permits)).map((item) =>
          need(pw.types.permit, item, hazardsNeeding(ctx.hazards, "permits", item)),
        ),
        ...coursesOf(ctx.hazards).map((item) =>
          need(
            pw.types.competency,
            withRole(item, ctx.terms.competencyRole),
            hazardsNeedingCourse(ctx.hazards, item),
          ),
        ),
      ];
  return {
    id: "permits",
    heading: pw.heading,
    body: html(
      p(pw.intro),
      // From a method, what the jurisdiction's law says about its tasks; otherwise a work without
      // permits or competencies says so.
      method ? methodRules(method, ctx.profile, ctx.business.industry) : rows.length ? null : p(pw.none),
    ),
    tables: rows.length ? [table("permits", pw.caption, Object.entries(pw.columns), rows)] : undefined,
    citations: ctx.profile.training.citations,
  };
}

function emergency(ctx: ComposeContext, w: Wording): DocSection {
  const n = ctx.profile.incidentNotification;
  const e = w.emergency;
  // What the method's tasks say to do after an incident of the work (a needlestick): the
  // response, not a rated step.
  const specific = [...e.specific, ...methodIfIncident(ctx.method)];
  return {
    id: "emergency",
    heading: e.heading,
    body: html(
      ol(e.steps),
      specific.length ? ul(specific) : null,
      p(ctx.profile.firstAid.summary),
      p(e.notifying),
      notificationSummary(ctx),
    ),
    tables: n.deadlines.length ? [notificationDeadlinesTable(ctx)] : undefined,
    citations: [...ctx.profile.firstAid.citations, ...n.citations],
  };
}

function signOn(w: Wording): DocSection {
  const so = w.signOn;
  return {
    id: "sign-on",
    heading: so.heading,
    body: html(p(so.intro)),
    tables: [
      roleSignOffTable("approval", so.approval, [...so.roles]),
      signOffTable("sign-on", so.caption, 12, [{ key: "understood", label: so.understood }]),
    ],
  };
}

function review(ctx: ComposeContext, w: Wording): DocSection {
  const retention = ctx.profile.highRiskWork.retention;
  const section = reviewSection(ctx, [...w.review.triggers], 12);
  return {
    ...section,
    body: html(section.body, p(w.review.revise), retention ? p(w.review.keeping({ retention })) : null),
    citations: ctx.profile.highRiskWork.citations,
  };
}
