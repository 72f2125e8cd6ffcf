import { EMERGENCY_TYPES, INCIDENT_TYPES, optionLabel } from "../../../catalogue";
import type { Citation } from "../../../legal/types";
import type { ComposeContext, Composer } from "../../compose-types";
import { headcountRules } from "../../composers/business";
import { hazardCitations } from "../../composers/citations";
import { orderedControls } from "../../composers/controls";
import { emergencyRoles } from "../../composers/emergency-roles";
import { hasHazard } from "../../composers/hazard-selection";
import { naturalHazardSteps, naturalHazardsOf } from "../../composers/place-hazards";
import {
  emergencyNumber,
  firstCall,
  notificationDeadlinesTable,
  siteRespondsFirst,
} from "../../composers/regulator";
import {
  docTitle,
  isConstruction,
  listText,
  possessive,
  ppeItems,
  regulatorParagraph,
  reviewFor,
  rowsFor,
  scopeSection,
  sentencesAbout,
  topicBody,
  withoutSentences,
} from "../../composers/shared-people";
import {
  isRemote,
  nearestMedicalName,
  nearestMedicalTime,
  othersOnSite,
  othersRole,
  wordsFor,
} from "../../composers/site-facts";
import { roleSignOffTable } from "../../composers/tables";
import { capitalise, lowerFirst } from "../../composers/text";
import type { DocSection } from "../../content";
import { h3, html, ol, p, ul } from "../../html";

/** Extra site rules by industry: the business's own rules, not law. */
const INDUSTRY_RULES: Partial<Record<string, string[]>> = {
  construction: [
    "Stay out of exclusion zones, barricaded areas and the swing radius of plant.",
    "Never remove or alter guardrails, edge protection, scaffolding or excavation shoring; report any that is damaged.",
  ],
  manufacturing: [
    "Never reach past or remove a machine guard; stop the machine and follow the isolation procedure first.",
  ],
  hospitality: ["Follow the kitchen's food safety, knife handling and hot-surface rules at all times."],
  healthcare: ["Follow infection control and safe patient-handling procedures for every patient or client."],
  retail: ["If a customer becomes aggressive, do not argue: step away and call your supervisor."],
  transport: ["Complete the pre-start check of your vehicle or forklift and wear hi-vis in loading areas."],
};

/**
 * The harassment duties of the jurisdiction's bullying law, each with its own provisions: a new
 * starter hears on day one that harassment is unlawful and that the business must act on it, the
 * point small businesses are most often taken to a tribunal over.
 */
function harassmentDuties(ctx: ComposeContext): { items: string[]; citations: Citation[] } {
  const { requirements, provisions } = ctx.profile.bullying;
  const found = requirements.flatMap((text, i) =>
    /harass/i.test(text) ? [{ text, cites: provisions[i] ?? [] }] : [],
  );
  return { items: found.map((f) => f.text), citations: found.flatMap((f) => f.cites) };
}

function rightsSection(ctx: ComposeContext): DocSection {
  const { generalDuties, consultation } = ctx.profile;
  const stop = sentencesAbout([generalDuties, consultation], /\b(stop|cease|refus)/i);
  const harassment = harassmentDuties(ctx);
  return {
    id: "rights-responsibilities",
    heading: "Rights and Responsibilities",
    body: html(
      h3(`Duties of ${ctx.business.name} as ${ctx.terms.dutyHolderShort}`),
      topicBody(generalDuties),
      h3(`What ${ctx.business.name} expects of every ${ctx.terms.worker}`),
      ul([
        "Follow the safe work procedures, instructions and site rules you are given.",
        "Use the equipment and PPE provided, as you were trained, and report damage straight away.",
        "Look out for the people around you and do not put anyone at risk by what you do or fail to do.",
        "Report hazards, near misses and injuries before the end of your shift.",
        "Come to work fit for duty: not affected by alcohol, drugs or fatigue.",
      ]),
      h3("Consultation and Raising Concerns"),
      topicBody(consultation),
      p(
        `Raise any safety concern with your supervisor or your ${ctx.terms.representative}. Concerns raised in good faith will never count against you.`,
      ),
      h3("Stopping Unsafe Work"),
      stop.sentences.length
        ? ul(stop.sentences)
        : p(
            `If a task looks unsafe, stop before anyone is hurt and tell your supervisor; the work resumes only once ${ctx.business.name} has made it safe.`,
          ),
      h3("Bullying, Harassment and Discrimination"),
      p(
        `${ctx.business.name} does not tolerate bullying, harassment or discrimination by anyone, including customers and visitors. Report it to your supervisor, another manager or the contact officer named in the bullying and harassment policy; nobody is punished or treated less favourably for reporting.`,
      ),
      harassment.items.length ? p(`What the law requires of ${ctx.business.name}:`) : null,
      harassment.items.length ? ul(harassment.items) : null,
    ),
    citations: [...generalDuties.citations, ...consultation.citations, ...harassment.citations],
  };
}

function siteRulesSection(ctx: ComposeContext): DocSection {
  // PPE several hazards call for is worn across the site; a respirator never is: it is fit-tested
  // to its wearer and worn for the tasks that need it, under a respiratory protection programme.
  const sitePpe = ppeItems(ctx)
    .filter((x) => x.hazards.length > 1 && !/respirator|breathing apparatus/i.test(x.item))
    .map((x) => x.item);
  const permits = [...new Set(ctx.hazards.flatMap((h) => h.permits))];
  const competencies = [...new Set(ctx.hazards.flatMap((h) => h.competencies))];
  const rules = [
    `Sign in when you arrive at ${ctx.metadata.location ?? "work"} and sign out when you leave, so everyone can be accounted for in an emergency.`,
    sitePpe.length
      ? `Wear the site's minimum PPE (${listText(sitePpe.map(lowerFirst))}) and the extra PPE listed for your task under Hazards and Controls.`
      : "Wear the PPE listed for your task under Hazards and Controls.",
    "Do not operate plant, machinery or tools unless you have been trained and authorised to use them.",
    permits.length
      ? `These permits or approvals must be in place before the work they cover starts: ${permits.join("; ")}.`
      : null,
    "No alcohol or illegal drugs. Tell your supervisor if a medicine may affect your ability to work safely.",
    "Keep walkways, emergency exits and fire equipment clear; clean up spills straight away.",
    "Smoke or vape only in the designated area, away from flammable materials.",
    hasHazard(ctx, "plant")
      ? "Do not use a mobile phone while operating plant or vehicles, and stay out of plant operating areas unless authorised."
      : null,
    ...(INDUSTRY_RULES[ctx.business.industry] ?? []),
  ].filter((r): r is string => Boolean(r));
  return {
    id: "site-rules",
    heading: "Site Rules",
    body: html(
      p(`These rules apply to every ${ctx.terms.worker} at ${ctx.metadata.location ?? ctx.business.name}.`),
      ol(rules),
      competencies.length
        ? html(
            h3("Licences and Competencies"),
            p("You may only do this work if you hold the matching competency:"),
            ul(competencies),
          )
        : null,
    ),
  };
}

function hazardsSection(ctx: ComposeContext): DocSection {
  return {
    id: "hazards",
    heading: "Hazards and Controls",
    body: p(
      `The main hazards of ${ctx.industryName.toLowerCase()} work at ${ctx.business.name}, and how they are controlled. Your supervisor will show you the controls for your own tasks.`,
    ),
    tables: [
      {
        id: "induction-hazards",
        caption: "Hazards you need to know about",
        columns: [
          { key: "hazard", label: "Hazard" },
          { key: "harm", label: "What could happen" },
          { key: "controls", label: "How it is controlled" },
          { key: "ppe", label: "PPE you must use" },
        ],
        rows: ctx.hazards.map((h) => ({
          hazard: h.name,
          harm: h.harm,
          controls: orderedControls(h).join("\n"),
          ppe: h.ppe.length ? h.ppe.join("\n") : "None specific",
        })),
      },
    ],
    citations: hazardCitations(ctx, ctx.hazards),
  };
}

/** The business's response to each kind of emergency. */
function emergencyActions(ctx: ComposeContext): Record<string, string> {
  const call = `call ${firstCall(ctx)}`;
  return {
    fire: `Raise the alarm, ${call}, leave by the nearest safe exit closing doors behind you, and go to the assembly point. Use an extinguisher only if trained and the fire is small.`,
    medical: `Send for a first aider, ${call} for anything serious, and do not move the casualty unless they are in danger.`,
    "chemical-spill":
      "Move away and upwind, warn others, and keep people out. Only trained workers with the right PPE contain a spill, using the safety data sheet.",
    "natural-disaster": `Follow ${emergencyRoles(ctx).small ? emergencyRoles(ctx).instructions : "the warden's instructions"} and official warnings: shelter in place or evacuate as directed.`,
    "security-threat": `Do not confront anyone. Move to a safe place, ${call} and follow lockdown instructions.`,
    evacuation:
      "Stop work, make your equipment safe if you can do so quickly, and walk to the assembly point. Do not go back until told it is safe.",
    "bomb-threat": `Keep the caller talking and note what they say, then tell your supervisor and ${call}. Do not touch suspicious items.`,
    "power-failure":
      "Stay where you are until emergency lighting lets you move safely. Make plant safe and do not restart it until it has been checked.",
  };
}

const CONTACT_COLUMNS = [
  { key: "contact", label: "Contact" },
  { key: "details", label: "Name / number" },
];

function emergencySection(ctx: ComposeContext): DocSection {
  const number = firstCall(ctx);
  const actions = emergencyActions(ctx);
  const types = ["fire", "medical"];
  if (hasHazard(ctx, "chemical")) types.push("chemical-spill");
  if (ctx.metadata.emergencyType && !types.includes(ctx.metadata.emergencyType))
    types.push(ctx.metadata.emergencyType);
  const notes = headcountRules(ctx);
  const r = ctx.profile.regulator;
  const roles = emergencyRoles(ctx);
  return {
    id: "emergency",
    heading: "Emergency Procedures",
    body: html(
      p(
        `In an emergency call ${number}${siteRespondsFirst(ctx) ? ", which brings the site's emergency response team" : " for fire, ambulance or police"}. The evacuation diagram${ctx.metadata.location ? ` at ${ctx.metadata.location}` : ""} shows the exits, fire equipment and assembly point; your inductor will walk you to them.`,
      ),
      ol([
        `On the alarm or ${roles.anInstruction}, stop work and make your task safe if it takes only seconds.`,
        "Leave by the nearest safe exit; help visitors and anyone who needs assistance.",
        `Go to the assembly point and report to ${roles.theWarden} so you are accounted for.`,
        `Stay at the assembly point until ${roles.theWarden} or emergency services say it is safe to return.`,
      ]),
      othersOnSite(ctx).length ? h3("People Who Are Not Workers") : null,
      othersOnSite(ctx).length ? ul(othersOnSite(ctx).map((o) => othersRole(ctx, o))) : null,
      h3("First Aid"),
      p(
        "First aiders and first aid kits are listed on the notice board. Report every injury, however minor, so treatment is recorded.",
      ),
      isRemote(ctx)
        ? p(
            `This site is remote and medical help is far away. You will be shown where the ${wordsFor(ctx).noCoverage} is kept and how to use it, where the landing site or ambulance meeting point is, and the medical evacuation procedure in the emergency plan.`,
          )
        : null,
      notes.body ? html(p(`Note for ${ctx.business.name}:`), notes.body) : null,
    ),
    tables: [
      {
        id: "emergency-responses",
        caption: "What to do",
        columns: [
          { key: "emergency", label: "Emergency" },
          { key: "action", label: "What you do" },
        ],
        rows: [
          ...types.map((t) => ({
            emergency: optionLabel(EMERGENCY_TYPES, t),
            action: actions[t] ?? actions.evacuation!,
          })),
          // The place's own natural hazards (a heatwave, a cyclone), with what a newcomer does in each.
          ...naturalHazardsOf(ctx).map((s) => ({
            emergency: s.title,
            action: naturalHazardSteps(ctx, s).join(" "),
          })),
        ],
      },
      {
        id: "emergency-contacts",
        caption: "Emergency contacts",
        columns: CONTACT_COLUMNS,
        rows: rowsFor(CONTACT_COLUMNS, [
          ...(siteRespondsFirst(ctx) ? [{ contact: "Site emergency number (call first)", details: "" }] : []),
          { contact: "Emergency services (fire, ambulance, police)", details: emergencyNumber(ctx) },
          { contact: "First aider" },
          {
            contact: "Nearest hospital or medical centre",
            details: `${nearestMedicalName(ctx)}\nTravel time: ${nearestMedicalTime(ctx)}`,
          },
          { contact: roles.small ? `${capitalise(roles.lead)} in an emergency` : roles.leadLabel },
          { contact: "Supervisor" },
          { contact: r.name, details: [r.notificationPhone, r.website].filter(Boolean).join("\n") },
        ]),
      },
    ],
    citations: [
      ...ctx.profile.emergencyPlanning.citations,
      ...ctx.profile.firstAid.citations,
      ...notes.citations,
    ],
  };
}

function incidentSection(ctx: ComposeContext): DocSection {
  const rule = ctx.profile.incidentNotification;
  const chosen = (ctx.metadata.incidentTypes ?? []).map((t) => optionLabel(INCIDENT_TYPES, t).toLowerCase());
  return {
    id: "incident-reporting",
    heading: "Incident and Hazard Reporting",
    body: html(
      p(
        `Report ${chosen.length ? `every ${listText(chosen, "or")}` : "every injury, illness, near miss, damage and hazard"} to your supervisor before the end of your shift, or straight away if someone is hurt or the danger is continuing.`,
      ),
      ol([
        "Make the area safe if you can do so without risk, and get first aid for anyone hurt.",
        "Tell your supervisor what happened.",
        "Complete the incident report form with your supervisor within 24 hours.",
        "Leave the scene as it is after a serious incident, unless something must be moved to help someone or make it safe.",
        "Take part in the investigation so the cause is fixed, not just the symptom.",
      ]),
      h3("Notifying the Regulator"),
      p(
        `${ctx.business.name} reports the most serious incidents to the regulator (${ctx.profile.regulator.name}). You do not make this report yourself, but you must tell your supervisor quickly so the deadlines below can be met.`,
      ),
      rule.summary ? p(rule.summary) : null,
      rule.preserveSite ? p(rule.preserveSite) : null,
      regulatorParagraph(ctx),
    ),
    tables: rule.deadlines.length
      ? [{ ...notificationDeadlinesTable(ctx), caption: "What must be notified, and how fast" }]
      : [],
    citations: rule.citations,
  };
}

const CONSTRUCTION = /construction/i;

function trainingSection(ctx: ComposeContext): DocSection {
  const training = ctx.profile.training;
  // A requirement and the summary often say the same thing; quote the requirement when there is one.
  const construction = isConstruction(ctx)
    ? ([
        sentencesAbout([{ ...training, summary: "" }], CONSTRUCTION),
        sentencesAbout([training], CONSTRUCTION),
      ].find((x) => x.sentences.length) ?? { sentences: [], citations: [] })
    : null;
  return {
    id: "training",
    heading: construction ? "Training and Construction Induction" : "Training",
    body: html(
      construction
        ? html(
            h3("Construction Induction"),
            construction.sentences.length
              ? ul(construction.sentences)
              : p(
                  "Before starting construction work, show evidence of the construction safety training your trade and the site require.",
                ),
            p(
              "Show your induction card or certificate to your inductor before starting. You will also get a site-specific induction for every new site.",
            ),
            h3("Ongoing Training"),
          )
        : null,
      topicBody(construction ? withoutSentences(training, CONSTRUCTION) : training),
    ),
    citations: [...training.citations, ...(construction?.citations ?? [])],
  };
}

function signOffSection(ctx: ComposeContext): DocSection {
  const topics = [
    "Rights, responsibilities and how to raise concerns",
    "Site rules and sign-in procedure",
    ...ctx.hazards.map((h) => `Hazard: ${h.name}`),
    "PPE: issue, fit, use, storage and reporting damage",
    "Emergency procedures, exits and assembly point",
    "First aid arrangements and first aiders",
    "Incident and hazard reporting",
    isConstruction(ctx) ? "Construction induction card sighted" : null,
  ].filter((t): t is string => Boolean(t));
  const columns = [
    { key: "topic", label: "Topic covered" },
    { key: "inductor", label: "Explained (inductor initials)" },
    { key: "inductee", label: "Understood (inductee initials)" },
  ];
  return {
    id: "sign-off",
    heading: "Induction Sign-Off",
    body: html(
      p(
        `By signing, the inductee confirms they received this induction, understood it and will follow ${possessive(ctx.business.name)} procedures; the inductor confirms each topic was explained and questions answered.`,
      ),
    ),
    tables: [
      {
        id: "topics-covered",
        caption: "Induction checklist",
        columns,
        rows: rowsFor(
          columns,
          topics.map((topic) => ({ topic })),
        ),
      },
      roleSignOffTable("induction-sign-off", "Induction sign-off", ["Inductee", "Inductor"]),
    ],
  };
}

export const composer: Composer = (ctx) => ({
  title: docTitle(ctx),
  sections: [
    scopeSection(
      ctx,
      `This induction is given to every new ${ctx.terms.worker} of ${ctx.business.name}, including apprentices and labour-hire staff, before they start work, and again when they change role or site. It explains how ${ctx.business.name} keeps people safe and what is expected of them.`,
    ),
    rightsSection(ctx),
    siteRulesSection(ctx),
    hazardsSection(ctx),
    emergencySection(ctx),
    incidentSection(ctx),
    trainingSection(ctx),
    signOffSection(ctx),
    reviewFor(ctx, [
      "a new hazard, activity, site or piece of plant is introduced",
      "an incident shows something was missing from the induction",
      `the law in ${ctx.jurisdictionName} changes`,
    ]),
  ],
});
