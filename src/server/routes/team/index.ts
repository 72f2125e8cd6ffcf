import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { teamSettingsSchema } from "../../../contracts/approval";
import {
  invitationParamsSchema,
  invitationPreviewSchema,
  inviteSchema,
  joinParamsSchema,
  memberParamsSchema,
  teamInvitationSchema,
  teamSchema,
  updateMemberSchema,
} from "../../../contracts/team";
import type { TeamService } from "../../teams/service";

/**
 * Settings → Team. Who may call what is the policy's (`teams/policy.ts`): members and invitations
 * are the owner's; the team's own view, joining and leaving are each person's.
 */
export async function teamRoutes(app: FastifyInstance, { team }: { team: TeamService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", app.requireUser);

  r.get("/api/team", { schema: { response: { 200: teamSchema } } }, async (request) =>
    team.view(request.user, request.account),
  );

  r.post(
    "/api/team/invitations",
    { schema: { body: inviteSchema, response: { 201: teamInvitationSchema } } },
    async (request, reply) => reply.status(201).send(await team.invite(request.user, request.body)),
  );

  r.delete(
    "/api/team/invitations/:id",
    { schema: { params: invitationParamsSchema } },
    async (request, reply) => {
      await team.revoke(request.account.ownerId, request.params.id);
      return reply.status(204).send();
    },
  );

  r.put(
    "/api/team/members/:userId",
    { schema: { params: memberParamsSchema, body: updateMemberSchema, response: { 200: teamSchema } } },
    async (request) => {
      await team.updateMember(request.account.ownerId, request.params.userId, request.body);
      return team.view(request.user, request.account);
    },
  );

  r.delete(
    "/api/team/members/:userId",
    { schema: { params: memberParamsSchema } },
    async (request, reply) => {
      await team.removeMember(request.account.ownerId, request.params.userId);
      return reply.status(204).send();
    },
  );

  r.put(
    "/api/team/settings",
    { schema: { body: teamSettingsSchema, response: { 200: teamSchema } } },
    async (request) => {
      await team.updateSettings(request.account.ownerId, request.body);
      return team.view(request.user, request.account);
    },
  );

  r.post("/api/team/leave", async (request, reply) => {
    await team.leave(request.user);
    return reply.status(204).send();
  });

  r.get(
    "/api/team/join/:token",
    { schema: { params: joinParamsSchema, response: { 200: invitationPreviewSchema } } },
    async (request) => team.preview(request.params.token),
  );

  r.post("/api/team/join/:token", { schema: { params: joinParamsSchema } }, async (request, reply) => {
    await team.accept(request.user, request.params.token);
    return reply.status(204).send();
  });
}
