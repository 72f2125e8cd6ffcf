import { describe, expect, it } from "vitest";
import { CURRENCY } from "../../domain/catalogue";
import { formatAmount, formatPrice, ownedLabel } from "./price-format";

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

  it("writes an amount with cents, such as a partial refund, as Intl.NumberFormat does", () => {
    const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: CURRENCY });
    for (const v of [49.5, 0.05, 1234.56, 12_345.1, 99.99])
      expect(formatAmount(v), String(v)).toBe(cents.format(v));
    expect(formatAmount(99)).toBe("$99");
  });

  it("labels owned credits as the pack cards show them", () => {
    expect(ownedLabel(1)).toBe("Owned - 1 credit remaining");
    expect(ownedLabel(5)).toBe("Owned - 5 credits remaining");
  });
});
