import { EMERGENCY_TYPES, type EmergencyType } from "../../../catalogue";
import { EMERGENCY_SCENARIOS, type EmergencyScenario, scenariosFor } from "../../../emergencies";
import type { ComposeContext } from "../../compose-types";
import { emergencyRoles } from "../../composers/emergency-roles";
import { hasHazard, usesHarness } from "../../composers/hazard-selection";
import { REMOTE_MEDEVAC, scenarioSteps } from "../../composers/place-hazards";
import { siteRespondsFirst } from "../../composers/regulator";
import { isRemote, medevacSteps, othersOnSite } from "../../composers/site-facts";
import { workPlaces } from "../../composers/work-places";
import { settingOf } from "./setting";
import type { Wording } from "./wording.generated";

/**
 * What people do in each kind of emergency. The first four steps of each procedure are the short
 * version shown for the other emergencies; the rest, and the hazard-specific steps, make the
 * detailed procedure for the emergency the plan is written for. The steps' words are the template's
 * (`steps` in knowledge/documents/emergency-plan/template.yaml); this file chooses which apply and
 * in what order.
 */
type Procedure = {
  steps: (ctx: ComposeContext, w: Steps) => string[];
  /** Steps that apply only when the business has the hazard. */
  extras?: (ctx: ComposeContext, w: Steps) => (string | null)[];
  /** Whether the emergency is relevant to this business; absent means always. */
  relevant?: (ctx: ComposeContext) => boolean;
};

/** The steps' wording, from the emergency plan's template. */
type Steps = Wording["steps"];

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
    steps: (ctx, w) => [
      // A client's place has its own alarm or none; a few people there warn each other and the client.
      atOthers(ctx) ? w.fire.alarmVisits : onSite(ctx) ? w.fire.alarmSite : w.fire.alarmBuilding,
      w.fire.call({
        ask: siteRespondsFirst(ctx) ? w.fire.report : w.fire.askFireService,
        location: atOthers(ctx) ? w.jobLocation : onSite(ctx) ? w.siteLocation : w.address,
      }),
      atOthers(ctx) ? w.fire.moveVisits : onSite(ctx) ? w.fire.moveSite : w.fire.moveBuilding,
      onSite(ctx) || atOthers(ctx) ? w.fire.stayAway : w.fire.stayOut,
      w.fire.extinguish,
      checkAreas(ctx, w),
      w.fire.accounts,
    ],
    extras: (ctx, w) => [
      hasHazard(ctx, "ignition") ? w.fire.ignition : null,
      hasHazard(ctx, "chemical") ? w.fire.chemical : null,
      onSite(ctx) && hasHazard(ctx, "plant") ? w.fire.plantSite : null,
      // A client's switchboard is the client's to isolate, not a visiting worker's.
      hasHazard(ctx, "electrical") && !atOthers(ctx) ? w.fire.electrical : null,
      hasHazard(ctx, "height") ? w.fire.height : null,
    ],
  },
  medical: {
    steps: (ctx, w) => [
      w.medical.danger,
      siteRespondsFirst(ctx) ? w.medical.call : w.medical.callAmbulance,
      atOthers(ctx) ? w.medical.firstAidVisits : w.medical.firstAid,
      atOthers(ctx)
        ? w.medical.meetVisits({ location: w.jobLocation })
        : onSite(ctx)
          ? w.medical.meetSite
          : w.medical.meetBuilding,
      w.medical.dontMove,
      w.medical.record,
    ],
    extras: (ctx, w) => [
      hasHazard(ctx, "electrical") ? w.medical.electrical : null,
      hasHazard(ctx, "chemical") ? w.medical.chemical : null,
      usesHarness(ctx, "business") ? w.medical.harness : null,
      hasHazard(ctx, "confinedSpace") ? w.medical.confinedSpace : null,
      hasHazard(ctx, "temperature") ? w.medical.temperature : null,
    ],
  },
  "chemical-spill": {
    relevant: (ctx) => hasHazard(ctx, "chemical"),
    steps: (_ctx, w) => [
      w.chemicalSpill.warn,
      w.chemicalSpill.flush,
      w.chemicalSpill.call,
      w.chemicalSpill.identify,
      w.chemicalSpill.contain,
      w.chemicalSpill.drains,
      w.chemicalSpill.collect,
    ],
  },
  "natural-disaster": {
    steps: (ctx, w) => {
      const t = w.naturalDisaster;
      const quake = hasNatural(ctx, "earthquake");
      return [
        monitor(ctx, w),
        // At a remote site the workplace is the refuge: nobody is sent home into the weather.
        isRemote(ctx) ? t.actRemote : atOthers(ctx) ? t.actVisits : hasChildren(ctx) ? t.actChildren : t.act,
        // What to do in an earthquake only where the place has them.
        isRemote(ctx)
          ? quake
            ? t.shelterRemoteQuake
            : t.shelterRemote
          : atOthers(ctx)
            ? quake
              ? t.shelterVisitsQuake
              : t.shelterVisits
            : onSite(ctx)
              ? quake
                ? t.shelterSiteQuake
                : t.shelterSite
              : quake
                ? t.shelterBuildingQuake
                : t.shelterBuilding,
        t.floodwater,
        atOthers(ctx) ? t.afterVisits : onSite(ctx) ? t.afterSite : t.afterBuilding,
        t.account,
      ];
    },
  },
  "security-threat": {
    relevant: (ctx) => publicFacing(ctx) || hasHazard(ctx, "violence"),
    steps: (ctx, w) => [
      handlesCash(ctx) ? w.securityThreat.safetyCash : w.securityThreat.safety,
      siteRespondsFirst(ctx) ? w.securityThreat.call : w.securityThreat.callPolice,
      atOthers(ctx)
        ? w.securityThreat.threatVisits
        : onSite(ctx)
          ? w.securityThreat.threatSite
          : w.securityThreat.threatBuilding,
      w.securityThreat.describe,
      w.securityThreat.debrief,
    ],
  },
  evacuation: {
    steps: (ctx, w) => {
      const t = w.evacuation;
      return [
        t.signal({ instruction: emergencyRoles(ctx).anInstruction }),
        // A client's home or property has no diagram or assembly point of the business's own.
        atOthers(ctx) ? t.leaveVisits : onSite(ctx) ? t.leaveSite : t.leaveBuilding,
        atOthers(ctx) ? t.helpVisits : t.help,
        atOthers(ctx) ? t.reportVisits : emergencyRoles(ctx).small ? t.reportSmall : t.report,
        checkAreas(ctx, w),
        atOthers(ctx) ? t.accountsVisits : t.accounts,
      ];
    },
  },
  "bomb-threat": {
    // A threat against a building and the people in it: an open site, yard or pit has neither.
    relevant: (ctx) => !onSite(ctx) && (publicFacing(ctx) || ctx.employees.min >= 50),
    steps: (_ctx, w) => [w.bombThreat.phone, w.bombThreat.call, w.bombThreat.suspicious, w.bombThreat.decide],
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
    steps: (ctx, w) => [
      w.powerFailure.stay,
      w.powerFailure.isolate,
      onSite(ctx) ? w.powerFailure.strandedSite : w.powerFailure.stranded,
      w.powerFailure.network,
      w.powerFailure.evacuate,
      w.powerFailure.restart,
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

/** Watching for warnings, naming the place's natural hazards where it has any listed. */
function monitor(ctx: ComposeContext, w: Steps): string {
  const t = w.naturalDisaster;
  const place = placeName(ctx);
  const titles = placeHazards(ctx).map((s) => s.title.toLowerCase());
  if (!titles.length) return t.monitor({ place });
  return titles.length === 1
    ? t.monitorHazard({ place, natural: titles[0] ?? "" })
    : t.monitorHazards({ place, natural: hazardList(titles) });
}

/**
 * The place's natural hazards in a sentence. Their names hold "and" themselves ("hurricane and
 * storm surge"), so where one does they are parted by semicolons, never read as one list. The
 * joining stays here rather than in the template: it depends on the names themselves, and the
 * scope's sentence joins the same list.
 */
export function hazardList(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? "";
  return items.some((i) => / and /.test(i))
    ? `${items.slice(0, -1).join("; ")}; and ${items.at(-1)}`
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const hasNatural = (ctx: ComposeContext, id: string) => placeHazards(ctx).some((s) => s.id === id);

/** The detailed procedure: every step, plus those the business's hazards call for. */
export function detailedProcedure(ctx: ComposeContext, type: EmergencyType, w: Wording): string[] {
  const proc = PROCEDURES[type];
  const extras = (proc.extras?.(ctx, w.steps) ?? []).filter((x): x is string => Boolean(x));
  return [...proc.steps(ctx, w.steps), ...extras];
}

/** The short procedure: the essential first steps. */
export function shortProcedure(ctx: ComposeContext, type: EmergencyType, w: Wording): string[] {
  return PROCEDURES[type].steps(ctx, w.steps).slice(0, 4);
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

/** Who checks areas are clear as people leave: the wardens, or everyone where there are none. */
function checkAreas(ctx: ComposeContext, w: Steps): string {
  if (atOthers(ctx)) return w.checkAreasVisits;
  if (emergencyRoles(ctx).small) return onSite(ctx) ? w.checkAreasSmallSite : w.checkAreasSmallBuilding;
  return onSite(ctx) ? w.checkAreasSite : w.checkAreasBuilding;
}
