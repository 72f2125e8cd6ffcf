import { CURRENCY } from "../../domain/catalogue";

// Prices are whole US dollars (catalogue.test.ts pins CURRENCY), written here without
// Intl.NumberFormat: building one loads locale data, which took a long task on a phone during the
// landing page's start-up. The test checks this against Intl.NumberFormat.
const SYMBOL: Record<typeof CURRENCY, string> = { USD: "$" };

/** "$99", "$1,299" — catalogue prices are whole US dollars. */
export function formatPrice(dollars: number): string {
  const digits = String(Math.round(Math.abs(dollars))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const negative = dollars < 0 || Object.is(dollars, -0);
  return `${negative ? "-" : ""}${SYMBOL[CURRENCY]}${digits}`;
}

/** "$49.50": an amount that may have cents, such as a partial refund; whole dollars as `formatPrice`. */
export function formatAmount(dollars: number): string {
  if (Number.isInteger(dollars)) return formatPrice(dollars);
  const [whole, cents] = Math.abs(dollars).toFixed(2).split(".");
  return `${formatPrice(Number(whole) * Math.sign(dollars))}.${cents}`;
}

/** "Owned - 5 credits remaining", singular for one. */
export const ownedLabel = (credits: number) =>
  `Owned - ${credits} ${credits === 1 ? "credit" : "credits"} remaining`;
