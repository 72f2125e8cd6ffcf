import { REVIEW_PERIOD_MONTHS } from "../documents/types/registry";

export { NOT_REVIEWED_TYPES, REVIEW_PERIOD_MONTHS } from "../documents/types/registry";

/**
 * Months between reviews for a document type (from its definition); null for a type never
 * reviewed (a permit, closed per job); 12 for a type the catalogue does not know.
 */
export function reviewPeriodMonths(type: string): number | null {
  const months = (REVIEW_PERIOD_MONTHS as Record<string, number | null>)[type];
  return months === undefined ? 12 : months;
}
