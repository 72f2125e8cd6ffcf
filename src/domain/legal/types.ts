import type { CountryCode } from "../catalogue/countries";
import type { InspectionCheckId } from "../catalogue/inspection-checks";
import type { TrainingRefresherId } from "../catalogue/training-refreshers";
import type { DocumentTypeId } from "../documents/types/ids";
import type { InstrumentId, JurisdictionCode, ThresholdId } from "./knowledge.generated";

export type { InstrumentId, JurisdictionCode, ThresholdId } from "./knowledge.generated";

/**
 * The legal knowledge base: every instrument a document may cite, with a stable id. Documents
 * cite by id only, so a title or link can never be invented by a composer. The data lives in
 * knowledge/ as YAML; `npm run kb` checks it and writes `knowledge.generated.ts`.
 */
export type InstrumentKind =
  | "act"
  | "regulation"
  | "code-of-practice"
  | "standard"
  | "guidance"
  | "compensation-law";

/**
 * Where an instrument applies: a region code ("AU-NSW", "UK-GB", "NZ", "US-FED", "US-CA"),
 * a national scope ("AU" for Commonwealth or Safe Work Australia material, "US" for federal
 * material that applies in every state) or "INTL" (ISO standards).
 */
export type Scope = string;

export type Instrument = {
  /** Stable, never reused: e.g. "au-nsw-whs-act-2011". */
  id: InstrumentId;
  /** Exact title with year and jurisdiction, e.g. "Work Health and Safety Act 2011 (NSW)". */
  title: string;
  /** How prose may name it after the first mention, e.g. "WHS Act". */
  shortTitle: string;
  kind: InstrumentKind;
  scope: Scope;
  /** The provision or the instrument's entry on the official register. */
  url: string;
  /** First day in force, where the knowledge base covers a date before it (ISO date). */
  inForceFrom?: string;
  /** First day no longer in force (ISO date). */
  repealedOn?: string;
  /**
   * The business facts its duties depend on (industries, hazards asked for, words of its own);
   * absent where it applies to every business. See `forFacts`.
   */
  appliesWhen?: { industries?: readonly string[]; hazards?: readonly string[]; words?: readonly string[] };
  /**
   * The parts of its jurisdiction the instrument is law in, where it is not law in all of them
   * (Great Britain's fire law: "england-wales" or "scotland"). It is not cited where the site or
   * premises are known to be elsewhere; where the place is not known it is cited with the others.
   */
  extent?: readonly string[];
};

/** A reference to an instrument, optionally to one provision: "s 38", "r 43", "reg 3(6)", "1910.38(b)". */
export type Citation = { id: string; pinpoint?: string };

export type Regulator = {
  name: string;
  shortName: string;
  website: string;
  /** For notifying incidents; null where the knowledge base has no confirmed number. */
  notificationPhone: string | null;
};

export type EnforcingAuthority = {
  /** As it reads mid-sentence: "your local authority's environmental health service". */
  name: string;
  website: string;
  /** What still goes to the regulator, e.g. "RIDDOR reports still go to HSE." */
  note: string;
};

/** The word set of a legal regime: Victoria says "employer", the model laws say "PCBU". */
export type Terms = {
  dutyHolder: string;
  dutyHolderShort: string;
  worker: string;
  workers: string;
  /** "so far as is reasonably practicable" or its local phrasing. */
  standardOfCare: string;
  representative: string;
  /** "WHS", "OHS", "health and safety", "safety and health". */
  safetyLaw: string;
  /** Evidence that a person may operate a class of plant, in this jurisdiction's words. */
  plantLicence: string;
  /**
   * What follows a competency that is one role's own, naming the role ("{{role}}", as a sentence
   * continues it: "the truck's drivers"): "(for {{role}})".
   */
  competencyRole: string;
  /** The licence demolition needs here; "" where there is none. */
  demolitionLicence: string;
  /** Who may lay, alter or repair drains, where the law restricts it to a licensed trade; "" elsewhere. */
  drainlayingLicence: string;
  /**
   * Shoes that cover the whole foot, as the country says it: "enclosed footwear" in Australia, New
   * Zealand and the United Kingdom, "closed-toe footwear" in the United States.
   */
  enclosedFootwear: string;
  /**
   * Locks and tags on an isolation as the country names them mid-sentence: "lockout/tagout" in
   * Australia, New Zealand and the United States, "lock-off" in the United Kingdom.
   */
  isolationLocks: string;
  /** The training in isolating plant and applying locks, as a competency ("Lockout/tagout training"). */
  isolationTraining: string;
  /**
   * Safety boots with protective toe caps, starting a PPE item: "Steel-capped safety boots" in
   * Australia and New Zealand, "Safety boots with toe caps" in the United Kingdom, "Steel-toe safety
   * boots" in the United States.
   */
  safetyBoots: string;
  /**
   * The business's list of its hazardous chemicals, starting a control: Australia's "Hazardous
   * chemicals register", Victoria's "Register of hazardous substances", New Zealand's "Inventory of
   * hazardous substances", the United Kingdom's COSHH list, the US hazard communication inventory.
   */
  chemicalRegister: string;
  /** Rubber boots with protective toe caps, starting a PPE item ("Steel-capped gumboots"). */
  safetyGumboots: string;
  /** The loads a team lift is for, mid-sentence; no figure converted from another country's guidance ("heavy loads" in the US). */
  teamLiftLoads: string;
  /** Lining boards of gypsum plaster as the trade names them mid-sentence: "drywall" in the US, "plasterboard" elsewhere. */
  liningBoard: string;
  /** Fixing lining boards, starting a step: "Hang the drywall sheets", "Fix the plasterboard sheets". */
  boardHanging: string;
  /** Finishing the boards' joints, mid-sentence: "tape, finish and sand the joints", "stop and sand the joints". */
  boardJoints: string;
  /** Who fixes (hangs) lining boards, as the trade names them: "Drywall hanger", "Plasterboard fixer". */
  boardHanger: string;
  /** Who finishes the boards' joints, as the trade names them: "Drywall finisher (taper)", "Plasterer". */
  boardFinisher: string;
  /** The low working platforms the lining trade works from, mid-sentence. */
  boardPlatform: string;
  /**
   * The lining job as a task title names it, mid-sentence: "drywall installation and finishing" in
   * the United States, "plasterboard installation and stopping" elsewhere.
   */
  boardWork: string;
  /** The hoist that lifts ceiling sheets, mid-sentence: "drywall lift", "plasterboard lifter". */
  boardLifter: string;
  /** The same hoist starting a line or a plant list's item: "Drywall lift", "Plasterboard lifter". */
  boardLifterItem: string;
  /** The machine a workshop raises a vehicle on, mid-sentence: "vehicle hoist" in Australia and New Zealand, "vehicle lift" in the United Kingdom and the United States. */
  vehicleHoist: string;
  /** The same machine starting a line or a plant list's item: "Vehicle hoist", "Vehicle lift". */
  vehicleHoistItem: string;
  /** The stands a raised vehicle is held on off the hoist or lift: "axle stands", "jack stands" in the United States. */
  axleStands: string;
  /** The guidance a road load is restrained to, mid-sentence: "the load restraint guide" in Australia, "the Truck Loading Code" in New Zealand, "the load securing guidance" in the United Kingdom, "the cargo securement rules" in the United States. */
  loadRestraintGuide: string;
  /** The person who guides a vehicle being loaded or reversed, starting a line: "Spotter", "Trained banksman" in the United Kingdom. */
  spotterItem: string;
  /** The same person mid-sentence, with its article: "a spotter", "a trained banksman" in the United Kingdom. */
  aSpotter: string;
  /** A machine's check by its operator before use, starting a line: "Pre-start", "Pre-use check" in the United Kingdom. */
  preStartItem: string;
  /** The same check mid-sentence: "pre-start", "pre-use check" in the United Kingdom. */
  preStart: string;
  /** The same check done, mid-sentence: "pre-start checked", "pre-use check done" in the United Kingdom. */
  preStartChecked: string;
  /** The warning sounded before a conveyor starts, starting a line: "Pre-start siren", "Start-up warning siren" in the United Kingdom. */
  startSiren: string;
  /** Flexible electrical leads mid-sentence: "leads", "cords" in the United States. */
  powerLeads: string;
  /** A vacuum for hazardous dust with its article, mid-sentence: "an H-class (HEPA) vacuum", "a HEPA-filtered vacuum" in the United States. */
  hClassVacuum: string;
  /** Power outlets mid-sentence: "socket outlets", "outlets" in the United States. */
  socketOutlets: string;
  /** Equipment plugged into the mains, mid-sentence: "mains-powered", "corded" in the United States. */
  mainsPowered: string;
  /**
   * Residual current protection as a sentence names it: "residual current device (RCD) protection",
   * "ground-fault circuit interrupter (GFCI) protection" in the United States.
   */
  rcdProtection: string;
  /**
   * The law a vehicle on a public road keeps to, as a sentence names it after "keeping to" or
   * before "requires": "the road rules" in Australia and New Zealand, "the Highway Code and road
   * traffic law" in the United Kingdom, "state traffic law" in the United States.
   */
  roadRules: string;
  /** A fenced field where stock graze, as a sentence names it: "paddock", "pasture" in the United States. */
  paddock: string;
  /** Sawn or building wood as a material, as a sentence names it: "timber", "wood" in the United States. */
  wood: string;
  /**
   * Goods whose hazard makes their storage and carriage regulated, mid-sentence: "dangerous goods",
   * "hazardous materials" in the United States, "dangerous substances" (DSEAR) in the United Kingdom.
   */
  dangerousGoods: string;
  /**
   * The hazard of storing and carrying them, as a hazard's name: "Dangerous goods storage and
   * transport"; "Storage of dangerous substances" in the United Kingdom, where DSEAR covers their
   * storage and use at work, not their carriage by road.
   */
  dangerousGoodsHazard: string;
  /**
   * A forest harvesting crew's words as the country says them. Mid-sentence: the undercut ("scarf
   * (face cut)", "face cut (notch)" in the United States), the rigging work ("breaking out",
   * "choker setting"), the cable machine ("hauler", "yarder"), what is hooked on ("strops",
   * "chokers"), what is hauled ("drag", "turn") and cutting logs to length ("log making",
   * "bucking"). Starting a PPE item: the helmet ("Forestry safety helmet", "Hard hat") and boots.
   * As a role or starting a line: "Breaker-out" ("Choker setter"), "Breaker-outs", "Log maker"
   * ("Bucker").
   */
  faceCut: string;
  forestryHelmet: string;
  forestryBoots: string;
  /**
   * Starting a PPE item: a chain saw operator's boots ("Chainsaw boots"; the US logging boots,
   * cut-resistant for chain saw operators) and the boots of workers on foot at a landing ("Safety
   * boots"; the US logging boots).
   */
  chainsawBoots: string;
  landingBoots: string;
  /**
   * Moving logs to the landing as the country says it, mid-sentence: "extraction" ("yarding or
   * skidding"), its corridors, tracks ("skid trails"), "extracting logs", "extracted", the machine;
   * and starting a line, its plan ("Extraction plan", "Yarding and skidding plan").
   */
  extraction: string;
  extractionCorridors: string;
  extractionTracks: string;
  extractingLogs: string;
  extracted: string;
  extractionMachine: string;
  extractionPlan: string;
  breakingOut: string;
  breakerOut: string;
  breakerOuts: string;
  hauler: string;
  strops: string;
  drag: string;
  logMaking: string;
  logMaker: string;
  /**
   * The trees a crew fells as a whole, as a felling limit names them: a plantation's "crop" in
   * Australia, New Zealand and Britain, the "stand" in the United States.
   */
  forestCrop: string;
  /** A truck's legal loading limit as a control names it: "rated mass", the US "rated capacity". */
  ratedMass: string;
  /** A mobile scaffold tower's wheels, maker and load limit, mid-sentence. */
  casters: string;
  caster: string;
  /** How a mobile scaffold tower is built and climbed in the country's practice. */
  soleBoards: string;
  towerFirstLift: string;
  towerGuardrailMethod: string;
  towerClimb: string;
  towerAccess: string;
  towerNoClimbing: string;
  /**
   * A mobile scaffold tower's job as its title names it, mid-sentence ("rolling scaffold (erecting,
   * using, moving and dismantling)" in the United States), and the tower as its plant list names it.
   */
  towerWork: string;
  towerItem: string;
  makers: string;
  ratedLoad: string;
  /** Roadwork as a traffic row names it: "on a roadside worksite", the US "in a roadway work zone". */
  roadsideWorksite: string;
  /** A roof or roofing a person would fall through, mid-sentence. */
  fragileRoof: string;
  fragileRoofing: string;
  /** A cool room to rest in: "rest rooms", the US "break rooms". */
  restRooms: string;
  /** At once, mid-sentence: "straight away", the US "right away". */
  straightAway: string;
  /** After a US federal standard: the State Plan's own standard where one covers the business. */
  orStatePlanStandard?: string;
  /** Head protection as a PPE item names it: "Safety helmet", the US "Hard hat". */
  hardHat: string;
  /** The registration or licence X-ray equipment needs here, as a permit line. */
  xrayRegistration: string;
  /** Radiation work's roles and rules as the country's law names them (see the knowledge schema). */
  radiationExpert: string;
  radiationPlan: string;
  radiationUseLicence: string;
  /**
   * When local exhaust ventilation is thoroughly examined and tested, as a hazard control ends
   * its line: the law's own interval where it sets one (COSHH's 14 months in Great Britain).
   */
  levExamination: string;
  /**
   * How long the health record of a worker under health surveillance for a hazardous substance is
   * kept, as its control line ends, where the law sets it (COSHH's 40 years in Great Britain).
   */
  healthRecordKeeping?: string;
  /**
   * The duties of notifiable non-licensed asbestos work (notification, medical examinations, the
   * register of that work), as the end of a control line of the asbestos hazard, where the law has
   * that category of work; absent elsewhere, which leaves the line out.
   */
  asbestosNotifiableWork?: string;
  /**
   * Who has hearing checks, as a noise control ends its line: the law's own trigger where it is
   * verified (in Great Britain, regular exposure above the upper exposure action values).
   */
  hearingChecks: string;
  /** Where hearing protection must be worn, in the law's own words where it names them. */
  hearingProtectionAreas: string;
  /**
   * Who is in control of the workplace the work is done at, as a method statement's approval names
   * them: "Principal contractor" under the WHS Regulations and CDM 2015, a US "General contractor",
   * a mine's operator; a client or host for work outside construction and mining.
   */
  principalContractor: string;
  /**
   * How workers are represented in consultation under this jurisdiction's own law, a line of the
   * policy's consultation list; "" where the law sets no representative model to name (federal OSHA).
   */
  representation: string;
  /** How often fire extinguishers are inspected or serviced here. */
  extinguisherService: string;
  /** Who inspects or services them. */
  extinguisherServiceBy: string;
  /**
   * Who takes charge of an emergency at a workplace with a warden organisation, in this country's
   * own words: "chief warden" in Australia, "emergency coordinator" in the US.
   */
  emergencyLead: string;
  /** Who stands in for them. */
  emergencyDeputy: string;
  /** Those who clear areas and guide people out: "area wardens", "evacuation wardens". */
  emergencyWardens: string;
  /**
   * Where to sign up for flood warnings, opening a flood step ("Sign up for the flood warnings of
   * …"): Great Britain's names each nation's agency, and reads as the one of the place where the
   * postcode says (`placeWording`).
   */
  floodWarnings?: string;
  /**
   * Hazard control lines that state a law's own rule, only where a profile words them: a line whose
   * term is unset is left out (the pressure systems' examination, noise and vibration values, who
   * may work on gas appliances, the competence electrical work needs).
   */
  pressureSystemScheme?: string;
  noiseValues?: string;
  vibrationValues?: string;
  gasWork?: string;
  electricalCompetence?: string;
  /**
   * The crew safety meetings the law of the business's industry sets, with their interval, as the
   * policy's consultation list names them; absent where the law sets none.
   */
  crewMeetings?: string;
  /** The general induction the law requires before construction work; absent where there is none. */
  constructionInduction?: string;
};

export type Regime = "model-whs" | "vic-ohs" | "uk-hswa" | "nz-hswa" | "us-osha";

/** A topic of the law as it applies in one jurisdiction: what it requires, in prose, and its authority. */
export type Topic = {
  /** One or two sentences stating the legal requirement, written for this jurisdiction. */
  summary: string;
  /** Concrete obligations, each a short imperative sentence. */
  requirements: string[];
  /**
   * For each requirement (same order), the provisions that state it; empty where the knowledge
   * base has no confirmed provision for it in this jurisdiction.
   */
  provisions: Citation[][];
  citations: Citation[];
  /**
   * The requirements that put a sentence of the summary as an action (their text, so a requirement
   * dropped for a headcount drops out here too): a document that prints the summary's sentences
   * leaves them out, so each duty is stated once.
   */
  restated?: string[];
  /**
   * The requirements that concern only work with some hazards (their text, and the library hazards):
   * a document about one job states such a requirement only where a step of the job meets one of
   * them, so a felling job is not told to document lockout procedures for servicing machinery.
   */
  forWork?: { text: string; hazards: string[] }[];
};

export type NotificationRule = Topic & {
  /** Who is told, e.g. "SafeWork NSW". */
  notify: string;
  /** Events and their deadlines, e.g. { event: "Death", deadline: "Immediately, by the fastest means" }. */
  deadlines: { event: string; deadline: string }[];
  /** What must be kept, for how long. */
  records: string;
  /**
   * How to notify, in the regulator's own terms, where they are recorded (which lines, what
   * counts, out of hours); otherwise documents give the regulator's phone and website.
   */
  how: string | null;
  /** Site preservation duty, or null where the law has none. */
  preserveSite: string | null;
  /**
   * The law's own meaning of the words the supervisor decides by, each with the provisions it
   * states; printed where the incident form asks whether the event is notifiable.
   */
  definitions: { text: string; provisions: Citation[] }[];
  /**
   * US only: the incident report the recordkeeping rule that applies keeps for each recordable
   * injury or illness (`name`, e.g. "OSHA Form 301"), the duty to complete it (`summary`) and the
   * rules around it; null where the law keeps no such form or the knowledge base does not know it.
   */
  recordForm: (Topic & { name: string }) | null;
};

export type HighRiskWorkRule = Topic & {
  /** The local name of the method statement document (SWMS, RAMS, JHA …). */
  documentName: string;
  /** Whether the document is a legal requirement here, and when. */
  mandatory: string;
  /**
   * Whether the law itself requires the method document for the work this profile covers, and the
   * provisions that require it (none where it is not required); documents call it a legal
   * requirement only when `required` and, where `onlyFor` names categories, only for work in one
   * of them.
   */
  methodDocument: {
    required: boolean;
    onlyFor: HighRiskWorkCategoryId[] | null;
    citations: Citation[];
    source: string;
    verifiedOn: string;
  };
  /**
   * The categories of high-risk (construction) work this law names, keyed by the semantic ids of
   * `HighRiskWorkCategoryId`. `code` is the paragraph label where the law numbers them.
   */
  categories: Partial<Record<HighRiskWorkCategoryId, { code: string | null; text: string }>>;
  /** How long the document must be kept. */
  retention: string | null;
};

/** A record the law says must be kept for a set period, and the provisions that say so. */
/** A training interval the law sets, e.g. "At least every 12 months" under 29 CFR 1910.134(f)(2). */
export type TrainingRefresher = {
  /** When the training is repeated, as the provisions say it. */
  interval: string;
  citations: Citation[];
  /** The regulator's or legislature's page that states it. */
  source: string;
  verifiedOn: string;
};

export type RecordRetention = {
  /** What is kept, e.g. "Record of each notifiable incident". */
  record: string;
  /** For how long, from when, e.g. "At least 5 years from the day the regulator is notified". */
  period: string;
  citations: Citation[];
  /** The regulator's or legislature's page that states it. */
  source: string;
  verifiedOn: string;
};

/** Headcount rules that change what the law asks of a business. */
export type Threshold = {
  id: ThresholdId;
  /** Applies when the business's employee range meets this test. */
  minEmployees?: number;
  maxEmployees?: number;
  /** What changes, written for the business, e.g. "You must record the significant findings …". */
  consequence: string;
  citations: Citation[];
};

export type JurisdictionProfile = {
  /** A region code of the catalogue. */
  code: JurisdictionCode;
  country: CountryCode;
  name: string;
  regime: Regime;
  terms: Terms;
  regulator: Regulator;
  /**
   * Who enforces safety law at this business's premises, where that is not the regulator that
   * takes incident reports: in Great Britain shops, offices, hotels and catering answer to the
   * local authority, while RIDDOR reports still go to HSE. Absent where the regulator does both.
   */
  enforcingAuthority?: EnforcingAuthority | null;
  /** The principal Act and the principal regulations, first in every document's references. */
  primaryAct: Citation;
  primaryRegulations: Citation | null;
  managementStandard: Citation;
  /** Scopes this jurisdiction's documents may cite: its own code, its national scope, "INTL". */
  citableScopes: Scope[];
  generalDuties: Topic;
  consultation: Topic;
  riskManagement: Topic & { method: "hierarchy" | "hse-five-steps" | "jha"; steps: string[] };
  incidentNotification: NotificationRule;
  emergencyPlanning: Topic;
  firstAid: Topic;
  hazardousChemicals: Topic;
  ppe: Topic;
  training: Topic;
  psychosocial: Topic;
  bullying: Topic;
  returnToWork: Topic & { scheme: string };
  highRiskWork: HighRiskWorkRule;
  /** DSE / workstation ergonomics. */
  workstations: Topic;
  /**
   * Heat illness: a state's own heat rule where one applies (its triggers, water, shade, rest,
   * acclimatisation, high-heat procedures, emergency response and training as requirements), or
   * the general duty under which a heat plan is good practice (no requirements of its own).
   * `measure` names how the rule measures heat where it is not the air temperature ("wbgt": the
   * wet bulb globe temperature), so the plan checks the heat the way the rule does.
   * `closeObservationDays` is how many days the rule has a new employee closely observed, so the
   * plan's acclimatization steps keep to it. `afloat` is what the law section says instead to a
   * business whose work is on vessels, where the rule the summary names does not reach a ship.
   */
  heat: Topic & {
    measure?: "wbgt";
    closeObservationDays?: number;
    afloat?: { summary: string; citations: Citation[] };
  };
  /**
   * Workplace violence: a law that asks for a written plan or policy where one applies (California's
   * Labor Code 6401.9, New York's Retail Worker Safety Act for retail), each requirement citing its
   * provision; elsewhere the general duty under which a violence prevention plan is good practice.
   */
  violence: Topic;
  /**
   * Protecting premises the public gathers in from terrorism, where a law asks for it (the United
   * Kingdom's Terrorism (Protection of Premises) Act 2025); absent where none does.
   */
  publicProtection?: PublicProtectionLaw;
  /**
   * Respirable crystalline silica: a law that asks for a written plan (the WHS Regulations' silica
   * risk control plan for high risk processing, OSHA's written exposure control plan), each
   * requirement citing its provision; elsewhere the duty under which a silica control plan is good
   * practice.
   */
  silica: Topic;
  /** Fire safety (UK fire order, US fire prevention plan …). */
  fire: Topic;
  records: Topic & { retention: RecordRetention[] };
  thresholds: Threshold[];
  /** Extra citations for specific hazards, keyed by hazard library ids. */
  hazardCitations: Partial<Record<string, Citation[]>>;
  /** The provisions a workplace inspection check tests, by check id; a check not named is good practice. */
  checks: Partial<Record<InspectionCheckId, Citation[]>>;
  /** How often the law says a training must be repeated, by training id; a training not named has no legal interval here. */
  refreshers: Partial<Record<TrainingRefresherId, TrainingRefresher>>;
  /** US only: whether an OSHA-approved State Plan covers the state. */
  statePlan?: "private-and-public" | "public-only" | null;
  /**
   * Sentences of this profile as a business of 1 to 5 people reads them (one with no supervisors):
   * the engine otherwise keeps the law's own sentences as written.
   */
  smallBusinessWording?: readonly { text: string; small: string }[];
  /**
   * Sentences of this profile as they read where the site or premises are known to be in one part
   * of the jurisdiction (a Scottish business is not told what applies "in England and Wales"),
   * keyed by that part.
   */
  placeWording?: Partial<Record<string, readonly { text: string; reads: string }[]>>;
  /** Whether each document type is required or recommended here, and on what authority. */
  requirements: Partial<Record<DocumentTypeId, RequirementRule>>;
  /**
   * What a business reads instead when its whole headcount band meets a threshold, keyed by the
   * threshold's id: "keep the OSHA 300 Log" rather than "unless partially exempt, keep …" (see
   * `forHeadcount`).
   */
  headcounts?: Partial<Record<ThresholdId, HeadcountPatch[]>>;
  /**
   * What differs for businesses of an industry, keyed by industry id: whole fields that replace
   * the profile's own (see `forIndustry`).
   */
  sectors?: Partial<Record<string, SectorOverlay>>;
};

/** One replaced value of a profile: a field, a list item or a sentence, by its path. */
export type HeadcountPatch = { path: (string | number)[]; value: unknown };

/** The fields of a profile that an industry may change. */
export type SectorOverlay = Partial<
  Omit<JurisdictionProfile, "code" | "country" | "name" | "regime" | "sectors">
>;

/**
 * A law on protecting premises from terrorism. The summary and requirements state it as it applies
 * once in force; `dutiesFrom` is the day its duties apply from, null while no regulations have set
 * it, and until then documents say `notInForce` instead. Premises of the `industries` where
 * `standardFrom` or more people may be present at once are in the standard tier, `enhancedFrom` or
 * more the enhanced tier, which adds the `enhanced` duties.
 */
export type PublicProtectionLaw = Topic & {
  dutiesFrom: string | null;
  notInForce: string;
  industries: string[];
  standardFrom: number;
  enhancedFrom: number;
  enhanced: { text: string; provisions: Citation[] }[];
  /** The body that regulates the law's duties, named in the document's header. */
  regulator: { name: string; website: string };
  /** The police contacts the communication procedure lists. */
  contacts: string[];
};

/** Whether a law on protecting premises applies on a day: its duties have started by then. */
export const publicProtectionInForce = (law: PublicProtectionLaw | undefined, day: string): boolean =>
  law?.dutiesFrom != null && law.dutiesFrom <= day;

/** A profile as it stands between two dates: `from` inclusive, `until` exclusive, null = open. */
export type ProfileVersion = { from: string | null; until: string | null; profile: JurisdictionProfile };

export type RequirementLevel = "required" | "recommended";

/** A fact about the business that a requirement rule can test. */
export type RequirementCondition =
  | { industry: string[] }
  | { activity: string[] }
  | { anyActivity: true }
  /** The business's work brings high-risk work categories this law names. */
  | { highRiskWork: true }
  /** The business's work usually needs permits. */
  | { permits: true }
  /**
   * The business's own description of its work names work that makes respirable crystalline
   * silica dust (a stone benchtop workshop, a precast concrete works): not its industry.
   */
  | { silicaWork: true }
  /** The threshold applies to the business's headcount band. */
  | { threshold: ThresholdId }
  | { any: RequirementCondition[] };

export type TopicKey =
  | "generalDuties"
  | "consultation"
  | "riskManagement"
  | "incidentNotification"
  | "emergencyPlanning"
  | "firstAid"
  | "hazardousChemicals"
  | "ppe"
  | "training"
  | "psychosocial"
  | "bullying"
  | "returnToWork"
  | "highRiskWork"
  | "workstations"
  | "heat"
  | "violence"
  | "silica"
  | "fire"
  | "records";

/** Why a document is required or recommended: a topic, a threshold, or a sentence about the business. */
export type RequirementReasonSource =
  | { topic: TopicKey }
  | { threshold: ThresholdId }
  | { say: "highRiskWorkMandatory" | "highRiskWorkNamed" | "permitsNeeded" };

export type RequirementRule = {
  /** The rule applies only to businesses meeting this condition. */
  when?: RequirementCondition;
  level: RequirementLevel;
  /** Required when this holds, otherwise `level`. */
  requiredWhen?: RequirementCondition;
  reasons: RequirementReasonSource[];
};

/**
 * High-risk work categories by meaning (most are construction work; New Zealand also notifies
 * commercial logging and tree felling), so the hazard library can say which apply and each
 * jurisdiction can say how its own law numbers and words them.
 */
export const HIGH_RISK_WORK_CATEGORY_IDS = [
  "fall-over-2m",
  "telecommunication-tower",
  "demolition-load-bearing",
  "asbestos-disturbance",
  "temporary-support",
  "confined-space",
  "trench-over-1-5m",
  "tunnel",
  "explosives",
  "pressurised-gas-mains",
  "chemical-fuel-refrigerant-lines",
  "energised-electrical",
  "contaminated-atmosphere",
  "tilt-up-precast",
  "traffic-corridor",
  "powered-mobile-plant",
  "artificial-temperature-extremes",
  "water-drowning-risk",
  "diving",
  "tree-felling",
] as const;
export type HighRiskWorkCategoryId = (typeof HIGH_RISK_WORK_CATEGORY_IDS)[number];
