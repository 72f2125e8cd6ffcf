import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules, headcountText } from "../../composers/business";
import { emergencyRoles } from "../../composers/emergency-roles";
import { hasHazard } from "../../composers/hazard-selection";
import { legalRefresher, ownIfPeriod, refresherCitations } from "../../composers/refreshers";
import {
  emergencyNumber,
  firstCall,
  notificationSummary,
  siteCallOrder,
  siteRespondsFirst,
} from "../../composers/regulator";
import { businessDetailsSection, documentControlSection, reviewSection } from "../../composers/sections";
import {
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
import { capitalise, clause, listText, plural } from "../../composers/text";
import type { DocSection } from "../../content";
import { h3, h4, html, ol, p, ul } from "../../html";
import { riskLevel } from "../../risk";
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

export const composer: Composer = (ctx) => {
  const location = ctx.metadata.location?.trim();
  return {
    title: `${ctx.documentName}${location ? ` – ${clause(location)}` : ""} – ${ctx.business.name}`,
    sections: [
      scope(ctx),
      requirements(ctx),
      contacts(ctx),
      roles(ctx),
      procedures(ctx),
      evacuation(ctx),
      medical(ctx),
      communication(ctx),
      testing(ctx),
      training(ctx),
      review(ctx),
      documentControlSection(ctx),
    ],
  };
};

function scope(ctx: ComposeContext): DocSection {
  const location = ctx.metadata.location?.trim();
  const others = otherEmergencies(ctx).map((t) => emergencyLabel(t).toLowerCase());
  const main = emergencyLabel(mainEmergency(ctx)).toLowerCase();
  const own = workEmergencies(ctx).map((s) => s.title.toLowerCase());
  const natural = placeHazards(ctx).map((s) => s.title.toLowerCase());
  const { host, hostsContractors } = settingOf(ctx);
  return businessDetailsSection(
    ctx,
    [
      `This ${ctx.documentName} sets out how ${ctx.business.name} prepares for and responds to emergencies at ${location ? clause(location) : "each of its workplaces"}. It covers everyone there: ${coveredPeople(ctx)}. It is written first for ${main}${others.length ? `, and also covers ${listText(others)}` : ""}.`,
      own.length ? ` It also covers the emergencies of this work: ${listText(own)}.` : "",
      natural.length ? ` It prepares for the natural hazards of this place: ${hazardList(natural)}.` : "",
      host ? ` ${hostSentence(host)}` : "",
      hostsContractors
        ? ` ${ctx.business.name} runs the site, so this plan is the site's emergency plan: contractors' own emergency plans work within it, their crews are inducted into it, and their supervisors report their headcount to ${emergencyRoles(ctx).theLead}.`
        : "",
    ].join(""),
  );
}

/** Everyone the plan covers: the workforce, and the people on site who are not workers by kind and number. */
function coveredPeople(ctx: ComposeContext): string {
  const others = othersText(ctx);
  if (!others)
    return `about ${headcountText(ctx)} employees, contractors, visitors and members of the public`;
  const publicGiven = othersOnSite(ctx).some((o) => o.kind === "public");
  return `about ${headcountText(ctx)} employees, contractors${publicGiven ? " and visitors" : ", visitors and members of the public"}, and also ${others}`;
}

/** How this plan sits within the plan of the business that controls the site. */
function hostSentence(host: NonNullable<Setting["host"]>): string {
  const within = `${host.name}'s emergency plan`;
  return host.when === null
    ? `The work is done on sites ${host.name} controls, so this plan works within ${within}: the site's alarm, emergency call, assembly points and emergency response come first, and this plan adds what our own crews do.`
    : `When working ${host.when}, this plan works within ${within}: the site's alarm, emergency call, assembly points and emergency response come first, and this plan adds what our own crews do.`;
}

function requirements(ctx: ComposeContext): DocSection {
  const e = ctx.profile.emergencyPlanning;
  const fire = ctx.profile.fire;
  const thresholds = headcountRules(ctx);
  return {
    id: "requirements",
    heading: "What the Law Requires",
    body: html(
      p(e.summary),
      e.requirements.length ? ul(e.requirements) : null,
      p(fire.summary),
      thresholds.body ? html(p("For a business of this size:"), thresholds.body) : null,
    ),
    citations: [...e.citations, ...fire.citations, ...thresholds.citations],
  };
}

function contacts(ctx: ComposeContext): DocSection {
  const r = ctx.profile.regulator;
  const roles = emergencyRoles(ctx);
  const setting = settingOf(ctx);
  const remote = workEmergencies(ctx).some((s) => s.id === REMOTE_MEDEVAC);
  const air = wordsFor(ctx).air.replace(/ \(.*\)$/, "");
  // Where the site's emergency response takes the first call, its line heads the list; a
  // contractor's is the mine operator's emergency control, which the host row names.
  const siteFirst = siteRespondsFirst(ctx);
  const siteRow = setting.host?.contact ?? "Site emergency number or radio channel (emergency response team)";
  const rows: string[][] = [
    ...(siteFirst
      ? [
          [
            siteRow,
            "",
            `Call first in any emergency: the site's emergency response team responds and calls ${emergencyNumber(ctx)} as the site's procedure sets.`,
          ],
        ]
      : []),
    [
      "Emergency services (fire, ambulance, police)",
      emergencyNumber(ctx),
      siteFirst
        ? "Called as the site's emergency procedure sets, or straight away if the site emergency number cannot be reached."
        : "Call first in any emergency that threatens life or property.",
    ],
    [r.name, r.notificationPhone ?? "", `Notifiable incidents. ${r.website}`.trim()],
    [roles.leadLabel, "", ""],
    [roles.deputyLabel, "", ""],
    ["First aider(s)", "", ""],
    [
      `Nearest hospital or medical centre: ${nearestMedicalName(ctx)}`,
      "",
      `Travel time: ${nearestMedicalTime(ctx)}. Address:`,
    ],
    ...utilityRows(setting),
    ...(setting.building ? [["Building owner or manager", "", ""]] : []),
    ...(setting.monitored ? [["Security or alarm monitoring company", "", ""]] : []),
    ...(setting.host && !siteFirst ? [[setting.host.contact, "", ""]] : []),
    ...(remote ? [[`${capitalise(air)} (how it is requested from this site)`, "", ""]] : []),
  ];
  if (hasHazard(ctx, "chemical"))
    rows.push(["Chemical supplier (24-hour emergency line on the safety data sheet)", "", ""]);
  return {
    id: "emergency-contacts",
    heading: "Emergency Contacts",
    body: p(
      `Keep this list up to date, display it ${setting.building ? "next to each phone and at each exit" : "at the site office and in site vehicles"}, and check it every six months. ${siteCallOrder(ctx) ?? `In an emergency, call ${emergencyNumber(ctx)} before anyone else.`}`,
    ),
    tables: [
      tableOf(
        "contacts",
        "Emergency contacts",
        [
          { key: "contact", label: "Contact" },
          { key: "number", label: "Phone" },
          { key: "notes", label: "Notes" },
        ],
        rows,
      ),
    ],
  };
}

/**
 * The utilities' emergency lines. On open sites they are the networks whose lines and pipes the work
 * can strike; a contractor on a mine leaves the mine's own supplies to the operator's control room.
 */
function utilityRows(setting: Setting): string[][] {
  if (setting.building)
    return [
      ["Electricity supply (faults and outages)", "", ""],
      ["Gas supply (leaks)", "", ""],
      ["Water supply", "", ""],
    ];
  if (setting.host?.when === null) return [];
  return [
    ["Electricity network (faults, fallen or struck lines)", "", ""],
    ["Gas network (leaks, struck pipes)", "", ""],
    ["Water network (burst or struck mains)", "", ""],
  ];
}

function roles(ctx: ComposeContext): DocSection {
  const setting = settingOf(ctx);
  const r = emergencyRoles(ctx);
  const rows: string[][] = [
    [
      r.leadLabel,
      "Takes charge in an emergency; decides whether to evacuate or shelter; calls or confirms the call to emergency services; accounts for everyone; briefs emergency services; gives the all-clear.",
    ],
    [
      r.deputyLabel,
      r.small
        ? `Does what ${r.theLead} does whenever they are away or cannot act.`
        : `Takes the place of ${r.theLead} when they are absent; helps account for people at the assembly point.`,
    ],
    ...(r.wardens === null
      ? []
      : [
          setting.building
            ? [
                capitalise(r.wardens),
                `Check their area is clear, including toilets and storerooms; guide people to exits; help people who need assistance; report to ${r.theLead}.`,
              ]
            : [
                `${capitalise(r.wardens)} (crew supervisors)`,
                `Check their work area, plant and site buildings are clear; lead their crew to the assembly point; help people who need assistance; report their headcount to ${r.theLead}.`,
              ],
        ]),
    [
      "First aiders",
      "Give first aid within their training; take the first aid kit to the patient; hand over to the ambulance crew; record treatment given.",
    ],
    [
      capitalise(ctx.terms.workers),
      setting.building
        ? `Know the alarm, exits and assembly point; follow ${r.instructions}; ${r.small ? "check their own area and help visitors as they leave; " : ""}report to the assembly point and stay until the all-clear.`
        : `Know the alarm, how to make an emergency call and the assembly point; follow ${r.instructions}; ${r.small ? "check their own work area and help visitors as they leave; " : ""}report to the assembly point and stay until the all-clear.`,
    ],
    [
      "Hosts of visitors and contractors",
      setting.building
        ? "Sign visitors in and out, brief them on the alarm and exits, and take them to the assembly point."
        : "Sign visitors in and out, brief them on the alarm, the emergency call and the assembly point, and take them there.",
    ],
  ];
  if (setting.host) rows.push([`Working within ${setting.host.name}'s plan`, setting.host.liaison]);
  if (setting.hostsContractors)
    rows.push([
      "Contractors' supervisors",
      `Make sure their crews are inducted into this plan; bring their own emergency arrangements into line with it; report their crew's headcount to ${r.theLead} in an emergency.`,
    ]);
  return {
    id: "roles",
    heading: "Emergency Roles",
    body: html(
      r.small
        ? p(
            `With ${headcountText(ctx)} people ${r.smallOrganisation}. Anyone working alone follows this plan on their own. Everyone knows what to do, checks their own area as they leave and helps visitors.`,
          )
        : setting.building
          ? p(
              `Appoint ${r.aLead} and ${r.aDeputy}, and ${r.wardens}: at least one for each floor or work area and for every 20 people usually there, with deputies to cover leave and shifts. Wardens wear a coloured hat or vest so they can be seen.`,
            )
          : p(
              `Appoint ${r.aLead} and ${r.aDeputy} for each site and shift, and make each crew's supervisor the ${r.wardens?.replace(/s$/, "")} for their crew and work area, with deputies to cover leave and rosters. Wardens can be reached by two-way radio or phone at all times.`,
            ),
    ),
    tables: [
      tableOf(
        "roles",
        "Emergency roles",
        [
          { key: "role", label: "Role" },
          { key: "duties", label: "Duties" },
          { key: "name", label: "Name(s)" },
        ],
        rows,
      ),
    ],
  };
}

function procedures(ctx: ComposeContext): DocSection {
  const main = mainEmergency(ctx);
  const roles = emergencyRoles(ctx);
  const carry = roles.small ? capitalise(`${roles.theLead} and ${roles.deputy}`) : "Wardens";
  const others = otherEmergencies(ctx);
  return {
    id: "procedures",
    heading: "Emergency Procedures",
    body: html(
      p(
        settingOf(ctx).building
          ? `Each procedure starts with the steps that save lives. ${carry} carry a copy, and the procedures are displayed with the evacuation diagram.`
          : `Each procedure starts with the steps that save lives. ${carry} carry a copy, and the procedures are displayed with the site emergency plan at the site office and covered at the site induction.`,
      ),
      h3(`${emergencyLabel(main)}: detailed procedure`),
      ol(detailedProcedure(ctx, main)),
      ...workEmergencies(ctx).flatMap((s, i) => [
        i === 0 ? h3("Emergencies of this work") : null,
        h4(s.title),
        ol(s.steps),
      ]),
      ...placeHazards(ctx).flatMap((s, i) => [
        i === 0 ? h3("Natural hazards of this place") : null,
        h4(s.title),
        ol(s.steps),
      ]),
      others.length ? h3("Other emergencies") : null,
      ...others.map((t) => html(h4(emergencyLabel(t)), ol(shortProcedure(ctx, t)))),
    ),
    citations: ctx.profile.emergencyPlanning.citations,
  };
}

function evacuation(ctx: ComposeContext): DocSection {
  const building = settingOf(ctx).building;
  const r = emergencyRoles(ctx);
  return {
    id: "evacuation",
    heading: "Evacuation",
    body: html(
      h4("Alarm"),
      p(
        building
          ? `The alarm is raised by the fire alarm system, a manual call point or ${r.small ? "a shouted warning" : "a warden's voice instruction"}. Treat every alarm as real: evacuate first and find out why later.`
          : `The alarm is raised by the site siren or air horn, an emergency call by two-way radio or phone, or ${r.small ? "a shouted warning" : "a warden's voice instruction"}. Treat every alarm as real: stop work, make plant safe and go to the assembly point first, and find out why later.`,
      ),
      h4(building ? "Routes and exits" : "Routes and access"),
      ul([
        building
          ? "Evacuation diagrams showing exits, routes, extinguishers, first aid kits and the assembly point are displayed at each exit and main corridor."
          : "A site plan showing the assembly points, emergency routes, access for emergency vehicles, extinguishers and first aid kits is shown at the site induction and displayed at the site office.",
        building
          ? "Exits, corridors and stairs are kept clear and unlocked from the inside while people are in the building, and checked at each workplace inspection."
          : "Emergency routes and the access for ambulance and fire vehicles are kept clear of plant, materials and parked vehicles, and checked at each workplace inspection.",
        hasHazard(ctx, "height")
          ? "Work at height has its own descent route and a rescue plan for anyone who cannot come down unaided."
          : "Routes avoid areas where the emergency may be, and a second route is planned if the first is blocked.",
      ]),
      h4("Accounting for people"),
      p(
        `${capitalise(r.theLead)} checks everyone against the sign-in registers, the visitor book and the day's roster, and tells emergency services straight away of anyone missing and where they were last seen. No one goes back in to search.`,
      ),
      h4("People who need assistance"),
      p(
        "A personal emergency evacuation plan is agreed with each person who may need help to evacuate (for example because of a disability, an injury or pregnancy), naming who helps them and how. Visitors and contractors are escorted by their host.",
      ),
      ...othersOnSite(ctx).flatMap((o, i) => {
        const plan = othersEvacuation(ctx, o);
        return [
          i === 0 ? h4("People on site who are not workers") : null,
          i === 0
            ? p(
                `Besides ${ctx.terms.workers}, there are ${othersText(ctx)} on site at the busiest time. Each group is evacuated and counted as follows, and drills include them.`,
              )
            : null,
          h4(plan.heading),
          ol(plan.steps),
        ];
      }),
    ),
    tables: [
      fieldTable("evacuation-details", "Evacuation details", [
        ["Alarm signal"],
        ...(building ? [] : [["Emergency call (radio channel or phone number)"] as [string]]),
        ["Primary assembly point"],
        ["Alternative assembly point"],
        [building ? "Location of evacuation diagrams" : "Location of the site emergency plan"],
        ["Location of sign-in registers and visitor book"],
        ...othersOnSite(ctx).map((o) => [othersRecord(ctx, o.kind)] as [string]),
      ]),
    ],
  };
}

/** The record each kind of people on site is counted against at the assembly point, as a field to fill in. */
function othersRecord(ctx: ComposeContext, kind: string): string {
  switch (kind) {
    case "children":
      return "Attendance record for the children (where it is kept)";
    case "pupils":
      return `${capitalise(wordsFor(ctx).classRoll)}s and the day's attendance record (where they are kept)`;
    case "guests":
      return "Guest register, with guests who need help to evacuate (where it is kept overnight)";
    case "public":
      return "Visitor register (where it is kept)";
    default:
      return `List of ${kind} and their evacuation plans (where it is kept)`;
  }
}

function medical(ctx: ComposeContext): DocSection {
  const f = ctx.profile.firstAid;
  const needs = [
    hasHazard(ctx, "chemical") ? "Eyewash station or shower near where chemicals are used." : null,
    hasHazard(ctx, "ignition") ? "Burns kit with hydrogel dressings and clean running water nearby." : null,
    hasHazard(ctx, "height")
      ? "Rescue kit for a worker suspended in a harness, with people trained to use it."
      : null,
    hasHazard(ctx, "plant")
      ? "Trauma kit with large dressings and tourniquets for crush and cutting injuries."
      : null,
    hasHazard(ctx, "biological") ? "Gloves, sharps container and blood-spill kit." : null,
  ].filter((x): x is string => Boolean(x));
  return {
    id: "medical",
    heading: "First Aid and Medical Emergencies",
    body: html(
      p(f.summary),
      f.requirements.length ? ul(f.requirements) : null,
      needs.length
        ? html(p("The hazards of this work call for these first aid supplies as well:"), ul(needs))
        : null,
      p(
        `In a medical emergency, call ${firstCall(ctx)} and the nearest first aider; follow the medical emergency procedure above.`,
      ),
      ...nearestMedicalLines(ctx).map(p),
      isRemote(ctx)
        ? p(
            "The site is remote: medical help is far away, so it has more first aiders, trained in remote first aid, and more first aid kit than the same work near help would need, as the first aid requirements above expect when they look at the location of the workplace. A casualty reaches care by the remote medical evacuation procedure above.",
          )
        : null,
    ),
    tables: [
      ...(isRemote(ctx)
        ? [fieldTable("medical-evacuation", "Medical evacuation details", medevacFields(ctx))]
        : []),
      blankTable(
        "first-aid",
        "First aid kits and equipment",
        [
          { key: "item", label: "Kit or equipment (including defibrillator)" },
          { key: "location", label: "Location" },
          { key: "checked", label: "Last checked (date, by)" },
        ],
        4,
      ),
    ],
    citations: f.citations,
  };
}

function communication(ctx: ComposeContext): DocSection {
  const building = settingOf(ctx).building;
  const r = emergencyRoles(ctx);
  return {
    id: "communication",
    heading: "Communication",
    body: html(
      h4(siteRespondsFirst(ctx) ? "Making the emergency call" : `Calling ${emergencyNumber(ctx)}`),
      siteRespondsFirst(ctx) ? p(siteCallOrder(ctx) ?? "") : null,
      ul([
        building
          ? "Say which service you need, and give the full address, the nearest cross street and the entrance to use."
          : "Say which service you need, and give the site's address or location (GPS coordinates where there is no street address), the access gate to use and where someone will meet the crew.",
        "Say what has happened, how many people are hurt and any hazards (fire, chemicals, electricity).",
        "Give a phone number for call-back and stay on the line until told to hang up.",
      ]),
      h4("Within the business"),
      ul([
        building
          ? `The alarm and ${r.instructions} tell people on site what to do.`
          : `The alarm, emergency calls by two-way radio or phone and ${r.instructions} tell people on site what to do; radio traffic other than the emergency stops until the all-clear.`,
        `${capitalise(r.theLead)} contacts workers who are off site, remote or travelling by phone or text message and confirms they are safe.`,
        "Only management speaks to families of injured people and to the media.",
        "After the emergency, workers are debriefed and offered support.",
      ]),
      h4("Notifying the regulator"),
      notificationSummary(ctx),
    ),
    citations: ctx.profile.incidentNotification.citations,
  };
}

function testing(ctx: ComposeContext): DocSection {
  const setting = settingOf(ctx);
  const lead = capitalise(emergencyRoles(ctx).lead);
  const highRisk = ctx.hazards.some((h) => riskLevel(h.inherent) === "Extreme");
  const drillMonths = highRisk ? 6 : 12;
  const schedule = scheduleTable(
    "testing-schedule",
    "Testing schedule",
    [
      { key: "activity", label: "Activity" },
      { key: "frequency", label: "Frequency" },
      { key: "responsible", label: "Responsible" },
      // The first of each is due soon after the plan is adopted, so everyone practises it early;
      // the frequency says how often after that.
      { key: "next", label: "First due" },
    ],
    [
      ["Full evacuation drill", `Every ${drillMonths} months`, lead, ctx.dateAfterMonths(3)],
      [
        `Exercise: ${emergencyLabel(mainEmergency(ctx)).toLowerCase()} scenario`,
        `Every 12 months`,
        lead,
        ctx.dateAfterMonths(6),
      ],
      setting.building
        ? [
            "Alarm and emergency lighting test",
            "As the building's fire safety maintenance schedule sets",
            "Building owner or manager",
            "",
          ]
        : [
            "Site alarm, radios or phones for emergency calls, and emergency equipment checked",
            `Every month, and when a site is set up`,
            lead,
            ctx.dateAfterMonths(1),
          ],
      ...(setting.host?.drills
        ? [
            [
              `Take part in ${setting.host.name}'s emergency drills`,
              "As the site's emergency plan sets",
              lead,
              "",
            ],
          ]
        : []),
      [
        "Fire extinguishers and fire equipment inspected",
        // Each country's own interval and provider; a schedule the business sets has no date here.
        ctx.terms.extinguisherService,
        ctx.terms.extinguisherServiceBy,
        /^Every 6 months\b/.test(ctx.terms.extinguisherService)
          ? ctx.dateAfterMonths(6)
          : /^Every month\b/.test(ctx.terms.extinguisherService)
            ? ctx.dateAfterMonths(1)
            : "",
      ],
      ["First aid kits checked and restocked", `Every month`, "First aider", ctx.dateAfterMonths(1)],
      [
        `Emergency contacts and ${emergencyRoles(ctx).small ? `the names of ${emergencyRoles(ctx).theLead} and ${emergencyRoles(ctx).deputy}` : "warden list"} checked`,
        `Every 6 months`,
        lead,
        ctx.dateAfterMonths(6),
      ],
    ],
  );
  return {
    id: "testing",
    heading: "Testing and Drills",
    body: html(
      p(
        `Drills test whether people know what to do and whether the plan works. ${highRisk ? "Because the work includes hazards rated extreme before controls, full drills are held every six months." : "Full drills are held at least once a year."} The first drill and exercise are held within a few months of adopting this plan, as the schedule shows, so that everyone practises it early. After each drill the ${emergencyRoles(ctx).lead} holds a debrief, records the time taken to evacuate and any problems, and assigns actions.`,
      ),
    ),
    tables: [
      schedule,
      blankTable(
        "drill-record",
        "Drill record",
        [
          { key: "date", label: "Date" },
          { key: "scenario", label: "Scenario" },
          { key: "time", label: "Time to evacuate" },
          { key: "issues", label: "Problems found" },
          { key: "actions", label: "Actions and owner" },
        ],
        4,
      ),
    ],
  };
}

function training(ctx: ComposeContext): DocSection {
  const rows: string[][] = [
    [
      `All ${ctx.terms.workers}`,
      settingOf(ctx).building
        ? "This plan, alarm, exits and assembly point at induction; practised in drills"
        : "This plan, the site alarm, how to make an emergency call and the assembly point at induction; practised in drills",
      "At induction and every 12 months",
    ],
    [
      emergencyRoles(ctx).everyone,
      `${emergencyRoles(ctx).small ? "Emergency training" : "Warden training"}: leading an evacuation, accounting for people, using fire equipment`,
      "On appointment and every 12 months",
    ],
    [
      "First aiders",
      "Accredited first aid course, with CPR",
      legalRefresher(ctx, "first-aid-certificate") ?? "CPR every 12 months; first aid every 3 years",
    ],
    ["Nominated workers", "Using fire extinguishers and fire blankets", "Every 12 months"],
  ];
  if (hasHazard(ctx, "height"))
    rows.push([
      "Workers at height and their supervisors",
      "Rescue of a suspended worker",
      "Before work at height and every 12 months",
    ]);
  if (hasHazard(ctx, "confinedSpace"))
    rows.push([
      "Confined space stand-by and rescue team",
      "Confined space rescue",
      "Before entry work and every 12 months",
    ]);
  for (const t of workEmergencyTraining(ctx)) rows.push([t.who, t.training, t.when]);
  if (hasHazard(ctx, "chemical"))
    rows.push([
      "Workers who handle chemicals",
      "Spill response and use of the spill kit",
      "At induction and every 12 months",
    ]);
  // Emergency practice sets these periods, not law, unless the law here sets one (the first aid row
  // in Great Britain); each says whose it is.
  const worded = rows.map(([who, what, when]) => [who!, what!, wordedInterval(ctx, when!)]);
  return {
    id: "training",
    heading: "Training",
    body: p(
      `Everyone at the workplace is told what to do in an emergency before they start. Training is recorded in the training register. ${ctx.profile.training.summary}`,
    ),
    tables: [
      tableOf(
        "emergency-training",
        "Emergency training",
        [
          { key: "who", label: "Who" },
          { key: "training", label: "Training" },
          { key: "when", label: "When" },
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

function review(ctx: ComposeContext): DocSection {
  return reviewSection(ctx, [
    "a drill, exercise or real emergency shows something to improve;",
    settingOf(ctx).building
      ? "the building, layout, exits or number of people change;"
      : "the site, its layout, access or the number of people change, or work starts at a new site;",
    "new hazards, substances or processes are introduced;",
    `${emergencyRoles(ctx).small ? `${emergencyRoles(ctx).theLead}, the ${emergencyRoles(ctx).deputy}` : "wardens"}, first aiders or emergency contacts change;`,
    `${ctx.terms.workers} or their ${plural(ctx.terms.representative)} ask for a review.`,
  ]);
}
