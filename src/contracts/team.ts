import { z } from "zod";

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
/** Invitations an owner may send an hour (shared store, per team). */
export const INVITATIONS_PER_HOUR = 20;

export const TEAM_ROLES = ["owner", "manager", "supervisor", "viewer"] as const;
export const MEMBER_ROLES = ["manager", "supervisor", "viewer"] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRoleName = z.infer<typeof teamRoleSchema>;
export const memberRoleSchema = z.enum(MEMBER_ROLES, { error: "role must be manager, supervisor or viewer" });
export type MemberRoleName = z.infer<typeof memberRoleSchema>;

/** What each role may do, in the words Settings shows. */
export const ROLE_SUMMARIES: Record<TeamRoleName, string> = {
  owner: "Billing, members and everything else.",
  manager: "All the team's businesses and documents. No billing, no members.",
  supervisor: "Only the businesses they are given: generate, edit and issue job documents, run crew sign-on.",
  viewer: "Read and export only.",
};

const businessIdsSchema = z
  .array(z.uuid({ error: "businessIds must hold business ids" }), { error: "businessIds must be a list" })
  .max(200, "businessIds may hold at most 200 businesses")
  .default([]);

/** A supervisor is given at least one business; the other roles reach all of them. */
const withGrants = <T extends { role: MemberRoleName; businessIds: string[] }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.role === "supervisor" && v.businessIds.length === 0) {
    ctx.addIssue({
      code: "custom",
      path: ["businessIds"],
      message: "Choose at least one business for a supervisor",
    });
  }
};

/** POST /api/team/invitations */
export const inviteSchema = z
  .object({
    email: z
      .email({ error: "email must be an e-mail address" })
      .max(254, "email must be at most 254 characters")
      .transform((v) => v.toLowerCase()),
    role: memberRoleSchema,
    businessIds: businessIdsSchema,
  })
  .superRefine(withGrants);
export type InviteInput = z.input<typeof inviteSchema>;

/** PUT /api/team/members/:userId: a new role or new businesses; counts from their next request. */
export const updateMemberSchema = z
  .object({ role: memberRoleSchema, businessIds: businessIdsSchema })
  .superRefine(withGrants);
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;

export const memberParamsSchema = z.object({ userId: z.string() });
export const invitationParamsSchema = z.object({ id: z.string() });
export const joinParamsSchema = z.object({ token: z.string().min(1).max(100) });

export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  businessIds: z.array(z.string()),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  businessIds: z.array(z.string()),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/**
 * GET /api/team: the caller's place. The owner (every account that is no one's member) sees the
 * members and pending invitations; a member sees whose team it is and their own role.
 */
export const teamSchema = z.object({
  role: teamRoleSchema,
  owner: z.object({ name: z.string(), email: z.string() }),
  /** A supervisor's businesses; null when the role reaches all of the team's. */
  businessIds: z.array(z.string()).nullable(),
  /** Every document needs the owner's or a manager's approval of its exact draft before issue. */
  approvalRequired: z.boolean(),
  /** The manager named to approve (the owner may always approve); null: the owner or any manager. */
  approverId: z.string().nullable(),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /api/team/join/:token: what the invitee is asked to accept. */
export const invitationPreviewSchema = z.object({
  ownerName: z.string(),
  ownerEmail: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  businessNames: z.array(z.string()),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
