import { and, desc, eq, gt, isNull, lt, max, or } from "drizzle-orm";
import type { Signature, SignOnReceipt, SubmittedSignature } from "../../contracts/sign-on";
import { letterheadLines } from "../../domain/documents/document-control";
import { siteVersion, supportsSignOn } from "../../domain/documents/site-version";
import type { Database } from "../db/client";
import {
  businesses,
  businessLogos,
  policies,
  policyRevisions,
  signOnLinks,
  signOnSignatures,
} from "../db/schema";
import { badRequest, conflict, HttpError, notFound } from "../lib/http-errors";
import { isUuid } from "../lib/ids";
import { sanitizeRichText } from "../lib/sanitize";
import { hashOfToken, newToken } from "../lib/tokens";
import { policyRepository } from "../routes/documents/repository";
import { isSignaturePng, pngFromDataUrl } from "./png";
import { openSealedToken, sealToken } from "./sealed-token";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a phone may hold a signing made without reception before sending it. */
export const OFFLINE_SIGNING_DAYS = 7;
/** How far behind the server a phone's clock may be and its signing still be taken as it says. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;
export const SIGN_ON_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export { hashOfToken };

/**
 * What every wrong, turned-off or expired link answers: nothing to tell them apart. The worker's
 * page says the link may have been turned off or expired and to ask for the current one.
 */
const noLink = () => notFound("Sign-on link");

type SignatureRow = typeof signOnSignatures.$inferSelect;

function toApiSignature(policyId: string, row: SignatureRow): Signature {
  return {
    id: row.id,
    issue: row.issue,
    revision: row.revision,
    name: row.name,
    company: row.company,
    cardNumber: row.cardNumber,
    signedAt: row.signedAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: row.voidReason,
    imageUrl: `/api/policies/${policyId}/signatures/${row.id}/image`,
  };
}

/** The issue crews sign: the last published save's, or null before the first publish. */
async function publishedIssue(db: Database, policy: typeof policies.$inferSelect) {
  if (policy.publishedRevision === null) return null;
  const [row] = await db
    .select({ issue: policyRevisions.issue })
    .from(policyRevisions)
    .where(
      and(eq(policyRevisions.policyId, policy.id), eq(policyRevisions.version, policy.publishedRevision)),
    );
  return row?.issue ?? null;
}

export function createSignOnService({
  db,
  appUrl,
  linkKey,
  now = () => new Date(),
}: {
  db: Database;
  appUrl: string;
  /** SIGN_ON_LINK_KEY: seals each token so its owner can be shown the link again. */
  linkKey: Buffer;
  now?: () => Date;
}) {
  const repo = policyRepository(db);
  const urlOf = (token: string) => `${appUrl}/sign-on/${token}`;

  /** The document's link as its owner sees it, with the address whenever it works and can be opened. */
  function ownerView(policyId: string, link: typeof signOnLinks.$inferSelect) {
    const enabled = link.disabledAt === null && (link.expiresAt === null || link.expiresAt > now());
    const token = enabled && link.tokenSealed ? openSealedToken(linkKey, policyId, link.tokenSealed) : null;
    return {
      enabled,
      expiresAt: link.expiresAt?.toISOString() ?? null,
      createdAt: link.createdAt.toISOString(),
      // A working link made before tokens were sealed, or sealed under another key, is not shown.
      shown: token !== null,
      ...(token ? { url: urlOf(token) } : {}),
    };
  }

  /** The document a live link opens, with the published save the crew reads; 404 for anything else. */
  async function open(token: string) {
    if (!SIGN_ON_TOKEN_SHAPE.test(token)) throw noLink();
    const [row] = await db
      .select({
        policy: policies,
        businessName: businesses.name,
        country: businesses.country,
        contacts: {
          address: businesses.address,
          phone: businesses.phone,
          email: businesses.email,
          website: businesses.website,
        },
        linkCreatedAt: signOnLinks.createdAt,
      })
      .from(signOnLinks)
      .innerJoin(policies, eq(policies.id, signOnLinks.policyId))
      .innerJoin(businesses, eq(businesses.id, policies.businessId))
      .where(
        and(
          eq(signOnLinks.tokenHash, hashOfToken(token)),
          isNull(signOnLinks.disabledAt),
          or(isNull(signOnLinks.expiresAt), gt(signOnLinks.expiresAt, now())),
        ),
      );
    if (!row || row.policy.publishedRevision === null || !supportsSignOn(row.policy.type)) throw noLink();
    const [revision] = await db
      .select()
      .from(policyRevisions)
      .where(
        and(
          eq(policyRevisions.policyId, row.policy.id),
          eq(policyRevisions.version, row.policy.publishedRevision),
        ),
      );
    if (!revision) throw noLink();
    return { ...row, revision };
  }

  /** The receipt of a stored signature, naming the document as it read in the save signed. */
  async function receiptOf(row: SignatureRow): Promise<SignOnReceipt> {
    const [signed] = await db
      .select({ content: policyRevisions.content })
      .from(policyRevisions)
      .where(and(eq(policyRevisions.policyId, row.policyId), eq(policyRevisions.version, row.revision)));
    return {
      name: row.name,
      company: row.company,
      title: signed?.content.title ?? "",
      documentName: signed?.content.documentName ?? "",
      issue: row.issue,
      signedAt: row.signedAt.toISOString(),
      receivedAt: row.receivedAt.toISOString(),
    };
  }

  /**
   * A signing of an earlier issue, made before the current one was published: a phone that signed
   * without reception and sends it later. It counts for the issue the worker read (the page then
   * asks them to sign the new one). Null when it is not that: a save that is not an earlier issue,
   * or a signing after the new issue was out, which is refused to be read again. Drafts never
   * served by the link are not signable, whatever their number.
   */
  async function offlineSigning(
    policyId: string,
    current: typeof policyRevisions.$inferSelect,
    signedAt: Date,
    version: number,
  ) {
    if (version >= current.version || signedAt >= issuedAt(current)) return null;
    const [row] = await db
      .select()
      .from(policyRevisions)
      .where(and(eq(policyRevisions.policyId, policyId), eq(policyRevisions.version, version)));
    // Only a save that was published was ever served to crews: a draft saved in between was not.
    return row && row.publishedAt !== null && row.issue < current.issue ? row : null;
  }

  return {
    async status(userId: string, policyId: string) {
      const policy = await repo.get(userId, policyId);
      const [link] = await db.select().from(signOnLinks).where(eq(signOnLinks.policyId, policy.id));
      return {
        supported: supportsSignOn(policy.type),
        publishedIssue: await publishedIssue(db, policy),
        link: link ? ownerView(policy.id, link) : null,
      };
    },

    /**
     * What the site-board poster prints: the business, the document and its job and site, and the
     * working link. 404 when the document has no link that works and can be shown.
     */
    async poster(userId: string, policyId: string) {
      const { policy, business } = await repo.getWithBusiness(userId, policyId);
      const [link] = await db.select().from(signOnLinks).where(eq(signOnLinks.policyId, policy.id));
      const view = link ? ownerView(policy.id, link) : null;
      if (!view?.url) throw notFound("Sign-on link");
      const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
      return {
        businessName: business.name,
        title: policy.title,
        job: text(policy.metadata.activity),
        site: text(policy.metadata.location) ?? text(policy.siteAddress),
        url: view.url,
        expiresAt: view.expiresAt,
      };
    },

    /** A new link for the document; any earlier one stops working. */
    async createLink(userId: string, policyId: string, expiresInDays: number | null) {
      const policy = await repo.get(userId, policyId);
      if (!supportsSignOn(policy.type)) {
        throw conflict("Crew sign-on is for method statements, job safety analyses and inductions.");
      }
      if (policy.publishedRevision === null) {
        throw conflict("Issue the document first: crews read and sign the issued version.");
      }
      const token = newToken();
      const at = now();
      const values = {
        tokenHash: hashOfToken(token),
        tokenSealed: sealToken(linkKey, policy.id, token),
        expiresAt: expiresInDays === null ? null : new Date(at.getTime() + expiresInDays * DAY_MS),
        disabledAt: null,
        createdAt: at,
      };
      await db
        .insert(signOnLinks)
        .values({ policyId: policy.id, ...values })
        .onConflictDoUpdate({ target: signOnLinks.policyId, set: values });
      return {
        enabled: true,
        expiresAt: values.expiresAt?.toISOString() ?? null,
        createdAt: at.toISOString(),
        shown: true,
        token,
        url: urlOf(token),
      };
    },

    async disableLink(userId: string, policyId: string) {
      const policy = await repo.get(userId, policyId);
      await db
        .update(signOnLinks)
        // The sealed token goes too: a link turned off is never shown again; a new one is made.
        .set({ disabledAt: now(), tokenSealed: null })
        .where(and(eq(signOnLinks.policyId, policy.id), isNull(signOnLinks.disabledAt)));
    },

    async list(userId: string, policyId: string) {
      const policy = await repo.get(userId, policyId);
      const rows = await db
        .select()
        .from(signOnSignatures)
        .where(eq(signOnSignatures.policyId, policy.id))
        .orderBy(desc(signOnSignatures.issue), desc(signOnSignatures.receivedAt), desc(signOnSignatures.id));
      return {
        publishedIssue: await publishedIssue(db, policy),
        signatures: rows.map((r) => toApiSignature(policy.id, r)),
      };
    },

    async image(userId: string, policyId: string, signatureId: string) {
      const policy = await repo.get(userId, policyId);
      if (!isUuid(signatureId)) throw notFound("Signature");
      const [row] = await db
        .select({ png: signOnSignatures.signaturePng })
        .from(signOnSignatures)
        .where(and(eq(signOnSignatures.id, signatureId), eq(signOnSignatures.policyId, policy.id)));
      if (!row) throw notFound("Signature");
      return Buffer.from(row.png, "base64");
    },

    /** Marks a signature void with the owner's reason; the record and its drawing stay. */
    async voidSignature(userId: string, policyId: string, signatureId: string, reason: string) {
      const policy = await repo.get(userId, policyId);
      if (!isUuid(signatureId)) throw notFound("Signature");
      const [updated] = await db
        .update(signOnSignatures)
        .set({ voidedAt: now(), voidReason: reason })
        .where(
          and(
            eq(signOnSignatures.id, signatureId),
            eq(signOnSignatures.policyId, policy.id),
            isNull(signOnSignatures.voidedAt),
          ),
        )
        .returning();
      if (updated) return toApiSignature(policy.id, updated);
      const [existing] = await db
        .select({ id: signOnSignatures.id })
        .from(signOnSignatures)
        .where(and(eq(signOnSignatures.id, signatureId), eq(signOnSignatures.policyId, policy.id)));
      if (!existing) throw notFound("Signature");
      throw conflict("This signature is already void.");
    },

    /** The site version of the document a link opens. */
    async read(token: string) {
      const { policy, revision, businessName, country, contacts } = await open(token);
      const [logo] = await db
        .select({ mediaType: businessLogos.mediaType })
        .from(businessLogos)
        .where(eq(businessLogos.businessId, policy.businessId));
      const site = siteVersion(policy.type, revision.content)!;
      // Says only that crews signed an earlier issue, so the page can ask everyone to sign this one.
      const [earlier] = await db
        .select({ issue: max(signOnSignatures.issue) })
        .from(signOnSignatures)
        .where(and(eq(signOnSignatures.policyId, policy.id), lt(signOnSignatures.issue, revision.issue)));
      return {
        businessName,
        country,
        // The crew's copy carries the same letterhead as the owner's exports: whose document it is.
        letterhead: { lines: letterheadLines(contacts), logo: Boolean(logo) },
        issue: revision.issue,
        revision: revision.version,
        earlierIssue: earlier?.issue ?? null,
        // Stored bodies were cleaned when saved; cleaned again here since strangers read them.
        site: { ...site, sections: site.sections.map((s) => ({ ...s, body: sanitizeRichText(s.body) })) },
      };
    },

    /** The logo of the business whose document a link opens, for the crew page's letterhead. */
    async logo(token: string) {
      const { policy } = await open(token);
      const [logo] = await db
        .select({ mediaType: businessLogos.mediaType, data: businessLogos.data })
        .from(businessLogos)
        .where(eq(businessLogos.businessId, policy.businessId));
      if (!logo) throw notFound("Logo");
      return logo;
    },

    /**
     * Stores a worker's signature once: a submission id seen before for this document answers with
     * the first one's receipt. `created` tells the route which status to answer.
     */
    async sign(token: string, input: SubmittedSignature) {
      const { policy, revision, linkCreatedAt } = await open(token);
      const existing = async () =>
        (
          await db
            .select()
            .from(signOnSignatures)
            .where(
              and(
                eq(signOnSignatures.policyId, policy.id),
                eq(signOnSignatures.submissionId, input.submissionId),
              ),
            )
        )[0];
      // A repeat is answered before anything else is checked: it may arrive after a new issue.
      const earlier = await existing();
      if (earlier) return { created: false, receipt: await receiptOf(earlier) };
      const receivedAt = now();
      const phoneAt = new Date(input.signedAt);
      const signedRevision =
        input.revision === revision.version
          ? revision
          : await offlineSigning(policy.id, revision, phoneAt, input.revision);
      if (!signedRevision) {
        throw new HttpError(
          409,
          "A new version of this document was issued while you were reading. Read it again and sign the new version.",
          [{ field: "revision", message: "Not the version crews sign now" }],
        );
      }
      const png = pngFromDataUrl(input.signature);
      if (!png || !(await isSignaturePng(png)))
        throw badRequest("signature", "Signature must be a PNG image");
      const signedAt = signingTime(phoneAt, receivedAt, signedRevision, linkCreatedAt);
      const inserted = await db
        .insert(signOnSignatures)
        .values({
          policyId: policy.id,
          issue: signedRevision.issue,
          revision: signedRevision.version,
          name: input.name,
          company: input.company,
          cardNumber: input.cardNumber,
          signaturePng: png.toString("base64"),
          signedAt,
          receivedAt,
          submissionId: input.submissionId,
        })
        .onConflictDoNothing({ target: [signOnSignatures.policyId, signOnSignatures.submissionId] })
        .returning();
      // Two copies racing: the one that lost reads the one that won.
      const row = inserted[0] ?? (await existing());
      if (!row) throw noLink();
      return { created: inserted.length > 0, receipt: await receiptOf(row) };
    },
  };
}

/** When a save was issued for crews to sign (its creation, for a save older than that record). */
const issuedAt = (revision: typeof policyRevisions.$inferSelect) =>
  revision.publishedAt ?? revision.createdAt;

/**
 * The time a signature is stored as: the phone's, which may be from a while back when it had no
 * reception, but never before the signed version was issued and the link existed (no back-dating
 * onto the register), never older than the offline allowance, and never after it reached the
 * server. A phone clock a few minutes out is brought inside those bounds; further out is refused.
 */
function signingTime(
  phoneAt: Date,
  receivedAt: Date,
  revision: typeof policyRevisions.$inferSelect,
  linkCreatedAt: Date,
): Date {
  const earliest = Math.max(issuedAt(revision).getTime(), linkCreatedAt.getTime());
  const at = phoneAt.getTime();
  if (at > receivedAt.getTime() + DAY_MS) throw badRequest("signedAt", "signedAt is later than today");
  if (at < receivedAt.getTime() - OFFLINE_SIGNING_DAYS * DAY_MS) {
    throw badRequest(
      "signedAt",
      `signedAt is more than ${OFFLINE_SIGNING_DAYS} days ago; a signing must reach us within ${OFFLINE_SIGNING_DAYS} days`,
    );
  }
  if (at < earliest - CLOCK_SKEW_MS) {
    throw badRequest("signedAt", "signedAt is before this version was issued for signing");
  }
  return new Date(Math.min(receivedAt.getTime(), Math.max(earliest, at)));
}

export type SignOnService = ReturnType<typeof createSignOnService>;
