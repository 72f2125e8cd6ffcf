import { CURRENCY } from "../../../domain/catalogue";

const money = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: CURRENCY,
  maximumFractionDigits: 0,
});

/** "$99" — catalogue prices are whole US dollars. */
export const formatPrice = (dollars: number) => money.format(dollars);

/** "Owned - 5 credits remaining" (spec wording), singular for one. */
export const ownedLabel = (credits: number) =>
  `Owned - ${credits} ${credits === 1 ? "credit" : "credits"} remaining`;
