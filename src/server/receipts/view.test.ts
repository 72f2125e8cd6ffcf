import { describe, expect, it } from "vitest";
import type { receipts } from "../db/schema";
import { PAID_TWICE_NOTE } from "../payments/events";
import { includedTax, receiptLines } from "./issue";
import { formatReceiptNumber, receiptView } from "./view";

const receipt = (over: Partial<typeof receipts.$inferSelect> = {}): typeof receipts.$inferSelect => ({
  purchaseId: "p1",
  number: 7,
  issuedAt: new Date("2026-11-24T10:00:00Z"),
  sellerName: "Harbour Safety Software Pty Ltd",
  sellerAddress: "1 Example Street, Sydney NSW 2000",
  sellerEmail: "accounts@harbour-safety.example",
  sellerTaxLabel: "ABN",
  sellerTaxId: "51 824 753 556",
  buyerName: "Robin Holder",
  buyerEmail: "robin@example.com",
  buyerCompany: null,
  buyerAddress: null,
  buyerTaxLabel: null,
  buyerTaxId: null,
  lines: [{ description: "Core Document Pack", detail: "5 document credits", quantity: 1, unitCents: 9900 }],
  totalCents: 9900,
  currency: "USD",
  taxName: null,
  taxRateBasisPoints: null,
  taxCents: null,
  provider: "stripe",
  ...over,
});
const paid = {
  id: "p1",
  status: "succeeded" as const,
  failureMessage: null,
  amountCents: 9900,
  refundedCents: 0,
  completedAt: new Date("2026-11-23T23:30:00Z"),
  createdAt: new Date("2026-11-23T23:00:00Z"),
};

describe("receipt view", () => {
  it("is a tax invoice showing the tax included only when a rate was configured", () => {
    const taxed = receiptView(
      receipt({ taxName: "GST", taxRateBasisPoints: 1000, taxCents: includedTax(9900, 1000) }),
      paid,
    );
    expect(taxed.title).toBe("Tax invoice");
    expect(taxed.taxLine).toBe("Total includes GST of $9.00 USD (10%)");
    const untaxed = receiptView(receipt(), paid);
    expect(untaxed.title).toBe("Receipt");
    expect(untaxed.taxLine).toBe("No tax is shown on this receipt: no tax rate is configured.");
    expect(untaxed.taxLine).not.toMatch(/GST|VAT/);
  });

  it("says test mode charged nothing", () => {
    const test = receiptView(receipt({ provider: "test" }), paid);
    expect(test).toMatchObject({
      title: "Receipt",
      paymentMethod: "Test mode — no charge",
      taxLine: "No tax: test mode, nothing was charged.",
      testMode: true,
    });
    expect(receiptView(receipt(), paid).paymentMethod).toBe("Card, through Stripe");
  });

  it("numbers, dates and prices as people read them", () => {
    const view = receiptView(receipt(), paid);
    expect(view).toMatchObject({
      number: "SD-000007",
      issuedOn: "24 November 2026",
      paidOn: "23 November 2026",
      total: "$99.00 USD",
    });
    expect(view.lines[0]).toMatchObject({ unit: "$99.00 USD", amount: "$99.00 USD" });
    expect(formatReceiptNumber(1234567)).toBe("SD-1234567");
  });

  it("states the refund state", () => {
    expect(receiptView(receipt(), paid).status).toBe("Paid");
    expect(receiptView(receipt(), { ...paid, status: "refunded" })).toMatchObject({
      status: "Refunded: this payment was given back in full.",
      refunded: true,
    });
    expect(
      receiptView(receipt(), { ...paid, status: "refunded", failureMessage: PAID_TWICE_NOTE }).status,
    ).toBe(`Refunded. ${PAID_TWICE_NOTE}`);
    expect(receiptView(receipt(), { ...paid, status: "disputed" }).status).toMatch(/^Disputed/);
  });

  it("says how much of a payment refunded in part was given back", () => {
    const view = receiptView(receipt(), { ...paid, refundedCents: 4950 });
    expect(view.status).toBe("Partly refunded: $49.50 USD of $99.00 USD was given back.");
    expect(view.refunded).toBe(false);
  });
});

describe("receipt lines and tax", () => {
  it("lists each pack of a cart at its price, and the suite as one line", () => {
    const cart = receiptLines({
      product: "core,wellbeing-hr",
      productName: "Core Document Pack + Wellbeing & HR",
      packIds: ["core", "wellbeing-hr"],
      amountCents: 14_800,
    });
    expect(cart.map((l) => [l.description, l.quantity, l.unitCents])).toEqual([
      ["Core Document Pack", 1, 9900],
      ["Wellbeing & HR", 1, 4900],
    ]);
    const suite = receiptLines({
      product: "complete-document-suite",
      productName: "Complete Document Suite",
      packIds: ["core", "compliance-essentials", "operational-safety", "wellbeing-hr"],
      amountCents: 19_900,
    });
    expect(suite).toHaveLength(1);
    expect(suite[0]).toMatchObject({
      description: "Complete Document Suite",
      quantity: 1,
      unitCents: 19_900,
    });
    expect(suite[0]!.detail).toContain("Core Document Pack");
  });

  it("is one line at the amount paid when the catalogue no longer adds up to it", () => {
    const lines = receiptLines({
      product: "core,wellbeing-hr",
      productName: "Core Document Pack + Wellbeing & HR",
      packIds: ["core", "wellbeing-hr"],
      amountCents: 12_000,
    });
    expect(lines).toEqual([
      expect.objectContaining({ description: "Core Document Pack + Wellbeing & HR", unitCents: 12_000 }),
    ]);
  });

  it("takes the tax out of a tax-inclusive price to the cent", () => {
    expect(includedTax(9900, 1000)).toBe(900);
    expect(includedTax(9900, 2000)).toBe(1650);
    expect(includedTax(4900, 1500)).toBe(639);
  });
});
