import type { CountryCode } from "../../catalogue/countries";
import type { PackId } from "../../catalogue/pack-ids";
import type { ThresholdId } from "../../legal/types";
import type { DocumentTypeId } from "./ids";

/** The generator's extra inputs (a document's `metadata`). */
export const INPUT_KEYS = [
  "activity",
  "location",
  "scope",
  "hazardTypes",
  "incidentTypes",
  "emergencyType",
] as const;
export type InputKey = (typeof INPUT_KEYS)[number];

/** Which inputs a document type asks for, and whether it needs each one. */
export type InputSpec = { readonly [K in InputKey]?: "required" | "optional" };

/** What the generator calls a per-job document's job and site fields, in the type's own words. */
export type JobFieldLabels = { readonly activity?: string; readonly location: string };

/**
 * Everything about a document type except how it is written: the catalogue entry, its names,
 * how often it is reviewed, the sections every copy holds, the inputs it needs and the headcount
 * rules it states. The composer beside it in the type's folder writes the document.
 */
export type DocumentTypeDefinition = {
  readonly id: DocumentTypeId;
  readonly title: string;
  readonly description: string;
  readonly packId: PackId;
  /** The name a business in that country knows the document by, where it differs from the title. */
  readonly names?: Partial<Record<CountryCode, string>>;
  /**
   * Months a document stays current before it is due for review; null for a type issued and
   * closed per job or shift (a permit to work), which is never due for review.
   */
  readonly reviewMonths: number | null;
  /** Section ids every document of the type contains (the engine adds "references"). */
  readonly requiredSections: readonly string[];
  /**
   * The generator inputs the type asks for, each "required" or "optional". The server checks a
   * request against the schema built from this (`input-schema.ts`) and the wizard marks the same
   * fields required.
   */
  readonly inputs: InputSpec;
  /**
   * Present for a document written for one job, site, task or occasion: a business keeps as many
   * as it has jobs (one SWMS per high-risk job), where every other type exists once per business.
   * `fields` labels the generator's job and site fields; types the generator asks about with a
   * form of their own (SWMS, risk assessment) leave it out. `method` marks a type written from the
   * job's method (its ordered steps): it is not written until the method is known, matched with
   * confidence, chosen by the customer or written by them; `"optional"` marks one that may be
   * written from a method when the customer chooses or names one, and is written without one too.
   */
  readonly perJob?: { readonly fields?: JobFieldLabels; readonly method?: true | "optional" };
  /**
   * The headcount rules of the knowledge base the document states, by id; only those of the
   * jurisdiction that apply to the business's headcount reach the composer. "all" for a document
   * that acts on every rule.
   */
  readonly thresholds: readonly ThresholdId[] | "all";
  /**
   * Present for a document crews read and sign on their phones: the sections of its site version,
   * in the order a worker reads them, each with the table columns a worker needs (all when left
   * out). Section ids a copy does not hold are skipped.
   */
  readonly signOn?: { readonly sections: readonly SiteSectionSpec[] };
};

/** One section of a site version, and which of its table columns (by key) it keeps. */
export type SiteSectionSpec = { readonly id: string; readonly columns?: readonly string[] };

/** Keeps the literal id of a definition so the registry can type document type ids. */
export function defineDocumentType<const D extends DocumentTypeDefinition>(definition: D): D {
  return definition;
}
