import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, headcountText } from "../../composers/business";
import { hasHazard } from "../../composers/hazard-selection";
import { naturalHazardsOf } from "../../composers/place-hazards";
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
import {
  helpIsFar,
  isRemote,
  medevacFields,
  medevacSteps,
  nearestMedicalLines,
  nearestMedicalName,
  nearestMedicalTime,
  othersText,
  wordsFor,
} from "../../composers/site-facts";
import { blankTable, fieldTable } from "../../composers/tables";
import { capitalise, lowerFirst } from "../../composers/text";
import type { DocSection } from "../../content";
import { h3, html, ol, p, ul } from "../../html";
import { riskScore } from "../../risk";

/** Industries where customers, patients or students are also present and may need first aid. */
const PUBLIC_FACING = ["retail", "hospitality", "healthcare", "education", "transport"];

/**
 * The business's own planning ratio: one first aider per this many workers. A remote site plans
 * as a higher-hazard one: help is far away, so the first aiders on site carry the casualty longer.
 */
const ratio = (ctx: ComposeContext) => (isHigherRisk(ctx) || isRemote(ctx) ? 25 : 50);

/** What kind of workplace the planning ratio is for, in the plan's words. */
const workplaceKind = (ctx: ComposeContext) =>
  isHigherRisk(ctx)
    ? `a higher-hazard${isRemote(ctx) ? ", remote" : ""} workplace`
    : isRemote(ctx)
      ? "a remote workplace"
      : "a lower-hazard workplace";

/**
 * At least one first aider; at least two on a remote site, where one may go with a casualty for
 * hours while the site still needs cover.
 */
function firstAiderCount(ctx: ComposeContext): number {
  const people = ctx.employees.max ?? ctx.employees.min;
  return Math.max(isRemote(ctx) && people >= 2 ? 2 : 1, Math.ceil(people / ratio(ctx)));
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
              : isRemote(ctx)
                ? "Remote workplace: medical help is far away, so first aiders are trained to a higher level and kits are larger (see Locations and remoteness)"
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
            finding: `${workplaceName(ctx)}; operating in ${ctx.regionNames.join(", ") || ctx.jurisdictionName}${isRemote(ctx) ? "\nRemote site: medical help is far away" : ""}`,
            effect: isRemote(ctx)
              ? "A remote site needs more first aiders and more kit than the same work near help, as the first aid requirements above expect when they look at the location of the workplace: first aiders trained in remote first aid, a remote area kit, a way to call for help without mobile coverage, and the medical evacuation procedure below. Each separate site, and each vehicle used away from base, has its own kit"
              : "Each separate site, and each vehicle used away from base, has its own kit",
          },
          // The place's own dangers (a heatwave far from help) decide what first aiders are ready for.
          ...naturalHazardsRow(ctx),
          {
            factor: "Nearest hospital or medical centre, and travel time",
            finding: `${nearestMedicalName(ctx)}\nTravel time: ${nearestMedicalTime(ctx)}`,
            effect: helpIsFar(ctx)
              ? "Help is more than 30 minutes away or the site is remote: more first aiders trained to a higher level, a remote area kit, and a planned medical evacuation"
              : "Where help is more than 30 minutes away, train more first aiders to a higher level and keep a remote area kit",
          },
          {
            factor: "Shifts, overtime and working alone",
            effect:
              "Every shift has a first aider on site or quick access to one; lone workers carry a kit and a way to call for help",
          },
          {
            factor: "Other people at the workplace",
            finding: othersText(ctx)
              ? `${capitalise(othersText(ctx))}, as well as visitors and contractors`
              : PUBLIC_FACING.includes(ctx.business.industry)
                ? "Customers, clients or members of the public are present"
                : "Visitors and contractors",
            effect: othersText(ctx)
              ? "First aid arrangements also cover them: enough first aiders and kit for the number of people on site, and first aid training suited to them (for example children's first aid where children are cared for)"
              : "First aid arrangements also cover them",
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
        `${ctx.business.name} plans for at least ${count} trained first aider${count > 1 ? "s" : ""}${open}, and at least one available on every shift and at every site in use. This is ${possessive(ctx.business.name)} own planning ratio of one first aider for every ${ratio(ctx)} ${ctx.terms.workers} (${workplaceKind(ctx)}); any legal requirement is set out above.${isRemote(ctx) ? ` Because the site is remote, ${count >= 2 ? "there are at least two, so that one can stay with a casualty until help arrives while the site keeps cover; they are" : "first aiders are"} trained in remote first aid, and one goes with any crew that works away from the base.` : ""}`,
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
    ...(isRemote(ctx)
      ? [
          {
            item: "Remote area first aid kit (larger dressings, splints, more of each item)",
            why: "Help is far away: the casualty is cared for on site for longer",
          },
          {
            item: `Emergency communication (${wordsFor(ctx).noCoverage})`,
            why: "To call for help where there is no mobile coverage",
          },
        ]
      : []),
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
  const remote = isRemote(ctx);
  return {
    id: "procedures",
    heading: "First Aid Procedures",
    body: html(
      ...nearestMedicalLines(ctx).map(p),
      ol([
        "Check for danger to yourself, bystanders and the casualty before going near.",
        "Check whether the casualty responds, and send for the nearest first aider and the AED.",
        `Call ${number}${siteRespondsFirst(ctx) ? "" : " for an ambulance"} straight away if the casualty is unconscious, not breathing normally, bleeding heavily, has chest pain, a head or spinal injury, or serious burns. Give the ${siteRespondsFirst(ctx) ? "exact location" : "address"}, what happened and the casualty's condition, and stay on the line.`,
        "Give first aid within your training until the first aider or ambulance takes over.",
        "Send someone to meet the ambulance at the entrance and keep the route clear.",
        "Tell the supervisor, who decides whether the incident must be notified and preserves the scene if so.",
        "Record every treatment, however minor, in the treatment record below.",
      ]),
      remote ? h3("Medical Evacuation from this Remote Site") : null,
      remote
        ? p(
            "Medical help is far away, so a seriously injured or ill person is taken to care by the emergency services, by air or by road, as follows.",
          )
        : null,
      remote ? ol(medevacSteps(ctx)) : null,
      h3("Records and Notification"),
      p(
        "Treatment records are confidential and kept with the injury register. Serious injuries and illnesses may also need to be reported to the regulator:",
      ),
      rule.summary ? p(rule.summary) : null,
      regulatorParagraph(ctx),
    ),
    tables: [
      ...(remote ? [fieldTable("medical-evacuation", "Medical evacuation details", medevacFields(ctx))] : []),
      blankTable("treatment-record", "Treatment record", columns, 6),
    ],
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

/** The assessment's line on the natural hazards of the place, where the knowledge base lists any. */
function naturalHazardsRow(ctx: ComposeContext): { factor: string; finding: string; effect: string }[] {
  const hazards = naturalHazardsOf(ctx);
  if (hazards.length === 0) return [];
  const training = hazards.flatMap((h) =>
    h.training ? [`${lowerFirst(h.training.training)} (${lowerFirst(h.training.when)})`] : [],
  );
  return [
    {
      factor: "Natural hazards of this place",
      finding: hazards.map((h) => h.title).join("\n"),
      effect: `First aiders are ready for the casualties they bring${training.length ? `: trained in ${training.join("; ")}` : ""}, with the emergency plan's procedure for each`,
    },
  ];
}
