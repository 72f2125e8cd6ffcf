import { Coins } from "lucide-react";
import { Link } from "wouter";
import {
  allUsedMessage,
  CREDIT_RULE,
  creditSummary,
  packCreditStates,
  packLeftLabel,
} from "../../../domain/catalogue";
import { Card } from "../../components/ui/card";
import { useCredits } from "../../lib/documents-api";
import { useRole } from "../../lib/team-api";

/** The dashboard's credits: what is left of each pack, or plainly that none are bought or all are used. */
export function CreditsStrip() {
  const data = useCredits().data;
  const balance = { left: data?.credits ?? {}, used: data?.used ?? {} };
  const summary = creditSummary(balance);
  // The team's credits: a member sees them, and only the owner buys packs.
  const { canBill } = useRole();
  return (
    <Card className="mt-6 grid gap-2 p-4" data-testid="credits-strip">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Coins className="h-5 w-5 text-brand-700" aria-hidden />
          <span className="font-semibold">{canBill ? "Your Credits:" : "Your team's credits:"}</span>
          {summary === "none" ? (
            <span className="text-slate-600">none yet — buy a document pack to generate documents</span>
          ) : summary === "all-used" ? (
            <span className="font-medium text-amber-800" data-testid="credits-all-used">
              {allUsedMessage(balance)}
            </span>
          ) : (
            packCreditStates(balance).map((s) => (
              <span key={s.packId} data-testid={`credits-left-${s.packId}`}>
                {s.name} <span className="font-semibold">{packLeftLabel(s)}</span>
              </span>
            ))
          )}
        </p>
        {canBill ? (
          <Link href="/packs" className="text-sm font-medium text-brand-700 hover:underline">
            {summary === "all-used" ? "Buy a pack again" : "Document Packs"}
          </Link>
        ) : (
          <span className="text-sm text-slate-600">The team's owner buys packs.</span>
        )}
      </div>
      <p className="text-xs text-slate-600" data-testid="credit-rule">
        {CREDIT_RULE}
      </p>
    </Card>
  );
}
