import { HAZARD_TYPES } from "../../../catalogue";
import { splitControls } from "../../../hazards/honest";
import type { ComposeContext, Composer } from "../../compose-types";
import { industryInSentence, isSmallHeadcount, workInSentence } from "../../composers/business";
import { hazardCitations } from "../../composers/citations";
import { labelledControls } from "../../composers/controls";
import { activityNames, byRisk, hazardSource, reviewMonths } from "../../composers/hazard-selection";
import { controlsWithStartRule, hazardOwner, riskMatrixSection } from "../../composers/hazard-tables";
import { regulatorName } from "../../composers/regulator";
import { reviewSection, scopeSection } from "../../composers/sections";
import { table, withoutEmptyColumn } from "../../composers/tables";
import { listText, nameInSentence, optionLabels, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { html, ol, p, ul } from "../../html";
import { riskLabel, riskLevel } from "../../risk";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

function identificationSection(ctx: ComposeContext, w: Wording): DocSection {
  const rm = ctx.profile.riskManagement;
  const recording = ctx.thresholds;
  return {
    id: "risk-management",
    heading: w.identification.heading,
    body: html(
      p(rm.summary),
      p(w.identification.sourcesIntro),
      ul(w.identification.sources),
      rm.steps.length ? p(w.identification.stepsIntro) : null,
      rm.steps.length ? ol(rm.steps) : null,
      rm.requirements.length ? ul(rm.requirements) : null,
      recording.length ? ul(recording.map((t) => t.consequence)) : null,
      p(w.identification.hierarchy),
    ),
    citations: [...rm.citations, ...recording.flatMap((t) => t.citations)],
  };
}

function registerSection(ctx: ComposeContext, w: Wording): DocSection {
  const hazards = byRisk(ctx.hazards);
  const rows = hazards.map((h, i) => ({
    ref: `H${String(i + 1).padStart(2, "0")}`,
    hazard: h.name,
    source: h.inferred
      ? `${hazardSource(ctx, h)}\n${w.register.inferred({ usualAt: h.inferred.words, usual: h.inferred.usual })}`
      : hazardSource(ctx, h),
    harm: h.harm,
    who: h.whoAtRisk,
    before: riskLabel(h.inherent),
    controls: controlsWithStartRule(h),
    after: riskLabel(h.residual),
    further: labelledControls(splitControls(h).further).join("\n"),
    owner: hazardOwner(ctx, h),
    reviewBy: ctx.dateAfterMonths(reviewMonths(h)),
  }));
  return {
    id: "register",
    heading: w.register.heading,
    body: html(
      p(w.register.intro),
      ...w.register.serious.map(p),
      w.register.notYetAssessed ? p(w.register.notYetAssessed) : null,
      w.register.unassessedWork ? p(w.register.unassessedWork) : null,
      p(w.register.newRows),
    ),
    tables: [
      withoutEmptyColumn(
        table("register", w.register.caption, Object.entries(w.register.columns), rows),
        "further",
      ),
    ],
    citations: hazardCitations(ctx, hazards),
  };
}

/** The hazards still High or Extreme once their controls are in place. */
const serious = (ctx: ComposeContext) =>
  byRisk(ctx.hazards).filter((h) => ["High", "Extreme"].includes(riskLevel(h.residual)));

export const composer: Composer = (ctx) => {
  const hazardTypes = optionLabels(HAZARD_TYPES, ctx.metadata.hazardTypes);
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "business.possessive": possessive(ctx.business.name),
      "business.employees": ctx.business.employeeCount,
      "document.name": nameInSentence(ctx.documentName),
      industry: industryInSentence(ctx),
      sector: workInSentence(ctx),
      places: ctx.regionNames.join(", ") || ctx.jurisdictionName,
      activities: activityNames(ctx).join(", "),
      hazardTypes: hazardTypes.join(", "),
      work: ctx.business.workDescription ?? "",
      notYetAssessed: listText(ctx.notYetAssessed),
      unassessedWork: ctx.unassessedWork.join("; "),
      "hazards.count": String(ctx.hazards.length),
      "hazards.serious": serious(ctx)
        .map((h) => h.name)
        .join(", "),
      "terms.workers": ctx.terms.workers,
      "terms.dutyHolderShort": ctx.terms.dutyHolderShort,
      "terms.representative": ctx.terms.representative,
      "regulator.name": regulatorName(ctx),
    },
    {
      activities: activityNames(ctx).length > 0,
      hazardTypes: hazardTypes.length > 0,
      described: Boolean(ctx.business.workDescription),
      ownIndustry: ctx.business.industry === "other",
      serious: serious(ctx).length > 0,
      notYetAssessed: ctx.notYetAssessed.length > 0,
      unassessedWork: ctx.unassessedWork.length > 0,
    },
  );
  return {
    title: `${ctx.documentName} – ${ctx.business.name}`,
    sections: [
      scopeSection(ctx, w.scope.intro),
      identificationSection(ctx, w),
      { ...riskMatrixSection(), heading: w.matrix.heading },
      registerSection(ctx, w),
      {
        id: "reporting",
        heading: w.reporting.heading,
        body: html(p(w.reporting.intro), ul(w.reporting.points)),
        citations: ctx.profile.consultation.citations,
      },
      reviewSection(ctx, [...w.review.triggers]),
    ],
  };
};
