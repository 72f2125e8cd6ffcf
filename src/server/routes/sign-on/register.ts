import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../contracts/business";
import { signOnRegisterQuerySchema } from "../../../contracts/sign-on";
import { exportFileName } from "../../../domain/catalogue";
import type { Database } from "../../db/client";
import type { ExportGuard } from "../../exports/export-guard";
import type { ExportPool } from "../../exports/pool";
import { HttpError } from "../../lib/http-errors";
import { registerCsv, signOnRegister } from "../../sign-on/register";

/** More rows than this in one PDF is a book, not a register: a shorter range is asked for. */
export const REGISTER_PDF_MAX_ROWS = 2000;

/**
 * `GET /api/businesses/:id/sign-on-register.{csv,pdf}`: the owner's register of crew signatures
 * for a date range. Someone else's business is 404; the PDF is rendered in the export pool.
 */
export async function signOnRegisterRoutes(
  app: FastifyInstance,
  deps: { db: Database; pool: ExportPool; guard: ExportGuard; now: () => Date },
) {
  app.addHook("onRequest", app.requireUser);
  for (const format of ["csv", "pdf"] as const)
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        `/api/businesses/:id/sign-on-register.${format}`,
        { schema: { params: idParamsSchema, querystring: signOnRegisterQuerySchema } },
        async (request, reply) => {
          const view = await signOnRegister(
            deps.db,
            request.account.ownerId,
            request.params.id,
            request.query,
            deps.now(),
          );
          const name = exportFileName(
            `${view.businessName} sign-on register ${view.from} to ${view.to}`,
            format,
          );
          reply
            .header("content-disposition", `attachment; filename="${name}"`)
            .header("cache-control", "private, no-store");
          if (format === "csv") {
            return reply.header("content-type", "text/csv; charset=utf-8").send(registerCsv(view));
          }
          if (view.rows.length > REGISTER_PDF_MAX_ROWS) {
            throw new HttpError(
              422,
              `${view.rows.length} signatures are too many for one PDF (at most ${REGISTER_PDF_MAX_ROWS}). Choose a shorter range, or download the CSV.`,
            );
          }
          const pdf = await deps.guard.run(request.account.ownerId, () =>
            deps.pool.render("pdf", { kind: "register", register: view }),
          );
          return reply.header("content-type", "application/pdf").send(pdf);
        },
      );
}
