/**
 * Document type ids on their own, importing nothing, in pack order. The law's types name document
 * types, and document type definitions name the law's thresholds, so the ids cannot wait for the
 * registry that is built from the definitions. Each definition's id must be one of these, and a
 * unit test holds the registry to exactly this list.
 */
export const DOCUMENT_TYPE_IDS = [
  "policy",
  "swms",
  "risk-assessment",
  "incident-form",
  "emergency-plan",
  "hazard-register",
  "chemical-register",
  "training-record",
  "action-plan",
  "safety-audit",
  "contractor-induction",
  "sop-template",
  "induction",
  "checklist",
  "permit",
  "bullying-policy",
  "ppe-register",
  "first-aid-plan",
  "return-to-work",
  "dse-checklist",
  "heat-plan",
  "violence-plan",
  "silica-plan",
  "psychosocial-assessment",
  "public-protection",
] as const;

export type DocumentTypeId = (typeof DOCUMENT_TYPE_IDS)[number];
