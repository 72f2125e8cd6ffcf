import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACK_IDS, packCredits } from "../../src/domain/catalogue";
import { grantCredits } from "../../src/server/admin/credits";
import { creditTransactions, policies, purchases, users } from "../../src/server/db/schema";
import { type Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";
import { anyTypeInputs, businesses, createBusiness } from "../helpers/fixtures";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const card = (cardNumber: string) => ({ cardNumber, expiry: "12 / 34", cvc: "123" });

async function checkout(client: Client, product: string) {
  const res = await client.post("/api/create-payment-intent", { product });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { clientSecret: string; amount: number; type: string; provider: string };
}

const pay = (client: Client, clientSecret: string, cardNumber = "4242 4242 4242 4242") =>
  client.post("/api/payments/test-mode/confirm", { clientSecret, ...card(cardNumber) });

const credits = async (client: Client) => (await client.get("/api/user/credits")).json().credits;

/** The balance must always be the sum of the ledger, pack by pack. */
async function expectLedgerMatchesBalance(userId: string) {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  const sums = await ctx.database.db
    .select({ packId: creditTransactions.packId, total: sql<number>`sum(${creditTransactions.delta})::int` })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .groupBy(creditTransactions.packId);
  for (const { packId, total } of sums) expect(user!.documentCredits[packId] ?? 0).toBe(total);
  for (const [packId, balance] of Object.entries(user!.documentCredits)) {
    expect(sums.find((s) => s.packId === packId)?.total ?? 0).toBe(balance);
  }
  return user!;
}

describe("the built-in test mode", () => {
  it("is what runs without Stripe keys", async () => {
    const { client } = await signedInClient(ctx.app);
    expect((await client.get("/api/payments/config")).json()).toEqual({
      provider: "test",
      publishableKey: null,
    });
  });

  it("buys Core with the test card: credits from the catalogue, status core, ledger and history", async () => {
    const { client, id } = await signedInClient(ctx.app);
    const started = await checkout(client, "core");
    expect(started).toMatchObject({ type: "payment", provider: "test", amount: 99 });
    expect(started.clientSecret).toMatch(/^test_pi_\w+_secret_\w+$/);

    const res = await pay(client, started.clientSecret);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: "succeeded", type: "payment" });
    expect((await credits(client)).core).toBe(packCredits("core"));
    const user = await expectLedgerMatchesBalance(id);
    expect(user.subscriptionStatus).toBe("core");
    expect((await client.get("/api/auth/user")).json().subscriptionStatus).toBe("core");

    const billing = (await client.get("/api/billing")).json();
    expect(billing).toMatchObject({ subscriptionStatus: "core", provider: "test", paymentMethod: null });
    expect(billing.history).toEqual([
      expect.objectContaining({
        productName: "Core Document Pack",
        amount: 99,
        currency: "USD",
        status: "succeeded",
      }),
    ]);

    // Paying the same intent twice does nothing more.
    expect((await pay(client, started.clientSecret)).statusCode).toBe(409);
    expect((await credits(client)).core).toBe(5);
  });

  it("declines the decline cards with Stripe's words, grants nothing, and lets the user try again", async () => {
    const { client, id } = await signedInClient(ctx.app);
    const { clientSecret } = await checkout(client, "operational-safety");
    const declined = await pay(client, clientSecret, "4000 0000 0000 0002");
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: "Your card was declined.", code: "card_declined" });
    const poor = await pay(client, clientSecret, "4000000000009995");
    expect(poor.json()).toEqual({ message: "Your card has insufficient funds.", code: "insufficient_funds" });
    const real = await pay(client, clientSecret, "4111 1111 1111 1111");
    expect(real.statusCode).toBe(402);
    expect(real.json().message).toContain("test card numbers only");
    expect(await credits(client)).toMatchObject({ "operational-safety": 0 });
    expect((await client.get("/api/billing")).json().history).toEqual([
      expect.objectContaining({ status: "failed", productName: "Operational Safety" }),
    ]);

    expect((await pay(client, clientSecret)).statusCode).toBe(200);
    expect((await credits(client))["operational-safety"]).toBe(packCredits("operational-safety"));
    const user = await expectLedgerMatchesBalance(id);
    expect(user.subscriptionStatus).toBe("free"); // only Core (or the suite) sets core
  });

  it("names the card field that is wrong", async () => {
    const { client } = await signedInClient(ctx.app);
    const { clientSecret } = await checkout(client, "core");
    const cases = [
      [{ ...card("4242 4242 4242 4241") }, "cardNumber"],
      [{ ...card("4242424242424242"), expiry: "13/30" }, "expiry"],
      [{ ...card("4242424242424242"), expiry: "01/20" }, "expiry"],
      [{ ...card("4242424242424242"), cvc: "12" }, "cvc"],
      [{ ...card("4242424242424242"), cvc: "" }, "cvc"],
    ] as const;
    for (const [body, field] of cases) {
      const res = await client.post("/api/payments/test-mode/confirm", { clientSecret, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
  });

  it("only lets the buyer confirm their own payment", async () => {
    const alice = await signedInClient(ctx.app);
    const bob = await signedInClient(ctx.app);
    const { clientSecret } = await checkout(alice.client, "wellbeing-hr");
    expect((await pay(bob.client, clientSecret)).statusCode).toBe(404);
    const guessed = `${clientSecret.split("_secret_")[0]}_secret_000000`;
    expect((await pay(alice.client, guessed)).statusCode).toBe(404);
    expect(await credits(bob.client)).toMatchObject({ "wellbeing-hr": 0 });
    expect(await credits(alice.client)).toMatchObject({ "wellbeing-hr": 0 });
    const anonymous = await ctx.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { product: "core" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("sells a cart of several packs at the sum of their prices, and all five at the bundle price", async () => {
    const { client, id } = await signedInClient(ctx.app);
    const pair = await checkout(client, "wellbeing-hr,compliance-essentials");
    expect(pair.amount).toBe(98);
    await pay(client, pair.clientSecret, "5555 5555 5555 4444");
    expect(await credits(client)).toMatchObject({
      "compliance-essentials": packCredits("compliance-essentials"),
      "wellbeing-hr": packCredits("wellbeing-hr"),
    });

    const other = await signedInClient(ctx.app);
    const all = await checkout(other.client, PACK_IDS.join(","));
    expect(all.amount).toBe(239);
    await pay(other.client, all.clientSecret);
    expect(await credits(other.client)).toEqual(Object.fromEntries(PACK_IDS.map((p) => [p, packCredits(p)])));
    expect((await other.client.get("/api/auth/user")).json().subscriptionStatus).toBe("core");
    await expectLedgerMatchesBalance(id);
    await expectLedgerMatchesBalance(other.id);
  });

  it("saves a test card for plan=payment-method and shows its brand and last four", async () => {
    const { client } = await signedInClient(ctx.app);
    const setup = (await client.post("/api/get-or-create-subscription", { plan: "payment-method" })).json();
    expect(setup).toMatchObject({ type: "setup", provider: "test" });
    const res = await pay(client, setup.clientSecret, "5555555555554444");
    expect(res.json()).toEqual({ status: "succeeded", type: "setup" });
    expect((await client.get("/api/billing")).json().paymentMethod).toEqual({
      brand: "mastercard",
      last4: "4444",
      expMonth: 12,
      expYear: 2034,
    });
  });

  it("saves a card only through a card form it opened for this account, once", async () => {
    const { client } = await signedInClient(ctx.app);
    const madeUp = await pay(client, "test_seti_anything_i_like_secret_0123456789abcdef01234567");
    expect(madeUp.statusCode).toBe(404);
    expect(madeUp.json().errors.map((e: { field: string }) => e.field)).toEqual(["clientSecret"]);
    // Another account's form is no way in either.
    const other = await signedInClient(ctx.app);
    const theirs = (
      await other.client.post("/api/get-or-create-subscription", { plan: "payment-method" })
    ).json();
    expect((await pay(client, theirs.clientSecret)).statusCode).toBe(404);
    expect((await client.get("/api/billing")).json().paymentMethod).toBeNull();
    // Its owner's form works, once.
    expect((await pay(other.client, theirs.clientSecret)).json()).toEqual({
      status: "succeeded",
      type: "setup",
    });
    expect((await pay(other.client, theirs.clientSecret)).statusCode).toBe(404);
  });

  it("keeps the ledger consistent when a purchase and generations race", async () => {
    const { client, id, user } = await signedInClient(ctx.app);
    await grantCredits(ctx.database.db, user.email, "core", 1);
    const businessIds = await Promise.all([
      createBusiness(client, businesses.nswBuilder),
      createBusiness(client, { ...businesses.nswBuilder, name: "Second Site Pty Ltd" }),
    ]);
    const { clientSecret } = await checkout(client, "complete-document-suite");

    const types = ["policy", "swms", "risk-assessment", "incident-form", "emergency-plan"];
    const generations = businessIds.flatMap((businessId) =>
      types.map((documentType) =>
        client.post("/api/documents/generate", { businessId, documentType, metadata: anyTypeInputs }),
      ),
    );
    const [payment, ...generated] = await Promise.all([pay(client, clientSecret), ...generations]);
    expect(payment.statusCode).toBe(200);
    const made = generated.filter((r) => r.statusCode === 201).length;
    for (const r of generated) expect([201, 402]).toContain(r.statusCode);
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(1 + packCredits("core"));

    const after = await expectLedgerMatchesBalance(id);
    expect(after.documentCredits.core).toBe(1 + packCredits("core") - made);
    const docs = await ctx.database.db
      .select({ id: policies.id })
      .from(policies)
      .where(
        sql`${policies.businessId} in (${sql.join(
          businessIds.map((b) => sql`${b}::uuid`),
          sql`, `,
        )})`,
      );
    expect(docs).toHaveLength(made);
    const consumed = await ctx.database.db
      .select()
      .from(creditTransactions)
      .where(sql`${creditTransactions.userId} = ${id} and ${creditTransactions.kind} = 'consume'`);
    expect(consumed).toHaveLength(made);
    const [purchase] = await ctx.database.db.select().from(purchases).where(eq(purchases.userId, id));
    expect(purchase!.status).toBe("succeeded");
  });
});

describe("a pack paid twice in test mode", () => {
  it("refuses the second card payment as a refund and keeps the balance at one pack", async () => {
    const { client, id } = await signedInClient(ctx.app);
    // Two tabs: both checkouts start before either is paid.
    const first = await checkout(client, "wellbeing-hr");
    const second = await checkout(client, "wellbeing-hr");
    expect((await pay(client, first.clientSecret)).statusCode).toBe(200);
    const again = await pay(client, second.clientSecret);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "You already have credits of Wellbeing & HR, so this payment was refunded in full. Use them before buying it again.",
    );
    expect((await credits(client))["wellbeing-hr"]).toBe(packCredits("wellbeing-hr"));
    await expectLedgerMatchesBalance(id);
    const history = (await client.get("/api/billing")).json().history;
    expect(history.map((p: { status: string }) => p.status).sort()).toEqual(["refunded", "succeeded"]);
    // Confirming the refunded payment again changes nothing.
    expect((await pay(client, second.clientSecret)).statusCode).toBe(409);
    expect((await credits(client))["wellbeing-hr"]).toBe(packCredits("wellbeing-hr"));
  });
});

describe("payments in production without Stripe keys", () => {
  it("are off unless test mode is asked for by name", async () => {
    const prod = await createTestApp({ NODE_ENV: "production" });
    try {
      const { client } = await signedInClient(prod.app);
      expect((await client.get("/api/payments/config")).json().provider).toBe("none");
      const res = await client.post("/api/create-payment-intent", { product: "core" });
      expect(res.statusCode).toBe(503);
    } finally {
      await prod.close();
    }
  });
});
