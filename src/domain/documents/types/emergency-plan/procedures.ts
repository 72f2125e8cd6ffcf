import { EMERGENCY_TYPES, type EmergencyType } from "../../../catalogue";
import { EMERGENCY_SCENARIOS, type EmergencyScenario, scenariosFor } from "../../../emergencies";
import type { ComposeContext } from "../../compose-types";
import { emergencyRoles } from "../../composers/emergency-roles";
import { hasHazard, usesHarness } from "../../composers/hazard-selection";
import { REMOTE_MEDEVAC, scenarioSteps } from "../../composers/place-hazards";
import { firstCall, siteRespondsFirst } from "../../composers/regulator";
import { isRemote, medevacSteps, othersOnSite } from "../../composers/site-facts";
import { workPlaces } from "../../composers/work-places";
import { settingOf } from "./setting";

/**
 * What people do in each kind of emergency. The first four steps of each procedure are the short
 * version shown for the other emergencies; the rest, and the hazard-specific steps, make the
 * detailed procedure for the emergency the plan is written for.
 */
type Procedure = {
  steps: (ctx: ComposeContext, call: string) => string[];
  /** Steps that apply only when the business has the hazard. */
  extras?: (ctx: ComposeContext) => (string | null)[];
  /** Whether the emergency is relevant to this business; absent means always. */
  relevant?: (ctx: ComposeContext) => boolean;
};

/** Where each country isolates a building's electricity: a switchboard, a consumer unit, a panel. */
const MAIN_BOARD: Record<ComposeContext["profile"]["country"], string> = {
  AU: "main switchboard",
  NZ: "main switchboard",
  UK: "main distribution board or consumer unit",
  US: "main electrical panel",
};

/** Who runs the local electricity network in each country's words, for a power cut. */
const NETWORK: Record<ComposeContext["profile"]["country"], string> = {
  AU: "electricity distributor",
  NZ: "lines company",
  UK: "distribution network operator",
  US: "electric utility",
};

/** Where a job is, as the emergency services need it where there is no street address. */
const JOB_LOCATION =
  "job's street address, or its exact location (GPS coordinates from your phone's map) where it has no street address";

const PUBLIC_FACING = ["retail", "hospitality", "healthcare", "transport", "education"];
const publicFacing = (ctx: ComposeContext) => PUBLIC_FACING.includes(ctx.business.industry);
/** Children or pupils in the business's care, who are released to their families, never sent home. */
const hasChildren = (ctx: ComposeContext) =>
  othersOnSite(ctx).some((o) => o.kind === "children" || o.kind === "pupils");
/** A till the public pays at: where a robbery is the threat the plan prepares for. */
const handlesCash = (ctx: ComposeContext) => ["retail", "hospitality"].includes(ctx.business.industry);
/** An open site, yard or property: no floors, lifts or building to shelter in (see setting.ts). */
const onSite = (ctx: ComposeContext) => !settingOf(ctx).building;
/**
 * Work only at clients' homes or sites: the building is theirs, with its own exits, alarm and
 * switchboard; the business has no assembly point, storerooms or sign-in register there.
 */
const atOthers = (ctx: ComposeContext) => workPlaces(ctx).atOthersOnly;

const PROCEDURES: Record<EmergencyType, Procedure> = {
  fire: {
    steps: (ctx, call) => [
      // A client's place has its own alarm or none; a few people there warn each other and the client.
      atOthers(ctx)
        ? 'Raise the alarm: shout "Fire!" and warn everyone nearby, including the client or property owner, and use the place\'s own alarm where it has one.'
        : onSite(ctx)
          ? 'Raise the alarm: shout "Fire!", sound the site alarm or make the emergency call by two-way radio or phone, and warn people nearby.'
          : 'Raise the alarm: shout "Fire!", activate the nearest alarm call point and warn people nearby.',
      `Call ${call} and ${siteRespondsFirst(ctx) ? "report the fire" : "ask for the fire service"}; give the ${atOthers(ctx) ? JOB_LOCATION : onSite(ctx) ? "site's location and access point" : "address"}, what is burning and whether anyone is trapped.`,
      atOthers(ctx)
        ? "Get everyone away from the fire and out of any building by the nearest safe exit, as found on arrival, closing doors behind you, and move well clear, upwind of the smoke and away from fuel and gas cylinders."
        : onSite(ctx)
          ? "Move to the assembly point upwind of the fire, keeping clear of fuel, gas cylinders and the smoke."
          : "Evacuate by the nearest safe exit to the assembly point, closing doors behind you; do not use lifts.",
      onSite(ctx) || atOthers(ctx)
        ? "Do not go back until the fire service says it is safe."
        : "Do not go back in until the fire service says it is safe.",
      "Only if you are trained, the fire is small and your exit is behind you, use the right extinguisher or fire blanket; if it does not go out within seconds, leave.",
      checkAreas(ctx),
      `${lead(ctx)} accounts for everyone and briefs the fire service on arrival: anyone missing, where the fire is, and hazards on site.`,
    ],
    extras: (ctx) => [
      hasHazard(ctx, "ignition")
        ? "Stop hot work at once and shut off gas cylinders, fuel and flammable supplies if it is safe to do so."
        : null,
      hasHazard(ctx, "chemical")
        ? "Tell the fire service which chemicals are stored and where, and hand the first crew the chemical register and safety data sheets."
        : null,
      onSite(ctx) && hasHazard(ctx, "plant")
        ? "Vehicle or plant fire: park clear of other plant, stop the engine, set off the fire suppression system if fitted, and get well away from the machine."
        : null,
      // A client's switchboard is the client's to isolate, not a visiting worker's.
      hasHazard(ctx, "electrical") && !atOthers(ctx)
        ? `Isolate the electrical supply at the ${MAIN_BOARD[ctx.profile.country]} if it is safe to do so.`
        : null,
      hasHazard(ctx, "height")
        ? "Workers on roofs, scaffolds or platforms come down by the nearest safe route; operators lower elevating platforms and park plant clear of exits."
        : null,
    ],
  },
  medical: {
    steps: (ctx, call) => [
      "Check for danger to yourself and others, and make the area safe.",
      `Call ${call}${siteRespondsFirst(ctx) ? "" : " for an ambulance"} straight away if the person is unresponsive, not breathing normally, bleeding heavily or seriously injured.`,
      atOthers(ctx)
        ? "Get the first aid kit from the vehicle; start CPR if the person is not breathing normally, and ask the client or the call-taker where the nearest defibrillator is."
        : "Send for the nearest first aider and the first aid kit; start CPR if the person is not breathing normally and send for the defibrillator.",
      atOthers(ctx)
        ? `Give the call-taker the ${JOB_LOCATION}, and send someone, or ask the client, to meet the ambulance at the gate or road and guide the crew to the patient.`
        : onSite(ctx)
          ? "Send someone to meet the ambulance at the site entrance or the agreed meeting point and guide the crew to the patient."
          : "Send someone to meet the ambulance at the entrance and guide the crew to the patient.",
      "Do not move the injured person unless they are in danger where they are.",
      "The first aider records the treatment; the supervisor completes the incident report and checks whether the regulator must be notified.",
    ],
    extras: (ctx) => [
      hasHazard(ctx, "electrical")
        ? "Electric shock: switch off the supply before touching the person; if you cannot, move them only with a dry, non-conductive object."
        : null,
      hasHazard(ctx, "chemical")
        ? "Chemical contact: flush skin or eyes with clean running water for at least 15 minutes and follow the first aid section of the safety data sheet."
        : null,
      usesHarness(ctx, "business")
        ? "Worker suspended in a harness: rescue them within minutes using the rescue plan and equipment kept at the work area."
        : null,
      hasHazard(ctx, "confinedSpace")
        ? "Person collapsed in a confined space: do not enter; the stand-by person starts the rescue plan from outside and calls for help."
        : null,
      hasHazard(ctx, "temperature")
        ? "Heat illness: move the person to shade, cool them with water and air flow, and give sips of water if they are conscious."
        : null,
    ],
  },
  "chemical-spill": {
    relevant: (ctx) => hasHazard(ctx, "chemical"),
    steps: (_ctx, call) => [
      "Warn people nearby and move them away from the spill, upwind and uphill.",
      "Remove contaminated clothing and flush affected skin or eyes with clean water for at least 15 minutes.",
      `Call ${call} if the spill is large, on fire, giving off gas or vapour, or anyone is seriously affected; evacuate if told to.`,
      "Identify the substance from its label and safety data sheet before anyone goes near it.",
      "If trained and safe, wear the PPE the safety data sheet lists, stop the leak, and contain the spill with the spill kit.",
      "Cover or block drains so nothing reaches stormwater; remove ignition sources if the substance is flammable; ventilate the area.",
      "Collect the absorbed material into labelled containers for disposal by the approved route, and restock the spill kit.",
    ],
  },
  "natural-disaster": {
    steps: (ctx) => [
      `Monitor warnings from the emergency services and the weather service for ${placeName(ctx)}${naturalHazardsClause(ctx)}.`,
      // At a remote site the workplace is the refuge: the road out is hours long and may be cut,
      // so nobody is sent home into the weather. Leaving is for the emergency services or the
      // site's own plan for the hazard to direct (a bushfire plan sends people early), in this
      // step and the next alike.
      isRemote(ctx)
        ? "Act early on a warning: stop outdoor and elevated work, secure loose materials and plant, bring outdoor crews back to the base, and keep everyone on site; nobody sets out on the road unless the emergency services, or the site's own plan for that hazard, direct it."
        : atOthers(ctx)
          ? "Act early on a warning: stop work, make the job safe, secure tools and equipment in the vehicle, and leave for home or a safe place before travel becomes dangerous."
          : hasChildren(ctx)
            ? "Act early on a warning: stop outdoor and elevated work, secure loose materials and plant, and send staff who are not caring for children home before travel becomes dangerous; children stay in staff care until they are released as this plan sets out."
            : "Act early on a warning: stop outdoor and elevated work, secure loose materials and plant, and send people home before travel becomes dangerous.",
      // What to do in an earthquake only where the place has them: a beachfront shop in Florida
      // plans for hurricanes, not for the shaking it will not get.
      isRemote(ctx)
        ? `Follow the warning: shelter in the site's designated shelter or strongest building, away from windows, and leave only when the emergency services, or the site's own plan for that hazard, direct it${hasNatural(ctx, "earthquake") ? "; in an earthquake, drop, cover and hold on, and stop plant" : ""}.`
        : atOthers(ctx)
          ? `Follow the warning: if caught at a job, shelter in the strongest building nearby, away from windows, with the client's agreement, or leave early if told to${hasNatural(ctx, "earthquake") ? "; in an earthquake, drop, cover and hold on, or outdoors move clear of buildings, trees and power lines" : ""}.`
          : onSite(ctx)
            ? `Follow the warning: shelter in the site's designated shelter or strongest site building, or leave site early if told to${hasNatural(ctx, "earthquake") ? "; in an earthquake, stop plant and move clear of excavations, walls, faces, structures and overhead lines" : ""}.`
            : `Follow the warning: shelter in the strongest part of the building away from windows, or evacuate early if told to${hasNatural(ctx, "earthquake") ? "; in an earthquake, drop, cover and hold on" : ""}.`,
      "Never drive, walk or work in floodwater.",
      atOthers(ctx)
        ? "After the event, stay away from damaged buildings, fallen power lines and floodwater, and do not return to a job until the client says the place is safe."
        : onSite(ctx)
          ? "After the event, isolate damaged gas, electricity and water services, and keep people out of excavations, structures and site buildings until they have been checked."
          : "After the event, isolate damaged gas, electricity and water services, and keep people out until the building has been checked.",
      "Account for every worker, including those working remotely or travelling.",
    ],
  },
  "security-threat": {
    relevant: (ctx) => publicFacing(ctx) || hasHazard(ctx, "violence"),
    steps: (ctx, call) => [
      handlesCash(ctx)
        ? "Put personal safety first: do not argue with, resist or chase an aggressive or armed person; in a robbery, do as you are asked."
        : "Put personal safety first: do not argue with, resist or chase an aggressive or armed person.",
      `Call ${call}${siteRespondsFirst(ctx) ? "" : " for the police"} as soon as it is safe to do so.`,
      atOthers(ctx)
        ? "If there is a threat at a job, leave it: get into the vehicle, lock the doors and drive away to a safe place if you can, and tell the person in charge."
        : onSite(ctx)
          ? "If there is a threat on site, move people into a lockable site building or vehicle cab, lock it, silence phones and stay out of sight until the police give the all-clear."
          : "If there is a threat inside the building, move people to a lockable room, lock the door, silence phones and stay away from windows until the police give the all-clear.",
      "Note a description of the people, vehicles and direction of travel; keep the scene, and any CCTV recording, untouched for the police.",
      "Offer debriefing and counselling to everyone affected.",
    ],
  },
  evacuation: {
    steps: (ctx) => [
      `On the evacuation signal or ${emergencyRoles(ctx).anInstruction}, stop work and make plant and equipment safe if it takes only seconds.`,
      // A client's home or property has no diagram or assembly point of the business's own.
      atOthers(ctx)
        ? "Leave by the nearest safe way out, as found on arrival, and get well clear of the emergency, meeting where the client's arrangements say or by the vehicle if it is safe there."
        : onSite(ctx)
          ? "Go to the assembly point by the route shown at the site induction, on foot or in site vehicles as the site plan directs, keeping clear of the emergency and of moving plant."
          : "Leave by the nearest safe exit, as shown on the evacuation diagram, and walk to the assembly point; do not use lifts.",
      atOthers(ctx)
        ? "Help the client and anyone else there who needs assistance to get out, if you can do so safely."
        : "Help visitors and anyone who needs assistance, as their personal evacuation plan sets out.",
      atOthers(ctx)
        ? `Once out, tell the client or site contact, and tell ${emergencyRoles(ctx).theLead} you are safe; do not go back in until the emergency services say it is safe.`
        : emergencyRoles(ctx).small
          ? `Report to ${emergencyRoles(ctx).theLead} at the assembly point and stay there until they give the all-clear.`
          : `Report to the warden at the assembly point and stay there until ${emergencyRoles(ctx).theLead} gives the all-clear.`,
      checkAreas(ctx),
      atOthers(ctx)
        ? `${lead(ctx)} accounts for everyone from the day's jobs (who was sent where), and tells emergency services of anyone missing.`
        : `${lead(ctx)} accounts for everyone using the sign-in registers and the visitor book, and tells emergency services of anyone missing.`,
    ],
  },
  "bomb-threat": {
    // A threat against a building and the people in it: an open site, yard or pit has neither.
    relevant: (ctx) => !onSite(ctx) && (publicFacing(ctx) || ctx.employees.min >= 50),
    steps: (ctx, call) => [
      "If the threat is by phone, keep the caller talking, write down their exact words, and ask where the bomb is, when it will go off, what it looks like and why it was placed.",
      `After the call, call ${call} for the police and tell ${emergencyRoles(ctx).theLead}; do not hang up the phone line the call came in on.`,
      "Do not touch or move suspicious items, and do not use radios or mobile phones near them.",
      `${lead(ctx)} decides with the police whether to evacuate; if evacuating, use routes and an assembly point away from any suspicious item.`,
    ],
  },
  "power-failure": {
    // At a client's place the supply is the client's to report; the business's own equipment
    // runs from its vehicle, so a power cut there is no emergency of the business's own.
    relevant: (ctx) =>
      !atOthers(ctx) &&
      (hasHazard(ctx, "plant") ||
        hasHazard(ctx, "electrical") ||
        hasHazard(ctx, "confinedSpace") ||
        hasHazard(ctx, "temperature") ||
        hasHazard(ctx, "pressure")),
    steps: (ctx) => [
      "Stay where you are until emergency lighting or a torch lets you move safely.",
      "Switch off and isolate machinery and equipment so it cannot restart unexpectedly when power returns.",
      onSite(ctx)
        ? "Check no one is stranded on powered access equipment or relying on powered ventilation, pumps or lighting in a trench, pit or confined space; bring them out if they are."
        : "Check no one is trapped in a lift or on powered access equipment; call the lift service if they are.",
      `Contact the ${NETWORK[ctx.profile.country]} to find out the cause and how long the outage will last.`,
      "If lighting, ventilation or fire systems are out for long, evacuate the affected area.",
      "When power returns, restart equipment one item at a time under supervision.",
    ],
  },
};

export function emergencyLabel(type: string): string {
  return EMERGENCY_TYPES.find((t) => t.value === type)?.label ?? type;
}

/** The emergency the plan is written for: the one chosen, or fire. */
export function mainEmergency(ctx: ComposeContext): EmergencyType {
  const chosen = EMERGENCY_TYPES.find((t) => t.value === ctx.metadata.emergencyType);
  return chosen ? chosen.value : "fire";
}

const placeName = (ctx: ComposeContext) => ctx.regionNames.join(", ") || ctx.jurisdictionName;

/** "; the natural hazard of this place is …, with its own steps under …", or nothing where it has none listed. */
function naturalHazardsClause(ctx: ComposeContext): string {
  const titles = placeHazards(ctx).map((s) => s.title.toLowerCase());
  if (!titles.length) return "";
  return titles.length === 1
    ? `; the natural hazard of this place is ${titles[0]}, with its own steps under "Natural hazards of this place"`
    : `; the natural hazards of this place are ${hazardList(titles)}, each with its own steps under "Natural hazards of this place"`;
}

/**
 * The place's natural hazards in a sentence. Their names hold "and" themselves ("hurricane and
 * storm surge"), so where one does they are parted by semicolons, never read as one list.
 */
export function hazardList(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? "";
  return items.some((i) => / and /.test(i))
    ? `${items.slice(0, -1).join("; ")}; and ${items.at(-1)}`
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const hasNatural = (ctx: ComposeContext, id: string) => placeHazards(ctx).some((s) => s.id === id);

/** The detailed procedure: every step, plus those the business's hazards call for. */
export function detailedProcedure(ctx: ComposeContext, type: EmergencyType): string[] {
  const proc = PROCEDURES[type];
  const extras = (proc.extras?.(ctx) ?? []).filter((x): x is string => Boolean(x));
  return [...proc.steps(ctx, firstCall(ctx)), ...extras];
}

/** The short procedure: the essential first steps. */
export function shortProcedure(ctx: ComposeContext, type: EmergencyType): string[] {
  return PROCEDURES[type].steps(ctx, firstCall(ctx)).slice(0, 4);
}

/** The other emergencies that matter to this business, in catalogue order. */
export function otherEmergencies(ctx: ComposeContext): EmergencyType[] {
  const main = mainEmergency(ctx);
  return EMERGENCY_TYPES.map((t) => t.value).filter(
    (t) => t !== main && (PROCEDURES[t].relevant?.(ctx) ?? true),
  );
}

export { REMOTE_MEDEVAC };

/** The scenario of a worker left hanging in a fall-arrest harness. */
const SUSPENDED_IN_HARNESS = "suspended-in-harness";

type Filled = { id: string; title: string; ready: string | null; steps: string[] };

/** A scenario's steps with who is called first, and the site's own call where that is the emergency services. */
function filled(ctx: ComposeContext, s: EmergencyScenario): Filled {
  // A site the owner says is remote gets the procedure written from its own facts (its hospital,
  // travel time and country's services), which covers the knowledge base's steps and more.
  if (s.id === REMOTE_MEDEVAC && isRemote(ctx))
    return { id: s.id, title: s.title, ready: s.ready, steps: medevacSteps(ctx) };
  return { id: s.id, title: s.title, ready: s.ready, steps: scenarioSteps(ctx, s, onSite(ctx)) };
}

/** The emergencies that come with this business's own work and site, with their steps filled in. */
export function workEmergencies(ctx: ComposeContext): Filled[] {
  return scenariosOf(ctx)
    .filter((s) => !s.natural)
    .map((s) => filled(ctx, s));
}

/** The natural hazards of the business's place (cyclone, hurricane, earthquake), with their steps filled in. */
export function placeHazards(ctx: ComposeContext): Filled[] {
  return scenariosOf(ctx)
    .filter((s) => s.natural)
    .map((s) => filled(ctx, s));
}

/** The training the work's own emergencies and the place's natural hazards need, each once. */
export function workEmergencyTraining(
  ctx: ComposeContext,
): { who: string; training: string; when: string }[] {
  const rows = scenariosOf(ctx).flatMap((s) => {
    const row = isRemote(ctx) && s.remoteTraining ? s.remoteTraining : s.training;
    return row ? [row] : [];
  });
  return rows.filter((r, i) => rows.findIndex((o) => o.training === r.training && o.who === r.who) === i);
}

/**
 * The scenarios of the business's work and place. A site the owner says is remote has the remote
 * medical evacuation whatever its industry or state: distance from care, not the trade, is what
 * makes it needed.
 */
const scenariosOf = (ctx: ComposeContext) =>
  scenariosFor({
    industry: ctx.business.industry,
    regions: [ctx.business.jurisdiction, ...ctx.business.regions],
    hazards: ctx.hazards,
    text: [ctx.business.workDescription, ctx.metadata.activity, ctx.metadata.scope, ctx.metadata.location],
  })
    // A worker hanging in a harness is an emergency only of work that uses one.
    .filter((s) => s.id !== SUSPENDED_IN_HARNESS || usesHarness(ctx, "business"))
    .concat(isRemote(ctx) ? EMERGENCY_SCENARIOS.filter((s) => s.id === REMOTE_MEDEVAC) : [])
    .filter((s, i, all) => all.findIndex((o) => o.id === s.id) === i)
    .sort((a, b) => EMERGENCY_SCENARIOS.indexOf(a) - EMERGENCY_SCENARIOS.indexOf(b));

/** "The chief warden", "The emergency coordinator", "The person in charge": who leads, starting a sentence. */
function lead(ctx: ComposeContext): string {
  return `The ${emergencyRoles(ctx).lead}`;
}

/** Who checks areas are clear as people leave: the wardens, or everyone where there are none. */
function checkAreas(ctx: ComposeContext): string {
  const r = emergencyRoles(ctx);
  if (atOthers(ctx))
    return `Each worker makes sure everyone they brought or were working with is out, tells the client or site contact, and reports to ${r.theLead}.`;
  if (r.small)
    return onSite(ctx)
      ? `Everyone checks their own work area, plant and vehicles as they leave, and reports to ${r.theLead}.`
      : `Everyone checks their own area, including toilets and storerooms, as they leave, and reports to ${r.theLead}.`;
  return onSite(ctx)
    ? `Wardens check their work areas, plant and site buildings as they leave, and report to ${r.theLead}.`
    : `Wardens check their areas, including toilets and storerooms, and report to ${r.theLead}.`;
}
