import { REVIEW_PERIOD_MONTHS } from "../documents/types/registry";

export { REVIEW_PERIOD_MONTHS } from "../documents/types/registry";

/** Months between reviews for a document type (from its definition); 12 for a type the catalogue does not know. */
export function reviewPeriodMonths(type: string): number {
  return (REVIEW_PERIOD_MONTHS as Record<string, number>)[type] ?? 12;
}
