import { ShoppingCart, X } from "lucide-react";
import { Link } from "wouter";
import {
  BUNDLE,
  bundleSaving,
  CREDIT_RULE,
  type PackId,
  packById,
  packCreditsLine,
  selectionPrice,
} from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { formatPrice } from "../../lib/price-format";

export type SelectionPanelProps = {
  packs: readonly PackId[];
  credits: Readonly<Record<string, number>>;
  onRemove: (id: PackId) => void;
  onProceed: () => void;
  onGenerate: () => void;
};

/** "Your Selection": the cart, its total (the bundle price once every pack is in it) and what to do next. */
export function SelectionPanel({ packs, credits, onRemove, onProceed, onGenerate }: SelectionPanelProps) {
  // Packs bought since they were added are kept in the cart but not charged again.
  const toBuy = packs.filter((id) => (credits[id] ?? 0) <= 0);
  const { total, bundleApplied } = selectionPrice(toBuy);
  const allOwned = packs.length > 0 && toBuy.length === 0;
  return (
    <Card id="your-selection" className="scroll-mt-20 p-5" role="region" aria-labelledby="selection-title">
      <h2 id="selection-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShoppingCart className="h-5 w-5 text-brand-700" aria-hidden /> Your Selection
      </h2>
      {packs.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No packs selected yet. Add a pack to get started.</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-100">
            {packs.map((id) => {
              const pack = packById(id);
              return (
                <li key={id} className="flex items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    {pack.name}
                    <span className="block text-xs text-slate-600">{packCreditsLine(id)}</span>
                  </span>
                  <span className="flex items-center gap-1">
                    <span className="text-slate-700">
                      {toBuy.includes(id) ? formatPrice(pack.price) : "Owned"}
                    </span>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-8 w-8"
                      aria-label={`Remove ${pack.name}`}
                      onClick={() => onRemove(id)}
                    >
                      <X aria-hidden />
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
          {bundleApplied ? (
            <p className="mt-2 rounded-md bg-brand-50 p-2 text-sm text-brand-900" data-testid="bundle-notice">
              Bundle pricing applied: all {BUNDLE.packIds.length} packs as the {BUNDLE.name} for{" "}
              {formatPrice(BUNDLE.price)}, saving {formatPrice(bundleSaving())}.
            </p>
          ) : null}
          <div className="mt-3 flex items-center justify-between border-t border-slate-200 pt-3 font-semibold">
            <span>Total</span>
            <span data-testid="selection-total">{formatPrice(total)}</span>
          </div>
          <div className="mt-4 grid gap-2">
            {allOwned ? (
              <Button onClick={onGenerate}>Generate Documents</Button>
            ) : (
              <Button onClick={onProceed}>Proceed to Purchase</Button>
            )}
          </div>
        </>
      )}
      <p className="mt-4 text-xs text-slate-500">
        One-time purchase in US dollars. {CREDIT_RULE} <Link href="/settings?tab=billing">Billing</Link>
      </p>
    </Card>
  );
}
