import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type ExportFormat, exportParamsSchema } from "../../../contracts/documents";
import { exportFileName } from "../../../domain/catalogue";
import type { DocumentContent } from "../../../domain/documents/content";
import { renderDocx } from "../../exports/docx";
import { exportModel } from "../../exports/export-model";
import { renderPdf } from "../../exports/pdf";
import type { policyRepository } from "./repository";

const RENDERERS: Record<ExportFormat, { render: typeof renderPdf; type: string }> = {
  docx: {
    render: renderDocx,
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  pdf: { render: renderPdf, type: "application/pdf" },
};

/** `GET /api/policies/{id}/export/{docx|pdf}`: the owner's document as a file download. */
export function exportRoutes(app: FastifyInstance, repo: ReturnType<typeof policyRepository>) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/policies/:id/export/:format",
      { schema: { params: exportParamsSchema } },
      async (request, reply) => {
        const { policy, business } = await repo.getWithBusiness(request.user.id, request.params.id);
        const { render, type } = RENDERERS[request.params.format];
        const file = await render(exportModel(policy, business));
        const name = exportFileName(
          (policy.content as unknown as DocumentContent).title,
          request.params.format,
        );
        return reply
          .header("content-type", type)
          .header("content-disposition", `attachment; filename="${name}"`)
          .header("cache-control", "private, no-store")
          .send(file);
      },
    );
}
