import type { DocumentTypeId, EmployeeRange, GbPlace, OthersOnSite } from "../catalogue";
import type { HazardEntry } from "../hazards/types";
import type { Citation, JurisdictionProfile, Terms, Threshold, ThresholdId } from "../legal/types";
import type { Method, MethodStep } from "../tasks";
import type { DocSection } from "./content";

/** The business as the engine sees it. */
export type BusinessFacts = {
  name: string;
  country: string;
  jurisdiction: string;
  industry: string;
  industryOther: string | null;
  employeeCount: string;
  workDescription: string | null;
  regions: string[];
  highRiskActivities: string[];
  identifier: { label: string; value: string | null };
  /**
   * The business's address as its letterhead gives it; its postcode says where in Great Britain
   * the premises are where a document names no site (`placeOf`). Absent or null where not given.
   */
  address?: string | null;
  /**
   * Site facts the owner may give (see `businesses` in the schema). Optional because documents
   * composed before they existed are recomposed from inputs that lack them; absent reads as not
   * given: a line left to fill in, not a remote site, no one else on site.
   */
  nearestMedical?: string | null;
  nearestMedicalMinutes?: number | null;
  /**
   * The most people the business reasonably expects at its premises at the same time (customers,
   * guests and its own people); null where not given.
   */
  mostPeopleAtOnce?: number | null;
  remoteSite?: boolean;
  othersOnSite?: OthersOnSite[];
};

/** Extra inputs of the generator (all optional). */
export type DocumentMetadata = {
  activity?: string;
  /** Library tasks picked in the wizard; the method follows their steps. */
  taskIds?: string[];
  /** The customer's own steps of the job, in order, when no library task is their job. */
  steps?: string[];
  location?: string;
  scope?: string;
  hazardTypes?: string[];
  incidentTypes?: string[];
  emergencyType?: string;
};

export type ComposeInput = {
  documentType: DocumentTypeId;
  business: BusinessFacts;
  metadata: DocumentMetadata;
  /** Extra policy ids (policy type only). */
  additionalPolicies: string[];
  /** Name shown as the document's author. */
  preparedBy: string;
  /** ISO date (YYYY-MM-DD) of generation: part of the input so the same input gives the same document. */
  date: string;
  /** The day whose law applies, when it is not `date`: a document of that date checked against later law. */
  lawDate?: string;
};

export type ComposeContext = {
  input: ComposeInput;
  business: BusinessFacts;
  metadata: DocumentMetadata;
  profile: JurisdictionProfile;
  terms: Terms;
  /** Headcount range of the business's band. */
  employees: EmployeeRange;
  /** Industry label, or the words the user gave for "other". */
  industryName: string;
  /**
   * The work the business's own description names, where its industry is one that work is filed
   * under ("forestry" for a forestry crew registered under agriculture), else null.
   */
  sector: string | null;
  regionNames: string[];
  jurisdictionName: string;
  /** Hazards of the business's industry, high-risk activities and chosen hazard types, in a stable order. */
  hazards: HazardEntry[];
  /**
   * Hazards common to the industry that the business's facts neither bring nor rule out, named as
   * not yet assessed (`notYetAssessed`): "forklifts and other powered mobile plant".
   */
  notYetAssessed: readonly string[];
  /**
   * Work the business's own words name that the hazard library does not assess yet and none of its
   * rows assesses ("embalming"): listed for the business to assess, never given a borrowed method.
   */
  unassessedWork: readonly string[];
  /**
   * The concepts of the rows a risk assessment's scope brings that the business's own facts (work
   * description, high-risk activities, industry) do not: its hazard register, training record and
   * PPE register, written from those facts alone, do not hold them.
   */
  scopeOnly?: readonly string[];
  /**
   * The method of the work: the picked tasks, else the customer's own steps, else the tasks a
   * phrase of the activity (or the work description) names in the business's industry. Null when
   * none of these is there: no other job's method is ever lent.
   */
  method: Method | null;
  /**
   * The steps of the business's own work: those of the library tasks its work description names and
   * of the tasks picked for this document, each task once, in this jurisdiction's words. Never a
   * job's activity alone: a register of the business's PPE is for all of its work.
   */
  workSteps: readonly MethodStep[];
  /** The local name of this document type. */
  documentName: string;
  /**
   * Where in the jurisdiction the site or premises are, as their postcode shows (a nation of Great
   * Britain); undefined where nothing settles it or the jurisdiction has no such parts.
   */
  place?: GbPlace;
  /** The headcount rules this document type states (its definition's `thresholds`) that apply to this headcount. */
  thresholds: HeadcountRule[];
  /** A citation checked against the knowledge base and the jurisdiction; throws when either fails. */
  cite(id: string, pinpoint?: string): Citation;
  /** "Work Health and Safety Act 2011 (NSW), s 38" */
  citationTitle(citation: Citation): string;
  /** ISO date plus `months`, as "March 3rd, 2027" (for review dates). */
  dateAfterMonths(months: number): string;
  /** The generation date as "March 3rd, 2026". */
  today: string;
};

export type ComposedDocument = {
  title: string;
  sections: DocSection[];
  /** Standards relied on, by knowledge-base id (ISO 45001 is added by the engine). */
  standards?: Citation[];
  /**
   * The body the header names where the document's duty is regulated by another body than the
   * health and safety regulator (the Security Industry Authority for public protection).
   */
  authority?: { name: string; website: string };
};

export type Composer = (ctx: ComposeContext) => ComposedDocument;

/** A headcount rule as a document states it; a line that tells both sides of one limit names both rules. */
export type HeadcountRule = Threshold & { states?: ThresholdId[] };
