import type { DocumentTypeId } from "./documents";

/**
 * How many months a document stays current before it is due for review. Policies and plans are
 * reviewed yearly; registers and records that change with the work are looked at more often.
 */
export const REVIEW_PERIOD_MONTHS = {
  policy: 12,
  swms: 12,
  "risk-assessment": 12,
  "incident-form": 12,
  "emergency-plan": 12,
  "hazard-register": 6,
  "chemical-register": 6,
  "training-record": 12,
  "action-plan": 3,
  "safety-audit": 12,
  "contractor-induction": 12,
  "sop-template": 12,
  induction: 12,
  checklist: 6,
  permit: 12,
  "bullying-policy": 12,
  "ppe-register": 6,
  "first-aid-plan": 12,
  "return-to-work": 12,
  "dse-checklist": 12,
} as const satisfies Record<DocumentTypeId, number>;

/** Months between reviews for a document type; 12 for a type the catalogue does not know. */
export function reviewPeriodMonths(type: string): number {
  return (REVIEW_PERIOD_MONTHS as Record<string, number>)[type] ?? 12;
}
