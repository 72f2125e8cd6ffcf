import { and, eq, like, ne, sql } from "drizzle-orm";
import { isPackId, packCredits } from "../../domain/catalogue";
import { addCredits } from "../credits/ledger";
import type { Database } from "../db/client";
import { creditTransactions, paymentEvents, purchases, users } from "../db/schema";
import { issueReceipt, type ReceiptIssuer } from "../receipts/issue";
import { ownsAlready } from "./ownership";

/** A provider-neutral payment event: Stripe webhooks and test-mode confirmations both become one. */
export type PaymentEvent =
  | { id: string; type: "payment.succeeded"; ref: string; amountCents: number; currency: string }
  | { id: string; type: "payment.failed"; ref: string; message: string }
  | { id: string; type: "payment.receipt"; ref: string; receiptUrl: string }
  /** `amountRefundedCents` is the total refunded so far, as Stripe reports it on the charge. */
  | { id: string; type: "payment.refunded"; ref: string; amountRefundedCents: number }
  | { id: string; type: "payment.disputed"; ref: string }
  | { id: string; type: "payment.dispute-closed"; ref: string; won: boolean };

export type EventOutcome =
  | "applied"
  | "duplicate"
  | "unknown-payment"
  | "already-paid"
  | "amount-mismatch"
  | "not-paid"
  /** Paid for packs the account still had credits of: recorded as refunded, the money is to go back. */
  | "paid-twice";

/** What billing history says of a payment that bought what the account already had. */
export const PAID_TWICE_NOTE =
  "Paid twice: you already had these credits, so this payment was refunded automatically.";
export const PAID_TWICE_CREDITED_NOTE =
  "Paid twice: the refund could not be made, so this payment's credits were added to your account.";

type Logger = { warn(obj: object, msg: string): void };

/**
 * Applies an event exactly once: its id is recorded in the same transaction as its effect, so a
 * replay (or two deliveries racing) finds the id taken and changes nothing. A success grants the
 * purchase's credits only if the amount paid is the amount the catalogue priced it at, and issues
 * its numbered receipt in the same transaction (a payment made twice gets one too: it was taken,
 * then given back).
 */
export async function applyPaymentEvent(
  db: Database,
  event: PaymentEvent,
  { issuer, log }: { issuer: ReceiptIssuer; log?: Logger },
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

    if (
      event.type === "payment.refunded" ||
      event.type === "payment.disputed" ||
      event.type === "payment.dispute-closed"
    ) {
      if (purchase.status === "pending" || purchase.status === "failed") return "not-paid";
      await takeBack(tx, purchase, event);
      return "applied";
    }

    if (event.type === "payment.failed") {
      await tx
        .update(purchases)
        .set({ status: "failed", failureMessage: event.message })
        .where(and(eq(purchases.id, purchase.id), ne(purchases.status, "succeeded")));
      return "applied";
    }

    // Any state after a payment (refunded and disputed too) means this payment was already counted.
    if (purchase.status !== "pending" && purchase.status !== "failed") return "already-paid";
    // An account's unpaid purchases go with it; one left without a buyer is paid to nobody.
    const { userId } = purchase;
    if (userId === null) {
      log?.warn({ eventId: event.id, ref: event.ref }, "payment for a deleted account: no credits granted");
      return "unknown-payment";
    }
    const paid: Purchase = { ...purchase, userId };
    if (event.amountCents !== paid.amountCents || event.currency.toUpperCase() !== paid.currency) {
      log?.warn(
        { eventId: event.id, ref: event.ref, paid: event.amountCents, expected: paid.amountCents },
        "payment amount does not match the purchase: no credits granted",
      );
      await tx
        .update(purchases)
        .set({ failureMessage: "The amount paid does not match the price. Contact support." })
        .where(eq(purchases.id, paid.id));
      return "amount-mismatch";
    }

    // Two checkouts started before either was paid both passed the ownership check at the start.
    // Asked again here, with the account locked, so two successes arriving together take turns.
    const [owner] = await tx
      .select({ subscriptionStatus: users.subscriptionStatus, documentCredits: users.documentCredits })
      .from(users)
      .where(eq(users.id, paid.userId))
      .for("update");
    if (owner && ownsAlready(owner, paid.packIds)) {
      await recordPaidTwice(tx, paid);
      await issueReceipt(tx, paid, issuer);
      log?.warn({ eventId: event.id, ref: event.ref }, "pack paid twice: the second payment is refunded");
      return "paid-twice";
    }

    await tx
      .update(purchases)
      .set({ status: "succeeded", completedAt: new Date(), failureMessage: null })
      .where(eq(purchases.id, paid.id));
    await ledgerPerPack(tx, paid, GRANT(paid));
    await issueReceipt(tx, paid, issuer);
    if (paid.packIds.includes("core")) {
      // Never a downgrade: a Compliance account stays Compliance.
      await tx
        .update(users)
        .set({ subscriptionStatus: "core" })
        .where(and(eq(users.id, paid.userId), sql`${users.subscriptionStatus} = 'free'`));
    }
    return "applied";
  });
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type StoredPurchase = typeof purchases.$inferSelect;
/** A purchase whose buyer still has an account (credits to grant or take back). */
type Purchase = StoredPurchase & { userId: string };

/** One ledger row per pack of a purchase: `sign` 1 adds its credits, -1 takes them back. */
async function ledgerPerPack(
  tx: Tx,
  purchase: Purchase,
  row: { sign: 1 | -1; kind: "grant" | "refund"; reference: string; note: string },
) {
  for (const packId of purchase.packIds) {
    if (!isPackId(packId)) continue;
    await addCredits(tx, {
      userId: purchase.userId,
      packId,
      count: row.sign * packCredits(packId),
      kind: row.kind,
      reference: row.reference,
      note: row.note,
    });
  }
}

/** The ledger rows of a purchase's packs being granted. */
const GRANT = (purchase: Purchase) =>
  ({
    sign: 1,
    kind: "grant",
    reference: `purchase:${purchase.id}`,
    note: `Purchased ${purchase.productName}`,
  }) as const;

/**
 * A payment for packs the account still had credits of. The ledger shows its credits granted and
 * taken back at once, so they are never spendable; the purchase shows refunded. The caller then asks
 * the provider for the refund (see `creditUnrefundable` when it cannot be made).
 */
async function recordPaidTwice(tx: Tx, purchase: Purchase) {
  await tx
    .update(purchases)
    .set({
      status: "refunded",
      refundedCents: purchase.amountCents,
      completedAt: new Date(),
      failureMessage: PAID_TWICE_NOTE,
    })
    .where(eq(purchases.id, purchase.id));
  await ledgerPerPack(tx, purchase, GRANT(purchase));
  await ledgerPerPack(tx, purchase, {
    sign: -1,
    kind: "refund",
    reference: `refund:${purchase.id}`,
    note: `Refunded ${purchase.productName}: paid twice`,
  });
}

/**
 * The provider refused to refund a payment made twice: the customer keeps what they paid for as
 * credits instead. The ledger reverses the automatic refund row, so a refund made later by hand
 * (a `payment.refunded` event) still takes the unused credits back.
 */
export async function creditUnrefundable(db: Database, purchaseId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for("update");
    if (purchase?.status !== "refunded" || purchase.failureMessage !== PAID_TWICE_NOTE) {
      return false;
    }
    // Nobody to credit when the buyer has deleted their account.
    if (purchase.userId === null) return false;
    const { userId } = purchase;
    await tx
      .update(purchases)
      .set({ status: "succeeded", refundedCents: 0, failureMessage: PAID_TWICE_CREDITED_NOTE })
      .where(eq(purchases.id, purchase.id));
    await ledgerPerPack(
      tx,
      { ...purchase, userId },
      {
        sign: 1,
        kind: "refund",
        reference: `refund:${purchase.id}`,
        note: `Refund of ${purchase.productName} (paid twice) could not be made: credits added instead`,
      },
    );
    return true;
  });
}

/**
 * A refund takes back the purchase's credits in proportion to the amount refunded; a dispute
 * freezes them until it closes (won: given back; lost: as a full refund). Only unused credits are
 * taken: what was already spent on documents stays spent, and a balance never goes below zero.
 * Counted from the ledger rows of this purchase, so a repeated or cumulative event takes nothing twice.
 */
type TakeBackEvent = Extract<
  PaymentEvent,
  { type: "payment.refunded" | "payment.disputed" | "payment.dispute-closed" }
>;

async function takeBack(tx: Tx, purchase: StoredPurchase, event: TakeBackEvent) {
  // A buyer who deleted their account has no credits left to take; the record still follows the payment.
  const { userId } = purchase;
  if (userId !== null) await takeBackCredits(tx, { ...purchase, userId }, event);
  await recordRefundState(tx, purchase, event);
}

async function takeBackCredits(tx: Tx, purchase: Purchase, event: TakeBackEvent) {
  const [owner] = await tx
    .select({ credits: users.documentCredits })
    .from(users)
    .where(eq(users.id, purchase.userId))
    .for("update");
  if (!owner) return;
  const rows = await tx
    .select({
      packId: creditTransactions.packId,
      kind: creditTransactions.kind,
      delta: creditTransactions.delta,
    })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.userId, purchase.userId),
        like(creditTransactions.reference, `%:${purchase.id}`),
      ),
    );
  const sum = (packId: string, kinds: string[]) =>
    rows.filter((r) => r.packId === packId && kinds.includes(r.kind)).reduce((n, r) => n + r.delta, 0);

  const lost = event.type === "payment.dispute-closed" && !event.won;
  for (const packId of purchase.packIds) {
    if (!isPackId(packId)) continue;
    const granted = packCredits(packId);
    const refunded = -sum(packId, ["refund"]);
    const frozen = -sum(packId, ["freeze", "unfreeze"]);
    const balance = owner.credits[packId] ?? 0;
    const reference = `${event.type === "payment.refunded" ? "refund" : "dispute"}:${purchase.id}`;

    if (event.type === "payment.disputed") {
      const take = Math.min(granted - refunded - frozen, balance);
      if (take > 0) {
        await addCredits(tx, {
          userId: purchase.userId,
          packId,
          count: -take,
          kind: "freeze",
          reference,
          note: `Held while the payment for ${purchase.productName} is disputed`,
        });
      }
    } else if (event.type === "payment.dispute-closed" && event.won && frozen > 0) {
      await addCredits(tx, {
        userId: purchase.userId,
        packId,
        count: frozen,
        kind: "unfreeze",
        reference,
        note: `Dispute of ${purchase.productName} closed in our favour`,
      });
    } else if (event.type === "payment.refunded" || lost) {
      // A lost dispute is a full refund; what it froze counts as already taken back.
      const share = lost
        ? 1
        : Math.min(
            1,
            event.type === "payment.refunded" ? event.amountRefundedCents / purchase.amountCents : 0,
          );
      const due = Math.ceil(granted * share) - refunded - (lost ? frozen : 0);
      const take = Math.min(due, balance);
      if (lost && frozen > 0) {
        // The frozen credits become refunded ones in the ledger's terms.
        await addCredits(tx, {
          userId: purchase.userId,
          packId,
          count: frozen,
          kind: "unfreeze",
          reference,
          note: `Dispute of ${purchase.productName} lost`,
        });
        await addCredits(tx, {
          userId: purchase.userId,
          packId,
          count: -frozen,
          kind: "refund",
          reference: `refund:${purchase.id}`,
          note: `Refunded ${purchase.productName} (dispute lost)`,
        });
      }
      if (take > 0) {
        await addCredits(tx, {
          userId: purchase.userId,
          packId,
          count: -take,
          kind: "refund",
          reference: `refund:${purchase.id}`,
          note: `Refunded ${purchase.productName}`,
        });
      }
    }
  }
}

async function recordRefundState(tx: Tx, purchase: StoredPurchase, event: TakeBackEvent) {
  const status =
    event.type === "payment.disputed"
      ? "disputed"
      : event.type === "payment.dispute-closed"
        ? event.won
          ? "succeeded"
          : "refunded"
        : event.amountRefundedCents >= purchase.amountCents
          ? "refunded"
          : purchase.status;
  // The provider reports the total refunded so far; an event replayed out of order never lowers it.
  const refundedCents =
    event.type === "payment.refunded"
      ? Math.min(purchase.amountCents, Math.max(purchase.refundedCents, event.amountRefundedCents))
      : status === "refunded"
        ? purchase.amountCents
        : purchase.refundedCents;
  await tx.update(purchases).set({ status, refundedCents }).where(eq(purchases.id, purchase.id));
}
