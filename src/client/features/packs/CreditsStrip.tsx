import { Coins } from "lucide-react";
import { Link } from "wouter";
import { PACKS } from "../../../domain/catalogue";
import { Card } from "../../components/ui/card";
import { useCredits } from "../documents/api";

/** The dashboard's line of credits per pack, with the way to the pack catalogue. */
export function CreditsStrip() {
  const credits = useCredits().data?.credits;
  const owned = PACKS.filter((p) => (credits?.[p.id] ?? 0) > 0);
  return (
    <Card className="mt-6 flex flex-wrap items-center justify-between gap-3 p-4" data-testid="credits-strip">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Coins className="h-5 w-5 text-brand-700" aria-hidden />
        <span className="font-semibold">Your Credits:</span>
        {owned.length === 0 ? (
          <span className="text-slate-600">none yet — buy a document pack to generate documents</span>
        ) : (
          owned.map((p) => (
            <span key={p.id}>
              {p.shortName} <span className="font-semibold">{credits?.[p.id]}</span>
            </span>
          ))
        )}
      </p>
      <Link href="/packs" className="text-sm font-medium text-brand-700 hover:underline">
        Document Packs
      </Link>
    </Card>
  );
}
