import { INCIDENT_TYPES, type IncidentType } from "../../../catalogue";
import { CONTROL_LEVELS } from "../../../hazards/types";
import type { Citation } from "../../../legal/types";
import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules } from "../../composers/business";
import { CONTROL_LEVEL_LABELS } from "../../composers/controls";
import {
  firstCall,
  notificationDeadlinesTable,
  notificationSummary,
  regulatorInSentence,
} from "../../composers/regulator";
import { blankTable, fieldTable, roleSignOffTable } from "../../composers/tables";
import { capitalise, listText, optionLabels } from "../../composers/text";
import type { DocSection } from "../../content";
import { h4, html, ol, p, pHtml, strong, ul } from "../../html";
import { PARTIAL_EXEMPTION, recordFormSection } from "./record-form";

export const composer: Composer = (ctx) => ({
  title: `${ctx.documentName} – ${ctx.business.name}`,
  sections: [
    notification(ctx),
    incidentDetails(ctx),
    peopleInvolved(),
    injuryDetails(ctx),
    recordFormSection(ctx),
    immediateActions(ctx),
    investigation(ctx),
    correctiveActions(ctx),
    signOff(ctx),
  ].filter((s): s is DocSection => s !== null),
});

/** The incident types this form is for: the ones chosen, or all of them. */
function typesOf(ctx: ComposeContext): IncidentType[] {
  const chosen = INCIDENT_TYPES.filter((t) => ctx.metadata.incidentTypes?.includes(t.value)).map(
    (t) => t.value,
  );
  return chosen.length ? chosen : INCIDENT_TYPES.map((t) => t.value);
}

const DEATH = /death|died|fatal|kill/i;
const SERIOUS = /serious|specified|major|hospital|amputation|injur|illness|loss of an eye|disease/i;
const DANGEROUS = /dangerous|occurrence|near miss/i;

/** "A dangerous incident that exposes a person …" → "A dangerous incident". */
const shortEvent = (event: string) => event.split(/ that | \(|, /)[0] ?? event;

/** Notifiable events of the profile that match a pattern. */
function deadlinesMatching(ctx: ComposeContext, pattern: RegExp, except?: RegExp) {
  return ctx.profile.incidentNotification.deadlines.filter(
    (d) => pattern.test(d.event) && !except?.test(d.event),
  );
}

function notification(ctx: ComposeContext): DocSection {
  const n = ctx.profile.incidentNotification;
  const types = typesOf(ctx);
  const who = regulatorInSentence(ctx);
  // The lead-in names deaths and serious injuries, so a form for either lists the deadlines of both:
  // a serious injury can end in a death, and a death's deadline is the first one an inspector asks for.
  const urgent =
    types.includes("fatality") || types.includes("major-injury")
      ? [...deadlinesMatching(ctx, DEATH), ...deadlinesMatching(ctx, SERIOUS, DEATH)]
      : [];
  const dangerous = deadlinesMatching(ctx, DANGEROUS);
  const typeNotes = [
    types.includes("near-miss")
      ? `Near miss: record it on this form and investigate it. It must be notified only if it is one of the events in the table below${dangerous.length ? ` (see ${listText(dangerous.map((d) => `"${shortEvent(d.event)}"`))})` : ""}.`
      : null,
    types.includes("equipment-failure") || types.includes("property-damage")
      ? "Equipment failure or property damage: check the table below; a failure or collapse that put people at risk may be notifiable even when no one was hurt."
      : null,
    types.includes("environmental-incident")
      ? "Environmental incident: a spill or release may also have to be reported to the environmental authority under environmental law."
      : null,
    types.includes("security-incident")
      ? "Security incident: report crimes to the police; notify the regulator as well if a person was injured."
      : null,
  ].filter((x): x is string => Boolean(x));
  return {
    id: "notification",
    heading: "Notifying the Regulator: Who, How and How Fast",
    body: html(
      urgent.length
        ? html(
            pHtml(
              strong(
                `If someone has died or been seriously injured: call ${firstCall(ctx)} first, then notify ${who} within the deadline below. Do not disturb the scene.`,
              ),
            ),
            ul(urgent.map((d) => `${d.event}: ${d.deadline}`)),
          )
        : null,
      notificationSummary(ctx, { requirementsFollow: true }),
      n.requirements.length ? ul(n.requirements) : null,
      typeNotes.length ? ul(typeNotes) : null,
      // The law's own meaning of the words in the table, where the supervisor has to apply them.
      n.definitions.length
        ? html(h4("What the words in the table mean"), ul(n.definitions.map((d) => d.text)))
        : null,
      p(
        `The supervisor decides, with management, whether the event is notifiable as soon as the scene is safe. When in doubt, ask ${who}. Record the date, time and reference number of the notification in the incident details below.`,
      ),
    ),
    tables: n.deadlines.length ? [notificationDeadlinesTable(ctx)] : undefined,
    citations: [
      ...n.citations,
      ...n.definitions.flatMap((d) => d.provisions),
      ...incidentRecordCitations(ctx),
    ],
  };
}

/** A records duty about incidents, injuries and illnesses, as opposed to registers and examinations. */
const ABOUT_INCIDENTS = /incident|injur|illness|accident|occurrence|disease|riddor|notif|fatalit/i;

/**
 * The provisions of the records topic that concern incidents, and those of the keeping periods:
 * an incident form does not cite a lifting equipment examination or a chemicals register.
 */
function incidentRecordCitations(ctx: ComposeContext): Citation[] {
  const r = ctx.profile.records;
  return [
    ...r.requirements.flatMap((text, i) => (ABOUT_INCIDENTS.test(text) ? (r.provisions[i] ?? []) : [])),
    ...r.retention.filter((k) => ABOUT_INCIDENTS.test(k.record)).flatMap((k) => k.citations),
  ];
}

function incidentDetails(ctx: ComposeContext): DocSection {
  const labels = optionLabels(INCIDENT_TYPES, typesOf(ctx));
  return {
    id: "incident-details",
    heading: "Incident Details",
    body: html(
      p(
        "Complete this section as soon as possible, and within 24 hours, while memories are fresh. Describe what happened in plain words and in order; stick to facts and leave the causes to the investigation.",
      ),
    ),
    tables: [
      fieldTable("incident-details", "Incident details", [
        ["Business", ctx.business.name],
        ["Date of incident"],
        ["Time of incident"],
        ["Exact location (site, address, area)", ctx.metadata.location?.trim()],
        ["Type of incident (circle one)", labels.join(" / ")],
        ["Task or activity being done at the time"],
        ["Plant, equipment or substances involved"],
        ["Description of what happened (sequence of events)"],
        ["Conditions (weather, lighting, noise, housekeeping)"],
        ["Reported to (name) and date and time reported"],
        [
          `Notified to ${ctx.profile.incidentNotification.notify || ctx.profile.regulator.name}? (yes / no; date, time, reference number)`,
        ],
        ["Photographs or sketches attached (yes / no)"],
      ]),
    ],
  };
}

function peopleInvolved(): DocSection {
  const columns = [
    { key: "name", label: "Name" },
    { key: "role", label: "Worker / contractor / visitor / member of the public" },
    { key: "employer", label: "Employer" },
    { key: "contact", label: "Phone or email" },
    { key: "involvement", label: "Injured / involved / witness" },
  ];
  return {
    id: "people-involved",
    heading: "People Involved and Witnesses",
    body: p(
      "List everyone injured or involved and every witness. Take witness accounts separately and in their own words, as soon as possible. Personal details on this form are kept confidential and used only for the incident.",
    ),
    tables: [blankTable("people", "People involved", columns, 5)],
  };
}

function injuryDetails(ctx: ComposeContext): DocSection {
  const columns = [
    { key: "name", label: "Injured person" },
    { key: "bodyPart", label: "Body part (left / right)" },
    { key: "nature", label: "Nature of injury or illness" },
    { key: "treatment", label: "Treatment given and by whom" },
    { key: "outcome", label: "Outcome" },
  ];
  return {
    id: "injury-details",
    heading: "Injury or Illness Details",
    body: html(
      p("Complete for each injured person. Use these terms so injuries can be compared over time:"),
      ul([
        "Body part: head, eye, face, neck, back, chest, abdomen, shoulder, arm, hand, finger, hip, leg, knee, foot, multiple, internal or psychological.",
        "Nature: cut or laceration, bruise, sprain or strain, fracture, dislocation, burn, crush, amputation, electric shock, chemical exposure, foreign body, hearing loss, heat or cold stress, infection, psychological injury.",
        "Outcome: no treatment; first aid only; medical treatment and returned to work; lost time; admitted to hospital; fatal.",
      ]),
      pHtml(
        strong(
          `An admission to hospital, a serious injury or a death may be notifiable: check the notification section at the start of this ${ctx.documentName} straight away.`,
        ),
      ),
    ),
    tables: [blankTable("injuries", "Injury details", columns, 3)],
  };
}

function immediateActions(ctx: ComposeContext): DocSection {
  const call = firstCall(ctx);
  const forType: Record<IncidentType, string> = {
    "near-miss": "Make the hazard safe or barricade it, and tell the supervisor before work continues.",
    "minor-injury":
      "Give first aid, record it in the first aid register, and check the person is fit to continue work.",
    "major-injury": `Call ${call}; give first aid within your training; do not move the person unless they are in danger.`,
    fatality: `Call ${call}; secure the scene and keep people away; notify the regulator; support the workers who were there; speak to family and media only through management.`,
    "property-damage":
      "Make the area safe, photograph the damage, and tell the insurer and the property owner.",
    "environmental-incident":
      "Stop the source if safe, contain the spill with the spill kit, protect drains and waterways.",
    "security-incident": `Keep people safe and do not confront offenders; call ${call} if anyone is in danger; keep any CCTV recording and records.`,
    "equipment-failure":
      "Isolate and tag out the equipment; keep failed parts; do not use it again until a competent person has inspected it.",
  };
  const types = typesOf(ctx);
  return {
    id: "immediate-actions",
    heading: "Immediate Actions",
    body: html(
      ol([
        "Make the area safe and stop the work if there is any further danger.",
        `Give first aid and call ${call} for an ambulance, fire service or police if needed.`,
        "Tell the supervisor or manager straight away.",
        "If the incident may be notifiable, leave the scene undisturbed, except to help the injured or prevent further harm.",
        "Record names of witnesses and take photographs before anything is moved.",
      ]),
      h4("For this type of incident"),
      ul(types.map((t) => `${optionLabels(INCIDENT_TYPES, [t])[0]}: ${forType[t]}`)),
    ),
    tables: [
      blankTable(
        "actions-taken",
        "Immediate actions taken",
        [
          { key: "action", label: "Action taken" },
          { key: "by", label: "By whom" },
          { key: "time", label: "Date and time" },
        ],
        4,
      ),
    ],
    citations: ctx.profile.firstAid.citations,
  };
}

function investigation(ctx: ComposeContext): DocSection {
  const known = ctx.hazards.map((h) => h.name);
  return {
    id: "investigation",
    heading: "Investigation and Root Causes",
    body: html(
      p(
        `The supervisor leads the investigation with the people involved and their ${ctx.terms.representative}. The aim is to find out why it happened and prevent it happening again, not to blame. Ask "why?" until the answer is something the business can fix.`,
      ),
      known.length
        ? p(
            `Was one of the known hazards of the business involved (${listText(known)})? If so, were the controls in the risk assessment in place and working?`,
          )
        : null,
    ),
    tables: [
      fieldTable("root-causes", "Root cause analysis", [
        ["What happened, step by step"],
        ["Why did it happen? (keep asking why)"],
        ["People: training, competence, fatigue, supervision, communication"],
        ["Plant and equipment: design, guarding, maintenance, defects"],
        ["Environment: layout, lighting, weather, housekeeping, noise"],
        ["Procedures: was there a safe work procedure? Was it followed? Was it adequate?"],
        ["Organisation: workload, staffing, time pressure, contractor management"],
        ["Root cause(s)"],
        ["Investigated by and date"],
      ]),
    ],
    citations: ctx.profile.riskManagement.citations,
  };
}

function correctiveActions(ctx: ComposeContext): DocSection {
  const columns = [
    { key: "action", label: "Corrective action" },
    { key: "level", label: "Hierarchy of controls level" },
    { key: "owner", label: "Owner" },
    { key: "due", label: "Due date" },
    { key: "completed", label: "Date completed" },
    { key: "verified", label: "Checked effective (name, date)" },
  ];
  return {
    id: "corrective-actions",
    heading: "Corrective Actions",
    body: html(
      p(
        "Fix the root causes, not only the symptoms. Choose controls from the top of the hierarchy first and record the level of each action; training and PPE alone rarely prevent a repeat.",
      ),
      p(
        `Hierarchy of controls, most effective first: ${CONTROL_LEVELS.map((level) => CONTROL_LEVEL_LABELS[level]).join(", ")}.`,
      ),
      p(
        "Update the risk assessment, procedures and training affected, and tell the people involved what has changed.",
      ),
    ),
    tables: [blankTable("corrective-actions", "Corrective actions", columns, 5)],
    citations: ctx.profile.riskManagement.citations,
  };
}

function signOff(ctx: ComposeContext): DocSection {
  const n = ctx.profile.incidentNotification;
  const roles = [
    "Person reporting",
    "Supervisor",
    "Manager (actions approved, investigation closed)",
    capitalise(ctx.terms.representative),
  ];
  // The recordkeeping form's section states the partial exemption where the business's size
  // brings it, so the sign-off does not say it twice.
  const stated = ctx.profile.incidentNotification.recordForm ? [PARTIAL_EXEMPTION] : [];
  const rules = headcountRules({ ...ctx, thresholds: ctx.thresholds.filter((t) => !stated.includes(t.id)) });
  return {
    id: "sign-off",
    heading: "Sign-Off and Records",
    body: html(
      p("The incident is closed only when every corrective action is complete and checked."),
      // For a business wholly within the size exemption the records line is that exemption, which
      // the recordkeeping form's section has already stated.
      n.records && !(n.recordForm && whollyExempt(ctx)) ? p(`Records: ${n.records}`) : null,
      rules.body,
    ),
    tables: [roleSignOffTable("sign-off", "Sign-off", roles)],
    citations: [...incidentRecordCitations(ctx), ...rules.citations],
  };
}

/** Whether every headcount of the business's band is within the recordkeeping size exemption. */
function whollyExempt(ctx: ComposeContext): boolean {
  const limit = ctx.profile.thresholds.find((t) => t.id === PARTIAL_EXEMPTION)?.maxEmployees;
  return limit !== undefined && limit !== null && ctx.employees.max !== null && ctx.employees.max <= limit;
}
