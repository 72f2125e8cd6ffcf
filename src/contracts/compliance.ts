import { z } from "zod";

const isoDay = z
  .string({ error: "nextReviewOn is required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-03-31");

/** PUT /api/policies/{id}/review */
export const reviewDateUpdateSchema = z.object({ nextReviewOn: isoDay });
export const reviewDateSchema = z.object({ id: z.string(), nextReviewOn: z.string() });

const complianceDocument = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  nextReviewOn: z.string(),
  /** Days until the review date; negative once overdue. */
  days: z.number(),
});
export type ComplianceDocumentView = z.infer<typeof complianceDocument>;

/** GET /api/compliance */
export const complianceOverviewSchema = z.object({
  today: z.string(),
  overdue: z.array(complianceDocument),
  dueSoon: z.array(complianceDocument),
  upToDate: z.array(complianceDocument),
});
export type ComplianceOverviewView = z.infer<typeof complianceOverviewSchema>;

const citation = z.object({
  id: z.string(),
  pinpoint: z.string().nullable(),
  title: z.string(),
  url: z.string(),
});

/** GET /api/businesses/{id}/requirements */
export const requirementsSchema = z.object({
  business: z.object({
    id: z.string(),
    name: z.string(),
    jurisdiction: z.string(),
    jurisdictionName: z.string(),
  }),
  requirements: z.array(
    z.object({
      documentType: z.string(),
      name: z.string(),
      level: z.enum(["required", "recommended"]),
      reasons: z.array(z.object({ text: z.string(), citations: z.array(citation) })),
      state: z.enum(["current", "review-overdue", "missing"]),
      documentId: z.string().nullable(),
      /** Set when a change of the law added this requirement recently: since when, and what changed. */
      added: z.object({ since: z.string(), summary: z.string(), source: z.string() }).nullable(),
    }),
  ),
});
export type RequirementsView = z.infer<typeof requirementsSchema>;
