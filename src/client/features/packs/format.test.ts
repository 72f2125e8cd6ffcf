import { describe, expect, it } from "vitest";
import { CURRENCY } from "../../../domain/catalogue";
import { formatPrice, ownedLabel } from "./format";

describe("formatPrice", () => {
  const intl = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: CURRENCY,
    maximumFractionDigits: 0,
  });

  it("writes whole dollars as Intl.NumberFormat does", () => {
    const values = [0, 1, 9, 49, 99, 129, 199, 246, 999, 1000, 1299, 12_345, 999_999, 1_000_000, 123_456_789];
    for (const v of [...values, ...values.map((x) => -x), 0.4, 0.5, 2.5, 49.99, -2.5, -0.4]) {
      expect(formatPrice(v), String(v)).toBe(intl.format(v));
    }
  });

  it("labels owned credits as the pack cards show them", () => {
    expect(ownedLabel(1)).toBe("Owned - 1 credit remaining");
    expect(ownedLabel(5)).toBe("Owned - 5 credits remaining");
  });
});
