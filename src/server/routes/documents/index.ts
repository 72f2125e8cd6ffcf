import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema } from "../../../contracts/business";
import {
  creditsSchema,
  generateDocumentSchema,
  generatePolicySchema,
  policyListQuerySchema,
  policySchema,
  policySummarySchema,
  restoreRevisionSchema,
  revisionParamsSchema,
  revisionSchema,
  revisionSummarySchema,
  savePolicySchema,
} from "../../../contracts/documents";
import {
  newJobResultSchema,
  newJobSchema,
  saveTemplateSchema,
  templateListQuerySchema,
  templateSchema,
} from "../../../contracts/next-job";
import { type DocumentTypeId, PACKS } from "../../../domain/catalogue";
import { users } from "../../db/schema";
import { pageOf, sendPageAsIs } from "../../lib/pages";
import { reachable } from "../../teams/business-scope";
import { approvalRoutes } from "./approval";
import { type ExportDeps, exportRoutes } from "./exports";
import { type GenerationDeps, generateDocument } from "./generation";
import { nextJobs } from "./next-job";
import { policyRepository, toApiPolicy } from "./repository";
import { policyEditing } from "./saving";

export async function documentRoutes(app: FastifyInstance, deps: GenerationDeps & { exports: ExportDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = policyRepository(deps.db);
  const editing = policyEditing(deps.db);
  const next = nextJobs(deps);
  // onRequest, before the body is parsed and validated: a visitor without a session gets 401, never a
  // validation error that would describe the route to them.
  app.addHook("onRequest", app.requireUser);
  await approvalRoutes(app, { db: deps.db });

  r.post(
    "/api/policies/generate",
    { schema: { body: generatePolicySchema, response: { 201: policySchema } } },
    async (request, reply) => {
      const policy = await generateDocument(deps, request.account.ownerId, {
        businessId: request.body.businessId,
        documentType: "policy",
        metadata: {},
        additionalPolicies: request.body.additionalPolicies,
        authorName: request.user.name,
      });
      return reply.status(201).send(toApiPolicy(policy));
    },
  );

  r.post(
    "/api/documents/generate",
    { schema: { body: generateDocumentSchema, response: { 201: policySchema } } },
    async (request, reply) => {
      const policy = await generateDocument(deps, request.account.ownerId, {
        businessId: request.body.businessId,
        documentType: request.body.documentType as DocumentTypeId,
        metadata: request.body.metadata,
        additionalPolicies: request.body.additionalPolicies,
        confirmDuplicate: request.body.confirmDuplicate,
        authorName: request.user.name,
      });
      return reply.status(201).send(toApiPolicy(policy));
    },
  );

  r.get(
    "/api/policies",
    { schema: { querystring: policyListQuerySchema, response: { 200: z.array(policySummarySchema) } } },
    async (request, reply) => {
      const page = pageOf(request.query);
      return sendPageAsIs(
        request,
        reply,
        await repo.list(request.account.ownerId, request.query.businessId, page, request.account.businessIds),
        page,
      );
    },
  );

  r.get(
    "/api/policies/:id",
    { schema: { params: idParamsSchema, response: { 200: policySchema } } },
    async (request) => toApiPolicy(await repo.get(request.account.ownerId, request.params.id)),
  );

  r.put(
    "/api/policies/:id",
    { schema: { params: idParamsSchema, body: savePolicySchema, response: { 200: policySchema } } },
    async (request) =>
      toApiPolicy(
        await editing.save(
          { id: request.account.ownerId, name: request.user.name },
          request.params.id,
          request.body,
        ),
      ),
  );

  r.get(
    "/api/policies/:id/revisions",
    { schema: { params: idParamsSchema, response: { 200: z.array(revisionSummarySchema) } } },
    async (request) => editing.revisions(request.account.ownerId, request.params.id),
  );

  r.get(
    "/api/policies/:id/revisions/:version",
    { schema: { params: revisionParamsSchema, response: { 200: revisionSchema } } },
    async (request) => editing.revision(request.account.ownerId, request.params.id, request.params.version),
  );

  r.post(
    "/api/policies/:id/revisions/:version/restore",
    {
      schema: { params: revisionParamsSchema, body: restoreRevisionSchema, response: { 200: policySchema } },
    },
    async (request) =>
      toApiPolicy(
        await editing.restore(
          { id: request.account.ownerId, name: request.user.name },
          request.params.id,
          request.params.version,
          request.body.baseVersion,
        ),
      ),
  );

  // The next job from the last one: a copy for a new job and site (a new document and a credit),
  // 200 with the same document when the same request is sent again.
  r.post(
    "/api/documents/:id/new-job",
    {
      schema: {
        params: idParamsSchema,
        body: newJobSchema,
        response: { 200: newJobResultSchema, 201: newJobResultSchema },
      },
    },
    async (request, reply) => {
      const { created, result } = await next.fromDocument(
        request.account.ownerId,
        request.params.id,
        request.body,
        request.user.name,
      );
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  r.post(
    "/api/documents/:id/template",
    { schema: { params: idParamsSchema, body: saveTemplateSchema, response: { 201: templateSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await next.saveTemplate(
            { ...request.user, id: request.account.ownerId },
            request.params.id,
            request.body.name,
          ),
        ),
  );

  r.get(
    "/api/templates",
    { schema: { querystring: templateListQuerySchema, response: { 200: z.array(templateSchema) } } },
    async (request) =>
      reachable(request.account, await next.templates(request.account.ownerId, request.query.businessId)),
  );

  r.post(
    "/api/templates/:id/generate",
    {
      schema: {
        params: idParamsSchema,
        body: newJobSchema,
        response: { 200: newJobResultSchema, 201: newJobResultSchema },
      },
    },
    async (request, reply) => {
      const { created, result } = await next.fromTemplate(
        request.account.ownerId,
        request.params.id,
        request.body,
        request.user.name,
      );
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  r.delete("/api/templates/:id", { schema: { params: idParamsSchema } }, async (request, reply) => {
    await next.removeTemplate(request.account.ownerId, request.params.id);
    return reply.status(204).send();
  });

  exportRoutes(app, repo, deps.exports, deps.db);

  r.delete("/api/policies/:id", { schema: { params: idParamsSchema } }, async (request, reply) => {
    await repo.remove(request.account.ownerId, request.params.id);
    return reply.status(204).send();
  });

  // Polled every few seconds by every signed-in screen: prepared once by name.
  const creditsOf = deps.db
    .select({
      credits: users.documentCredits,
      used: sql<Record<string, number> | null>`(
        select jsonb_object_agg(pack_id, n) from (
          select pack_id, count(*)::int as n from credit_transactions
          where user_id = ${sql.placeholder("userId")} and kind = 'consume' group by pack_id
        ) spent
      )`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("user_credits");
  r.get("/api/user/credits", { schema: { response: { 200: creditsSchema } } }, async (request) => {
    const [user] = await creditsOf.execute({ userId: request.account.ownerId });
    const balance = user?.credits ?? {};
    const used = user?.used ?? {};
    return {
      credits: Object.fromEntries(PACKS.map((p) => [p.id, balance[p.id] ?? 0])),
      used: Object.fromEntries(PACKS.map((p) => [p.id, Number(used[p.id] ?? 0)])),
    };
  });
}
