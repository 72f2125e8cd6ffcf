import { describe, expect, it } from "vitest";
import { BUNDLE, bundleDocumentCount, PACK_IDS, packDocuments } from "./packs";
import { ownedPacks, packCredits, resolveProduct, selectionPlan, selectionPrice, toCents } from "./products";

describe("products", () => {
  it("credits one per document type of the pack, counted from the catalogue", () => {
    for (const id of PACK_IDS) expect(packCredits(id)).toBe(packDocuments(id).length);
    expect(packCredits("core")).toBe(5);
  });

  it("resolves each pack, the bundle and its legacy name", () => {
    expect(resolveProduct("core")).toMatchObject({ price: 99, credits: { core: 5 }, setsCoreStatus: true });
    expect(resolveProduct("wellbeing-hr")).toMatchObject({ price: 49, setsCoreStatus: false });
    const suite = resolveProduct("complete-document-suite")!;
    expect(suite).toMatchObject({ id: BUNDLE.id, price: 239, setsCoreStatus: true });
    expect(Object.values(suite.credits).reduce((a, b) => a + b, 0)).toBe(bundleDocumentCount());
    expect(resolveProduct("bundle")?.id).toBe(BUNDLE.id);
  });

  it("prices a cart at the sum, or at the bundle price once all packs are in it", () => {
    expect(selectionPrice(["wellbeing-hr", "core"])).toEqual({ total: 148, bundleApplied: false });
    expect(selectionPrice([...PACK_IDS])).toEqual({ total: 239, bundleApplied: true });
    // Four packs without New Duties are four packs, not the suite.
    expect(selectionPrice(PACK_IDS.filter((id) => id !== "new-duties"))).toEqual({
      total: 246,
      bundleApplied: false,
    });
    expect(resolveProduct("wellbeing-hr,core")).toMatchObject({ id: "core,wellbeing-hr", price: 148 });
    expect(resolveProduct(PACK_IDS.join(","))?.id).toBe(BUNDLE.id);
    expect(selectionPlan(["wellbeing-hr", "core"])).toBe("core,wellbeing-hr");
    expect(selectionPlan([...PACK_IDS])).toBe(BUNDLE.id);
  });

  it("refuses what cannot be bought", () => {
    for (const bad of ["", "compliance", "payment-method", "platinum", "core,core", "core,,wellbeing-hr"]) {
      expect(resolveProduct(bad)).toBeNull();
    }
  });

  it("counts a pack as owned while it has credits left", () => {
    expect(ownedPacks({ core: 2, "wellbeing-hr": 0, unknown: 4 })).toEqual(["core"]);
    expect(toCents(99)).toBe(9900);
  });
});
