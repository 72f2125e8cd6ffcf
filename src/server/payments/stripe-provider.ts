import Stripe from "stripe";
import type { PaymentsConfig } from "../config";
import type { PaymentEvent } from "./events";
import type { PayingCustomer, PaymentProvider } from "./provider";

type StripeConfig = Extract<PaymentsConfig, { provider: "stripe" }>;

export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? 80 : 443),
          protocol: base.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

/** Stripe PaymentIntents confirmed on the page with Stripe Elements; credits follow the webhook. */
export function createStripeProvider(
  config: StripeConfig,
  stripe = createStripeClient(config),
): PaymentProvider {
  async function customerId(customer: PayingCustomer): Promise<{ id: string; created: boolean }> {
    if (customer.stripeCustomerId) return { id: customer.stripeCustomerId, created: false };
    const created = await stripe.customers.create(
      { email: customer.email, name: customer.name, metadata: { userId: customer.userId } },
      // Two tabs starting a checkout at once must not make two Stripe customers.
      { idempotencyKey: `customer-${customer.userId}` },
    );
    return { id: created.id, created: true };
  }

  return {
    kind: "stripe",
    async createPayment({ customer, purchaseId, product, description, amountCents, currency }) {
      const c = await customerId(customer);
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: currency.toLowerCase(),
          customer: c.id,
          description,
          receipt_email: customer.email,
          automatic_payment_methods: { enabled: true },
          metadata: { purchaseId, product, userId: customer.userId },
        },
        { idempotencyKey: `purchase-${purchaseId}` },
      );
      if (!intent.client_secret) throw new Error("Stripe returned a payment intent without a client secret");
      return {
        ref: intent.id,
        clientSecret: intent.client_secret,
        newCustomerId: c.created ? c.id : undefined,
      };
    },
    async createSetup(customer) {
      const c = await customerId(customer);
      const intent = await stripe.setupIntents.create({
        customer: c.id,
        usage: "off_session",
        automatic_payment_methods: { enabled: true },
        metadata: { userId: customer.userId },
      });
      if (!intent.client_secret) throw new Error("Stripe returned a setup intent without a client secret");
      return { clientSecret: intent.client_secret, newCustomerId: c.created ? c.id : undefined };
    },
    async refund({ ref, purchaseId }) {
      await stripe.refunds.create(
        { payment_intent: ref, reason: "duplicate", metadata: { purchaseId } },
        { idempotencyKey: `refund-${purchaseId}` },
      );
    },
    async paymentMethod(customer) {
      if (!customer.stripeCustomerId) return null;
      const list = await stripe.customers.listPaymentMethods(customer.stripeCustomerId, {
        type: "card",
        limit: 1,
      });
      const card = list.data[0]?.card;
      return card
        ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
        : null;
    },
  };
}

export class WebhookSignatureError extends Error {}

/**
 * Checks the `Stripe-Signature` header against the raw body and turns the Stripe events SafeDraft
 * acts on into provider-neutral payment events; any other event type gives null.
 */
export function parseStripeWebhook(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
): PaymentEvent | null {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("missing Stripe-Signature header");
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : "bad signature");
  }
  switch (event.type) {
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      return {
        id: event.id,
        type: "payment.succeeded",
        ref: intent.id,
        amountCents: intent.amount_received || intent.amount,
        currency: intent.currency,
      };
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return {
        id: event.id,
        type: "payment.failed",
        ref: intent.id,
        message: intent.last_payment_error?.message ?? "The payment failed.",
      };
    }
    case "charge.succeeded":
    case "charge.updated": {
      const charge = event.data.object;
      const ref =
        typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
      if (!ref || !charge.receipt_url) return null;
      return { id: event.id, type: "payment.receipt", ref, receiptUrl: charge.receipt_url };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const ref =
        typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
      if (!ref) return null;
      return { id: event.id, type: "payment.refunded", ref, amountRefundedCents: charge.amount_refunded };
    }
    case "charge.dispute.created":
    case "charge.dispute.closed": {
      const dispute = event.data.object;
      const ref =
        typeof dispute.payment_intent === "string" ? dispute.payment_intent : dispute.payment_intent?.id;
      if (!ref) return null;
      return event.type === "charge.dispute.created"
        ? { id: event.id, type: "payment.disputed", ref }
        : { id: event.id, type: "payment.dispute-closed", ref, won: dispute.status === "won" };
    }
    default:
      return null;
  }
}
