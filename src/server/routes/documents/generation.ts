import { and, eq, sql } from "drizzle-orm";
import {
  canUseExtraPolicies,
  type DocumentTypeId,
  documentName,
  hasUnlimitedGeneration,
  type Pack,
  packOf,
  primaryIdentifier,
  purchaseMessage,
} from "../../../domain/catalogue";
import { defaultNextReview, isoDay } from "../../../domain/compliance";
import type { DocumentMetadata } from "../../../domain/documents/compose-types";
import type { DocumentContent } from "../../../domain/documents/content";
import { composeDocument } from "../../../domain/documents/engine";
import type { Database } from "../../db/client";
import { creditTransactions, policies, policyRevisions, users } from "../../db/schema";
import { HttpError } from "../../lib/http-errors";
import { businessRepository } from "../businesses/repository";

export type GenerateRequest = {
  businessId: string;
  documentType: DocumentTypeId;
  metadata: DocumentMetadata;
  additionalPolicies: string[];
};

/** Optional rewriting of section prose by a language model; the built-in document is the fallback. */
export type ProseWriter = (content: DocumentContent) => Promise<DocumentContent | null>;

export type GenerationDeps = { db: Database; writer?: ProseWriter; now?: () => Date };

/**
 * Generates a document for a business the user owns. Access follows the spec: compliance
 * subscribers generate anything; everyone else spends one credit of the type's pack, taken in
 * the same transaction as the insert so a credit can never be spent twice or lost.
 */
export async function generateDocument(deps: GenerationDeps, userId: string, request: GenerateRequest) {
  const { db } = deps;
  const business = await businessRepository(db).get(userId, request.businessId);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(401, "Unauthorized");

  if (request.additionalPolicies.length > 0 && !canUseExtraPolicies(user.subscriptionStatus)) {
    throw new HttpError(403, "Enhanced policy options requires upgrade to the Core plan or above");
  }
  const name = documentName(request.documentType, business.country);
  const existing = await existingId(db, business.id, request.documentType);
  if (existing) throw alreadyExists(name, business.name, existing);

  const pack = packOf(request.documentType);
  const unlimited = hasUnlimitedGeneration(user.subscriptionStatus);
  if (!unlimited && (user.documentCredits[pack.id] ?? 0) <= 0) throw purchaseRequired(pack, name);

  const started = performance.now();
  const composed = composeDocument({
    documentType: request.documentType,
    business: { ...business, identifier: primaryIdentifier(business) },
    metadata: request.metadata,
    additionalPolicies: request.documentType === "policy" ? request.additionalPolicies : [],
    preparedBy: user.name,
    date: (deps.now?.() ?? new Date()).toISOString().slice(0, 10),
  });
  let content: DocumentContent = {
    ...composed,
    generation: { engine: "built-in", generatedAt: new Date().toISOString(), generatedInMs: 0 },
  };
  if (deps.writer) content = (await deps.writer(content)) ?? content;
  content.generation.generatedInMs = Math.round((performance.now() - started) * 10) / 10;

  const created = await db
    .transaction(async (tx) => {
      if (!unlimited) {
        const spent = await tx
          .update(users)
          .set({
            documentCredits: sql`jsonb_set(${users.documentCredits}, ARRAY[${pack.id}]::text[], to_jsonb(coalesce((${users.documentCredits}->>${pack.id})::int, 0) - 1))`,
            usedDocumentTypes: bump(request.documentType),
          })
          .where(
            and(eq(users.id, userId), sql`coalesce((${users.documentCredits}->>${pack.id})::int, 0) > 0`),
          )
          .returning({ id: users.id });
        if (spent.length === 0) throw purchaseRequired(pack, name);
      } else {
        await tx
          .update(users)
          .set({ usedDocumentTypes: bump(request.documentType) })
          .where(eq(users.id, userId));
      }

      const [policy] = await tx
        .insert(policies)
        .values({
          businessId: business.id,
          type: request.documentType,
          title: content.title,
          content: content as unknown as Record<string, unknown>,
          metadata: request.metadata as Record<string, unknown>,
          createdBy: user.name,
          siteAddress: content.siteDetails.siteAddress || null,
          projectDetails: content.siteDetails.projectDetails || null,
          nextReviewOn: defaultNextReview(request.documentType, isoDay(deps.now?.() ?? new Date())),
        })
        .onConflictDoNothing({ target: [policies.businessId, policies.type] })
        .returning();
      // Another request created this type first: roll back, the credit included.
      if (!policy) throw alreadyExists(name, business.name, "");

      await tx.insert(policyRevisions).values({
        policyId: policy.id,
        version: 1,
        title: policy.title,
        content: policy.content,
        status: policy.status,
        authorId: userId,
        authorName: user.name,
      });
      if (!unlimited) {
        await tx.insert(creditTransactions).values({
          userId,
          packId: pack.id,
          delta: -1,
          kind: "consume",
          policyId: policy.id,
          note: `Generated ${name}`,
        });
      }
      return policy;
    })
    .catch(async (error) => {
      if (
        error instanceof HttpError &&
        error.extra?.actionRequired === "edit" &&
        !error.extra.existingDocumentId
      ) {
        const id = await existingId(db, business.id, request.documentType);
        throw alreadyExists(name, business.name, id ?? "");
      }
      throw error;
    });
  return created;
}

const bump = (type: string) =>
  sql`jsonb_set(${users.usedDocumentTypes}, ARRAY[${type}]::text[], to_jsonb(coalesce((${users.usedDocumentTypes}->>${type})::int, 0) + 1))`;

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

function purchaseRequired(pack: Pack, name: string) {
  return new HttpError(402, purchaseMessage(pack, name), undefined, {
    actionRequired: "purchase",
  });
}
