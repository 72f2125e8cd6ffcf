import { Clock, CreditCard, Download, ExternalLink } from "lucide-react";
import { Link } from "wouter";
import type { Billing, PurchaseSummary } from "../../../contracts/payments";
import { COMPLIANCE_PORTAL, formatOrdinalDate, PACKS } from "../../../domain/catalogue";
import { BundleCard } from "../../components/pricing/BundleCard";
import { statusLabel } from "../../components/pricing/PlanSummary";
import { SettingsReceiptDetails } from "../../components/receipt-details/SettingsReceiptDetails";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useBilling } from "../../lib/payments-api";
import { formatAmount, formatPrice, ownedLabel } from "../../lib/price-format";

/** Settings → Billing: status, packs, the bundle, the coming-soon portal, card on file and history. */
const PURCHASE_STATUS: Record<PurchaseSummary["status"], string> = {
  pending: "Pending",
  succeeded: "Paid",
  failed: "Failed",
  refunded: "Refunded",
  disputed: "Disputed",
};

export function BillingTab() {
  const billing = useBilling();
  if (billing.isPending) return <Spinner label="Loading billing" />;
  if (!billing.data) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Billing could not be loaded. Please try again later.
      </p>
    );
  }
  const data = billing.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <SettingsReceiptDetails />
      <Card className="p-5">
        <h2 className="text-lg font-semibold">Current Status</h2>
        <p className="mt-1 text-sm">
          Plan:{" "}
          <span className="font-semibold" data-testid="billing-status">
            {statusLabel(data.subscriptionStatus)}
          </span>
          {data.provider === "test" ? (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Test mode — no charge
            </span>
          ) : null}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          One-time packs give one credit per document type; credits do not expire.{" "}
          <Link href="/packs" className="font-medium text-brand-700 hover:underline">
            Browse document packs
          </Link>
        </p>
      </Card>

      <section aria-labelledby="billing-packs">
        <h2 id="billing-packs" className="mb-3 text-lg font-semibold">
          Document Packs
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {PACKS.map((pack) => {
            const credits = data.credits[pack.id] ?? 0;
            return (
              <Card key={pack.id} className="flex flex-col p-4" data-testid={`billing-pack-${pack.id}`}>
                <h3 className="font-semibold">{pack.name}</h3>
                <p className="text-sm text-slate-600">{formatPrice(pack.price)} one-time</p>
                <div className="mt-auto pt-3">
                  {credits > 0 ? (
                    <span className="text-sm font-medium text-emerald-800">{ownedLabel(credits)}</span>
                  ) : (
                    <Button size="sm" variant="outline" asChild>
                      <Link href={`/subscribe?plan=${pack.id}`}>Buy {pack.shortName}</Link>
                    </Button>
                  )}
                </div>
              </Card>
            );
          })}
        </div>
      </section>

      <BundleCard
        action={
          <Button asChild>
            <Link href="/subscribe?plan=bundle">Buy the Suite</Link>
          </Button>
        }
      />

      <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
        <Clock className="hidden h-8 w-8 text-slate-500 sm:block" aria-hidden />
        <div className="flex-1">
          <h2 className="font-semibold">
            {COMPLIANCE_PORTAL.name}{" "}
            <span className="ml-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
              Coming soon
            </span>
          </h2>
          <p className="text-sm text-slate-600">
            Unlimited generation and compliance tracking, {formatPrice(COMPLIANCE_PORTAL.monthlyPrice)} per
            month (USD).
          </p>
        </div>
        <Button disabled>Join Waitlist</Button>
      </Card>

      <PaymentMethodCard billing={data} />
      <HistoryCard billing={data} />
    </div>
  );
}

function PaymentMethodCard({ billing }: { billing: Billing }) {
  const card = billing.paymentMethod;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Payment Method</h2>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        {card ? (
          <p className="flex items-center gap-2 text-sm" data-testid="payment-method">
            <CreditCard className="h-5 w-5 text-slate-500" aria-hidden />
            <span className="capitalize">{card.brand}</span> ending in {card.last4}, expires{" "}
            {String(card.expMonth).padStart(2, "0")}/{card.expYear}
          </p>
        ) : (
          <p className="text-sm text-slate-600" data-testid="payment-method">
            No payment method on file
          </p>
        )}
        {billing.provider !== "none" ? (
          <Button variant="outline" size="sm" asChild>
            <Link href="/subscribe?plan=payment-method">{card ? "Replace Card" : "Add Payment Method"}</Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

export function HistoryCard({ billing }: { billing: Billing }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Billing History</h2>
      {billing.history.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No billing history yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[520px] text-left text-sm" data-testid="billing-history">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pr-3 font-medium">Date</th>
                <th className="py-2 pr-3 font-medium">Items</th>
                <th className="py-2 pr-3 font-medium">Amount</th>
                <th className="py-2 pr-3 font-medium">Status</th>
                <th className="py-2 font-medium">Receipt</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {billing.history.map((p) => (
                <tr key={p.id}>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatOrdinalDate(p.createdAt)}</td>
                  <td className="py-2 pr-3">{p.productName}</td>
                  <td className="py-2 pr-3">
                    {formatPrice(p.amount)} {p.currency}
                    {p.provider === "test" ? (
                      <span className="block text-xs text-slate-500">test mode, not charged</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3">
                    {p.status === "succeeded" && p.refunded > 0 ? (
                      <>
                        Partly refunded
                        <span className="block text-xs text-slate-500">
                          {formatAmount(p.refunded)} {p.currency} given back
                        </span>
                      </>
                    ) : (
                      PURCHASE_STATUS[p.status]
                    )}
                    {p.note ? <span className="block text-xs text-slate-500">{p.note}</span> : null}
                  </td>
                  <td className="py-2">
                    {p.receipt ? (
                      <a
                        href={p.receipt.pdfUrl}
                        download
                        className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                        data-testid="receipt-download"
                      >
                        <Download className="h-3 w-3" aria-hidden /> Download receipt
                      </a>
                    ) : null}
                    {p.receipt?.number ? (
                      <span className="block text-xs text-slate-500">No. {p.receipt.number}</span>
                    ) : null}
                    {p.receiptUrl ? (
                      <a
                        href={p.receiptUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex items-center gap-1 text-xs"
                      >
                        Card receipt from Stripe <ExternalLink className="h-3 w-3" aria-hidden />
                      </a>
                    ) : null}
                    {!p.receipt && !p.receiptUrl ? <span className="text-slate-400">—</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
