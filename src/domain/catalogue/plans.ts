import { PACK_IDS } from "./pack-ids";

/** Every pack, the suite, the (not yet sold) portal and the card update: what /subscribe accepts. */
export const SUBSCRIBE_PLANS = [
  ...PACK_IDS,
  "complete-document-suite",
  "compliance",
  "payment-method",
] as const;

export type SubscribePlan = (typeof SUBSCRIBE_PLANS)[number];

export const DEFAULT_PLAN = "core" satisfies SubscribePlan;

const LEGACY_PLANS: ReadonlyMap<string, SubscribePlan> = new Map([["bundle", "complete-document-suite"]]);

export function isSubscribePlan(value: unknown): value is SubscribePlan {
  return typeof value === "string" && (SUBSCRIBE_PLANS as readonly string[]).includes(value);
}

/** The `plan` query value of /subscribe; anything unknown falls back to core. */
export function parsePlan(value: string | null | undefined): SubscribePlan {
  const plan = value?.trim().toLowerCase() ?? "";
  if (isSubscribePlan(plan)) return plan;
  return LEGACY_PLANS.get(plan) ?? DEFAULT_PLAN;
}

export const SUBSCRIPTION_STATUSES = ["free", "core", "compliance"] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === "string" && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

export function canUseExtraPolicies(status: string | null | undefined): boolean {
  return status === "core" || status === "compliance";
}

/** `compliance` means unlimited generation: credits are not needed. */
export function hasUnlimitedGeneration(status: string | null | undefined): boolean {
  return status === "compliance";
}
