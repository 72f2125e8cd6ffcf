import { HAZARD_TYPES } from "../../../catalogue";
import { splitControls } from "../../../hazards/honest";
import type { ComposeContext, Composer } from "../../compose-types";
import { hazardCitations } from "../../composers/citations";
import { labelledControls } from "../../composers/controls";
import { activityNames, byRisk, hazardSource, reviewMonths } from "../../composers/hazard-selection";
import { controlsWithStartRule, hazardOwner, riskMatrixSection } from "../../composers/hazard-tables";
import { regulatorName } from "../../composers/regulator";
import { reviewSection, scopeSection } from "../../composers/sections";
import { type Column, table, withoutEmptyColumn } from "../../composers/tables";
import { nameInSentence, optionLabels, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { html, ol, p, ul } from "../../html";
import { riskLabel, riskLevel } from "../../risk";

const REGISTER_COLUMNS: readonly Column[] = [
  ["ref", "Ref no."],
  ["hazard", "Hazard"],
  ["source", "Location / task"],
  ["harm", "Potential harm"],
  ["who", "Who may be harmed"],
  ["before", "Risk before controls"],
  ["controls", "Controls in place (required before work)"],
  ["after", "Risk with those controls"],
  ["further", "Further controls to consider"],
  ["owner", "Owner"],
  ["reviewBy", "Review by"],
];

function identificationSection(ctx: ComposeContext): DocSection {
  const rm = ctx.profile.riskManagement;
  const sources = [
    activityNames(ctx).length
      ? `the high-risk activities ${ctx.business.name} carries out: ${activityNames(ctx).join(", ")}`
      : null,
    ctx.metadata.hazardTypes?.length
      ? `the hazard types selected for this register: ${optionLabels(HAZARD_TYPES, ctx.metadata.hazardTypes).join(", ")}`
      : null,
    `the hazards common to ${ctx.industryName.toLowerCase()} work`,
    ctx.business.workDescription
      ? `the work as the business describes it: “${ctx.business.workDescription}”`
      : null,
  ].filter((s): s is string => Boolean(s));
  const recording = ctx.thresholds;
  return {
    id: "risk-management",
    heading: "How Hazards Are Identified and Controlled",
    body: html(
      p(rm.summary),
      p("Hazards in this register were identified from:"),
      ul(sources),
      rm.steps.length ? p("Each hazard is worked through these steps:") : null,
      rm.steps.length ? ol(rm.steps) : null,
      rm.requirements.length ? ul(rm.requirements) : null,
      recording.length ? ul(recording.map((t) => t.consequence)) : null,
      p(
        "Controls are listed from the most effective to the least: eliminate the hazard, substitute something safer, isolate people from it, engineer it out, then rely on procedures and, last, personal protective equipment.",
      ),
    ),
    citations: [...rm.citations, ...recording.flatMap((t) => t.citations)],
  };
}

function registerSection(ctx: ComposeContext): DocSection {
  const hazards = byRisk(ctx.hazards);
  const rows = hazards.map((h, i) => ({
    ref: `H${String(i + 1).padStart(2, "0")}`,
    hazard: h.name,
    source: hazardSource(ctx, h),
    harm: h.harm,
    who: h.whoAtRisk,
    before: riskLabel(h.inherent),
    controls: controlsWithStartRule(h),
    after: riskLabel(h.residual),
    further: labelledControls(splitControls(h).further).join("\n"),
    owner: hazardOwner(ctx, h),
    reviewBy: ctx.dateAfterMonths(reviewMonths(h)),
  }));
  const serious = hazards.filter((h) => ["High", "Extreme"].includes(riskLevel(h.residual)));
  return {
    id: "register",
    heading: "Hazard Register",
    body: html(
      p(
        `${hazards.length} hazards are recorded for ${ctx.business.name}, highest remaining risk first. Each row shows the risk before and after the listed controls; the owner checks the controls are in place and working, and reviews the row by the date shown.`,
      ),
      serious.length
        ? p(
            `Still High or Extreme after controls, so reviewed every three months and supervised closely: ${serious.map((h) => h.name).join(", ")}.`,
          )
        : p("No hazard remains High or Extreme once its controls are in place."),
      p(
        `New rows are added as hazards are reported. Give each a new reference number; do not reuse the number of a closed row.`,
      ),
    ),
    tables: [
      withoutEmptyColumn(
        table("register", `Hazard register – ${ctx.business.name}`, REGISTER_COLUMNS, rows),
        "further",
      ),
    ],
    citations: hazardCitations(ctx, hazards),
  };
}

function reportingSection(ctx: ComposeContext): DocSection {
  return {
    id: "reporting",
    heading: "Reporting New Hazards",
    body: html(
      p(
        `Any of ${possessive(ctx.business.name)} ${ctx.terms.workers}, contractors or visitors who sees a hazard reports it to their supervisor the same shift. Where someone could be hurt straight away, they stop the work and make the area safe first if they can do so without putting themselves at risk.`,
      ),
      ul([
        "The supervisor records the hazard, rates it with the matrix above and puts interim controls in place.",
        `The ${ctx.terms.dutyHolderShort} decides the permanent controls in consultation with the ${ctx.terms.workers} affected and their ${ctx.terms.representative}.`,
        "The register row is added or updated within one week, and the person who reported the hazard is told what was done.",
      ]),
    ),
    citations: ctx.profile.consultation.citations,
  };
}

export const composer: Composer = (ctx) => ({
  title: `${ctx.documentName} – ${ctx.business.name}`,
  sections: [
    scopeSection(
      ctx,
      `This ${nameInSentence(ctx.documentName)} records the hazards of ${possessive(ctx.business.name)} ${ctx.industryName.toLowerCase()} operations in ${ctx.regionNames.join(", ") || ctx.jurisdictionName}, how serious each one is, the controls in place and who owns them. It covers everyone who works for the business (${ctx.business.employeeCount} employees), its contractors and visitors.`,
    ),
    identificationSection(ctx),
    { ...riskMatrixSection(), heading: "Risk Rating Matrix" },
    registerSection(ctx),
    reportingSection(ctx),
    reviewSection(ctx, [
      "an incident, near miss or injury involves a hazard in the register, or one that is missing from it",
      "new plant, substances, tasks or premises are introduced, or a process changes",
      `${ctx.terms.workers} or their ${ctx.terms.representative} raise a concern about a control`,
      `${regulatorName(ctx)} issues new guidance or the law changes`,
      "a row's own review date arrives (three-monthly for High and Extreme risks)",
    ]),
  ],
});
