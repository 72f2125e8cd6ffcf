import { Check, ChevronDown, ChevronUp, ShoppingCart, Star } from "lucide-react";
import { type Pack, packCreditsLine, packDocuments } from "../../../domain/catalogue";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { formatPrice, ownedLabel } from "../../lib/price-format";

export type PackCardProps = {
  pack: Pack;
  credits: number;
  inCart: boolean;
  expanded: boolean;
  onAdd: () => void;
  onToggleDocuments: () => void;
};

/** One pack of the catalogue: price, documents, and Add to Cart or what the account still owns. */
export function PackCard({ pack, credits, inCart, expanded, onAdd, onToggleDocuments }: PackCardProps) {
  const documents = packDocuments(pack.id);
  const headingId = `pack-${pack.id}-title`;
  return (
    <Card
      className="relative flex flex-col p-5"
      aria-labelledby={headingId}
      role="region"
      data-testid={`pack-${pack.id}`}
    >
      {pack.popular ? (
        <span className="absolute -top-3 left-5 inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
          <Star className="h-3 w-3" aria-hidden /> Most Popular
        </span>
      ) : null}
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id={headingId} className="text-lg font-semibold">
            {pack.name}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{pack.description}</p>
        </div>
        <div className="shrink-0 text-right">
          <div className="text-2xl font-bold">{formatPrice(pack.price)}</div>
          <div className="text-xs text-slate-500">one-time</div>
        </div>
      </div>
      <p className="mt-4 text-sm font-medium text-slate-700">
        {documents.length} {documents.length === 1 ? "document" : "documents"} · {packCreditsLine(pack.id)}
      </p>
      <ul className="mt-2 grid gap-1.5 text-sm">
        {documents.map((d) => (
          <li key={d.id} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
            <span>
              <span className="font-medium">{d.title}</span>
              {expanded ? <span className="block text-slate-600">{d.description}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-5">
        {credits > 0 ? (
          <span
            className="inline-flex h-10 items-center rounded-md bg-emerald-50 px-3 text-sm font-medium text-emerald-800"
            data-testid={`owned-${pack.id}`}
          >
            {ownedLabel(credits)}
          </span>
        ) : inCart ? (
          <Button variant="secondary" disabled>
            <Check aria-hidden /> Added to Cart
          </Button>
        ) : (
          <Button onClick={onAdd} aria-label={`Add ${pack.name} to Cart`}>
            <ShoppingCart aria-hidden /> Add to Cart
          </Button>
        )}
        <Button variant="outline" onClick={onToggleDocuments} aria-expanded={expanded}>
          {expanded ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
          {expanded ? "Hide Details" : "View Documents"}
        </Button>
      </div>
    </Card>
  );
}
