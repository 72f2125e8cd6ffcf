import { riskScore } from "../../../hazards";
import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, headcountText, isSmallBusiness } from "../../composers/business";
import { hazardCitations } from "../../composers/citations";
import { CONTROL_LEVEL_LABELS, orderedControls } from "../../composers/controls";
import { emergencyRoles } from "../../composers/emergency-roles";
import { highRiskWorkFor } from "../../composers/hazard-selection";
import {
  emergencyNumber,
  firstCall,
  notificationDeadlinesTable,
  notificationSummary,
} from "../../composers/regulator";
import { businessDetailsSection, documentControlSection, reviewSection } from "../../composers/sections";
import { signOffTable } from "../../composers/tables";
import { capitalise, distinct, listText, lowerFirst, plural, possessive } from "../../composers/text";
import type { DocSection } from "../../content";
import { h4, html, ol, p, ul } from "../../html";
import { extraPolicySections } from "./extras";

type Shape = "default" | "uk" | "us";

/**
 * The UK policy follows the statement / organisation / arrangements shape; the US program is
 * organised as a program's core elements; elsewhere the usual policy headings are used.
 */
const HEADINGS: Record<Shape, Record<PartId | "review", string>> = {
  default: {
    commitment: "Our Commitment",
    responsibilities: "Responsibilities",
    consultation: "Consultation and Participation",
    "risk-management": "Managing Risks",
    "incident-reporting": "Incident Reporting and Notification",
    training: "Training, Information and Supervision",
    emergency: "Emergency Preparedness and First Aid",
    review: "Monitoring and Review",
  },
  uk: {
    commitment: "Part 1: Statement of General Policy",
    responsibilities: "Part 2: Organisation and Responsibilities",
    consultation: "Part 3: Arrangements – Consulting Employees",
    "risk-management": "Arrangements – Risk Assessment and Control",
    "incident-reporting": "Arrangements – Accidents, Incidents and Reporting",
    training: "Arrangements – Information, Instruction and Training",
    emergency: "Arrangements – Emergency Procedures and First Aid",
    review: "Monitoring and Review",
  },
  us: {
    commitment: "Management Leadership and Commitment",
    responsibilities: "Roles and Responsibilities",
    consultation: "Worker Participation",
    "risk-management": "Hazard Identification, Assessment and Control",
    "incident-reporting": "Incident Reporting and Investigation",
    training: "Education and Training",
    emergency: "Emergency Preparedness and Response",
    review: "Program Evaluation and Improvement",
  },
};

type PartId =
  | "commitment"
  | "responsibilities"
  | "consultation"
  | "risk-management"
  | "incident-reporting"
  | "training"
  | "emergency";

/** A section's content; its id and heading come from PARTS and HEADINGS. */
type Part = Omit<DocSection, "id" | "heading">;

const PARTS: [PartId, (ctx: ComposeContext) => Part][] = [
  ["commitment", commitment],
  ["responsibilities", responsibilities],
  ["consultation", consultation],
  ["risk-management", riskManagement],
  ["incident-reporting", incidentReporting],
  ["training", training],
  ["emergency", emergency],
];

function shapeOf(ctx: ComposeContext): Shape {
  if (ctx.profile.regime === "uk-hswa") return "uk";
  if (ctx.profile.regime === "us-osha") return "us";
  return "default";
}

export const composer: Composer = (ctx) => {
  const headings = HEADINGS[shapeOf(ctx)];
  const sections: DocSection[] = [
    purpose(ctx),
    scope(ctx),
    ...PARTS.map(([id, build]) => ({ id, heading: headings[id], ...build(ctx) })),
    ...extraPolicySections(ctx),
    review(ctx, headings.review),
    documentControlSection(ctx),
  ];
  return { title: `${ctx.documentName} – ${ctx.business.name}`, sections };
};

function purpose(ctx: ComposeContext): DocSection {
  const b = ctx.business;
  const shape = shapeOf(ctx);
  const thresholds = headcountRules(ctx);
  return {
    id: "purpose",
    heading: "Purpose",
    body: html(
      p(
        `This ${ctx.documentName} sets out how ${b.name} protects the health and safety of its ${ctx.terms.workers} and of everyone else affected by its ${lowerFirst(ctx.industryName)} work in ${ctx.jurisdictionName}. It states what the business commits to, who is responsible for what, and the arrangements that turn the commitment into everyday practice.`,
      ),
      shape === "uk"
        ? p(
            "It is set out in three parts: the statement of general policy, signed by the most senior person in the business; the organisation, which names who is responsible for health and safety; and the arrangements, which explain how the business manages its risks day to day.",
          )
        : null,
      shape === "us"
        ? p(
            "It is organised around the core elements of an effective safety and health program: management leadership, worker participation, finding and fixing hazards, education and training, emergency preparedness, and evaluating and improving the program.",
          )
        : null,
      p(
        `The law in ${ctx.jurisdictionName} is the foundation of this ${ctx.documentName}. ${ctx.profile.generalDuties.summary}`,
      ),
      thresholds.body
        ? html(p("Rules that apply to a business of this size and location:"), thresholds.body)
        : null,
    ),
    citations: [ctx.profile.primaryAct, ...ctx.profile.generalDuties.citations, ...thresholds.citations],
  };
}

function scope(ctx: ComposeContext): DocSection {
  const b = ctx.business;
  const where = ctx.regionNames.length ? ` in ${ctx.regionNames.join(", ")}` : "";
  return businessDetailsSection(
    ctx,
    `This ${ctx.documentName} applies to all work carried out by or for ${b.name}${where}: at its own premises, at clients' sites and while travelling for work. It covers its ${ctx.terms.workers} (about ${headcountText(ctx)} employees, plus any labour-hire workers, apprentices and volunteers), contractors and their ${ctx.terms.workers}, and visitors and members of the public affected by the work.`,
  );
}

function commitment(ctx: ComposeContext): Part {
  const b = ctx.business;
  // The four a reader most needs named: the highest rated before controls (ties keep the register's order).
  const top = [...ctx.hazards]
    .sort((x, y) => riskScore(y.inherent) - riskScore(x.inherent))
    .slice(0, 4)
    .map((h) => lowerFirst(h.name));
  // "so far as is reasonably practicable" reads as it is; the US standard is a state of the workplace.
  const care = /^so far as/i.test(ctx.terms.standardOfCare)
    ? ctx.terms.standardOfCare
    : `to keep the workplace ${ctx.terms.standardOfCare}`;
  return {
    body: html(
      p(
        `${b.name} is committed to providing a safe and healthy workplace for everyone who works for it or is affected by its work. Health and safety is managed with the same importance as quality, customer service and financial performance, and, ${care}, the business will:`,
      ),
      ul([
        "Provide and maintain a safe working environment, safe plant and equipment and safe systems of work.",
        `Identify hazards, assess their risks and control them using the hierarchy of controls, paying particular attention to ${listText(top)}.`,
        "Make sure substances, plant and materials are used, handled, stored and transported safely.",
        `Consult ${ctx.terms.workers} and their ${plural(ctx.terms.representative)} on the health and safety matters that affect them, and act on what they raise.`,
        "Give every person the information, instruction, training and supervision they need to work safely.",
        "Provide adequate facilities for welfare, first aid and emergencies.",
        "Report and investigate incidents and near misses, notify the regulator where the law requires it, and fix the causes.",
        "Monitor the health of workers and the conditions at the workplace where the risks call for it.",
        "Comply with the health and safety law that applies to the business, and aim to do better than the minimum.",
      ]),
      p(
        "To measure whether this commitment is being met, the business sets these objectives for the next 12 months:",
      ),
      ul([
        "Every new worker and contractor inducted before starting work.",
        "Every incident and near miss reported, and investigated within 7 days.",
        "Workplace inspections done on schedule, with actions closed by their due dates.",
        "Every risk assessment and safe work procedure reviewed at least once a year.",
      ]),
      p(
        `Signed on behalf of ${b.name} by its most senior officer, who is accountable for this ${ctx.documentName}:`,
      ),
    ),
    tables: [signOffTable("policy-signature", "Policy approval", 1)],
    citations: ctx.profile.generalDuties.citations,
  };
}

function responsibilities(ctx: ComposeContext): Part {
  const t = ctx.terms;
  const small = isSmallBusiness(ctx);
  const duties = ctx.profile.generalDuties.requirements;
  return {
    body: html(
      small
        ? p(
            `As a business of ${headcountText(ctx)} people, the owner personally carries the manager and supervisor responsibilities below, and may ask a trusted worker to help with inspections and records.`,
          )
        : null,
      h4(`${ctx.business.name} as the ${t.dutyHolderShort}`),
      p(
        `${ctx.business.name} is the ${t.dutyHolder} and has the primary duty of care. In ${ctx.jurisdictionName} this means:`,
      ),
      duties.length ? ul(duties) : null,
      h4(small ? "The owner" : "Owners, directors and senior managers"),
      ul([
        "Approve and sign this policy, and lead by example on site and in the office.",
        "Provide the money, people, equipment and time needed to control the risks of the business.",
        "Keep up to date with health and safety matters and understand the hazards of the work and how they are controlled.",
        "Check, through reports, inspections and incident data, that controls are in place and working.",
        "Make sure the business meets its duties to notify the regulator and keep records.",
      ]),
      h4(small ? "The owner or manager, day to day" : "Managers and supervisors"),
      ul([
        "Put this policy and the safe work procedures into practice in their area.",
        `Make sure ${t.workers} are inducted, trained, competent and supervised for the tasks they do.`,
        "Carry out workplace inspections and toolbox talks, and act on hazards reported to them.",
        "Stop work that is unsafe and not restart it until the risk is controlled.",
        "Report and help investigate incidents, and complete corrective actions by their due dates.",
      ]),
      h4(capitalise(t.workers)),
      ul([
        "Take reasonable care of their own health and safety and not harm others by what they do or fail to do.",
        "Follow reasonable safety instructions, procedures and this policy, and use the equipment and PPE provided.",
        "Report hazards, incidents, near misses and injuries to their supervisor straight away.",
        "Not come to work impaired by alcohol, drugs or fatigue, and say if they are unfit for a task.",
        "Take part in consultation, training and emergency drills.",
      ]),
      // Work groups and their representatives are the law's own model only where the profile names one.
      t.representation
        ? html(
            h4(capitalise(plural(t.representative))),
            ul([
              `Represent the ${t.workers} of their work group on health and safety matters.`,
              "Take part in inspections, incident investigations and risk assessments when invited or when they request it.",
              "Raise concerns with management and receive information about hazards and incidents affecting their work group.",
            ]),
          )
        : null,
      h4("Contractors, visitors and others at the workplace"),
      ul([
        "Contractors complete the site induction, follow site rules and provide their own safe work procedures for their high-risk tasks.",
        `Visitors sign in, stay with their host and follow the directions of ${emergencyRoles(ctx).small ? emergencyRoles(ctx).theLead : "workers and wardens"}.`,
        "Everyone at the workplace takes reasonable care for their own safety and that of others.",
      ]),
    ),
    citations: ctx.profile.generalDuties.citations,
  };
}

function consultation(ctx: ComposeContext): Part {
  const c = ctx.profile.consultation;
  // Where the law of the business's industry sets crew meetings and their interval, those are the
  // meetings named here, so the policy never states a looser interval than its own law section.
  const meetings =
    ctx.terms.crewMeetings ??
    (isSmallBusiness(ctx)
      ? "a short safety discussion at the start of each week"
      : "toolbox talks or team meetings at least monthly, with health and safety as a standing item");
  return {
    body: html(
      p(c.summary),
      c.requirements.length ? ul(c.requirements) : null,
      p(`At ${ctx.business.name}, consultation happens through:`),
      ul([
        `${meetings};`,
        // Each country's own representative model; none where the law sets none (federal OSHA).
        ...(ctx.terms.representation ? [ctx.terms.representation] : []),
        "involving the people who do the work when hazards are identified, controls chosen and procedures written;",
        "asking for views before changes to premises, plant, substances or work methods;",
        "sharing incident findings and inspection results with the people affected.",
      ]),
      p(
        "Anyone can raise a safety concern with their supervisor or management at any time, without fear of being penalised.",
      ),
    ),
    citations: c.citations,
  };
}

function riskManagement(ctx: ComposeContext): Part {
  const rm = ctx.profile.riskManagement;
  const hrw = highRiskWorkFor(ctx);
  return {
    body: html(
      p(rm.summary),
      rm.steps.length ? html(p("Risks are managed in these steps:"), ol(rm.steps)) : null,
      p(
        `Controls are chosen from the top of the hierarchy down: ${Object.values(CONTROL_LEVEL_LABELS).join(", ")}. PPE is the last line of defence, used only with higher controls or while they are put in place.`,
      ),
      p(
        `The principal hazards of ${possessive(ctx.business.name)} work and the most effective control applied to each:`,
      ),
      ul(ctx.hazards.map((h) => `${h.name} – ${orderedControls(h)[0] ?? "see the risk assessment"}`)),
      hrw.length
        ? html(
            p(
              `The work of the business includes high-risk construction work. Before any of it starts, a ${ctx.profile.highRiskWork.documentName} is prepared with the ${ctx.terms.workers} who will do it, and the work follows it:`,
            ),
            ul(hrw.map((m) => (m.code ? `${m.code} ${m.text}` : m.text))),
          )
        : null,
      p(
        "The risk assessment and hazard register are reviewed at least once a year and whenever work, equipment or premises change, after an incident, or when a worker or representative asks.",
      ),
    ),
    citations: [...rm.citations, ...hazardCitations(ctx)],
  };
}

function incidentReporting(ctx: ComposeContext): Part {
  const n = ctx.profile.incidentNotification;
  return {
    body: html(
      p(
        `Every injury, illness, near miss, dangerous event and unsafe condition is reported to a supervisor straight away and recorded on the Incident Report Form the same day. In an emergency, call ${firstCall(ctx)} first.`,
      ),
      ol([
        "Make the area safe and give first aid.",
        "Report to the supervisor or manager, who decides whether the event must be notified to the regulator.",
        "Where it must be notified, notify within the deadline below, and keep the scene as it was, except to help the injured or make it safe, until the regulator or the investigation allows otherwise.",
        "Investigate to find the root causes, with the people involved and their representative.",
        "Put corrective actions in place, check they work and share what was learnt.",
      ]),
      notificationSummary(ctx),
    ),
    tables: n.deadlines.length ? [notificationDeadlinesTable(ctx)] : undefined,
    citations: n.citations,
  };
}

function training(ctx: ComposeContext): Part {
  const t = ctx.profile.training;
  const competencies = distinct(ctx.hazards.flatMap((h) => h.competencies));
  return {
    body: html(
      p(t.summary),
      t.requirements.length ? ul(t.requirements) : null,
      p(
        `Every ${ctx.terms.worker} is inducted before starting work, covering this policy, site rules, the hazards of their job, emergency procedures and how to report incidents. Supervisors check competence before anyone works unsupervised.`,
      ),
      competencies.length && !ctx.input.additionalPolicies.includes("training-competency")
        ? html(
            p("The work of the business calls for these competencies, held before the task is done:"),
            ul(competencies),
          )
        : null,
      competencies.length && ctx.input.additionalPolicies.includes("training-competency")
        ? p(
            `The work of the business calls for ${competencies.length} specific competencies and licences, listed with their evidence and refreshers in the Training & Competency section.`,
          )
        : null,
      p(
        "Training, licences and refreshers are recorded in the training register and checked before they expire.",
      ),
    ),
    citations: t.citations,
  };
}

function emergency(ctx: ComposeContext): Part {
  const e = ctx.profile.emergencyPlanning;
  const f = ctx.profile.firstAid;
  return {
    body: html(
      p(e.summary),
      e.requirements.length ? ul(e.requirements) : null,
      p(
        `${ctx.business.name} keeps an emergency plan for each workplace, covering fire, medical emergencies, evacuation and the other emergencies its work could bring. It names ${emergencyRoles(ctx).small ? `${emergencyRoles(ctx).theLead} in an emergency, the ${emergencyRoles(ctx).deputy}` : "wardens"} and first aiders, is practised at least once a year, and the emergency number (${emergencyNumber(ctx)}) and assembly point are displayed.`,
      ),
      p(f.summary),
      f.requirements.length ? ul(f.requirements) : null,
    ),
    citations: [...e.citations, ...f.citations],
  };
}

function review(ctx: ComposeContext, heading: string): DocSection {
  const section = reviewSection(ctx, [
    "the work, premises, plant or the number of workers changes significantly;",
    "an incident or an inspection shows the arrangements are not working;",
    "the law or the regulator's guidance changes;",
    `${ctx.terms.workers} or their ${plural(ctx.terms.representative)} ask for a review.`,
  ]);
  return { ...section, heading };
}
