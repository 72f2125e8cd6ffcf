import { INSPECTION_CHECKS, type InspectionCheckId } from "../../../catalogue/inspection-checks";
import type { HazardEntry } from "../../../hazards/types";
import { uniqueCitations } from "../../../legal/helpers";
import type { ComposeContext, Composer } from "../../compose-types";
import { hazardCitations, legalBasis } from "../../composers/citations";
import { hasHazard } from "../../composers/hazard-selection";
import {
  actionTable,
  checkTable,
  docTitle,
  isHigherRisk,
  possessive,
  regulatorParagraph,
  scopeSection,
  topicBody,
  withArticle,
  workplaceName,
} from "../../composers/shared-people";
import { roleSignOffTable, signOffTable } from "../../composers/tables";
import { nameInSentence } from "../../composers/text";
import type { DocSection, DocTable } from "../../content";
import { html, ol, p } from "../../html";

/** A check whose provisions, where the jurisdiction names any, come from the knowledge base. */
type Check = string | { id: InspectionCheckId };
const check = (id: InspectionCheckId): Check => ({ id });

/** Checks every workplace needs, by area. */
const GENERAL_AREAS: { id: string; caption: string; items: Check[] }[] = [
  {
    id: "housekeeping",
    caption: "Housekeeping and access",
    items: [
      "Walkways, aisles and stairs are clear of obstructions and trip hazards",
      "Floors are clean, dry and in good repair",
      "Materials are stored securely, heavy items low, stacks stable",
      "Lighting is adequate in work areas, stairs and outside areas",
      "Waste is removed regularly and bins are not overflowing",
      "Handrails on stairs and ramps are secure",
    ],
  },
  {
    id: "emergency-equipment",
    caption: "Emergency equipment",
    items: [
      "Emergency exits are unlocked from inside, signed and clear",
      "Exit signs and emergency lighting work",
      "Fire extinguishers and blankets are in place, accessible and within their service date",
      check("evacuation-diagram"),
      "The alarm can be heard in all areas",
      "The emergency contact list is displayed and current",
    ],
  },
  {
    id: "first-aid",
    caption: "First aid",
    items: [
      check("first-aid-kits"),
      check("first-aiders-displayed"),
      "Treatment records are kept and stored confidentially",
    ],
  },
  {
    id: "electrical",
    caption: "Electrical",
    items: [
      "Portable electrical equipment has been inspected and tested to the business's schedule",
      "No damaged leads, plugs, sockets or switches",
      "No power boards plugged into other power boards",
      "Safety switches (residual current devices) have been tested",
      "Switchboards are closed, labelled and kept clear",
    ],
  },
  {
    id: "plant-tools",
    caption: "Plant and tools",
    items: [
      "Guards are fitted and working on all machinery",
      "Emergency stops are accessible and work",
      "Pre-start checks are completed and recorded",
      "Hand and power tools are in good condition and stored correctly",
      check("plant-operators-trained"),
      "Service and inspection records are current",
    ],
  },
  {
    id: "chemicals",
    caption: "Chemicals",
    items: [
      check("chemical-register"),
      check("safety-data-sheets"),
      check("containers-labelled"),
      "Incompatible chemicals are stored apart and a spill kit is at hand",
      "Ventilation is adequate where chemicals are used",
    ],
  },
  {
    id: "amenities",
    caption: "Amenities",
    items: [
      check("welfare-facilities"),
      check("drinking-water"),
      "Meal and break areas are clean and separate from work areas",
      "Secure storage for personal belongings is available",
    ],
  },
  {
    id: "ergonomics",
    caption: "Ergonomics",
    items: [
      check("workstations-set-up"),
      "Trolleys and lifting aids are available and used",
      "Frequently handled items are stored between knee and shoulder height",
      "Repetitive tasks are rotated or broken up",
    ],
  },
];

const GOOD_PRACTICE = "Good practice";

type Row = { item: string; basis: string };

/** An inspection table whose every item names the provision it tests, or good practice. */
function inspectionTable(id: string, caption: string, rows: Row[]): DocTable {
  const base = checkTable(
    id,
    caption,
    rows.map((r) => r.item),
  );
  const [item, ...rest] = base.columns;
  return {
    ...base,
    columns: [...(item ? [item] : []), { key: "basis", label: "Legal basis" }, ...rest],
    rows: base.rows.map((r, i) => ({ ...r, basis: rows[i]?.basis ?? GOOD_PRACTICE })),
  };
}

function generalRow(ctx: ComposeContext, c: Check): Row {
  if (typeof c === "string") return { item: c, basis: GOOD_PRACTICE };
  const cited = ctx.profile.checks[c.id] ?? [];
  return { item: INSPECTION_CHECKS[c.id], basis: legalBasis(ctx, cited, 3) || GOOD_PRACTICE };
}

/**
 * A table of checks drawn from one hazard's own controls, PPE and permits. The hazard's law is
 * cited once, on the first item; the controls themselves are good practice.
 */
function hazardChecks(ctx: ComposeContext, h: HazardEntry): DocTable {
  const law = hazardCitations(ctx, [h]);
  const items = [
    ...h.controls.map((c) => c.text),
    h.ppe.length ? `Required PPE is worn and in good condition: ${h.ppe.join(", ")}` : null,
    h.permits.length ? `A current permit is in place where required: ${h.permits.join(", ")}` : null,
    h.competencies.length ? `People doing the work hold: ${h.competencies.join(", ")}` : null,
  ].filter((i): i is string => Boolean(i));
  return inspectionTable(`hazard-${h.id}`, `${h.name}: controls in place`, [
    ...(law.length
      ? [
          {
            item: `The ${nameInSentence(h.name)} risks are controlled as the law requires`,
            basis: legalBasis(ctx, law, 3),
          },
        ]
      : []),
    ...items.map((item) => ({ item, basis: GOOD_PRACTICE })),
  ]);
}

function frequency(ctx: ComposeContext): string {
  return isHigherRisk(ctx) ? "monthly, and weekly in areas where high-risk work is done" : "monthly";
}

function checklistSection(ctx: ComposeContext): DocSection {
  return {
    id: "checklist",
    heading: "Inspection Checklist",
    body: html(
      p(
        "Mark each item Yes, No or N/A. Every No needs a comment and an action, copied to the follow-up table at the end. The last tables check the controls for the hazards of this business's own work. Each item names the provision it tests; items marked “Good practice” are the checks that show the duties are met in practice.",
      ),
    ),
    tables: [
      ...GENERAL_AREAS.map((a) =>
        inspectionTable(
          a.id,
          a.caption,
          a.items.map((c) => generalRow(ctx, c)),
        ),
      ),
      ...ctx.hazards.map((h) => hazardChecks(ctx, h)),
    ],
    citations: uniqueCitations([
      ...GENERAL_AREAS.flatMap((a) =>
        a.items.flatMap((c) => (typeof c === "string" ? [] : (ctx.profile.checks[c.id] ?? []))),
      ),
      ...hazardCitations(ctx, ctx.hazards),
    ]),
  };
}

function requirementsSection(ctx: ComposeContext): DocSection {
  const rm = ctx.profile.riskManagement;
  return {
    id: "requirements",
    heading: "Why We Inspect",
    body: html(
      p(
        `Inspections check that the controls ${ctx.business.name} relies on are still in place and working, and pick up new hazards early. They are part of how the business meets its duties:`,
      ),
      topicBody(rm),
      regulatorParagraph(ctx),
    ),
    citations: rm.citations,
  };
}

export const composer: Composer = (ctx) => {
  const chemicals = hasHazard(ctx, "chemical");
  return {
    title: docTitle(ctx, ctx.metadata.location),
    sections: [
      scopeSection(
        ctx,
        `This checklist is used to inspect ${workplaceName(ctx)} ${frequency(ctx)}, and after any incident, change of layout or new equipment.`,
        [
          ol([
            `The supervisor and, where one has been elected, ${withArticle(ctx.terms.representative)} walk the whole area together.`,
            `Talk to ${ctx.terms.workers} in each area about problems they have noticed.`,
            "Fix simple problems on the spot and record them; record everything else as an action with an owner and due date.",
            chemicals
              ? "Check the chemical storage areas against the chemical register."
              : "Mark the chemicals table N/A where no hazardous chemicals are kept, but confirm cleaning products are labelled.",
          ]),
        ],
      ),
      requirementsSection(ctx),
      checklistSection(ctx),
      {
        id: "sign-off",
        heading: "Sign-Off and Follow-Up",
        body: p(
          `Actions not closed on the day are added to ${possessive(ctx.business.name)} safety action plan. The manager reviews the completed checklist and signs it off once every action has an owner.`,
        ),
        tables: [
          signOffTable("inspected-by", "Inspected by", 2),
          actionTable("follow-up", "Follow-up actions", 8),
          roleSignOffTable("manager-review", "Manager review", ["Manager"]),
        ],
      },
    ],
  };
};
