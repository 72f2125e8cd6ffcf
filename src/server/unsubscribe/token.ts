import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The kinds of e-mail a person can stop from a link in one of them, and the account switch each
 * turns off. Security alerts, receipts and account e-mails are not here: they are never marketing
 * or notification mail a person may silence from an inbox.
 */
export const UNSUBSCRIBE_PURPOSES = {
  /** Law changes that mark documents, and review reminders: Settings → "E-mail notifications". */
  notifications: { column: "emailNotifications", name: "law change and review reminder e-mails" },
  /** The monthly "What's coming" e-mail: Settings → "What's coming". */
  "coming-duties": { column: "comingDutiesEmails", name: "monthly \u201cWhat's coming\u201d e-mails" },
} as const;

export type UnsubscribePurpose = keyof typeof UNSUBSCRIBE_PURPOSES;

const isPurpose = (value: string): value is UnsubscribePurpose => Object.hasOwn(UNSUBSCRIBE_PURPOSES, value);

/** The path every unsubscribe link points at; the token goes in `?token=`. */
export const UNSUBSCRIBE_PATH = "/api/email/unsubscribe";

export type UnsubscribeSigner = {
  /** The one-click address for this person and purpose, as the List-Unsubscribe header carries it. */
  url(userId: string, purpose: UnsubscribePurpose): string;
  token(userId: string, purpose: UnsubscribePurpose): string;
  /** The person and purpose a token was made for, or null when it was not made with this secret. */
  read(token: string): { userId: string; purpose: UnsubscribePurpose } | null;
};

/**
 * Unsubscribe tokens are `<user id>.<purpose>.<HMAC-SHA256>`: nothing is stored, and the signature
 * is the only thing that makes one. The key is derived from AUTH_SECRET under its own label, so an
 * unsubscribe signature can never stand for a session or any other signed value of the app.
 * A token never expires (an old e-mail's link must still work) and can do nothing but turn one
 * kind of e-mail off for one person, which that person can turn on again in Settings.
 */
export function createUnsubscribeSigner(authSecret: string, appUrl: string): UnsubscribeSigner {
  const key = createHmac("sha256", authSecret).update("safedraft:unsubscribe:v1").digest();
  const signature = (userId: string, purpose: UnsubscribePurpose) =>
    createHmac("sha256", key).update(`${userId}\n${purpose}`).digest("base64url");
  const token = (userId: string, purpose: UnsubscribePurpose) =>
    `${userId}.${purpose}.${signature(userId, purpose)}`;
  return {
    token,
    url: (userId, purpose) =>
      `${appUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token(userId, purpose))}`,
    read(raw) {
      const [userId, purpose, given, ...rest] = raw.split(".");
      if (!userId || !purpose || !given || rest.length > 0 || !isPurpose(purpose)) return null;
      const expected = Buffer.from(signature(userId, purpose));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      return { userId, purpose };
    },
  };
}
