import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, headcountText } from "../../composers/business";
import { hasHazard } from "../../composers/hazard-selection";
import { firstCall, siteRespondsFirst } from "../../composers/regulator";
import {
  docTitle,
  isHigherRisk,
  possessive,
  regulatorParagraph,
  reviewFor,
  rowsFor,
  scopeSection,
  topicBody,
  workplaceName,
} from "../../composers/shared-people";
import { blankTable } from "../../composers/tables";
import type { DocSection } from "../../content";
import { h3, html, ol, p, ul } from "../../html";
import { riskScore } from "../../risk";

/** Industries where customers, patients or students are also present and may need first aid. */
const PUBLIC_FACING = ["retail", "hospitality", "healthcare", "education", "transport"];

/** The business's own planning ratio: one first aider per this many workers. */
const ratio = (ctx: ComposeContext) => (isHigherRisk(ctx) ? 25 : 50);

function firstAiderCount(ctx: ComposeContext): number {
  const people = ctx.employees.max ?? ctx.employees.min;
  return Math.max(1, Math.ceil(people / ratio(ctx)));
}

const needs = (ctx: ComposeContext) => ({
  chemicals: hasHazard(ctx, "chemical"),
  burns: hasHazard(ctx, "ignition") || ctx.business.industry === "hospitality",
  bleeding: hasHazard(ctx, "plant") || ctx.hazards.some((h) => h.id === "demolition"),
  biological: hasHazard(ctx, "biological") || ctx.business.industry === "healthcare",
});

const NEEDS_COLUMNS = [
  { key: "factor", label: "Factor" },
  { key: "finding", label: "At this business" },
  { key: "effect", label: "Effect on first aid" },
];

function needsAssessment(ctx: ComposeContext): DocSection {
  const ranked = ctx.hazards
    .filter((h) => riskScore(h.inherent) >= 12)
    .sort((a, b) => riskScore(b.inherent) - riskScore(a.inherent));
  const serious = [
    ...ranked.slice(0, 4).map((h) => h.name),
    ...(ranked.length > 4 ? [`${ranked.length - 4} more in the hazard register`] : []),
  ];
  const n = needs(ctx);
  return {
    id: "needs-assessment",
    heading: "First Aid Needs Assessment",
    body: p(
      `This assessment sets the first aid provision for ${ctx.business.name}. Complete the blank entries for each site and revisit them when the workforce or work changes.`,
    ),
    tables: [
      {
        id: "needs",
        caption: "Needs assessment",
        columns: NEEDS_COLUMNS,
        rows: rowsFor(NEEDS_COLUMNS, [
          {
            factor: "Workforce size",
            finding: `${headcountText(ctx)} ${ctx.terms.workers}`,
            effect: `Sets the number of first aiders: one for every ${ratio(ctx)} ${ctx.terms.workers}, rounded up`,
          },
          {
            factor: "Nature of the work and hazards",
            finding: `${ctx.industryName}${serious.length ? `; most serious hazards: ${serious.join(", ")}` : "; no hazard rated above moderate before controls"}`,
            effect: isHigherRisk(ctx)
              ? "Higher-hazard workplace: more first aiders and training that covers serious bleeding, fractures and burns"
              : "Lower-hazard workplace: standard first aid training and kits",
          },
          {
            factor: "Specific injuries to plan for",
            finding:
              [
                n.chemicals ? "Chemical splashes to eyes and skin" : null,
                n.burns ? "Burns and scalds" : null,
                n.bleeding ? "Serious cuts and crush injuries" : null,
                n.biological ? "Needlestick and blood or body fluid exposure" : null,
              ]
                .filter(Boolean)
                .join("\n") || "General injuries and sudden illness",
            effect: "Extra equipment in the kits section",
          },
          {
            factor: "Locations and remoteness",
            finding: `${workplaceName(ctx)}; operating in ${ctx.regionNames.join(", ") || ctx.jurisdictionName}`,
            effect: "Each separate site, and each vehicle used away from base, has its own kit",
          },
          {
            factor: "Nearest hospital or medical centre, and travel time",
            effect:
              "Where help is more than 30 minutes away, train more first aiders to a higher level and keep a remote area kit",
          },
          {
            factor: "Shifts, overtime and working alone",
            effect:
              "Every shift has a first aider on site or quick access to one; lone workers carry a kit and a way to call for help",
          },
          {
            factor: "Other people at the workplace",
            finding: PUBLIC_FACING.includes(ctx.business.industry)
              ? "Customers, clients or members of the public are present"
              : "Visitors and contractors",
            effect: "First aid arrangements also cover them",
          },
        ]),
      },
    ],
  };
}

function firstAiders(ctx: ComposeContext): DocSection {
  const count = firstAiderCount(ctx);
  const columns = [
    { key: "name", label: "Name" },
    { key: "qualification", label: "Qualification" },
    { key: "expiry", label: "Certificate expiry" },
    { key: "location", label: "Location / shift" },
    { key: "contact", label: "Contact number" },
  ];
  const open =
    ctx.employees.max === null ? `, plus one more for every further ${ratio(ctx)} ${ctx.terms.workers}` : "";
  return {
    id: "first-aiders",
    heading: "First Aiders",
    body: html(
      p(
        `${ctx.business.name} plans for at least ${count} trained first aider${count > 1 ? "s" : ""}${open}, and at least one available on every shift and at every site in use. This is ${possessive(ctx.business.name)} own planning ratio of one first aider for every ${ratio(ctx)} ${ctx.terms.workers} (a ${isHigherRisk(ctx) ? "higher" : "lower"}-hazard workplace); any legal requirement is set out above.`,
      ),
      ul([
        "First aiders keep their certificates current and refresh CPR training every year.",
        "Names, locations and phone numbers of first aiders are displayed next to each kit.",
        "Cover is arranged in advance for leave and absences.",
      ]),
    ),
    tables: [blankTable("first-aiders", "First aiders", columns, count + 1)],
  };
}

const KIT_CONTENTS = [
  "Adhesive dressings (assorted sizes)",
  "Sterile wound dressings (medium and large)",
  "Sterile eye pads",
  "Conforming and crepe bandages",
  "Triangular bandages",
  "Disposable gloves (several pairs)",
  "CPR face shield or mask",
  "Sterile saline for eye and wound irrigation",
  "Emergency (foil) blanket",
  "Scissors, tweezers and safety pins",
  "Instant cold pack",
  "Notebook and pen to record treatment",
];

function kits(ctx: ComposeContext): DocSection {
  const n = needs(ctx);
  const columns = [
    { key: "item", label: "Kit or facility" },
    { key: "why", label: "Why it is needed" },
    { key: "location", label: "Location" },
    { key: "checked", label: "Checked by / date" },
  ];
  const facilities = [
    { item: "General first aid kit", why: "Every work area, site and work vehicle" },
    n.chemicals
      ? {
          item: "Eyewash station and emergency shower",
          why: "Hazardous chemicals are used: flush eyes and skin immediately",
        }
      : null,
    n.burns
      ? {
          item: "Burns kit (hydrogel dressings, burn sheets)",
          why: "Hot work, cooking or hot surfaces can cause burns",
        }
      : null,
    n.bleeding
      ? {
          item: "Trauma kit (large dressings, tourniquet)",
          why: "Cutting tools, machinery or plant can cause severe bleeding",
        }
      : null,
    n.biological
      ? {
          item: "Sharps container and body fluid spill kit",
          why: "Exposure to blood, body fluids or needles",
        }
      : null,
    {
      item: "Automated external defibrillator (AED)",
      why: "Early defibrillation saves lives in cardiac arrest",
    },
    {
      item: "Rest area where an unwell person can lie down",
      why: "Somewhere private to treat and monitor a casualty",
    },
  ].filter((x): x is { item: string; why: string } => Boolean(x));
  return {
    id: "kits",
    heading: "First Aid Kits and Facilities",
    body: html(
      p(
        "Kits are in a clearly signed, easy-to-reach place, checked monthly and restocked after every use. Items past their expiry date are replaced.",
      ),
    ),
    tables: [
      {
        id: "kit-contents",
        caption: "General kit contents",
        columns: [{ key: "item", label: "Item" }],
        rows: KIT_CONTENTS.map((item) => ({ item })),
      },
      { id: "kit-locations", caption: "Kits and facilities", columns, rows: rowsFor(columns, facilities) },
    ],
  };
}

function procedures(ctx: ComposeContext): DocSection {
  const number = firstCall(ctx);
  const rule = ctx.profile.incidentNotification;
  const columns = [
    { key: "date", label: "Date / time" },
    { key: "person", label: "Person treated" },
    { key: "injury", label: "Injury or illness" },
    { key: "treatment", label: "Treatment given" },
    { key: "firstAider", label: "First aider" },
    { key: "referred", label: "Referred to (doctor, hospital, home, back to work)" },
  ];
  return {
    id: "procedures",
    heading: "First Aid Procedures",
    body: html(
      ol([
        "Check for danger to yourself, bystanders and the casualty before going near.",
        "Check whether the casualty responds, and send for the nearest first aider and the AED.",
        `Call ${number}${siteRespondsFirst(ctx) ? "" : " for an ambulance"} straight away if the casualty is unconscious, not breathing normally, bleeding heavily, has chest pain, a head or spinal injury, or serious burns. Give the ${siteRespondsFirst(ctx) ? "exact location" : "address"}, what happened and the casualty's condition, and stay on the line.`,
        "Give first aid within your training until the first aider or ambulance takes over.",
        "Send someone to meet the ambulance at the entrance and keep the route clear.",
        "Tell the supervisor, who decides whether the incident must be notified and preserves the scene if so.",
        "Record every treatment, however minor, in the treatment record below.",
      ]),
      h3("Records and Notification"),
      p(
        "Treatment records are confidential and kept with the injury register. Serious injuries and illnesses may also need to be reported to the regulator:",
      ),
      rule.summary ? p(rule.summary) : null,
      regulatorParagraph(ctx),
    ),
    tables: [blankTable("treatment-record", "Treatment record", columns, 6)],
    citations: rule.citations,
  };
}

export const composer: Composer = (ctx) => {
  const notes = headcountRules(ctx);
  return {
    title: docTitle(ctx),
    sections: [
      scopeSection(
        ctx,
        `This plan sets out the first aid equipment, facilities and trained people at ${workplaceName(ctx)}, and what everyone does when someone is injured or becomes ill at work.`,
      ),
      {
        id: "requirements",
        heading: "Requirements",
        body: html(topicBody(ctx.profile.firstAid), notes.body),
        citations: [...ctx.profile.firstAid.citations, ...notes.citations],
      },
      needsAssessment(ctx),
      firstAiders(ctx),
      kits(ctx),
      procedures(ctx),
      reviewFor(ctx, [
        "the number of workers, shifts or sites changes",
        "new hazards or work activities are introduced",
        "a first aider leaves or their certificate expires",
        "first aid was needed and the arrangements fell short",
      ]),
    ],
  };
};
