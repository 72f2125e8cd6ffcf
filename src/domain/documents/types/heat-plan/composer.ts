import type { ComposeContext, Composer } from "../../compose-types";
import { isSmallHeadcount } from "../../composers/business";
import { dutyLawSection, isRule, practiceSection } from "../../composers/duty-plan";
import { emergencyNumber } from "../../composers/regulator";
import {
  docTitle,
  nameInSentence,
  reviewFor,
  scopeSection,
  workplaceName,
} from "../../composers/shared-people";
import { isRemote, wordsFor } from "../../composers/site-facts";
import { fieldTable, roleSignOffTable } from "../../composers/tables";
import { wordingOf } from "../../wording";
import { TEMPLATE } from "./wording.generated";

/**
 * The heat law as it reaches this business's work: a rule that does not reach a ship is neither
 * stated nor cited for work done on vessels.
 */
function heatLaw(ctx: ComposeContext) {
  const { afloat, ...own } = ctx.profile.heat;
  return afloat && worksAfloat(ctx) ? { ...own, ...afloat } : own;
}

/** The business's work is on boats or other vessels, as its work or activity says. */
const worksAfloat = (ctx: ComposeContext): boolean => ctx.hazards.some((h) => h.id === "vessel-operations");

export const composer: Composer = (ctx) => {
  // A heat rule's requirements each cite their provision; the good-practice steps a general
  // duty profile lists cite nothing of their own, and the plan then says it is good practice.
  const rule = isRule(ctx.profile.heat);
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
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
      dutyLawSection(ctx, heatLaw(ctx), w.law, rule),
      practiceSection("monitoring", w.monitoring),
      practiceSection("water-shade-rest", w.waterShadeRest),
      practiceSection("acclimatisation", w.acclimatisation),
      practiceSection("high-heat", w.highHeat),
      practiceSection("emergency", w.emergency),
      {
        ...practiceSection("training", w.training),
        tables: [
          roleSignOffTable("heat-sign-off", w.training.signOff.caption, [...w.training.signOff.roles]),
        ],
      },
      reviewFor(ctx, [...w.review.triggers], 12),
    ],
  };
};
