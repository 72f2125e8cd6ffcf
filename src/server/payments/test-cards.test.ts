import { describe, expect, it } from "vitest";
import { checkTestCard, luhnValid } from "./test-cards";

const now = new Date("2026-06-15T00:00:00Z");
const check = (number: string, expiry = "12/30", cvc = "123") => checkTestCard({ number, expiry, cvc }, now);

describe("test-mode cards", () => {
  it("accepts Stripe's success cards", () => {
    expect(check("4242 4242 4242 4242")).toEqual({
      ok: true,
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 },
    });
    expect(check("3782 822463 10005", "12/30", "1234")).toMatchObject({ ok: true, card: { brand: "amex" } });
  });

  it("declines Stripe's decline cards with Stripe's words", () => {
    expect(check("4000 0000 0000 0002")).toMatchObject({ ok: false, message: "Your card was declined." });
    expect(check("4000000000009995")).toMatchObject({ code: "insufficient_funds" });
    expect(check("4111111111111111")).toMatchObject({ kind: "declined" });
  });

  it("checks number, expiry and security code", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(check("4242424242424241")).toMatchObject({ kind: "invalid", field: "number" });
    expect(check("4242424242424242", "5/26")).toMatchObject({ kind: "invalid", field: "expiry" });
    expect(check("4242424242424242", "6/26").ok).toBe(true); // valid through its month
    expect(check("4242424242424242", "00/30")).toMatchObject({ field: "expiry" });
    expect(check("4242424242424242", "12/2030").ok).toBe(true);
    expect(check("4242424242424242", "1230").ok).toBe(true); // typed as printed on the card
    expect(check("4242424242424242", "1330")).toMatchObject({ field: "expiry" });
    expect(check("4242424242424242", "12/30", "12")).toMatchObject({ field: "cvc" });
  });
});
