import { Check } from "lucide-react";
import type { CurrentUser } from "../../../contracts/auth";
import { CREDIT_RULE, PACKS, type Product, packById, packDocuments } from "../../../domain/catalogue";
import { formatPrice } from "../../lib/price-format";
import { Card } from "../ui/card";

const STATUS_LABELS: Record<string, string> = { free: "Free", core: "Core", compliance: "Compliance" };

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

/** The plan card: what the purchase buys, priced and counted from the catalogue. */
export function PlanCard({ product }: { product: Product }) {
  const credits = Object.values(product.credits).reduce((a, b) => a + (b ?? 0), 0);
  return (
    <Card className="p-5 lg:col-start-1" role="region" aria-labelledby="plan-title">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="plan-title" className="text-lg font-semibold">
            {product.name}
          </h2>
          <p className="text-sm text-slate-600">{credits} document credits · one-time purchase</p>
          <p className="mt-1 text-sm text-slate-600" data-testid="plan-credit-rule">
            {CREDIT_RULE}
          </p>
        </div>
        <div className="text-right">
          <div className="text-2xl font-bold" data-testid="plan-price">
            {formatPrice(product.price)}
          </div>
          <div className="whitespace-nowrap text-xs text-slate-500">USD, one-time</div>
        </div>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {product.packIds.map((id) => (
          <div key={id}>
            {product.packIds.length > 1 ? (
              <h3 className="text-sm font-semibold">{packById(id).name}</h3>
            ) : null}
            <ul className="mt-1 grid gap-1 text-sm">
              {packDocuments(id).map((d) => (
                <li key={d.id} className="flex gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden /> {d.title}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Card>
  );
}

/** Current status: the account's plan and the credits it has left. */
export function CurrentStatusCard({
  user,
  credits,
}: {
  user: CurrentUser;
  credits: Readonly<Record<string, number>> | undefined;
}) {
  const owned = PACKS.filter((p) => (credits?.[p.id] ?? 0) > 0);
  return (
    <Card className="p-5" role="region" aria-labelledby="status-title">
      <h2 id="status-title" className="text-lg font-semibold">
        Current Status
      </h2>
      <p className="mt-1 text-sm">
        Plan:{" "}
        <span className="font-semibold" data-testid="current-plan">
          {statusLabel(user.subscriptionStatus)}
        </span>
      </p>
      {owned.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No document credits yet.</p>
      ) : (
        <ul className="mt-1 text-sm text-slate-700">
          {owned.map((p) => (
            <li key={p.id}>
              {p.name}: {credits?.[p.id]} credits
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Why purchase (a free account) or why upgrade (an account that already has Core). */
export function WhyCard({ status, setup }: { status: string; setup: boolean }) {
  const upgrade = status !== "free";
  const title = setup ? "Why add a payment method?" : upgrade ? "Why upgrade?" : "Why purchase?";
  const points = setup
    ? [
        "Pay for your next pack in fewer steps.",
        "Your card details are kept by the payment provider, not by SafeDraft.",
      ]
    : upgrade
      ? [
          "Registers, procedures and wellbeing policies beyond the Core documents.",
          "Every document tailored to your business's jurisdiction, industry and high-risk work.",
          "Credits do not expire: generate when each document is due.",
          CREDIT_RULE,
        ]
      : [
          "Documents written for your country, state and industry, citing the law that applies.",
          "Edit, export to Word and PDF, and keep every revision.",
          "Core unlocks the extra policy options of the WHS Policy.",
          "One-time price, no subscription: credits do not expire.",
          CREDIT_RULE,
        ];
  return (
    <Card className="p-5" role="region" aria-labelledby="why-title">
      <h2 id="why-title" className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-2 grid gap-1.5 text-sm">
        {points.map((p) => (
          <li key={p} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden /> {p}
          </li>
        ))}
      </ul>
    </Card>
  );
}
