import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, isSmallBusiness } from "../../composers/business";
import {
  docTitle,
  possessive,
  regulatorParagraph,
  reviewFor,
  rowsFor,
  scopeSection,
  sentencesAbout,
  topicBody,
  withArticle,
} from "../../composers/shared-people";
import { capitalise } from "../../composers/text";
import type { DocSection } from "../../content";
import { h3, html, ol, p, ul } from "../../html";

function purpose(ctx: ComposeContext): DocSection {
  return {
    id: "purpose",
    heading: "Purpose",
    body: html(
      p(
        `${ctx.business.name} is committed to a workplace where everyone is treated with respect and nobody is bullied, harassed, discriminated against or threatened. Bullying and harassment harm mental and physical health, and ${ctx.business.name} manages them as risks to health and safety in the same way as any other hazard.`,
      ),
      p(
        "This policy explains what behaviour is unacceptable, how to raise a concern, how reports are dealt with fairly and quickly, and the support available to everyone involved.",
      ),
    ),
  };
}

function definition(ctx: ComposeContext): DocSection {
  const { bullying, psychosocial } = ctx.profile;
  // Headcount rules on harassment (California's training duty from five employees).
  const notes = headcountRules(ctx);
  return {
    id: "definition",
    heading: "What Bullying and Harassment Mean",
    body: html(
      h3("Bullying"),
      p(
        `In this policy, bullying is repeated and unreasonable behaviour directed at ${withArticle(ctx.terms.worker)} or a group of ${ctx.terms.workers} that creates a risk to health and safety. Examples include:`,
      ),
      ul([
        "abusive, insulting or belittling remarks, in person or online",
        "spreading rumours or deliberately excluding someone from work activities",
        "setting impossible deadlines or unreasonable workloads to make someone fail",
        "withholding information someone needs to do their job",
        "practical jokes, initiation rituals or intimidation",
      ]),
      p(
        "Reasonable instructions, performance feedback, rostering and other management decisions made and communicated fairly and respectfully are not bullying.",
      ),
      h3("Harassment and Sexual Harassment"),
      p(
        "Harassment is unwelcome conduct that offends, humiliates or intimidates, including conduct linked to a personal characteristic such as sex, race, disability, age, religion, sexual orientation or gender identity. Sexual harassment is any unwelcome sexual advance, request for sexual favours, or other unwelcome conduct of a sexual nature. A single incident can be harassment.",
      ),
      h3("Violence and Aggression"),
      p(
        "Threats, assault and abuse by anyone, including customers, clients and members of the public, are covered by this policy.",
      ),
      h3(`The Law in ${ctx.jurisdictionName}`),
      topicBody(bullying),
      topicBody(psychosocial),
      notes.body,
    ),
    citations: [...bullying.citations, ...psychosocial.citations, ...notes.citations],
  };
}

const ROLE_COLUMNS = [
  { key: "role", label: "Role" },
  { key: "duties", label: "Responsibilities" },
];

function responsibilities(ctx: ComposeContext): DocSection {
  return {
    id: "responsibilities",
    heading: "Responsibilities",
    body: p("Everyone at the business has a part in preventing bullying and harassment."),
    tables: [
      {
        id: "roles",
        caption: "Who does what",
        columns: ROLE_COLUMNS,
        rows: [
          {
            role: `Owners and senior managers (${ctx.terms.dutyHolderShort})`,
            duties:
              "Lead by example\nIdentify and control risks such as high job demands, poor support and customer aggression\nResource training, support and fair investigations\nMonitor reports and trends",
          },
          {
            role: "Supervisors and managers",
            duties:
              "Model respectful behaviour\nAct on early signs of conflict and on every report\nKeep reports confidential\nProtect people who report from victimisation",
          },
          {
            role: `All ${ctx.terms.workers}`,
            duties:
              "Treat others with respect\nReport bullying or harassment you experience or witness\nCooperate with investigations and keep them confidential",
          },
          {
            role: "Contact officer",
            duties:
              "Give confidential information about options\nHelp people decide how to raise a concern\nRecord reports and pass formal complaints to the investigating manager",
          },
          {
            role: capitalise(ctx.terms.representative),
            duties: `Represent ${ctx.terms.workers} on psychosocial risks and take part in consultation on this policy`,
          },
        ],
      },
    ],
  };
}

const ROUTE_COLUMNS = [
  { key: "route", label: "Route" },
  { key: "contact", label: "Contact" },
];

// A sentence saying a law does not cover the business (too few employees) is not a route to take.
const EXTERNAL_ROUTE =
  /^(?!.*\b(?:is not covered|does not cover|do not cover)\b).*(?:commission|tribunal|grievance|ombudsman|\bapply\b|\bclaim|\bfile an? (?:complaint|charge)\b)/i;

/**
 * Whether a route is open to a business of this size: a sentence that opens it only to employers
 * of some number or more (Washington's Human Rights Commission, from 8) is not, when every
 * headcount of the band is below that number.
 */
function openToBand(sentence: string, employees: { max: number | null }): boolean {
  if (employees.max === null) return true;
  const floors = [...sentence.matchAll(/\b(\d+) or more (?:employees|workers|persons|people)\b/gi)].map((m) =>
    Number(m[1]),
  );
  return floors.every((n) => employees.max! >= n);
}

function reporting(ctx: ComposeContext): DocSection {
  const topics = [ctx.profile.bullying, ctx.profile.psychosocial];
  const small = isSmallBusiness(ctx);
  // Summaries say what a worker may do; requirements say what the employer must tell them. Prefer the first.
  const fromSummaries = sentencesAbout(
    topics.map((t) => ({ ...t, requirements: [], provisions: [] })),
    EXTERNAL_ROUTE,
  );
  const found = fromSummaries.sentences.length ? fromSummaries : sentencesAbout(topics, EXTERNAL_ROUTE);
  const open = found.sentences.filter((s) => openToBand(s, ctx.employees));
  const external = { sentences: open, citations: open.length ? found.citations : [] };
  // Routes the law opens only to larger employers were left out: the worker is told so, and not
  // sent to "external routes" the list does not hold.
  const closedBySize = open.length === 0 && found.sentences.length > 0;
  return {
    id: "reporting",
    heading: "How to Report",
    body: html(
      p(
        "Report bullying or harassment as early as possible, whether it happened to you or you saw it. You can raise it informally, to have the behaviour stop, or make a formal complaint. Reports can be made verbally or in writing, and anonymous reports will be looked into as far as the information allows.",
      ),
      h3("Confidential Internal Routes"),
      ol(
        [
          "Speak to your supervisor or manager.",
          small && external.sentences.length === 0
            ? "If the owner or manager is involved, go to the contact officer named below."
            : "If your supervisor is involved, go to another manager or straight to the owner.",
          // In a business of 1 to 5 the owner may be both the person involved and the contact
          // officer: an independent contact outside the business takes the report instead.
          small
            ? "If the owner or manager is the person involved and is also the contact officer, go to the independent contact named below instead: someone outside the business, arranged in advance by the owner, who receives your report and has it investigated by someone from outside the business. You do not have to raise it with the owner first."
            : null,
          "Speak to the contact officer for confidential advice on your options.",
          `Ask your ${ctx.terms.representative} to raise it for you.`,
        ].filter((item): item is string => item !== null),
      ),
      h3("External Routes"),
      p("You can also seek advice or help outside the business at any time:"),
      external.sentences.length ? ul(external.sentences) : null,
      closedBySize
        ? p(
            "The discrimination and harassment complaint routes the law sets out cover only employers with more employees than this business has, so none is listed here.",
          )
        : null,
      regulatorParagraph(ctx),
    ),
    tables: [
      {
        id: "report-contacts",
        caption: "Reporting contacts",
        columns: ROUTE_COLUMNS,
        rows: rowsFor(ROUTE_COLUMNS, [
          { route: "Contact officer" },
          // A business of 1 to 5 has no other manager to turn to.
          // Named by the owner before the policy is issued: a blank cell is no route at all.
          small
            ? {
                route: "Independent contact outside the business",
                contact: "Name them here before this policy is issued",
              }
            : { route: "Alternative manager" },
          { route: capitalise(ctx.terms.representative) },
          { route: ctx.profile.regulator.name, contact: ctx.profile.regulator.website },
        ]),
      },
    ],
    citations: external.citations,
  };
}

function investigation(ctx: ComposeContext): DocSection {
  return {
    id: "investigation",
    heading: "Investigation",
    body: html(
      p(
        `${ctx.business.name} deals with every report promptly, fairly and confidentially. Both the person reporting and the person complained about are told what is alleged, can respond, may bring a support person to meetings, and are kept informed. The timeframes below are the business's own targets; if one cannot be met, the people involved are told why and when to expect the next step.`,
      ),
    ),
    tables: [
      {
        id: "investigation-steps",
        caption: "Investigation steps",
        columns: [
          { key: "step", label: "Step" },
          { key: "action", label: "What happens" },
          { key: "timeframe", label: "Target timeframe" },
        ],
        rows: [
          {
            step: "1",
            action: "Acknowledge the report and check the immediate safety of the person reporting",
            timeframe: "Within 2 working days",
          },
          {
            step: "2",
            action:
              "Agree on informal resolution or a formal investigation; put interim measures in place (e.g. changed rosters or reporting lines)",
            timeframe: "Within 5 working days",
          },
          {
            step: "3",
            action: isSmallBusiness(ctx)
              ? "Appoint an impartial investigator with no involvement in the matter; where the owner or manager is involved, one from outside the business"
              : "Appoint an impartial investigator with no involvement in the matter",
            timeframe: "Within 5 working days",
          },
          {
            step: "4",
            action:
              "Interview the parties and witnesses; give the respondent full details of the allegations and a chance to reply",
            timeframe: "Within 15 working days",
          },
          {
            step: "5",
            action: "Decide on the balance of probabilities whether the allegations are substantiated",
            timeframe: "Within 20 working days",
          },
          {
            step: "6",
            action: "Tell each party the outcome and the action taken, and how to seek a review",
            timeframe: "Within 25 working days",
          },
          {
            step: "7",
            action: "Check in with the parties to confirm the behaviour has stopped",
            timeframe: "4 to 6 weeks after the outcome",
          },
        ],
      },
    ],
  };
}

function outcomes(ctx: ComposeContext): DocSection {
  return {
    id: "outcomes",
    heading: "Outcomes",
    body: html(
      p(
        "Where a complaint is substantiated, action depends on the seriousness of the behaviour and may include:",
      ),
      ul([
        "an apology, mediation or facilitated discussion",
        "training or coaching",
        "a written warning",
        "changes to duties, rosters or reporting lines",
        "dismissal or termination of a contract for serious or repeated misconduct",
      ]),
      p(
        `Even where a complaint is not substantiated, ${ctx.business.name} may act on what was learned, for example by changing how work is organised. A complaint found to be deliberately false or malicious is itself a breach of this policy.`,
      ),
    ),
  };
}

function support(ctx: ComposeContext): DocSection {
  return {
    id: "support",
    heading: "Support",
    body: html(
      ul([
        "Free, confidential counselling through the Employee Assistance Program (EAP) for anyone involved: the person reporting, the respondent and witnesses.",
        "A support person of your choice at any meeting about the complaint.",
        "Interim measures to keep people apart while a report is dealt with, without disadvantaging the person who reported.",
        `Nobody will be victimised, punished or treated less favourably for reporting, helping someone report or giving information in an investigation. Victimisation is treated as serious misconduct.`,
        "Information is shared only with those who need it to deal with the report, and records are stored securely.",
        "Where someone is injured or unwell, support to recover and stay at or return to work.",
      ]),
      p(
        `${possessive(ctx.business.name)} EAP and contact officer details are displayed on the notice board and given at induction.`,
      ),
    ),
  };
}

export const composer: Composer = (ctx) => ({
  title: docTitle(ctx),
  sections: [
    purpose(ctx),
    scopeSection(
      ctx,
      `This policy applies to everyone who works for or with ${ctx.business.name}: employees, managers, apprentices, contractors, labour-hire staff and volunteers. It covers behaviour at the workplace, at work-related events and travel, and in calls, messages, email and social media connected with work. It also covers behaviour towards ${ctx.terms.workers} by customers, clients and visitors.`,
    ),
    definition(ctx),
    responsibilities(ctx),
    reporting(ctx),
    investigation(ctx),
    outcomes(ctx),
    support(ctx),
    reviewFor(ctx, [
      "a report or an investigation shows the policy did not work as intended",
      "a psychosocial risk assessment or worker survey identifies new risks",
      `the law in ${ctx.jurisdictionName} changes`,
    ]),
  ],
});
