import { hasUnlimitedGeneration } from "../../domain/catalogue";

/**
 * Whether buying these packs would buy nothing new: the account is Compliance, or it still has
 * credits of every pack in the product. Asked when a checkout starts and again when a payment
 * succeeds, since two checkouts started before either was paid both pass the first question.
 */
export function ownsAlready(
  account: { subscriptionStatus: string; documentCredits: Record<string, number> },
  packIds: readonly string[],
): { unlimited: true } | { unlimited: false; credits: number } | null {
  if (hasUnlimitedGeneration(account.subscriptionStatus)) return { unlimited: true };
  const remaining = packIds.map((id) => account.documentCredits[id] ?? 0);
  if (remaining.length === 0 || !remaining.every((n) => n > 0)) return null;
  return { unlimited: false, credits: remaining.reduce((a, b) => a + b, 0) };
}
