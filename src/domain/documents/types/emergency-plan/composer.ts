import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, headcountText, isSmallHeadcount } from "../../composers/business";
import { emergencyRoles } from "../../composers/emergency-roles";
import { chemicalsForEyewashOnly, hasHazard, usesHarness } from "../../composers/hazard-selection";
import { legalRefresher, ownIfPeriod, refresherCitations } from "../../composers/refreshers";
import {
  emergencyNumber,
  firstCall,
  notificationSummary,
  siteCallOrder,
  siteRespondsFirst,
} from "../../composers/regulator";
import { businessDetailsSection, documentControlSection, reviewSection } from "../../composers/sections";
import { docTitle } from "../../composers/shared-people";
import {
  childrenInShelter,
  isRemote,
  medevacFields,
  nearestMedicalLines,
  nearestMedicalName,
  nearestMedicalTime,
  othersEvacuation,
  othersOnSite,
  othersText,
  wordsFor,
} from "../../composers/site-facts";
import { blankTable, fieldTable, tableOf } from "../../composers/tables";
import { capitalise, clause, listText, lowerFirst, plural } from "../../composers/text";
import { workPlaces } from "../../composers/work-places";
import type { DocSection } from "../../content";
import { h3, h4, html, ol, p, ul } from "../../html";
import { riskLevel } from "../../risk";
import { wordingOf } from "../../wording";
import {
  detailedProcedure,
  emergencyLabel,
  hazardList,
  mainEmergency,
  otherEmergencies,
  placeHazards,
  REMOTE_MEDEVAC,
  shortProcedure,
  workEmergencies,
  workEmergencyTraining,
} from "./procedures";
import { type Setting, settingOf } from "./setting";
import { TEMPLATE, type Wording } from "./wording.generated";

export const composer: Composer = (ctx) => {
  const location = ctx.metadata.location?.trim();
  const r = emergencyRoles(ctx);
  const w = wordingOf(
    TEMPLATE,
    { country: ctx.profile.country, region: ctx.profile.code, small: isSmallHeadcount(ctx.employees) },
    {
      "document.name": ctx.documentName,
      "business.name": ctx.business.name,
      emergencyNumber: emergencyNumber(ctx),
      headcount: headcountText(ctx),
      theLead: r.theLead,
      aLead: r.aLead,
      aDeputy: r.aDeputy,
      instructions: r.instructions,
      firstCall: firstCall(ctx),
      "terms.workers": ctx.terms.workers,
      lead: r.lead,
      deputy: r.deputy,
      representatives: plural(ctx.terms.representative),
    },
    {},
  );
  return {
    title: docTitle(ctx, location ? clause(location) : undefined),
    sections: [
      scope(ctx, w),
      requirements(ctx, w),
      contacts(ctx, w),
      roles(ctx, w),
      procedures(ctx, w),
      evacuation(ctx, w),
      medical(ctx, w),
      communication(ctx, w),
      testing(ctx, w),
      training(ctx, w),
      review(ctx, w),
      documentControlSection(ctx),
    ],
  };
};

function scope(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.scope;
  const location = ctx.metadata.location?.trim();
  const others = otherEmergencies(ctx).map((e) => emergencyLabel(e).toLowerCase());
  const own = workEmergencies(ctx).map((s) => s.title.toLowerCase());
  const natural = placeHazards(ctx).map((s) => s.title.toLowerCase());
  const { host, hostsContractors } = settingOf(ctx);
  const first = {
    // Other people's places ("Clients' homes") read mid-sentence as the common noun they are.
    place: location
      ? workPlaces(ctx).atOthersOnly
        ? lowerFirst(clause(location))
        : clause(location)
      : workPlaces(ctx).atOthersOnly
        ? t.clientsPlaces
        : t.everyWorkplace,
    covered: coveredPeople(ctx, w),
    main: emergencyLabel(mainEmergency(ctx)).toLowerCase(),
  };
  return businessDetailsSection(
    ctx,
    [
      others.length ? t.introWithOthers({ ...first, others: listText(others) }) : t.intro(first),
      own.length ? t.ownEmergencies({ own: listText(own) }) : null,
      natural.length ? t.naturalHazards({ natural: hazardList(natural) }) : null,
      host
        ? host.when === null
          ? t.hostEverywhere({ host: host.name })
          : t.hostWhen({ host: host.name, when: host.when })
        : null,
      hostsContractors ? t.hostsContractors : null,
    ]
      .filter((x): x is string => x !== null)
      .join(" "),
  );
}

/** Everyone the plan covers: the workforce, and the people on site who are not workers by kind and number. */
function coveredPeople(ctx: ComposeContext, w: Wording): string {
  const others = othersText(ctx);
  // At clients' places the business has no visitors or public of its own: the client is there.
  if (!others && workPlaces(ctx).atOthersOnly) return w.scope.coveredVisits;
  if (!others) return w.scope.covered;
  const publicGiven = othersOnSite(ctx).some((o) => o.kind === "public");
  return (publicGiven ? w.scope.coveredWithPublic : w.scope.coveredWithOthers)({ others });
}

/**
 * Standards for planning emergencies in a facility (AS 3745's emergency control organisation,
 * evacuation diagrams and drills): a business with no premises of its own has no facility to plan.
 */
const FACILITY_STANDARDS = new Set(["au-as-3745-2010"]);

/** The emergency planning topic, without the facility standards where the business has no premises. */
function planningTopic(ctx: ComposeContext) {
  const e = ctx.profile.emergencyPlanning;
  if (!workPlaces(ctx).atOthersOnly) return e;
  const facility = (cites: readonly { id: string }[]) =>
    cites.length > 0 && cites.every((c) => FACILITY_STANDARDS.has(c.id));
  const kept = e.requirements.map((_, i) => !facility(e.provisions[i] ?? []));
  return {
    ...e,
    requirements: e.requirements.filter((_, i) => kept[i]),
    provisions: e.provisions.filter((_, i) => kept[i]),
    citations: e.citations.filter((c) => !FACILITY_STANDARDS.has(c.id)),
  };
}

function requirements(ctx: ComposeContext, w: Wording): DocSection {
  const e = planningTopic(ctx);
  const fire = ctx.profile.fire;
  const thresholds = headcountRules(ctx);
  return {
    id: "requirements",
    heading: w.requirements.heading,
    body: html(
      p(e.summary),
      e.requirements.length ? ul(e.requirements) : null,
      p(fire.summary),
      thresholds.body ? html(p(w.requirements.forThisSize), thresholds.body) : null,
    ),
    citations: [...e.citations, ...fire.citations, ...thresholds.citations].filter(
      (c) => !workPlaces(ctx).atOthersOnly || !FACILITY_STANDARDS.has(c.id),
    ),
  };
}

const columnsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([key, label]) => ({ key, label }));

function contacts(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.contacts;
  const r = ctx.profile.regulator;
  const roles = emergencyRoles(ctx);
  const setting = settingOf(ctx);
  const atOthers = workPlaces(ctx).atOthersOnly;
  const remote = workEmergencies(ctx).some((s) => s.id === REMOTE_MEDEVAC);
  const air = wordsFor(ctx).air.replace(/ \(.*\)$/, "");
  // Where the site's emergency response takes the first call, its line heads the list; a
  // contractor's is the mine operator's emergency control, which the host row names.
  const siteFirst = siteRespondsFirst(ctx);
  const siteRow = setting.host?.contact ?? t.site;
  const rows: string[][] = [
    ...(siteFirst ? [[siteRow, "", t.siteNote]] : []),
    [t.services, emergencyNumber(ctx), siteFirst ? t.servicesNoteSiteFirst : t.servicesNote],
    [r.name, r.notificationPhone ?? "", t.regulatorNote({ website: r.website }).trim()],
    [roles.leadLabel, "", ""],
    [roles.deputyLabel, "", ""],
    [t.firstAiders, "", ""],
    [t.hospital({ name: nearestMedicalName(ctx) }), "", t.hospitalNote({ time: nearestMedicalTime(ctx) })],
    ...(atOthers ? [] : utilityRows(ctx, setting, w).map((u) => [u, "", ""])),
    // A client's building, alarm and supplies are the client's: the business has no owner to call.
    ...(setting.building && !atOthers ? [[t.buildingOwner, "", ""]] : []),
    ...(setting.monitored && !atOthers ? [[t.alarmMonitoring, "", ""]] : []),
    ...(setting.host && !siteFirst ? [[setting.host.contact, "", ""]] : []),
    ...(remote ? [[t.airAmbulance({ air }), "", ""]] : []),
    // Someone away from the others at a client's place is checked on by a named contact.
    // The host's row names the property's owner where the industry has one.
    ...(atOthers && !setting.host ? [[t.clientContact, "", t.clientContactNote]] : []),
    ...(atOthers ? [[t.checkIn, "", t.checkInNote]] : []),
  ];
  if (hasHazard(ctx, "chemical")) rows.push([t.chemicalSupplier, "", ""]);
  const callOrder = siteCallOrder(ctx) ?? t.callFirst;
  return {
    id: "emergency-contacts",
    heading: t.heading,
    body: p((atOthers ? t.introVisits : setting.building ? t.introBuilding : t.introSite)({ callOrder })),
    tables: [tableOf("contacts", t.caption, columnsOf(t.columns), rows)],
  };
}

/**
 * The utilities' emergency lines. On open sites they are the networks whose lines and pipes the work
 * can strike: power lines fall or are struck on any open site. Gas pipes and water mains are struck
 * where the work breaks ground (its service strike emergency) or is building work, and leak at a
 * depot or yard on a town's mains; a farm's or mine's paddocks and pits have neither unless its
 * work digs. A contractor on a mine leaves the mine's own supplies to the operator's control room.
 */
function utilityRows(ctx: ComposeContext, setting: Setting, w: Wording): readonly string[] {
  if (setting.building) return w.contacts.utilitiesBuilding;
  if (setting.host?.when === null) return [];
  const [electricity] = w.contacts.utilitiesSite;
  const breaksGround = workEmergencies(ctx).some((s) => s.id === SERVICE_STRIKE);
  const mains = breaksGround || !OFF_MAINS.includes(ctx.business.industry);
  return mains ? w.contacts.utilitiesSite : electricity ? [electricity] : [];
}

/** Industries whose open sites (paddocks, apiaries, pens, pits) are off a town's gas and water mains. */
const OFF_MAINS = ["agriculture", "mining"];

/** The emergency of work that breaks ground near buried gas pipes, power cables and water mains. */
const SERVICE_STRIKE = "service-strike";

function roles(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.roles;
  const setting = settingOf(ctx);
  const r = emergencyRoles(ctx);
  // At clients' homes or sites only: no assembly point or visitors of the business's own there.
  const atOthers = workPlaces(ctx).atOthersOnly;
  const workers = atOthers
    ? t.workersVisits
    : setting.building
      ? r.small
        ? t.workersBuildingSmall
        : t.workersBuilding
      : r.small
        ? t.workersSiteSmall
        : t.workersSite;
  const rows: string[][] = [
    [r.leadLabel, t.lead],
    [r.deputyLabel, r.small ? t.deputySmall : t.deputy],
    ...(r.wardens === null
      ? []
      : [
          setting.building
            ? [capitalise(r.wardens), t.wardensBuilding]
            : [t.wardensSite({ wardens: r.wardens }), t.wardensSiteDuties],
        ]),
    [t.firstAiders, t.firstAidersDuties],
    [capitalise(ctx.terms.workers), workers],
    ...(atOthers ? [] : [[t.hosts, setting.building ? t.hostsBuilding : t.hostsSite]]),
  ];
  if (setting.host) rows.push([t.withinHost({ host: setting.host.name }), setting.host.liaison]);
  if (setting.hostsContractors) rows.push([t.contractors, t.contractorsDuties]);
  return {
    id: "roles",
    heading: t.heading,
    body: p(
      r.small
        ? (atOthers ? t.introSmallVisits : t.introSmall)({ arrangement: r.smallOrganisation ?? "" })
        : setting.building
          ? t.introBuilding({ wardens: r.wardens ?? "" })
          : t.introSite({ warden: r.wardens?.replace(/s$/, "") ?? "" }),
    ),
    tables: [tableOf("roles", t.caption, columnsOf(t.columns), rows)],
  };
}

function procedures(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.procedures;
  const main = mainEmergency(ctx);
  const roles = emergencyRoles(ctx);
  const people = roles.small ? capitalise(`${roles.theLead} and ${roles.deputy}`) : t.carriedBy;
  const others = otherEmergencies(ctx);
  return {
    id: "procedures",
    heading: t.heading,
    body: html(
      p(
        (workPlaces(ctx).atOthersOnly
          ? t.introVisits
          : settingOf(ctx).building
            ? t.introBuilding
            : t.introSite)({
          people,
        }),
      ),
      h3(t.detailed({ emergency: emergencyLabel(main) })),
      ol(detailedProcedure(ctx, main, w)),
      ...workEmergencies(ctx).flatMap((s, i) => [
        i === 0 ? h3(t.ofThisWork) : null,
        h4(s.title),
        // Who responds and what is kept ready comes first: the people and equipment already at
        // the job answer a trade's own emergency long before the emergency services arrive.
        s.ready ? p(s.ready) : null,
        ol(s.steps),
      ]),
      ...placeHazards(ctx).flatMap((s, i) => [
        i === 0 ? h3(t.ofThisPlace) : null,
        h4(s.title),
        s.ready ? p(s.ready) : null,
        ol(s.steps),
      ]),
      others.length ? h3(t.others) : null,
      ...others.map((e) => html(h4(emergencyLabel(e)), ol(shortProcedure(ctx, e, w)))),
    ),
    citations: planningTopic(ctx).citations,
  };
}

function evacuation(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.evacuation;
  const building = settingOf(ctx).building;
  const r = emergencyRoles(ctx);
  const warning = r.small ? t.shouted : t.wardenVoice;
  const f = t.fields;
  // At clients' homes or sites the business displays no diagrams and keeps no sign-in registers.
  const atOthers = workPlaces(ctx).atOthersOnly;
  return {
    id: "evacuation",
    heading: t.heading,
    body: html(
      h4(t.alarmHeading),
      p((atOthers ? t.alarmVisits : building ? t.alarmBuilding : t.alarmSite)({ warning })),
      h4(atOthers ? t.routesVisits : building ? t.routesBuilding : t.routesSite),
      ul([
        ...(atOthers
          ? [t.diagramsVisits]
          : [building ? t.diagramsBuilding : t.diagramsSite, building ? t.clearBuilding : t.clearSite]),
        hasHazard(ctx, "height") ? t.descentAtHeight : t.secondRoute,
      ]),
      h4(t.accountingHeading),
      p(atOthers ? t.accountingVisits : t.accounting),
      h4(t.assistanceHeading),
      p(atOthers ? t.assistanceVisits : t.assistance),
      ...othersOnSite(ctx).flatMap((o, i) => {
        const plan = othersEvacuation(ctx, o);
        return [
          i === 0 ? h4(t.othersHeading) : null,
          i === 0 ? p(t.others({ others: othersText(ctx) ?? "" })) : null,
          h4(plan.heading),
          ol(plan.steps),
        ];
      }),
      // Children and pupils are kept safe inside as often as they are evacuated.
      ...((shelter) => (shelter ? [h4(shelter.heading), ol(shelter.steps)] : []))(
        childrenInShelter(ctx, placeHazards(ctx).length > 0),
      ),
    ),
    tables: [
      fieldTable("evacuation-details", t.caption, [
        ...(atOthers ? [] : [[f.alarm] as [string]]),
        ...(building || atOthers ? [] : [[f.emergencyCall] as [string]]),
        ...(atOthers ? [[f.vehicleKit] as [string], [f.checkIn] as [string]] : []),
        ...(atOthers ? [] : [[f.primary] as [string], [f.alternative] as [string]]),
        ...(atOthers
          ? []
          : [[building ? f.diagramsBuilding : f.diagramsSite] as [string], [f.registers] as [string]]),
        ...othersOnSite(ctx).map((o) => [othersRecord(ctx, w, o.kind)] as [string]),
      ]),
    ],
  };
}

/** The record each kind of people on site is counted against at the assembly point, as a field to fill in. */
function othersRecord(ctx: ComposeContext, w: Wording, kind: string): string {
  const records = w.evacuation.records;
  switch (kind) {
    case "children":
      return records.children;
    case "pupils":
      return records.pupils({ classRoll: wordsFor(ctx).classRoll });
    case "guests":
      return records.guests;
    case "public":
      return records.public;
    default:
      return records.other({ kind });
  }
}

/** The hazards that call for first aid supplies of their own, in the order the plan lists them. */
const SUPPLY_HAZARDS = ["chemical", "ignition", "height", "plant", "biological", "stings"] as const;

function medical(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.medical;
  const f = ctx.profile.firstAid;
  // The kit for a worker hanging in a harness is for work that uses one.
  const needs = SUPPLY_HAZARDS.filter(
    (h) => hasHazard(ctx, h) && (h !== "height" || usesHarness(ctx, "business")),
  ).map((h) => (h === "chemical" && chemicalsForEyewashOnly(ctx) ? t.supplies.eyewash : t.supplies[h]));
  return {
    id: "medical",
    heading: t.heading,
    body: html(
      p(f.summary),
      f.requirements.length ? ul(f.requirements) : null,
      workPlaces(ctx).atOthersOnly ? p(t.vehicleKit) : null,
      needs.length ? html(p(t.suppliesIntro), ul(needs)) : null,
      p(t.call),
      ...nearestMedicalLines(ctx).map(p),
      isRemote(ctx) ? p(t.remote) : null,
    ),
    tables: [
      ...(isRemote(ctx) ? [fieldTable("medical-evacuation", t.medevacCaption, medevacFields(ctx))] : []),
      blankTable("first-aid", t.kitsCaption, columnsOf(t.kitsColumns), 4),
    ],
    citations: f.citations,
  };
}

function communication(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.communication;
  const building = settingOf(ctx).building;
  const atOthers = workPlaces(ctx).atOthersOnly;
  return {
    id: "communication",
    heading: t.heading,
    body: html(
      h4(siteRespondsFirst(ctx) ? t.makingTheCall : t.calling),
      siteRespondsFirst(ctx) ? p(siteCallOrder(ctx) ?? "") : null,
      ul([atOthers ? t.callVisits : building ? t.callBuilding : t.callSite, t.callWhat, t.callBack]),
      h4(t.withinHeading),
      ul([
        ...(atOthers ? [t.checkIn] : [building ? t.withinBuilding : t.withinSite]),
        t.offSite,
        t.media,
        t.debrief,
      ]),
      h4(t.regulatorHeading),
      notificationSummary(ctx),
    ),
    citations: ctx.profile.incidentNotification.citations,
  };
}

function testing(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.testing;
  const setting = settingOf(ctx);
  const roles = emergencyRoles(ctx);
  const lead = capitalise(roles.lead);
  const highRisk = ctx.hazards.some((h) => riskLevel(h.inherent) === "Extreme");
  // No building of its own to evacuate: a few people at clients' places practise the plan by
  // talking its emergencies through at a typical job, not by a building's evacuation drill.
  const atOthers = workPlaces(ctx).atOthersOnly;
  const months = String(highRisk ? 6 : 12);
  const schedule = scheduleTable("testing-schedule", t.caption, columnsOf(t.columns), [
    ...(atOthers
      ? [[t.talkThrough, t.drillEvery({ months }), lead, ctx.dateAfterMonths(3)]]
      : [
          [t.drill, t.drillEvery({ months }), lead, ctx.dateAfterMonths(3)],
          [
            t.exercise({ main: emergencyLabel(mainEmergency(ctx)).toLowerCase() }),
            t.every12Months,
            lead,
            ctx.dateAfterMonths(6),
          ],
        ]),
    workPlaces(ctx).atOthersOnly
      ? [t.equipmentVisits, t.equipmentVisitsEvery, lead, ctx.dateAfterMonths(1)]
      : setting.building
        ? [t.alarmBuilding, t.alarmBuildingEvery, t.alarmBuildingBy, ""]
        : [t.equipmentSite, t.equipmentSiteEvery, lead, ctx.dateAfterMonths(1)],
    ...(setting.host?.drills
      ? [[t.hostDrills({ host: setting.host.name }), t.hostDrillsEvery, lead, ""]]
      : []),
    [
      t.extinguishers,
      // Each country's own interval and provider; a schedule the business sets has no date here.
      ctx.terms.extinguisherService,
      ctx.terms.extinguisherServiceBy,
      /^Every 6 months\b/.test(ctx.terms.extinguisherService)
        ? ctx.dateAfterMonths(6)
        : /^Every month\b/.test(ctx.terms.extinguisherService)
          ? ctx.dateAfterMonths(1)
          : "",
    ],
    [t.firstAidKits, t.everyMonth, t.firstAider, ctx.dateAfterMonths(1)],
    [roles.small ? t.contactsSmall : t.contacts, t.every6Months, lead, ctx.dateAfterMonths(6)],
  ]);
  return {
    id: "testing",
    heading: t.heading,
    body: p(
      atOthers ? (highRisk ? t.introVisitsHighRisk : t.introVisits) : highRisk ? t.introHighRisk : t.intro,
    ),
    tables: [
      schedule,
      atOthers
        ? blankTable("drill-record", t.recordCaptionVisits, columnsOf(t.recordColumnsVisits), 4)
        : blankTable("drill-record", t.recordCaption, columnsOf(t.recordColumns), 4),
    ],
  };
}

function training(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.training;
  const small = emergencyRoles(ctx).small;
  const atOthers = workPlaces(ctx).atOthersOnly;
  const rows: string[][] = [
    [
      t.allWorkers,
      atOthers ? t.allWorkersVisits : settingOf(ctx).building ? t.allWorkersBuilding : t.allWorkersSite,
      t.atInduction,
    ],
    [
      emergencyRoles(ctx).everyone,
      small ? (atOthers ? t.leadsSmallVisits : t.leadsSmall) : t.leads,
      t.onAppointment,
    ],
    [t.firstAiders, t.firstAid, legalRefresher(ctx, "first-aid-certificate") ?? t.firstAidEvery],
    [t.nominated, t.extinguishers, t.every12Months],
  ];
  const row = (r: { who: string; training: string; period: string }) => [r.who, r.training, r.period];
  if (hasHazard(ctx, "height") && usesHarness(ctx, "business")) rows.push(row(t.height));
  if (hasHazard(ctx, "confinedSpace")) rows.push(row(t.confinedSpace));
  for (const e of workEmergencyTraining(ctx)) rows.push([e.who, e.training, e.when]);
  if (hasHazard(ctx, "chemical")) rows.push(row(t.chemical));
  // Emergency practice sets these periods, not law, unless the law here sets one (the first aid row
  // in Great Britain); each says whose it is.
  const worded = rows.map(([who, what, when]) => [who!, what!, wordedInterval(ctx, when!)]);
  return {
    id: "training",
    heading: t.heading,
    body: p(t.intro({ summary: ctx.profile.training.summary })),
    tables: [
      tableOf(
        "emergency-training",
        t.caption,
        [
          { key: "who", label: t.columns.who },
          { key: "training", label: t.columns.training },
          { key: "when", label: t.columns.period },
        ],
        worded,
      ),
    ],
    citations: [
      ...ctx.profile.training.citations,
      ...refresherCitations(
        ctx,
        worded.map((r) => r[2]!),
      ),
    ],
  };
}

/**
 * The testing schedule: drills, tests and checks are emergency practice the business sets, so each
 * period says it is the business's own.
 */
function scheduleTable(
  id: string,
  caption: string,
  columns: Parameters<typeof tableOf>[2],
  rows: readonly (readonly string[])[],
) {
  return tableOf(
    id,
    caption,
    columns,
    rows.map(([activity, frequency, ...rest]) => [activity!, ownIfPeriod(frequency!), ...rest]),
  );
}

/** The law's interval with its provisions as it stands; any other period is the business's own. */
function wordedInterval(ctx: ComposeContext, when: string): string {
  if (Object.values(ctx.profile.refreshers).some((r) => when.startsWith(r.interval))) return when;
  return ownIfPeriod(when);
}

function review(ctx: ComposeContext, w: Wording): DocSection {
  const t = w.review.triggers;
  return reviewSection(ctx, [
    t.drill,
    workPlaces(ctx).atOthersOnly ? t.visits : settingOf(ctx).building ? t.building : t.site,
    t.hazards,
    emergencyRoles(ctx).small ? t.peopleSmall : t.people,
    t.asked,
  ]);
}
