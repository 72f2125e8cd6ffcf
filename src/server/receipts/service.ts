import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { purchases, receipts } from "../db/schema";
import type { ExportPool } from "../exports/pool";
import { notFound } from "../lib/http-errors";
import type { Mailer } from "../services/mail";
import { issueReceipt, type ReceiptIssuer } from "./issue";
import { type ReceiptView, receiptView } from "./view";

export const RECEIPT_TOPIC = "purchase:receipt";

type Logger = { error(obj: object, msg: string): void };

export type ReceiptsService = ReturnType<typeof createReceiptsService>;

/** Where a purchase's receipt PDF is downloaded; the owner must be signed in. */
export const receiptPdfPath = (purchaseId: string) => `/api/receipts/${purchaseId}/pdf`;

/**
 * Reading, rendering and e-mailing receipts. A receipt is issued with its payment (see
 * `applyPaymentEvent`); a purchase paid before receipts existed gets its receipt the first time it
 * is asked for, numbered and dated then.
 */
export function createReceiptsService(deps: {
  db: Database;
  issuer: ReceiptIssuer;
  pool: ExportPool;
  mailer: Mailer;
  origin: string;
  log: Logger;
}) {
  const { db, issuer, pool, mailer, origin, log } = deps;

  /** The owner's receipt of a paid purchase; anyone else, or a purchase never paid, gets 404. */
  async function view(userId: string, purchaseId: string): Promise<ReceiptView> {
    const paid = and(
      eq(purchases.id, purchaseId),
      eq(purchases.userId, userId),
      isNotNull(purchases.completedAt),
    );
    const [found] = await db
      .select({ purchase: purchases, receipt: receipts })
      .from(purchases)
      .leftJoin(receipts, eq(receipts.purchaseId, purchases.id))
      .where(paid);
    if (!found) throw notFound("Receipt");
    if (found.receipt) return receiptView(found.receipt, found.purchase);
    return db.transaction(async (tx) => {
      const [purchase] = await tx.select().from(purchases).where(paid).for("update");
      if (!purchase) throw notFound("Receipt");
      await issueReceipt(tx, purchase, issuer);
      const [receipt] = await tx.select().from(receipts).where(eq(receipts.purchaseId, purchase.id));
      if (!receipt) throw notFound("Receipt");
      return receiptView(receipt, purchase);
    });
  }

  return {
    view,

    async pdf(userId: string, purchaseId: string) {
      const receipt = await view(userId, purchaseId);
      const file = await pool.render("pdf", { kind: "receipt", receipt });
      return { file, fileName: `SafeDraft-${receipt.number}.pdf` };
    },

    /**
     * The e-mail sent when a payment succeeds: the receipt in words, with the PDF's link. A failure
     * here is logged, never answered: the payment itself has been made and recorded.
     */
    async mailReceipt(purchaseId: string) {
      try {
        const [found] = await db
          .select({ purchase: purchases, receipt: receipts })
          .from(purchases)
          .innerJoin(receipts, eq(receipts.purchaseId, purchases.id))
          .where(eq(purchases.id, purchaseId));
        if (!found) return;
        const r = receiptView(found.receipt, found.purchase);
        await mailer.send({
          to: r.buyer.email,
          topic: `${RECEIPT_TOPIC}:${purchaseId}`,
          subject: `Your SafeDraft ${r.title.toLowerCase()} ${r.number}`,
          text: receiptMailText(r, {
            pdfUrl: `${origin}${receiptPdfPath(purchaseId)}`,
            billingUrl: `${origin}/settings?tab=billing`,
          }),
        });
      } catch (error) {
        log.error({ err: error, purchaseId }, "receipt e-mail could not be written");
      }
    },
  };
}

export function receiptMailText(r: ReceiptView, links: { pdfUrl: string; billingUrl: string }): string {
  return [
    `Hello ${r.buyer.name},`,
    "",
    r.testMode
      ? "Thank you for trying a purchase in test mode. Nothing was charged; here is its receipt."
      : "Thank you for your purchase. Here is your receipt.",
    "",
    `${r.title} ${r.number}`,
    `Issued: ${r.issuedOn}`,
    "",
    "From:",
    r.seller.name,
    r.seller.address,
    r.seller.email,
    `${r.seller.taxLabel}: ${r.seller.taxId}`,
    "",
    "To:",
    ...r.buyer.lines,
    "",
    ...r.lines.flatMap((l) => [`${l.quantity} x ${l.description} (${l.detail}): ${l.amount}`]),
    `Total: ${r.total}`,
    r.taxLine,
    `Payment method: ${r.paymentMethod}`,
    `Status: ${r.status}`,
    "",
    `Download the PDF (sign in first): ${links.pdfUrl}`,
    `Every receipt is also in Settings → Billing: ${links.billingUrl}`,
    "",
    "--",
    r.seller.name,
    r.seller.address,
    `Questions: ${r.seller.email}`,
  ].join("\n");
}
