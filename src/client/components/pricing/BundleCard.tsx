import { Layers } from "lucide-react";
import type { ReactNode } from "react";
import { BUNDLE, bundleCreditsLine, bundleSaving, separatePackTotal } from "../../../domain/catalogue";
import { formatPrice } from "../../lib/price-format";
import { Card } from "../ui/card";

/** The Complete Document Suite: every pack for the bundle price. `action` is the card's button. */
export function BundleCard({ action }: { action: ReactNode }) {
  return (
    <Card
      className="flex flex-col gap-4 border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center"
      data-testid="bundle"
    >
      <Layers className="hidden h-10 w-10 shrink-0 text-brand-700 sm:block" aria-hidden />
      <div className="flex-1">
        <h3 className="text-lg font-semibold">{BUNDLE.name}</h3>
        <p className="mt-1 text-sm text-slate-700">
          {bundleCreditsLine()} {BUNDLE.description}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <span className="line-through">{formatPrice(separatePackTotal())}</span> separately · save{" "}
          {formatPrice(bundleSaving())}
        </p>
      </div>
      <div className="flex items-center gap-4 sm:flex-col sm:items-end">
        <div className="text-right">
          <div className="text-2xl font-bold">{formatPrice(BUNDLE.price)}</div>
          <div className="text-xs text-slate-500">one-time</div>
        </div>
        {action}
      </div>
    </Card>
  );
}
