import type { ComposeContext } from "../compose-types";
import { isSmallBusiness } from "./business";
import { capitalise } from "./text";
import { workPlaces } from "./work-places";

/**
 * Who leads in an emergency, in the words of the business's own country and sized to it. A
 * business of a few people has no warden team: the person in charge takes charge and a named
 * stand-in covers for them (in Australia, AS 3745's chief warden and deputy, with no area wardens). A larger one has the country's own roles (Australia's chief
 * warden, the US emergency coordinator and evacuation wardens, plain words where no term is
 * verified).
 */
export type EmergencyRoles = {
  small: boolean;
  /** How a small business's plan describes its organisation (null for a larger business). */
  smallOrganisation: string | null;
  /** "chief warden", "emergency coordinator", "person in charge" */
  lead: string;
  /** "a chief warden", "an emergency coordinator" */
  aLead: string;
  /** "a deputy chief warden", "a backup emergency coordinator" */
  aDeputy: string;
  /** "deputy chief warden", "backup emergency coordinator", "stand-in" */
  deputy: string;
  /** "area wardens", "evacuation wardens"; null where there are none (a business of a few people). */
  wardens: string | null;
  /** "the chief warden" */
  theLead: string;
  /** "the warden", "the person in charge": who a worker reports to at the assembly point. */
  theWarden: string;
  /** "a warden's instruction", "an instruction from the person in charge" */
  anInstruction: string;
  /** "wardens' instructions", "the instructions of the person in charge" */
  instructions: string;
  /** Role label of the lead in a table: "Chief warden", "Person in charge (the owner or manager)". */
  leadLabel: string;
  /** Role label of the deputy in a table. */
  deputyLabel: string;
  /** "Chief warden, deputy chief warden and area wardens"; "Person in charge and stand-in". */
  everyone: string;
};

export function emergencyRoles(ctx: ComposeContext): EmergencyRoles {
  // AS 3745, which an Australian policy calls up, sizes its emergency control organisation to the
  // facility: a business of a few people keeps its titles, with no area wardens. A few people with
  // no premises of their own have no facility: the owner is the person in charge at the job.
  const noPremises = workPlaces(ctx).atOthersOnly;
  if (isSmallBusiness(ctx) && ctx.terms.emergencyLead === "chief warden" && !noPremises) {
    return {
      small: true,
      smallOrganisation:
        "the emergency control organisation is the owner or manager as chief warden and the deputy chief warden named below, who takes charge when they are away; there are no area wardens",
      lead: "chief warden",
      aLead: "a chief warden",
      aDeputy: "a deputy chief warden",
      deputy: "deputy chief warden",
      wardens: null,
      theLead: "the chief warden",
      theWarden: "the chief warden",
      anInstruction: "an instruction from the chief warden",
      instructions: "the chief warden's instructions",
      leadLabel: "Chief warden (the owner or manager)",
      deputyLabel: "Deputy chief warden (takes charge when the chief warden is away)",
      everyone: "Chief warden and deputy chief warden",
    };
  }
  if (isSmallBusiness(ctx)) {
    return {
      small: true,
      smallOrganisation: noPremises
        ? "there is no warden team: the owner is the person in charge at each job, or the worker the owner names for a job they are not at, and the stand-in named below takes charge when the owner is away"
        : "there is no warden team: the owner or manager is the person in charge in an emergency, and the stand-in named below takes charge when they are away",
      lead: "person in charge",
      aLead: "a person in charge",
      aDeputy: "a stand-in",
      deputy: "stand-in",
      wardens: null,
      theLead: "the person in charge",
      theWarden: "the person in charge",
      anInstruction: "an instruction from the person in charge",
      instructions: "the instructions of the person in charge",
      leadLabel: "Person in charge (the owner or manager)",
      deputyLabel: "Stand-in (takes charge when the person in charge is away)",
      everyone: "Person in charge and stand-in",
    };
  }
  const { emergencyLead: lead, emergencyDeputy: deputy, emergencyWardens: wardens } = ctx.terms;
  return {
    small: false,
    smallOrganisation: null,
    lead,
    aLead: withArticle(lead),
    aDeputy: withArticle(deputy),
    deputy,
    wardens,
    theLead: `the ${lead}`,
    theWarden: "the warden",
    anInstruction: "a warden's instruction",
    instructions: "wardens' instructions",
    leadLabel: capitalise(lead),
    deputyLabel: capitalise(deputy),
    everyone: `${capitalise(lead)}, ${deputy} and ${wardens}`,
  };
}

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}
