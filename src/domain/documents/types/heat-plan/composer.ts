import type { ComposeContext, Composer } from "../../compose-types";
import { isSmallHeadcount } from "../../composers/business";
import { emergencyNumber } from "../../composers/regulator";
import {
  docTitle,
  nameInSentence,
  regulatorParagraph,
  reviewFor,
  scopeSection,
  topicBody,
  workplaceName,
} from "../../composers/shared-people";
import { isRemote, wordsFor } from "../../composers/site-facts";
import { fieldTable, roleSignOffTable } from "../../composers/tables";
import type { DocSection } from "../../content";
import { html, p, ul } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

/**
 * The law section: the jurisdiction's heat rule in its own terms where one applies (its
 * requirements, each with its provision), or the general duty under which this plan is good
 * practice, which the profile's summary says.
 */
function law(ctx: ComposeContext, w: Wording, rule: boolean): DocSection {
  const { afloat, ...own } = ctx.profile.heat;
  // A rule that does not reach a ship is neither stated nor cited for work done on vessels.
  const heat = afloat && worksAfloat(ctx) ? { ...own, ...afloat } : own;
  return {
    id: "law",
    heading: w.law.heading,
    body: html(topicBody(heat), p(rule ? w.law.rule : w.law.goodPractice), regulatorParagraph(ctx)),
    citations: heat.citations,
  };
}

/** The business's work is on boats or other vessels, as its work or activity says. */
const worksAfloat = (ctx: ComposeContext): boolean => ctx.hazards.some((h) => h.id === "vessel-operations");

function practice(
  id: string,
  section: { heading: string; intro: string | readonly string[]; points: readonly string[] },
): DocSection {
  // An intro given as alternatives reads as the one whose condition holds.
  const intro = typeof section.intro === "string" ? [section.intro] : section.intro;
  return { id, heading: section.heading, body: html(...intro.map((text) => p(text)), ul(section.points)) };
}

export const composer: Composer = (ctx) => {
  // A heat rule's requirements each cite their provision; the good-practice steps a general
  // duty profile lists cite nothing of their own, and the plan then says it is good practice.
  const rule = ctx.profile.heat.provisions.some((cited) => cited.length > 0);
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "document.name": nameInSentence(ctx),
      workplace: workplaceName(ctx),
      "terms.workers": ctx.terms.workers,
      "emergency.number": emergencyNumber(ctx),
      air: wordsFor(ctx).air,
      "observation.days": String(ctx.profile.heat.closeObservationDays ?? ""),
    },
    // A rule that measures heat as the wet bulb globe temperature is checked that way, not by a
    // thermometer or heat index reading that cannot show whether its limits are reached.
    {
      rule,
      remote: isRemote(ctx),
      wbgt: ctx.profile.heat.measure === "wbgt",
      observed: ctx.profile.heat.closeObservationDays !== undefined,
    },
  );
  const roles = w.scope.roles;
  return {
    title: docTitle(ctx),
    sections: [
      {
        ...scopeSection(ctx, w.scope.intro),
        tables: [
          fieldTable("heat-roles", roles.caption, [
            [roles.lead],
            [roles.monitor],
            [roles.emergency],
            [roles.cooling],
          ]),
        ],
      },
      law(ctx, w, rule),
      practice("monitoring", w.monitoring),
      practice("water-shade-rest", w.waterShadeRest),
      practice("acclimatisation", w.acclimatisation),
      practice("high-heat", w.highHeat),
      practice("emergency", w.emergency),
      {
        ...practice("training", w.training),
        tables: [
          roleSignOffTable("heat-sign-off", w.training.signOff.caption, [...w.training.signOff.roles]),
        ],
      },
      reviewFor(ctx, [...w.review.triggers], 12),
    ],
  };
};
