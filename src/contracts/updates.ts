import { z } from "zod";
import { chosenTaskSchema, ownStepsSchema } from "./documents";

/** Why a document is marked: a change to the law (with its source and day) or to the business's details. */
export const updateReasonSchema = z.object({
  kind: z.enum(["law", "business"]),
  summary: z.string(),
  source: z.string().optional(),
  effective: z.string().optional(),
});
export type UpdateReasonView = z.infer<typeof updateReasonSchema>;

/** GET /api/updates: the owner's documents marked "law changed", for badges and the dashboard. */
export const updateSummarySchema = z.object({
  policyId: z.string(),
  title: z.string(),
  businessName: z.string(),
  reasons: z.array(updateReasonSchema),
  sections: z.number(),
  markedAt: z.string(),
});
export type UpdateSummary = z.infer<typeof updateSummarySchema>;

/** One section SafeDraft would now write differently: the document's text beside the new text. */
export const sectionUpdateSchema = z.object({
  id: z.string(),
  heading: z.string(),
  /** The section as the document has it now (rich text), or null when the section is new. */
  current: z.string().nullable(),
  proposed: z.string(),
  /** Whether the owner changed this section from what SafeDraft wrote. */
  edited: z.boolean(),
  /** The reasons that touch this section, by their summaries. */
  because: z.array(z.string()),
});
export type SectionUpdate = z.infer<typeof sectionUpdateSchema>;

/** GET /api/policies/{id}/update */
export const documentUpdateSchema = z.object({
  policyId: z.string(),
  title: z.string(),
  version: z.number(),
  reasons: z.array(updateReasonSchema),
  sections: z.array(sectionUpdateSchema),
  /**
   * The method the updated document keeps, in words, for a document written before its method was
   * confirmed; `confirm` when it cannot be told from the document and the owner must confirm it.
   * Then `candidates` are the tasks the job's words touch, for the owner to choose from, and `steps`
   * the steps the document prints now, for the owner to start their own steps from (empty when
   * they cannot be read from it).
   */
  method: z
    .object({
      note: z.string(),
      confirm: z.boolean(),
      candidates: z.array(z.object({ id: z.string(), title: z.string(), why: z.string() })).optional(),
      steps: z.array(z.string()).optional(),
    })
    .optional(),
});
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;

export const UPDATE_CHOICES = ["new", "keep", "merge"] as const;
export type UpdateChoice = (typeof UPDATE_CHOICES)[number];

/** POST /api/policies/{id}/update: an answer per section; "merge" carries the owner's merged text. */
export const applyUpdateSchema = z.object({
  baseVersion: z
    .number({ error: "baseVersion is required: the version this update started from" })
    .int("baseVersion must be a whole number")
    .min(1, "baseVersion must be at least 1"),
  sections: z
    .array(
      z
        .object({
          id: z.string({ error: "sections[].id is required" }).min(1).max(100),
          choice: z.enum(UPDATE_CHOICES, { error: "sections[].choice must be new, keep or merge" }),
          body: z.string().max(200_000, "sections[].body is too long").optional(),
        })
        .refine((s) => s.choice !== "merge" || (s.body !== undefined && s.body.trim() !== ""), {
          message: "sections[].body is required to merge by hand",
          path: ["body"],
        }),
      { error: "sections must be a list" },
    )
    .min(1, "sections must name at least one section")
    .max(200),
  /**
   * The owner's answer to a "choose-method" refusal: the library task that is the document's job
   * (one of those the note offers, or another), or their own steps, in order. Only for a document
   * whose method could not be told from its text; the document keeps it from then on.
   */
  method: z
    .object({
      taskId: chosenTaskSchema.optional(),
      steps: ownStepsSchema.optional(),
    })
    .refine((m) => Boolean(m.taskId) !== Boolean(m.steps), {
      message: "method must name one task or your own steps",
    })
    .optional(),
});
export type ApplyUpdateInput = z.input<typeof applyUpdateSchema>;

/**
 * POST answer: the document's save counter after the update (the next `baseVersion`), the version
 * it now is ("Version 2", or "Draft of version 3" once the owner's text changed), the version a
 * draft becomes when issued (null when nothing changed), and whether anything is still to answer.
 */
export const applyUpdateResultSchema = z.object({
  version: z.number(),
  versionLabel: z.string(),
  draftOf: z.number().nullable(),
  remaining: z.number(),
});
export type ApplyUpdateResult = z.infer<typeof applyUpdateResultSchema>;
