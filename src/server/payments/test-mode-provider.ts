import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/client";
import { paymentMethods, verifications } from "../db/schema";
import type { PaymentProvider } from "./provider";

const token = () => randomUUID().replaceAll("-", "");

export const TEST_PAYMENT_PREFIX = "test_pi_";
export const TEST_SETUP_PREFIX = "test_seti_";
/** How long a card form opened to save a card stays good for. */
const SETUP_MINUTES = 60;
const setupKey = (clientSecret: string) =>
  `test-setup:${createHash("sha256").update(clientSecret).digest("base64url")}`;

/**
 * Uses up a card-saving secret that was issued to `userId` and is still live; false for one made
 * up, issued to someone else, used already or expired. Only its hash is stored.
 */
export async function redeemTestSetup(db: Database, userId: string, clientSecret: string): Promise<boolean> {
  const used = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, setupKey(clientSecret)),
        eq(verifications.value, userId),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ id: verifications.id });
  return used.length > 0;
}

/**
 * The provider used when no Stripe keys are set: nothing leaves the server and nothing is charged.
 * Cards are checked by `checkTestCard` when the page confirms (see the payments service).
 */
export function createTestModeProvider(db: Database): PaymentProvider {
  return {
    kind: "test",
    async createPayment() {
      const ref = `${TEST_PAYMENT_PREFIX}${token()}`;
      return { ref, clientSecret: `${ref}_secret_${randomBytes(12).toString("hex")}` };
    },
    async createSetup(customer) {
      const clientSecret = `${TEST_SETUP_PREFIX}${token()}_secret_${randomBytes(12).toString("hex")}`;
      // Remembered, so a card is saved only through a form this server opened for this account.
      await db.insert(verifications).values({
        identifier: setupKey(clientSecret),
        value: customer.userId,
        expiresAt: new Date(Date.now() + SETUP_MINUTES * 60_000),
      });
      return { clientSecret };
    },
    async refund() {
      // Nothing was charged, so there is nothing to give back.
    },
    async paymentMethod(customer) {
      const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, customer.userId));
      return row
        ? { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear }
        : null;
    },
  };
}
