import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, isSmallBusiness } from "../../composers/business";
import {
  docTitle,
  regulatorParagraph,
  reviewFor,
  rowsFor,
  scopeSection,
  topicBody,
} from "../../composers/shared-people";
import { fieldTable, roleSignOffTable } from "../../composers/tables";
import type { DocSection } from "../../content";
import { h3, html, labelled, p, pHtml, ul } from "../../html";

/** Examples of suitable duties by industry, so the plan starts from work that exists in the business. */
const SUITABLE_DUTIES: Partial<Record<string, string[]>> = {
  construction: [
    "site administration and document control",
    "stores, ordering and inventory",
    "preparing toolbox talks and inspections",
    "supervising ground-level tasks",
  ],
  manufacturing: [
    "quality inspection at a seated station",
    "packing light items",
    "stock control and labelling",
    "training records and procedure writing",
  ],
  retail: [
    "register and customer service duties",
    "pricing and labelling",
    "online order processing",
    "stock counts of light items",
  ],
  hospitality: [
    "front-of-house greeting and bookings",
    "light food preparation at a bench",
    "ordering and stock control",
    "cash handling and administration",
  ],
  healthcare: [
    "administration and scheduling",
    "reception duties",
    "patient education and phone follow-up",
    "supervised duties without patient lifting",
  ],
  transport: [
    "dispatch and scheduling",
    "yard and load checks without lifting",
    "driver training records",
    "customer service and tracking",
  ],
};

const DEFAULT_DUTIES = [
  "administration and data entry",
  "reception and phone duties",
  "training and procedure updates",
  "lighter parts of the pre-injury role with reduced hours",
];

function requirements(ctx: ComposeContext): DocSection {
  const rtw = ctx.profile.returnToWork;
  const notes = headcountRules(ctx);
  return {
    id: "requirements",
    heading: "Legal Requirements",
    body: html(
      rtw.scheme ? pHtml(labelled("Compensation and rehabilitation scheme", rtw.scheme)) : null,
      topicBody(rtw),
      notes.body,
      // The compensation scheme has its own regulator, named above: this one takes the incidents the safety law makes reportable.
      regulatorParagraph(
        ctx,
        `Safety regulator for ${ctx.jurisdictionName}, for incidents that must be reported to it:`,
      ),
    ),
    // The claim deadlines are items of their own; the provision that sets each must be cited even
    // where the topic's list names only the whole Act.
    citations: [...rtw.citations, ...rtw.provisions.flat(), ...notes.citations],
  };
}

function responsibilities(ctx: ComposeContext): DocSection {
  const scheme = ctx.profile.returnToWork.scheme || "the compensation scheme or insurer";
  return {
    id: "responsibilities",
    heading: "Responsibilities",
    body: p("Everyone works together towards a safe, early and lasting return to work."),
    tables: [
      {
        id: "rtw-roles",
        caption: "Roles in return to work",
        columns: [
          { key: "role", label: "Role" },
          { key: "duties", label: "Responsibilities" },
        ],
        rows: [
          {
            role: `Employer (${ctx.business.name})`,
            duties:
              "Provide first aid and arrange medical treatment\nNotify the scheme or insurer and record the injury\nProvide suitable duties where reasonably possible\nConsult the injured worker and keep them in touch with the workplace\nNot dismiss or disadvantage a worker because of a work injury",
          },
          {
            role: isSmallBusiness(ctx)
              ? "Return to work coordinator (usually the owner)"
              : "Return to work coordinator",
            duties:
              "Make early contact with the injured worker\nWork with the worker, supervisor and treating practitioner to identify suitable duties\nPrepare, monitor and update the suitable-duties plan\nKeep medical and claim information confidential",
          },
          {
            role: `Injured ${ctx.terms.worker}`,
            duties:
              "Report the injury as soon as possible\nGet medical certificates and share them with the coordinator\nTake part in planning and do the agreed suitable duties\nTell the coordinator about any problem with the duties or recovery",
          },
          {
            role: "Treating practitioner",
            duties:
              "Diagnose and treat the injury\nCertify what the worker can and cannot do\nAdvise on suitable duties and review the plan",
          },
          {
            role: "Insurer or scheme",
            duties: `${scheme}\nDecide and manage any claim under its rules\nFund treatment, rehabilitation and vocational support where the scheme provides them`,
          },
          {
            role: "Supervisor",
            duties:
              "Put the suitable-duties plan into practice\nMake sure restrictions are respected every shift\nReport progress and problems to the coordinator",
          },
        ],
      },
    ],
  };
}

const STEP_COLUMNS = [
  { key: "step", label: "Step" },
  { key: "action", label: "Action" },
  { key: "who", label: "Who" },
  { key: "when", label: "When" },
];

const PLAN_COLUMNS = [
  { key: "period", label: "Period" },
  { key: "duties", label: "Suitable duties" },
  { key: "hours", label: "Hours per day / days per week" },
  { key: "restrictions", label: "Restrictions (from medical certificate)" },
  { key: "review", label: "Review date" },
];

function processSection(ctx: ComposeContext): DocSection {
  const steps = [
    [
      "Give first aid, arrange medical treatment and report the injury to the supervisor",
      "Injured worker, first aider, supervisor",
      "Immediately",
    ],
    [
      "Record the injury and, if it is notifiable, notify the regulator as set out in the incident procedure",
      "Supervisor, owner",
      "Same day",
    ],
    [
      "Make sure the injury is notified and any claim lodged under the scheme",
      "Employer, injured worker",
      "Within the time the scheme sets (see Legal Requirements)",
    ],
    [
      "Contact the injured worker to offer support and explain the process",
      "Return to work coordinator",
      "Within 2 working days",
    ],
    [
      "Obtain the medical certificate stating capacity and restrictions",
      "Injured worker, treating practitioner",
      "At each medical review",
    ],
    [
      "Identify suitable duties with the worker and supervisor, matched to the restrictions",
      "Coordinator, supervisor, worker",
      "Within 5 working days of the certificate",
    ],
    [
      "Write and sign the suitable-duties plan below; share it with the treating practitioner",
      "Coordinator",
      "Before the worker starts suitable duties",
    ],
    [
      "Return to work on suitable duties and check in with the worker weekly",
      "Supervisor, coordinator",
      "From the agreed start date",
    ],
    [
      "Review the plan at each new certificate and upgrade duties and hours as capacity improves",
      "Coordinator, worker, treating practitioner",
      "At least every 2 weeks",
    ],
    [
      "Return to pre-injury duties, or, if that is not possible, explore other roles and vocational support",
      "Coordinator, employer, scheme",
      "When certified fit, or when recovery plateaus",
    ],
    [
      "Close the plan once the return is sustained, and review what caused the injury",
      "Coordinator, supervisor",
      "After 4 weeks on full duties",
    ],
  ];
  const duties = SUITABLE_DUTIES[ctx.business.industry] ?? DEFAULT_DUTIES;
  return {
    id: "process",
    heading: "Return to Work Process",
    body: html(
      p(
        "The internal timeframes below are the business's own targets; timeframes set by law or the scheme are in Legal Requirements and take priority.",
      ),
      h3("Suitable Duties"),
      p(`Suitable duties at ${ctx.business.name} in ${ctx.industryName.toLowerCase()} may include:`),
      ul(duties),
      p(
        "Suitable duties are meaningful work, within the certified restrictions, and as close as possible to the worker's usual role, hours and location.",
      ),
    ),
    tables: [
      {
        id: "rtw-steps",
        caption: "Steps from injury to a sustainable return",
        columns: STEP_COLUMNS,
        rows: steps.map(([action, who, when], i) => ({
          step: String(i + 1),
          action: action!,
          who: who!,
          when: when!,
        })),
      },
      fieldTable(
        "plan-details",
        "Suitable-duties plan: details",
        [
          "Worker",
          "Pre-injury role and hours",
          "Injury and date",
          "Treating practitioner",
          "Claim number",
          "Plan start date",
          "Goal of the plan",
        ].map((field) => [field]),
      ),
      {
        id: "suitable-duties-plan",
        caption: "Suitable-duties plan",
        columns: PLAN_COLUMNS,
        rows: rowsFor(
          PLAN_COLUMNS,
          ["Weeks 1–2", "Weeks 3–4", "Weeks 5–6", "Weeks 7–8"].map((period) => ({ period })),
        ),
      },
      roleSignOffTable("plan-agreement", "Plan agreed by", [
        "Injured worker",
        "Return to work coordinator",
        "Supervisor",
      ]),
    ],
  };
}

export const composer: Composer = (ctx) => ({
  title: docTitle(ctx),
  sections: [
    {
      id: "purpose",
      heading: "Purpose",
      body: html(
        p(
          `${ctx.business.name} is committed to helping ${ctx.terms.workers} who are injured or become ill recover and return to safe, productive work as early as their health allows. Staying connected to work is part of recovery.`,
        ),
        p(
          "This program sets out who does what, the steps from injury to a lasting return, and how suitable duties are planned. Medical and claim information is confidential and is shared only with the worker's consent or as the law requires.",
        ),
      ),
    },
    scopeSection(
      ctx,
      `This program applies to every ${ctx.terms.worker} of ${ctx.business.name} who has a work-related injury or illness, and is used as a guide for non-work injuries where the worker agrees.`,
    ),
    requirements(ctx),
    responsibilities(ctx),
    processSection(ctx),
    reviewFor(ctx, [
      "a return to work plan did not work as intended",
      `the scheme's rules or the law in ${ctx.jurisdictionName} change`,
      "the business's size or work changes",
    ]),
  ],
});
