import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type ExportFormat, exportParamsSchema } from "../../../contracts/documents";
import { exportFileName } from "../../../domain/catalogue";
import type { ExportGuard } from "../../exports/export-guard";
import type { ExportPool } from "../../exports/pool";
import type { policyRepository } from "./repository";

const CONTENT_TYPES: Record<ExportFormat, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
};

export type ExportDeps = { pool: ExportPool; guard: ExportGuard };

/**
 * `GET /api/policies/{id}/export/{docx|pdf}`: the owner's document as a file download, rendered
 * in the export pool within the size cap and the owner's share of exports.
 */
export function exportRoutes(
  app: FastifyInstance,
  repo: ReturnType<typeof policyRepository>,
  { pool, guard }: ExportDeps,
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/policies/:id/export/:format",
      { schema: { params: exportParamsSchema } },
      async (request, reply) => {
        const { policy, business } = await repo.getWithBusiness(request.user.id, request.params.id);
        const { format } = request.params;
        guard.checkSize(policy.content);
        const logo = await repo.letterheadLogo(business.id);
        const file = await guard.run(request.user.id, () =>
          pool.render(format, { kind: "document", policy, business, logo }),
        );
        const name = exportFileName(policy.content.title, format);
        return reply
          .header("content-type", CONTENT_TYPES[format])
          .header("content-disposition", `attachment; filename="${name}"`)
          .header("cache-control", "private, no-store")
          .send(file);
      },
    );
}
