import {
  type Product,
  parsePlan,
  resolveProduct,
  SESSION_KEYS,
  selectionPlan,
} from "../../../domain/catalogue";
import { readPackList } from "../../lib/pack-cart";

/** What /subscribe is for: buying a product, saving a card, or the coming-soon portal. */
export type Order = { kind: "purchase"; product: Product } | { kind: "setup" } | { kind: "coming-soon" };

/**
 * Reads `?plan=`: a known plan (unknown ones fall back to core), or a cart of
 * several packs as the catalogue writes it. Without a plan, the cart kept under `purchasePacks`.
 */
export function orderFromSearch(search: string): Order {
  const raw = new URLSearchParams(search).get("plan");
  if (raw === null) {
    const cart = readPackList(SESSION_KEYS.purchasePacks);
    const fromCart = cart.length > 0 ? resolveProduct(selectionPlan(cart)) : null;
    if (fromCart) return { kind: "purchase", product: fromCart };
  }
  const selection = raw?.includes(",") ? resolveProduct(raw) : null;
  if (selection) return { kind: "purchase", product: selection };
  const plan = parsePlan(raw);
  if (plan === "compliance") return { kind: "coming-soon" };
  if (plan === "payment-method") return { kind: "setup" };
  return { kind: "purchase", product: resolveProduct(plan) ?? resolveProduct("core")! };
}

/** Whether the purchase was started from the generator's step 3 (`&from=generator`). */
export function fromGenerator(search: string): boolean {
  return new URLSearchParams(search).get("from") === "generator";
}

/**
 * Where the browser goes after a successful payment (spec: /?subscription=success); a purchase
 * started from the generator goes back to it, to the step it left.
 */
export function successPath(order: Order, generator = false): string {
  if (order.kind === "purchase") {
    const marker = `subscription=success&plan=${encodeURIComponent(order.product.id)}`;
    return generator ? `/generator?resume=1&${marker}` : `/?${marker}`;
  }
  return "/settings?tab=billing&payment-method=added";
}
