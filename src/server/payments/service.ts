import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Billing, PaymentConfig, PaymentResponse, TestModeConfirmInput } from "../../contracts/payments";
import { CURRENCY, PACKS, type Product, packById, resolveProduct, toCents } from "../../domain/catalogue";
import type { PaymentsConfig } from "../config";
import type { Database } from "../db/client";
import { paymentMethods, purchases, receipts, users } from "../db/schema";
import { badRequest, HttpError, notFound } from "../lib/http-errors";
import { checkedBillingDetails, saveBillingDetails } from "../receipts/buyer-details";
import type { ReceiptIssuer } from "../receipts/issue";
import { receiptPdfPath } from "../receipts/service";
import { formatReceiptNumber } from "../receipts/view";
import { applyPaymentEvent, creditUnrefundable } from "./events";
import { ownsAlready } from "./ownership";
import type { PayingCustomer, PaymentProvider } from "./provider";
import {
  createStripeClient,
  createStripeProvider,
  parseStripeWebhook,
  WebhookSignatureError,
} from "./stripe-provider";
import { checkTestCard } from "./test-cards";
import { createTestModeProvider, redeemTestSetup, TEST_SETUP_PREFIX } from "./test-mode-provider";

type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type PaymentsService = ReturnType<typeof createPaymentsService>;

const COMING_SOON = "The Compliance Portal is coming soon and cannot be bought yet.";

type BillingDetailsGiven = Parameters<typeof checkedBillingDetails>[0];

export function createPaymentsService({
  db,
  config,
  log,
  issuer,
  onPaid,
}: {
  db: Database;
  config: PaymentsConfig;
  log: Logger;
  /** Who the receipts issued with each payment name as seller, and the tax they show. */
  issuer: ReceiptIssuer;
  /** Called once per purchase, after its payment succeeded and its receipt was issued (the e-mail). */
  onPaid?: (purchaseId: string) => Promise<void>;
}) {
  const apply = (event: Parameters<typeof applyPaymentEvent>[1]) =>
    applyPaymentEvent(db, event, { issuer, log });

  const stripe = config.provider === "stripe" ? createStripeClient(config) : null;
  const provider: PaymentProvider | null =
    config.provider === "stripe"
      ? createStripeProvider(config, stripe!)
      : config.provider === "test"
        ? createTestModeProvider(db)
        : null;

  function requireProvider(): PaymentProvider {
    if (!provider) throw new HttpError(503, "Payments are not available on this server.");
    return provider;
  }

  async function customer(userId: string) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new HttpError(401, "Unauthorized");
    const paying: PayingCustomer = {
      userId: row.id,
      email: row.email,
      name: row.name,
      stripeCustomerId: row.stripeCustomerId,
    };
    return { row, paying };
  }

  async function rememberCustomer(userId: string, customerId: string | undefined) {
    if (!customerId) return;
    await db
      .update(users)
      .set({ stripeCustomerId: customerId })
      .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
  }

  /** Refuses a purchase that would buy what the account can already use. */
  function refuseIfOwned(
    row: { subscriptionStatus: string; documentCredits: Record<string, number> },
    product: Product,
  ) {
    const owned = ownsAlready(row, product.packIds);
    if (!owned) return;
    if (owned.unlimited) {
      throw new HttpError(409, "You already have access to every document with the Compliance plan.");
    }
    const total = owned.credits;
    throw new HttpError(
      409,
      `You already have access to ${product.name}: ${total} credit${total === 1 ? "" : "s"} remaining. Use them before buying it again.`,
    );
  }

  /**
   * A payment that bought packs the account still had credits of is given back through the
   * provider; when the provider refuses, its credits are added instead so nothing paid is lost.
   */
  async function refundPaidTwice(ref: string): Promise<"refunded" | "credited"> {
    const [purchase] = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.providerRef, ref));
    if (!purchase) return "refunded";
    try {
      await requireProvider().refund({ ref, purchaseId: purchase.id });
      return "refunded";
    } catch (error) {
      log.error(
        { err: error, purchaseId: purchase.id },
        "refund of a payment made twice failed: its credits are added instead",
      );
      await creditUnrefundable(db, purchase.id);
      return "credited";
    }
  }

  async function startPurchase(userId: string, product: Product): Promise<PaymentResponse> {
    const payments = requireProvider();
    const { row, paying } = await customer(userId);
    refuseIfOwned(row, product);
    const purchaseId = randomUUID();
    const amountCents = toCents(product.price);
    const started = await payments.createPayment({
      customer: paying,
      purchaseId,
      product: product.id,
      description: `SafeDraft ${product.name}`,
      amountCents,
      currency: CURRENCY,
    });
    await rememberCustomer(userId, started.newCustomerId);
    await db.insert(purchases).values({
      id: purchaseId,
      userId,
      product: product.id,
      productName: product.name,
      packIds: [...product.packIds],
      amountCents,
      currency: CURRENCY,
      provider: payments.kind,
      providerRef: started.ref,
      // Only test mode checks the secret itself; Stripe's stays with Stripe and the browser.
      clientSecret: payments.kind === "test" ? started.clientSecret : null,
    });
    return {
      type: "payment",
      clientSecret: started.clientSecret,
      provider: payments.kind,
      amount: product.price,
      currency: CURRENCY,
      productName: product.name,
    };
  }

  function productOrRefuse(field: "product" | "plan", value: string): Product {
    const name = value.trim().toLowerCase();
    if (name === "compliance") throw new HttpError(409, COMING_SOON, [{ field, message: COMING_SOON }]);
    const product = resolveProduct(name);
    if (!product) {
      const choices = [...PACKS.map((p) => p.id), "complete-document-suite"].join(", ");
      throw badRequest(
        field,
        `Unknown ${field} "${value}". Choose one of ${choices}, or pack ids joined by commas`,
      );
    }
    return product;
  }

  return {
    publicConfig(): PaymentConfig {
      return {
        provider: config.provider,
        publishableKey: config.provider === "stripe" ? config.publishableKey : null,
      };
    },

    /** POST /api/create-payment-intent: the amount is the catalogue's; a different one is refused. */
    async createPaymentIntent(
      userId: string,
      input: { product: string; amount?: number; billingDetails?: BillingDetailsGiven },
    ) {
      const product = productOrRefuse("product", input.product);
      if (input.amount !== undefined && input.amount !== product.price) {
        throw badRequest(
          "amount",
          `The price of ${product.name} is $${product.price}; the amount sent ($${input.amount}) does not match`,
        );
      }
      // Checked before anything is started, and kept for this purchase's receipt and the next ones.
      if (input.billingDetails) {
        await saveBillingDetails(db, userId, checkedBillingDetails(input.billingDetails, "billingDetails."));
      }
      return startPurchase(userId, product);
    },

    /** POST /api/get-or-create-subscription: a pack or bundle purchase, or saving a card. */
    async getOrCreateSubscription(userId: string, plan: string): Promise<PaymentResponse> {
      if (plan.trim().toLowerCase() === "payment-method") {
        const payments = requireProvider();
        const { paying } = await customer(userId);
        const setup = await payments.createSetup(paying);
        await rememberCustomer(userId, setup.newCustomerId);
        return { type: "setup", clientSecret: setup.clientSecret, provider: payments.kind };
      }
      return startPurchase(userId, productOrRefuse("plan", plan));
    },

    /**
     * The card form of test mode. A success goes through `applyPaymentEvent`, exactly as a Stripe
     * webhook does; a decline answers 402 with Stripe's wording for that test card.
     */
    async confirmTestMode(userId: string, input: TestModeConfirmInput) {
      if (provider?.kind !== "test") throw notFound("Test mode");
      const card = checkTestCard({ number: input.cardNumber, expiry: input.expiry, cvc: input.cvc });
      // A malformed card is refused before anything is looked up or recorded, as Stripe.js does.
      if (!card.ok && card.kind === "invalid") {
        const field = card.field === "number" ? "cardNumber" : card.field;
        throw new HttpError(400, card.message, [{ field, message: card.message }]);
      }
      const declined = (message: string, code: string) => new HttpError(402, message, undefined, { code });

      if (input.clientSecret.startsWith(TEST_SETUP_PREFIX)) {
        if (!card.ok) throw declined(card.message, card.code);
        if (!(await redeemTestSetup(db, userId, input.clientSecret))) {
          const message = "This card form has expired or is not yours. Open it again to save a card.";
          throw new HttpError(404, `clientSecret: ${message}`, [{ field: "clientSecret", message }]);
        }
        await db
          .insert(paymentMethods)
          .values({ userId, ...card.card })
          .onConflictDoUpdate({
            target: paymentMethods.userId,
            set: { ...card.card, updatedAt: new Date() },
          });
        return { status: "succeeded" as const, type: "setup" as const };
      }

      const ref = input.clientSecret.split("_secret_")[0] ?? "";
      const [purchase] = await db
        .select()
        .from(purchases)
        .where(
          and(eq(purchases.providerRef, ref), eq(purchases.userId, userId), eq(purchases.provider, "test")),
        );
      if (!purchase || purchase.clientSecret !== input.clientSecret) throw notFound("Payment");
      if (purchase.status !== "pending" && purchase.status !== "failed") {
        throw new HttpError(409, "This payment has already been made.");
      }

      if (!card.ok) {
        const event = {
          id: `test_evt_${randomUUID()}`,
          type: "payment.failed" as const,
          ref,
          message: card.message,
        };
        await apply(event);
        throw declined(card.message, card.code);
      }
      const outcome = await apply({
        id: `test_evt_${randomUUID()}`,
        type: "payment.succeeded",
        ref,
        amountCents: purchase.amountCents,
        currency: purchase.currency,
      });
      if (outcome === "paid-twice") {
        const settled = await refundPaidTwice(ref);
        throw new HttpError(
          409,
          settled === "refunded"
            ? `You already have credits of ${purchase.productName}, so this payment was refunded in full. Use them before buying it again.`
            : `You already have credits of ${purchase.productName}; this payment's credits were added to them.`,
        );
      }
      if (outcome !== "applied" && outcome !== "already-paid") {
        throw new HttpError(500, `Payment could not be applied (${outcome})`);
      }
      if (outcome === "applied") await onPaid?.(purchase.id);
      return { status: "succeeded" as const, type: "payment" as const };
    },

    /** POST /api/stripe/webhook */
    async handleStripeWebhook(rawBody: Buffer, signature: string | undefined) {
      if (config.provider !== "stripe" || !stripe) throw notFound("Stripe webhook");
      let event: ReturnType<typeof parseStripeWebhook>;
      try {
        event = parseStripeWebhook(stripe, config.webhookSecret, rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          log.warn({ reason: error.message }, "Stripe webhook refused");
          throw new HttpError(400, "Webhook signature verification failed");
        }
        throw error;
      }
      if (!event) return { received: true, outcome: "ignored" };
      const outcome = await apply(event);
      if (outcome === "applied" && event.type === "payment.succeeded" && onPaid) {
        const [paid] = await db
          .select({ id: purchases.id })
          .from(purchases)
          .where(eq(purchases.providerRef, event.ref));
        if (paid) await onPaid(paid.id);
      }
      if (outcome === "paid-twice" && (await refundPaidTwice(event.ref)) === "credited") {
        return { received: true, outcome: "paid-twice-credited" };
      }
      return { received: true, outcome };
    },

    async billing(userId: string): Promise<Billing> {
      const { row, paying } = await customer(userId);
      let paymentMethod = null;
      try {
        paymentMethod = provider ? await provider.paymentMethod(paying) : null;
      } catch (error) {
        // The tab still shows status and history when the provider cannot be reached.
        log.error({ err: error }, "could not read the payment method");
      }
      const rows = await db
        .select({ p: purchases, receiptNumber: receipts.number })
        .from(purchases)
        .leftJoin(receipts, eq(receipts.purchaseId, purchases.id))
        .where(
          and(
            eq(purchases.userId, userId),
            inArray(purchases.status, ["succeeded", "failed", "refunded", "disputed"]),
          ),
        )
        .orderBy(desc(purchases.createdAt))
        .limit(100);
      return {
        subscriptionStatus: row.subscriptionStatus,
        credits: Object.fromEntries(PACKS.map((p) => [p.id, row.documentCredits[p.id] ?? 0])),
        provider: config.provider,
        paymentMethod,
        history: rows.map(({ p, receiptNumber }) => ({
          id: p.id,
          createdAt: p.createdAt.toISOString(),
          productName: p.productName,
          packIds: p.packIds.filter((id) => packById(id)),
          amount: p.amountCents / 100,
          refunded: p.refundedCents / 100,
          currency: p.currency,
          status: p.status,
          receiptUrl: p.receiptUrl,
          provider: p.provider,
          note: p.failureMessage,
          // Every payment that was taken has a receipt (one paid before receipts existed is
          // numbered when first downloaded); declined ones have none.
          receipt: p.completedAt
            ? {
                number: receiptNumber === null ? null : formatReceiptNumber(receiptNumber),
                pdfUrl: receiptPdfPath(p.id),
              }
            : null,
        })),
      };
    },
  };
}
