import { BUNDLE, PACK_IDS, PACKS, type PackId, packById, packDocuments } from "./packs";

/** What a purchase buys: one or more packs, priced and credited from the catalogue alone. */
export type Product = {
  /** A pack id, the bundle id, or pack ids joined by "," for a mixed selection from the cart. */
  readonly id: string;
  readonly name: string;
  readonly packIds: readonly PackId[];
  /** Whole US dollars. */
  readonly price: number;
  /** Credits granted per pack: one per document type of the pack. */
  readonly credits: Readonly<Partial<Record<PackId, number>>>;
  /** Buying the Core pack (alone, in a selection or in the bundle) sets the account to `core`. */
  readonly setsCoreStatus: boolean;
};

export function packCredits(packId: PackId): number {
  return packDocuments(packId).length;
}

/** Catalogue order, no repeats. */
export function normalisePackSelection(ids: readonly string[]): PackId[] {
  return PACK_IDS.filter((id) => ids.includes(id));
}

/** The price of a cart: the bundle price as soon as every pack is in it. */
export function selectionPrice(packIds: readonly PackId[]): { total: number; bundleApplied: boolean } {
  const ids = normalisePackSelection(packIds);
  if (ids.length === PACK_IDS.length) return { total: BUNDLE.price, bundleApplied: true };
  return { total: ids.reduce((sum, id) => sum + packById(id).price, 0), bundleApplied: false };
}

/** The plan value of /subscribe (or the product of a payment call) for a cart. */
export function selectionPlan(packIds: readonly PackId[]): string {
  const ids = normalisePackSelection(packIds);
  if (ids.length === PACK_IDS.length) return BUNDLE.id;
  return ids.join(",");
}

/**
 * Resolves a product named by a client. Returns null for anything that cannot be bought:
 * unknown names, the coming-soon Compliance Portal and the payment-method flow.
 */
export function resolveProduct(value: string): Product | null {
  const name = value.trim().toLowerCase();
  if (name === BUNDLE.id || name === "bundle") return buildProduct(BUNDLE.id, BUNDLE.name, PACK_IDS);
  const parts = name.split(",").map((p) => p.trim());
  if (parts.length === 0 || parts.some((p) => !(PACK_IDS as readonly string[]).includes(p))) return null;
  const ids = normalisePackSelection(parts);
  if (ids.length !== parts.length) return null; // repeats
  if (ids.length === PACK_IDS.length) return buildProduct(BUNDLE.id, BUNDLE.name, PACK_IDS);
  if (ids.length === 1) return buildProduct(ids[0]!, packById(ids[0]!).name, ids);
  return buildProduct(ids.join(","), ids.map((id) => packById(id).name).join(" + "), ids);
}

function buildProduct(id: string, name: string, packIds: readonly PackId[]): Product {
  return {
    id,
    name,
    packIds,
    price: selectionPrice(packIds).total,
    credits: Object.fromEntries(packIds.map((p) => [p, packCredits(p)])),
    setsCoreStatus: packIds.includes("core"),
  };
}

/** A pack is owned while it has credits left; owned packs are not offered again. */
export function ownedPacks(credits: Readonly<Record<string, number>>): PackId[] {
  return PACKS.filter((p) => (credits[p.id] ?? 0) > 0).map((p) => p.id);
}

export const toCents = (dollars: number) => Math.round(dollars * 100);
