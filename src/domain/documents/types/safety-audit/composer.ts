import type { HazardEntry } from "../../../hazards/types";
import { requirementItems } from "../../../legal/helpers";
import type { Citation, Topic } from "../../../legal/types";
import type { ComposeContext, Composer } from "../../compose-types";
import { hazardCitations, legalBasis } from "../../composers/citations";
import { orderedControls } from "../../composers/controls";
import { activityHazards } from "../../composers/hazard-selection";
import { regulatorName } from "../../composers/regulator";
import { scopeSection } from "../../composers/sections";
import { blankRows, type Column, signOffTable, table } from "../../composers/tables";
import { capitalise, distinct, nameInSentence, possessive } from "../../composers/text";
import type { DocSection, DocTable } from "../../content";
import { html, p } from "../../html";
import { RISK_ACTIONS } from "../../risk";

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

/** An audit item and the provisions it tests (none for a good-practice check). */
type Item = { item: string; citations: readonly Citation[] };

type Area = {
  id: string;
  title: string;
  topics: Topic[];
  /** Items that test a provision of their own, before the good-practice checks. */
  legal?: Item[];
  practice: string[];
};

const CHECK_COLUMNS: readonly Column[] = [
  ["item", "Audit item"],
  ["basis", "Legal basis"],
  ["compliant", "Compliant (Y / N / NA)"],
  ["evidence", "Evidence / comments"],
];

const GOOD_PRACTICE = "Good practice";
const NO_PROVISION = "–";

const RETENTION_COLUMNS: readonly Column[] = [
  ["record", "Record"],
  ["period", "Keep for"],
  ["basis", "Legal basis"],
  ["compliant", "Kept (Y / N / NA)"],
  ["evidence", "Evidence / comments"],
];

/** The records the law sets a keeping period for, checked like any other item; none where none is verified. */
function retentionSection(ctx: ComposeContext): DocSection[] {
  const kept = ctx.profile.records.retention;
  if (!kept.length) return [];
  return [
    {
      id: "retention",
      heading: "Records and How Long They Are Kept",
      body: p(
        `${ctx.jurisdictionName} law sets how long these records must be kept. Check that each one exists and is kept for at least that long.`,
      ),
      tables: [
        table(
          "retention",
          "Records the law sets a keeping period for",
          RETENTION_COLUMNS,
          kept.map((r) => ({
            record: r.record,
            period: r.period,
            basis: legalBasis(ctx, r.citations, 3),
            compliant: "",
            evidence: "",
          })),
        ),
      ],
      citations: kept.flatMap((r) => r.citations),
    },
  ];
}

function areas(ctx: ComposeContext): Area[] {
  const pr = ctx.profile;
  const w = ctx.terms.workers;
  const competencies = distinct(ctx.hazards.flatMap((h) => h.competencies));
  const plantHazards = ctx.hazards.filter((h) =>
    /machin|plant|equipment|electric|lifting|pressur/i.test(h.id),
  );
  const hrw = activityHazards(ctx).some((h) => h.highRiskWork.length);
  const general: Area[] = [
    {
      id: "management",
      title: "Management System and Documents",
      topics: [pr.generalDuties, pr.records],
      practice: [
        `A signed, dated ${ctx.terms.safetyLaw} policy is displayed and ${w} can say what it commits the business to.`,
        "The hazard register is current and no review date has passed.",
        "Risk assessments cover every task in the hazard register.",
        hrw ? `A current, signed ${pr.highRiskWork.documentName} is on hand for each high-risk task.` : null,
        "Safety roles and responsibilities are written down and the people named know them.",
      ].filter((x): x is string => Boolean(x)),
    },
    {
      id: "consultation",
      title: "Consultation",
      topics: [pr.consultation],
      practice: [
        "Safety is a standing item at team meetings and minutes are kept.",
        `${w} were consulted before the most recent change to work, plant or premises (evidence sighted).`,
        "Contractors and other businesses on shared sites coordinate on shared risks.",
      ],
    },
    {
      id: "risk-management",
      title: "Risk Management",
      topics: [pr.riskManagement],
      practice: [
        "Controls listed in the hazard register are seen in place during the walk-through.",
        "Hazard reports are actioned and the person who reported the hazard is told the outcome.",
        "Workplace inspections are done on schedule and their actions are closed.",
      ],
    },
    {
      id: "training",
      title: "Training and Induction",
      topics: [pr.training],
      practice: [
        "Every worker on the payroll has a signed induction record.",
        competencies.length ? `Current evidence is held for: ${competencies.join(", ")}.` : null,
        "Refresher training is up to date against the training matrix.",
      ].filter((x): x is string => Boolean(x)),
    },
    {
      id: "incidents",
      title: "Incident Reporting",
      topics: [pr.incidentNotification],
      practice: [
        "Incidents and near misses are recorded on the incident report form, including minor ones.",
        `The contact details for notifying incidents (${pr.incidentNotification.notify || regulatorName(ctx)}) are displayed where supervisors can find them.`,
        "Each incident has been investigated and its corrective actions are closed or on the action plan.",
      ],
    },
    {
      id: "emergency",
      title: "Emergency Preparedness",
      topics: [pr.emergencyPlanning, pr.fire],
      practice: [
        "An evacuation drill was held in the last 12 months and recorded.",
        "Exits and escape routes are clear and signed; emergency lighting works.",
        "Fire extinguishers are in place, unobstructed and their inspection tags are current.",
        "Emergency contacts and the assembly point are displayed.",
      ],
    },
    {
      id: "first-aid",
      title: "First Aid",
      topics: [pr.firstAid],
      practice: [
        "First aid kits are stocked and were checked against their contents list in the last month.",
        "First aiders' certificates are current; their names and locations are displayed.",
        "Eyewash is available where chemicals that can harm the eyes are used.",
      ],
    },
    {
      id: "chemicals",
      title: "Hazardous Chemicals",
      topics: [pr.hazardousChemicals],
      practice: [
        "The chemical register matches the products found on site.",
        "A current safety data sheet is accessible for every product.",
        "All containers, including decanted ones, are labelled.",
        "Storage is segregated and bunded, away from ignition sources, with a spill kit nearby.",
      ],
    },
    {
      id: "plant",
      title: "Plant and Equipment",
      topics: [],
      legal: lawFor(ctx, "Plant and equipment risks are managed as the law requires for", plantHazards),
      practice: [
        "A plant and equipment list exists, with maintenance and inspection records.",
        guarded(ctx.hazards) ? "Guards are fitted and emergency stops are tested." : null,
        ctx.hazards.some(isMobilePlant) ? "Mobile plant has daily pre-start checks recorded." : null,
        "Portable electrical equipment and leads are inspected and tested; residual current devices are tested.",
        ctx.hazards.some(isolatesEnergy)
          ? "Isolation and lockout procedures are written, with locks and tags available."
          : null,
        "Operators hold the licence or competency the equipment requires.",
      ].filter((x): x is string => x !== null),
    },
  ];
  const activities: Area[] = activityHazards(ctx).map((h) => ({
    id: `activity-${h.id}`,
    title: h.name,
    topics: [],
    legal: lawFor(ctx, "The risks are managed as the law requires for", [h]),
    practice: [
      ...orderedControls(h).map((c) => `In place: ${c}`),
      ...h.permits.map((permit) => `${permit} issued, followed and closed out.`),
      h.competencies.length ? `Competency evidence sighted for: ${h.competencies.join(", ")}.` : null,
      h.ppe.length ? `PPE available, in good condition and worn: ${h.ppe.join(", ")}.` : null,
    ].filter((x): x is string => Boolean(x)),
  }));
  return [...general, ...activities];
}

/**
 * One item that tests the provisions the jurisdiction names for these hazards, or none where it
 * names none: the hazard's controls below it are good practice, not provisions of their own.
 */
function lawFor(ctx: ComposeContext, lead: string, hazards: HazardEntry[]): Item[] {
  const citations = hazardCitations(ctx, hazards);
  if (!citations.length) return [];
  return [{ item: `${lead}: ${hazards.map((h) => nameInSentence(h.name)).join(", ")}.`, citations }];
}

/** Each item of an area with its own legal basis: the provisions it tests, "–" or good practice. */
function areaItems(ctx: ComposeContext, area: Area): { item: string; basis: string }[] {
  const seen = new Set<string>();
  return [
    ...area.topics.flatMap((t) =>
      requirementItems(t).map((r) => ({
        item: r.text,
        basis: legalBasis(ctx, r.citations, 3) || NO_PROVISION,
      })),
    ),
    ...(area.legal ?? []).map((l) => ({ item: l.item, basis: legalBasis(ctx, l.citations, 3) })),
    ...area.practice.map((item) => ({ item: capitalise(item), basis: GOOD_PRACTICE })),
  ].filter((r) => !seen.has(r.item) && seen.add(r.item));
}

function areaTable(ctx: ComposeContext, area: Area, n: number): DocTable {
  const rows = areaItems(ctx, area).map((r) => ({ ...r, compliant: "", evidence: "" }));
  return table(`audit-${area.id}`, `${n}. ${area.title}`, CHECK_COLUMNS, rows);
}

function checklistSection(ctx: ComposeContext, list: Area[]): DocSection {
  return {
    id: "audit-checklist",
    heading: "Audit Checklist",
    body: html(
      p(
        `Work through each area by looking at the workplace, reading records and asking ${ctx.terms.workers} how the work is really done. Mark each item Y (compliant), N (not compliant) or NA (does not apply) and write the evidence seen – a document, record, photo or conversation. Every N becomes a finding below.`,
      ),
      p(
        `Items with a legal basis restate what ${ctx.jurisdictionName} law requires and name the provision each one tests; an item marked “${NO_PROVISION}” restates a duty without a single provision to point to. Items marked “${GOOD_PRACTICE}” are the checks that show those duties are being met in practice.`,
      ),
    ),
    tables: list.map((a, i) => areaTable(ctx, a, i + 1)),
    citations: list.flatMap((a) => [
      ...a.topics.flatMap((t) => t.provisions.flat()),
      ...(a.legal ?? []).flatMap((l) => l.citations),
    ]),
  };
}

const FINDING_COLUMNS: readonly Column[] = [
  ["ref", "Ref"],
  ["finding", "Finding (item not compliant)"],
  ["area", "Area"],
  ["rating", "Rating"],
  ["action", "Corrective action"],
  ["owner", "Owner"],
  ["due", "Due date"],
  ["closed", "Closed (date / initials)"],
];

function findingsSection(ctx: ComposeContext): DocSection {
  const due: Record<string, string> = {
    Extreme: "Immediately",
    High: "Within 7 days",
    Medium: "Within 1 month",
    Low: "Within 3 months",
  };
  return {
    id: "findings",
    heading: "Findings and Corrective Actions",
    body: html(
      p(
        "Record every non-compliant item. Rate it with the risk matrix by the harm it could lead to, agree a corrective action that fixes the cause rather than the symptom, and copy it to the safety action plan.",
      ),
    ),
    tables: [
      table(
        "ratings",
        "Finding ratings",
        [
          ["rating", "Rating"],
          ["response", "Response"],
          ["due", "Close out"],
        ],
        Object.entries(RISK_ACTIONS).map(([rating, response]) => ({
          rating,
          response,
          due: due[rating] ?? "",
        })),
      ),
      table(
        "findings",
        `Audit findings – ${ctx.business.name}`,
        FINDING_COLUMNS,
        blankRows(FINDING_COLUMNS, 10, (i) => ({ ref: `F${String(i + 1).padStart(2, "0")}` })),
      ),
    ],
  };
}

function auditScope(ctx: ComposeContext, purpose: string): DocSection {
  const details: readonly Column[] = [
    ["date", "Audit date"],
    ["auditor", "Auditor"],
    ["sites", "Sites and areas visited"],
    ["people", "People interviewed"],
  ];
  return {
    ...scopeSection(ctx, purpose, [
      `The audit is done at least once a year by someone who does not supervise the area audited, with the ${ctx.terms.representative} invited to take part.`,
    ]),
    tables: [table("audit-details", "Audit details", details, blankRows(details, 1))],
  };
}

function signOffRoles(ctx: ComposeContext): DocTable {
  const base = signOffTable("audit-sign-off", "Audit sign-off", 3);
  const roles = ["Auditor", "Manager or owner", capitalise(ctx.terms.representative)];
  return { ...base, rows: base.rows.map((r, i) => ({ ...r, role: roles[i] ?? "" })) };
}

export const composer: Composer = (ctx) => {
  const list = areas(ctx);
  const summaryColumns: readonly Column[] = [
    ["area", "Area"],
    ["items", "Items"],
    ["yes", "Y"],
    ["no", "N"],
    ["na", "NA"],
  ];
  return {
    title: `${ctx.documentName} – ${ctx.business.name}`,
    sections: [
      auditScope(
        ctx,
        `This ${ctx.documentName} checks how well ${possessive(ctx.business.name)} safety system works in practice across its ${ctx.industryName.toLowerCase()} operations: its documents, consultation, risk controls, training, incident reporting, emergency and first aid arrangements, chemicals, plant${
          activityHazards(ctx).length
            ? ` and each high-risk activity (${activityHazards(ctx)
                .map((h) => h.name)
                .join(", ")})`
            : ""
        }.`,
      ),
      checklistSection(ctx, list),
      ...retentionSection(ctx),
      {
        id: "summary",
        heading: "Audit Summary",
        body: p("Count the answers in each area once the checklist is complete."),
        tables: [
          table(
            "summary",
            "Results by area",
            summaryColumns,
            list.map((a, i) => ({
              area: `${i + 1}. ${a.title}`,
              items: String(areaItems(ctx, a).length),
              yes: "",
              no: "",
              na: "",
            })),
          ),
        ],
      },
      findingsSection(ctx),
      {
        id: "sign-off",
        heading: "Sign-Off",
        body: p(
          `The auditor confirms the checklist reflects what was seen on the day. The ${ctx.terms.dutyHolderShort}'s representative accepts the findings and the corrective actions, and the ${ctx.terms.representative} is given a copy.`,
        ),
        tables: [signOffRoles(ctx)],
      },
    ],
  };
};
