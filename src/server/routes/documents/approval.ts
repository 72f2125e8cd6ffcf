import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  approvalSchema,
  approveSchema,
  returnApprovalSchema,
  submitApprovalSchema,
} from "../../../contracts/approval";
import { idParamsSchema } from "../../../contracts/business";
import { approvalService } from "../../approvals/service";
import type { Database } from "../../db/client";

/**
 * Approval before issue. Who may approve or return is the policy's (`teams/policy.ts`: the owner
 * and managers); which documents the caller reaches is the repository's and the business scope's.
 */
export async function approvalRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const approvals = approvalService(db);
  const actor = (request: { user: { id: string; name: string } }) => ({
    id: request.user.id,
    name: request.user.name,
  });

  r.get(
    "/api/policies/:id/approval",
    { schema: { params: idParamsSchema, response: { 200: approvalSchema } } },
    async (request) => approvals.get(request.account, request.user.id, request.params.id),
  );

  r.post(
    "/api/policies/:id/approval",
    { schema: { params: idParamsSchema, body: submitApprovalSchema, response: { 200: approvalSchema } } },
    async (request) =>
      approvals.submit(request.account, actor(request), request.params.id, request.body.version),
  );

  r.post(
    "/api/policies/:id/approval/approve",
    { schema: { params: idParamsSchema, body: approveSchema, response: { 200: approvalSchema } } },
    async (request) =>
      approvals.approve(request.account, actor(request), request.params.id, request.body.version),
  );

  r.post(
    "/api/policies/:id/approval/return",
    { schema: { params: idParamsSchema, body: returnApprovalSchema, response: { 200: approvalSchema } } },
    async (request) => approvals.sendBack(request.account, actor(request), request.params.id, request.body),
  );
}
