import { type PublicProtectionLaw, publicProtectionInForce } from "../../../legal";
import type { ComposeContext, Composer } from "../../compose-types";
import { isSmallHeadcount } from "../../composers/business";
import { practiceSection } from "../../composers/duty-plan";
import { emergencyNumber } from "../../composers/regulator";
import {
  docTitle,
  nameInSentence,
  regulatorParagraph,
  reviewFor,
  scopeSection,
} from "../../composers/shared-people";
import { fieldTable, roleSignOffTable } from "../../composers/tables";
import type { DocSection } from "../../content";
import { html, p, ul } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE } from "./wording.generated";

/** The tier the business's figure puts its premises in; "unknown" where it gave none. */
export type PublicProtectionTier = "otherUse" | "unknown" | "under" | "standard" | "enhanced";

/** The tier of the business's premises: its work must be of a use the law lists, then its figure decides. */
export function tierOf(
  law: PublicProtectionLaw | undefined,
  industry: string,
  people: number | null | undefined,
): PublicProtectionTier {
  if (law && !law.industries.includes(industry)) return "otherUse";
  if (people === null || people === undefined || !law) return "unknown";
  if (people >= law.enhancedFrom) return "enhanced";
  if (people >= law.standardFrom) return "standard";
  return "under";
}

/** The day whose law the document states: its own date, or the later day it is checked against. */
const lawDay = (ctx: ComposeContext) => ctx.input.lawDate ?? ctx.input.date;

export const composer: Composer = (ctx) => {
  const law = ctx.profile.publicProtection;
  const people = ctx.business.mostPeopleAtOnce;
  const tier = tierOf(law, ctx.business.industry, people);
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "document.name": nameInSentence(ctx),
      "emergency.number": emergencyNumber(ctx),
      people: people === null || people === undefined ? "" : people.toLocaleString("en-GB"),
      "standard.from": String(law?.standardFrom ?? ""),
      "enhanced.from": String(law?.enhancedFrom ?? ""),
    },
    // Guests asleep at the premises (a hotel's): the night's own steps.
    { overnight: ctx.hazards.some((h) => h.id === "guest-sleeping-fire") },
  );
  const { roles, places } = w.scope;
  // Where no law of the jurisdiction reaches premises, the figure decides nothing: it is left out.
  const figure = law ? (tier === "unknown" ? w.scope.blank : w.scope[tier]) : null;
  // The blank figure is printed whatever the use, so the line is there to fill in.
  return {
    title: docTitle(ctx),
    sections: [
      {
        ...scopeSection(ctx, w.scope.intro),
        body: html(scopeSection(ctx, w.scope.intro).body, figure ? p(figure) : null),
        tables: [
          fieldTable("public-protection-roles", roles.caption, [
            [roles.responsible],
            [roles.inCharge],
            [roles.call],
            [roles.doors],
            [roles.neighbours],
          ]),
          fieldTable("public-protection-places", places.caption, [
            [places.exits],
            [places.safer],
            [places.locks],
            [places.gather],
          ]),
        ],
      },
      lawSection(ctx, law, tier, w.law),
      practiceSection("evacuation", w.evacuation),
      practiceSection("invacuation", w.invacuation),
      practiceSection("lockdown", w.lockdown),
      // The police contacts of the jurisdiction (its emergency and non-emergency numbers, and
      // where suspicious activity is reported), after the steps that use them.
      law
        ? {
            ...practiceSection("communication", w.communication),
            body: html(
              practiceSection("communication", w.communication).body,
              p(w.communication.contacts),
              ul(law.contacts),
            ),
          }
        : practiceSection("communication", w.communication),
      {
        ...practiceSection("training", w.training),
        tables: [
          roleSignOffTable("public-protection-sign-off", w.training.signOff.caption, [
            ...w.training.signOff.roles,
          ]),
        ],
      },
      practiceSection("testing", w.testing),
      reviewFor(ctx, [...w.review.triggers], 12, w.review),
    ],
    // The header names the body that regulates the Act's duties where the Act reaches the
    // premises (or may: the figure is not given); premises outside it keep the health and
    // safety regulator, since no duty of the Act is theirs.
    ...(law && tier !== "under" && tier !== "otherUse" ? { authority: law.regulator } : {}),
  };
};

/**
 * The law: before the Act's duties start (no commencement day in the knowledge on or before the
 * document's date), that it has been passed, that its duties do not yet apply and what they will
 * be; once they apply, the duties as requirements. The enhanced duties are listed only for
 * premises of that tier, or where the figure is not given and the tier is not known.
 */
function lawSection(
  ctx: ComposeContext,
  law: PublicProtectionLaw | undefined,
  tier: PublicProtectionTier,
  w: {
    heading: string;
    inForce: string;
    prepared: string;
    outside: string;
    outsideAhead: string;
    ahead: string;
    enhancedIntro: string;
    noLaw: string;
    regulator: string;
  },
): DocSection {
  const health = regulatorParagraph(ctx, `Health and safety regulator for ${ctx.jurisdictionName}:`);
  if (!law) return { id: "law", heading: w.heading, body: html(p(w.noLaw), health) };
  const inForce = publicProtectionInForce(law, lawDay(ctx));
  const enhanced = tier === "enhanced" || tier === "unknown";
  const outside = tier === "under" || tier === "otherUse";
  const provisions = [
    ...law.provisions.flat(),
    ...(enhanced ? law.enhanced.flatMap((e) => e.provisions) : []),
  ];
  const keyOf = (c: { id: string; pinpoint?: string | null }) => `${c.id} ${c.pinpoint ?? ""}`;
  const citations = [...new Map([...law.citations, ...provisions].map((c) => [keyOf(c), c])).values()];
  return {
    id: "law",
    heading: w.heading,
    body: html(
      inForce ? p(law.summary) : html(p(law.notInForce), p(law.summary)),
      inForce ? null : p(w.ahead),
      ul(law.requirements),
      enhanced ? p(w.enhancedIntro) : null,
      enhanced ? ul(law.enhanced.map((e) => e.text)) : null,
      // Premises the business's figure or work puts outside the Act keep the procedures as good
      // practice; others are prepared ahead of the day, or meet the duties once they apply.
      outside ? p(inForce ? w.outside : w.outsideAhead) : p(inForce ? w.inForce : w.prepared),
      p(w.regulator),
      health,
    ),
    citations,
  };
}
