import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packCredits } from "../../src/domain/catalogue";
import { creditTransactions, paymentEvents, purchases, users } from "../../src/server/db/schema";
import { createTestApp, signedInClient, TEST_HOST, type TestContext } from "../helpers/app";
import { FakeStripe, signedEvent } from "../helpers/fake-stripe";

let ctx: TestContext;
const stripe = new FakeStripe();

beforeAll(async () => {
  await stripe.start();
  ctx = await createTestApp(stripe.env());
});
afterAll(async () => {
  await ctx.close();
  await stripe.stop();
});

/** Stripe calls the webhook itself: no browser origin, no session cookie. */
function deliver(payload: string, signature: string | undefined) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: {
      host: TEST_HOST,
      "content-type": "application/json; charset=utf-8",
      ...(signature ? { "stripe-signature": signature } : {}),
    },
    payload,
  });
}

function succeeded(intentId: string, overrides: Record<string, unknown> = {}) {
  const intent = stripe.paymentIntents.get(intentId)!;
  return { ...intent, status: "succeeded", amount_received: intent.amount, ...overrides };
}

async function startCheckout(product = "core") {
  const signed = await signedInClient(ctx.app);
  const res = await signed.client.post("/api/create-payment-intent", { product });
  expect(res.statusCode, res.body).toBe(200);
  const intentId = (res.json().clientSecret as string).split("_secret_")[0]!;
  return { ...signed, intentId, answer: res.json() };
}

const userRow = async (id: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const ledger = (id: string) =>
  ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, id));

describe("Stripe payments against a fake Stripe API", () => {
  it("tells the page to use Stripe Elements with the publishable key", async () => {
    const { client } = await signedInClient(ctx.app);
    const res = await client.get("/api/payments/config");
    expect(res.json()).toEqual({ provider: "stripe", publishableKey: "pk_test_fake_0123456789" });
  });

  it("creates a payment intent for the catalogue price and remembers the Stripe customer", async () => {
    const { client, id, answer, intentId } = await startCheckout("core");
    expect(answer).toMatchObject({ type: "payment", provider: "stripe", amount: 99, currency: "USD" });
    const [sent] = stripe.created("/v1/payment_intents").filter((r) => r.form["metadata[userId]"] === id);
    expect(sent!.form).toMatchObject({ amount: "9900", currency: "usd", "metadata[product]": "core" });
    expect(sent!.authorization).toBe("Bearer sk_test_fake_0123456789");
    expect(sent!.idempotencyKey).toMatch(/^purchase-/);
    const customerId = (await userRow(id)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    expect(sent!.form.customer).toBe(customerId);

    // A second checkout reuses the customer.
    const customersBefore = stripe.created("/v1/customers").length;
    expect((await client.post("/api/create-payment-intent", { product: "wellbeing-hr" })).statusCode).toBe(
      200,
    );
    expect(stripe.created("/v1/customers").length).toBe(customersBefore);
    const [row] = await ctx.database.db.select().from(purchases).where(eq(purchases.providerRef, intentId));
    expect(row).toMatchObject({ status: "pending", amountCents: 9900, currency: "USD", provider: "stripe" });
    expect(row!.clientSecret).toBeNull();
  });

  it("never charges a tampered amount: it is refused, and nothing reaches Stripe", async () => {
    const { client, id } = await signedInClient(ctx.app);
    const before = stripe.created("/v1/payment_intents").length;
    for (const amount of [1, 0, 98, 199]) {
      const res = await client.post("/api/create-payment-intent", { product: "core", amount });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: "amount", message: expect.stringContaining("$99") }]);
    }
    const sneaky = await client.post("/api/create-payment-intent", {
      product: "complete-document-suite",
      amount: 49,
    });
    expect(sneaky.statusCode).toBe(400);
    expect(stripe.created("/v1/payment_intents").length).toBe(before);
    expect(await ctx.database.db.select().from(purchases).where(eq(purchases.userId, id))).toEqual([]);

    // The right amount (or none) is accepted and the catalogue price is what Stripe is asked for.
    const ok = await client.post("/api/create-payment-intent", {
      product: "complete-document-suite",
      amount: 239,
    });
    expect(ok.statusCode).toBe(200);
    expect(stripe.created("/v1/payment_intents").at(-1)!.form.amount).toBe("23900");
  });

  it("refuses an unknown plan by name and maps the settings link plan=bundle to the suite", async () => {
    const { client } = await signedInClient(ctx.app);
    const before = stripe.created("/v1/payment_intents").length;
    const unknown = await client.post("/api/get-or-create-subscription", { plan: "platinum" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe("plan");
    const missing = await client.post("/api/get-or-create-subscription", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe("plan");
    const portal = await client.post("/api/get-or-create-subscription", { plan: "compliance" });
    expect(portal.statusCode).toBe(409);
    expect(portal.json().message).toContain("coming soon");
    const badProduct = await client.post("/api/create-payment-intent", { product: "core,core" });
    expect(badProduct.statusCode).toBe(400);
    expect(badProduct.json().errors[0].field).toBe("product");
    expect(stripe.created("/v1/payment_intents").length).toBe(before);

    const bundle = await client.post("/api/get-or-create-subscription", { plan: "bundle" });
    expect(bundle.json()).toMatchObject({
      type: "payment",
      amount: 239,
      productName: "Complete Document Suite",
    });
    expect(stripe.created("/v1/payment_intents").at(-1)!.form.amount).toBe("23900");
  });

  it("starts a setup intent for plan=payment-method and shows the card Stripe has on file", async () => {
    const { client } = await signedInClient(ctx.app);
    const res = await client.post("/api/get-or-create-subscription", { plan: "payment-method" });
    expect(res.json()).toMatchObject({ type: "setup", provider: "stripe" });
    expect(res.json().clientSecret).toMatch(/^seti_/);
    stripe.card = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 };
    const billing = (await client.get("/api/billing")).json();
    expect(billing.paymentMethod).toEqual({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 });
    stripe.card = null;
  });

  it("applies a replayed webhook once: ten deliveries, one grant", async () => {
    const { id, intentId, client } = await startCheckout("core");
    const event = signedEvent({
      id: "evt_replayed_ten_times",
      type: "payment_intent.succeeded",
      object: succeeded(intentId),
    });
    const first = await deliver(event.payload, event.signature);
    expect(first.json()).toEqual({ received: true, outcome: "applied" });
    const replays = await Promise.all(
      Array.from({ length: 9 }, () => deliver(event.payload, event.signature)),
    );
    for (const r of replays) expect(r.json()).toEqual({ received: true, outcome: "duplicate" });

    const user = await userRow(id);
    expect(user.documentCredits).toEqual({ core: packCredits("core") });
    expect(user.subscriptionStatus).toBe("core");
    const grants = (await ledger(id)).filter((l) => l.kind === "grant");
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ packId: "core", delta: 5 });
    expect(grants[0]!.reference).toMatch(/^purchase:/);
    expect(
      (
        await ctx.database.db
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.id, "evt_replayed_ten_times"))
      ).length,
    ).toBe(1);

    // A different event about the same payment (Stripe can send several) grants nothing more.
    const again = signedEvent({ type: "payment_intent.succeeded", object: succeeded(intentId) });
    expect((await deliver(again.payload, again.signature)).json().outcome).toBe("already-paid");
    expect((await client.get("/api/user/credits")).json().credits.core).toBe(5);

    // And the account now owns Core: buying it again is refused with the "Already Purchased" answer.
    const twice = await client.post("/api/create-payment-intent", { product: "core" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain("already have access");
  });

  it("refuses a bad signature and changes nothing", async () => {
    const { id, intentId } = await startCheckout("operational-safety");
    const event = signedEvent(
      { type: "payment_intent.succeeded", object: succeeded(intentId) },
      "whsec_someone_else",
    );
    const forged = await deliver(event.payload, event.signature);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: "Webhook signature verification failed" });
    expect((await deliver(event.payload, undefined)).statusCode).toBe(400);

    // A genuine signature over a different body does not cover an edited amount.
    const genuine = signedEvent({ type: "payment_intent.succeeded", object: succeeded(intentId) });
    const edited = genuine.payload.replace('"amount":4900', '"amount":100');
    expect((await deliver(edited, genuine.signature)).statusCode).toBe(400);

    expect((await userRow(id)).documentCredits).toEqual({});
    expect(await ledger(id)).toEqual([]);
    const [row] = await ctx.database.db.select().from(purchases).where(eq(purchases.providerRef, intentId));
    expect(row!.status).toBe("pending");
  });

  it("grants nothing when Stripe reports a different amount than the catalogue priced", async () => {
    const { id, intentId } = await startCheckout("core");
    const event = signedEvent({
      type: "payment_intent.succeeded",
      object: succeeded(intentId, { amount: 100, amount_received: 100 }),
    });
    expect((await deliver(event.payload, event.signature)).json().outcome).toBe("amount-mismatch");
    expect((await userRow(id)).documentCredits).toEqual({});
    expect((await userRow(id)).subscriptionStatus).toBe("free");
  });

  it("ignores a payment of someone else's: credits follow the purchase's owner only", async () => {
    const alice = await startCheckout("wellbeing-hr");
    const bob = await signedInClient(ctx.app);
    const event = signedEvent({ type: "payment_intent.succeeded", object: succeeded(alice.intentId) });
    await deliver(event.payload, event.signature);
    expect((await userRow(alice.id)).documentCredits).toEqual({
      "wellbeing-hr": packCredits("wellbeing-hr"),
    });
    expect((await userRow(bob.id)).documentCredits).toEqual({});
    const bobBilling = (await bob.client.get("/api/billing")).json();
    expect(bobBilling.history).toEqual([]);
    expect(await ctx.database.db.select().from(purchases).where(eq(purchases.userId, bob.id))).toEqual([]);
  });

  it("records failures and receipts in the billing history", async () => {
    const { client, intentId } = await startCheckout("compliance-essentials");
    const failed = signedEvent({
      type: "payment_intent.payment_failed",
      object: {
        ...succeeded(intentId),
        status: "requires_payment_method",
        last_payment_error: { message: "Your card was declined." },
      },
    });
    await deliver(failed.payload, failed.signature);
    let history = (await client.get("/api/billing")).json().history;
    expect(history).toEqual([
      expect.objectContaining({ status: "failed", productName: "Compliance Essentials", amount: 49 }),
    ]);

    const paid = signedEvent({ type: "payment_intent.succeeded", object: succeeded(intentId) });
    await deliver(paid.payload, paid.signature);
    const charge = signedEvent({
      type: "charge.succeeded",
      object: {
        id: "ch_1",
        object: "charge",
        payment_intent: intentId,
        receipt_url: "https://pay.stripe.com/receipts/r_1",
      },
    });
    await deliver(charge.payload, charge.signature);
    history = (await client.get("/api/billing")).json().history;
    expect(history).toEqual([
      expect.objectContaining({
        status: "succeeded",
        amount: 49,
        currency: "USD",
        receiptUrl: "https://pay.stripe.com/receipts/r_1",
      }),
    ]);
  });

  it("answers other event types without acting on them", async () => {
    const other = signedEvent({ type: "customer.created", object: { id: "cus_x", object: "customer" } });
    expect((await deliver(other.payload, other.signature)).json()).toEqual({
      received: true,
      outcome: "ignored",
    });
  });
});

describe("refunds and disputes", () => {
  /** A paid purchase of `product` (5 credits), of which `spend` were used on documents. */
  async function paid(product: string, spend = 0) {
    const checkout = await startCheckout(product);
    const ok = signedEvent({ type: "payment_intent.succeeded", object: succeeded(checkout.intentId) });
    expect((await deliver(ok.payload, ok.signature)).json().outcome).toBe("applied");
    if (spend > 0) {
      await ctx.database.db
        .update(users)
        .set({ documentCredits: { [product]: packCredits(product as "core") - spend } })
        .where(eq(users.id, checkout.id));
    }
    return checkout;
  }
  const charge = (intentId: string, amountRefunded: number) => ({
    id: `ch_${intentId}`,
    object: "charge",
    payment_intent: intentId,
    amount: stripe.paymentIntents.get(intentId)!.amount as number,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= (stripe.paymentIntents.get(intentId)!.amount as number),
  });
  const dispute = (intentId: string, status: string) => ({
    id: `dp_${intentId}`,
    object: "dispute",
    charge: `ch_${intentId}`,
    payment_intent: intentId,
    amount: stripe.paymentIntents.get(intentId)!.amount as number,
    status,
  });

  it("takes back the unused credits of a refunded purchase, never more, and shows it refunded", async () => {
    const { id, intentId, client } = await paid("core", 2);
    const amount = stripe.paymentIntents.get(intentId)!.amount as number;
    const refund = signedEvent({ type: "charge.refunded", object: charge(intentId, amount) });
    expect((await deliver(refund.payload, refund.signature)).json()).toEqual({
      received: true,
      outcome: "applied",
    });
    // 5 bought, 2 spent: the 3 left are taken back, and the 2 spent stay spent.
    expect((await userRow(id)).documentCredits).toEqual({ core: 0 });
    const refunds = (await ledger(id)).filter((l) => l.kind === "refund");
    expect(refunds).toEqual([expect.objectContaining({ packId: "core", delta: -3 })]);
    const billing = (await client.get("/api/billing")).json();
    expect(billing.history[0]).toMatchObject({ status: "refunded" });

    // The same refund again, under another event id, takes nothing more.
    const again = signedEvent({ type: "charge.refunded", object: charge(intentId, amount) });
    expect((await deliver(again.payload, again.signature)).json().outcome).toBe("applied");
    expect((await userRow(id)).documentCredits).toEqual({ core: 0 });
    expect((await ledger(id)).filter((l) => l.kind === "refund")).toHaveLength(1);
  });

  it("takes back a share of the credits for a partial refund, counting refunds so far", async () => {
    const { id, intentId } = await paid("wellbeing-hr");
    const amount = stripe.paymentIntents.get(intentId)!.amount as number;
    const half = signedEvent({ type: "charge.refunded", object: charge(intentId, Math.floor(amount / 2)) });
    await deliver(half.payload, half.signature);
    // Half of 5 credits, rounded up.
    expect((await userRow(id)).documentCredits).toEqual({ "wellbeing-hr": 2 });
    const [purchase] = await ctx.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.providerRef, intentId));
    expect(purchase!.status).toBe("succeeded");
    const rest = signedEvent({ type: "charge.refunded", object: charge(intentId, amount) });
    await deliver(rest.payload, rest.signature);
    expect((await userRow(id)).documentCredits).toEqual({ "wellbeing-hr": 0 });
  });

  it("freezes a disputed purchase's unused credits, gives them back when the dispute is won", async () => {
    const { id, intentId, client } = await paid("core", 1);
    const opened = signedEvent({
      type: "charge.dispute.created",
      object: dispute(intentId, "needs_response"),
    });
    expect((await deliver(opened.payload, opened.signature)).json().outcome).toBe("applied");
    expect((await userRow(id)).documentCredits).toEqual({ core: 0 });
    expect((await client.get("/api/billing")).json().history[0]).toMatchObject({ status: "disputed" });

    const won = signedEvent({ type: "charge.dispute.closed", object: dispute(intentId, "won") });
    await deliver(won.payload, won.signature);
    expect((await userRow(id)).documentCredits).toEqual({ core: 4 });
    expect((await client.get("/api/billing")).json().history[0]).toMatchObject({ status: "succeeded" });
  });

  it("treats a lost dispute as a refund of the frozen credits", async () => {
    const { id, intentId } = await paid("core");
    const opened = signedEvent({
      type: "charge.dispute.created",
      object: dispute(intentId, "needs_response"),
    });
    await deliver(opened.payload, opened.signature);
    const lost = signedEvent({ type: "charge.dispute.closed", object: dispute(intentId, "lost") });
    await deliver(lost.payload, lost.signature);
    expect((await userRow(id)).documentCredits).toEqual({ core: 0 });
    const [purchase] = await ctx.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.providerRef, intentId));
    expect(purchase!.status).toBe("refunded");
    const kinds = (await ledger(id)).map((l) => [l.kind, l.delta]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ["freeze", -5],
        ["unfreeze", 5],
        ["refund", -5],
      ]),
    );
    // The running balance and the ledger agree.
    expect((await ledger(id)).reduce((n, l) => n + l.delta, 0)).toBe(0);
  });

  it("ignores a refund of a payment that never succeeded", async () => {
    const { id, intentId } = await startCheckout("core");
    const refund = signedEvent({ type: "charge.refunded", object: charge(intentId, 100) });
    expect((await deliver(refund.payload, refund.signature)).json().outcome).toBe("not-paid");
    expect((await userRow(id)).documentCredits).toEqual({});
  });
});

describe("a pack paid twice through two checkouts", () => {
  /** Two checkouts of `product` by one person, both started before either was paid. */
  async function twoCheckouts(product = "core") {
    const signed = await signedInClient(ctx.app);
    const intents: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await signed.client.post("/api/create-payment-intent", { product });
      expect(res.statusCode, res.body).toBe(200);
      intents.push((res.json().clientSecret as string).split("_secret_")[0]!);
    }
    return { ...signed, first: intents[0]!, second: intents[1]! };
  }
  const pay = async (intentId: string, eventId?: string) => {
    const event = signedEvent({ id: eventId, type: "payment_intent.succeeded", object: succeeded(intentId) });
    return (await deliver(event.payload, event.signature)).json();
  };
  const purchaseOf = async (intentId: string) =>
    (await ctx.database.db.select().from(purchases).where(eq(purchases.providerRef, intentId)))[0]!;

  it("refunds the second payment through Stripe, grants nothing more and shows it refunded", async () => {
    const { id, client, first, second } = await twoCheckouts("core");
    expect((await pay(first)).outcome).toBe("applied");
    expect((await pay(second, `evt_second_${second}`)).outcome).toBe("paid-twice");

    expect((await userRow(id)).documentCredits).toEqual({ core: packCredits("core") });
    const asked = stripe.created("/v1/refunds").filter((r) => r.form.payment_intent === second);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.form).toMatchObject({ reason: "duplicate" });
    expect(asked[0]!.idempotencyKey).toMatch(/^refund-/);
    expect(stripe.refunds.has(first)).toBe(false);

    // The ledger shows the second payment's credits granted and taken straight back.
    const purchase = await purchaseOf(second);
    const rows = (await ledger(id)).filter((l) => l.reference?.endsWith(purchase.id));
    expect(rows.map((l) => [l.kind, l.delta])).toEqual(
      expect.arrayContaining([
        ["grant", 5],
        ["refund", -5],
      ]),
    );
    expect((await ledger(id)).reduce((n, l) => n + l.delta, 0)).toBe(5);
    const history = (await client.get("/api/billing")).json().history;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: "succeeded", amount: 99 }),
        expect.objectContaining({
          status: "refunded",
          amount: 99,
          note: expect.stringContaining("refunded automatically"),
        }),
      ]),
    );

    // The same event again is a duplicate: no second refund. Stripe's own refund notice takes nothing.
    expect((await pay(second, `evt_second_${second}`)).outcome).toBe("duplicate");
    expect((await pay(second)).outcome).toBe("already-paid");
    const refunded = signedEvent({
      type: "charge.refunded",
      object: {
        id: `ch_${second}`,
        object: "charge",
        payment_intent: second,
        amount: 9900,
        amount_refunded: 9900,
      },
    });
    expect((await deliver(refunded.payload, refunded.signature)).json().outcome).toBe("applied");
    expect(stripe.created("/v1/refunds").filter((r) => r.form.payment_intent === second)).toHaveLength(1);
    expect((await userRow(id)).documentCredits).toEqual({ core: 5 });
  });

  it("grants one of several payments that succeed at the same moment and refunds the others", async () => {
    const signed = await signedInClient(ctx.app);
    const intents: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await signed.client.post("/api/create-payment-intent", { product: "wellbeing-hr" });
      intents.push((res.json().clientSecret as string).split("_secret_")[0]!);
    }
    // The account row is held while the four webhooks arrive, so they all reach it together.
    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = ctx.database.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, signed.id)).for("update");
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await isLocked;
    const paying = Promise.all(intents.map((intent) => pay(intent)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    await holding;
    const outcomes = (await paying).map((o) => o.outcome);
    expect(outcomes.sort()).toEqual(["applied", "paid-twice", "paid-twice", "paid-twice"]);
    expect((await userRow(signed.id)).documentCredits).toEqual({
      "wellbeing-hr": packCredits("wellbeing-hr"),
    });
    const refunded = intents.filter((intent) => stripe.refunds.has(intent));
    expect(refunded).toHaveLength(3);
    for (const intent of refunded) expect((await purchaseOf(intent)).status).toBe("refunded");
  });

  it("credits the payment when Stripe cannot refund it, and a later refund still takes them back", async () => {
    const { id, client, first, second } = await twoCheckouts("operational-safety");
    await pay(first);
    stripe.refuseRefunds = "Charge ch_x has already been refunded.";
    try {
      expect((await pay(second)).outcome).toBe("paid-twice-credited");
    } finally {
      stripe.refuseRefunds = null;
    }
    const pack = packCredits("operational-safety");
    expect((await userRow(id)).documentCredits).toEqual({ "operational-safety": 2 * pack });
    const purchase = await purchaseOf(second);
    expect(purchase.status).toBe("succeeded");
    const history = (await client.get("/api/billing")).json().history;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: "succeeded", note: expect.stringContaining("credits were added") }),
      ]),
    );
    expect((await ledger(id)).reduce((n, l) => n + l.delta, 0)).toBe(2 * pack);

    // Refunded by hand later: that payment's unused credits go back as for any refund.
    const refund = signedEvent({
      type: "charge.refunded",
      object: {
        id: `ch_${second}`,
        object: "charge",
        payment_intent: second,
        amount: 4900,
        amount_refunded: 4900,
      },
    });
    await deliver(refund.payload, refund.signature);
    expect((await userRow(id)).documentCredits).toEqual({ "operational-safety": pack });
    expect((await purchaseOf(second)).status).toBe("refunded");
  });

  it("buys a pack again once its credits are spent", async () => {
    const { id, first, second } = await twoCheckouts("compliance-essentials");
    await pay(first);
    await ctx.database.db
      .update(users)
      .set({ documentCredits: { "compliance-essentials": 0 } })
      .where(eq(users.id, id));
    expect((await pay(second)).outcome).toBe("applied");
    expect(stripe.refunds.has(second)).toBe(false);
    expect((await userRow(id)).documentCredits).toEqual({
      "compliance-essentials": packCredits("compliance-essentials"),
    });
  });
});
