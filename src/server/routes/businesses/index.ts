import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  businessInputSchema,
  businessSchema,
  existingDocumentsSchema,
  idParamsSchema,
} from "../../../contracts/business";
import { pageQuerySchema } from "../../../contracts/pages";
import type { Database } from "../../db/client";
import { pageOf, sendPage } from "../../lib/pages";
import type { SharedLimits } from "../../lib/shared-limits";
import { logoRoutes } from "./logo";
import { businessRepository, toApiBusiness } from "./repository";

export async function businessRoutes(
  app: FastifyInstance,
  {
    db,
    maxPerAccount,
    onChanged,
    limits,
  }: {
    db: Database;
    maxPerAccount: number;
    onChanged?: (businessId: string) => Promise<void>;
    limits: SharedLimits;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = businessRepository(db, { maxPerAccount });
  // onRequest, before the body is parsed and validated: a visitor without a session gets 401, never a
  // validation error that would describe the route to them.
  app.addHook("onRequest", app.requireUser);

  r.get(
    "/api/businesses",
    { schema: { querystring: pageQuerySchema, response: { 200: z.array(businessSchema) } } },
    async (request, reply) => {
      const page = pageOf(request.query);
      const rows = await repo.list(request.account.ownerId, page, request.account.businessIds);
      return sendPage(request, reply, rows, page);
    },
  );

  r.get(
    "/api/businesses/:id",
    { schema: { params: idParamsSchema, response: { 200: businessSchema } } },
    async (request) => repo.show(request.account.ownerId, request.params.id),
  );

  r.post(
    "/api/businesses",
    { schema: { body: businessInputSchema, response: { 201: businessSchema } } },
    async (request, reply) =>
      reply.status(201).send(toApiBusiness(await repo.create(request.account.ownerId, request.body))),
  );

  r.put(
    "/api/businesses/:id",
    { schema: { params: idParamsSchema, body: businessInputSchema, response: { 200: businessSchema } } },
    async (request) => {
      const row = await repo.update(request.account.ownerId, request.params.id, request.body);
      // Documents that state a detail that changed are marked for the owner to update, by a
      // background job: this only queues it.
      await onChanged?.(row.id);
      return repo.show(request.account.ownerId, row.id);
    },
  );

  r.delete("/api/businesses/:id", { schema: { params: idParamsSchema } }, async (request, reply) => {
    await repo.remove(request.account.ownerId, request.params.id);
    return reply.status(204).send();
  });

  await app.register(logoRoutes, { repo, limits });

  r.get(
    "/api/businesses/:id/existing-documents",
    { schema: { params: idParamsSchema, response: { 200: existingDocumentsSchema } } },
    async (request) => repo.existingDocuments(request.account.ownerId, request.params.id),
  );
}
