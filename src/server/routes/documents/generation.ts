import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import {
  canUseExtraPolicies,
  type DocumentTypeId,
  documentName,
  hasUnlimitedGeneration,
  isPerJobType,
  jobLabel,
  jobTitle,
  type Pack,
  packOf,
  primaryIdentifier,
  purchaseMessage,
  sameJob,
} from "../../../domain/catalogue";
import {
  defaultNextReview,
  documentOffered,
  isoDay,
  lawNeeded,
  workNeeded,
} from "../../../domain/compliance";
import { composeWithBasis } from "../../../domain/documents/basis";
import type { ComposeInput, DocumentMetadata } from "../../../domain/documents/compose-types";
import type { DocumentContent } from "../../../domain/documents/content";
import { inLocalWording } from "../../../domain/documents/engine";
import { type CarriedEdits, carryEdits, type JobSource } from "../../../domain/documents/next-job";
import { writtenFromMethod } from "../../../domain/documents/types/registry";
import { chooseMethod } from "../../../domain/tasks/suggest";
import { type Database, rowsOf } from "../../db/client";
import {
  businesses,
  creditTransactions,
  documentBases,
  generationRequests,
  policies,
  policyRevisions,
  users,
} from "../../db/schema";
import { basisRow } from "../../law/bases";
import { HttpError, notFound } from "../../lib/http-errors";
import { isUuid } from "../../lib/ids";

export type GenerateRequest = {
  businessId: string;
  documentType: DocumentTypeId;
  metadata: DocumentMetadata;
  additionalPolicies: string[];
  /** A document or template the new job starts from: its edits are carried where they still stand. */
  from?: JobSource;
  /** Named by the client: the same request sent again returns the document it made, charged once. */
  requestId?: string;
  /** The customer saw that a document for this job and site exists and wants another anyway. */
  confirmDuplicate?: boolean;
  /** Who is generating, when a team member acts on the owner's account: they prepared it. */
  authorName?: string;
};

/** A generated document, whether this request made it (false: a retry of one that already had), and what became of the edits it started from. */
export type Generated = { policy: PolicyRow; created: boolean; edits?: Omit<CarriedEdits, "sections"> };

/** Optional rewriting of section prose by a language model; the built-in document is the fallback. */
export type ProseWriter = (content: DocumentContent) => Promise<DocumentContent | null>;

export type GenerationDeps = { db: Database; writer?: ProseWriter; now?: () => Date };

/**
 * Generates a document for a business the user owns. Access follows the product's rule: compliance
 * subscribers generate anything; everyone else spends one credit of the type's pack, taken in
 * the same statement as the insert so a credit can never be spent twice or lost. The database
 * work is one read before composing and one statement after it.
 */
export async function generateDocument(deps: GenerationDeps, userId: string, request: GenerateRequest) {
  return (await generate(deps, userId, request)).policy;
}

/** `generateDocument`, saying whether the document is new and what became of the edits it started from. */
export async function generate(
  deps: GenerationDeps,
  userId: string,
  request: GenerateRequest,
): Promise<Generated> {
  const { db } = deps;
  if (request.requestId) {
    const made = await requested(db, userId, request.requestId);
    if (made) return { policy: made, created: false };
  }
  const { business, user, existing } = await generationContext(db, userId, request);

  if (request.additionalPolicies.length > 0 && !canUseExtraPolicies(user.subscriptionStatus)) {
    throw new HttpError(403, "Enhanced policy options requires upgrade to the Core plan or above");
  }
  const name = documentName(request.documentType, business.country);
  // A type written only for some work (a silica control plan) is refused, before a credit is
  // spent, to a business with none of it and for a job that is not it.
  if (!documentOffered(request.documentType, business, request.metadata))
    throw notForThisWork(request.documentType, name);
  // Per-job types (a SWMS per job) repeat; a business-wide document exists once and is opened instead.
  const perJob = isPerJobType(request.documentType);
  if (existing && !perJob) throw alreadyExists(name, business.name, existing);

  // The same job at the same site again is most often a second click or a forgotten document:
  // asked before a credit is spent, and generated only once the customer confirms.
  if (perJob && !request.confirmDuplicate) {
    const twin = await sameJobDocument(db, business.id, request.documentType, request.metadata);
    if (twin) {
      // The same request sent twice at once: the twin may be its own first copy, stored between
      // the check above and this one. That is the answer to give again, not a question to ask.
      const made = request.requestId ? await requested(db, userId, request.requestId) : null;
      if (made) return { policy: made, created: false };
      throw duplicateJob(name, twin);
    }
  }

  const pack = packOf(request.documentType);
  const unlimited = hasUnlimitedGeneration(user.subscriptionStatus);
  if (!unlimited && (user.documentCredits[pack.id] ?? 0) <= 0) throw purchaseRequired(pack, name);

  const metadata = withMethod(request.documentType, request.metadata, business);

  const started = performance.now();
  const date = (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
  // What the document relies on is recorded with it, so a later change to the law can find it.
  const input: ComposeInput = {
    documentType: request.documentType,
    business: { ...business, identifier: primaryIdentifier(business) },
    metadata,
    additionalPolicies: request.documentType === "policy" ? request.additionalPolicies : [],
    preparedBy: request.authorName ?? user.name,
    date,
  };
  const { content: composed, basis } = composeWithBasis(input);
  const carried = request.from ? carryEdits(request.from, basis.jurisdiction, composed.sections) : undefined;
  let content: DocumentContent = {
    ...composed,
    ...(carried ? { sections: carried.sections } : {}),
    // A business has many per-job documents of a type: the title says which job each is for.
    ...(perJob ? { title: jobTitle(name, jobLabel(metadata, date), business.name) } : {}),
    generation: { engine: "built-in", generatedAt: new Date().toISOString(), generatedInMs: 0 },
  };
  // The customer's own words are not rewritten: a document started from one is left as carried.
  if (deps.writer && !carried) content = (await deps.writer(content)) ?? content;
  // A rewrite is held to the country's spelling and terms like the built-in text.
  if (content.generation.engine === "ai")
    content = { ...content, sections: inLocalWording(input, content.sections) };
  content.generation.generatedInMs = Math.round((performance.now() - started) * 10) / 10;

  const now = new Date();
  const policy: PolicyRow = {
    id: randomUUID(),
    businessId: business.id,
    type: request.documentType,
    title: content.title,
    content,
    // What the customer gave, so a later document can start from it; the method as resolved is
    // kept with what the document relied on (its basis), where a re-composition reads it.
    metadata: request.metadata as Record<string, unknown>,
    version: 1,
    issue: 1,
    publishedRevision: null,
    status: "draft",
    createdBy: request.authorName ?? user.name,
    reviewedBy: null,
    reviewedAt: null,
    siteAddress: content.siteDetails.siteAddress || null,
    customerName: null,
    projectDetails: content.siteDetails.projectDetails || null,
    siteContact: null,
    nextReviewOn: defaultNextReview(request.documentType, isoDay(deps.now?.() ?? now)),
    createdAt: now,
    updatedAt: now,
  };
  try {
    const created = await spendAndStore(db, {
      policy,
      basis: basisRow(policy.id, basis),
      userId,
      userName: request.authorName ?? user.name,
      unlimited,
      pack,
      name,
      requestId: request.requestId,
    });
    if (!created) throw purchaseRequired(pack, name);
  } catch (error) {
    // The same request, sent again while the first was being stored: the first one's document.
    if (request.requestId && isUniqueViolation(error, "generation_requests_user_id_request_id_pk")) {
      const made = await requested(db, userId, request.requestId);
      if (made) return { policy: made, created: false };
    }
    // Another request created this type first: the statement failed whole, the credit included.
    if (!isUniqueViolation(error, "policies_business_type_uq")) throw error;
    const id = await existingId(db, business.id, request.documentType);
    throw alreadyExists(name, business.name, id ?? "");
  }
  const edits = carried ? { kept: carried.kept, rewritten: carried.rewritten } : undefined;
  return { policy, created: true, ...(edits ? { edits } : {}) };
}

/** The document a named request of the user made, if it made one. */
async function requested(db: Database, userId: string, requestId: string): Promise<PolicyRow | null> {
  const [row] = await db
    .select({ policy: policies })
    .from(generationRequests)
    .innerJoin(policies, eq(policies.id, generationRequests.policyId))
    .where(and(eq(generationRequests.userId, userId), eq(generationRequests.requestId, requestId)));
  return row?.policy ?? null;
}

/**
 * A document written from the job's method needs the method first. The customer's chosen tasks or
 * own steps are the method; otherwise the tasks a phrase of the job's words names in the business's
 * industry, pinned in the inputs the document is composed from (and its basis records), so a later
 * re-composition keeps the method the document was written with. When neither is there the library never guesses: 422, with the
 * tasks the customer may choose from.
 */
function withMethod(
  type: DocumentTypeId,
  metadata: DocumentMetadata,
  business: Pick<typeof businesses.$inferSelect, "industry" | "highRiskActivities" | "workDescription">,
): DocumentMetadata {
  if (!writtenFromMethod(type) || metadata.taskIds?.length || metadata.steps?.length) return metadata;
  const activity = metadata.activity?.trim() || business.workDescription?.trim() || "";
  const choice = chooseMethod({ activity, business: { ...business, hazardTypes: metadata.hazardTypes } });
  if (choice.kind === "matched") return { ...metadata, taskIds: choice.tasks.map((t) => t.id) };
  const job = activity ? `"${activity}"` : "this job";
  throw new HttpError(
    422,
    choice.candidates.length > 0
      ? `We don't know the method for ${job} for sure. Choose the task that is your job, or write your own steps.`
      : `We don't have a method for ${job}. Write your own steps and we'll find each step's hazards and controls.`,
    undefined,
    { actionRequired: "choose-method", candidates: choice.candidates },
  );
}

/** A type written only for work the business has not named: the job field says what is missing. */
function notForThisWork(type: DocumentTypeId, name: string): HttpError {
  const law = lawNeeded(type);
  if (law) return new HttpError(422, `${name} are written for ${law}; this business's law has no such duty.`);
  const message = `A ${name} is written for ${workNeeded(type) ?? "other work"}, and this business has none on record. Name that job, or choose its task, to generate one.`;
  return new HttpError(422, `activity: ${message}`, [{ field: "activity", message }]);
}

type PolicyRow = typeof policies.$inferSelect;
type BasisRow = ReturnType<typeof basisRow>;

/**
 * The business (owned by the user), what the refusals need to know of the user, and any document
 * of the type: read before every generation, so prepared once per database by name.
 */
function contextQuery(db: Database) {
  return db
    .select({
      business: businesses,
      user: {
        name: users.name,
        subscriptionStatus: users.subscriptionStatus,
        documentCredits: users.documentCredits,
      },
      existing: sql<
        string | null
      >`(select ${policies.id} from ${policies} where ${policies.businessId} = ${businesses.id} and ${policies.type} = ${sql.placeholder("documentType")} limit 1)`,
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.userId))
    .where(
      and(eq(businesses.id, sql.placeholder("businessId")), eq(businesses.userId, sql.placeholder("userId"))),
    )
    .prepare("generation_context");
}

const contextQueries = new WeakMap<Database, ReturnType<typeof contextQuery>>();

async function generationContext(db: Database, userId: string, request: GenerateRequest) {
  if (!isUuid(request.businessId)) throw notFound("Business");
  let query = contextQueries.get(db);
  if (!query) {
    query = contextQuery(db);
    contextQueries.set(db, query);
  }
  const [row] = await query.execute({
    businessId: request.businessId,
    userId,
    documentType: request.documentType,
  });
  if (!row) throw notFound("Business");
  return row;
}

/**
 * One statement, so one round trip and atomic on its own: spend the credit with a conditional
 * update (or only count the use for unlimited accounts), and only if that took, insert the
 * document, its first revision, what it relied on (its basis) and the ledger row. Concurrent requests queue on the user's row;
 * a request that finds its credit gone inserts nothing, and one that loses the race for a
 * business's document type fails on the unique index, which undoes its credit too.
 * Returns whether the document was stored (false: no credit left).
 */
async function spendAndStore(
  db: Database,
  p: {
    policy: PolicyRow;
    basis: BasisRow;
    userId: string;
    userName: string;
    unlimited: boolean;
    pack: Pack;
    name: string;
    requestId?: string;
  },
): Promise<boolean> {
  const { policy, basis } = p;
  // The basis keeps the sections as composed. Unless a writer rewrote them, they are the stored
  // content's own, taken from the inserted row rather than sent to the database a second time.
  const basisSections =
    basis.sections === policy.content.sections
      ? sql`content->'sections'`
      : sql`${JSON.stringify(basis.sections)}::jsonb`;
  // INSERT … SELECT does not type its parameters from the columns, so each one is cast.
  const at = sql`${policy.createdAt.toISOString()}::timestamptz`;
  const credits = sql`coalesce((${users.documentCredits}->>${p.pack.id})::int, 0)`;
  const used = sql`coalesce((${users.usedDocumentTypes}->>${policy.type})::int, 0)`;
  const result = await db.execute<{ created: number }>(sql`
    with spent as (
      update ${users} set
        document_credits = case when ${p.unlimited}::boolean then ${users.documentCredits}
          else jsonb_set(${users.documentCredits}, ARRAY[${p.pack.id}]::text[], to_jsonb(${credits} - 1)) end,
        used_document_types = jsonb_set(${users.usedDocumentTypes}, ARRAY[${policy.type}]::text[], to_jsonb(${used} + 1)),
        updated_at = ${at}
      where ${users.id} = ${p.userId} and (${p.unlimited}::boolean or ${credits} > 0)
      returning ${users.id}
    ), created as (
      insert into ${policies} (id, business_id, type, title, content, metadata, version, status, created_by,
        site_address, project_details, next_review_on, created_at, updated_at)
      select ${policy.id}::uuid, ${policy.businessId}::uuid, ${policy.type}::text, ${policy.title}::text,
        ${JSON.stringify(policy.content)}::jsonb, ${JSON.stringify(policy.metadata)}::jsonb, ${policy.version}::int,
        ${policy.status}::text, ${policy.createdBy}::text, ${policy.siteAddress}::text, ${policy.projectDetails}::text,
        ${policy.nextReviewOn}::date, ${at}, ${at}
      from spent
      returning id, title, content, status
    ), revision as (
      insert into ${policyRevisions} (policy_id, version, title, content, status, author_id, author_name, created_at)
      select id, 1, title, content, status, ${p.userId}::uuid, ${p.userName}::text, ${at} from created
    ), based as (
      insert into ${documentBases} (policy_id, release, jurisdiction, law_date, input, sections, items, created_at)
      select id, ${basis.release}::text, ${basis.jurisdiction}::text, ${basis.lawDate}::date,
        ${JSON.stringify(basis.input)}::jsonb, ${basisSections}, ${JSON.stringify(basis.items)}::jsonb, ${at}
      from created
    ), ledger as (
      insert into ${creditTransactions} (user_id, pack_id, delta, kind, policy_id, note, created_at)
      select ${p.userId}::uuid, ${p.pack.id}::text, -1, 'consume', id, ${`Generated ${p.name}`}::text, ${at}
      from created where not ${p.unlimited}::boolean
    ), named as (
      insert into ${generationRequests} (user_id, request_id, policy_id, created_at)
      select ${p.userId}::uuid, ${p.requestId ?? null}::uuid, id, ${at}
      from created where ${p.requestId ?? null}::uuid is not null
    )
    select count(*)::int as created from created`);
  const rows = rowsOf<{ created: number }>(result);
  return (rows[0]?.created ?? 0) > 0;
}

/** Whether an error, or one it wraps (Drizzle wraps query errors in `cause`), broke the unique index `constraint`. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const {
      code,
      constraint: name,
      message,
    } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === "23505" && (name === constraint || String(message).includes(constraint))) return true;
  }
  return false;
}

async function existingId(db: Database, businessId: string, type: string): Promise<string | null> {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.businessId, businessId), eq(policies.type, type)));
  return row?.id ?? null;
}

function alreadyExists(name: string, businessName: string, existingDocumentId: string) {
  return new HttpError(
    409,
    `${businessName} already has a ${name}. Open it to review or edit it.`,
    undefined,
    {
      actionRequired: "edit",
      ...(existingDocumentId ? { existingDocumentId } : {}),
    },
  );
}

/** The business's newest document of the type for the same job and site, if there is one. */
async function sameJobDocument(db: Database, businessId: string, type: string, metadata: DocumentMetadata) {
  const rows = await db
    .select({
      id: policies.id,
      title: policies.title,
      activity: sql<string | null>`${policies.metadata}->>'activity'`,
      scope: sql<string | null>`${policies.metadata}->>'scope'`,
      location: sql<string | null>`${policies.metadata}->>'location'`,
    })
    .from(policies)
    .where(and(eq(policies.businessId, businessId), eq(policies.type, type)))
    .orderBy(desc(policies.createdAt));
  const given = { activity: metadata.activity, scope: metadata.scope, location: metadata.location };
  return (
    rows.find((r) =>
      sameJob(given, {
        activity: r.activity ?? undefined,
        scope: r.scope ?? undefined,
        location: r.location ?? undefined,
      }),
    ) ?? null
  );
}

function duplicateJob(name: string, existing: { id: string; title: string }) {
  return new HttpError(
    409,
    `You already have a ${name} for this job and site: "${existing.title}". Open it, or generate another one, which uses a credit.`,
    undefined,
    { actionRequired: "confirm-duplicate", existingDocumentId: existing.id },
  );
}

function purchaseRequired(pack: Pack, name: string) {
  return new HttpError(402, purchaseMessage(pack, name), undefined, {
    actionRequired: "purchase",
  });
}
