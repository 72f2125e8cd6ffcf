import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { paymentMethods } from "../db/schema";
import type { PaymentProvider } from "./provider";

const token = () => randomUUID().replaceAll("-", "");

export const TEST_PAYMENT_PREFIX = "test_pi_";
export const TEST_SETUP_PREFIX = "test_seti_";

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
    async createSetup() {
      return { clientSecret: `${TEST_SETUP_PREFIX}${token()}_secret_${randomBytes(12).toString("hex")}` };
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
