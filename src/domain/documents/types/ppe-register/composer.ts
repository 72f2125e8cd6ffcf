import type { ComposeContext, Composer } from "../../compose-types";
import {
  docTitle,
  possessive,
  ppeItems,
  regulatorParagraph,
  reviewFor,
  scopeSection,
  topicBody,
  workplaceName,
} from "../../composers/shared-people";
import { blankTable, fieldTable, roleSignOffTable } from "../../composers/tables";
import { capitalise, lowerFirst } from "../../composers/text";
import type { DocSection } from "../../content";
import { h3, html, p, ul } from "../../html";

type Care = { issue: string; inspection: string; replacement: string };

/** The business's issue, inspection and replacement rules by kind of PPE; the first match wins. */
const CARE_RULES: [RegExp, Care][] = [
  [
    /diving|bail-out|breathing apparatus/i,
    {
      issue: "Issued for each job from the equipment store",
      inspection: "Pre-use checks by the wearer and the supervisor before each job",
      replacement: "Serviced and tested on the manufacturer's schedule; withdrawn on any fault",
    },
  ],
  [
    /gas monitor|detector/i,
    {
      issue: "Issued for each job from the equipment store",
      inspection: "Bump test before each use; calibration at the manufacturer's interval",
      replacement: "Sensors at the end of their life or after a failed bump test",
    },
  ],
  [
    /earplug|earmuff|hearing/i,
    {
      issue: "Personal issue of earmuffs; disposable earplugs from stock",
      inspection: "Before each use: earmuff seals and headband intact, earplugs clean",
      replacement: "Earplugs after each use; earmuff seals when hard or cracked",
    },
  ],
  [
    /insulating/i,
    {
      issue: "Personal issue to authorised electrical workers",
      inspection: "Before each use: air-tested for holes and the voltage rating checked",
      replacement: "When damaged, or when the periodic electrical test is due or failed",
    },
  ],
  [
    /flame-resistant|arc-rated/i,
    {
      issue: "Personal issue to the workers doing the task",
      inspection: "Before each use: no holes, burns or oil and fuel contamination",
      replacement: "When burnt, torn or contaminated",
    },
  ],
  [
    /welding helmet|filter shade/i,
    {
      issue: "Personal issue to each welder",
      inspection: "Before each use: filter lens uncracked and the shell free of light leaks",
      replacement: "Filter and cover lenses when scratched or cracked; the helmet when damaged",
    },
  ],
  [
    /disposable|face mask|overshoe|hair restraint|single-use/i,
    {
      issue: "From stock, as needed",
      inspection: "Before each use",
      replacement: "After each use, or when soiled or damaged",
    },
  ],
  [
    /harness|lanyard|anchor/i,
    {
      issue: "Personal issue before first use",
      inspection:
        "Before each use by the wearer; by a competent person at the interval the manufacturer sets",
      replacement: "After arresting a fall, on any damage, or at the end of the manufacturer's service life",
    },
  ],
  [
    /respirat|full-face mask|rpe/i,
    {
      issue: "Personal issue after a fit test",
      inspection: "Before each use: seals, valves and straps; filters checked against the change schedule",
      replacement:
        "Filters on schedule or when breathing gets harder; the mask when damaged or it no longer fits",
    },
  ],
  [
    /hi-vis|high-vis|visibility/i,
    {
      issue: "Personal issue on starting",
      inspection: "Before each shift: clean, with reflective tape intact",
      replacement: "When faded, torn or the tape is damaged",
    },
  ],
  [
    /hat\b|brim|shirt|trousers|clothing|sunscreen/i,
    {
      issue: "Personal issue on starting",
      inspection: "Before each shift by the wearer",
      replacement: "When worn, faded or damaged",
    },
  ],
  [
    /helmet|hard hat/i,
    {
      issue: "Personal issue on starting",
      inspection: "Before each use: shell, harness and chin strap",
      replacement: "After any impact, on damage, or at the end of the manufacturer's service life",
    },
  ],
  [
    /glove/i,
    {
      issue: "Personal issue, replaced from stock as needed",
      inspection: "Before each use for holes, tears and wear",
      replacement: "When torn, worn through or contaminated",
    },
  ],
  [
    /boot|footwear|shoe/i,
    {
      issue: "Personal issue on starting",
      inspection: "Before each shift by the wearer",
      replacement: "When soles, toe caps or uppers are worn or damaged",
    },
  ],
  [
    /glass|goggle|eye|face shield|visor/i,
    {
      issue: "Personal issue on starting",
      inspection: "Before each use: lenses clear and frames intact",
      replacement: "When scratched, pitted or damaged",
    },
  ],
];

const DEFAULT_CARE: Care = {
  issue: "Personal issue before starting the task",
  inspection: "Before each use by the wearer",
  replacement: "When worn, damaged or past its service life",
};

const careOf = (item: string): Care => CARE_RULES.find(([re]) => re.test(item))?.[1] ?? DEFAULT_CARE;

function requirements(ctx: ComposeContext): DocSection {
  const ppe = ctx.profile.ppe;
  const certifies = /certif/i.test([ppe.summary, ...ppe.requirements].join(" "));
  return {
    id: "requirements",
    heading: "Requirements",
    body: html(
      topicBody(ppe),
      p(
        `PPE is the last line of defence. ${ctx.business.name} first removes or reduces each hazard by elimination, substitution, isolation, engineering and administrative controls, and uses PPE for the risk that remains.`,
      ),
      certifies
        ? html(
            h3("Hazard Assessment Certification"),
            p("The hazard assessment on which this register is based is certified below."),
          )
        : null,
      regulatorParagraph(ctx),
    ),
    tables: certifies
      ? [
          fieldTable("certification", "Certification of hazard assessment", [
            ["Workplace evaluated", workplaceName(ctx)],
            ["Hazards assessed", ctx.hazards.map((h) => h.name).join("\n")],
            ["Assessment certified by"],
            ["Date(s) of assessment"],
            [
              "Statement",
              "This document certifies that a workplace hazard assessment was performed for the workplace named above.",
            ],
          ]),
        ]
      : [],
    citations: ppe.citations,
  };
}

const REGISTER_COLUMNS = [
  { key: "item", label: "PPE item" },
  { key: "hazard", label: "Hazard it controls" },
  { key: "standard", label: "Standard / specification" },
  { key: "who", label: "Who needs it" },
  { key: "issue", label: "Issue frequency" },
  { key: "inspection", label: "Inspection" },
  { key: "replacement", label: "Replacement" },
];

function register(ctx: ComposeContext): DocSection {
  const items = ppeItems(ctx);
  return {
    id: "register",
    heading: "PPE Register",
    body: p(
      items.length
        ? `The PPE ${possessive(ctx.business.name)} hazards call for. Record the standard or specification of each item from its label or supplier before it is issued.`
        : "No hazard of this business calls for specific PPE. Add any PPE that is issued in the blank rows.",
    ),
    tables: [
      {
        id: "ppe-register",
        caption: "PPE register",
        columns: REGISTER_COLUMNS,
        rows: items.length
          ? items.map(({ item, hazards }) => ({
              item,
              hazard: hazards.map((h) => h.name).join("\n"),
              standard: "",
              who: `Anyone exposed to: ${hazards.map((h) => lowerFirst(h.name)).join(", ")}`,
              ...careOf(item),
            }))
          : blankTable("ppe-register", "", REGISTER_COLUMNS, 4).rows,
      },
    ],
  };
}

function useAndCare(ctx: ComposeContext): DocSection {
  // Breathing apparatus usually has a tight-fitting face piece too, so it is fit tested like a respirator.
  const fitTest = ppeItems(ctx).some(({ item }) => /respirat|mask|rpe|breathing apparatus/i.test(item));
  return {
    id: "use-and-care",
    heading: "Fitting, Training and Care",
    body: ul(
      [
        "Each person is fitted with the correct size and shown how to put on, adjust, remove and clean their PPE before first use.",
        fitTest
          ? "Tight-fitting respirators are fit tested for each wearer before issue and again when the model or the wearer's face changes."
          : null,
        "PPE is stored clean and dry, away from sunlight, chemicals and heat.",
        "Damaged or faulty PPE is reported, tagged out of service and replaced straight away.",
        `${capitalise(ctx.terms.workers)} must wear the PPE provided where instructed and not misuse or damage it.`,
        "Supervisors check during routine inspections that PPE is worn and in good condition.",
      ].filter((x): x is string => Boolean(x)),
    ),
  };
}

const LOG_COLUMNS = [
  { key: "name", label: "Name" },
  { key: "item", label: "Item" },
  { key: "size", label: "Size" },
  { key: "date", label: "Date issued" },
  { key: "signature", label: "Signature" },
];

export const composer: Composer = (ctx) => ({
  title: docTitle(ctx),
  sections: [
    scopeSection(
      ctx,
      `This register records the personal protective equipment (PPE) used at ${workplaceName(ctx)}: what is needed and why, how often it is issued, inspected and replaced, and who has received it.`,
    ),
    requirements(ctx),
    register(ctx),
    useAndCare(ctx),
    {
      id: "issue-log",
      heading: "Issue Log",
      body: p(
        "Record every item of PPE when it is issued. The person receiving it signs to confirm it fits and they know how to use it.",
      ),
      tables: [
        blankTable("issue-log", "PPE issue log", LOG_COLUMNS, 12),
        roleSignOffTable("register-approval", "Register approved", ["Manager"]),
      ],
    },
    reviewFor(ctx, [
      "a new hazard, task, chemical or piece of equipment is introduced",
      "PPE fails, is not used as intended or causes discomfort or other problems",
      "an incident or inspection shows the PPE is not adequate",
    ]),
  ],
});
