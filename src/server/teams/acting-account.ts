import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { type TeamRole, teamBusinessGrants, teamMembers } from "../db/schema";

/**
 * Whose data a signed-in person acts on, and as what. The team is its owner's account, so the
 * data stays owned by `ownerId`; `businessIds` is the supervisor's given businesses (null: all of
 * the team's). Read afresh on each request, so a changed role or grant counts on the next one.
 */
export type ActingAccount = { ownerId: string; role: TeamRole; businessIds: string[] | null };

export async function actingAccountOf(db: Database, userId: string): Promise<ActingAccount> {
  const [member] = await db
    .select({ ownerId: teamMembers.ownerId, role: teamMembers.role })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  if (!member) return { ownerId: userId, role: "owner", businessIds: null };
  if (member.role !== "supervisor") return { ...member, businessIds: null };
  const grants = await db
    .select({ businessId: teamBusinessGrants.businessId })
    .from(teamBusinessGrants)
    .where(eq(teamBusinessGrants.userId, userId));
  return { ...member, businessIds: grants.map((g) => g.businessId) };
}
