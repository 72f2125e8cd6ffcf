import type { Citation, Topic } from "../../../legal/types";
import type { Composer } from "../../compose-types";
import { headcountRules } from "../../composers/business";
import { dutyLawSection, practiceSection } from "../../composers/duty-plan";
import {
  docTitle,
  nameInSentence,
  reviewFor,
  scopeSection,
  sentencesAbout,
} from "../../composers/shared-people";
import { fieldTable, roleSignOffTable, table } from "../../composers/tables";
import { html, p, ul } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE } from "./wording.generated";

/** The sentences of the harassment law: harassment, sexual harassment and its positive duties. */
const HARASSMENT = /harass/i;

/**
 * The harassment sentences of the jurisdiction's bullying and harassment law, cited by the
 * provisions of the requirements they include (not the bullying law's other provisions); a
 * profile whose harassment requirements cite nothing of their own cites the topic's law.
 */
function harassmentLaw(bullying: Topic): { sentences: string[]; citations: Citation[] } {
  const { sentences, citations } = sentencesAbout([bullying], HARASSMENT);
  const own = bullying.requirements.flatMap((r, i) =>
    HARASSMENT.test(r) ? (bullying.provisions[i] ?? []) : [],
  );
  const keyOf = (c: Citation) => `${c.id} ${c.pinpoint ?? ""}`;
  const cited = [...new Map((own.length ? own : citations).map((c) => [keyOf(c), c])).values()];
  return { sentences, citations: cited };
}

export const composer: Composer = (ctx) => {
  const { psychosocial, bullying } = ctx.profile;
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, small: false },
    {
      "business.name": ctx.business.name,
      "document.name": nameInSentence(ctx),
      "terms.workers": ctx.terms.workers,
      "terms.representative": ctx.terms.representative,
    },
    {},
  );
  // Australia, New Zealand and the United Kingdom ask for psychosocial risks to be identified and
  // controlled; no OSHA standard does, so in the United States the assessment is good practice.
  const rule = ctx.profile.country !== "US";
  const { roles } = w.scope;
  const t = w.hazards.table;
  const hazardColumns = [
    ["hazard", t.hazard],
    ["where", t.where],
    ["likelihood", t.likelihood],
    ["severity", t.severity],
    ["controls", t.controls],
    ["action", t.action],
  ] as const;
  const law = harassmentLaw(bullying);
  const h = w.harassment;
  // Harassment rules that apply from a headcount (California's training from five employees).
  const notes = headcountRules(ctx);
  return {
    title: docTitle(ctx),
    sections: [
      {
        ...scopeSection(ctx, w.scope.intro),
        tables: [
          fieldTable("psychosocial-roles", roles.caption, [
            [roles.lead],
            [roles.consulted],
            [roles.reports],
            [roles.support],
          ]),
        ],
      },
      dutyLawSection(ctx, psychosocial, w.law, rule),
      {
        ...practiceSection("hazards", w.hazards),
        tables: [
          table(
            "psychosocial-hazards",
            t.caption,
            hazardColumns,
            t.rows.map((hazard) => ({
              hazard,
              where: "",
              likelihood: "",
              severity: "",
              controls: "",
              action: "",
            })),
          ),
        ],
      },
      practiceSection("assessing", w.assessing),
      practiceSection("controls", w.controls),
      {
        ...practiceSection("consultation", w.consultation),
        tables: [
          roleSignOffTable("psychosocial-sign-off", w.consultation.signOff.caption, [
            ...w.consultation.signOff.roles,
          ]),
        ],
      },
      {
        id: "harassment",
        heading: h.heading,
        body: html(
          law.sentences.length ? p(h.lawIntro) : p(h.noLaw),
          law.sentences.length ? ul(law.sentences) : null,
          notes.body,
          p(h.intro),
          ul(h.points),
        ),
        citations: [
          ...law.citations,
          ...notes.citations.filter(
            (c) => !law.citations.some((l) => l.id === c.id && l.pinpoint === c.pinpoint),
          ),
        ],
      },
      reviewFor(ctx, [...w.review.triggers], 12),
    ],
  };
};
