import { fromNodeHeaders } from "better-auth/node";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  deleteAccountSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  securityStatusSchema,
} from "../../../contracts/account";
import { billingDetailsResponseSchema, billingDetailsSchema } from "../../../contracts/billing-details";
import type { CredentialChecks } from "../../auth/credentials";
import type { Lockout } from "../../auth/lockout";
import type { TotpReuseGuard } from "../../auth/totp-reuse";
import type { Database } from "../../db/client";
import {
  businesses,
  creditTransactions,
  outbox,
  paymentMethods,
  policies,
  policyRevisions,
  purchases,
  receipts,
  reviewRequests,
  reviewResponses,
  sessions,
  signOnSignatures,
  users,
  verifications,
} from "../../db/schema";
import { unauthorized } from "../../lib/http-errors";
import { checkedBillingDetails, readBillingDetails, saveBillingDetails } from "../../receipts/buyer-details";
import { formatReceiptNumber } from "../../receipts/view";
import { reachableBy } from "../../teams/business-scope";

export type AccountRouteDeps = {
  db: Database;
  credentials: CredentialChecks;
  lockout: Lockout;
  totpReuse: TotpReuseGuard;
};

/** Settings > Notifications and Security: switches, export and deletion of the signed-in account. */
export async function accountRoutes(
  app: FastifyInstance,
  { db, credentials, lockout, totpReuse }: AccountRouteDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest, before the body is parsed and validated: a visitor without a session gets 401, never a
  // validation error that would describe the route to them.
  app.addHook("onRequest", app.requireUser);

  const me = async (userId: string) => {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw unauthorized();
    return row;
  };

  r.get(
    "/api/account/notifications",
    { schema: { response: { 200: notificationSettingsSchema } } },
    async (request) => {
      const row = await me(request.user.id);
      return {
        emailNotifications: row.emailNotifications,
        securityAlerts: row.securityAlerts,
        comingDuties: row.comingDutiesEmails,
      };
    },
  );

  r.put(
    "/api/account/notifications",
    { schema: { body: notificationSettingsUpdateSchema, response: { 200: notificationSettingsSchema } } },
    async (request) => {
      const { emailNotifications, securityAlerts, comingDuties } = request.body;
      const [row] = await db
        .update(users)
        .set({
          emailNotifications,
          securityAlerts,
          ...(comingDuties === undefined ? {} : { comingDutiesEmails: comingDuties }),
        })
        .where(eq(users.id, request.user.id))
        .returning({
          emailNotifications: users.emailNotifications,
          securityAlerts: users.securityAlerts,
          comingDuties: users.comingDutiesEmails,
        });
      if (!row) throw unauthorized();
      return row;
    },
  );

  r.get(
    "/api/account/billing-details",
    { schema: { response: { 200: billingDetailsResponseSchema } } },
    async (request) => readBillingDetails(db, request.user.id),
  );

  r.put(
    "/api/account/billing-details",
    { schema: { body: billingDetailsSchema, response: { 200: billingDetailsResponseSchema } } },
    async (request) => saveBillingDetails(db, request.user.id, checkedBillingDetails(request.body)),
  );

  r.get(
    "/api/account/security",
    { schema: { response: { 200: securityStatusSchema } } },
    async (request) => ({
      twoFactorEnabled: (await me(request.user.id)).twoFactorEnabled,
    }),
  );

  /** Everything stored about the account and what it owns, and nothing of anyone else. */
  r.get("/api/account/export", async (request, reply) => {
    const user = await me(request.user.id);
    const ownBusinesses = await db
      .select()
      .from(businesses)
      // A member exports the team's businesses they work on; the team's data stays the owner's.
      .where(eq(businesses.userId, request.account.ownerId))
      .orderBy(asc(businesses.createdAt));
    const businessIds = reachableBy(request.account, ownBusinesses, (b) => b.id).map((b) => b.id);
    const docs = businessIds.length
      ? await db
          .select()
          .from(policies)
          .where(inArray(policies.businessId, businessIds))
          .orderBy(asc(policies.createdAt))
      : [];
    const docIds = docs.map((d) => d.id);
    const revisions = docIds.length
      ? await db
          .select()
          .from(policyRevisions)
          .where(inArray(policyRevisions.policyId, docIds))
          .orderBy(asc(policyRevisions.version))
      : [];
    // Crew sign-on signatures the account collected on its documents, drawings included.
    const signatures = docIds.length
      ? await db
          .select()
          .from(signOnSignatures)
          .where(inArray(signOnSignatures.policyId, docIds))
          .orderBy(asc(signOnSignatures.receivedAt))
      : [];
    // Each version sent to an outside reviewer, and their answer: what the reviewer was sent and
    // said is the account's record too. The link's token hash stays behind: it opens nothing.
    const outsideReviews = docIds.length
      ? await db
          .select({ request: reviewRequests, response: reviewResponses })
          .from(reviewRequests)
          .leftJoin(reviewResponses, eq(reviewResponses.requestId, reviewRequests.id))
          .where(inArray(reviewRequests.policyId, docIds))
          .orderBy(asc(reviewRequests.createdAt))
      : [];
    const ownPurchases = await db
      .select({ p: purchases, receipt: receipts })
      .from(purchases)
      .leftJoin(receipts, eq(receipts.purchaseId, purchases.id))
      .where(eq(purchases.userId, user.id))
      .orderBy(asc(purchases.createdAt));
    const credits = await db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, user.id))
      .orderBy(asc(creditTransactions.createdAt));
    const [card] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    const ownSessions = await db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, user.id));

    const exportedAt = new Date();
    const body = {
      format: "safedraft-export/1",
      exportedAt: exportedAt.toISOString(),
      account: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
        subscriptionStatus: user.subscriptionStatus,
        documentCredits: user.documentCredits,
        usedDocumentTypes: user.usedDocumentTypes,
        notifications: {
          emailNotifications: user.emailNotifications,
          securityAlerts: user.securityAlerts,
          comingDuties: user.comingDutiesEmails,
        },
        twoFactorEnabled: user.twoFactorEnabled,
        billingDetails: user.billingDetails,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      },
      sessions: ownSessions,
      businesses: reachableBy(request.account, ownBusinesses, (b) => b.id).map(
        ({ userId: _userId, ...b }) => b,
      ),
      documents: docs.map((d) => ({
        ...d,
        revisions: revisions.filter((rev) => rev.policyId === d.id),
        signOnSignatures: signatures
          .filter((sig) => sig.policyId === d.id)
          .map(({ policyId: _policyId, signaturePng, ...sig }) => ({
            ...sig,
            signature: `data:image/png;base64,${signaturePng}`,
          })),
        reviews: outsideReviews
          .filter(({ request }) => request.policyId === d.id)
          .map(({ request: { policyId: _policyId, tokenHash: _tokenHash, ...request }, response }) => ({
            ...request,
            response: response ? (({ requestId: _requestId, ...r }) => r)(response) : null,
          })),
      })),
      purchases: ownPurchases.map(({ p: { clientSecret: _secret, userId: _userId, ...p }, receipt }) => ({
        ...p,
        receipt: receipt ? exportedReceipt(receipt) : null,
      })),
      creditHistory: credits.map(({ userId: _userId, ...c }) => c),
      paymentMethod: card
        ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
        : null,
    };
    return reply
      .header(
        "content-disposition",
        `attachment; filename="safedraft-export-${exportedAt.toISOString().slice(0, 10)}.json"`,
      )
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(body, null, 2));
  });

  /**
   * Removes the account and everything it owns (the foreign keys cascade), then ends the session.
   * A session alone is not enough: the password, and a current code when two-factor is on.
   */
  r.post("/api/account/delete", { schema: { body: deleteAccountSchema } }, async (request, reply) => {
    await credentials.reauthenticate(request, request.body);
    const user = await me(request.user.id);
    const signOut = await app.auth.api.signOut({
      headers: fromNodeHeaders(request.headers),
      asResponse: true,
    });
    await db.transaction(async (tx) => {
      // Rows that name the user without a foreign key: pending sign-in challenges and sent mail.
      await tx.delete(verifications).where(eq(verifications.value, user.id));
      await tx.delete(outbox).where(or(eq(outbox.to, user.email), eq(outbox.replyTo, user.email)));
      // Paid purchases and their numbered receipts are tax records: they stay (the user's row
      // goes, and the purchase with it loses its link), with the buyer's name and address taken
      // off the receipt. A purchase never paid is no record of anything and goes.
      const own = tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.userId, user.id));
      await tx
        .update(receipts)
        .set({ buyerName: DELETED_BUYER, buyerEmail: "", buyerAddress: null })
        .where(inArray(receipts.purchaseId, own));
      await tx
        .update(purchases)
        .set({ clientSecret: null, receiptUrl: null })
        .where(eq(purchases.userId, user.id));
      await tx
        .delete(purchases)
        .where(and(eq(purchases.userId, user.id), inArray(purchases.status, ["pending", "failed"])));
      await tx.delete(users).where(eq(users.id, user.id));
    });
    await lockout.forget(user.id);
    await totpReuse.forget(user.id);
    for (const cookie of signOut.headers.getSetCookie()) reply.header("set-cookie", cookie);
    return reply.status(200).send({ deleted: true });
  });
}

/** What a kept receipt names as its buyer once the buyer's account is deleted. */
export const DELETED_BUYER = "Deleted account";

/** A receipt as the account export holds it: its number as printed, without the purchase id again. */
function exportedReceipt({ purchaseId: _purchaseId, ...receipt }: typeof receipts.$inferSelect) {
  return { ...receipt, number: formatReceiptNumber(receipt.number) };
}
