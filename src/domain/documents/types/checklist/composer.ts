import { INSPECTION_CHECKS, type InspectionCheckId } from "../../../catalogue/inspection-checks";
import { byAudience } from "../../../catalogue/training-audience";
import type { HazardEntry } from "../../../hazards/types";
import { uniqueCitations } from "../../../legal/helpers";
import type { ComposeContext, Composer } from "../../compose-types";
import { isSmallHeadcount } from "../../composers/business";
import { keepsHazardousChemicals } from "../../composers/chemical-products";
import { controlCitations, guidanceOnly, hazardCitations, legalBasis } from "../../composers/citations";
import { coursesOf } from "../../composers/courses";
import {
  actionTable,
  checkTable,
  docTitle,
  isHigherRisk,
  regulatorParagraph,
  scopeSection,
  topicBody,
  withArticle,
  workplaceName,
} from "../../composers/shared-people";
import { roleSignOffTable, signOffTable } from "../../composers/tables";
import { nameInSentence, possessive } from "../../composers/text";
import type { DocSection, DocTable } from "../../content";
import { html, ol, p } from "../../html";
import { wordingOf } from "../../wording";
import { type Slots, TEMPLATE, type Wording } from "./wording.generated";

/** The knowledge base's checks by their wording: an item of the template that is one gets its legal basis. */
const CHECK_BY_TEXT = new Map(
  Object.entries(INSPECTION_CHECKS).map(([id, text]) => [text as string, id as InspectionCheckId]),
);

/** The template's slot for each check: `evacuation-diagram` is `check.evacuationDiagram`. */
const checkSlots = () =>
  Object.fromEntries(
    Object.entries(INSPECTION_CHECKS).map(([id, text]) => [
      `check.${id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`,
      text,
    ]),
  );

type Row = { item: string; basis: string };

/** An inspection table whose every item names the provision it tests, or good practice. */
function inspectionTable(w: Wording, id: string, caption: string, rows: Row[]): DocTable {
  const base = checkTable(
    id,
    caption,
    rows.map((r) => r.item),
  );
  const [item, ...rest] = base.columns;
  return {
    ...base,
    columns: [...(item ? [item] : []), { key: "basis", label: w.checklist.basis }, ...rest],
    rows: base.rows.map((r, i) => ({ ...r, basis: rows[i]?.basis ?? w.checklist.goodPractice })),
  };
}

function generalRow(ctx: ComposeContext, w: Wording, item: string): Row {
  const id = CHECK_BY_TEXT.get(item);
  if (!id) return { item, basis: w.checklist.goodPractice };
  const cited = ctx.profile.checks[id] ?? [];
  return { item, basis: legalBasis(ctx, cited, 3) || w.checklist.goodPractice };
}

/**
 * A table of checks drawn from one hazard's own controls, PPE and permits. The hazard's law is
 * cited once, on the first item; a control that is the measure a duty asks for (the extraction's
 * examination, health surveillance) cites that duty's provisions, and the others are good practice.
 */
/**
 * The competence check of a hazard's work: the people doing it hold the competencies for the work,
 * and supervisors and managers the ones the hazard library names for them.
 */
function competenceItem(
  t: Wording["checklist"]["hazard"],
  competencies: readonly string[],
  roleNote: string,
): string | null {
  if (!competencies.length) return null;
  const held = byAudience(competencies, roleNote);
  const supervisorCompetencies = held.supervisors.join(", ");
  if (!held.supervisors.length) return t.competencies({ competencies: held.workers.join(", ") });
  if (!held.workers.length) return t.supervisors({ supervisorCompetencies });
  return t.competenciesSupervisors({ competencies: held.workers.join(", "), supervisorCompetencies });
}

function hazardChecks(ctx: ComposeContext, w: Wording, h: HazardEntry): DocTable {
  const t = w.checklist.hazard;
  const law = hazardCitations(ctx, [h]);
  const items = [
    h.ppe.length ? t.ppe({ ppe: h.ppe.join(", ") }) : null,
    h.permits.length ? t.permits({ permits: h.permits.join(", ") }) : null,
  ].filter((i): i is string => Boolean(i));
  const competence = competenceItem(t, coursesOf([h]), ctx.terms.competencyRole);
  return inspectionTable(w, `hazard-${h.id}`, t.caption({ hazard: h.name }), [
    ...(law.length
      ? [
          {
            item: (guidanceOnly(law) ? t.lawGuided : t.law)({ hazardInSentence: nameInSentence(h.name) }),
            basis: legalBasis(ctx, law, 3),
          },
        ]
      : []),
    ...h.controls.map((c) => ({
      item: c.text,
      basis: legalBasis(ctx, controlCitations(ctx, c), 3) || w.checklist.goodPractice,
    })),
    ...items.map((item) => ({ item, basis: w.checklist.goodPractice })),
    ...(competence
      ? [
          {
            item: competence,
            basis: legalBasis(ctx, competenceCitations(ctx, h), 3) || w.checklist.goodPractice,
          },
        ]
      : []),
  ]);
}

/**
 * The law the row's competencies meet: each competency the library ties to an inspection check
 * (`check:`, as a control is) cites the provisions this jurisdiction's profile names for it.
 */
function competenceCitations(ctx: ComposeContext, h: HazardEntry) {
  return uniqueCitations(
    (h.competencyChecks ?? [])
      .filter((c) => h.competencies.includes(c.text))
      .flatMap((c) => controlCitations(ctx, c)),
  );
}

function checklistSection(ctx: ComposeContext, w: Wording): DocSection {
  const areas = Object.entries(w.checklist.areas);
  return {
    id: "checklist",
    heading: w.checklist.heading,
    body: html(p(w.checklist.intro)),
    tables: [
      ...areas.map(([id, a]) =>
        inspectionTable(
          w,
          id,
          a.caption,
          a.items.map((item) => generalRow(ctx, w, item)),
        ),
      ),
      ...ctx.hazards.map((h) => hazardChecks(ctx, w, h)),
    ],
    citations: uniqueCitations([
      ...areas.flatMap(([, a]) =>
        a.items.flatMap((item) => {
          const id = CHECK_BY_TEXT.get(item);
          return id ? (ctx.profile.checks[id] ?? []) : [];
        }),
      ),
      ...hazardCitations(ctx, ctx.hazards),
      ...ctx.hazards.flatMap((h) => h.controls.flatMap((c) => controlCitations(ctx, c))),
    ]),
  };
}

export const composer: Composer = (ctx) => {
  const rm = ctx.profile.riskManagement;
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "business.possessive": possessive(ctx.business.name),
      workplace: workplaceName(ctx),
      "terms.workers": ctx.terms.workers,
      "terms.aRepresentative": withArticle(ctx.terms.representative),
      ...checkSlots(),
    } as Slots,
    // The register's decision: a builder whose register lists cement and diesel inspects its stores.
    { chemicals: keepsHazardousChemicals(ctx) },
  );
  const s = w.signOff;
  return {
    title: docTitle(ctx, ctx.metadata.location),
    sections: [
      scopeSection(ctx, isHigherRisk(ctx) ? w.scope.introHigher : w.scope.intro, [ol(w.scope.steps)]),
      {
        id: "requirements",
        heading: w.requirements.heading,
        body: html(p(w.requirements.intro), topicBody(rm), regulatorParagraph(ctx)),
        citations: rm.citations,
      },
      checklistSection(ctx, w),
      {
        id: "sign-off",
        heading: s.heading,
        body: p(s.intro),
        tables: [
          signOffTable("inspected-by", s.inspectedBy, 2),
          actionTable("follow-up", s.followUp, 8),
          roleSignOffTable("manager-review", s.review.caption, [...s.review.roles]),
        ],
      },
    ],
  };
};
