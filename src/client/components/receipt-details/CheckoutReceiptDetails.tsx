import { Card } from "../ui/card";
import { type ReceiptDetails, ReceiptDetailsFields } from "./receipt-details";

/** Checkout: the optional company, tax number and address printed on this purchase's receipt. */
export function CheckoutReceiptDetails({ details }: { details: ReceiptDetails }) {
  return (
    <Card className="p-5" role="region" aria-labelledby="receipt-details-title" data-testid="receipt-details">
      <h2 id="receipt-details-title" className="text-lg font-semibold">
        Receipt details (optional)
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Buying for a business? Its name, tax number and address are printed on this receipt and kept for your
        next ones (change them in Settings → Billing). Leave them blank for a personal receipt.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <ReceiptDetailsFields details={details} idPrefix="receipt" />
      </div>
    </Card>
  );
}
