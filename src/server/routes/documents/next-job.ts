import { and, desc, eq } from "drizzle-orm";
import type { NewJobResult, Template } from "../../../contracts/next-job";
import { type DocumentTypeId, documentName, isPerJobType } from "../../../domain/catalogue";
import type { DocumentMetadata } from "../../../domain/documents/compose-types";
import type { JobSource } from "../../../domain/documents/next-job";
import { inputErrors } from "../../../domain/documents/types/input-schema";
import { taskTitle } from "../../../domain/tasks/suggest";
import { businesses, documentBases, documentTemplates, type policies } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-errors";
import { isUuid } from "../../lib/ids";
import { type GenerationDeps, generate } from "./generation";
import { policyRepository, toApiPolicy } from "./repository";

/** The inputs that say which job and site a per-job document is for; the next job gives its own. */
const JOB_FIELDS = ["activity", "scope", "location"] as const;
/** The inputs that say how the job is done; re-checked against the new job's words. */
const METHOD_FIELDS = ["taskIds", "taskId", "steps"] as const;

type NewJob = { businessId: string; requestId: string; metadata: DocumentMetadata };
type Source = JobSource & { type: DocumentTypeId; metadata: Record<string, unknown>; taskIds: string[] };

/**
 * The next job from the last one: a per-job document, or a business's template, written again for
 * a new job and site. The new document is generated like any other (the business's law on the day,
 * the method checked against the new job's words, one credit), then the customer's edits that still
 * stand are carried into it. The source is only read.
 */
export function nextJobs(deps: GenerationDeps) {
  const { db } = deps;
  const documents = policyRepository(db);

  /** `authorName`: the person asking, who prepares the new document (a team member, not the owner). */
  async function fromSource(userId: string, source: Source, job: NewJob, authorName: string) {
    const metadata = nextJobMetadata(source, job.metadata);
    const errors = inputErrors(source.type, metadata);
    if (errors.length > 0) {
      const fields = errors.map((e) => ({ field: `metadata.${e.field}`, message: e.message }));
      throw new HttpError(422, fields.map((e) => `${e.field}: ${e.message}`).join("; "), fields);
    }
    try {
      const made = await generate(deps, userId, {
        businessId: job.businessId,
        documentType: source.type,
        metadata,
        additionalPolicies: [],
        from: source,
        requestId: job.requestId,
        authorName,
      });
      const result: NewJobResult = {
        document: toApiPolicy(made.policy),
        edits: made.edits ?? { kept: [], rewritten: [] },
      };
      return { created: made.created, result };
    } catch (error) {
      throw withPinnedMethod(error, source.taskIds);
    }
  }

  return {
    /** "Use for a new job" on a document of the user's. Someone else's is not found. */
    async fromDocument(userId: string, documentId: string, job: NewJob, authorName: string) {
      const policy = await documents.get(userId, documentId);
      return fromSource(userId, await documentSource(policy), job, authorName);
    },

    /** A new job from one of the user's templates. Someone else's is not found. */
    async fromTemplate(userId: string, templateId: string, job: NewJob, authorName: string) {
      const template = await ownTemplate(userId, templateId);
      return fromSource(
        userId,
        {
          type: template.type as DocumentTypeId,
          metadata: template.metadata,
          taskIds: template.taskIds,
          jurisdiction: template.jurisdiction,
          sections: template.content.sections,
          written: template.writtenSections,
        },
        job,
        authorName,
      );
    },

    /** Saves a per-job document, as it is now, as a template of its business. */
    async saveTemplate(
      user: { id: string; name: string },
      documentId: string,
      name: string,
    ): Promise<Template> {
      const policy = await documents.get(user.id, documentId);
      const source = await documentSource(policy);
      const [row] = await db
        .insert(documentTemplates)
        .values({
          businessId: policy.businessId,
          type: policy.type,
          name,
          content: policy.content,
          metadata: withoutMethod(policy.metadata),
          taskIds: source.taskIds,
          jurisdiction: source.jurisdiction,
          writtenSections: [...source.written],
          createdBy: user.name,
        })
        .returning();
      const [business] = await db
        .select({ name: businesses.name, country: businesses.country })
        .from(businesses)
        .where(eq(businesses.id, policy.businessId));
      return templateOf(row!, business!);
    },

    /** The user's templates, newest first; of one business when given (someone else's: not found). */
    async templates(userId: string, businessId: string | undefined): Promise<Template[]> {
      if (businessId !== undefined) {
        if (!isUuid(businessId)) throw notFound("Business");
        const [owned] = await db
          .select({ id: businesses.id })
          .from(businesses)
          .where(and(eq(businesses.id, businessId), eq(businesses.userId, userId)));
        if (!owned) throw notFound("Business");
      }
      const rows = await db
        .select({
          template: documentTemplates,
          business: { name: businesses.name, country: businesses.country },
        })
        .from(documentTemplates)
        .innerJoin(businesses, eq(businesses.id, documentTemplates.businessId))
        .where(
          and(
            eq(businesses.userId, userId),
            businessId ? eq(documentTemplates.businessId, businessId) : undefined,
          ),
        )
        .orderBy(desc(documentTemplates.createdAt), desc(documentTemplates.id))
        .limit(200);
      return rows.map((r) => templateOf(r.template, r.business));
    },

    async removeTemplate(userId: string, templateId: string): Promise<void> {
      const template = await ownTemplate(userId, templateId);
      await db.delete(documentTemplates).where(eq(documentTemplates.id, template.id));
    },
  };

  async function ownTemplate(userId: string, templateId: string) {
    if (!isUuid(templateId)) throw notFound("Template");
    const [row] = await db
      .select({ template: documentTemplates })
      .from(documentTemplates)
      .innerJoin(businesses, eq(businesses.id, documentTemplates.businessId))
      .where(and(eq(documentTemplates.id, templateId), eq(businesses.userId, userId)));
    if (!row) throw notFound("Template");
    return row.template;
  }

  /** A document as a new job starts from it, with the sections and method SafeDraft wrote it with. */
  async function documentSource(policy: typeof policies.$inferSelect): Promise<Source> {
    if (!isPerJobType(policy.type)) {
      throw new HttpError(422, "Only a document written for one job or site can be used for a new job");
    }
    const [basis] = await db
      .select({
        jurisdiction: documentBases.jurisdiction,
        sections: documentBases.sections,
        input: documentBases.input,
      })
      .from(documentBases)
      .where(eq(documentBases.policyId, policy.id));
    return {
      type: policy.type as DocumentTypeId,
      metadata: policy.metadata,
      taskIds: basis?.input.metadata.taskIds ?? [],
      // Without a record of what SafeDraft wrote, every section is written afresh.
      jurisdiction: basis?.jurisdiction ?? policy.content.jurisdiction,
      sections: policy.content.sections,
      written: basis?.sections ?? [],
    };
  }
}

function withoutMethod(metadata: Record<string, unknown>): Record<string, unknown> {
  const kept = { ...metadata };
  for (const key of ["taskIds", "taskId"]) delete kept[key];
  return kept;
}

/**
 * The new job's inputs: the source's, with the new job's activity, scope and location in place of
 * its own. The method: the one the customer chose now; else the customer's own steps of the source
 * (their method, for their recurring job); else none, so the new job's words are matched afresh
 * and a job the library does not know for sure is asked about.
 */
export function nextJobMetadata(source: Pick<Source, "metadata">, given: DocumentMetadata): DocumentMetadata {
  const kept: Record<string, unknown> = { ...source.metadata };
  for (const key of [...JOB_FIELDS, ...METHOD_FIELDS]) delete kept[key];
  for (const key of JOB_FIELDS) {
    const value = given[key]?.trim();
    if (value) kept[key] = value;
  }
  if (given.taskIds?.length) kept.taskIds = given.taskIds;
  else if (given.steps?.length) kept.steps = given.steps;
  else if (Array.isArray(source.metadata.steps) && source.metadata.steps.length > 0)
    kept.steps = source.metadata.steps;
  return kept as DocumentMetadata;
}

/** A "choose-method" answer offers, first, the method the source was written with. */
function withPinnedMethod(error: unknown, pinned: string[]): unknown {
  if (!(error instanceof HttpError) || error.extra?.actionRequired !== "choose-method") return error;
  const candidates = (error.extra.candidates ?? []) as { id: string; title: string; why: string }[];
  const offered = new Set(candidates.map((c) => c.id));
  const previous = pinned
    .filter((id) => !offered.has(id))
    .flatMap((id) => {
      const title = taskTitle(id);
      return title ? [{ id, title, why: "The method of the document you started from" }] : [];
    });
  return new HttpError(error.statusCode, error.message, error.errors, {
    ...error.extra,
    candidates: [...previous, ...candidates],
  });
}

function templateOf(
  row: typeof documentTemplates.$inferSelect,
  business: { name: string; country: string },
): Template {
  const text = (key: string) => {
    const value = row.metadata[key];
    return typeof value === "string" && value.trim() ? value : null;
  };
  return {
    id: row.id,
    businessId: row.businessId,
    businessName: business.name,
    type: row.type,
    documentName: documentName(row.type as DocumentTypeId, business.country),
    name: row.name,
    activity: text("activity"),
    scope: text("scope"),
    location: text("location"),
    createdAt: row.createdAt.toISOString(),
  };
}
