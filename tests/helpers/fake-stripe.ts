import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type RecordedRequest = {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

export const FAKE_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_fake_0123456789",
  STRIPE_WEBHOOK_SECRET: "whsec_fake_webhook_secret_0123456789",
  STRIPE_PUBLISHABLE_KEY: "pk_test_fake_0123456789",
};

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

/**
 * A small stand-in for the Stripe API on loopback: it answers the calls SafeDraft makes with
 * objects of Stripe's shape and records every request (form-encoded, as the library sends them).
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly paymentIntents = new Map<string, Record<string, unknown>>();
  /** Refunds made, by payment intent. */
  readonly refunds = new Map<string, Record<string, unknown>>();
  /** When set, refunds are refused with this message, as Stripe refuses one it cannot make. */
  refuseRefunds: string | null = null;
  /** The card `customers/{id}/payment_methods` answers with. */
  card: { brand: string; last4: string; exp_month: number; exp_year: number } | null = null;
  private server: Server | null = null;
  private idempotent = new Map<string, unknown>();

  get url() {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  /** The env for `createTestApp` that points the app's Stripe client here. */
  env() {
    return { ...FAKE_STRIPE_KEYS, STRIPE_API_BASE: this.url };
  }

  async start() {
    this.server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://x");
        const form = Object.fromEntries(new URLSearchParams(body));
        const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
        this.requests.push({
          method: req.method ?? "",
          path: url.pathname,
          form,
          idempotencyKey,
          authorization: req.headers.authorization,
        });
        const cached = idempotencyKey ? this.idempotent.get(idempotencyKey) : undefined;
        const answer = cached ?? this.answer(req.method ?? "", url.pathname, form);
        const refused = answer instanceof Refusal;
        if (idempotencyKey && !cached && !refused) this.idempotent.set(idempotencyKey, answer);
        res.writeHead(refused ? 400 : answer ? 200 : 404, {
          "content-type": "application/json",
          "request-id": id("req"),
        });
        res.end(
          JSON.stringify(
            refused
              ? { error: { type: "invalid_request_error", message: answer.message } }
              : (answer ?? { error: { type: "invalid_request_error", message: "Unknown path" } }),
          ),
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Requests to one endpoint, e.g. `created("/v1/payment_intents")`. */
  created(path: string) {
    return this.requests.filter((r) => r.method === "POST" && r.path === path);
  }

  private answer(method: string, path: string, form: Record<string, string>): unknown {
    if (method === "POST" && path === "/v1/customers") {
      return { id: id("cus"), object: "customer", email: form.email, name: form.name };
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const intentId = id("pi");
      const intent = {
        id: intentId,
        object: "payment_intent",
        amount: Number(form.amount),
        amount_received: 0,
        currency: form.currency,
        customer: form.customer,
        description: form.description,
        metadata: {
          purchaseId: form["metadata[purchaseId]"],
          product: form["metadata[product]"],
          userId: form["metadata[userId]"],
        },
        client_secret: `${intentId}_secret_${randomBytes(8).toString("hex")}`,
        status: "requires_payment_method",
      };
      this.paymentIntents.set(intentId, intent);
      return intent;
    }
    if (method === "POST" && path === "/v1/setup_intents") {
      const setupId = id("seti");
      return {
        id: setupId,
        object: "setup_intent",
        customer: form.customer,
        client_secret: `${setupId}_secret_${randomBytes(8).toString("hex")}`,
        status: "requires_payment_method",
      };
    }
    if (method === "POST" && path === "/v1/refunds") {
      if (this.refuseRefunds) return new Refusal(this.refuseRefunds);
      const intent = this.paymentIntents.get(form.payment_intent ?? "");
      if (!intent) return new Refusal(`No such payment_intent: '${form.payment_intent}'`);
      const refund = {
        id: id("re"),
        object: "refund",
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        reason: form.reason ?? null,
        metadata: { purchaseId: form["metadata[purchaseId]"] },
        status: "succeeded",
      };
      this.refunds.set(intent.id as string, refund);
      return refund;
    }
    const methods = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path);
    if (method === "GET" && methods) {
      const data = this.card
        ? [{ id: id("pm"), object: "payment_method", type: "card", customer: methods[1], card: this.card }]
        : [];
      return { object: "list", data, has_more: false, url: path };
    }
    return null;
  }
}

/** An API error answer (400), such as a refund Stripe cannot make. */
class Refusal {
  constructor(readonly message: string) {}
}

const signer = new Stripe(FAKE_STRIPE_KEYS.STRIPE_SECRET_KEY);

/** A webhook body and its `Stripe-Signature` header, signed the way Stripe signs them. */
export function signedEvent(
  event: { id?: string; type: string; object: Record<string, unknown> },
  secret = FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: event.id ?? id("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: { object: event.object },
  });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}
