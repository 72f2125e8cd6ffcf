import type { DocumentMetadata } from "../compose-types";
import { actionPlan } from "./action-plan/definition";
import { bullyingPolicy } from "./bullying-policy/definition";
import { checklist } from "./checklist/definition";
import { chemicalRegister } from "./chemical-register/definition";
import { contractorInduction } from "./contractor-induction/definition";
import type { DocumentTypeDefinition, InputKey, InputSpec, JobFieldLabels } from "./definition";
import { dseChecklist } from "./dse-checklist/definition";
import { emergencyPlan } from "./emergency-plan/definition";
import { firstAidPlan } from "./first-aid-plan/definition";
import { hazardRegister } from "./hazard-register/definition";
import { heatPlan } from "./heat-plan/definition";
import type { DocumentTypeId } from "./ids";
import { incidentForm } from "./incident-form/definition";
import { induction } from "./induction/definition";
import { permit } from "./permit/definition";
import { policy } from "./policy/definition";
import { ppeRegister } from "./ppe-register/definition";
import { psychosocialAssessment } from "./psychosocial-assessment/definition";
import { publicProtection } from "./public-protection/definition";
import { returnToWork } from "./return-to-work/definition";
import { riskAssessment } from "./risk-assessment/definition";
import { safetyAudit } from "./safety-audit/definition";
import { silicaPlan } from "./silica-plan/definition";
import { sopTemplate } from "./sop-template/definition";
import { swms } from "./swms/definition";
import { trainingRecord } from "./training-record/definition";
import { violencePlan } from "./violence-plan/definition";

/**
 * Every document type SafeDraft generates, in pack order: one line per type. The catalogue,
 * review periods, required sections, the generator's inputs and the ids the knowledge base's
 * requirement rules may name all come from here; the composers are in `composers.ts`.
 */
export const DOCUMENT_TYPE_DEFINITIONS = [
  policy,
  swms,
  riskAssessment,
  incidentForm,
  emergencyPlan,
  hazardRegister,
  chemicalRegister,
  trainingRecord,
  actionPlan,
  safetyAudit,
  contractorInduction,
  sopTemplate,
  induction,
  checklist,
  permit,
  bullyingPolicy,
  ppeRegister,
  firstAidPlan,
  returnToWork,
  dseChecklist,
  heatPlan,
  violencePlan,
  silicaPlan,
  psychosocialAssessment,
  publicProtection,
] as const satisfies readonly DocumentTypeDefinition[];

export type RegisteredDocumentType = (typeof DOCUMENT_TYPE_DEFINITIONS)[number];
export type { DocumentTypeId } from "./ids";

const BY_ID = new Map<string, DocumentTypeDefinition>(DOCUMENT_TYPE_DEFINITIONS.map((d) => [d.id, d]));

/** The definition of a document type; undefined for an id the registry does not hold. */
export function definitionOf(id: DocumentTypeId): DocumentTypeDefinition;
export function definitionOf(id: string): DocumentTypeDefinition | undefined;
export function definitionOf(id: string): DocumentTypeDefinition | undefined {
  return BY_ID.get(id);
}

const byType = <T>(pick: (d: DocumentTypeDefinition) => T) =>
  Object.fromEntries(DOCUMENT_TYPE_DEFINITIONS.map((d) => [d.id, pick(d)])) as Record<DocumentTypeId, T>;

/** Months between reviews, by type; null for a type issued and closed per job, never reviewed. */
export const REVIEW_PERIOD_MONTHS = byType((d) => d.reviewMonths);

/** The types never due for review (permits): no review date, no reminder, no review calendar entry. */
export const NOT_REVIEWED_TYPES = DOCUMENT_TYPE_DEFINITIONS.filter((d) => d.reviewMonths === null).map(
  (d) => d.id,
);

/** Section ids every document of a type must contain (composers may add more; the engine adds "references"). */
export const REQUIRED_SECTIONS = byType((d) => d.requiredSections);

/** The types written once per job rather than once per business, in registry order. */
type PerJobDefinition = Extract<RegisteredDocumentType, { perJob: object }>;
export type PerJobType = PerJobDefinition["id"];
export const PER_JOB_TYPES: readonly PerJobType[] = DOCUMENT_TYPE_DEFINITIONS.filter(
  (d): d is PerJobDefinition => "perJob" in d,
).map((d) => d.id);

/** Whether a type is written from the job's method, which must be known before it is written. */
export function writtenFromMethod(id: DocumentTypeId): boolean {
  return definitionOf(id).perJob?.method === true;
}

/** Whether a type may be written from a job's method the customer chooses, without needing one. */
export function takesMethod(id: DocumentTypeId): boolean {
  return definitionOf(id).perJob?.method === "optional";
}

/** What the generator calls a per-job type's job and site fields; undefined where it has its own form. */
export function jobFieldLabels(id: DocumentTypeId): JobFieldLabels | undefined {
  return definitionOf(id).perJob?.fields;
}

/**
 * What a document's site details call the words it was written for: "Scope" for a type written
 * from a scope rather than a job's activity (a risk assessment covers a site, an activity or all
 * the business's work, not a project), "Project" otherwise.
 */
export function siteDetailsScopeLabel(id: string): "Scope" | "Project" {
  const inputs = definitionOf(id)?.inputs;
  return inputs?.scope && !inputs.activity ? "Scope" : "Project";
}

/** The inputs the generator asks for with a type, each "required" or "optional". */
export function askedInputs(id: DocumentTypeId): InputSpec {
  return definitionOf(id).inputs;
}

/**
 * Every part of a document's `metadata` a type is written from: the inputs it asks for, its job and
 * site fields, and the job's method (picked tasks or the customer's own steps) where it has one.
 */
export function metadataKeysOf(id: DocumentTypeId): ReadonlySet<keyof DocumentMetadata> {
  const d = definitionOf(id);
  return new Set<keyof DocumentMetadata>([
    ...(Object.keys(d.inputs) as InputKey[]),
    ...(Object.keys(d.perJob?.fields ?? {}) as (keyof JobFieldLabels)[]),
    ...(d.perJob?.method ? (["taskIds", "steps"] as const) : []),
  ]);
}

/**
 * Only the metadata a type is written from. A field the customer filled for another type (a SWMS's
 * project carried into a hazard register, a scope sent to an induction) must not be printed in the
 * document or decide its hazards and law: the customer was never asked it for this document.
 */
export function metadataFor<M extends DocumentMetadata>(id: DocumentTypeId, metadata: M): M {
  const keys = metadataKeysOf(id);
  return Object.fromEntries(
    Object.entries(metadata).filter(([key]) => keys.has(key as keyof DocumentMetadata)),
  ) as M;
}
