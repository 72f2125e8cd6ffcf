import { beforeEach, describe, expect, it } from "vitest";
import { orderFromSearch, successPath } from "./order";

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  globalThis.sessionStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  } as Storage;
});

const productOf = (search: string) => {
  const order = orderFromSearch(search);
  return order.kind === "purchase" ? order.product.id : order.kind;
};

describe("the order of /subscribe", () => {
  it("falls back to core for a missing or unknown plan", () => {
    expect(productOf("")).toBe("core");
    expect(productOf("?plan=platinum")).toBe("core");
    expect(productOf("?plan=core,nonsense")).toBe("core");
  });

  it("knows the packs, the bundle (and its settings name), the portal and the card flow", () => {
    expect(productOf("?plan=wellbeing-hr")).toBe("wellbeing-hr");
    expect(productOf("?plan=bundle")).toBe("complete-document-suite");
    expect(productOf("?plan=compliance")).toBe("coming-soon");
    expect(productOf("?plan=payment-method")).toBe("setup");
    expect(productOf("?plan=core,wellbeing-hr")).toBe("core,wellbeing-hr");
  });

  it("reads the cart from purchasePacks when no plan is given", () => {
    store.set("purchasePacks", JSON.stringify(["wellbeing-hr", "operational-safety"]));
    expect(productOf("")).toBe("operational-safety,wellbeing-hr");
    expect(productOf("?plan=core")).toBe("core");
  });

  it("returns to the dashboard after a purchase and to settings after saving a card", () => {
    expect(successPath(orderFromSearch("?plan=core"))).toBe("/?subscription=success&plan=core");
    expect(successPath({ kind: "setup" })).toContain("payment-method=added");
  });
});
