import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, purchases, receipts, users } from "../../src/server/db/schema";
import { applyPaymentEvent } from "../../src/server/payments/events";
import { RECEIPT_TOPIC } from "../../src/server/receipts/service";
import { type Client, createTestApp, signedInClient, TEST_HOST, type TestContext } from "../helpers/app";
import { FakeStripe, signedEvent } from "../helpers/fake-stripe";
import { latestMail } from "../helpers/mail";

const run = promisify(execFile);

const SELLER = {
  SELLER_NAME: "Harbour Safety Software Pty Ltd",
  SELLER_ADDRESS: "1 Example Street, Sydney NSW 2000, Australia",
  SELLER_EMAIL: "accounts@harbour-safety.example",
  SELLER_TAX_LABEL: "ABN",
  SELLER_TAX_ID: "51 824 753 556",
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(SELLER);
});
afterAll(() => ctx.close());

type HistoryItem = {
  id: string;
  productName: string;
  status: string;
  receipt: { number: string | null; pdfUrl: string } | null;
};

async function checkout(client: Client, product: string) {
  const res = await client.post("/api/create-payment-intent", { product });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().clientSecret as string;
}

async function pay(client: Client, clientSecret: string, cardNumber = "4242 4242 4242 4242") {
  return client.post("/api/payments/test-mode/confirm", {
    clientSecret,
    cardNumber,
    expiry: "12 / 34",
    cvc: "123",
  });
}

async function buy(client: Client, product: string) {
  const res = await pay(client, await checkout(client, product));
  expect(res.statusCode, res.body).toBe(200);
}

async function history(client: Client): Promise<HistoryItem[]> {
  const res = await client.get("/api/billing");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().history;
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

async function pdfText(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "safedraft-receipt-"));
  const file = path.join(dir, "receipt.pdf");
  writeFileSync(file, pdf);
  const { stdout } = await run("pdftotext", [file, "-"]);
  return squash(stdout);
}

async function downloadText(client: Client, item: HistoryItem) {
  const res = await client.get(item.receipt!.pdfUrl);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="SafeDraft-SD-\d{6}\.pdf"$/);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  return pdfText(res.rawPayload);
}

const numberOf = (item: HistoryItem) => Number(item.receipt!.number!.slice(3));

describe("a test-mode purchase's receipt", () => {
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let item: HistoryItem;
  beforeAll(async () => {
    owner = await signedInClient(ctx.app, { firstName: "Robin", lastName: "Receiptholder" });
    await buy(owner.client, "core");
    item = (await history(owner.client))[0]!;
  });

  it("is numbered in billing history, with a link to its PDF", () => {
    expect(item).toMatchObject({ productName: "Core Document Pack", status: "succeeded" });
    expect(item.receipt).toEqual({
      number: expect.stringMatching(/^SD-\d{6}$/),
      pdfUrl: `/api/receipts/${item.id}/pdf`,
    });
  });

  it("downloads as a PDF naming the number, seller, buyer, pack, price and that nothing was charged", async () => {
    const text = await downloadText(owner.client, item);
    expect(text).toContain("RECEIPT");
    expect(text).not.toContain("TAX INVOICE");
    expect(text).toContain(item.receipt!.number!);
    const today = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date());
    expect(text).toContain(`Issued ${today}`);
    for (const fact of [
      SELLER.SELLER_NAME,
      SELLER.SELLER_ADDRESS,
      SELLER.SELLER_EMAIL,
      `ABN: ${SELLER.SELLER_TAX_ID}`,
      "Robin Receiptholder",
      owner.user.email,
      "Core Document Pack",
      "5 credits: 5 documents from the Core Document pack in all",
      "$99.00 USD",
      "Currency USD",
      "Payment method Test mode — no charge",
      "No tax: test mode, nothing was charged.",
      "Status Paid",
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(text).not.toMatch(/GST|VAT|REFUNDED/);
  });

  it("is e-mailed through the outbox with the same details and the download link", async () => {
    const mail = await latestMail(ctx, owner.user.email, `${RECEIPT_TOPIC}:${item.id}`);
    expect(mail).not.toBeNull();
    expect(mail!.subject).toBe(`Your SafeDraft receipt ${item.receipt!.number}`);
    for (const fact of [
      `Receipt ${item.receipt!.number}`,
      SELLER.SELLER_NAME,
      `ABN: ${SELLER.SELLER_TAX_ID}`,
      "Robin Receiptholder",
      "1 x Core Document Pack (5 credits: 5 documents from the Core Document pack in all, for any of your businesses and jobs)",
      "Total: $99.00 USD",
      "Payment method: Test mode — no charge",
      "Status: Paid",
      `${ctx.config.appUrl}/api/receipts/${item.id}/pdf`,
    ]) {
      expect(mail!.text, fact).toContain(fact);
    }
  });

  it("is in the account's data export", async () => {
    const res = await owner.client.get("/api/account/export");
    expect(res.statusCode).toBe(200);
    const [purchase] = res.json().purchases;
    expect(purchase.receipt).toMatchObject({
      number: item.receipt!.number,
      sellerName: SELLER.SELLER_NAME,
      buyerEmail: owner.user.email,
      totalCents: 9900,
    });
  });

  it("is the owner's only: a stranger and a visitor get nothing", async () => {
    const stranger = await signedInClient(ctx.app);
    const theirs = await stranger.client.get(item.receipt!.pdfUrl);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(owner.user.email);
    expect((await ctx.app.inject({ method: "GET", url: item.receipt!.pdfUrl })).statusCode).toBe(401);
    const bad = await owner.client.get("/api/receipts/not-an-id/pdf");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("id");
  });
});

describe("receipt numbers", () => {
  it("are unique and increase from one purchase to the next", async () => {
    const { client } = await signedInClient(ctx.app);
    await buy(client, "compliance-essentials");
    await buy(client, "operational-safety");
    const [second, first] = await history(client);
    expect(second!.productName).toBe("Operational Safety");
    expect(numberOf(second!)).toBeGreaterThan(numberOf(first!));
    const pdf = await downloadText(client, second!);
    expect(pdf).toContain(second!.receipt!.number!);
    expect(pdf).not.toContain(first!.receipt!.number!);
  });

  it("never repeat when payments succeed at the same moment", async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => signedInClient(ctx.app)));
    const secrets = await Promise.all(people.map((p) => checkout(p.client, "wellbeing-hr")));
    const paid = await Promise.all(people.map((p, i) => pay(p.client, secrets[i]!)));
    for (const res of paid) expect(res.statusCode, res.body).toBe(200);
    const all = await ctx.database.db.select({ number: receipts.number }).from(receipts);
    const numbers = all.map((r) => r.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(numbers.length);
    // No gaps either: every number from the first to the last was issued.
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  });

  it("are not given to a declined payment", async () => {
    const { client } = await signedInClient(ctx.app);
    const secret = await checkout(client, "core");
    expect((await pay(client, secret, "4000 0000 0000 0002")).statusCode).toBe(402);
    const [declined] = await history(client);
    expect(declined).toMatchObject({ status: "failed", receipt: null });
    expect((await client.get(`/api/receipts/${declined!.id}/pdf`)).statusCode).toBe(404);
  });
});

describe("a refunded purchase's receipt", () => {
  it("says how much was given back when a payment is refunded in part, and still paid", async () => {
    const { client } = await signedInClient(ctx.app);
    await buy(client, "core");
    const [item] = await history(client);
    const [purchase] = await ctx.database.db.select().from(purchases).where(eq(purchases.id, item!.id));
    const refund = (cents: number, n: number) =>
      applyPaymentEvent(
        ctx.database.db,
        {
          id: `evt_part_${n}_${item!.id}`,
          type: "payment.refunded",
          ref: purchase!.providerRef,
          amountRefundedCents: cents,
        },
        { issuer: { seller: ctx.config.seller, tax: ctx.config.tax } },
      );
    expect(await refund(4950, 1)).toBe("applied");
    const [after] = await history(client);
    expect(after).toMatchObject({ status: "succeeded", refunded: 49.5, amount: 99 });
    const text = await downloadText(client, after!);
    expect(text).toContain("Status Partly refunded: $49.50 USD of $99.00 USD was given back.");
    // A later event reporting less (delivered out of order) never lowers what was given back.
    await refund(2000, 2);
    expect((await history(client))[0]).toMatchObject({ status: "succeeded", refunded: 49.5 });
    await refund(9900, 3);
    expect((await history(client))[0]).toMatchObject({ status: "refunded", refunded: 99 });
    expect(await downloadText(client, after!)).toContain(
      "Status Refunded: this payment was given back in full.",
    );
  });

  it("says refunded once the payment is given back", async () => {
    const { client, user } = await signedInClient(ctx.app);
    await buy(client, "core");
    const [item] = await history(client);
    const [purchase] = await ctx.database.db.select().from(purchases).where(eq(purchases.id, item!.id));
    const outcome = await applyPaymentEvent(
      ctx.database.db,
      {
        id: `evt_refund_${item!.id}`,
        type: "payment.refunded",
        ref: purchase!.providerRef,
        amountRefundedCents: 9900,
      },
      { issuer: { seller: ctx.config.seller, tax: ctx.config.tax } },
    );
    expect(outcome).toBe("applied");
    const [after] = await history(client);
    expect(after).toMatchObject({ status: "refunded", receipt: { number: item!.receipt!.number } });
    const text = await downloadText(client, after!);
    expect(text).toContain("Status Refunded: this payment was given back in full.");
    expect(text).toContain(item!.receipt!.number!);
    expect(text).toContain(user.email);
  });

  it("says refunded for a pack paid twice, which was numbered too", async () => {
    const { client } = await signedInClient(ctx.app);
    const first = await checkout(client, "wellbeing-hr");
    const second = await checkout(client, "wellbeing-hr");
    expect((await pay(client, first)).statusCode).toBe(200);
    expect((await pay(client, second)).statusCode).toBe(409);
    const items = await history(client);
    const refunded = items.find((i) => i.status === "refunded")!;
    const paid = items.find((i) => i.status === "succeeded")!;
    expect(refunded.receipt!.number).not.toBe(paid.receipt!.number);
    const text = await downloadText(client, refunded);
    expect(text).toContain("Status Refunded. Paid twice");
    expect(text).toContain("Wellbeing & HR");
  });
});

describe("a purchase paid before receipts were issued", () => {
  it("gets its receipt, numbered then, the first time it is downloaded", async () => {
    const { client, id } = await signedInClient(ctx.app);
    const [row] = await ctx.database.db
      .insert(purchases)
      .values({
        userId: id,
        product: "core",
        productName: "Core Document Pack",
        packIds: ["core"],
        amountCents: 9900,
        currency: "USD",
        status: "succeeded",
        provider: "test",
        providerRef: `test_pi_old_${id}`,
        completedAt: new Date("2026-10-01T00:00:00Z"),
      })
      .returning();
    const [before] = await history(client);
    expect(before!.receipt).toEqual({ number: null, pdfUrl: `/api/receipts/${row!.id}/pdf` });
    const text = await downloadText(client, before!);
    expect(text).toContain("Paid 1 October 2026");
    const [after] = await history(client);
    expect(after!.receipt!.number).toMatch(/^SD-\d{6}$/);
    expect(text).toContain(after!.receipt!.number!);
    // Asked again, it is the same receipt.
    expect(await downloadText(client, after!)).toContain(after!.receipt!.number!);
    expect(
      await ctx.database.db.select().from(receipts).where(eq(receipts.purchaseId, row!.id)),
    ).toHaveLength(1);
  });
});

describe("an issued receipt", () => {
  it("keeps the buyer's name as it was when it was issued", async () => {
    const { client, id } = await signedInClient(ctx.app, { firstName: "Sam", lastName: "Before" });
    await buy(client, "core");
    await ctx.database.db.update(users).set({ name: "Sam After" }).where(eq(users.id, id));
    const [item] = await history(client);
    const text = await downloadText(client, item!);
    expect(text).toContain("Sam Before");
    expect(text).not.toContain("Sam After");
  });
});

describe("the default seller details", () => {
  it("say plainly that they are placeholders", async () => {
    const plain = await createTestApp();
    try {
      const { client } = await signedInClient(plain.app);
      await buy(client, "core");
      const [item] = await history(client);
      const text = await downloadText(client, item!);
      expect(text).toContain("placeholder seller name: set SELLER_NAME");
      expect(text).toContain("Tax ID (placeholder: set SELLER_TAX_LABEL): Placeholder: set SELLER_TAX_ID");
    } finally {
      await plain.close();
    }
  });
});

describe("a card payment through Stripe with a tax rate configured", () => {
  const stripe = new FakeStripe();
  let taxed: TestContext;
  beforeAll(async () => {
    await stripe.start();
    taxed = await createTestApp({ ...stripe.env(), ...SELLER, TAX_NAME: "GST", TAX_RATE_PERCENT: "10" });
  });
  afterAll(async () => {
    await taxed?.close();
    await stripe.stop();
  });

  it("gets a tax invoice showing the tax included, e-mailed once however often the webhook comes", async () => {
    const { client, user } = await signedInClient(taxed.app);
    const started = await client.post("/api/create-payment-intent", { product: "core" });
    const intentId = (started.json().clientSecret as string).split("_secret_")[0]!;
    const intent = stripe.paymentIntents.get(intentId)!;
    const event = signedEvent({
      type: "payment_intent.succeeded",
      object: { ...intent, status: "succeeded", amount_received: intent.amount },
    });
    for (let i = 0; i < 3; i++) {
      const res = await taxed.app.inject({
        method: "POST",
        url: "/api/stripe/webhook",
        headers: {
          host: TEST_HOST,
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": event.signature,
        },
        payload: event.payload,
      });
      expect(res.json().outcome).toBe(i === 0 ? "applied" : "duplicate");
    }

    const [item] = await history(client);
    const text = await downloadText(client, item!);
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain("Total includes GST of $9.00 USD (10%)");
    expect(text).toContain("Payment method Card, through Stripe");
    expect(text).toContain(`ABN: ${SELLER.SELLER_TAX_ID}`);
    expect(text).not.toContain("Test mode");

    const mails = await taxed.database.db.select().from(outbox).where(eq(outbox.to, user.email));
    const receiptMails = mails.filter((m) => m.topic === `${RECEIPT_TOPIC}:${item!.id}`);
    expect(receiptMails).toHaveLength(1);
    expect(receiptMails[0]!.subject).toBe(`Your SafeDraft tax invoice ${item!.receipt!.number}`);
    expect(receiptMails[0]!.text).toContain("Total includes GST of $9.00 USD (10%)");
  });
});

describe("receipts after the buyer deletes their account", () => {
  it("keeps the purchase and its numbered receipt, with the buyer's name and address removed", async () => {
    const { client, user, id } = await signedInClient(ctx.app);
    await buy(client, "core");
    const [before] = await history(client);
    expect(before?.receipt?.number).toMatch(/^SD-\d{6}$/);
    const [purchase] = await ctx.database.db.select().from(purchases).where(eq(purchases.userId, id));
    const [receipt] = await ctx.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.purchaseId, purchase!.id));
    expect(receipt!.buyerEmail).toBe(user.email);

    const deleted = await client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: user.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const [kept] = await ctx.database.db.select().from(purchases).where(eq(purchases.id, purchase!.id));
    expect(kept).toMatchObject({ userId: null, status: "succeeded", amountCents: purchase!.amountCents });
    expect(kept!.clientSecret).toBeNull();
    const [keptReceipt] = await ctx.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.purchaseId, purchase!.id));
    expect(keptReceipt).toMatchObject({
      number: receipt!.number,
      totalCents: receipt!.totalCents,
      sellerName: SELLER.SELLER_NAME,
      buyerName: "Deleted account",
      buyerEmail: "",
    });
    // Nothing of the person is left on it.
    expect(JSON.stringify(keptReceipt)).not.toContain(user.email);
    expect(JSON.stringify(keptReceipt)).not.toContain(user.lastName);
    // The numbers run on without a gap: the next buyer gets the next number.
    const next = await signedInClient(ctx.app);
    await buy(next.client, "core");
    const [nextItem] = await history(next.client);
    const numbers = (await ctx.database.db.select({ n: receipts.number }).from(receipts)).map((r) => r.n);
    expect(numbers).toContain(receipt!.number);
    expect(Number(nextItem!.receipt!.number!.slice(3))).toBeGreaterThan(receipt!.number);
  });

  it("still records a refund of a payment whose buyer has deleted their account", async () => {
    const { client, user, id } = await signedInClient(ctx.app);
    await buy(client, "core");
    const [purchase] = await ctx.database.db.select().from(purchases).where(eq(purchases.userId, id));
    expect(
      (await client.post("/api/account/delete", { confirmation: "DELETE", password: user.password }))
        .statusCode,
    ).toBe(200);
    const outcome = await applyPaymentEvent(
      ctx.database.db,
      {
        type: "payment.refunded",
        id: `evt_refund_${purchase!.id}`,
        ref: purchase!.providerRef,
        amountRefundedCents: purchase!.amountCents,
      },
      { issuer: { seller: ctx.config.seller, tax: ctx.config.tax } },
    );
    expect(outcome).toBe("applied");
    const [kept] = await ctx.database.db.select().from(purchases).where(eq(purchases.id, purchase!.id));
    expect(kept).toMatchObject({ status: "refunded", refundedCents: purchase!.amountCents, userId: null });
  });
});
