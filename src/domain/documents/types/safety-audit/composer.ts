import { CONTROL_LEVELS, type HazardEntry } from "../../../hazards/types";
import { methodDocumentRequired, requirementItems } from "../../../legal/helpers";
import type { Citation, Topic } from "../../../legal/types";
import type { ComposeContext, Composer } from "../../compose-types";
import { isSmallHeadcount, workInSentence } from "../../composers/business";
import { controlCitations, guidanceOnly, hazardCitations, legalBasis } from "../../composers/citations";
import { orderedControls } from "../../composers/controls";
import { coursesOf } from "../../composers/courses";
import { activityHazards, highRiskWorkFor } from "../../composers/hazard-selection";
import { regulatorName } from "../../composers/regulator";
import { scopeSection } from "../../composers/sections";
import { blankRows, signOffTable, table } from "../../composers/tables";
import { capitalise, nameInSentence, possessive } from "../../composers/text";
import type { DocSection, DocTable } from "../../content";
import { html, p } from "../../html";
import { RISK_ACTIONS } from "../../risk";
import { wordingOf } from "../../wording";
import { TEMPLATE, type Wording } from "./wording.generated";

/**
 * Whether a hazard of the business is controlled by isolating energy (lockout and tagout), as the
 * permit to work decides its isolation section: a shop or office that services no plant is not
 * audited on lockout procedures it has no use for.
 */
const isolatesEnergy = (h: HazardEntry) =>
  h.permits.some((x) => /lockout|isolation/i.test(x)) ||
  h.controls.some((c) => /\block (and|&) tag|personal lock|lockout/i.test(c.text));

/** Guards on moving parts a hazard's controls rely on: machines, saws, slicers, PTO shafts, augers. */
const MACHINE_GUARDS =
  /interlocked guards|machine guards|PTO guards|auger guards|guards (kept )?fitted|checks of guards/i;

/** Whether the business has machinery whose guards and stops can be checked. */
const guarded = (hazards: readonly HazardEntry[]) =>
  hazards.some((h) => h.concept === "machinery" || h.controls.some((c) => MACHINE_GUARDS.test(c.text)));

/** Mobile plant the business runs: forklifts, site and mine vehicles, tractors. */
const isMobilePlant = (h: HazardEntry) =>
  /mobile-equipment|forklift|vehicle-interaction|vehicle-rollover/.test(h.id) ||
  h.concept === "mobile-equipment";

/**
 * The hazards the plant and equipment area audits against the law: machines, mobile and lifting
 * plant, pressure systems and the portable electrical equipment a workplace uses, named by concept
 * so a word in an id never decides (electrical installation work is its own high-risk area, lifting
 * hive boxes is manual handling, towing a trailer is driving).
 */
const PLANT_CONCEPTS: ReadonlySet<string> = new Set([
  "machinery",
  "mobile-equipment",
  "lifting-equipment",
  "pressurized-systems",
  "high-pressure",
  "electrical",
  "power-press-point-of-operation",
  "sawmill-machinery",
  "laundry-machinery",
  "flatwork-ironer",
  "tunnel-washer-extractor",
  "cleaning-floor-machines",
  "bee-extraction-plant",
  "steep-slope-machinery",
  "vessel-crane-lifting",
  "agriculture-pto-entanglement",
  "agriculture-vehicle-rollover",
  "ride-on-mower-rollover",
  "mower-thrown-objects",
  "nail-guns",
  "ropes-nets-winches",
  "wood-chipper",
  "boat-travel-lift",
  "tyre-vehicle-lifting",
]);

/** A hazard's controls in the order `orderedControls` prints them. */
const ordered = (h: HazardEntry) =>
  [...h.controls].sort((a, b) => CONTROL_LEVELS.indexOf(a.level) - CONTROL_LEVELS.indexOf(b.level));

/** An audit item and the provisions it tests (none for a good-practice check). */
type Item = { item: string; citations: readonly Citation[] };

type Area = {
  id: string;
  title: string;
  topics: Topic[];
  /** Items that test a provision of their own, before the good-practice checks. */
  legal?: Item[];
  /** Good-practice checks, in their place among them a control that meets a duty with its provisions. */
  practice: readonly (string | Item)[];
};

/** The records the law sets a keeping period for, checked like any other item; none where none is verified. */
function retentionSection(ctx: ComposeContext, w: Wording): DocSection[] {
  const kept = ctx.profile.records.retention;
  if (!kept.length) return [];
  const r = w.retention;
  return [
    {
      id: "retention",
      heading: r.heading,
      body: p(r.intro),
      tables: [
        table(
          "retention",
          r.caption,
          Object.entries(r.columns),
          kept.map((k) => ({
            record: k.record,
            period: k.period,
            basis: legalBasis(ctx, k.citations, 3),
            compliant: "",
            evidence: "",
          })),
        ),
      ],
      citations: kept.flatMap((k) => k.citations),
    },
  ];
}

/**
 * The management area with the signed method document for the business's high-risk work (SWMS,
 * RAMS, JSA): a legal item citing the provisions where the law requires it for all of that work,
 * otherwise a good-practice check at the place the template gives it (between `practice` and
 * `practiceAfterMethodDocument`). None where the business does no high-risk work the law names.
 */
function managementArea(ctx: ComposeContext, w: Wording, topics: Topic[]): Area {
  const m = w.areas.management;
  const area = { id: "management", title: m.title, topics };
  const hazards = activityHazards(ctx);
  if (!hazards.some((h) => h.highRiskWork.length))
    return { ...area, practice: [...m.practice, ...m.practiceAfterMethodDocument] };
  const categories = highRiskWorkFor(ctx, hazards).map((c) => c.id);
  const rule = ctx.profile.highRiskWork.methodDocument;
  // The item speaks of every high-risk task: law only where the law requires it for all of them.
  if (methodDocumentRequired(rule, categories, "all"))
    return {
      ...area,
      legal: [{ item: m.methodDocument, citations: rule.citations }],
      practice: [...m.practice, ...m.practiceAfterMethodDocument],
    };
  return { ...area, practice: [...m.practice, m.methodDocument, ...m.practiceAfterMethodDocument] };
}

/** The areas of the law and practice every business is audited on, in the checklist's order. */
const GENERAL_AREAS = [
  "management",
  "consultation",
  "risk-management",
  "training",
  "incidents",
  "emergency",
  "first-aid",
  "chemicals",
] as const;

function areas(ctx: ComposeContext, w: Wording): Area[] {
  const pr = ctx.profile;
  const topics: Record<(typeof GENERAL_AREAS)[number], Topic[]> = {
    management: [pr.generalDuties, pr.records],
    consultation: [pr.consultation],
    "risk-management": [pr.riskManagement],
    training: [pr.training],
    incidents: [pr.incidentNotification],
    emergency: [pr.emergencyPlanning, pr.fire],
    "first-aid": [pr.firstAid],
    chemicals: [pr.hazardousChemicals],
  };
  // A plant hazard that is high-risk work has its own area below, with its own law item.
  const ownArea = new Set(activityHazards(ctx).map((h) => h.id));
  const plantHazards = ctx.hazards.filter((h) => PLANT_CONCEPTS.has(h.concept) && !ownArea.has(h.id));
  const general: Area[] = [
    ...GENERAL_AREAS.map((id) =>
      id === "management" ? managementArea(ctx, w, topics[id]) : { id, ...w.areas[id], topics: topics[id] },
    ),
    {
      id: "plant",
      title: w.areas.plant.title,
      topics: [],
      legal: lawFor(ctx, { law: w.areas.plant.law, guided: w.areas.plant.lawGuided }, plantHazards),
      practice: w.areas.plant.practice,
    },
  ];
  const a = w.activity;
  const activities: Area[] = activityHazards(ctx).map((h) => ({
    id: `activity-${h.id}`,
    title: h.name,
    topics: [],
    legal: lawFor(ctx, { law: a.law, guided: a.lawGuided }, [h]),
    practice: [
      ...orderedControls(h).map((control, i) => {
        const citations = controlCitations(ctx, ordered(h)[i]!);
        return citations.length ? { item: a.control({ control }), citations } : a.control({ control });
      }),
      ...h.permits.map((permit) => a.permit({ permit })),
      ...(h.competencies.length ? [a.competencies({ competencies: coursesOf([h]).join(", ") })] : []),
      ...(h.ppe.length ? [a.ppe({ ppe: h.ppe.join(", ") })] : []),
    ],
  }));
  return [...general, ...activities];
}

/**
 * The items that test the provisions the jurisdiction names for these hazards, or none where it
 * names none: the hazard's controls below them are good practice, not provisions of their own.
 * Hazards whose only authority is a code of practice or guidance get an item of their own that
 * says so, not "as the law requires".
 */
function lawFor(
  ctx: ComposeContext,
  wording: { law: (row: { hazards: string }) => string; guided: (row: { hazards: string }) => string },
  hazards: HazardEntry[],
): Item[] {
  // Only the hazards the cited law is for are named: a chipper with no provision of its own is not
  // said to be managed "as the law requires" beside the electrical regulations.
  const cited = hazards.filter((h) => hazardCitations(ctx, [h]).length > 0);
  const guided = cited.filter((h) => guidanceOnly(hazardCitations(ctx, [h])));
  const bound = cited.filter((h) => !guided.includes(h));
  const names = (list: HazardEntry[]) => list.map((h) => nameInSentence(h.name)).join(", ");
  return [
    ...(bound.length
      ? [{ item: wording.law({ hazards: names(bound) }), citations: hazardCitations(ctx, bound) }]
      : []),
    ...(guided.length
      ? [{ item: wording.guided({ hazards: names(guided) }), citations: hazardCitations(ctx, guided) }]
      : []),
  ];
}

type AuditItem = { item: string; basis: string };

/**
 * Each item of an area with its own legal basis: the provisions it tests, "–" or good practice.
 * `seen` holds the items of the areas before it: a duty two topics share (a record that is both a
 * fire duty and a records duty) is checked once, where it first comes, and counted once.
 */
function areaItems(ctx: ComposeContext, w: Wording, area: Area, seen: Set<string>): AuditItem[] {
  const c = w.checklist;
  return [
    ...area.topics.flatMap((t) =>
      requirementItems(t).map((r) => ({
        item: r.text,
        basis: legalBasis(ctx, r.citations, 3) || c.noProvision,
      })),
    ),
    ...(area.legal ?? []).map((l) => ({ item: l.item, basis: legalBasis(ctx, l.citations, 3) })),
    ...area.practice.map((x) =>
      typeof x === "string"
        ? { item: capitalise(x), basis: c.goodPractice }
        : { item: capitalise(x.item), basis: legalBasis(ctx, x.citations, 3) || c.goodPractice },
    ),
  ].filter((r) => !seen.has(r.item) && seen.add(r.item));
}

/** The items of every area in the checklist's order, none repeated from an earlier area. */
function auditItems(ctx: ComposeContext, w: Wording, list: Area[]): AuditItem[][] {
  const seen = new Set<string>();
  return list.map((area) => areaItems(ctx, w, area, seen));
}

function areaTable(w: Wording, area: Area, items: AuditItem[], n: number): DocTable {
  const rows = items.map((r) => ({ ...r, compliant: "", evidence: "" }));
  return table(`audit-${area.id}`, `${n}. ${area.title}`, Object.entries(w.checklist.columns), rows);
}

function checklistSection(w: Wording, list: Area[], items: AuditItem[][]): DocSection {
  const c = w.checklist;
  return {
    id: "audit-checklist",
    heading: c.heading,
    body: html(p(c.method), p(c.bases({ noProvision: c.noProvision, goodPractice: c.goodPractice }))),
    tables: list.map((a, i) => areaTable(w, a, items[i]!, i + 1)),
    citations: list.flatMap((a) => [
      ...a.topics.flatMap((t) => t.provisions.flat()),
      ...(a.legal ?? []).flatMap((l) => l.citations),
      ...a.practice.flatMap((x) => (typeof x === "string" ? [] : x.citations)),
    ]),
  };
}

function findingsSection(w: Wording): DocSection {
  const f = w.findings;
  const closeOut: Partial<Record<string, string>> = f.ratings.closeOut;
  const columns = Object.entries(f.columns);
  return {
    id: "findings",
    heading: f.heading,
    body: html(p(f.intro)),
    tables: [
      table(
        "ratings",
        f.ratings.caption,
        Object.entries(f.ratings.columns),
        Object.entries(RISK_ACTIONS).map(([rating, response]) => ({
          rating,
          response,
          due: closeOut[rating] ?? "",
        })),
      ),
      table(
        "findings",
        f.caption,
        columns,
        blankRows(columns, 10, (i) => ({ ref: `F${String(i + 1).padStart(2, "0")}` })),
      ),
    ],
  };
}

function auditScope(ctx: ComposeContext, w: Wording): DocSection {
  const s = w.scope;
  const activities = activityHazards(ctx).map((h) => h.name);
  const details = Object.entries(s.details.columns);
  return {
    ...scopeSection(
      ctx,
      activities.length ? s.purposeActivities({ activities: activities.join(", ") }) : s.purpose,
      [s.independence],
    ),
    tables: [table("audit-details", s.details.caption, details, blankRows(details, 1))],
  };
}

function signOffRoles(w: Wording): DocTable {
  const base = signOffTable("audit-sign-off", w.signOff.caption, 3);
  const roles = w.signOff.roles;
  return { ...base, rows: base.rows.map((r, i) => ({ ...r, role: roles[i] ?? "" })) };
}

export const composer: Composer = (ctx) => {
  const pr = ctx.profile;
  const w = wordingOf(
    TEMPLATE,
    { country: pr.country, region: pr.code, small: isSmallHeadcount(ctx.employees) },
    {
      "business.name": ctx.business.name,
      "business.possessive": possessive(ctx.business.name),
      document: ctx.documentName,
      jurisdiction: ctx.jurisdictionName,
      industry: workInSentence(ctx),
      "terms.workers": ctx.terms.workers,
      "terms.safetyLaw": ctx.terms.safetyLaw,
      "terms.dutyHolderShort": ctx.terms.dutyHolderShort,
      "terms.representative": ctx.terms.representative,
      "highRiskWork.document": pr.highRiskWork.documentName,
      notify: pr.incidentNotification.notify || regulatorName(ctx),
      "competencies.all": coursesOf(ctx.hazards).join(", "),
    },
    {
      competencies: ctx.hazards.some((h) => h.competencies.length),
      guarded: guarded(ctx.hazards),
      mobilePlant: ctx.hazards.some(isMobilePlant),
      isolation: ctx.hazards.some(isolatesEnergy),
    },
  );
  const list = areas(ctx, w);
  const items = auditItems(ctx, w, list);
  const summary = w.summary;
  return {
    title: `${ctx.documentName} – ${ctx.business.name}`,
    sections: [
      auditScope(ctx, w),
      checklistSection(w, list, items),
      ...retentionSection(ctx, w),
      {
        id: "summary",
        heading: summary.heading,
        body: p(summary.intro),
        tables: [
          table(
            "summary",
            summary.caption,
            Object.entries(summary.columns),
            list.map((a, i) => ({
              area: `${i + 1}. ${a.title}`,
              items: String(items[i]!.length),
              yes: "",
              no: "",
              na: "",
            })),
          ),
        ],
      },
      findingsSection(w),
      {
        id: "sign-off",
        heading: w.signOff.heading,
        body: p(w.signOff.intro),
        tables: [signOffRoles(w)],
      },
    ],
  };
};
