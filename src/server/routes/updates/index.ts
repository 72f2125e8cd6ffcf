import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema } from "../../../contracts/business";
import {
  applyUpdateResultSchema,
  applyUpdateSchema,
  documentUpdateSchema,
  updateSummarySchema,
} from "../../../contracts/updates";
import type { DocumentUpdates } from "../../law/updates";

/** Documents marked "law changed" and the owner's per-section answers. */
export async function updateRoutes(app: FastifyInstance, { updates }: { updates: DocumentUpdates }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", app.requireUser);

  r.get("/api/updates", { schema: { response: { 200: z.array(updateSummarySchema) } } }, async (request) =>
    updates.list(request.account.ownerId, request.account.businessIds),
  );

  r.get(
    "/api/policies/:id/update",
    { schema: { params: idParamsSchema, response: { 200: documentUpdateSchema } } },
    async (request) => updates.view(request.account.ownerId, request.params.id),
  );

  r.post(
    "/api/policies/:id/update",
    {
      schema: { params: idParamsSchema, body: applyUpdateSchema, response: { 200: applyUpdateResultSchema } },
    },
    async (request) =>
      updates.apply(
        { id: request.account.ownerId, name: request.user.name },
        request.params.id,
        request.body,
      ),
  );
}
