// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Billing, PurchaseSummary } from "../../../contracts/payments";
import { HistoryCard } from "./BillingTab";

afterEach(cleanup);

const purchase = (over: Partial<PurchaseSummary>): PurchaseSummary => ({
  id: "p1",
  createdAt: "2026-11-20T10:00:00.000Z",
  productName: "Core Document Pack",
  packIds: ["core"],
  amount: 99,
  refunded: 0,
  currency: "USD",
  status: "succeeded",
  receiptUrl: null,
  provider: "stripe",
  note: null,
  receipt: { number: "SD-000001", pdfUrl: "/api/receipts/p1/pdf" },
  ...over,
});

const billing = (history: PurchaseSummary[]): Billing => ({
  subscriptionStatus: "core",
  credits: {},
  provider: "stripe",
  paymentMethod: null,
  history,
});

describe("billing history", () => {
  it("says a payment refunded in part is partly refunded, and how much went back", () => {
    render(<HistoryCard billing={billing([purchase({ refunded: 49.5 })])} />);
    const row = within(screen.getByTestId("billing-history")).getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("Partly refunded");
    expect(row).toHaveTextContent("$49.50 USD given back");
    expect(row).not.toHaveTextContent(/\bPaid\b/);
  });

  it("says paid and refunded for payments kept and given back in full", () => {
    render(
      <HistoryCard
        billing={billing([purchase({}), purchase({ id: "p2", status: "refunded", refunded: 99 })])}
      />,
    );
    const rows = within(screen.getByTestId("billing-history")).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Paid");
    expect(rows[1]).not.toHaveTextContent("refunded");
    expect(rows[2]).toHaveTextContent("Refunded");
    expect(rows[2]).not.toHaveTextContent("Partly");
  });
});
