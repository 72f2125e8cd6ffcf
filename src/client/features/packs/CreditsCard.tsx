import { Coins } from "lucide-react";
import { PACKS } from "../../../domain/catalogue";
import { Card } from "../../components/ui/card";

/** "Your Credits": each pack with credits left. */
export function CreditsCard({ credits }: { credits: Readonly<Record<string, number>> | undefined }) {
  const owned = PACKS.filter((p) => (credits?.[p.id] ?? 0) > 0);
  return (
    <Card className="p-5" role="region" aria-labelledby="credits-title">
      <h2 id="credits-title" className="flex items-center gap-2 text-lg font-semibold">
        <Coins className="h-5 w-5 text-brand-700" aria-hidden /> Your Credits
      </h2>
      {owned.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          No credits yet. Each pack gives one credit per document type.
        </p>
      ) : (
        <ul className="mt-3 grid gap-1.5 text-sm" data-testid="credits-list">
          {owned.map((p) => (
            <li key={p.id} className="flex justify-between">
              <span>{p.name}</span>
              <span className="font-semibold">{credits?.[p.id]}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
