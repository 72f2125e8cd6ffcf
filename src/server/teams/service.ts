import { and, asc, eq, gt, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import {
  INVITATION_DAYS,
  INVITATIONS_PER_HOUR,
  type InviteInput,
  inviteSchema,
  type Team,
  type UpdateMemberInput,
  updateMemberSchema,
} from "../../contracts/team";
import type { Database } from "../db/client";
import {
  businesses,
  purchases,
  sessions,
  teamBusinessGrants,
  teamInvitations,
  teamMembers,
  users,
} from "../db/schema";
import { badRequest, conflict, HttpError, notFound } from "../lib/http-errors";
import type { createSharedLimits } from "../lib/shared-limits";
import { hashOfToken, newToken } from "../lib/tokens";
import type { Mailer } from "../services/mail";
import type { ActingAccount } from "./acting-account";
import { namedApprover } from "./approver";
import { invitationMail } from "./mail";

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Person = { id: string; email: string; name: string };

export type TeamService = ReturnType<typeof createTeamService>;

export function createTeamService({
  db,
  mailer,
  limits,
  appUrl,
  now = () => new Date(),
}: {
  db: Database;
  mailer: Mailer;
  limits: ReturnType<typeof createSharedLimits>;
  appUrl: string;
  now?: () => Date;
}) {
  /** Every id must be one of the owner's businesses; otherwise the field is named, not the stranger's data. */
  async function ownBusinessIds(ownerId: string, ids: string[]) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(eq(businesses.userId, ownerId), inArray(businesses.id, unique)));
    if (found.length !== unique.length) {
      throw badRequest("businessIds", "Choose from the team's own businesses");
    }
    return unique;
  }

  async function memberOf(ownerId: string, userId: string) {
    if (!UUID.test(userId)) throw notFound("Member");
    const [row] = await db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.ownerId, ownerId), eq(teamMembers.userId, userId)));
    if (!row) throw notFound("Member");
    return row;
  }

  /** A pending invitation by its link: unknown is 404, a used, withdrawn or expired one 410 saying so. */
  async function openInvitation(token: string) {
    const [row] = await db
      .select({ invitation: teamInvitations, ownerName: users.name, ownerEmail: users.email })
      .from(teamInvitations)
      .innerJoin(users, eq(users.id, teamInvitations.ownerId))
      .where(eq(teamInvitations.tokenHash, hashOfToken(token)));
    if (!row) throw notFound("Invitation");
    const { invitation } = row;
    if (invitation.acceptedAt) throw new HttpError(410, "This invitation has already been used.");
    if (invitation.revokedAt) {
      const [newer] = await db
        .select({ id: teamInvitations.id })
        .from(teamInvitations)
        .where(
          and(
            eq(teamInvitations.ownerId, invitation.ownerId),
            eq(teamInvitations.email, invitation.email),
            ne(teamInvitations.id, invitation.id),
            gte(teamInvitations.createdAt, invitation.createdAt),
            isNull(teamInvitations.revokedAt),
          ),
        )
        .limit(1);
      throw new HttpError(
        410,
        newer
          ? "A newer invitation was sent to this address: open the link in the latest e-mail."
          : "The team's owner withdrew this invitation.",
      );
    }
    if (invitation.expiresAt <= now()) {
      throw new HttpError(410, "This invitation has expired. Ask the team's owner to send a new one.");
    }
    return row;
  }

  return {
    /** The owner's switches for the whole team; they count from the next request. */
    async updateSettings(
      ownerId: string,
      settings: { approvalRequired: boolean; approverId?: string | null },
    ) {
      if (settings.approverId) {
        const [manager] = await db
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(
            and(
              eq(teamMembers.ownerId, ownerId),
              eq(teamMembers.userId, settings.approverId),
              eq(teamMembers.role, "manager"),
            ),
          );
        if (!manager) throw badRequest("approverId", "must be one of this team's managers");
      }
      await db
        .update(users)
        .set({
          approvalRequired: settings.approvalRequired,
          ...(settings.approverId === undefined ? {} : { approverId: settings.approverId }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, ownerId));
    },

    async view(person: Person, account: ActingAccount): Promise<Team> {
      if (account.role !== "owner") {
        const [owner] = await db
          .select({ name: users.name, email: users.email, approvalRequired: users.approvalRequired })
          .from(users)
          .where(eq(users.id, account.ownerId));
        return {
          role: account.role,
          owner: { name: owner?.name ?? "", email: owner?.email ?? "" },
          businessIds: account.businessIds,
          approvalRequired: owner?.approvalRequired ?? false,
          approverId: (await namedApprover(db, account.ownerId))?.id ?? null,
          members: [],
          invitations: [],
        };
      }
      const members = await db
        .select({
          userId: teamMembers.userId,
          name: users.name,
          email: users.email,
          role: teamMembers.role,
          joinedAt: teamMembers.createdAt,
          businessIds: sql<string[]>`coalesce((select array_agg(g.business_id::text order by g.business_id)
            from ${teamBusinessGrants} g where g.user_id = ${teamMembers.userId}), '{}')`,
        })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(eq(teamMembers.ownerId, person.id))
        .orderBy(asc(teamMembers.createdAt));
      const invitations = await db
        .select()
        .from(teamInvitations)
        .where(
          and(
            eq(teamInvitations.ownerId, person.id),
            isNull(teamInvitations.acceptedAt),
            isNull(teamInvitations.revokedAt),
            gt(teamInvitations.expiresAt, now()),
          ),
        )
        .orderBy(asc(teamInvitations.createdAt));
      const [settings] = await db
        .select({ approvalRequired: users.approvalRequired })
        .from(users)
        .where(eq(users.id, person.id));
      return {
        role: "owner",
        owner: { name: person.name, email: person.email },
        businessIds: null,
        approvalRequired: settings?.approvalRequired ?? false,
        approverId: (await namedApprover(db, person.id))?.id ?? null,
        members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
        invitations: invitations.map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          businessIds: i.businessIds,
          expiresAt: i.expiresAt.toISOString(),
          createdAt: i.createdAt.toISOString(),
        })),
      };
    },

    /** Stores an invitation (its token's hash only) and e-mails the link. */
    async invite(owner: Person, input: InviteInput) {
      const { email, role, businessIds } = inviteSchema.parse(input);
      if (email === owner.email.toLowerCase()) throw badRequest("email", "You are already this team's owner");
      const grants = role === "supervisor" ? await ownBusinessIds(owner.id, businessIds) : [];
      const [already] = await db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.ownerId, owner.id), eq(sql`lower(${users.email})`, email)));
      if (already) throw conflict(`${email} is already a member of this team.`);
      const hit = await limits.hit(`team-invite:${owner.id}`, 60 * 60_000);
      if (hit.count > INVITATIONS_PER_HOUR) {
        throw new HttpError(
          429,
          `At most ${INVITATIONS_PER_HOUR} invitations an hour. Try again in ${Math.ceil(hit.ttlMs / 60_000)} minutes.`,
        );
      }
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + INVITATION_DAYS * DAY_MS);
      // Inviting an address again (an e-mail that never came, a retry after a lost answer, another
      // role) replaces its pending invitation: one invitation per address, and only the latest link works.
      const [row] = await db.transaction(async (tx) => {
        await tx
          .update(teamInvitations)
          .set({ revokedAt: at })
          .where(
            and(
              eq(teamInvitations.ownerId, owner.id),
              eq(teamInvitations.email, email),
              isNull(teamInvitations.acceptedAt),
              isNull(teamInvitations.revokedAt),
            ),
          );
        return tx
          .insert(teamInvitations)
          .values({
            ownerId: owner.id,
            email,
            role,
            businessIds: grants,
            tokenHash: hashOfToken(token),
            expiresAt,
            createdAt: at,
          })
          .returning();
      });
      if (!row) throw new HttpError(500, "The invitation could not be stored");
      await mailer.send(
        invitationMail({
          to: email,
          replyTo: owner.email,
          ownerName: owner.name || owner.email,
          role,
          url: `${appUrl}/team/join/${token}`,
          expiresAt,
        }),
      );
      return {
        id: row.id,
        email: row.email,
        role: row.role,
        businessIds: row.businessIds,
        expiresAt: row.expiresAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
      };
    },

    async revoke(ownerId: string, id: string) {
      if (!UUID.test(id)) throw notFound("Invitation");
      const [row] = await db
        .update(teamInvitations)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(teamInvitations.id, id),
            eq(teamInvitations.ownerId, ownerId),
            isNull(teamInvitations.acceptedAt),
            isNull(teamInvitations.revokedAt),
          ),
        )
        .returning({ id: teamInvitations.id });
      if (!row) throw notFound("Invitation");
    },

    async preview(token: string) {
      const { invitation, ownerName, ownerEmail } = await openInvitation(token);
      const names = invitation.businessIds.length
        ? await db
            .select({ name: businesses.name })
            .from(businesses)
            .where(
              and(eq(businesses.userId, invitation.ownerId), inArray(businesses.id, invitation.businessIds)),
            )
            .orderBy(asc(businesses.name))
        : [];
      return {
        ownerName,
        ownerEmail,
        email: invitation.email,
        role: invitation.role,
        businessNames: names.map((n) => n.name),
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    /**
     * Joins the invitation's team. One team per person, and a member owns no data of their own: an
     * account holding businesses, credits, purchases or members of its own cannot join (409 saying
     * why). The invitation is spent in the same transaction, so a link works once.
     */
    async accept(person: Person, token: string) {
      const { invitation } = await openInvitation(token);
      if (invitation.email !== person.email.toLowerCase()) {
        throw new HttpError(
          403,
          `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
        );
      }
      if (invitation.ownerId === person.id) throw conflict("This is your own team.");
      await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(teamInvitations)
          .set({ acceptedAt: now(), acceptedBy: person.id })
          .where(
            and(
              eq(teamInvitations.id, invitation.id),
              isNull(teamInvitations.acceptedAt),
              isNull(teamInvitations.revokedAt),
            ),
          )
          .returning({ id: teamInvitations.id });
        if (!spent) throw new HttpError(410, "This invitation has already been used.");
        const [inviterIsMember] = await tx
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(eq(teamMembers.userId, invitation.ownerId));
        if (inviterIsMember)
          throw new HttpError(410, "This invitation no longer works: its sender joined another team.");
        const [member] = await tx
          .select({ ownerId: teamMembers.ownerId })
          .from(teamMembers)
          .where(eq(teamMembers.userId, person.id));
        if (member) {
          throw conflict(
            "You are already a member of a team. Leave it in Settings → Team first, then open this invitation again.",
          );
        }
        const [held] = await tx
          .select({
            businesses: sql<number>`(select count(*)::int from ${businesses} where ${businesses.userId} = ${person.id})`,
            purchases: sql<number>`(select count(*)::int from ${purchases} where ${purchases.userId} = ${person.id} and ${purchases.status} in ('succeeded', 'refunded', 'disputed'))`,
            members: sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.ownerId} = ${person.id})`,
            credits: users.documentCredits,
          })
          .from(users)
          .where(eq(users.id, person.id));
        const credits = Object.values(held?.credits ?? {}).some((n) => n > 0);
        if (held && held.members > 0) {
          throw conflict(
            "Your account has team members of its own, so it cannot join another team. Remove them in Settings → Team first.",
          );
        }
        if (held && (held.businesses > 0 || held.purchases > 0 || credits)) {
          throw conflict(
            "This account already holds its own businesses, documents or credits, and a team member's work belongs to the team. Ask the team's owner to invite another e-mail address, or delete your businesses first.",
          );
        }
        // Two invitations accepted at once: the key lets one in, the other is told as above.
        const [joined] = await tx
          .insert(teamMembers)
          .values({ userId: person.id, ownerId: invitation.ownerId, role: invitation.role })
          .onConflictDoNothing()
          .returning({ userId: teamMembers.userId });
        if (!joined) {
          throw conflict(
            "You are already a member of a team. Leave it in Settings → Team first, then open this invitation again.",
          );
        }
        if (invitation.role === "supervisor" && invitation.businessIds.length) {
          // Only businesses the team still has: one deleted since the invitation is simply not given.
          const still = await tx
            .select({ id: businesses.id })
            .from(businesses)
            .where(
              and(eq(businesses.userId, invitation.ownerId), inArray(businesses.id, invitation.businessIds)),
            );
          if (still.length) {
            await tx
              .insert(teamBusinessGrants)
              .values(still.map((b) => ({ userId: person.id, businessId: b.id })));
          }
        }
      });
    },

    /** A new role or grants; read on the member's next request. */
    async updateMember(ownerId: string, userId: string, input: UpdateMemberInput) {
      const { role, businessIds } = updateMemberSchema.parse(input);
      await memberOf(ownerId, userId);
      const grants = role === "supervisor" ? await ownBusinessIds(ownerId, businessIds) : [];
      await db.transaction(async (tx) => {
        await tx.update(teamMembers).set({ role }).where(eq(teamMembers.userId, userId));
        await tx.delete(teamBusinessGrants).where(eq(teamBusinessGrants.userId, userId));
        if (grants.length) {
          await tx.insert(teamBusinessGrants).values(grants.map((businessId) => ({ userId, businessId })));
        }
      });
    },

    /**
     * Takes a member out of the team and ends their sessions. Deleting the session rows fires the
     * database's session-change notification, so every process forgets its cached check of them
     * and their next request anywhere is 401.
     */
    async removeMember(ownerId: string, userId: string) {
      await memberOf(ownerId, userId);
      await db.transaction(async (tx) => {
        await tx.delete(teamMembers).where(eq(teamMembers.userId, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
    },

    /** A member leaves: from their next request they act on their own, empty account. */
    async leave(person: Person) {
      const [row] = await db
        .delete(teamMembers)
        .where(eq(teamMembers.userId, person.id))
        .returning({ userId: teamMembers.userId });
      if (!row) throw conflict("You are not a member of another team: there is nothing to leave.");
    },
  };
}
