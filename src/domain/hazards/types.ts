import type { HighRiskWorkCategoryId } from "../legal/types";
import type { HazardId } from "./library.generated";

/** Levels of the hierarchy of controls, most effective first. */
export const CONTROL_LEVELS = [
  "elimination",
  "substitution",
  "isolation",
  "engineering",
  "administrative",
  "ppe",
] as const;
export type ControlLevel = (typeof CONTROL_LEVELS)[number];

/**
 * The psychosocial hazards a psychosocial risk assessment checks, one row each (the model WHS
 * regulations' and codes' list, which the other countries' guidance shares).
 */
export const PSYCHOSOCIAL_HAZARDS = [
  "demands",
  "control",
  "support",
  "role",
  "change",
  "reward",
  "justice",
  "traumatic",
  "remote",
  "violence",
  "bullying",
  "harassment",
  "conflict",
] as const;
export type PsychosocialHazard = (typeof PSYCHOSOCIAL_HAZARDS)[number];

export type Rating = { likelihood: 1 | 2 | 3 | 4 | 5; consequence: 1 | 2 | 3 | 4 | 5 };

/**
 * A fact of the business that a line of the library depends on. It holds when any of its parts
 * holds: the business is of one of the `industries`, it asked for one of the `hazards` (ticked it as
 * a high-risk activity or hazard type, or its description names it), or its own words (work
 * description, activity, scope) mention one of the `words`.
 */
export type Condition = {
  industries?: readonly string[];
  hazards?: readonly string[];
  words?: readonly string[];
  /** Phrases that hold one of the words but name other work: a tyre shop's words are not a shop's. */
  except?: readonly string[];
  /**
   * Words that name the work the line belongs to (a drill rig's dust collector is drilling's, a
   * blast's stemming is blasting's): read in the task's own words where the line is read for a
   * step of a task, so a control follows the task that has it; elsewhere in the business's words.
   */
  work?: readonly string[];
  /** The business's country (AU, UK, NZ, US). */
  countries?: readonly string[];
  /**
   * Words that stop the condition holding where the business's words also name them: a harvesting
   * crew keeps no tractors, unless its words name tractors or farming too.
   */
  unlessWords?: readonly string[];
  /** Another condition that holds this one where it holds, with its own `unlessWords`. */
  or?: Condition;
  /**
   * The business wrote no description of its work: with no words to go on, an industry's common
   * hazard stays the business's (a shop that said nothing keeps a shop's rows).
   */
  undescribed?: true;
};

/**
 * When a line is offered: where `when` holds (or there is none), `also` holds too (a veterinary
 * practice's line that is Australian) and `unless` does not.
 */
export type Offer = { when?: Condition; also?: Condition; unless?: Condition };

/** One wording of a text that depends on the business: the first variant offered is used. */
export type Variant = Offer & { text: string };

/**
 * One control. A control that takes away a business's own process (bolting instead of welding)
 * names it in `removes` and is left out where that process is the work; a control written for a
 * business whose work is the process (a lower-fume welding process) names it in `forProcess` and
 * is shown only there. Process ids are those of `WORK_PROCESSES`. A control that is the
 * measure a law's duty asks for (the extraction's thorough examination, health surveillance)
 * names that duty's inspection check in `check`; each profile's `checks:` gives its provisions,
 * and where none does the control is good practice.
 */
export type Control = {
  level: ControlLevel;
  text: string;
  removes?: string;
  forProcess?: string;
  /**
   * A task step's control that controls one of the step's hazards alone: shown only where the
   * business meets that hazard at the step (no power line clearance for a tower used indoors).
   */
  forHazard?: string;
  check?: string;
  /**
   * The places the control is done at: a risk assessment whose scope names places, none of them
   * these, leaves it out.
   */
  at?: readonly string[];
};

/**
 * One hazard with jurisdiction-neutral controls. Jurisdiction-specific authority comes from the
 * profile's `hazardCitations[id]`, never from here.
 */
export type HazardEntry = {
  /** A high-risk activity value, a hazard type value, or an industry baseline id ("retail-slips"). */
  id: HazardId;
  name: string;
  /** What can go wrong and the harm, one sentence. */
  harm: string;
  whoAtRisk: string;
  inherent: Rating;
  /** Ordered by the hierarchy of controls; at least one above PPE. */
  controls: Control[];
  residual: Rating;
  /**
   * Ratings for a business whose facts change the harm or how likely it is (a shop that is no
   * robbery target): the first offered replaces `inherent` and `residual`. Settled by `forBusiness`.
   */
  ratings?: readonly (Offer & { inherent: Rating; residual: Rating })[];
  ppe: string[];
  /**
   * The psychosocial hazards this entry is (customer aggression is violence and aggression), so a
   * psychosocial assessment starts those rows from what the business's register already holds.
   */
  psychosocial?: readonly PsychosocialHazard[];
  /** Permits or licences the work usually needs (hot work permit, confined space entry permit …). */
  permits: string[];
  /** Competencies or training the people doing it need. */
  competencies: string[];
  /**
   * The competencies above that are for the supervisors and managers of the work (the library's
   * `for: supervisors`): documents assign them to that role, not to everyone doing the work.
   */
  forSupervisors?: string[];
  /**
   * The competencies above that are a role's own (the library's `for:` naming the role, "the
   * truck's drivers"): documents name the role with the competency, and a training record assigns
   * it to that role, not to everyone doing the work.
   */
  forRoles?: readonly { text: string; role: string }[];
  /**
   * The competencies above named for particular plant ("… (forklift)"), each with the course it
   * is (the library's `plant:`): where a document names that course for any plant too, it is one
   * course.
   */
  forPlant?: { text: string; course: string }[];
  /**
   * The competencies above a person shows with their own records though their words name no
   * licence, ticket or certificate (the library's `evidence: own`: an operator's training and
   * evaluation on the machine they will use): a contractor's workers bring the evidence.
   */
  ownEvidence?: string[];
  /**
   * The competencies above the library says are credentials (`credential:`): what kind, and who
   * holds it, the business itself ("business") or each person of a role ("diver"). Evidence of one
   * is a copy of the holder's own.
   */
  credentials?: readonly {
    text: string;
    kind: "licence" | "certificate" | "card" | "registration";
    heldBy: string;
    /** False for one issued for good (an HSE-approved diving qualification): checked, not renewed. */
    expires?: false;
  }[];
  /**
   * The competencies above that are for work at particular places (the library's `at:`, as a
   * control's): a risk assessment whose scope names places, none of them these, leaves them out.
   */
  competencyAt?: { text: string; at: readonly string[] }[];
  /**
   * The competencies above that meet a duty of the law (the library's `check:`, as a control's): a
   * jurisdiction whose profile names provisions for the check cites them where the competency is
   * checked (a high risk work licence is the WHS Regulations' r 81, not good practice).
   */
  competencyChecks?: readonly { text: string; check: string }[];
  /** High-risk construction work categories this hazard brings with it. */
  highRiskWork: HighRiskWorkCategoryId[];
  /**
   * The id of the hazard this entry is a wording of ("height" for "working-at-height"), or its own
   * id: entries of one concept are one hazard, and a document holds one of them. The concept's own
   * entry is the wording for any work.
   */
  concept: string;
  /**
   * Industries whose work this wording is written for (roofs and scaffolds for construction,
   * racking and mezzanines for warehouses). Empty: it fits any work.
   */
  fits: string[];
  /**
   * Other wordings of the same concept whose every control, PPE item, permit and competency this
   * wording already states in words for its work (the construction heat wording says all that the
   * heat wording for any work says): a row in this wording adds none of theirs.
   */
  covers?: readonly HazardId[];
  /**
   * On a high-risk activity's entry: the hazards a business that declares the activity always has
   * as well (work at height brings ladders; psychological hazards bring workload, bullying and
   * harassment), each its own row or merged into this one where it is a wording of its concept.
   */
  brings?: readonly HazardId[];
  /**
   * For work done alone, with no supervisor on site at the start of a shift: who checks the
   * controls and when (the supervisor before the first shift, the worker at each start), said in
   * place of "the supervisor has verified every control" where the row stays High.
   */
  startCheck?: string;
  /**
   * On a row that stands for several asked-for entries of one concept: the ids of the others and
   * of the wording chosen, whose law the row cites as well as its own id's.
   */
  alsoCites?: readonly HazardId[];
  /**
   * Offered from an industry baseline or a task step only where the business's facts hold it (a
   * business that asks for the hazard itself always gets it): patrons affected by alcohol only
   * where it serves alcohol, mobile plant only where it has some.
   */
  offer?: Offer;
  /**
   * On an industry's common hazard offered only on the business's facts: what the business's
   * register names as not yet assessed where its facts do not bring it, a noun phrase in lower case
   * ("forklifts and other powered mobile plant"), the wording for any country; `variants.ask` holds
   * a country's own ("powered industrial trucks" in OSHA's words). When we do not know, we ask.
   */
  ask?: string;
  /**
   * Work the hazard is usual at ("barrel ageing" for forklifts): where the business's words name
   * such work and nothing else brings the row, the row is its own, `inferred` from that work.
   */
  usualAt?: readonly string[];
  /**
   * Plant or work the row assesses wherever a document holds it ("dough mixer" for fixed
   * machinery): a scope phrase that names one is not listed as not yet assessed. Never brings the row.
   */
  assesses?: readonly string[];
  /**
   * On a business's row that only work it is usual at brought: the business's words that brought
   * it and what is usual there (the entry's `ask`, in the business's country's words), so the row
   * says why it is there and that it goes if the business has none.
   */
  inferred?: { readonly words: string; readonly usual: string };
  /**
   * A hazard of the step that handles it (a flammable's fire): a risk assessment following a picked
   * job rates it at that step, and holds it as a row only where the jurisdiction cites law asking
   * for an assessment of its own (Great Britain's DSEAR).
   */
  atItsStep?: true;
  /**
   * Lines of this entry (a control, PPE item, permit or competency, by its text) offered only where
   * the business's facts hold them: bolts and mesh for underground work, biological safety
   * cabinets where there is a laboratory. Settled for the business by `forBusiness`.
   */
  conditions?: readonly Variant[];
  /**
   * The name, harm, who is at risk or ask worded for what the business does (coal dust for a coal
   * mine) or for its country (OSHA's powered industrial trucks): the first variant offered, else
   * the entry's own text.
   */
  variants?: { readonly [K in "name" | "harm" | "whoAtRisk" | "ask"]?: readonly Variant[] };
};

/**
 * The work a business does, as its documents' prose names it ("its forestry work"), where its own
 * words name it and it registered under one of `industries` (`knowledge/keywords/sectors.yaml`).
 */
export type Sector = {
  readonly name: string;
  readonly industries: readonly string[];
  readonly words: readonly string[];
  readonly except?: readonly string[];
};

/**
 * Work a business may name that the library does not assess yet (`knowledge/keywords/
 * work-not-yet-assessed.yaml`): named in its own words, it is listed as not yet assessed.
 */
export type UnassessedWork = {
  readonly ask: string;
  readonly words: readonly string[];
  readonly except?: readonly string[];
  /** Phrases anywhere in the words that say the work is not what is asked about ("from the ground"). */
  readonly unless?: readonly string[];
};

/**
 * A kind of place a risk assessment's scope may name ("machine shop", "open pit") and the
 * high-risk activities whose work is done there (`knowledge/keywords/places.yaml`).
 */
export type PlaceWork = {
  readonly places: readonly string[];
  readonly activities: readonly string[];
};
