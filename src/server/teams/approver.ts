import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { teamMembers, users } from "../db/schema";

export type NamedApprover = { id: string; name: string };

const approver = alias(users, "approver");

/**
 * The manager the team's owner named to approve its documents, while they are still a manager of
 * the team. Null when none is named, or when the one named left the team or took another role:
 * approval falls back to the owner or any manager, so no draft is left with no one able to approve it.
 */
export async function namedApprover(db: Database, ownerId: string): Promise<NamedApprover | null> {
  const [row] = await db
    .select({ id: approver.id, name: approver.name, email: approver.email })
    .from(users)
    .innerJoin(teamMembers, and(eq(teamMembers.userId, users.approverId), eq(teamMembers.ownerId, users.id)))
    .innerJoin(approver, eq(approver.id, teamMembers.userId))
    .where(and(eq(users.id, ownerId), eq(teamMembers.role, "manager")));
  return row ? { id: row.id, name: row.name || row.email } : null;
}
