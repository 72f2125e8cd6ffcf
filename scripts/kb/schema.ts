import { z } from "zod";
import { GB_PLACES } from "../../src/domain/catalogue/gb-nations";
import { DOCUMENT_TYPE_IDS } from "../../src/domain/documents/types/ids";
import { CONTROL_LEVELS, PSYCHOSOCIAL_HAZARDS } from "../../src/domain/hazards/types";
import { HIGH_RISK_WORK_CATEGORY_IDS } from "../../src/domain/legal/types";

/**
 * The shape of every file under knowledge/, checked before anything is resolved. Objects are strict,
 * so a misspelt key is an error rather than a silently ignored line.
 */

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD");
const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "an id in lower-case-with-hyphens");
const text = z.string().trim().min(1, "must not be empty");
const dated = { from: isoDate.optional(), until: isoDate.optional() };

export const INSTRUMENT_KINDS = [
  "act",
  "regulation",
  "code-of-practice",
  "standard",
  "guidance",
  "compensation-law",
] as const;

/**
 * A fact of the business a hazard line depends on; it holds when any part does: the business's
 * industry, a hazard it asked for, words of its own, or its country (a disease the country is free
 * of, the country's own words for the same yard or machine).
 */
type HazardConditionInput = {
  industries?: string[];
  hazards?: string[];
  words?: string[];
  except?: string[];
  work?: string[];
  countries?: ("AU" | "UK" | "NZ" | "US")[];
  undescribed?: true;
  unlessWords?: string[];
  or?: HazardConditionInput;
};
const hazardConditionSchema: z.ZodType<HazardConditionInput> = z.lazy(() =>
  z
    .strictObject({
      industries: z.array(kebab).min(1).optional(),
      hazards: z.array(kebab).min(1).optional(),
      words: z.array(text).min(1).optional(),
      /** Phrases that hold one of the words but name other work ("tyre shop" is not a shop). */
      except: z.array(text).min(1).optional(),
      /**
       * Words that name the work the line belongs to (drilling, blasting): read in a task's own
       * words where the line is read for a step of that task, else in the business's words.
       */
      work: z.array(text).min(1).optional(),
      countries: z
        .array(z.enum(["AU", "UK", "NZ", "US"]))
        .min(1)
        .optional(),
      /** The business wrote no description of its work. */
      undescribed: z.literal(true).optional(),
      /** Words that stop this condition's own parts holding where the business's words name them too. */
      unlessWords: z.array(text).min(1).optional(),
      /** Another condition that holds the whole where it holds (its own `unlessWords` its own). */
      or: hazardConditionSchema.optional(),
    })
    .refine(
      (c) => c.industries || c.hazards || c.words || c.work || c.countries || c.undescribed || c.or,
      "needs industries, hazards, words, work, countries, undescribed or or",
    )
    .refine((c) => c.except === undefined || c.words !== undefined, "except needs words"),
);
export const instrumentSchema = z.strictObject({
  id: kebab,
  title: text,
  shortTitle: text,
  kind: z.enum(INSTRUMENT_KINDS),
  scope: text,
  url: z.string().regex(/^https:\/\/[^\s]+$/, "an https:// link"),
  /** What was looked at to confirm the title and the link. */
  checked: text,
  /** When it was checked; null while nobody has been able to confirm it. */
  verifiedOn: isoDate.nullable(),
  inForceFrom: isoDate.optional(),
  repealedOn: isoDate.optional(),
  /**
   * The business facts the instrument's duties depend on (lockout law applies where machinery is
   * serviced): a business whose facts do not hold it is never cited it. Absent for law that applies
   * to every business.
   */
  appliesWhen: hazardConditionSchema.optional(),
  /**
   * The parts of its jurisdiction it is law in, where not all of them (Great Britain's fire law):
   * not cited where the site or premises are known to be elsewhere.
   */
  extent: z.array(z.enum(GB_PLACES)).min(1).optional(),
});
export const instrumentFileSchema = z.array(instrumentSchema);

export const thresholdRegistrySchema = z.array(
  // `belowIs`: the rule for the headcounts under this one's limit, which a band across the limit
  // reads on the same line.
  z.strictObject({ id: kebab, about: text, belowIs: kebab.optional() }),
);

export const factSchema = z.strictObject({
  fact: text,
  source: z.string().regex(/^https:\/\/[^\s]+$/, "an https:// link"),
  checked: text,
  verifiedOn: isoDate,
});
export const sourcesFileSchema = z.array(factSchema);

export const metaSchema = z.strictObject({
  /** The first day the knowledge base describes; earlier dates are refused. */
  describesLawFrom: isoDate,
});

/** "instrument-id pinpoint" or "@alias pinpoint"; the object form carries dates. */
export const citationSourceSchema = z.union([text, z.strictObject({ cite: text, ...dated })]);

const bindingSchema = z
  .strictObject({
    id: kebab.optional(),
    alias: kebab.optional(),
    /** Put before every pinpoint given through this alias: "r", "s", "cl". */
    prefix: text.optional(),
    /** false: the numbering is not confirmed for this jurisdiction, so pinpoints are dropped. */
    pinpoints: z.boolean().optional(),
    /** A pinpoint the alias always carries, e.g. "s 18". */
    pinpoint: text.optional(),
    ...dated,
  })
  .refine((b) => (b.id === undefined) !== (b.alias === undefined), "give exactly one of id or alias");
export const aliasSchema = z.union([kebab, bindingSchema, z.array(bindingSchema).min(1), z.null()]);

/**
 * A requirement, alone or with the provisions that state it (`cites`), e.g. `{ text: …, cites: ["@act s 38"] }`.
 * `restatesSummary` marks one that puts a sentence of its topic's summary as an action, so a
 * document printing the summary's sentences states that duty once. `forHazards` names the library
 * hazards of the work the requirement concerns (servicing machinery for lockout): a document about
 * one job states it only where a step of the job meets one of them.
 */
const requirementSchema = z.union([
  z.string(),
  z.strictObject({
    text: z.string(),
    cites: z.array(citationSourceSchema),
    restatesSummary: z.literal(true).optional(),
    forHazards: z.array(z.string()).min(1).optional(),
  }),
]);
const topicFields = {
  summary: text.optional(),
  requirements: z.array(requirementSchema).optional(),
  "requirements+": z.array(requirementSchema).optional(),
  citations: z.array(citationSourceSchema).optional(),
  "citations+": z.array(citationSourceSchema).optional(),
};
const topicSchema = z.strictObject(topicFields);

export const TOPIC_KEYS = [
  "generalDuties",
  "consultation",
  "riskManagement",
  "incidentNotification",
  "emergencyPlanning",
  "firstAid",
  "hazardousChemicals",
  "ppe",
  "training",
  "psychosocial",
  "bullying",
  "returnToWork",
  "highRiskWork",
  "workstations",
  "heat",
  "violence",
  "silica",
  "fire",
  "records",
] as const;

const deadlineSchema = z.strictObject({ event: text, deadline: text });

type Condition =
  | { industry: string[] }
  | { activity: string[] }
  | { anyActivity: true }
  | { highRiskWork: true }
  | { permits: true }
  | { silicaWork: true }
  | { threshold: string }
  | { any: Condition[] };
export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.strictObject({ industry: z.array(kebab).min(1) }),
    z.strictObject({ activity: z.array(kebab).min(1) }),
    z.strictObject({ anyActivity: z.literal(true) }),
    z.strictObject({ highRiskWork: z.literal(true) }),
    z.strictObject({ permits: z.literal(true) }),
    z.strictObject({ silicaWork: z.literal(true) }),
    z.strictObject({ threshold: kebab }),
    z.strictObject({ any: z.array(conditionSchema).min(2) }),
  ]),
);

export const SAY_KEYS = ["highRiskWorkMandatory", "highRiskWorkNamed", "permitsNeeded"] as const;
const reasonSchema = z.union([
  z.strictObject({ topic: z.enum(TOPIC_KEYS) }),
  z.strictObject({ threshold: kebab }),
  z.strictObject({ say: z.enum(SAY_KEYS) }),
]);

export const ruleSchema = z.strictObject({
  /** Applies only to businesses meeting this condition. */
  when: conditionSchema.optional(),
  level: z.enum(["required", "recommended"]),
  /** Required when this condition holds, otherwise `level`. */
  requiredWhen: conditionSchema.optional(),
  reasons: z.array(reasonSchema).min(1),
  ...dated,
});

const thresholdSchema = z.strictObject({
  minEmployees: z.number().int().positive().optional(),
  maxEmployees: z.number().int().positive().optional(),
  consequence: text.optional(),
  citations: z.array(citationSourceSchema).optional(),
  ...dated,
});

const categorySchema = z.strictObject({ code: z.string().nullable(), text });

const profileShape = {
  /** The profile this one builds on: its file name without .yaml. */
  extends: text.optional(),
  /** A base other profiles extend; it serves no region itself. */
  abstract: z.boolean().optional(),
  code: text.optional(),
  country: z.enum(["AU", "UK", "NZ", "US"]).optional(),
  name: text.optional(),
  regime: z.enum(["model-whs", "vic-ohs", "uk-hswa", "nz-hswa", "us-osha"]).optional(),
  statePlan: z.enum(["private-and-public", "public-only"]).nullable().optional(),
  /**
   * A sentence of this profile as a business of 1 to 5 people reads it: the law's own sentences are
   * otherwise kept as written, so one that names supervisors such a business does not have is given
   * its own wording here. Each `text` must be a sentence of the profile.
   */
  smallBusinessWording: z.array(z.strictObject({ text, small: text })).optional(),
  /**
   * A sentence of this profile as it reads where the site or premises are known to be in one part
   * of the jurisdiction. Each `text` must be of the profile.
   */
  placeWording: z.partialRecord(z.enum(GB_PLACES), z.array(z.strictObject({ text, reads: text }))).optional(),
  /** Text a profile's wording refers to; a list of dated values changes the wording on a date. */
  vars: z
    .record(
      z.string().regex(/^[a-zA-Z][\w]*$/, "a variable name"),
      z.union([z.string(), z.array(z.strictObject({ value: z.string(), ...dated })).min(1)]),
    )
    .optional(),
  aliases: z.record(kebab, aliasSchema).optional(),
  terms: z
    .strictObject({
      dutyHolder: text.optional(),
      dutyHolderShort: text.optional(),
      worker: text.optional(),
      workers: text.optional(),
      standardOfCare: text.optional(),
      representative: text.optional(),
      safetyLaw: text.optional(),
      /** Evidence that a person may operate a class of plant, as this jurisdiction words it. */
      plantLicence: text.optional(),
      /** What follows a competency that is one role's own, naming the role: "(for {{role}})". */
      competencyRole: text.regex(/\{\{role\}\}/, "name the role with {{role}}").optional(),
      /** The licence demolition needs here; "" where the jurisdiction has none. */
      demolitionLicence: z.string().optional(),
      /** Shoes that cover the whole foot, as the country says it ("closed-toe footwear" in the US). */
      enclosedFootwear: text.optional(),
      /** Locks and tags on an isolation as the country names them mid-sentence ("lockout/tagout", "lock-off"). */
      isolationLocks: text.optional(),
      /** The training in isolating plant and applying locks, as the country names it, as a competency. */
      isolationTraining: text.optional(),
      /** Safety boots with protective toe caps, as the country says it, starting a PPE item. */
      safetyBoots: text.optional(),
      /** The business's list of its hazardous chemicals as the country names it, starting a control. */
      chemicalRegister: text.optional(),
      /**
       * The loads a team lift is for, as the country's own guidance words them mid-sentence: no
       * figure converted from another country's guidance ("heavy loads" where none is verified).
       */
      teamLiftLoads: text.optional(),
      /** Lining boards of gypsum plaster as the trade names them mid-sentence ("drywall", "plasterboard"). */
      liningBoard: text.optional(),
      /** Fixing lining boards as the trade says it, starting a step ("Hang the drywall sheets"). */
      boardHanging: text.optional(),
      /** Finishing the joints of lining boards as the trade says it, mid-sentence ("tape, finish and sand the joints"). */
      boardJoints: text.optional(),
      /** The tradesperson who fixes (hangs) lining boards, as the trade names them: a step's responsible person. */
      boardHanger: text.optional(),
      /** The tradesperson who finishes the joints of lining boards (tapes, stops): a step's responsible person. */
      boardFinisher: text.optional(),
      /** The low working platforms the lining trade works from, as the country names them mid-sentence. */
      boardPlatform: text.optional(),
      boardWork: text.optional(),
      boardLifter: text.optional(),
      boardLifterItem: text.optional(),
      /** The machine a workshop raises a vehicle on, mid-sentence ("vehicle hoist", "vehicle lift"), and starting a line. */
      vehicleHoist: text.optional(),
      vehicleHoistItem: text.optional(),
      /** The stands a raised vehicle is held on off the hoist or lift ("axle stands", "jack stands"). */
      axleStands: text.optional(),
      loadRestraintGuide: text.optional(),
      spotterItem: text.optional(),
      aSpotter: text.optional(),
      preStartItem: text.optional(),
      preStart: text.optional(),
      preStartChecked: text.optional(),
      startSiren: text.optional(),
      powerLeads: text.optional(),
      hClassVacuum: text.optional(),
      socketOutlets: text.optional(),
      mainsPowered: text.optional(),
      /** Rubber boots with protective toe caps, as the country says it, starting a PPE item. */
      safetyGumboots: text.optional(),
      /** Residual current protection of outlets and leads, as the country names it mid-sentence. */
      rcdProtection: text.optional(),
      /** The law a vehicle on a public road keeps to, as the country names it mid-sentence. */
      roadRules: text.optional(),
      /** A fenced field where stock graze, as the country names it mid-sentence. */
      paddock: text.optional(),
      /** Sawn or building wood as a material, as the country names it mid-sentence. */
      wood: text.optional(),
      /** Regulated hazardous goods mid-sentence, and the hazard of storing them as its name. */
      dangerousGoods: text.optional(),
      dangerousGoodsHazard: text.optional(),
      /**
       * A forest harvesting crew's words as the country says them: the undercut mid-sentence
       * (faceCut), the helmet and boots starting a PPE item, the rigging crew as a role and at the
       * start of a line (breakerOut, breakerOuts), and mid-sentence the rigging work (breakingOut),
       * the cable machine (hauler), what is hooked on (strops), what is hauled (drag) and cutting
       * logs to length (logMaking, with its worker logMaker as a role).
       */
      faceCut: text.optional(),
      forestryHelmet: text.optional(),
      forestryBoots: text.optional(),
      chainsawBoots: text.optional(),
      landingBoots: text.optional(),
      extraction: text.optional(),
      extractionCorridors: text.optional(),
      extractionTracks: text.optional(),
      extractingLogs: text.optional(),
      extracted: text.optional(),
      extractionMachine: text.optional(),
      extractionPlan: text.optional(),
      breakingOut: text.optional(),
      breakerOut: text.optional(),
      breakerOuts: text.optional(),
      hauler: text.optional(),
      strops: text.optional(),
      drag: text.optional(),
      logMaking: text.optional(),
      logMaker: text.optional(),
      /** The trees a felling limit is set for: "crop" (a plantation's), the US "stand". */
      forestCrop: text.optional(),
      /** A truck's loading limit as a control names it: "rated mass", the US "rated capacity". */
      ratedMass: text.optional(),
      /**
       * A mobile scaffold tower's words as the country says them, mid-sentence: its wheels
       * (casters, caster), whose instructions and limits it is used to (makers: "maker's", the US
       * "manufacturer's") and its load limit (ratedLoad: "safe working load", the US "rated load");
       * and how it is built and climbed, which differ between a British or Australian aluminium
       * tower with trapdoor platforms and a US rolling scaffold climbed by its ladder end frames:
       * the boards under its base (soleBoards), the level by which its wheels are locked
       * (towerFirstLift), how guardrails go up ahead of a platform (towerGuardrailMethod), the way
       * it is climbed mid-sentence (towerClimb), the access control as a sentence (towerAccess) and
       * the climbing it forbids, a sentence's start (towerNoClimbing).
       */
      casters: text.optional(),
      caster: text.optional(),
      soleBoards: text.optional(),
      towerFirstLift: text.optional(),
      towerGuardrailMethod: text.optional(),
      towerClimb: text.optional(),
      towerAccess: text.optional(),
      towerNoClimbing: text.optional(),
      /** The tower's job as its title names it, mid-sentence, and the tower as a plant list names it. */
      towerWork: text.optional(),
      towerItem: text.optional(),
      makers: text.optional(),
      ratedLoad: text.optional(),
      /** Roadwork as a traffic row names it: "on a roadside worksite", the US "in a roadway work zone". */
      roadsideWorksite: text.optional(),
      /** A roof or roofing a person would fall through, as a height row names it mid-sentence. */
      fragileRoof: text.optional(),
      fragileRoofing: text.optional(),
      /** A cool room to rest in, as a heat row names it ("rest rooms"; in the US a restroom is a toilet). */
      restRooms: text.optional(),
      /** At once, as a line says it mid-sentence: "straight away", the US "right away". */
      straightAway: text.optional(),
      /**
       * After a US federal standard in a rule: the State Plan's own standard where a State Plan
       * covers the business, else nothing.
       */
      orStatePlanStandard: z.string().optional(),
      /** Head protection as a PPE item names it: "Safety helmet", the US "Hard hat". */
      hardHat: text.optional(),
      /** The registration or licence X-ray equipment needs here, as a permit line. */
      xrayRegistration: text.optional(),
      /**
       * Radiation work's own roles and rules, as the country's law names them: who designs
       * shielding, mid-sentence with its article (radiationExpert: "a radiation safety officer", the
       * British "a radiation protection adviser", the US "a qualified expert"); the written rules
       * that name who wears a dosimeter (radiationPlan: "radiation safety plan", the British "local
       * rules"); and a radiation worker's licence as a competency line (radiationUseLicence: the
       * Australian and New Zealand use licence; Britain licenses no individual, and a US state sets
       * its own operator credentials).
       */
      radiationExpert: text.optional(),
      radiationPlan: text.optional(),
      radiationUseLicence: text.optional(),
      /**
       * When local exhaust ventilation is thoroughly examined and tested here, as the end of a
       * control line ("at least once every 14 months …" where the law sets it).
       */
      levExamination: text.optional(),
      /**
       * How long the health record of a worker under health surveillance for a hazardous substance
       * is kept, as the end of a control line, where the law sets it (COSHH's 40 years); a profile
       * without it leaves the line out.
       */
      healthRecordKeeping: text.optional(),
      /**
       * The duties of notifiable non-licensed asbestos work, as the end of a control line of the
       * asbestos hazard, where the law has that category of work (Great Britain, Northern Ireland);
       * a profile without it leaves the line out.
       */
      asbestosNotifiableWork: text.optional(),
      /**
       * Hearing checks for people exposed to noise, as the end of a control line: who has them,
       * at the law's own trigger where it is verified (the Noise Regulations' upper exposure action
       * values in Great Britain).
       */
      hearingChecks: text.optional(),
      /** Where hearing protection must be worn, in the law's own words where it names them. */
      hearingProtectionAreas: text.optional(),
      /**
       * Who may lay, alter or repair drains here, where the law restricts drainlaying to a licensed
       * trade; "" where no such licence is verified.
       */
      drainlayingLicence: z.string().optional(),
      /**
       * Who is in control of the workplace the business works at, as a method statement names
       * them: the law's construction term in a construction overlay, a mine's operator in a
       * mining one, and otherwise the client or host.
       */
      principalContractor: text.optional(),
      /**
       * How workers are represented in consultation under this jurisdiction's own law, as a line of
       * the policy's consultation list; "" where the law sets no representative model to name.
       */
      representation: z.string().optional(),
      /** How often fire extinguishers are inspected or serviced, as this jurisdiction's practice or law sets. */
      extinguisherService: text.optional(),
      /** Who inspects or services them. */
      extinguisherServiceBy: text.optional(),
      /** Who takes charge of an emergency, in the country's own words. */
      emergencyLead: text.optional(),
      /** Who stands in for them. */
      emergencyDeputy: text.optional(),
      /** Those who clear areas and guide people out. */
      emergencyWardens: text.optional(),
      /**
       * Where to sign up for flood warnings, opening a natural hazard's step ("Sign up for …"),
       * where a jurisdiction's flood scenario names its agencies.
       */
      floodWarnings: text.optional(),
      /** The crew safety meetings and interval the law of an industry sets; only where it sets one. */
      crewMeetings: text.optional(),
      /**
       * Hazard control lines that state a law's own rule, each only where a profile words it (a
       * line whose term is unset is left out): the examination of pressure systems, noise exposure
       * values, hand-arm vibration values, who may work on gas appliances, and the competence
       * electrical work needs.
       */
      pressureSystemScheme: text.optional(),
      noiseValues: text.optional(),
      vibrationValues: text.optional(),
      gasWork: text.optional(),
      electricalCompetence: text.optional(),
      /**
       * The general induction the law requires before anyone does construction work, as its
       * evidence is called here; only where the law requires one (Australian construction).
       */
      constructionInduction: text.optional(),
    })
    .optional(),
  regulator: z
    .strictObject({
      name: text.optional(),
      shortName: text.optional(),
      website: z
        .string()
        .regex(/^https:\/\/[^\s]+$/, "an https:// link")
        .optional(),
      notificationPhone: text.nullable().optional(),
    })
    .optional(),
  enforcingAuthority: z
    .strictObject({
      name: text,
      website: z.string().regex(/^https:\/\/[^\s]+$/, "an https:// link"),
      note: text,
    })
    .nullable()
    .optional(),
  primaryAct: citationSourceSchema.optional(),
  primaryRegulations: citationSourceSchema.nullable().optional(),
  managementStandard: citationSourceSchema.optional(),
  citableScopes: z.array(text).optional(),
  generalDuties: topicSchema.optional(),
  consultation: topicSchema.optional(),
  riskManagement: z
    .strictObject({
      ...topicFields,
      method: z.enum(["hierarchy", "hse-five-steps", "jha"]).optional(),
      steps: z.array(text).optional(),
    })
    .optional(),
  incidentNotification: z
    .strictObject({
      ...topicFields,
      notify: text.optional(),
      deadlines: z.array(deadlineSchema).optional(),
      "deadlines+": z.array(deadlineSchema).optional(),
      records: text.optional(),
      how: text.optional(),
      preserveSite: text.nullable().optional(),
      // The law's own meaning of the words the supervisor decides by ("notifiable incident"), each
      // with its provision, printed where the form asks whether the event is notifiable.
      definitions: z.array(requirementSchema).optional(),
      // The form the recordkeeping rule keeps for each recordable case (US only), its duty and provisions.
      recordForm: z
        .strictObject({ name: text.optional(), ...topicFields })
        .nullable()
        .optional(),
    })
    .optional(),
  emergencyPlanning: topicSchema.optional(),
  firstAid: topicSchema.optional(),
  hazardousChemicals: topicSchema.optional(),
  ppe: topicSchema.optional(),
  training: topicSchema.optional(),
  psychosocial: topicSchema.optional(),
  bullying: topicSchema.optional(),
  returnToWork: z.strictObject({ ...topicFields, scheme: text.optional() }).optional(),
  highRiskWork: z
    .strictObject({
      ...topicFields,
      documentName: text.optional(),
      mandatory: text.optional(),
      // Whether the law itself requires the method document (a SWMS for high risk construction
      // work under the WHS Regulations; no such duty in New Zealand, Great Britain or under federal
      // OSHA), the provisions that require it, and where that was checked.
      methodDocument: z
        .strictObject({
          required: z.boolean(),
          // Required only where the business's high-risk work includes one of these categories
          // (Great Britain: a written plan of work for asbestos, written demolition arrangements).
          onlyFor: z.array(z.enum(HIGH_RISK_WORK_CATEGORY_IDS)).min(1).optional(),
          cites: z.array(citationSourceSchema),
          source: z.string().regex(/^https:\/\/[^\s]+$/, "an https:// link"),
          checked: text,
          verifiedOn: isoDate,
        })
        .refine((m) => !m.required || m.cites.length > 0, "a required method document names its provisions")
        .optional(),
      categories: z.partialRecord(z.enum(HIGH_RISK_WORK_CATEGORY_IDS), categorySchema.nullable()).optional(),
      retention: text.nullable().optional(),
    })
    .optional(),
  workstations: topicSchema.optional(),
  heat: z
    .strictObject({
      ...topicFields,
      // How the heat rule measures heat, where it names a measure other than the air temperature
      // (Minnesota's indoor limits are wet bulb globe temperatures): the plan checks heat that way.
      measure: z.enum(["wbgt"]).optional(),
      // How many days the rule has a supervisor closely observe a new employee (California's
      // section 3395(g): 14), so the plan's acclimatization steps keep to the rule's own period.
      closeObservationDays: z.number().int().positive().optional(),
      // What the law section says instead to a business whose work is on vessels, where the rule
      // the summary names does not reach a ship (the Workplace Regulations' regulation 3(1)(a)).
      afloat: z.strictObject({ summary: text, citations: z.array(citationSourceSchema) }).optional(),
    })
    .optional(),
  violence: topicSchema.optional(),
  /**
   * A law on protecting premises the public gathers in from terrorism (the United Kingdom's
   * Terrorism (Protection of Premises) Act 2025): the premises it reaches, its duties and the day
   * they apply from. `dutiesFrom` is null while no regulations have brought the duties into force;
   * the day those regulations set goes here, and documents and needs follow it.
   */
  publicProtection: z
    .strictObject({
      ...topicFields,
      dutiesFrom: isoDate.nullable(),
      /** What the law section says while the duties do not yet apply. */
      notInForce: text,
      /** The industries whose premises are of the uses the law names (a shop, a restaurant or bar). */
      industries: z.array(kebab).min(1),
      /** The fewest people expected at once that bring the duties, and the enhanced duty. */
      standardFrom: z.number().int().positive(),
      enhancedFrom: z.number().int().positive(),
      /** The duties enhanced duty premises add, each with its provision. */
      enhanced: z.array(requirementSchema).min(1),
      /**
       * The body that regulates the law's duties (the Security Industry Authority), which the
       * document's header names: it is not the health and safety regulator.
       */
      regulator: z.strictObject({
        name: text,
        website: z.string().url(),
        source: z.string().url(),
        checked: text,
        verifiedOn: isoDate,
      }),
      /** The police contacts the communication procedure lists, each checked at the police's own page. */
      contacts: z
        .array(z.strictObject({ text, source: z.string().url(), checked: text, verifiedOn: isoDate }))
        .min(1),
    })
    .optional(),
  silica: topicSchema.optional(),
  fire: topicSchema.optional(),
  records: z
    .strictObject({
      ...topicFields,
      /**
       * How long the law says a record must be kept, each checked at its source; a record whose
       * period cannot be verified is left out.
       */
      retention: z
        .array(
          z.strictObject({
            record: text,
            period: text,
            cites: z.array(citationSourceSchema),
            source: z.string().url(),
            checked: text,
            verifiedOn: isoDate,
          }),
        )
        .optional(),
    })
    .optional(),
  thresholds: z.record(kebab, thresholdSchema.nullable()).optional(),
  hazardCitations: z.record(kebab, z.array(citationSourceSchema).nullable()).optional(),
  /** The provisions each workplace inspection check tests, by check id; null removes an inherited one. */
  checks: z.record(kebab, z.array(citationSourceSchema).nullable()).optional(),
  /**
   * How often the law says a training must be repeated, by training id of the catalogue
   * (src/domain/catalogue/training-refreshers.ts), each checked at its source; null removes an
   * inherited one (an industry the standard does not cover).
   */
  refreshers: z
    .record(
      kebab,
      z
        .strictObject({
          interval: text,
          cites: z.array(citationSourceSchema).min(1),
          source: z.string().regex(/^https:\/\/[^\s]+$/, "an https:// link"),
          checked: text,
          verifiedOn: isoDate,
        })
        .nullable(),
    )
    .optional(),
  requirements: z.record(kebab, ruleSchema.nullable()).optional(),
};

/**
 * What a business reads instead when its whole headcount band meets one threshold (keyed by its
 * id): the profile's variables with other values, so text that states a duty "unless partially
 * exempt" can state it as it applies. Only variables: a profile that words a sentence its own way
 * words its headcount versions with it (the compile checks this), and headcount rules themselves
 * (`thresholds`) and the requirement rules already follow the headcount.
 */
const headcountSchema = z.strictObject({ vars: profileShape.vars.unwrap() });
const headcounts = z.record(kebab, headcountSchema).optional();

/**
 * What changes for businesses of one industry: the same keys as a profile, merged over it the same
 * way (construction employers in the US cite Part 1926, a WA mine the Mines Regulations).
 */
const sectorSchema = z
  .strictObject({ ...profileShape, headcounts })
  .omit({ extends: true, abstract: true, code: true, country: true, name: true, regime: true });

/** The names a profile's `terms` may hold: what a "{{local.name}}" in a template may name. */
export const TERM_NAMES: ReadonlySet<string> = new Set(Object.keys(profileShape.terms.unwrap().shape));

export const profileFileSchema = z.strictObject({
  ...profileShape,
  /** Keyed by threshold id: what a band wholly within that threshold's headcounts reads instead. */
  headcounts,
  /** Keyed by industry id of the catalogue. */
  sectors: z.record(kebab, sectorSchema).optional(),
});
export type ProfileFile = z.infer<typeof profileFileSchema>;

/**
 * A control: its text, or its text with the business's own process it takes away (`removes`: left
 * out where that process is the work) or is written for (`forProcess`: shown only there), or the
 * step's hazard it controls alone (`forHazard`: shown only where the business meets that hazard).
 */
const controlSchema = z.union([
  text,
  z
    .strictObject({
      text,
      removes: kebab.optional(),
      forProcess: kebab.optional(),
      forHazard: kebab.optional(),
    })
    .refine((c) => [c.removes, c.forProcess, c.forHazard].filter((k) => k !== undefined).length === 1, {
      message: "give one of removes, forProcess or forHazard (or write the control as plain text)",
    }),
]);
const controlsSchema = z.partialRecord(
  z.enum(CONTROL_LEVELS),
  z.union([controlSchema, z.array(controlSchema).min(1)]),
);

/**
 * knowledge/keywords/processes.yaml: the processes a business's own work may be (welding in a
 * fabrication shop, blasting for a drill and blast contractor). A control that takes one away is
 * left out for a business whose industry or words say the process is its work.
 */
export const processesSchema = z.array(
  z.strictObject({
    id: kebab,
    /** What the work is, in plain words. */
    name: text,
    /** Industries whose work is always this process. */
    industries: z.array(kebab).min(1).optional(),
    /** Words in the business's work description or the job's description that say the process is the work. */
    words: z.array(text).min(1),
    /** Phrases that hold those words but name something else ("roofing trusses" a factory makes). */
    except: z.array(text).min(1).optional(),
  }),
);

/**
 * knowledge/keywords/sectors.yaml: the work a business does, named in its documents' prose where
 * its own words say it and its industry is one the work is filed under.
 */
export const sectorsSchema = z.array(
  z.strictObject({
    /** The work as a sentence names it: "its forestry work". */
    name: text,
    /** The form's industries such a business registers under. */
    industries: z.array(kebab).min(1),
    /** Phrases of the business's work description that name the work. */
    words: z.array(text).min(1),
    /** Phrases that hold those words but name something else. */
    except: z.array(text).min(1).optional(),
  }),
);

/**
 * Work a business may name that the hazard library does not assess yet: where a business's own
 * words name it and its register holds no row that assesses it, its documents list it as not yet
 * assessed instead of saying nothing.
 */
export const unassessedWorkSchema = z.array(
  z.strictObject({
    /** The work as the not-yet-assessed list names it, in lower case: "embalming". */
    ask: text,
    /** Phrases of the business's own words that name the work. */
    words: z.array(text).min(1),
    /** Phrases that hold those words but name something else. */
    except: z.array(text).min(1).optional(),
    /**
     * Phrases anywhere in the business's words that say the work is not what the entry asks about
     * ("from the ground" for window cleaning at height): nothing is asked.
     */
    unless: z.array(text).min(1).optional(),
  }),
);

const rating = z.tuple([z.number().int().min(1).max(5), z.number().int().min(1).max(5)]);

/** `also` is a second condition that must hold with `when`: a practice's line for one country. */
const offerShape = {
  when: hazardConditionSchema.optional(),
  also: hazardConditionSchema.optional(),
  unless: hazardConditionSchema.optional(),
};
/** A line offered to every business, or only where `when` holds and `unless` does not. */
const line = z.union([
  text,
  z
    .strictObject({ text, ...offerShape })
    .refine((l) => l.when || l.unless, "a conditional line needs when or unless"),
]);
/**
 * Who a course is for, where it is not everyone doing the work: the supervisors and managers of the
 * work, or a role of it named by who holds it, in lower case as a sentence continues it ("the
 * truck's drivers", "the person responsible for the water systems").
 */
export const SUPERVISORS_AUDIENCE = "supervisors";
/** The kinds of credential a competency may be: what a copy of it is called. */
export const CREDENTIAL_KINDS = ["licence", "certificate", "card", "registration"] as const;
/**
 * What a competency is as a credential and who holds it: `heldBy: business` for a licence the
 * business itself holds (an asbestos removal licence), or the person who holds their own, named as
 * one of them (`heldBy: diver`).
 */
const credentialSchema = z.strictObject({
  kind: z.enum(CREDENTIAL_KINDS, { error: `kind must be one of ${CREDENTIAL_KINDS.join(", ")}` }),
  heldBy: text,
  /** `false` for one issued for good (an HSE-approved diving qualification): checked, not renewed. */
  expires: z.literal(false).optional(),
});
/**
 * A competency: its text, or its text with whom it is for (`for: supervisors`: a course for the
 * supervisors and managers of the work, which documents assign to them, not to everyone doing
 * it; `for: the truck's drivers`: a role's own licence or course, which documents name with the
 * role who holds it), the plant it is named for here (`plant: forklift`, printed after the course in brackets:
 * the same course another hazard names for any plant), whether a person shows it with their own
 * records (`evidence: own`: a contractor's workers bring it, where its words name no licence,
 * ticket or certificate), what credential it is and who holds it (`credential: { kind: licence,
 * heldBy: business }`), the places it is for (`at:`, as a control's: a risk assessment of other
 * places leaves it out) and the facts it is offered on (as any hazard line). Without `for`, it is
 * for the people doing the work.
 */
const competencyLine = z.union([
  text,
  z
    .strictObject({
      text,
      for: text.optional(),
      plant: text.optional(),
      evidence: z.literal("own", { error: 'evidence must be "own" or left out' }).optional(),
      credential: credentialSchema.optional(),
      at: z.array(text).min(1).optional(),
      /** The inspection check of the duty the competency meets (profiles' `checks:`), as a control's. */
      check: kebab.optional(),
      ...offerShape,
    })
    .refine(
      (l) => l.for || l.plant || l.evidence || l.credential || l.at || l.check || l.when || l.unless,
      "give for, plant, evidence, credential, at, check, when or unless (or write the competency as plain text)",
    ),
]);
/**
 * A hazard's control: its text, or its text with the business's own process it takes away or is
 * written for (as a task step's control) and the facts it is offered on (as any hazard line).
 */
const hazardControlSchema = z.union([
  text,
  z
    .strictObject({
      text,
      removes: kebab.optional(),
      forProcess: kebab.optional(),
      /** The inspection check of the duty this control is the measure for (profiles' `checks:`). */
      check: kebab.optional(),
      /**
       * The places the control is done at ("kitchen", "bar"): an assessment whose scope names
       * places, none of them these, leaves it out (drip trays at fryers are not a bedroom's).
       */
      at: z.array(text).min(1).optional(),
      ...offerShape,
    })
    .refine((c) => c.removes || c.forProcess || c.check || c.at || c.when || c.unless, {
      message: "give removes, forProcess, check, at, when or unless (or write the control as plain text)",
    })
    .refine((c) => !(c.removes && c.forProcess), {
      message: "give either removes or forProcess, not both",
    }),
]);
/** A text, or its wordings for different work: the first offered is used, the last is for any work. */
const wordings = z.union([text, z.array(line).min(2)]);
export type HazardLine = z.infer<typeof line>;
export type CompetencyLine = z.infer<typeof competencyLine>;

export const hazardSchema = z.strictObject({
  id: kebab,
  name: wordings,
  harm: wordings,
  whoAtRisk: wordings,
  /** Offered from an industry baseline or a task step only where this holds for the business. */
  offer: z
    .strictObject(offerShape)
    .refine((o) => o.when || o.unless, "needs when or unless")
    .optional(),
  /** [likelihood, consequence] before controls. */
  inherent: rating,
  /** [likelihood, consequence] with the controls in place. */
  residual: rating,
  /**
   * The ratings for a business whose facts make the harm or its likelihood differ (a shop that is no
   * robbery target): the first offered replaces `inherent` and `residual`.
   */
  ratings: z
    .array(
      z
        .strictObject({ inherent: rating, residual: rating, ...offerShape })
        .refine((r) => r.when || r.unless, "a rating for some businesses needs when or unless"),
    )
    .min(1)
    .optional(),
  controls: z.partialRecord(
    z.enum(CONTROL_LEVELS),
    z.union([hazardControlSchema, z.array(hazardControlSchema).min(1)]),
  ),
  ppe: z.array(line).optional(),
  permits: z.array(line).optional(),
  competencies: z.array(competencyLine).optional(),
  highRiskWork: z.array(z.enum(HIGH_RISK_WORK_CATEGORY_IDS)).optional(),
  /** The psychosocial hazards this entry is, as the psychosocial assessment's rows name them. */
  psychosocial: z.array(z.enum(PSYCHOSOCIAL_HAZARDS)).min(1).optional(),
  /** The id of the hazard this entry is another wording of; a document holds one wording of it. */
  concept: kebab.optional(),
  /** Industries this wording is written for; without it, the entry fits any work. */
  fits: z.array(kebab).min(1).optional(),
  /**
   * Other wordings of the same concept whose every control, PPE item, permit and competency this
   * wording already states in words for its work: a row in this wording adds none of theirs.
   */
  covers: z.array(kebab).min(1).optional(),
  /**
   * Hazards a business that declares this high-risk activity always has as well, each its own row
   * or merged into this one: a business with work at height has ladders, not only roofs and
   * scaffolds, and one with psychological hazards has workload, bullying and harassment, not only
   * emotionally demanding work.
   */
  brings: z.array(kebab).min(1).optional(),
  /**
   * For work done alone, with no supervisor on site to verify the controls before each shift: who
   * checks them and when, said in place of the supervisor's verification where the row stays High.
   */
  startCheck: text.optional(),
  /**
   * On an industry's common hazard offered only on the business's facts: what the business's
   * register names as not yet assessed where its facts do not bring it ("forklifts and other powered
   * mobile plant"), a noun phrase in lower case. Worded per country as a name is (each country's
   * wording `when: { countries: [...] }`, the last for any country): OSHA's powered industrial
   * trucks, the HSE's lift trucks.
   */
  ask: wordings.optional(),
  /**
   * On an industry's common hazard offered only on the business's facts: work it is usual at
   * ("barrel ageing" for forklifts). Where the business's words name such work and nothing else
   * brings the row, the row is its own and says it was included for that work.
   */
  usualAt: z.array(text).min(1).optional(),
  /**
   * Plant or work the row assesses wherever a document holds it ("dough mixer" for fixed
   * machinery): a phrase of the document's scope that names one is not listed as not yet assessed.
   * These words never bring the row.
   */
  assesses: z.array(text).min(1).optional(),
  /**
   * A hazard of the step that handles it (a flammable's fire): a risk assessment following a picked
   * job rates it at that step, and holds it as a row only where the law asks for an assessment of
   * its own (the jurisdiction's `hazardCitations` for it, as Great Britain's DSEAR).
   */
  atItsStep: z.literal(true).optional(),
});
export const hazardFileSchema = z.array(hazardSchema);

/** knowledge/emergencies/*.yaml: emergencies that come with the work, for emergency plans. */
export const emergencyScenarioFileSchema = z.array(
  z.strictObject({
    id: kebab,
    title: text,
    natural: z.literal(true).optional(),
    when: z.strictObject({
      industries: z.array(kebab).min(1).optional(),
      regions: z.array(text).min(1).optional(),
      hazards: z.array(kebab).min(1).optional(),
      words: z.array(text).min(1).optional(),
    }),
    steps: z.array(text).min(1),
    siteSteps: z.array(text).min(1).optional(),
    remoteSteps: z.array(text).min(1).optional(),
    awaySteps: z.array(text).min(1).optional(),
    ready: text.optional(),
    /** Scenarios whose procedure already covers this one: where the business has any, this one is left out. */
    coveredBy: z.array(kebab).min(1).optional(),
    training: z.strictObject({ who: text, training: text, when: text }).optional(),
    remoteTraining: z.strictObject({ who: text, training: text, when: text }).optional(),
  }),
);
export const phrasesSchema = z.record(
  kebab.or(z.string().regex(/^[a-z][a-zA-Z]*$/)),
  z.record(z.string(), text),
);
export const baselinesSchema = z.record(kebab, z.array(kebab).min(1));

/** knowledge/changelog.yaml: every release of the knowledge base, oldest first. */
export const changelogSchema = z.array(
  z.strictObject({
    release: z.string().regex(/^\d{4}-\d{2}-\d{2}\.\d+$/, "a release id written YYYY-MM-DD.N"),
    date: isoDate,
    changes: z.array(
      z.strictObject({
        id: kebab,
        summary: text,
        jurisdictions: z.array(text).min(1),
        items: z.array(text).min(1),
        exceptIndustries: z.array(kebab).min(1).optional(),
        source: z.string().regex(/^https:\/\/[^\s]+$/, "an https:// link"),
        verifiedOn: isoDate,
        effective: isoDate,
      }),
    ),
  }),
);

/**
 * Changes to the law that are announced (an Act awaiting commencement, a rule with a future
 * compliance date not yet confirmed) but not in force. Documents say nothing of them; the law
 * pages list them, and each carries the date by which someone must look at its source again.
 */
export const pendingSchema = z.array(
  z.strictObject({
    id: kebab,
    /**
     * Law already in force that SafeDraft does not cite yet, because its title or text was not read
     * at the legislature's or regulator's page: listed apart on the law page, never as announced or
     * in a business's "What's coming".
     */
    inForce: z.literal(true).optional(),
    /** What will change, in the words an owner reads. */
    summary: text,
    jurisdictions: z.array(text).min(1),
    /** When it is expected, as the source puts it ("not before April 2027"). */
    expected: text,
    sources: z
      .array(
        z.strictObject({
          url: z.string().regex(/^https:\/\/[^\s]+$/, "an https:// link"),
          checked: text,
        }),
      )
      .min(1),
    verifiedOn: isoDate,
    /** The day by which the sources must be looked at again; a later day fails `npm run kb`. */
    lookAgainBy: isoDate,
    /**
     * The fields of each named jurisdiction's profile the change will alter once in force, written
     * as the changelog writes them: the documents that rely on them are the ones that will change.
     */
    items: z.array(text).optional(),
    /**
     * Which businesses of those jurisdictions it will reach, where the law narrows it: the
     * industries whose work it names, and a condition SafeDraft cannot judge from the business's
     * details, in the words an owner reads ("if …"). Each from the source that says so.
     */
    appliesTo: z
      .strictObject({
        industries: z.array(text).min(1).optional(),
        condition: text.optional(),
        /** The document types the change will ask of a business it reaches, by id. */
        documents: z.array(z.enum(DOCUMENT_TYPE_IDS)).min(1).optional(),
        source: z.string().regex(/^https:\/\/[^\s]+$/, "an https:// link"),
        checked: text,
      })
      .optional(),
  }),
);

/** A rule of one or more jurisdictions a task triggers (a licence, a notification), with its source. */
const taskRuleSchema = z.strictObject({
  /** Region codes ("AU-QLD") or country codes ("NZ") the rule is verified for. */
  appliesIn: z.array(z.string().regex(/^[A-Z]{2}(-[A-Z]{2,3})?$/, "a country or region code")).min(1),
  /**
   * The industries the rule's law covers, where the task is done in others under other law (a
   * ladder in construction work is under 29 CFR 1926.1053, a shop's under general industry's rule).
   */
  industries: z.array(kebab).min(1).optional(),
  text,
  source: z.string().regex(/^https:\/\/[^\s]+$/, "an https:// link"),
  checked: text,
  verifiedOn: isoDate,
});

export const taskStepSchema = z.strictObject({
  /** What is done, in the imperative: "Strip the old sheets one at a time …". */
  do: text,
  /**
   * Hazard library ids people meet in this step. None for a step done away from the exposure
   * (planning, paperwork, a call to the office): the hazards it plans for belong to the steps
   * where the exposure happens.
   */
  hazards: z.array(kebab),
  /** Controls that must be in place before the step starts: they count towards the risk after controls. */
  required: controlsSchema,
  /** Further controls to consider: proposed, not counted until the business puts them in place. */
  consider: controlsSchema.optional(),
  ppe: z.array(text).optional(),
  /** Permits to work the step needs (the business's own permit system). */
  permits: z.array(text).optional(),
  /** High-risk construction work categories; each jurisdiction's profile names its own. */
  highRiskWork: z.array(z.enum(HIGH_RISK_WORK_CATEGORY_IDS)).optional(),
  responsible: text,
});

export const taskFileSchema = z.strictObject({
  id: kebab,
  title: text,
  /**
   * The title as each jurisdiction words it, in its terms ("{{local.breakingOut}} and extraction"):
   * printed in a document whose jurisdiction is known. `title` stays the words the task is matched
   * on and listed by where no jurisdiction is known.
   */
  localTitle: z.string().includes("{{local.").optional(),
  /**
   * Words and phrases people use for the task; matched against the activity typed. A phrase of two
   * or more words names the task; a single word only offers it for the customer to choose.
   */
  keywords: z.array(text).min(1),
  /**
   * Single words that name this job and no other anywhere (a notcher, sandblasting): enough on
   * their own to name the task, as a phrase is. Each is also a keyword.
   */
  names: z.array(text).min(1).optional(),
  /**
   * Words that say the work is another task although a keyword matches: a press brake's tooling
   * change is not a die change on a power press.
   */
  excludes: z.array(text).min(1).optional(),
  /** Phrases that hold a keyword's words but name other work: they are not read as the keyword. */
  except: z.array(text).min(1).optional(),
  industries: z.array(kebab).min(1),
  /** Low-risk work (desk and office work), which the document says plainly is not high-risk work. */
  lowRisk: z.literal(true).optional(),
  /**
   * Work that cuts, grinds, drills or breaks material containing crystalline silica: a silica
   * control plan lists a job matched to this task as one of its tasks.
   */
  silica: z.literal(true).optional(),
  plant: z.array(text).optional(),
  /**
   * Where the task is done, as people name the places ("guest bedrooms", "laundry"): a risk
   * assessment written for the task whose scope names one of them assesses it with the task's rows.
   */
  places: z.array(text).min(1).optional(),
  /**
   * PPE everyone on the site wears for the whole job (a trench crew's helmet, boots and hi-vis):
   * worn at every step done at the work, with each step's own PPE added to it.
   */
  sitePpe: z
    .array(
      z.union([
        text,
        /** Worn only where the business is of these industries (a builder's stepladder, not a shop's). */
        z.strictObject({ text, industries: z.array(kebab).min(1) }),
      ]),
    )
    .min(1)
    .optional(),
  competencies: z.array(text).optional(),
  /**
   * What to do after an incident of the work (a needlestick, an injury on an excursion): the
   * response, shown with the document's emergency procedures and never rated as a step.
   */
  ifIncident: z.array(text).min(1).optional(),
  steps: z.array(taskStepSchema).min(3),
  rules: z.array(taskRuleSchema).optional(),
});

/** Words in a work description or typed hazard that bring a library hazard. */
/**
 * knowledge/keywords/places.yaml: the kinds of place a risk assessment's scope may name, and the
 * high-risk activities whose work is done there.
 */
export const placeWorkSchema = z.array(
  z.strictObject({
    /** Names of the kind of place, as a scope writes them ("machine shop", "open pit"). */
    places: z.array(text).min(1),
    /** The activities (hazard ids) whose work is done at such a place. */
    activities: z.array(kebab).min(1),
  }),
);

/**
 * knowledge/keywords/negation.yaml: the words with which a business's own words say work is not
 * done ("no ladders", "we do not do roof work"), and where such a negation ends.
 */
export const negationSchema = z.strictObject({
  /** Words that start a negation: the words after them, to the end of the clause, are negated. */
  cues: z.array(text).min(1),
  /** Phrases that begin with a cue's word but negate nothing ("no one", "not only"). */
  notCues: z.array(text),
  /** Characters that end a clause. */
  stops: z.array(z.string().min(1)).min(1),
  /** Words that end a clause ("but", "we"). */
  stopWords: z.array(text),
  /** Words and marks that join a list's items: after one, a cue or undo word starts a new item. */
  joiners: z.array(z.string().min(1)).min(1),
  /** Words that, after a cue in the same clause, undo it ("without a harness", "over 2 metres"). */
  undo: z.array(text),
  /**
   * Phrases that negate the work written before them ("asbestos removal is excluded"), back to the
   * clause's start, a stop word or a comma.
   */
  postCues: z.array(text).default([]),
});

/**
 * knowledge/keywords/places-visited.yaml: places a business may run or only go to for its work, and
 * the words that say the work goes there ("collect from hospitals", "clean hotels").
 */
export const placesVisitedSchema = z.strictObject({
  /** Words that, before a place in the same sentence or list, say the work goes there. */
  goingTo: z.array(text).min(1),
  /** Words right after a place that name work done for it by someone who goes there ("hotel cleaning"). */
  workFor: z.array(text).min(1),
  /** Words that, between those and the place, make it the business's own ("in our hotel"). */
  own: z.array(text).min(1),
  /**
   * Work done at other businesses' venues (door supervision): a business whose own words name it
   * goes to the places it names, even where its industry runs such places.
   */
  trades: z.array(text).min(1).optional(),
  /**
   * Words that name other people's places as where the work is done ("clients' homes", "customer
   * sites"): as a document's site they are no premises of the business's own.
   */
  othersPlaces: z.array(text).min(1).optional(),
  /**
   * Words a business uses to say it has no premises of its own ("no shop or premises", "fully
   * mobile"): with no site given, its documents have no building of its own to evacuate.
   */
  noPremises: z.array(text).min(1).optional(),
  /**
   * Words that name premises of the business's own ("our workshop", "our yard"): a small business
   * whose words name others' places as where it works has no premises unless it names one of these.
   */
  ownPremises: z.array(text).min(1).optional(),
  places: z
    .array(
      z.strictObject({
        /** Names of the kind of place ("hospital", "nursing homes"). */
        words: z.array(text).min(1),
        /** Industries whose businesses run such places: for them the place is read wherever it is named. */
        industries: z.array(kebab).min(1).optional(),
      }),
    )
    .min(1),
});

export const keywordRulesSchema = z.array(
  z.strictObject({
    hazard: kebab,
    words: z.array(text).min(1),
    /** Phrases that hold one of the words but name something else ("roof trusses" a factory makes). */
    except: z.array(text).min(1).optional(),
    /** The words count only where the text also names one of these (metal, for CNC turning). */
    needs: z.array(text).min(1).optional(),
    /** The words bring nothing where the text names one of these (metal machined dry). */
    unless: z.array(text).min(1).optional(),
    /**
     * The words count only for a business of one of these industries: "hotel" is where a
     * hospitality business works, and only a customer of a laundry or a builder.
     */
    industries: z.array(kebab).min(1).optional(),
    /**
     * The words name work the hazard is usual at, not the hazard itself ("cattle station" for work
     * alone far from help): what is usual there, a plural noun phrase in lower case ("long stretches
     * of work alone far from help"). A row only such words bring says so, and that it goes if the
     * business has none.
     */
    usual: text.optional(),
  }),
);
