import { z } from "zod";
import type { DocTable } from "../domain/documents/content";

/** The longest an owner may keep a review link working, in days. */
export const MAX_REVIEW_LINK_DAYS = 90;
export const DEFAULT_REVIEW_LINK_DAYS = 30;
export const MAX_SECTION_COMMENT = 2000;
export const MAX_OVERALL_COMMENT = 4000;
export const MAX_OWNER_MESSAGE = 1000;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : null));

const days = `Days must be a whole number from 1 to ${MAX_REVIEW_LINK_DAYS}`;

/** POST /api/policies/:id/reviews: send the issued version to a reviewer by e-mail. */
export const sendReviewSchema = z.object({
  /** Made by the sender's screen once per send; sending it again stores and e-mails nothing new. */
  sendId: z.uuid({ error: "sendId must be a UUID" }),
  email: z
    .email({ error: "E-mail must be an e-mail address" })
    .max(254, "E-mail must be at most 254 characters")
    .transform((v) => v.toLowerCase()),
  name: optional("Reviewer's name", 120),
  organisation: optional("Organisation", 160),
  message: optional("Message", MAX_OWNER_MESSAGE),
  expiresInDays: z
    .number({ error: days })
    .int(days)
    .min(1, days)
    .max(MAX_REVIEW_LINK_DAYS, days)
    .default(DEFAULT_REVIEW_LINK_DAYS),
});
export type SendReviewInput = z.input<typeof sendReviewSchema>;
export type SendReview = z.output<typeof sendReviewSchema>;

export const reviewCommentSchema = z.object({
  sectionId: z.string(),
  heading: z.string(),
  text: z.string(),
});
export type ReviewComment = z.infer<typeof reviewCommentSchema>;

export const reviewDecisionSchema = z.enum(["accepted", "returned"], {
  error: "decision must be accepted or returned",
});

/** What a reviewer answered, as stored. */
export const reviewResponseSchema = z.object({
  decision: reviewDecisionSchema,
  name: z.string(),
  organisation: z.string(),
  overallComment: z.string().nullable(),
  comments: z.array(reviewCommentSchema),
  respondedAt: z.string(),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** Where a send stands: waiting for an answer, answered, or no longer open. */
export const reviewStateSchema = z.enum([
  "waiting",
  "accepted",
  "returned",
  "revoked",
  "replaced",
  "expired",
]);
export type ReviewState = z.infer<typeof reviewStateSchema>;

/** One send as its owner sees it. */
export const reviewSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  organisation: z.string().nullable(),
  issue: z.number(),
  revision: z.number(),
  sentAt: z.string(),
  expiresAt: z.string(),
  viewedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: reviewStateSchema,
  response: reviewResponseSchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/policies/:id/reviews: every send, newest first, with the issue a new send would carry. */
export const reviewListSchema = z.object({
  issuedIssue: z.number().nullable(),
  issuedRevision: z.number().nullable(),
  reviews: z.array(reviewSchema),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** The answer to a send: the link only in the answer that made it (only a hash of it is kept). */
export const sentReviewSchema = z.object({
  review: reviewSchema,
  url: z.string().optional(),
  mail: z.enum(["sent", "logged", "failed", "not-sent"]),
});
export type SentReview = z.infer<typeof sentReviewSchema>;

export const reviewParamsSchema = z.object({ id: z.string(), reviewId: z.string() });
export const reviewTokenParamsSchema = z.object({ token: z.string() });

/** A section as the reviewer reads it: rich text cleaned by the server, tables as plain text. */
export const publicSectionSchema = z.object({
  id: z.string(),
  heading: z.string(),
  body: z.string(),
  tables: z.custom<DocTable[]>((v) => Array.isArray(v)),
});

/** A section of the version the reviewer saw before, against this one, with the changed words marked. */
export const sectionChangeSchema = z.object({
  id: z.string(),
  heading: z.string(),
  change: z.enum(["changed", "added", "removed"]),
  /** Earlier text with removed words in `<del>`, and this text with added words in `<ins>`. */
  before: z.string(),
  after: z.string(),
  tablesChanged: z.boolean(),
});
export type SectionChange = z.infer<typeof sectionChangeSchema>;

/** GET /api/review/:token: the one issued version the link was sent with. */
export const publicReviewSchema = z.object({
  businessName: z.string(),
  title: z.string(),
  documentName: z.string(),
  country: z.string(),
  issue: z.number(),
  revision: z.number(),
  sentAt: z.string(),
  expiresAt: z.string(),
  message: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewerOrganisation: z.string().nullable(),
  sections: z.array(publicSectionSchema),
  /** What changed since the version last sent to the same reviewer; null for a first send. */
  changes: z.object({ sinceIssue: z.number(), sections: z.array(sectionChangeSchema) }).nullable(),
  response: reviewResponseSchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A link that no longer works answers 410 with why, so the page can say so plainly. */
export const closedReviewSchema = z.object({
  message: z.string(),
  reason: z.enum(["expired", "revoked", "replaced"]),
});
export type ClosedReview = z.infer<typeof closedReviewSchema>;

/** POST /api/review/:token/response: accept the version, or return it with comments. */
export const respondReviewSchema = z
  .object({
    decision: reviewDecisionSchema,
    name: required("Your name", 120),
    organisation: required("Organisation", 160),
    overallComment: optional("Overall comment", MAX_OVERALL_COMMENT),
    comments: z
      .array(
        z.object({
          sectionId: z.string({ error: "sectionId is required" }).min(1, "sectionId is required").max(100),
          text: required("Comment", MAX_SECTION_COMMENT),
        }),
        { error: "comments must be a list" },
      )
      .max(200, "At most 200 comments")
      .default([]),
  })
  .refine((r) => new Set(r.comments.map((c) => c.sectionId)).size === r.comments.length, {
    path: ["comments"],
    message: "One comment per section: join two comments on a section into one",
  })
  .refine((r) => r.decision === "accepted" || r.overallComment !== null || r.comments.length > 0, {
    path: ["comments"],
    message: "Add at least one comment to say what needs to change",
  });
export type RespondReviewInput = z.input<typeof respondReviewSchema>;
export type RespondReview = z.output<typeof respondReviewSchema>;
