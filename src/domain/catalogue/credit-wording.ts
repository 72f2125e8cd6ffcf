import { BUNDLE, PACKS, type PackId, packById, packLabel } from "./packs";
import { packCredits } from "./products";

// Buyers with several businesses read "one credit per document type" as "each type once per
// business" or "every document for ever". These lines say what a credit really buys, from the
// catalogue's own counts, in the same words on the packs page, the cart, the dashboard and receipts.

/** The one sentence on what a credit buys. */
export const CREDIT_RULE =
  "One credit makes one document of any type in its pack, for any of your businesses and any job; credits are shared across them all and never expire.";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "5 credits: 5 documents in all, for any of your businesses and jobs" — a pack's card and cart line. */
export function packCreditsLine(packId: PackId): string {
  const n = packCredits(packId);
  return `${plural(n, "credit")}: ${plural(n, "document")} in all, for any of your businesses and jobs`;
}

/** The suite's card: how far its credits go, so nobody reads it as every document for every business. */
export function bundleCreditsLine(): string {
  const total = BUNDLE.packIds.reduce((n, id) => n + packCredits(id), 0);
  return `All ${PACKS.length} packs with ${plural(total, "credit")} in all: one document of each of the ${total} types for one business, or the same credits spread across your businesses and jobs.`;
}

/** A receipt line's detail: what the credits of one pack (or several, counted together) buy. */
export function receiptCreditsDetail(packIds: readonly PackId[]): string {
  const n = packIds.reduce((sum, id) => sum + packCredits(id), 0);
  const packs = packIds.length === 1 ? `the ${packLabel(packById(packIds[0]!).name)}` : "these packs";
  return `${plural(n, "credit")}: ${plural(n, "document")} from ${packs} in all, for any of your businesses and jobs`;
}

/** Per pack: credits left and documents already made with the pack's credits. */
export type CreditBalance = {
  left: Readonly<Record<string, number>>;
  used: Readonly<Record<string, number>>;
};

export type PackCreditState = { packId: PackId; name: string; left: number; used: number };

/** The packs the account has ever had credits of, in catalogue order. */
export function packCreditStates({ left, used }: CreditBalance): PackCreditState[] {
  return PACKS.filter((p) => (left[p.id] ?? 0) > 0 || (used[p.id] ?? 0) > 0).map((p) => ({
    packId: p.id,
    name: p.shortName,
    left: Math.max(0, left[p.id] ?? 0),
    used: used[p.id] ?? 0,
  }));
}

/** "2 left of 5" — left out of what the account has had (left plus used). */
export function packLeftLabel(state: Pick<PackCreditState, "left" | "used">): string {
  return `${state.left} left of ${state.left + state.used}`;
}

/** None bought, some left, or every credit used: the dashboard says which in plain words. */
export function creditSummary(balance: CreditBalance): "none" | "some-left" | "all-used" {
  const states = packCreditStates(balance);
  if (states.length === 0) return "none";
  return states.some((s) => s.left > 0) ? "some-left" : "all-used";
}

/** The dashboard's sentence once every credit is used. */
export function allUsedMessage(balance: CreditBalance): string {
  const made = packCreditStates(balance).reduce((n, s) => n + s.used, 0);
  return `You have used all your credits (${plural(made, "document")} made). Buy a pack again to make more documents.`;
}
