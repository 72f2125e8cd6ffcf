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
  /** A per-job document's "job, site", which lists lead with; null for business-wide documents. */
  job: z.string().nullable(),
  type: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  /** Null for a permit: issued and closed per job or shift, never due for review. */
  nextReviewOn: z.string().nullable(),
  /** Days until the review date; negative once overdue; null with no review date. */
  days: z.number().nullable(),
  /** What besides the review date needs the owner, in plain words; empty when nothing does. */
  attention: z.array(
    z.object({ reason: z.enum(["law-update", "business-update", "draft", "permit-open"]), text: z.string() }),
  ),
});
export type ComplianceDocumentView = z.infer<typeof complianceDocument>;

/** GET /api/compliance */
export const complianceOverviewSchema = z.object({
  today: z.string(),
  overdue: z.array(complianceDocument),
  needsAttention: z.array(complianceDocument),
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
  /**
   * Document types written only for some work (a silica control plan) that the business has none
   * of on record: the generator does not offer them for it.
   */
  notOffered: z.array(z.string()).optional(),
});
export type RequirementsView = z.infer<typeof requirementsSchema>;

/**
 * GET/POST /api/compliance/feed: the person's subscribable review calendar. The addresses come only
 * with the answer that made them: only a hash of the secret in them is kept, so they cannot be shown
 * again, and making new ones stops the old ones at once.
 */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** https:// address, for calendars that take a link. */
  url: z.string().optional(),
  /** webcal:// address, which opens the device's calendar app to subscribe. */
  webcalUrl: z.string().optional(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET /api/calendar/:token/reviews.ics: the token of a feed address. */
export const calendarFeedParamsSchema = z.object({ token: z.string().min(1).max(100) });
/** GET /api/businesses/{id}/coming: duties that start or change for the business within a year. */
export const comingDutiesSchema = z.object({
  today: z.string(),
  coming: z.array(
    z.object({
      id: z.string(),
      /** "dated": its first day is in the law; "announced": the date is not yet fixed. */
      kind: z.enum(["dated", "announced"]),
      summary: z.string(),
      from: z.string().nullable(),
      expected: z.string().nullable(),
      condition: z.string().nullable(),
      source: z.string(),
      needs: z.array(z.object({ documentType: z.string(), name: z.string(), held: z.boolean() })),
      changes: z.array(z.object({ id: z.string(), title: z.string(), documentType: z.string() })),
    }),
  ),
});
export type ComingDutiesView = z.infer<typeof comingDutiesSchema>;
