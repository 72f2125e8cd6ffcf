import { and, eq, ne, sql } from "drizzle-orm";
import { isPackId, packCredits } from "../../domain/catalogue";
import { addCredits } from "../credits/ledger";
import type { Database } from "../db/client";
import { paymentEvents, purchases, users } from "../db/schema";

/** A provider-neutral payment event: Stripe webhooks and test-mode confirmations both become one. */
export type PaymentEvent =
  | { id: string; type: "payment.succeeded"; ref: string; amountCents: number; currency: string }
  | { id: string; type: "payment.failed"; ref: string; message: string }
  | { id: string; type: "payment.receipt"; ref: string; receiptUrl: string };

export type EventOutcome = "applied" | "duplicate" | "unknown-payment" | "already-paid" | "amount-mismatch";

type Logger = { warn(obj: object, msg: string): void };

/**
 * Applies an event exactly once: its id is recorded in the same transaction as its effect, so a
 * replay (or two deliveries racing) finds the id taken and changes nothing. A success grants the
 * purchase's credits only if the amount paid is the amount the catalogue priced it at.
 */
export async function applyPaymentEvent(
  db: Database,
  event: PaymentEvent,
  log?: Logger,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (fresh.length === 0) return "duplicate";

    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.providerRef, event.ref))
      .for("update");
    if (!purchase) {
      log?.warn({ eventId: event.id, ref: event.ref }, "payment event for an unknown payment");
      return "unknown-payment";
    }

    if (event.type === "payment.receipt") {
      await tx.update(purchases).set({ receiptUrl: event.receiptUrl }).where(eq(purchases.id, purchase.id));
      return "applied";
    }

    if (event.type === "payment.failed") {
      await tx
        .update(purchases)
        .set({ status: "failed", failureMessage: event.message })
        .where(and(eq(purchases.id, purchase.id), ne(purchases.status, "succeeded")));
      return "applied";
    }

    if (purchase.status === "succeeded") return "already-paid";
    if (event.amountCents !== purchase.amountCents || event.currency.toUpperCase() !== purchase.currency) {
      log?.warn(
        { eventId: event.id, ref: event.ref, paid: event.amountCents, expected: purchase.amountCents },
        "payment amount does not match the purchase: no credits granted",
      );
      await tx
        .update(purchases)
        .set({ failureMessage: "The amount paid does not match the price. Contact support." })
        .where(eq(purchases.id, purchase.id));
      return "amount-mismatch";
    }

    await tx
      .update(purchases)
      .set({ status: "succeeded", completedAt: new Date(), failureMessage: null })
      .where(eq(purchases.id, purchase.id));
    for (const packId of purchase.packIds) {
      if (!isPackId(packId)) continue;
      await addCredits(tx, {
        userId: purchase.userId,
        packId,
        count: packCredits(packId),
        kind: "grant",
        reference: `purchase:${purchase.id}`,
        note: `Purchased ${purchase.productName}`,
      });
    }
    if (purchase.packIds.includes("core")) {
      // Never a downgrade: a Compliance account stays Compliance.
      await tx
        .update(users)
        .set({ subscriptionStatus: "core" })
        .where(and(eq(users.id, purchase.userId), sql`${users.subscriptionStatus} = 'free'`));
    }
    return "applied";
  });
}
