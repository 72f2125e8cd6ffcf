import { INCIDENT_TYPES, type IncidentType } from "../../../catalogue";
import { CONTROL_LEVELS } from "../../../hazards/types";
import type { Citation } from "../../../legal/types";
import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, isSmallHeadcount } from "../../composers/business";
import { CONTROL_LEVEL_LABELS } from "../../composers/controls";
import {
  firstCall,
  notificationDeadlinesTable,
  notificationSummary,
  regulatorInSentence,
} from "../../composers/regulator";
import { docTitle } from "../../composers/shared-people";
import { blankTable, fieldTable, roleSignOffTable } from "../../composers/tables";
import { listText, optionLabels } from "../../composers/text";
import type { DocSection } from "../../content";
import { h4, html, ol, p, pHtml, strong, ul } from "../../html";
import { wordingOf } from "../../wording";
import { PARTIAL_EXEMPTION, recordFormSection } from "./record-form";
import { TEMPLATE, type Wording } from "./wording.generated";

export const composer: Composer = (ctx) => {
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    {
      "document.name": ctx.documentName,
      firstCall: firstCall(ctx),
      regulator: regulatorInSentence(ctx),
      notifiedTo: ctx.profile.incidentNotification.notify || ctx.profile.regulator.name,
      "terms.representative": ctx.terms.representative,
      hazards: listText(ctx.hazards.map((h) => h.name)),
      controlLevels: CONTROL_LEVELS.map((level) => CONTROL_LEVEL_LABELS[level]).join(", "),
      records: ctx.profile.incidentNotification.records,
      dangerousEvents: listText(deadlinesMatching(ctx, DANGEROUS).map((d) => `"${shortEvent(d.event)}"`)),
    },
    {},
  );
  return {
    title: docTitle(ctx),
    sections: [
      notification(ctx, w),
      incidentDetails(ctx, w),
      peopleInvolved(w),
      injuryDetails(w),
      recordFormSection(ctx),
      immediateActions(ctx, w),
      investigation(ctx, w),
      correctiveActions(ctx, w),
      signOff(ctx, w),
    ].filter((s): s is DocSection => s !== null),
  };
};

const columnsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([key, label]) => ({ key, label }));

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

function notification(ctx: ComposeContext, w: Wording): DocSection {
  const n = ctx.profile.incidentNotification;
  const t = w.notification;
  const types = typesOf(ctx);
  // The lead-in names deaths and serious injuries, so a form for either lists the deadlines of both:
  // a serious injury can end in a death, and a death's deadline is the first one an inspector asks for.
  const urgent =
    types.includes("fatality") || types.includes("major-injury")
      ? [...deadlinesMatching(ctx, DEATH), ...deadlinesMatching(ctx, SERIOUS, DEATH)]
      : [];
  const dangerous = deadlinesMatching(ctx, DANGEROUS);
  const notes = t.typeNotes;
  const typeNotes = [
    types.includes("near-miss") ? (dangerous.length ? notes.nearMissSee : notes.nearMiss) : null,
    types.includes("equipment-failure") || types.includes("property-damage")
      ? notes.equipmentOrProperty
      : null,
    types.includes("environmental-incident") ? notes.environmental : null,
    types.includes("security-incident") ? notes.security : null,
  ].filter((x): x is string => Boolean(x));
  return {
    id: "notification",
    heading: t.heading,
    body: html(
      urgent.length
        ? html(
            pHtml(strong(t.urgent)),
            ul(urgent.map((d) => t.deadline({ event: d.event, deadline: d.deadline }))),
          )
        : null,
      notificationSummary(ctx, { requirementsFollow: true }),
      n.requirements.length ? ul(n.requirements) : null,
      typeNotes.length ? ul(typeNotes) : null,
      // The law's own meaning of the words in the table, where the supervisor has to apply them.
      n.definitions.length ? html(h4(t.definitionsHeading), ul(n.definitions.map((d) => d.text))) : null,
      p(t.decide),
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

function incidentDetails(ctx: ComposeContext, w: Wording): DocSection {
  const labels = optionLabels(INCIDENT_TYPES, typesOf(ctx));
  const d = w.details;
  const f = d.fields;
  return {
    id: "incident-details",
    heading: d.heading,
    body: p(d.intro),
    tables: [
      fieldTable("incident-details", d.caption, [
        [f.business, ctx.business.name],
        [f.date],
        [f.time],
        [f.location, ctx.metadata.location?.trim()],
        [f.type, labels.join(" / ")],
        [f.task],
        [f.plant],
        [f.description],
        [f.conditions],
        [f.reported],
        [f.notified],
        [f.photographs],
      ]),
    ],
  };
}

function peopleInvolved(w: Wording): DocSection {
  const t = w.people;
  return {
    id: "people-involved",
    heading: t.heading,
    body: p(t.intro),
    tables: [blankTable("people", t.caption, columnsOf(t.columns), 5)],
  };
}

function injuryDetails(w: Wording): DocSection {
  const t = w.injuries;
  return {
    id: "injury-details",
    heading: t.heading,
    body: html(p(t.intro), ul(t.terms), pHtml(strong(t.notifiable))),
    tables: [blankTable("injuries", t.caption, columnsOf(t.columns), 3)],
  };
}

function immediateActions(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.immediateActions;
  return {
    id: "immediate-actions",
    heading: t.heading,
    body: html(
      ol(t.steps),
      h4(t.forTypeHeading),
      ul(typesOf(ctx).map((type) => `${optionLabels(INCIDENT_TYPES, [type])[0]}: ${t.forType[type]}`)),
    ),
    tables: [blankTable("actions-taken", t.caption, columnsOf(t.columns), 4)],
    citations: ctx.profile.firstAid.citations,
  };
}

function investigation(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.investigation;
  return {
    id: "investigation",
    heading: t.heading,
    body: html(p(t.intro), ctx.hazards.length ? p(t.knownHazards) : null),
    tables: [
      fieldTable(
        "root-causes",
        t.caption,
        t.fields.map((field) => [field]),
      ),
    ],
    citations: ctx.profile.riskManagement.citations,
  };
}

function correctiveActions(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.correctiveActions;
  return {
    id: "corrective-actions",
    heading: t.heading,
    body: html(p(t.intro), p(t.hierarchy), p(t.update)),
    tables: [blankTable("corrective-actions", t.caption, columnsOf(t.columns), 5)],
    citations: ctx.profile.riskManagement.citations,
  };
}

function signOff(ctx: ComposeContext, w: Wording): DocSection {
  const n = ctx.profile.incidentNotification;
  const t = w.signOff;
  // The recordkeeping form's section states the partial exemption where the business's size
  // brings it, so the sign-off does not say it twice.
  const stated = ctx.profile.incidentNotification.recordForm ? [PARTIAL_EXEMPTION] : [];
  const rules = headcountRules({
    ...ctx,
    thresholds: ctx.thresholds.filter((t) => !(t.states ?? [t.id]).some((id) => stated.includes(id))),
  });
  return {
    id: "sign-off",
    heading: t.heading,
    body: html(
      p(t.closed),
      // For a business wholly within the size exemption the records line is that exemption, which
      // the recordkeeping form's section has already stated.
      n.records && !(n.recordForm && whollyExempt(ctx)) ? p(t.records) : null,
      rules.body,
    ),
    tables: [roleSignOffTable("sign-off", t.caption, [...t.roles])],
    citations: [...incidentRecordCitations(ctx), ...rules.citations],
  };
}

/** Whether every headcount of the business's band is within the recordkeeping size exemption. */
function whollyExempt(ctx: ComposeContext): boolean {
  const limit = ctx.profile.thresholds.find((t) => t.id === PARTIAL_EXEMPTION)?.maxEmployees;
  return limit !== undefined && limit !== null && ctx.employees.max !== null && ctx.employees.max <= limit;
}
