import type { purchases, ReceiptLine, receipts } from "../db/schema";
import { PAID_TWICE_CREDITED_NOTE, PAID_TWICE_NOTE } from "../payments/events";

type ReceiptRow = typeof receipts.$inferSelect;
type PurchaseRow = Pick<
  typeof purchases.$inferSelect,
  "id" | "status" | "failureMessage" | "completedAt" | "createdAt" | "amountCents" | "refundedCents"
>;

/** Everything a receipt shows, as text: the PDF, the e-mail and billing history all read this. */
export type ReceiptView = {
  /** "Tax invoice" only when tax is shown; "Receipt" otherwise. */
  title: string;
  number: string;
  issuedOn: string;
  paidOn: string;
  seller: { name: string; address: string; email: string; taxLabel: string; taxId: string };
  /** The buyer's company, address and tax number ("ABN: 51 824 753 556") when given; null otherwise. */
  buyer: {
    name: string;
    email: string;
    company: string | null;
    address: string | null;
    taxId: string | null;
    /** What the receipt prints under "To", in order: company, name, address, e-mail, tax number. */
    lines: string[];
  };
  lines: (ReceiptLine & { amount: string; unit: string })[];
  total: string;
  currency: string;
  /** The tax included, or why none is shown. */
  taxLine: string;
  paymentMethod: string;
  /** Paid, refunded, disputed, with what the refund state means for the buyer. */
  status: string;
  refunded: boolean;
  testMode: boolean;
};

/** Receipt numbers as people quote them: a fixed prefix and six digits. */
export const formatReceiptNumber = (n: number) => `SD-${String(n).padStart(6, "0")}`;

export function formatMoney(cents: number, currency: string): string {
  const amount = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
  }).format(cents / 100);
  return `${amount} ${currency}`;
}

const DAY = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const day = (d: Date) => DAY.format(d);

function statusText(purchase: PurchaseRow, money: (cents: number) => string): string {
  if (purchase.status === "refunded") {
    if (purchase.failureMessage === PAID_TWICE_NOTE) return `Refunded. ${PAID_TWICE_NOTE}`;
    return "Refunded: this payment was given back in full.";
  }
  if (purchase.status === "disputed") return "Disputed: the payment is being disputed with the card issuer.";
  if (purchase.failureMessage === PAID_TWICE_CREDITED_NOTE) return `Paid. ${PAID_TWICE_CREDITED_NOTE}`;
  if (purchase.refundedCents > 0) {
    return `Partly refunded: ${money(purchase.refundedCents)} of ${money(purchase.amountCents)} was given back.`;
  }
  return "Paid";
}

export function receiptView(receipt: ReceiptRow, purchase: PurchaseRow): ReceiptView {
  const money = (cents: number) => formatMoney(cents, receipt.currency);
  const taxShown = receipt.taxCents !== null && receipt.taxRateBasisPoints !== null;
  const testMode = receipt.provider === "test";
  const rate = (receipt.taxRateBasisPoints ?? 0) / 100;
  return {
    title: taxShown ? "Tax invoice" : "Receipt",
    number: formatReceiptNumber(receipt.number),
    issuedOn: day(receipt.issuedAt),
    paidOn: day(purchase.completedAt ?? purchase.createdAt),
    seller: {
      name: receipt.sellerName,
      address: receipt.sellerAddress,
      email: receipt.sellerEmail,
      taxLabel: receipt.sellerTaxLabel,
      taxId: receipt.sellerTaxId,
    },
    buyer: buyerOf(receipt),
    lines: receipt.lines.map((l) => ({
      ...l,
      unit: money(l.unitCents),
      amount: money(l.quantity * l.unitCents),
    })),
    total: money(receipt.totalCents),
    currency: receipt.currency,
    taxLine: taxShown
      ? `Total includes ${receipt.taxName} of ${money(receipt.taxCents!)} (${rate}%)`
      : testMode
        ? "No tax: test mode, nothing was charged."
        : "No tax is shown on this receipt: no tax rate is configured.",
    paymentMethod: testMode ? "Test mode — no charge" : "Card, through Stripe",
    status: statusText(purchase, money),
    refunded: purchase.status === "refunded",
    testMode,
  };
}

function buyerOf(receipt: ReceiptRow): ReceiptView["buyer"] {
  const company = receipt.buyerCompany ?? null;
  const address = receipt.buyerAddress ?? null;
  const taxId = receipt.buyerTaxId ? `${receipt.buyerTaxLabel}: ${receipt.buyerTaxId}` : null;
  const lines = [company, receipt.buyerName, address, receipt.buyerEmail, taxId].filter(
    (l): l is string => !!l,
  );
  return { name: receipt.buyerName, email: receipt.buyerEmail, company, address, taxId, lines };
}
