import { z } from "zod";

/** The exact save a submission, approval or return is about: the document's `version` as opened. */
const revisionField = z
  .number({ error: "version must be the document's version number as you opened it" })
  .int("version must be a whole number")
  .positive("version must be a whole number");

/** POST /api/policies/:id/approval: a preparer submits the current draft for approval. */
export const submitApprovalSchema = z.object({ version: revisionField });
export type SubmitApprovalInput = z.input<typeof submitApprovalSchema>;

/** POST /api/policies/:id/approval/approve: an owner or manager approves the current draft. */
export const approveSchema = z.object({ version: revisionField });
export type ApproveInput = z.input<typeof approveSchema>;

const commentText = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} must say what to change`)
    .max(2000, `${field} must be at most 2000 characters`);

/** POST /api/policies/:id/approval/return: an owner or manager sends the draft back with a comment. */
export const returnApprovalSchema = z.object({
  version: revisionField,
  comment: commentText("comment"),
  sections: z
    .array(z.object({ sectionId: z.string().min(1).max(100), comment: commentText("comment") }), {
      error: "sections must be a list",
    })
    .max(50, "sections may hold at most 50 comments")
    .default([]),
});
export type ReturnApprovalInput = z.input<typeof returnApprovalSchema>;

export const APPROVAL_STATES = [
  "not-required",
  "none",
  "submitted",
  "approved",
  "returned",
  "voided",
] as const;

/**
 * GET /api/policies/:id/approval (and every approval route's answer): where the current draft
 * stands. `state` is about the document's current save: "voided" when the last submission or
 * approval was of an earlier save (the draft changed since), "none" when nothing was submitted.
 */
export const approvalSchema = z.object({
  required: z.boolean(),
  state: z.enum(APPROVAL_STATES),
  /** Whether the caller may approve or return (the team's owner, or a manager: the named one, when one is). */
  canApprove: z.boolean(),
  /** The manager named to approve, when the owner named one; null: the owner or any manager. */
  approverName: z.string().nullable(),
  /** Whether the current save may be issued now. */
  canIssue: z.boolean(),
  /** Why it may not, in words for the Issue button. */
  issueBlockedReason: z.string().nullable(),
  /** The latest submission, approval or return, whichever save it was of. */
  latest: z
    .object({
      action: z.enum(["submitted", "approved", "returned"]),
      revision: z.number(),
      by: z.string(),
      at: z.string(),
      comment: z.string().nullable(),
      sections: z.array(z.object({ sectionId: z.string(), comment: z.string() })),
    })
    .nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;

/** PUT /api/team/settings: the owner's switches for the whole team. */
export const teamSettingsSchema = z.object({
  approvalRequired: z.boolean({ error: "approvalRequired must be true or false" }),
  /**
   * The manager named to approve the team's documents (the owner may always approve); null: the
   * owner or any manager. Left out: unchanged.
   */
  approverId: z
    .uuid({ error: "approverId must be the id of one of the team's managers" })
    .nullable()
    .optional(),
});
export type TeamSettingsInput = z.input<typeof teamSettingsSchema>;
