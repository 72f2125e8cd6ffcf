import type { ComposeContext, Composer } from "../../compose-types";
import { isSmallHeadcount } from "../../composers/business";
import {
  docTitle,
  ppeItems,
  regulatorParagraph,
  reviewFor,
  scopeSection,
  topicBody,
  workplaceName,
} from "../../composers/shared-people";
import { blankTable, fieldTable, roleSignOffTable } from "../../composers/tables";
import { lowerFirst, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { h3, html, p, ul } from "../../html";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

type CareKind = keyof Wording["register"]["care"];

/** Which kind of PPE an item is, by its name; the first match wins. Its care is the template's. */
const CARE_KINDS: [RegExp, CareKind][] = [
  [/diving|bail-out|breathing apparatus/i, "breathingApparatus"],
  [/gas monitor|detector/i, "gasMonitor"],
  [/earplug|earmuff|hearing/i, "hearing"],
  [/insulating/i, "insulating"],
  [/flame-resistant|arc-rated/i, "flameResistant"],
  [/welding helmet|filter shade/i, "weldingHelmet"],
  [/disposable|face mask|overshoe|hair restraint|single-use/i, "disposable"],
  [/harness|lanyard|anchor/i, "harness"],
  [/air-fed|supplied-air|airline/i, "airFed"],
  [/respirat|full-face mask|rpe/i, "respirator"],
  [/hi-vis|high-vis|visibility/i, "highVisibility"],
  [/hat\b|brim|shirt|trousers|clothing|sunscreen/i, "sunProtection"],
  [/helmet|hard hat/i, "helmet"],
  [/glove/i, "gloves"],
  [/boot|footwear|shoe/i, "footwear"],
  [/glass|goggle|eye|face shield|visor/i, "eyes"],
];

const careOf = (w: Wording, item: string) =>
  w.register.care[CARE_KINDS.find(([re]) => re.test(item))?.[1] ?? "other"];

// Breathing apparatus usually has a tight-fitting face piece too, so it is fit tested like a respirator.
const FIT_TESTED = /respirat|mask|rpe|breathing apparatus/i;

function requirements(ctx: ComposeContext, w: Wording): DocSection {
  const ppe = ctx.profile.ppe;
  const certifies = /certif/i.test([ppe.summary, ...ppe.requirements].join(" "));
  const c = w.requirements.certification;
  return {
    id: "requirements",
    heading: w.requirements.heading,
    body: html(
      topicBody(ppe),
      p(w.requirements.lastLine),
      certifies ? html(h3(c.heading), p(c.intro)) : null,
      regulatorParagraph(ctx),
    ),
    tables: certifies
      ? [
          fieldTable("certification", c.caption, [
            [c.workplace, workplaceName(ctx)],
            [c.hazards, ctx.hazards.map((h) => h.name).join("\n")],
            [c.certifiedBy],
            [c.dates],
            [c.statementLabel, c.statement],
          ]),
        ]
      : [],
    citations: ppe.citations,
  };
}

const columnsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([key, label]) => ({ key, label }));

function register(ctx: ComposeContext, w: Wording): DocSection {
  const items = ppeItems(ctx);
  const columns = columnsOf(w.register.columns);
  return {
    id: "register",
    heading: w.register.heading,
    body: html(...w.register.intro.map(p)),
    tables: [
      {
        id: "ppe-register",
        caption: w.register.caption,
        columns,
        rows: items.length
          ? items.map(({ item, hazards }) => ({
              item,
              hazard: hazards.map((h) => h.name).join("\n"),
              standard: "",
              who: w.register.who({ hazards: hazards.map((h) => lowerFirst(h.name)).join(", ") }),
              ...careOf(w, item),
            }))
          : blankTable("ppe-register", "", columns, 4).rows,
      },
    ],
  };
}

export const composer: Composer = (ctx) => {
  const items = ppeItems(ctx);
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "business.possessive": possessive(ctx.business.name),
      workplace: workplaceName(ctx),
      "terms.workers": ctx.terms.workers,
    },
    { hasItems: items.length > 0, fitTest: items.some(({ item }) => FIT_TESTED.test(item)) },
  );
  return {
    title: docTitle(ctx),
    sections: [
      scopeSection(ctx, w.scope.intro),
      requirements(ctx, w),
      register(ctx, w),
      { id: "use-and-care", heading: w.useAndCare.heading, body: ul(w.useAndCare.points) },
      {
        id: "issue-log",
        heading: w.issueLog.heading,
        body: p(w.issueLog.intro),
        tables: [
          blankTable("issue-log", w.issueLog.caption, columnsOf(w.issueLog.columns), 12),
          roleSignOffTable("register-approval", w.issueLog.approval.caption, [...w.issueLog.approval.roles]),
        ],
      },
      reviewFor(ctx, [...w.review.triggers]),
    ],
  };
};
