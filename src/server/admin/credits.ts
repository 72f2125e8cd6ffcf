import { eq } from "drizzle-orm";
import { isPackId, PACKS } from "../../domain/catalogue";
import { addCredits } from "../credits/ledger";
import type { Database } from "../db/client";
import { users } from "../db/schema";

export class AdminError extends Error {}

async function userByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new AdminError(`No account with the e-mail ${email}`);
  return user;
}

/** A goodwill grant: the balance and the ledger change together. */
export async function grantCredits(
  db: Database,
  email: string,
  packId: string,
  count: number,
  note = "Goodwill grant",
) {
  if (!isPackId(packId))
    throw new AdminError(`Unknown pack "${packId}". Packs: ${PACKS.map((p) => p.id).join(", ")}`);
  if (!Number.isInteger(count) || count < 1 || count > 1000)
    throw new AdminError("COUNT must be a whole number from 1 to 1000");
  const user = await userByEmail(db, email);
  return db.transaction((tx) =>
    addCredits(tx, { userId: user.id, packId, count, kind: "grant", reference: "admin", note }),
  );
}

export async function showUser(db: Database, email: string) {
  const user = await userByEmail(db, email);
  return {
    email: user.email,
    name: user.name,
    subscriptionStatus: user.subscriptionStatus,
    credits: user.documentCredits,
    usedDocumentTypes: user.usedDocumentTypes,
  };
}

export async function setSubscriptionStatus(db: Database, email: string, status: string) {
  if (!["free", "core", "compliance"].includes(status))
    throw new AdminError("STATUS must be free, core or compliance");
  const user = await userByEmail(db, email);
  await db.update(users).set({ subscriptionStatus: status }).where(eq(users.id, user.id));
}
