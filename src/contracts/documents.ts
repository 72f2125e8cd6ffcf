import { z } from "zod";
import { DOCUMENT_TYPE_IDS, type DocumentTypeId, EXTRA_POLICIES } from "../domain/catalogue";
import type { DocumentContent } from "../domain/documents/content";
import { inputErrors, metadataSchema } from "../domain/documents/types/input-schema";
import { metadataFor } from "../domain/documents/types/registry";
import { TASK_ID_LIST } from "../domain/tasks/suggest";
import { pageQuerySchema } from "./pages";

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

const businessId = z
  .string({ error: "Please select a business and document type" })
  .min(1, "Please select a business and document type");

const additionalPolicies = z
  .array(z.enum(values(EXTRA_POLICIES), { error: "Unknown additional policy" }), {
    error: "Additional policies must be a list",
  })
  .max(EXTRA_POLICIES.length, "Too many additional policies")
  .default([])
  .transform((list) => [...new Set(list)]);

/** The customer's own method: at most this many steps, each a short line. */
export const MAX_STEPS = 30;
export const MAX_STEP_LENGTH = 200;

/** A library task the customer chose as their job's method. */
export const chosenTaskSchema = z.enum(TASK_ID_LIST as [string, ...string[]], { error: "Unknown task" });

/** The customer's own steps of a job, in order: the method when no library task is their job. */
export const ownStepsSchema = z
  .array(
    z
      .string({ error: "Each step must be text" })
      .trim()
      .min(1, "A step cannot be empty")
      .max(MAX_STEP_LENGTH, `A step must be at most ${MAX_STEP_LENGTH} characters`),
    { error: "Steps must be a list" },
  )
  .min(1, "Write at least one step")
  .max(MAX_STEPS, `Write at most ${MAX_STEPS} steps`);

/** Every generator input, all optional; which a document type requires is checked with its schema below. */
export const documentMetadataSchema = z
  .object({
    ...metadataSchema.shape,
    taskIds: z
      .array(z.enum(TASK_ID_LIST as [string, ...string[]], { error: "Unknown task" }), {
        error: "Tasks must be a list",
      })
      .max(5, "Pick at most 5 tasks")
      .optional()
      .transform((list) => (list?.length ? [...new Set(list)] : undefined)),
    /** One task the customer chose from the candidates of a "choose-method" answer. */
    taskId: chosenTaskSchema.optional(),
    /** The customer's own steps of the job, in order, when no library task is their job. */
    steps: ownStepsSchema.optional(),
  })
  // A chosen candidate is one more picked task: the document follows its steps.
  .transform(({ taskId, ...rest }) =>
    taskId ? { ...rest, taskIds: [...new Set([taskId, ...(rest.taskIds ?? [])])] } : rest,
  )
  .prefault({});
export type DocumentMetadataInput = z.input<typeof documentMetadataSchema>;

/** POST /api/policies/generate: the policy document, with optional extra policy sections. */
export const generatePolicySchema = z.object({ businessId, additionalPolicies });

/** POST /api/documents/generate */
export const generateDocumentSchema = z
  .object({
    businessId,
    documentType: z.enum(DOCUMENT_TYPE_IDS as [DocumentTypeId, ...DocumentTypeId[]], {
      error: "Please select a business and document type",
    }),
    metadata: documentMetadataSchema,
    additionalPolicies,
    /**
     * Generate even though the business has a document of this type for the same job and site
     * (without it such a request is answered 409 with actionRequired "confirm-duplicate").
     */
    confirmDuplicate: z.boolean({ error: "confirmDuplicate must be true or false" }).optional(),
  })
  // The inputs the document type cannot go without, named by their path ("metadata.activity").
  .superRefine((body, ctx) => {
    for (const e of inputErrors(body.documentType as DocumentTypeId, body.metadata))
      ctx.addIssue({ code: "custom", message: e.message, path: ["metadata", e.field] });
    if (body.metadata.steps && body.metadata.taskIds)
      ctx.addIssue({
        code: "custom",
        message: "Choose a task or write your own steps, not both",
        path: ["metadata", "steps"],
      });
  })
  // Kept only as far as the type is written from it: an input of another type is not stored with
  // the document, printed in it, or used to match its job.
  .transform((body) => ({ ...body, metadata: metadataFor(body.documentType, body.metadata) }));
export type GenerateDocumentInput = z.input<typeof generateDocumentSchema>;

/**
 * A stored document's content as the server sends it. It was checked when it was written (the
 * engine made it, or `documentContentSchema` accepted an edit), so a response only checks its shape.
 */
const storedContent = z.custom<DocumentContent>(
  (v) => typeof v === "object" && v !== null && !Array.isArray(v),
);

/** An instrument of the law as a citation shows it: its exact title and the link to it. */
export const citedInstrumentSchema = z.object({ id: z.string(), title: z.string(), url: z.string() });
export type CitedInstrument = z.infer<typeof citedInstrumentSchema>;

/** A stored document in full. */
export const policySchema = z.object({
  id: z.string(),
  businessId: z.string(),
  type: z.string(),
  title: z.string(),
  content: storedContent,
  metadata: z.record(z.string(), z.unknown()),
  /** Save counter: a save names the one it started from (`baseVersion`). */
  version: z.number(),
  /** The version last issued (what crews sign): 1 at first, one more each time a changed document is issued. */
  issue: z.number(),
  /** "published" while the content is the issued version; "draft" before the first issue and once it has changed since. */
  status: z.string(),
  /** The save that was last issued; null before the first issue. */
  publishedRevision: z.number().nullable(),
  createdBy: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  siteAddress: z.string().nullable(),
  customerName: z.string().nullable(),
  projectDetails: z.string().nullable(),
  siteContact: z.string().nullable(),
  /** "YYYY-MM-DD": when the document is next due for review. */
  nextReviewOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Every instrument the content cites that the law knows, first-cited first: sent with the
   * document so a page showing it needs none of the compiled law.
   */
  instruments: z.array(citedInstrumentSchema),
});
export type Policy = z.infer<typeof policySchema>;

/** One row of GET /api/policies: everything but the content. */
export const policySummarySchema = policySchema
  .omit({ content: true, metadata: true, instruments: true })
  .extend({
    businessName: z.string(),
    /** A per-job document's "job, site", which lists lead with; null for business-wide documents. */
    job: z.string().nullable(),
  });
export type PolicySummary = z.infer<typeof policySummarySchema>;

export const policyListQuerySchema = pageQuerySchema.extend({ businessId: z.string().optional() });

/** A library task offered for a job the library does not know with confidence, and why. */
export const methodCandidateSchema = z.object({ id: z.string(), title: z.string(), why: z.string() });

/**
 * Refusals of a generate call that the client acts on. "choose-method" (422): the job's method is
 * not known; the customer picks one of `candidates` (`metadata.taskId`) or writes their own steps
 * (`metadata.steps`).
 */
export const generationRefusalSchema = z.object({
  message: z.string(),
  actionRequired: z.enum(["edit", "purchase", "choose-method"]).optional(),
  existingDocumentId: z.string().optional(),
  candidates: z.array(methodCandidateSchema).optional(),
});
export type GenerationRefusal = z.infer<typeof generationRefusalSchema>;

/** GET /api/tasks/:id: a library task's title and the steps of its method, to start the customer's own steps from. */
export const taskStepsSchema = z.object({ id: z.string(), title: z.string(), steps: z.array(z.string()) });
export type TaskSteps = z.infer<typeof taskStepsSchema>;

/** GET /api/user/credits */
export const creditsSchema = z.object({
  /** Credits left per pack. */
  credits: z.record(z.string(), z.number()),
  /** Documents made with each pack's credits, so "2 left of 5" and "all used" can be said. */
  used: z.record(z.string(), z.number()),
});
export type Credits = z.infer<typeof creditsSchema>;

const text = (max: number, label: string) =>
  z.string({ error: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`);

const tableSchema = z.object({
  id: text(100, "Table id"),
  caption: text(300, "Table caption"),
  columns: z
    .array(z.object({ key: text(100, "Column key"), label: text(200, "Column label") }))
    .min(1)
    .max(20),
  rows: z
    .array(z.record(z.string().max(100), text(5000, "Table cell")))
    .max(500, "A table can have at most 500 rows"),
});

/** What the editor may send back: the document's structure with edited text, tables and details. */
export const documentContentSchema = z
  .object({
    schemaVersion: z.literal(1),
    title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(300),
    documentType: z.string().max(50),
    documentName: z.string().max(200),
    country: z.string().max(5),
    jurisdiction: z.string().max(10),
    sections: z
      .array(
        z.object({
          id: text(100, "Section id"),
          heading: z.string().trim().min(1, "Every section needs a heading").max(300),
          body: text(200_000, "Section text"),
          tables: z.array(tableSchema).max(20).optional(),
          citations: z
            .array(z.object({ id: z.string().max(120), pinpoint: z.string().max(60).optional() }))
            .max(100)
            .optional(),
        }),
      )
      .min(1, "A document needs at least one section")
      .max(100),
    siteDetails: z.object({
      siteAddress: text(500, "Site address"),
      customerName: text(300, "Customer"),
      projectDetails: text(2000, "Project details"),
      siteContact: text(300, "Site contact"),
    }),
    footer: z.object({
      dateCreated: text(60, "Date created"),
      createdBy: text(200, "Created by"),
      dateReviewed: text(60, "Date reviewed"),
      reviewedBy: text(200, "Reviewed by"),
    }),
    complianceReferences: z.object({
      authority: z.string().max(200),
      authorityUrl: z.string().max(500),
      standards: z.array(z.string().max(300)).max(50),
      citations: z
        .array(z.object({ id: z.string().max(120), pinpoint: z.string().max(60).optional() }))
        .max(200),
    }),
    generation: z.object({
      engine: z.enum(["built-in", "ai"]),
      generatedAt: z.string().max(40),
      generatedInMs: z.number().min(0).max(10_000_000),
    }),
  })
  .strip();

/** Versions are stored as 32-bit integers; a larger number can never name one. */
const MAX_VERSION = 2_147_483_647;
const versionNumber = (required: string) =>
  z
    .number({ error: required })
    .int("baseVersion must be a whole number")
    .min(1, "baseVersion must be at least 1")
    .max(MAX_VERSION, "baseVersion is not a version of this document");

/** PUT /api/policies/{id}: a save is based on the version the editor loaded. */
export const savePolicySchema = z.object({
  content: documentContentSchema,
  status: z.enum(["draft", "published"], { error: "Status must be draft or published" }).optional(),
  baseVersion: versionNumber("baseVersion is required: the version this edit started from"),
});
export type SavePolicyInput = z.input<typeof savePolicySchema>;

export const revisionSummarySchema = z.object({
  version: z.number(),
  issue: z.number(),
  /** The version this save is a draft of; null when the save is an issued version's text. */
  draftOf: z.number().nullable(),
  title: z.string(),
  status: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  /** What happened to this save under approval before issue: submitted, approved, returned; oldest first. */
  approvals: z
    .array(
      z.object({
        action: z.enum(["submitted", "approved", "returned"]),
        by: z.string(),
        at: z.string(),
        comment: z.string().nullable(),
      }),
    )
    .optional(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionSchema = revisionSummarySchema.extend({ content: storedContent });
export type Revision = z.infer<typeof revisionSchema>;

export const revisionParamsSchema = z.object({
  id: z.string(),
  version: z.coerce
    .number({ error: "version must be a whole number" })
    .int("version must be a whole number")
    .min(1, "version must be at least 1")
    .max(MAX_VERSION, "No such version"),
});
export const restoreRevisionSchema = z.object({
  baseVersion: versionNumber("baseVersion is required: the version this restore started from"),
});

export const EXPORT_FORMATS = ["docx", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportParamsSchema = z.object({
  id: z.string(),
  format: z.enum(EXPORT_FORMATS, { message: "format must be docx or pdf" }),
});

/** `GET /api/businesses/{id}/documents.zip?type=…`: every document of a business, or of one type. */
export const BUNDLE_MAX_DOCUMENTS = 50;
export const bundleParamsSchema = z.object({ id: z.string() });
export const bundleQuerySchema = z.object({
  type: z
    .enum(DOCUMENT_TYPE_IDS as [DocumentTypeId, ...DocumentTypeId[]], {
      message: "type must be one of the document types",
    })
    .optional(),
});
export { bundlePath } from "./paths";
