import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type {
  PublicReview,
  RespondReview,
  Review,
  ReviewResponse,
  ReviewState,
  SendReview,
  SentReview,
} from "../../contracts/review";
import { sectionChanges } from "../../domain/documents/review-changes";
import type { Database } from "../db/client";
import {
  businesses,
  outbox,
  policies,
  policyRevisions,
  reviewRequests,
  reviewResponses,
  users,
} from "../db/schema";
import { badRequest, conflict, HttpError, notFound } from "../lib/http-errors";
import { isUuid } from "../lib/ids";
import { sanitizeRichText } from "../lib/sanitize";
import type { SharedLimits } from "../lib/shared-limits";
import { policyRepository } from "../routes/documents/repository";
import type { Mailer } from "../services/mail";
import { reviewAnswerMail, reviewAnswerTopic, reviewRequestMail } from "./mail";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Review e-mails one account may send an hour: plenty for a job's contractors, too few to spam with. */
export const REVIEW_SENDS_PER_HOUR = 30;
/** 32 random bytes: 256 bits, far past guessing even without the rate limits. */
const newToken = () => randomBytes(32).toString("base64url");
export const REVIEW_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const hashOfToken = (token: string) => createHash("sha256").update(token).digest("base64url");
/** A malformed or unknown token: nothing to say about it. */
const noLink = () => notFound("Review link");

type RequestRow = typeof reviewRequests.$inferSelect;
type ResponseRow = typeof reviewResponses.$inferSelect;

const CLOSED = {
  expired: "This review link has expired. Ask the sender for a new one.",
  revoked: "The sender has withdrawn this review link. Ask them for a new one if you still need it.",
  replaced: "A newer review link for this document was sent to you. Open the link in the newest e-mail.",
} as const;

function stateOf(request: RequestRow, response: ResponseRow | null, at: Date): ReviewState {
  if (response) return response.decision;
  if (request.replacedBy) return "replaced";
  if (request.revokedAt) return "revoked";
  if (request.expiresAt <= at) return "expired";
  return "waiting";
}

function toApiResponse(row: ResponseRow): ReviewResponse {
  return {
    decision: row.decision,
    name: row.name,
    organisation: row.organisation,
    overallComment: row.overallComment,
    comments: row.comments,
    respondedAt: row.respondedAt.toISOString(),
  };
}

function toApiReview(request: RequestRow, response: ResponseRow | null, at: Date): Review {
  return {
    id: request.id,
    email: request.reviewerEmail,
    name: request.reviewerName,
    organisation: request.reviewerOrganisation,
    issue: request.issue,
    revision: request.revision,
    sentAt: request.createdAt.toISOString(),
    expiresAt: request.expiresAt.toISOString(),
    viewedAt: request.viewedAt?.toISOString() ?? null,
    revokedAt: request.revokedAt?.toISOString() ?? null,
    state: stateOf(request, response, at),
    response: response ? toApiResponse(response) : null,
  };
}

const cleanSections = (sections: { id: string; heading: string; body: string; tables?: unknown }[]) =>
  sections.map((s) => ({
    id: s.id,
    heading: s.heading,
    // Stored bodies were cleaned when saved; cleaned again here since people outside the account read them.
    body: sanitizeRichText(s.body),
    tables: (s.tables ?? []) as PublicReview["sections"][number]["tables"],
  }));

export function createReviewService({
  db,
  mailer,
  limits,
  appUrl,
  now = () => new Date(),
}: {
  db: Database;
  mailer: Mailer;
  limits: SharedLimits;
  appUrl: string;
  now?: () => Date;
}) {
  const repo = policyRepository(db);

  async function revisionOf(policyId: string, version: number) {
    const [row] = await db
      .select()
      .from(policyRevisions)
      .where(and(eq(policyRevisions.policyId, policyId), eq(policyRevisions.version, version)));
    return row ?? null;
  }

  async function responseOf(requestId: string) {
    const [row] = await db.select().from(reviewResponses).where(eq(reviewResponses.requestId, requestId));
    return row ?? null;
  }

  /** The send a token opens. Unknown is 404; a known link that no longer works is 410 saying why. */
  async function open(token: string) {
    if (!REVIEW_TOKEN_SHAPE.test(token)) throw noLink();
    const [row] = await db
      .select({ request: reviewRequests, policy: policies, businessName: businesses.name })
      .from(reviewRequests)
      .innerJoin(policies, eq(policies.id, reviewRequests.policyId))
      .innerJoin(businesses, eq(businesses.id, policies.businessId))
      .where(eq(reviewRequests.tokenHash, hashOfToken(token)));
    if (!row) throw noLink();
    const { request } = row;
    const reason = request.replacedBy
      ? "replaced"
      : request.revokedAt
        ? "revoked"
        : request.expiresAt <= now()
          ? "expired"
          : null;
    if (reason) throw new HttpError(410, CLOSED[reason], undefined, { reason });
    const revision = await revisionOf(request.policyId, request.revision);
    if (!revision) throw noLink();
    return { ...row, revision };
  }

  /**
   * E-mails the document's owner the reviewer's answer, once, when it is stored. The answer stands
   * even if the e-mail cannot be written: the owner also sees it on the document.
   */
  async function tellOwner(
    opened: Awaited<ReturnType<typeof open>>,
    title: string,
    answer: ResponseRow,
  ): Promise<void> {
    try {
      const [owner] = await db
        .select({ email: users.email, name: users.name })
        .from(businesses)
        .innerJoin(users, eq(users.id, businesses.userId))
        .where(eq(businesses.id, opened.policy.businessId));
      if (!owner) return;
      await mailer.send(
        reviewAnswerMail({
          to: owner.email,
          ownerName: owner.name,
          businessName: opened.businessName,
          title,
          issue: opened.request.issue,
          decision: answer.decision,
          reviewerName: answer.name,
          organisation: answer.organisation,
          overallComment: answer.overallComment,
          sectionComments: new Set(answer.comments.map((c) => c.sectionId)).size,
          url: `${appUrl}/editor/${opened.policy.id}`,
          requestId: opened.request.id,
        }),
      );
    } catch {
      // The mailer logs its own failures; nothing here may undo a stored answer.
    }
  }

  /**
   * The version last sent to the same reviewer before this one: the last they opened if they
   * opened any, else the last sent. Null for a first send or a resend of the same version.
   */
  async function seenBefore(request: RequestRow) {
    const earlier = await db
      .select({ revision: reviewRequests.revision, viewedAt: reviewRequests.viewedAt })
      .from(reviewRequests)
      .where(
        and(
          eq(reviewRequests.policyId, request.policyId),
          eq(reviewRequests.reviewerEmail, request.reviewerEmail),
          lt(reviewRequests.createdAt, request.createdAt),
          ne(reviewRequests.revision, request.revision),
        ),
      )
      .orderBy(desc(reviewRequests.createdAt));
    const pick = earlier.find((e) => e.viewedAt !== null) ?? earlier[0];
    return pick ? revisionOf(request.policyId, pick.revision) : null;
  }

  async function listRows(policyId: string) {
    return db
      .select({ request: reviewRequests, response: reviewResponses })
      .from(reviewRequests)
      .leftJoin(reviewResponses, eq(reviewResponses.requestId, reviewRequests.id))
      .where(eq(reviewRequests.policyId, policyId))
      .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id));
  }

  return {
    async list(userId: string, policyId: string) {
      const policy = await repo.get(userId, policyId);
      const at = now();
      const issued = policy.publishedRevision ? await revisionOf(policy.id, policy.publishedRevision) : null;
      return {
        issuedIssue: issued?.issue ?? null,
        issuedRevision: issued?.version ?? null,
        reviews: (await listRows(policy.id)).map((r) => toApiReview(r.request, r.response, at)),
      };
    },

    /**
     * Sends the issued version to a reviewer. A repeated `sendId` answers with the first send and
     * e-mails nothing. A send to someone who has an open link to this document replaces that link.
     */
    async send(user: { id: string; email: string; name: string }, policyId: string, input: SendReview) {
      const { policy, business } = await repo.getWithBusiness(user.id, policyId);
      const [repeat] = await db
        .select()
        .from(reviewRequests)
        .where(and(eq(reviewRequests.policyId, policy.id), eq(reviewRequests.sendId, input.sendId)));
      if (repeat) {
        return {
          created: false,
          sent: {
            review: toApiReview(repeat, await responseOf(repeat.id), now()),
            mail: "not-sent",
          } satisfies SentReview,
        };
      }
      if (policy.publishedRevision === null) {
        throw conflict("Issue the document first: reviewers read the issued version.");
      }
      const revision = await revisionOf(policy.id, policy.publishedRevision);
      if (!revision) throw conflict("Issue the document first: reviewers read the issued version.");
      const hit = await limits.hit(`review-send:${user.id}`, 60 * 60_000);
      if (hit.count > REVIEW_SENDS_PER_HOUR) {
        throw new HttpError(
          429,
          `At most ${REVIEW_SENDS_PER_HOUR} review e-mails an hour. Try again in ${Math.ceil(hit.ttlMs / 60_000)} minutes.`,
        );
      }
      const token = newToken();
      const at = now();
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviewRequests)
          .values({
            policyId: policy.id,
            sendId: input.sendId,
            tokenHash: hashOfToken(token),
            reviewerEmail: input.email,
            reviewerName: input.name,
            reviewerOrganisation: input.organisation,
            message: input.message,
            issue: revision.issue,
            revision: revision.version,
            expiresAt: new Date(at.getTime() + input.expiresInDays * DAY_MS),
            createdAt: at,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        // The reviewer's older links stop, so they answer through the newest one only: never a
        // version since revised, and never one version twice through two links.
        await tx
          .update(reviewRequests)
          .set({ replacedBy: row.id, revokedAt: at })
          .where(
            and(
              eq(reviewRequests.policyId, policy.id),
              eq(reviewRequests.reviewerEmail, input.email),
              ne(reviewRequests.id, row.id),
              isNull(reviewRequests.revokedAt),
            ),
          );
        return row;
      });
      if (!created) {
        // The same send arrived twice at once: the other one stored and e-mailed it.
        const [first] = await db
          .select()
          .from(reviewRequests)
          .where(and(eq(reviewRequests.policyId, policy.id), eq(reviewRequests.sendId, input.sendId)));
        if (!first) throw conflict("The send could not be stored. Try again.");
        return {
          created: false,
          sent: { review: toApiReview(first, null, at), mail: "not-sent" } as SentReview,
        };
      }
      const url = `${appUrl}/review/${token}`;
      const mail = await mailer.send(
        reviewRequestMail({
          to: input.email,
          replyTo: user.email,
          senderName: user.name,
          businessName: business.name,
          title: revision.content.title,
          documentName: revision.content.documentName,
          issue: revision.issue,
          message: input.message,
          url,
          expiresAt: created.expiresAt,
        }),
      );
      return {
        created: true,
        sent: { review: toApiReview(created, null, at), url, mail: mail.status } satisfies SentReview,
      };
    },

    /** Withdraws a link; its answer, if any, stays on record. */
    async revoke(userId: string, policyId: string, reviewId: string) {
      const policy = await repo.get(userId, policyId);
      if (!isUuid(reviewId)) throw notFound("Review");
      await db
        .update(reviewRequests)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(reviewRequests.id, reviewId),
            eq(reviewRequests.policyId, policy.id),
            isNull(reviewRequests.revokedAt),
          ),
        );
      const [row] = await db
        .select()
        .from(reviewRequests)
        .where(and(eq(reviewRequests.id, reviewId), eq(reviewRequests.policyId, policy.id)));
      if (!row) throw notFound("Review");
      return toApiReview(row, await responseOf(row.id), now());
    },

    /** The issued version the link was sent with, and what changed since the one sent before. */
    async read(token: string): Promise<PublicReview> {
      const { request, businessName, revision } = await open(token);
      if (request.viewedAt === null) {
        await db
          .update(reviewRequests)
          .set({ viewedAt: now() })
          .where(and(eq(reviewRequests.id, request.id), isNull(reviewRequests.viewedAt)));
      }
      const content = revision.content;
      const sections = cleanSections(content.sections);
      const before = await seenBefore(request);
      const response = await responseOf(request.id);
      return {
        businessName,
        title: content.title,
        documentName: content.documentName,
        country: content.country,
        issue: request.issue,
        revision: request.revision,
        sentAt: request.createdAt.toISOString(),
        expiresAt: request.expiresAt.toISOString(),
        message: request.message,
        reviewerName: request.reviewerName,
        reviewerOrganisation: request.reviewerOrganisation,
        sections,
        changes: before
          ? {
              sinceIssue: before.issue,
              sections: sectionChanges(cleanSections(before.content.sections), sections),
            }
          : null,
        response: response ? toApiResponse(response) : null,
      };
    },

    /**
     * Records the reviewer's answer once. The same answer sent again (a retry) gets the stored
     * one back; a different answer for a version already answered is refused.
     */
    async respond(token: string, input: RespondReview) {
      const row = await open(token);
      const { request, revision } = row;
      const headings = new Map(revision.content.sections.map((s) => [s.id, s.heading]));
      input.comments.forEach((c, i) => {
        if (!headings.has(c.sectionId)) {
          throw badRequest(`comments.${i}.sectionId`, "is not a section of this version");
        }
      });
      const [stored] = await db
        .insert(reviewResponses)
        .values({
          requestId: request.id,
          decision: input.decision,
          name: input.name,
          organisation: input.organisation,
          overallComment: input.overallComment,
          comments: input.comments.map((c) => ({
            sectionId: c.sectionId,
            heading: headings.get(c.sectionId)!,
            text: c.text,
          })),
          respondedAt: now(),
        })
        .onConflictDoNothing()
        .returning();
      if (stored) {
        await tellOwner(row, revision.content.title, stored);
        return { created: true, response: toApiResponse(stored) };
      }
      const existing = await responseOf(request.id);
      if (!existing) throw conflict("The answer could not be stored. Try again.");
      if (existing.decision !== input.decision) {
        const verb = existing.decision === "accepted" ? "accepted" : "returned";
        throw conflict(
          `Version ${request.issue} was already ${verb} by ${existing.name} (${existing.organisation}). The sender can send you a new version.`,
        );
      }
      // The same answer again, as a phone retries when the first answer was lost: if the process
      // that stored it stopped before telling the owner, the owner is told now, once.
      const [told] = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.topic, reviewAnswerTopic(existing.decision, request.id)))
        .limit(1);
      if (!told) await tellOwner(row, revision.content.title, existing);
      return { created: false, response: toApiResponse(existing) };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;

/**
 * Acceptances of exactly the content an export shows: a document edited after it was accepted
 * prints no acceptance until the new version is accepted.
 */
export async function acceptancesForExport(db: Database, policyId: string) {
  const rows = await db
    .select({
      name: reviewResponses.name,
      organisation: reviewResponses.organisation,
      respondedAt: reviewResponses.respondedAt,
      issue: reviewRequests.issue,
    })
    .from(reviewResponses)
    .innerJoin(reviewRequests, eq(reviewRequests.id, reviewResponses.requestId))
    .innerJoin(policies, eq(policies.id, reviewRequests.policyId))
    .innerJoin(
      policyRevisions,
      and(
        eq(policyRevisions.policyId, reviewRequests.policyId),
        eq(policyRevisions.version, reviewRequests.revision),
      ),
    )
    .where(
      and(
        eq(reviewRequests.policyId, policyId),
        eq(reviewResponses.decision, "accepted"),
        // jsonb compares by value, so a save with the same content still counts as the version accepted.
        sql`${policyRevisions.content} = ${policies.content}`,
      ),
    )
    .orderBy(reviewResponses.respondedAt);
  return rows.map((r) => ({
    name: r.name,
    organisation: r.organisation,
    acceptedAt: r.respondedAt.toISOString(),
    issue: r.issue,
  }));
}

export type ExportAcceptance = Awaited<ReturnType<typeof acceptancesForExport>>[number];
