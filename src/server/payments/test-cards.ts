/**
 * The built-in test mode answers the way Stripe's test mode does for its documented test cards,
 * so the whole purchase journey, declines included, can be tried without an account or a charge.
 */
export type CardInput = { number: string; expiry: string; cvc: string };
export type CardSummary = { brand: string; last4: string; expMonth: number; expYear: number };

export type CardCheck =
  | { ok: true; card: CardSummary }
  | { ok: false; kind: "invalid"; field: "number" | "expiry" | "cvc"; message: string }
  | { ok: false; kind: "declined"; code: string; message: string };

/** Stripe's test numbers that succeed, by brand. */
const SUCCESS_CARDS: Readonly<Record<string, string>> = {
  "4242424242424242": "visa",
  "4000056655665556": "visa",
  "5555555555554444": "mastercard",
  "2223003122003222": "mastercard",
  "5200828282828210": "mastercard",
  "378282246310005": "amex",
  "371449635398431": "amex",
  "6011111111111117": "discover",
  "3056930009020004": "diners",
  "3566002020360505": "jcb",
  "6200000000000005": "unionpay",
};

/** Stripe's test numbers that fail, with Stripe's own wording. */
const DECLINE_CARDS: Readonly<Record<string, { code: string; message: string }>> = {
  "4000000000000002": { code: "card_declined", message: "Your card was declined." },
  "4000000000009995": { code: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000009987": { code: "lost_card", message: "Your card was declined." },
  "4000000000009979": { code: "stolen_card", message: "Your card was declined." },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  "4000000000000119": {
    code: "processing_error",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function checkTestCard(input: CardInput, now: Date = new Date()): CardCheck {
  const number = input.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    return { ok: false, kind: "invalid", field: "number", message: "Your card number is invalid." };
  }
  // "12/30", "12 / 2030", or typed without the slash as on the card: "1230".
  const expiry =
    /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry) ??
    /^\s*(\d{2})(\d{2})\s*$/.exec(input.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? (expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  if (!expiry || month < 1 || month > 12) {
    return {
      ok: false,
      kind: "invalid",
      field: "expiry",
      message: "Your card's expiration date is incomplete.",
    };
  }
  // A card is valid through the last day of its expiry month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return {
      ok: false,
      kind: "invalid",
      field: "expiry",
      message: "Your card's expiration date is in the past.",
    };
  }
  const brand = SUCCESS_CARDS[number] ?? (number.startsWith("4") ? "visa" : "card");
  const cvcLength = brand === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) {
    return { ok: false, kind: "invalid", field: "cvc", message: "Your card's security code is incomplete." };
  }
  const decline = DECLINE_CARDS[number];
  if (decline) return { ok: false, kind: "declined", ...decline };
  if (!SUCCESS_CARDS[number]) {
    return {
      ok: false,
      kind: "declined",
      code: "card_declined",
      message:
        "Your card was declined. Test mode accepts test card numbers only, such as 4242 4242 4242 4242.",
    };
  }
  return { ok: true, card: { brand, last4: number.slice(-4), expMonth: month, expYear: year } };
}
