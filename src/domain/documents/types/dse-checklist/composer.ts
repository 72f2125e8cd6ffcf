import { INSPECTION_CHECKS, type InspectionCheckId } from "../../../catalogue/inspection-checks";
import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules } from "../../composers/business";
import { legalBasis } from "../../composers/citations";
import {
  actionTable,
  checkTable,
  docTitle,
  nameInSentence,
  regulatorParagraph,
  reviewFor,
  scopeSection,
  topicBody,
} from "../../composers/shared-people";
import { fieldTable, roleSignOffTable } from "../../composers/tables";
import type { DocSection, DocTable } from "../../content";
import { html, p, ul } from "../../html";

/** The inspection check an area's items test, where a jurisdiction names its provision. */
const AREA_CHECK: Partial<Record<string, InspectionCheckId>> = {
  "display-screen": "dse-workstation",
  "keyboard-mouse": "dse-workstation",
  chair: "dse-workstation",
  desk: "dse-workstation",
  environment: "dse-workstation",
  "software-breaks": "dse-breaks",
};

/**
 * A checklist table. Where the jurisdiction names the provision an area tests, a first item checks
 * it; the detailed checks below it set the workstation up well and are good practice, since the
 * law's minimum requirements do not prescribe each of them.
 */
function areaTable(ctx: ComposeContext, a: { id: string; caption: string; items: string[] }): DocTable {
  const check = AREA_CHECK[a.id];
  const law = legalBasis(ctx, (check && ctx.profile.checks[check]) || [], 2);
  const rows = [
    ...(law && check ? [{ item: INSPECTION_CHECKS[check], basis: law }] : []),
    ...a.items.map((item) => ({ item, basis: "Good practice" })),
  ];
  const base = checkTable(
    a.id,
    a.caption,
    rows.map((r) => r.item),
    "yes-no",
    [{ key: "action", label: "Action" }],
  );
  const [item, ...rest] = base.columns;
  return {
    ...base,
    columns: [...(item ? [item] : []), { key: "basis", label: "Legal basis" }, ...rest],
    rows: base.rows.map((r, i) => ({ ...r, basis: rows[i]?.basis ?? "Good practice" })),
  };
}

const AREAS: { id: string; caption: string; items: string[] }[] = [
  {
    id: "display-screen",
    caption: "Display screen",
    items: [
      "The top of the screen is at or slightly below eye level (lower for people wearing bifocals)",
      "The screen is about an arm's length away",
      "The screen is directly in front of the user, not to one side",
      "The image is clear and steady, with no flicker",
      "Brightness and contrast are adjustable and set comfortably",
      "There is no glare or reflection from windows or lights",
    ],
  },
  {
    id: "keyboard-mouse",
    caption: "Keyboard and mouse",
    items: [
      "The keyboard is separate from the screen and can be tilted",
      "There is space in front of the keyboard to rest hands and wrists",
      "Wrists stay straight and forearms roughly horizontal while typing",
      "The mouse is close to the keyboard, at the same height",
      "The user knows the keyboard shortcuts that reduce mouse use",
    ],
  },
  {
    id: "chair",
    caption: "Chair",
    items: [
      "The chair is stable, with five castors or feet",
      "Seat height adjusts so the user's feet rest flat on the floor or a footrest",
      "The backrest adjusts in height and tilt and supports the lower back",
      "Armrests, if fitted, do not stop the user getting close to the desk",
      "The user knows how to adjust the chair",
    ],
  },
  {
    id: "desk",
    caption: "Desk",
    items: [
      "The desk surface is large enough for the screen, keyboard, documents and other equipment",
      "There is room under the desk to move the legs freely, with no obstructions",
      "The desk surface has low reflection",
      "A document holder is provided where the user works from paper",
      "A footrest is provided where the user's feet do not reach the floor",
    ],
  },
  {
    id: "environment",
    caption: "Environment",
    items: [
      "Lighting is adequate without glare",
      "Windows have blinds or curtains to control sunlight",
      "Temperature and ventilation are comfortable",
      "Noise does not distract or make conversation difficult",
      "Cables are tidy and do not create a trip hazard",
    ],
  },
  {
    id: "software-breaks",
    caption: "Software and breaks",
    items: [
      "Software is suitable for the task and the user has been trained to use it",
      "Work is planned so the user changes activity or takes short breaks away from the screen regularly",
      "The user knows how to report discomfort, eye strain or headaches",
      "The user has had training on setting up their workstation",
    ],
  },
  {
    id: "laptops-home",
    caption: "Laptops and home working",
    items: [
      "For long periods, the laptop is used with a separate keyboard, mouse and raised screen or stand",
      "The home workstation has a suitable chair, desk and lighting",
      "Work equipment at home is electrically safe and cables are managed",
      "The user has regular contact with their manager and knows how to get help",
      "The laptop and bag are light enough to carry comfortably, or a wheeled bag is provided",
    ],
  },
];

/**
 * Industries whose recorded location is the job or project site (a roof, a trench, a pit), not
 * premises with desks: their workstations are elsewhere, so the user writes the location in.
 */
const SITE_WORK_INDUSTRIES: ReadonlySet<string> = new Set(["construction", "mining"]);

function workstationLocation(ctx: ComposeContext): string | undefined {
  return SITE_WORK_INDUSTRIES.has(ctx.business.industry) ? undefined : ctx.metadata.location;
}

function scope(ctx: ComposeContext): DocSection {
  const base = scopeSection(
    ctx,
    `This ${nameInSentence(ctx)} is completed for every person at ${ctx.business.name} who uses a computer, laptop or other display screen for a significant part of their work, for each workstation they use, including at home. The user completes it with their manager or a trained assessor; anything marked No is recorded as an action.`,
  );
  return {
    ...base,
    tables: [
      fieldTable("assessment-details", "Assessment details", [
        ["User's name"],
        ["Job title"],
        ["Workstation location", workstationLocation(ctx)],
        ["Typical hours per day at the screen"],
        ["Assessed by"],
        ["Date of assessment"],
      ]),
    ],
  };
}

function requirements(ctx: ComposeContext): DocSection {
  const ws = ctx.profile.workstations;
  const notes = headcountRules(ctx);
  return {
    id: "requirements",
    heading: "Requirements",
    body: html(
      topicBody(ws),
      notes.body,
      p(`${ctx.business.name} also:`),
      ul([
        "assesses each workstation when a user starts, moves or changes equipment, and when a user reports discomfort",
        "provides adjustable chairs, screens and accessories so each workstation fits its user",
        "plans screen work so users can change activity and rest their eyes regularly",
      ]),
      regulatorParagraph(ctx),
    ),
    citations: [...ws.citations, ...notes.citations],
  };
}

export const composer: Composer = (ctx) => ({
  title: docTitle(ctx),
  sections: [
    scope(ctx),
    requirements(ctx),
    {
      id: "checklist",
      heading: "Workstation Checklist",
      body: p(
        "Answer each question while the user sits at their own workstation, set up as they normally use it. Adjust what can be fixed on the spot and note it; record everything else as an action.",
      ),
      tables: AREAS.map((a) => areaTable(ctx, a)),
    },
    {
      id: "actions",
      heading: "Actions",
      body: p(
        "Each action has an owner and a due date. The user confirms when it is done and the assessment is signed off; discomfort that continues after the changes is referred for a specialist ergonomic or medical assessment.",
      ),
      tables: [
        actionTable("dse-actions", "Workstation actions", 6),
        roleSignOffTable("dse-sign-off", "Assessment sign-off", ["User", "Assessor"]),
      ],
    },
    reviewFor(
      ctx,
      [
        "the user moves workstation or gets new equipment or software",
        "the user reports discomfort, eye strain or headaches",
        "the user starts working from home or changes work pattern",
      ],
      24,
    ),
  ],
});
