import type { ComposeContext, Composer } from "../../compose-types";
import {
  headcountRules,
  headcountText,
  industryHeading,
  isSmallHeadcount,
  trainsEveryCrewMember,
} from "../../composers/business";
import { chemicalsForEyewashOnly, hasHazard } from "../../composers/hazard-selection";
import { naturalHazardsOf } from "../../composers/place-hazards";
import { legalRefresher } from "../../composers/refreshers";
import { firstCall, siteRespondsFirst } from "../../composers/regulator";
import {
  docTitle,
  isHigherRisk,
  regulatorParagraph,
  reviewFor,
  rowsFor,
  scopeSection,
  topicBody,
  workplaceName,
} from "../../composers/shared-people";
import {
  helpIsFar,
  isRemote,
  medevacFields,
  medevacSteps,
  nearestMedicalLines,
  nearestMedicalName,
  nearestMedicalTime,
  othersText,
  wordsFor,
} from "../../composers/site-facts";
import { blankTable, fieldTable } from "../../composers/tables";
import { lowerFirst, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { h3, html, ol, p, ul } from "../../html";
import { riskScore } from "../../risk";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

/** Industries where customers, patients or students are also present and may need first aid. */
const PUBLIC_FACING = ["retail", "hospitality", "healthcare", "education", "transport"];

/**
 * The business's own planning ratio: one first aider per this many workers. A remote site plans
 * as a higher-hazard one: help is far away, so the first aiders on site carry the casualty longer.
 */
const ratio = (ctx: ComposeContext) => (isHigherRisk(ctx) || isRemote(ctx) ? 25 : 50);

/** What kind of workplace the planning ratio is for. */
const workplaceKind = (ctx: ComposeContext, w: Wording) => {
  const kinds = w.firstAiders.kinds;
  if (isHigherRisk(ctx)) return isRemote(ctx) ? kinds.higherRemote : kinds.higher;
  return isRemote(ctx) ? kinds.remote : kinds.lower;
};

/**
 * At least one first aider; at least two on a remote site, where one may go with a casualty for
 * hours while the site still needs cover.
 */
function firstAiderCount(ctx: ComposeContext): number {
  const people = ctx.employees.max ?? ctx.employees.min;
  return Math.max(isRemote(ctx) && people >= 2 ? 2 : 1, Math.ceil(people / ratio(ctx)));
}

const needs = (ctx: ComposeContext) => ({
  chemicals: hasHazard(ctx, "chemical") && !chemicalsForEyewashOnly(ctx),
  eyewash: chemicalsForEyewashOnly(ctx),
  burns: hasHazard(ctx, "ignition") || ctx.business.industry === "hospitality",
  bleeding: hasHazard(ctx, "plant") || ctx.hazards.some((h) => h.id === "demolition"),
  biological: hasHazard(ctx, "biological") || ctx.business.industry === "healthcare",
});

const columnsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([key, label]) => ({ key, label }));

function needsAssessment(ctx: ComposeContext, w: Wording): DocSection {
  const n = w.needs;
  const ranked = ctx.hazards
    .filter((h) => riskScore(h.inherent) >= 12)
    .sort((a, b) => riskScore(b.inherent) - riskScore(a.inherent));
  const serious = [
    ...ranked.slice(0, 4).map((h) => h.name),
    ...(ranked.length > 4 ? [n.work.more({ more: String(ranked.length - 4) })] : []),
  ];
  const others = othersText(ctx);
  const columns = columnsOf(n.columns);
  return {
    id: "needs-assessment",
    heading: n.heading,
    body: p(n.intro),
    tables: [
      {
        id: "needs",
        caption: n.caption,
        columns,
        rows: rowsFor(columns, [
          trainsEveryCrewMember(ctx) ? { ...n.workforce, effect: n.workforce.effectEveryone } : n.workforce,
          {
            factor: n.work.factor,
            finding: serious.length
              ? n.work.findingSerious({ hazards: serious.join(", ") })
              : n.work.findingNone,
            effect: isHigherRisk(ctx)
              ? n.work.effectHigher
              : isRemote(ctx)
                ? n.work.effectRemote
                : n.work.effectLower,
          },
          {
            factor: n.injuries.factor,
            finding: n.injuries.findings.join("\n") || n.injuries.general,
            effect: n.injuries.effect,
          },
          {
            factor: n.locations.factor,
            finding: isRemote(ctx) ? n.locations.findingRemote : n.locations.finding,
            effect: isRemote(ctx) ? n.locations.effectRemote : n.locations.effect,
          },
          ...naturalHazardsRow(ctx, w),
          {
            factor: n.hospital.factor,
            finding: n.hospital.finding({
              hospital: nearestMedicalName(ctx),
              travelTime: nearestMedicalTime(ctx),
            }),
            effect: helpIsFar(ctx) ? n.hospital.effectFar : n.hospital.effect,
          },
          n.shifts,
          {
            factor: n.others.factor,
            finding: others
              ? n.others.findingNamed({ others })
              : PUBLIC_FACING.includes(ctx.business.industry)
                ? n.others.findingPublic
                : n.others.finding,
            effect: others ? n.others.effectNamed : n.others.effect,
          },
        ]),
      },
    ],
  };
}

/** The assessment's line on the natural hazards of the place, where the knowledge base lists any. */
function naturalHazardsRow(
  ctx: ComposeContext,
  w: Wording,
): { factor: string; finding: string; effect: string }[] {
  const hazards = naturalHazardsOf(ctx);
  if (hazards.length === 0) return [];
  const training = hazards.flatMap((h) =>
    h.training ? [`${lowerFirst(h.training.training)} (${lowerFirst(h.training.when)})`] : [],
  );
  const natural = w.needs.natural;
  return [
    {
      factor: natural.factor,
      finding: hazards.map((h) => h.title).join("\n"),
      effect: training.length ? natural.effectTrained({ training: training.join("; ") }) : natural.effect,
    },
  ];
}

function firstAiders(ctx: ComposeContext, w: Wording): DocSection {
  const f = w.firstAiders;
  // Everyone trained: the table has a row for each crew member.
  const count = trainsEveryCrewMember(ctx) ? (ctx.employees.max ?? ctx.employees.min) : firstAiderCount(ctx);
  const plan = trainsEveryCrewMember(ctx)
    ? f.planEveryone
    : f.plan({
        aiders: count > 1 ? f.aiders : f.aider,
        openEnded: ctx.employees.max === null ? f.openEnded : "",
        kind: workplaceKind(ctx, w),
      });
  const remote = isRemote(ctx) ? (count >= 2 ? f.remoteTwo : f.remoteOne) : null;
  return {
    id: "first-aiders",
    heading: f.heading,
    body: html(p(remote ? `${plan} ${remote}` : plan), ul(firstAidPoints(ctx, f))),
    tables: [blankTable("first-aiders", f.caption, columnsOf(f.columns), count + 1)],
  };
}

function kits(w: Wording): DocSection {
  const k = w.kits;
  const columns = columnsOf(k.facilities.columns);
  return {
    id: "kits",
    heading: k.heading,
    body: html(p(k.intro)),
    tables: [
      {
        id: "kit-contents",
        caption: k.contents.caption,
        columns: [{ key: "item", label: k.contents.column }],
        rows: k.contents.items.map((item) => ({ item })),
      },
      {
        id: "kit-locations",
        caption: k.facilities.caption,
        columns,
        rows: rowsFor(columns, [...k.facilities.items]),
      },
    ],
  };
}

function procedures(ctx: ComposeContext, w: Wording): DocSection {
  const pr = w.procedures;
  const rule = ctx.profile.incidentNotification;
  const remote = isRemote(ctx);
  return {
    id: "procedures",
    heading: pr.heading,
    body: html(
      ...nearestMedicalLines(ctx).map(p),
      ol(pr.steps),
      remote ? h3(pr.evacuation.heading) : null,
      remote ? p(pr.evacuation.intro) : null,
      remote ? ol(medevacSteps(ctx)) : null,
      h3(pr.records.heading),
      p(pr.records.intro),
      rule.summary ? p(rule.summary) : null,
      regulatorParagraph(ctx),
    ),
    tables: [
      ...(remote ? [fieldTable("medical-evacuation", pr.evacuation.caption, medevacFields(ctx))] : []),
      blankTable("treatment-record", pr.records.caption, columnsOf(pr.records.columns), 6),
    ],
    citations: rule.citations,
  };
}

export const composer: Composer = (ctx) => {
  const notes = headcountRules(ctx);
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "business.possessive": possessive(ctx.business.name),
      workplace: workplaceName(ctx),
      places: ctx.regionNames.join(", ") || ctx.jurisdictionName,
      industry: industryHeading(ctx),
      headcount: headcountText(ctx),
      ratio: String(ratio(ctx)),
      "firstAiders.count": String(firstAiderCount(ctx)),
      "terms.workers": ctx.terms.workers,
      call: firstCall(ctx),
      noCoverage: wordsFor(ctx).noCoverage,
    },
    { ...needs(ctx), remote: isRemote(ctx), siteResponds: siteRespondsFirst(ctx) },
  );
  return {
    title: docTitle(ctx),
    sections: [
      scopeSection(ctx, w.scope.intro),
      {
        id: "requirements",
        heading: w.requirements.heading,
        body: html(topicBody(ctx.profile.firstAid), notes.body),
        citations: [...ctx.profile.firstAid.citations, ...notes.citations],
      },
      needsAssessment(ctx, w),
      firstAiders(ctx, w),
      kits(w),
      procedures(ctx, w),
      reviewFor(ctx, [...w.review.triggers]),
    ],
  };
};

/**
 * The first aiders' points: the first says how their training is kept current, in the law's
 * interval where the law here sets one (the same interval the training record gives), else as
 * the business's own.
 */
function firstAidPoints(ctx: ComposeContext, f: Wording["firstAiders"]): string[] {
  const legal = legalRefresher(ctx, "first-aid-certificate");
  if (!legal) return [...f.points];
  const [, ...rest] = f.points;
  return [f.keepCurrent({ refresher: lowerFirst(legal) }), ...rest];
}
