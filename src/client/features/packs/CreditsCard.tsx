import { Coins } from "lucide-react";
import {
  allUsedMessage,
  CREDIT_RULE,
  creditSummary,
  PACKS,
  packCreditStates,
  packLeftLabel,
} from "../../../domain/catalogue";
import { Card } from "../../components/ui/card";

/** "Your Credits": what is left of each pack the account has had, and what a credit buys. */
export function CreditsCard({
  credits,
  used,
}: {
  credits: Readonly<Record<string, number>> | undefined;
  used: Readonly<Record<string, number>> | undefined;
}) {
  const balance = { left: credits ?? {}, used: used ?? {} };
  const summary = creditSummary(balance);
  return (
    <Card className="p-5" role="region" aria-labelledby="credits-title">
      <h2 id="credits-title" className="flex items-center gap-2 text-lg font-semibold">
        <Coins className="h-5 w-5 text-brand-700" aria-hidden /> Your Credits
      </h2>
      {summary === "none" ? (
        <p className="mt-3 text-sm text-slate-600">No credits yet.</p>
      ) : (
        <>
          {summary === "all-used" ? (
            <p className="mt-3 text-sm font-medium text-amber-800">{allUsedMessage(balance)}</p>
          ) : null}
          <ul className="mt-3 grid gap-1.5 text-sm" data-testid="credits-list">
            {packCreditStates(balance).map((s) => (
              <li key={s.packId} className="flex justify-between gap-2">
                <span>{PACKS.find((p) => p.id === s.packId)?.name}</span>
                <span className="font-semibold">{packLeftLabel(s)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-3 text-xs text-slate-600">{CREDIT_RULE}</p>
    </Card>
  );
}
