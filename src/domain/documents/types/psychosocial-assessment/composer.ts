import { splitControls } from "../../../hazards/honest";
import type { PsychosocialHazard } from "../../../hazards/types";
import type { Citation, Topic } from "../../../legal/types";
import type { Composer } from "../../compose-types";
import { headcountRules } from "../../composers/business";
import { labelledControls } from "../../composers/controls";
import { dutyLawSection, practiceSection } from "../../composers/duty-plan";
import { docTitle, nameInSentence, reviewFor, scopeSection } from "../../composers/shared-people";
import { fieldTable, roleSignOffTable, table } from "../../composers/tables";
import { html, p, ul } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE } from "./wording.generated";

/** The requirements of the harassment law: harassment, sexual harassment and its positive duties. */
const HARASSMENT = /harass/i;
/**
 * The law's sentences the section states: those on harassment, and those on the anti-discrimination
 * law whose coverage decides whether the harassment law reaches the business (a state's own Act
 * included).
 */
const HARASSMENT_LAW = /harass|discriminat|civil rights act|human rights act/i;

/** The table's rows, one per psychosocial hazard: a row the template lacks fails the type check. */
const rowsOf = (rows: Record<PsychosocialHazard, string>) => rows;

const splitSentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

/**
 * The harassment law as the jurisdiction's bullying and harassment topic states it: its summary's
 * sentences on harassment and the anti-discrimination law whose coverage decides whether it
 * reaches the business, then the harassment requirements that add a duty of their own (one the knowledge marks as
 * restating a summary sentence is left out, so each duty is stated once). They are cited by
 * the provisions of the harassment requirements (not the bullying law's other provisions); a
 * profile whose harassment requirements cite nothing of their own cites the topic's law. `laws` are
 * the anti-discrimination laws the sentences state beyond those requirements.
 */
function harassmentLaw(
  bullying: Topic,
  laws: readonly Citation[],
): { sentences: string[]; citations: Citation[] } {
  const law = [...new Set(splitSentences(bullying.summary).filter((s) => HARASSMENT_LAW.test(s)))];
  // A requirement with no provision of its own is the business's practice, which the prevention
  // steps below already state; one that puts a summary sentence as an action is stated by that
  // sentence. Only the rest of the law's own duties are added.
  const duties = bullying.requirements.filter(
    (r, i) =>
      HARASSMENT.test(r) && (bullying.provisions[i]?.length ?? 0) > 0 && !bullying.restated?.includes(r),
  );
  const sentences = [...law, ...duties.filter((d) => !law.includes(d))];
  const own = bullying.requirements.flatMap((r, i) =>
    HARASSMENT.test(r) ? (bullying.provisions[i] ?? []) : [],
  );
  const keyOf = (c: Citation) => `${c.id} ${c.pinpoint ?? ""}`;
  const source = own.length ? [...own, ...laws] : sentences.length ? bullying.citations : [];
  const cited = [...new Map(source.map((c) => [keyOf(c), c])).values()];
  return { sentences, citations: cited };
}

export const composer: Composer = (ctx) => {
  const { psychosocial, bullying } = ctx.profile;
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: false },
    {
      "business.name": ctx.business.name,
      "document.name": nameInSentence(ctx),
      "terms.workers": ctx.terms.workers,
      "terms.representative": ctx.terms.representative,
    },
    { uk: ctx.profile.country === "UK" },
  );
  // Australia, New Zealand and the United Kingdom ask for psychosocial risks to be identified and
  // controlled; no OSHA standard does, so in the United States the assessment is good practice
  // (California's profile states the workplace violence prevention plan its Labor Code requires).
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
  // In the United States the bullying topic cites the general duty (as the psychosocial topic does)
  // and the anti-discrimination laws, federal and the state's own, that its sentences state.
  const laws =
    ctx.profile.country === "US"
      ? bullying.citations.filter((c) => !psychosocial.citations.some((p) => p.id === c.id))
      : [];
  const law = harassmentLaw(bullying, laws);
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
            (Object.entries(rowsOf(t.rows)) as [PsychosocialHazard, string][]).map(([key, hazard]) => {
              // What the business's own register already holds for this hazard starts the row;
              // the likelihood and seriousness are judged with the workers, so they stay open.
              const held = ctx.hazards.filter((h) => h.psychosocial?.includes(key));
              const controls = [...new Set(held.flatMap((h) => labelledControls(splitControls(h).inPlace)))];
              return {
                hazard,
                where: held.length
                  ? [t.inRegister, ...held.map((h) => `${h.name}: ${h.whoAtRisk}`)].join("\n")
                  : "",
                likelihood: "",
                severity: "",
                controls: controls.join("\n"),
                action: "",
              };
            }),
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
