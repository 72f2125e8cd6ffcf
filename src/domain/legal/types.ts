import type { CountryCode } from "../catalogue";

/**
 * The legal knowledge base: every instrument a document may cite, with a stable id. Documents
 * cite by id only, so a title or link can never be invented by a composer.
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
  id: string;
  /** Exact title with year and jurisdiction, e.g. "Work Health and Safety Act 2011 (NSW)". */
  title: string;
  /** How prose may name it after the first mention, e.g. "WHS Act". */
  shortTitle: string;
  kind: InstrumentKind;
  scope: Scope;
  /** Official register or regulator page. */
  url: string;
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
};

export type Regime = "model-whs" | "vic-ohs" | "uk-hswa" | "nz-hswa" | "us-osha";

/** A topic of the law as it applies in one jurisdiction: what it requires, in prose, and its authority. */
export type Topic = {
  /** One or two sentences stating the legal requirement, written for this jurisdiction. */
  summary: string;
  /** Concrete obligations, each a short imperative sentence. */
  requirements: string[];
  citations: Citation[];
};

export type NotificationRule = Topic & {
  /** Who is told, e.g. "SafeWork NSW". */
  notify: string;
  /** Events and their deadlines, e.g. { event: "Death", deadline: "Immediately, by the fastest means" }. */
  deadlines: { event: string; deadline: string }[];
  /** What must be kept, for how long. */
  records: string;
  /** Site preservation duty, or null where the law has none. */
  preserveSite: string | null;
};

export type HighRiskWorkRule = Topic & {
  /** The local name of the method statement document (SWMS, RAMS, JHA …). */
  documentName: string;
  /** Whether the document is a legal requirement here, and when. */
  mandatory: string;
  /**
   * The categories of high-risk (construction) work this law names, keyed by the semantic ids of
   * `HighRiskWorkCategoryId`. `code` is the paragraph label where the law numbers them.
   */
  categories: Partial<Record<HighRiskWorkCategoryId, { code: string | null; text: string }>>;
  /** How long the document must be kept. */
  retention: string | null;
};

/** Headcount rules that change what the law asks of a business. */
export type Threshold = {
  id: string;
  /** Applies when the business's employee range meets this test. */
  minEmployees?: number;
  maxEmployees?: number;
  /** What changes, written for the business, e.g. "You must record the significant findings …". */
  consequence: string;
  citations: Citation[];
};

export type JurisdictionProfile = {
  /** A region code of the catalogue. */
  code: string;
  country: CountryCode;
  name: string;
  regime: Regime;
  terms: Terms;
  regulator: Regulator;
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
  /** Fire safety (UK fire order, US fire prevention plan …). */
  fire: Topic;
  records: Topic;
  thresholds: Threshold[];
  /** Extra citations for specific hazards, keyed by hazard library ids. */
  hazardCitations: Partial<Record<string, Citation[]>>;
  /** US only: whether an OSHA-approved State Plan covers the state. */
  statePlan?: "private-and-public" | "public-only" | null;
};

/**
 * High-risk construction work categories by meaning, so the hazard library can say which apply
 * and each jurisdiction can say how its own law numbers and words them.
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
] as const;
export type HighRiskWorkCategoryId = (typeof HIGH_RISK_WORK_CATEGORY_IDS)[number];
