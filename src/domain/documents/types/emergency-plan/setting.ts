import type { ComposeContext } from "../../compose-types";
import { emergencyRoles } from "../../composers/emergency-roles";
import { worksOnOpenSite } from "../../composers/site-facts";

/**
 * Where the business's emergencies happen, which decides the plan's building items (floors, lifts,
 * wardens per floor, the building manager, bomb threats) and whose emergency plan it works within.
 */
export type Setting = {
  /** The business occupies a building those items apply to (an office, shop, clinic, venue or factory). */
  building: boolean;
  /** The premises are locked and watched out of hours (a building, or a transport depot or yard). */
  monitored: boolean;
  /** The business runs the site others work on (a mine not described as a contractor's work). */
  hostsContractors: boolean;
  /** Whose plan the business's own works within on a site someone else controls; null when none. */
  host: Host | null;
};

export type Host = {
  /** "the mine operator": whose plan, written to take "'s". */
  name: string;
  /**
   * When the business works on the host's site, as a clause ("on a site controlled by …"); null
   * when its facts say it always does (a contractor on a mine), so the plan says it plainly.
   */
  when: string | null;
  /** The emergency contacts row for the host. */
  contact: string;
  /** What our people do within the host's arrangements, for the roles table. */
  liaison: string;
  /** Whether our crews take part in the host's drills (a mine's or a construction site's). */
  drills: boolean;
};

export function settingOf(ctx: ComposeContext): Setting {
  const industry = ctx.business.industry;
  const building = !worksOnOpenSite(ctx);
  const host = hostOf(ctx);
  return {
    building,
    monitored: building || industry === "transport",
    hostsContractors: industry === "mining" && host === null,
    host,
  };
}

function hostOf(ctx: ComposeContext): Host | null {
  const described = `${ctx.business.workDescription ?? ""}`;
  switch (ctx.business.industry) {
    case "mining":
      // A contractor works on the operator's mine; an operator's plan is the mine's own.
      return /\bcontract(?:or|ors|ing)\b/i.test(described)
        ? {
            name: "the mine operator",
            when: null,
            contact: "Mine operator's emergency control (site emergency number)",
            liaison: `The ${emergencyRoles(ctx).lead} gets the mine's emergency arrangements at the site induction (alarm, emergency call, assembly points, emergency response team) and briefs every crew; in an emergency, reports our people's headcount to the mine's emergency coordinator and follows their instructions.`,
            drills: true,
          }
        : null;
    case "construction":
      return {
        name: "the builder or main contractor",
        when: "on a site controlled by the builder or main contractor",
        contact: "Builder or main contractor's site manager (on a site they control)",
        liaison:
          "On a site controlled by the builder or main contractor, the supervisor gets the site's emergency arrangements at the site induction and briefs the crew; in an emergency, reports the crew's headcount to the site's emergency coordinator and follows their instructions.",
        drills: true,
      };
    case "agriculture":
      return {
        name: "the property owner",
        when: "on a property run by someone else",
        contact: "Owner or manager of a property worked on (where it is not our own)",
        liaison:
          "On a property run by someone else, the supervisor gets the owner's emergency arrangements before work starts and briefs the crew; in an emergency, tells the owner or manager and follows their instructions.",
        drills: false,
      };
    case "transport":
      return {
        name: "the site operator",
        when: "at a customer's or another operator's site",
        contact: "Depot or dispatch contact for drivers on the road",
        liaison:
          "Drivers at a customer's or another operator's site sign in, follow that site's alarm, assembly point and instructions, and tell the site's contact and our dispatch of any emergency they are involved in.",
        drills: false,
      };
    default:
      return null;
  }
}
