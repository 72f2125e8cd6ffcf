import { eq } from "drizzle-orm";
import type { UnsubscribeResult } from "../../contracts/unsubscribe";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { HttpError } from "../lib/http-errors";
import { UNSUBSCRIBE_PURPOSES, type UnsubscribePurpose, type UnsubscribeSigner } from "./token";

/** The same answer for a forged token and for one whose account is gone: neither tells a guesser anything. */
export const UNKNOWN_LINK =
  "This unsubscribe link is not valid: it was not sent by SafeDraft, or its account no longer exists. Open the link from the e-mail as it was sent, or turn e-mails off in Settings → Notifications.";

export type UnsubscribeService = {
  /** The purpose a token stands for, or a 404 when it is forged or its account is gone; changes nothing. */
  check(token: string): Promise<{ purpose: UnsubscribePurpose; name: string }>;
  /** Turns the token's kind of e-mail off for its person; doing it twice is the same as once. */
  unsubscribe(token: string): Promise<UnsubscribeResult>;
};

export function createUnsubscribeService(db: Database, signer: UnsubscribeSigner): UnsubscribeService {
  const read = (token: string) => {
    const claim = signer.read(token);
    if (!claim) throw new HttpError(404, UNKNOWN_LINK);
    return { ...claim, ...UNSUBSCRIBE_PURPOSES[claim.purpose] };
  };
  return {
    async check(token) {
      const claim = read(token);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, claim.userId));
      if (!user) throw new HttpError(404, UNKNOWN_LINK);
      return { purpose: claim.purpose, name: claim.name };
    },
    async unsubscribe(token) {
      const claim = read(token);
      const [changed] = await db
        .update(users)
        .set({ [claim.column]: false })
        .where(eq(users.id, claim.userId))
        .returning({ id: users.id });
      if (!changed) throw new HttpError(404, UNKNOWN_LINK);
      return {
        unsubscribed: true,
        purpose: claim.purpose,
        message: `You will get no more ${claim.name}. Turn them on again any time in Settings → Notifications.`,
      };
    },
  };
}
