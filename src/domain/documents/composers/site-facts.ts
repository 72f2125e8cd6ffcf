import { OTHERS_ON_SITE_KINDS, type OthersOnSite, type OthersOnSiteKind } from "../../catalogue";
import type { ComposeContext } from "../compose-types";
import { emergencyRoles } from "./emergency-roles";
import { firstCall } from "./regulator";
import { capitalise, listText } from "./text";

/**
 * The site facts the owner gives on the business form (nearest hospital or medical centre and the
 * time to reach it, a remote site, the people on site who are not workers), worded for the first
 * aid plan, the emergency plan and the inductions. A fact not given is a line left visibly blank to
 * fill in before the document is issued, never a line left out.
 */

/** What a blank fact prints, so a reader sees at once that it is still to be filled in. */
export const BLANK = "____ (fill in before issue)";

export const isRemote = (ctx: ComposeContext): boolean => ctx.business.remoteSite === true;

/** Industries whose work is done on open sites, yards, roads and paddocks rather than in one building. */
const SITE_INDUSTRIES = ["construction", "mining", "agriculture", "transport"];

/** Words in the site's address or scope that put the business in a building with floors. */
const IN_BUILDING = /\b(?:level|floor|storey|suite)\s+\d+|\boffices?\b/i;

/**
 * Whether the business works on an open site, yard or property rather than in a building: no floors,
 * lifts or indoors to move the work to. One reading for every document, so an emergency plan, an
 * induction and a contractor induction give a place's hazards the same steps.
 */
export function worksOnOpenSite(ctx: ComposeContext): boolean {
  const place = [ctx.metadata.location, ctx.metadata.scope].filter(Boolean).join(" ");
  return SITE_INDUSTRIES.includes(ctx.business.industry) && !IN_BUILDING.test(place);
}

/** The kinds of people on site who are not workers, in the catalogue's order, each with a number. */
export function othersOnSite(ctx: ComposeContext): OthersOnSite[] {
  const given = (ctx.business.othersOnSite ?? []).filter((o) => o.count > 0);
  return OTHERS_ON_SITE_KINDS.flatMap((k) => given.filter((o) => o.kind === k.value));
}

/** The words each country uses for the people, services and equipment these lines name. */
type Words = {
  /** How a casualty is flown out, as the emergency services there would say it. */
  air: string;
  /** Ways of calling for help where there is no mobile coverage. */
  noCoverage: string;
  pupils: string;
  /** The record a class is counted against. */
  classRoll: string;
  parents: string;
  /** Where an unwell pupil waits. */
  sickRoom: string;
  toilets: string;
};

const WORDS: Record<string, Words> = {
  AU: {
    // No retrieval service is named: which one flies depends on the state and the district, and
    // none is verified here, so the call asks for it by what it does.
    air: "aeromedical retrieval (an air ambulance)",
    noCoverage: "satellite phone, UHF radio or personal locator beacon",
    pupils: "students",
    classRoll: "class roll",
    parents: "parents or carers",
    sickRoom: "sick bay",
    toilets: "toilets",
  },
  UK: {
    air: "an air ambulance",
    noCoverage: "satellite phone, radio or personal locator beacon",
    pupils: "pupils",
    classRoll: "class register",
    parents: "parents or carers",
    sickRoom: "medical room",
    toilets: "toilets",
  },
  NZ: {
    air: "an air ambulance or rescue helicopter",
    noCoverage: "satellite phone, mountain radio or personal locator beacon",
    pupils: "students",
    classRoll: "class roll",
    parents: "parents or caregivers",
    sickRoom: "sick bay",
    toilets: "toilets",
  },
  US: {
    air: "air medical transport (a medical helicopter or airplane)",
    noCoverage: "satellite phone, two-way radio or personal locator beacon",
    pupils: "students",
    classRoll: "class attendance list",
    parents: "parents or guardians",
    sickRoom: "nurse's office",
    toilets: "restrooms",
  },
};

export const wordsFor = (ctx: ComposeContext): Words => WORDS[ctx.business.country] ?? WORDS.AU!;

/** "45 minutes", "1 hour 20 minutes", "2 hours". */
export function travelTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const mins = `${m} minute${m === 1 ? "" : "s"}`;
  if (h === 0) return mins;
  const hours = `${h} hour${h === 1 ? "" : "s"}`;
  return m === 0 ? hours : `${hours} ${mins}`;
}

/** The nearest hospital or medical centre as given, or the blank to fill in. */
export const nearestMedicalName = (ctx: ComposeContext): string =>
  ctx.business.nearestMedical?.trim() || BLANK;

/** The travel time to it as given, or the blank to fill in. */
export function nearestMedicalTime(ctx: ComposeContext): string {
  const minutes = ctx.business.nearestMedicalMinutes;
  return minutes ? `about ${travelTime(minutes)}` : `____ minutes (fill in before issue)`;
}

/** The two lines every document with a medical line prints, filled in or left blank. */
export function nearestMedicalLines(ctx: ComposeContext): string[] {
  return [
    `Nearest hospital or medical centre: ${nearestMedicalName(ctx)}`,
    `Travel time to it: ${nearestMedicalTime(ctx)}`,
  ];
}

/** Help is far away: the site is remote, or the hospital is more than half an hour off. */
export const helpIsFar = (ctx: ComposeContext): boolean =>
  isRemote(ctx) || (ctx.business.nearestMedicalMinutes ?? 0) > 30;

/**
 * How a casualty reaches care from a remote site: who calls which service, where the aircraft
 * lands or the ambulance is met, and how the call is made where phones do not work.
 */
export function medevacSteps(ctx: ComposeContext): string[] {
  const w = wordsFor(ctx);
  const r = emergencyRoles(ctx);
  const hospital = ctx.business.nearestMedical?.trim();
  const minutes = ctx.business.nearestMedicalMinutes;
  const time = minutes ? `${travelTime(minutes)} away` : null;
  const far = hospital
    ? `the nearest care is ${hospital}${time ? `, ${time}` : ""}`
    : time
      ? `the nearest hospital is ${time}`
      : "how far the nearest hospital is";
  return [
    `For any serious injury or illness, the first aider or ${r.theLead} calls ${firstCall(ctx)} at once: say the site is remote and ${far}; give the exact location with GPS coordinates, and ask straight away whether ${w.air} is needed. Deciding and flying take time, so do not wait to see whether the person gets worse.`,
    `Where there is no mobile coverage, call for help by the site's ${w.noCoverage} (a beacon only raises the alarm: set it off when no call can be made). Every crew working away from the base carries one, it is checked before each shift, and everyone is shown how to use it at induction.`,
    "Prepare the landing site the site has chosen for aircraft (airstrip or helicopter landing site) and keep people, vehicles and loose material off it; or send a vehicle to the agreed meeting point for the road ambulance. Someone with a radio or phone waits there to guide the crew in, with lights after dark.",
    "The first aider stays with the casualty, keeps them still and sheltered from sun, heat and cold, and writes down their condition, the times and the treatment given for the retrieval crew.",
    "Drive a casualty towards care only when the emergency services advise it, with the first aider, in a suitable vehicle, to meet the ambulance on the way.",
    `Tell the person's supervisor; once they are in care, ${r.theLead} arranges for their family to be contacted and for their travel home.`,
  ];
}

/** The details of the medical evacuation a remote site records, filled in where the owner gave them. */
export function medevacFields(ctx: ComposeContext): [string, string?][] {
  const w = wordsFor(ctx);
  return [
    ["Nearest hospital or medical centre", nearestMedicalName(ctx)],
    ["Travel time to it", nearestMedicalTime(ctx)],
    [`How ${w.air.replace(/ \(.*\)$/, "")} is requested from this site`],
    ["Landing site for aircraft (GPS coordinates)"],
    ["Road ambulance meeting point (GPS coordinates)"],
    [`Communication where there is no mobile coverage (${w.noCoverage})`],
  ];
}

/**
 * Whether the public on site are the business's customers: a shop's or a café's are, a school's or
 * a clinic's visitors are not, and calling them customers reads as another business's plan.
 */
const sellsToThem = (ctx: ComposeContext) => ["retail", "hospitality"].includes(ctx.business.industry);

/** "620 students", "90 children", "up to 200 customers, visitors or members of the public". */
export function othersLabel(ctx: ComposeContext, o: OthersOnSite): string {
  const w = wordsFor(ctx);
  const n = o.count.toLocaleString("en");
  const names: Record<OthersOnSiteKind, string> = {
    children: o.count === 1 ? "child" : "children",
    pupils: o.count === 1 ? w.pupils.replace(/s$/, "") : w.pupils,
    patients: o.count === 1 ? "patient" : "patients",
    residents: o.count === 1 ? "resident" : "residents",
    guests: o.count === 1 ? "overnight guest" : "overnight guests",
    public: sellsToThem(ctx)
      ? "customers, visitors or members of the public"
      : "visitors or members of the public",
  };
  return o.kind === "public" ? `up to ${n} ${names.public}` : `${n} ${names[o.kind]}`;
}

/** The people on site who are not workers, in a sentence: "620 students and up to 50 members…". */
export const othersText = (ctx: ComposeContext): string =>
  listText(othersOnSite(ctx).map((o) => othersLabel(ctx, o)));

/** How each kind of people is evacuated and counted, for the emergency plan. */
export function othersEvacuation(ctx: ComposeContext, o: OthersOnSite): { heading: string; steps: string[] } {
  const w = wordsFor(ctx);
  const r = emergencyRoles(ctx);
  const heading = capitalise(othersLabel(ctx, o));
  switch (o.kind) {
    case "children":
      return {
        heading,
        steps: [
          "Staff keep to the staff-to-child supervision ratio throughout: each room's staff lead their own children out, carrying babies and using evacuation cots or prams for children who cannot walk, and no child is left alone.",
          "Each room takes its attendance record for the day (who has signed in and out) and the emergency bag with medication and contact details.",
          `At the assembly point, call the roll against the attendance record, count the children again at every move, and tell ${r.theLead} at once of any child missing and where they were last seen.`,
          `Children are handed over only to their ${w.parents} or a person they have authorised, and each handover is signed off against the record.`,
        ],
      };
    case "pupils":
      return {
        heading,
        steps: [
          `Each teacher leads their class out by the planned route, taking the ${w.classRoll}; staff without a class check ${w.toilets}, the ${w.sickRoom}, the library and other shared rooms as they leave.`,
          `At the assembly point, each class lines up in its place and the teacher calls the roll against the ${w.classRoll} and the day's attendance record (including ${w.pupils} who signed in late or out early), then reports the count to ${r.theLead}.`,
          `Anyone missing is reported to ${r.theLead} at once with where they were last seen, and passed to the emergency services; no one goes back in to search.`,
          `${capitalise(w.pupils)} stay with their class until the all-clear, or are released only to their ${w.parents} through one sign-out point, each release recorded.`,
        ],
      };
    case "patients":
    case "residents": {
      const who = o.kind;
      return {
        heading,
        steps: [
          `Staff move ${who} who can walk first, guiding them out by the nearest safe route, and keep them together at the assembly point or a safe area.`,
          `${capitalise(who)} who cannot walk or who depend on equipment are evacuated in stages: first horizontally, beyond fire doors to a safe area on the same floor, then down stairs or out only if the fire spreads or the emergency services direct it, using evacuation chairs, sleds or beds with staff trained in them.`,
          `Each of these ${who} has a personal emergency evacuation plan that names how they are moved, by whom and with what equipment and medication.`,
          `Each room is checked and marked clear as it is left, and ${who} are counted against the day's list at each stage; the count and anyone still inside, with where they are, are reported to ${r.theLead} and the emergency services.`,
        ],
      };
    }
    case "guests":
      return {
        heading,
        steps: [
          "Guests do not know the building or its exits, and may be asleep: staff sweep every floor as they leave, knocking on each room door and directing guests to the nearest exit, without entering a room where there is fire or smoke.",
          "Reception takes the guest register (tonight's room list, with guests who asked for help to evacuate) to the assembly point.",
          `At the assembly point, guests are counted against the register; rooms not accounted for are reported straight away to ${r.theLead} and the emergency services, who search them.`,
          "Guests are kept together and away from the building until the all-clear, and told what is happening.",
        ],
      };
    case "public":
      return {
        heading,
        steps: [
          `Staff direct ${sellsToThem(ctx) ? "customers and visitors" : "visitors"} to the nearest safe exit, stop anyone coming in, and check public areas and ${w.toilets} as they leave.`,
          "People who may need help, such as those with a disability, older people or parents with young children, are helped out or to a safe refuge and their place is reported.",
          `At the assembly point, visitors are counted against the visitor register where one is kept, and ${r.theLead} is told of anyone who may still be inside.`,
        ],
      };
  }
}

/** A worker's own part in getting each kind of people out, for the inductions. */
export function othersRole(ctx: ComposeContext, o: OthersOnSite): string {
  const w = wordsFor(ctx);
  const label = othersLabel(ctx, o);
  switch (o.kind) {
    case "children":
      return `There are ${label} here. If you are looking after children when the alarm sounds, take your room's attendance record and emergency bag, lead your children out, keep them together and counted at the assembly point, and hand a child over only to their ${w.parents} or a person they have authorised.`;
    case "pupils":
      return `There are ${label} here. If you are teaching or supervising a class, take the ${w.classRoll}, lead your class out, call the roll at the assembly point and report anyone missing at once; if you have no class, check the rooms you pass as you leave.`;
    case "patients":
    case "residents":
      return `There are ${label} here. Know which of the ${o.kind} in your area cannot walk and what their evacuation plan says; on the alarm, help those who can walk out first, then move the others as the plan and ${emergencyRoles(ctx).theLead} direct.`;
    case "guests":
      return `There are ${label} here who do not know the building. On the alarm, knock on room doors and direct guests out as you leave your area, and bring the guest register if that is your role.`;
    case "public":
      return `There are ${label} here. On the alarm, direct them to the nearest safe exit, stop anyone coming in, and do not let anyone go back inside.`;
  }
}

/** A contractor's part for the people on site who are not workers: keep clear of them, never take charge of them. */
export function contractorOthersRole(ctx: ComposeContext): string | null {
  const others = othersText(ctx);
  if (!others) return null;
  return `There are ${others} on site. Keep them out of your work area and away from your tools, plant and materials at all times. On the alarm, leave by the nearest safe exit, tell a member of staff of anyone you pass on the way, and do not go back in; staff lead and count them.`;
}

/**
 * Keeping children or pupils safe where leaving the building is the danger: a lockdown for a threat
 * inside or near it, bringing everyone in from outside (reverse evacuation), and sheltering from
 * severe weather, each ending with the roll taken, since a school's or centre's first question in
 * any emergency is whether every child is accounted for. Null where there are none on site.
 */
export function childrenInShelter(
  ctx: ComposeContext,
  severeWeather: boolean,
): { heading: string; steps: string[] } | null {
  const kids = othersOnSite(ctx).filter((o) => o.kind === "pupils" || o.kind === "children");
  if (kids.length === 0) return null;
  const w = wordsFor(ctx);
  const r = emergencyRoles(ctx);
  const pupils = kids.some((o) => o.kind === "pupils");
  const who = pupils ? w.pupils : "children";
  const roll = pupils ? `the ${w.classRoll}` : "the room's attendance record";
  const staff = pupils ? "teachers" : "each room's staff";
  return {
    heading: `Lockdown, reverse evacuation and shelter with ${who}`,
    steps: [
      `Lockdown (a threat inside or near the building): on the lockdown signal, ${staff} bring every one of the ${who} near them into the nearest lockable room, lock the door, cover its glass, turn off the lights and keep everyone out of sight and quiet; the door is opened for no one: the police or ${r.theLead} unlock it with a key when it is safe. Call ${firstCall(ctx)} for the police as soon as it is safe.`,
      // A fire alarm is how an attacker can draw people out: during a lockdown it is checked, not obeyed.
      `A fire alarm during a lockdown: ${staff} do not lead the ${who} out on the alarm alone; they leave only if they see or smell smoke or fire, or if ${r.theLead} tells them to by phone or radio.`,
      `Reverse evacuation (a danger outside, such as a threatening person, a loose animal, smoke or a storm coming): on the signal, everyone outside comes straight into the building by the nearest door; staff on outdoor or bus duty bring the ${who} in, and the outside doors are locked behind them.`,
      ...(severeWeather
        ? [
            `Natural hazards of this place: where their procedure says to shelter, ${staff} take the ${who} to their planned shelter area, taking ${roll}, and keep them together there until the all-clear; where it says to leave, they are led out as in an evacuation.`,
          ]
        : []),
      `Wherever they shelter, ${staff} take the roll against ${roll} and report to ${r.theLead} by phone or radio: who is present, who is missing and any ${who} from other groups sheltering with them. Nobody leaves to look for someone missing; ${r.theLead} passes it to the emergency services.`,
      `${capitalise(who)} are released only at the all-clear, through one sign-out point, to their ${w.parents} or another adult named on their emergency contact record, whose identity is checked against it; each release is recorded.`,
    ],
  };
}
