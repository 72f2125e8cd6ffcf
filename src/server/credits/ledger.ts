import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { creditTransactions, users } from "../db/schema";

/** The database or an open transaction: grants join the caller's transaction when there is one. */
export type Executor = Pick<Database, "update" | "insert" | "select">;

export type CreditGrant = {
  userId: string;
  packId: string;
  count: number;
  /**
   * Negative counts take credits back: a refund, or a freeze while a payment is disputed. A positive
   * refund row reverses an automatic refund that the payment provider could not make.
   */
  kind: "grant" | "refund" | "freeze" | "unfreeze";
  /** What caused it, e.g. `purchase:<id>`. */
  reference?: string;
  note: string;
};

/**
 * Adds credits: the running balance in `users.documentCredits` and its ledger row change together,
 * with a single atomic update so a concurrent generation's spend is never lost. Call it inside a
 * transaction when it is one step of a larger change (a purchase).
 */
export async function addCredits(tx: Executor, grant: CreditGrant): Promise<Record<string, number>> {
  const { userId, packId, count } = grant;
  const [updated] = await tx
    .update(users)
    .set({
      documentCredits: sql`jsonb_set(${users.documentCredits}, ARRAY[${packId}]::text[], to_jsonb(coalesce((${users.documentCredits}->>${packId})::int, 0) + ${count}::int))`,
    })
    .where(eq(users.id, userId))
    .returning({ credits: users.documentCredits });
  if (!updated) throw new Error(`No user ${userId} to credit`);
  await tx.insert(creditTransactions).values({
    userId,
    packId,
    delta: count,
    kind: grant.kind,
    reference: grant.reference ?? null,
    note: grant.note,
  });
  return updated.credits;
}
