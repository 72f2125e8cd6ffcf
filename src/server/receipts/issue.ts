import { eq, sql } from "drizzle-orm";
import { BUNDLE, isPackId, packById, receiptCreditsDetail } from "../../domain/catalogue";
import { taxNumberLabel } from "../../domain/catalogue/tax-numbers";
import type { AppConfig } from "../config";
import type { Executor } from "../credits/ledger";
import { type purchases, type ReceiptLine, receiptCounter, receipts, users } from "../db/schema";

/** What a receipt needs from the configuration: who sells, and the tax included in prices. */
export type ReceiptIssuer = { seller: AppConfig["seller"]; tax: AppConfig["tax"] };

type Purchase = typeof purchases.$inferSelect;

/**
 * What was bought, one line per pack at its catalogue price; the suite is one line. When the lines
 * would not add up to what was paid (a catalogue price changed since the checkout), the purchase is
 * one line at the amount paid, so a receipt never disagrees with the payment.
 */
export function receiptLines(
  purchase: Pick<Purchase, "product" | "productName" | "packIds" | "amountCents">,
) {
  const packs = purchase.packIds.filter(isPackId);
  const whole: ReceiptLine = {
    description: purchase.productName,
    detail:
      packs.length > 1
        ? `${packs.map((id) => packById(id).name).join(", ")}: ${receiptCreditsDetail(packs)}`
        : receiptCreditsDetail(packs),
    quantity: 1,
    unitCents: purchase.amountCents,
  };
  if (purchase.product === BUNDLE.id || packs.length <= 1) return [whole];
  const lines = packs.map(
    (id): ReceiptLine => ({
      description: packById(id).name,
      detail: receiptCreditsDetail([id]),
      quantity: 1,
      unitCents: packById(id).price * 100,
    }),
  );
  const sum = lines.reduce((n, l) => n + l.quantity * l.unitCents, 0);
  return sum === purchase.amountCents ? lines : [whole];
}

/** The tax included in a tax-inclusive amount, to the cent. */
export function includedTax(totalCents: number, rateBasisPoints: number): number {
  return Math.round((totalCents * rateBasisPoints) / (10_000 + rateBasisPoints));
}

/**
 * Writes the receipt of a paid purchase, in the caller's transaction, unless it has one. The number
 * is the counter row bumped in place: concurrent payments wait for each other's commit on that row,
 * and a payment that rolls back takes its number with it.
 */
export async function issueReceipt(
  tx: Executor,
  purchase: Purchase,
  issuer: ReceiptIssuer,
  issuedAt = new Date(),
): Promise<number | null> {
  const [existing] = await tx
    .select({ number: receipts.number })
    .from(receipts)
    .where(eq(receipts.purchaseId, purchase.id));
  if (existing) return existing.number;
  if (purchase.userId === null) return null;
  const [buyer] = await tx
    .select({
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      company: users.billingDetails,
    })
    .from(users)
    .where(eq(users.id, purchase.userId));
  if (!buyer) return null;
  const [counter] = await tx
    .insert(receiptCounter)
    .values({ id: "receipts", lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounter.id,
      set: { lastNumber: sql`${receiptCounter.lastNumber} + 1` },
    })
    .returning({ number: receiptCounter.lastNumber });
  const number = counter!.number;
  // Nothing is charged in test mode, so no tax is collected and none is shown.
  const tax = purchase.provider === "stripe" ? issuer.tax : null;
  await tx.insert(receipts).values({
    purchaseId: purchase.id,
    number,
    issuedAt,
    sellerName: issuer.seller.name,
    sellerAddress: issuer.seller.address,
    sellerEmail: issuer.seller.email,
    sellerTaxLabel: issuer.seller.taxLabel,
    sellerTaxId: issuer.seller.taxId,
    buyerName: buyer.name.trim() || `${buyer.firstName} ${buyer.lastName}`.trim() || buyer.email,
    buyerEmail: buyer.email,
    // The buyer's company as it is on the day of the payment; a later change is for later receipts.
    buyerCompany: buyer.company?.companyName || null,
    buyerAddress: buyer.company?.address || null,
    buyerTaxLabel: buyer.company?.taxKind ? taxNumberLabel(buyer.company.taxKind) : null,
    buyerTaxId: buyer.company?.taxNumber || null,
    lines: receiptLines(purchase),
    totalCents: purchase.amountCents,
    currency: purchase.currency,
    taxName: tax?.name ?? null,
    taxRateBasisPoints: tax?.rateBasisPoints ?? null,
    taxCents: tax ? includedTax(purchase.amountCents, tax.rateBasisPoints) : null,
    provider: purchase.provider,
  });
  return number;
}
