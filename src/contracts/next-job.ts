import { z } from "zod";
import { documentMetadataSchema, policySchema } from "./documents";

const businessId = z
  .string({ error: "Choose the business the new job is for" })
  .min(1, "Choose the business the new job is for");

/** Made by the client once per "Create" press: a retry of the same press makes and charges nothing more. */
const requestId = z.uuid({ error: "requestId must be a UUID the client makes for each new document" });

/**
 * POST /api/documents/:id/new-job (and /api/templates/:id/generate): the business and the new
 * job's own inputs (its activity or scope and its location), and, after a "choose-method" answer,
 * the chosen task or the customer's own steps. Every other input comes from the source.
 */
export const newJobSchema = z
  .object({ businessId, requestId, metadata: documentMetadataSchema })
  .superRefine((body, ctx) => {
    if (body.metadata.steps && body.metadata.taskIds)
      ctx.addIssue({
        code: "custom",
        message: "Choose a task or write your own steps, not both",
        path: ["metadata", "steps"],
      });
  });
export type NewJobInput = z.input<typeof newJobSchema>;

/** The new document, and which of the customer's edited sections were carried over or written afresh. */
export const newJobResultSchema = z.object({
  document: policySchema,
  edits: z.object({
    /** Headings of edited sections carried over as the customer left them. */
    kept: z.array(z.string()),
    /** Headings of edited sections the re-checked law or method for the new job wrote again. */
    rewritten: z.array(z.string()),
  }),
});
export type NewJobResult = z.infer<typeof newJobResultSchema>;

export const MAX_TEMPLATE_NAME = 120;

/** POST /api/documents/:id/template: saves the document, as it is now, as its business's template. */
export const saveTemplateSchema = z.object({
  name: z
    .string({ error: "Give the template a name" })
    .trim()
    .min(1, "Give the template a name")
    .max(MAX_TEMPLATE_NAME, `A template name must be at most ${MAX_TEMPLATE_NAME} characters`),
});
export type SaveTemplateInput = z.infer<typeof saveTemplateSchema>;

/** A business's template as listed in the generator. */
export const templateSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  type: z.string(),
  /** The document type's name in the business's country ("Method Statement (RAMS)"). */
  documentName: z.string(),
  name: z.string(),
  /** The job inputs it was saved with, offered as the starting point of the next job's. */
  activity: z.string().nullable(),
  scope: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

/** GET /api/templates?businessId=: the user's templates, of one business when given. */
export const templateListQuerySchema = z.object({ businessId: z.string().optional() });
