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
import { type DocumentTypeId, PACKS } from "../../../domain/catalogue";
import { users } from "../../db/schema";
import { pageOf, sendPageAsIs } from "../../lib/pages";
import { type ExportDeps, exportRoutes } from "./exports";
import { type GenerationDeps, generateDocument } from "./generation";
import { policyRepository, toApiPolicy } from "./repository";
import { policyEditing } from "./saving";

export async function documentRoutes(app: FastifyInstance, deps: GenerationDeps & { exports: ExportDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = policyRepository(deps.db);
  const editing = policyEditing(deps.db);
  // onRequest, before the body is parsed and validated: a visitor without a session gets 401, never a
  // validation error that would describe the route to them.
  app.addHook("onRequest", app.requireUser);

  r.post(
    "/api/policies/generate",
    { schema: { body: generatePolicySchema, response: { 201: policySchema } } },
    async (request, reply) => {
      const policy = await generateDocument(deps, request.user.id, {
        businessId: request.body.businessId,
        documentType: "policy",
        metadata: {},
        additionalPolicies: request.body.additionalPolicies,
      });
      return reply.status(201).send(toApiPolicy(policy));
    },
  );

  r.post(
    "/api/documents/generate",
    { schema: { body: generateDocumentSchema, response: { 201: policySchema } } },
    async (request, reply) => {
      const policy = await generateDocument(deps, request.user.id, {
        businessId: request.body.businessId,
        documentType: request.body.documentType as DocumentTypeId,
        metadata: request.body.metadata,
        additionalPolicies: request.body.additionalPolicies,
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
        await repo.list(request.user.id, request.query.businessId, page),
        page,
      );
    },
  );

  r.get(
    "/api/policies/:id",
    { schema: { params: idParamsSchema, response: { 200: policySchema } } },
    async (request) => toApiPolicy(await repo.get(request.user.id, request.params.id)),
  );

  r.put(
    "/api/policies/:id",
    { schema: { params: idParamsSchema, body: savePolicySchema, response: { 200: policySchema } } },
    async (request) =>
      toApiPolicy(
        await editing.save({ id: request.user.id, name: request.user.name }, request.params.id, request.body),
      ),
  );

  r.get(
    "/api/policies/:id/revisions",
    { schema: { params: idParamsSchema, response: { 200: z.array(revisionSummarySchema) } } },
    async (request) => editing.revisions(request.user.id, request.params.id),
  );

  r.get(
    "/api/policies/:id/revisions/:version",
    { schema: { params: revisionParamsSchema, response: { 200: revisionSchema } } },
    async (request) => editing.revision(request.user.id, request.params.id, request.params.version),
  );

  r.post(
    "/api/policies/:id/revisions/:version/restore",
    {
      schema: { params: revisionParamsSchema, body: restoreRevisionSchema, response: { 200: policySchema } },
    },
    async (request) =>
      toApiPolicy(
        await editing.restore(
          { id: request.user.id, name: request.user.name },
          request.params.id,
          request.params.version,
          request.body.baseVersion,
        ),
      ),
  );

  exportRoutes(app, repo, deps.exports, deps.db);

  r.delete("/api/policies/:id", { schema: { params: idParamsSchema } }, async (request, reply) => {
    await repo.remove(request.user.id, request.params.id);
    return reply.status(204).send();
  });

  // Polled every few seconds by every signed-in screen: prepared once by name.
  const creditsOf = deps.db
    .select({ credits: users.documentCredits })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("user_credits");
  r.get("/api/user/credits", { schema: { response: { 200: creditsSchema } } }, async (request) => {
    const [user] = await creditsOf.execute({ userId: request.user.id });
    const balance = user?.credits ?? {};
    return { credits: Object.fromEntries(PACKS.map((p) => [p.id, balance[p.id] ?? 0])) };
  });
}
