import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BUNDLE_MAX_DOCUMENTS,
  bundleParamsSchema,
  bundleQuerySchema,
  EXPORT_FORMATS,
  type ExportFormat,
  exportParamsSchema,
} from "../../../contracts/documents";
import {
  clockRegion,
  type DocumentTypeId,
  documentFileName,
  documentName,
  exportFileName,
  SITE_COPY_TYPES,
} from "../../../domain/catalogue";
import { approvalsForExport } from "../../approvals/service";
import type { Database } from "../../db/client";
import type { ExportGuard } from "../../exports/export-guard";
import type { ExportPool } from "../../exports/pool";
import type { BundleFile } from "../../exports/render-task";
import { HttpError } from "../../lib/http-errors";
import { acceptancesForExport } from "../../review/service";
import { signaturesForExport } from "../../sign-on/register";
import type { policyRepository } from "./repository";

const CONTENT_TYPES: Record<ExportFormat, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
};

const siteCopyParamsSchema = z.object({ id: z.string() });

export type ExportDeps = { pool: ExportPool; guard: ExportGuard };

type NamedPolicy = {
  type: string;
  title: string;
  metadata: Record<string, unknown>;
  updatedAt: Date;
  content: { country: string; title: string };
};

/**
 * A document's file name: its type's short name, its job (or title) and the day it was last
 * changed, so the same document exported twice keeps its name and a new version gets a new one.
 * The day is the business's own (`clockRegion`), not UTC's: a Sydney morning is still yesterday in UTC.
 */
function fileNameOf(policy: NamedPolicy, jurisdiction: string, format: string, variant?: string): string {
  return documentFileName(
    {
      type: policy.type as DocumentTypeId,
      country: policy.content.country,
      title: policy.content.title,
      metadata: policy.metadata,
      at: policy.updatedAt,
      jurisdiction,
      variant,
    },
    format,
  );
}

/** Names unique within one archive: two jobs' documents may share a job and a day. */
function uniqueName(taken: Set<string>, policy: NamedPolicy, jurisdiction: string, format: string): string {
  let name = fileNameOf(policy, jurisdiction, format);
  for (let n = 2; taken.has(name); n++) name = name.replace(/(_\d+)?\.[a-z]+$/, `_${n}.${format}`);
  taken.add(name);
  return name;
}

/**
 * `GET /api/policies/{id}/export/{docx|pdf}`: the owner's document as a file download, rendered
 * in the export pool within the size cap and the owner's share of exports.
 */
export function exportRoutes(
  app: FastifyInstance,
  repo: ReturnType<typeof policyRepository>,
  { pool, guard }: ExportDeps,
  db: Database,
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    // The one-page site copy of a SWMS / RAMS / JSA or an induction, to keep at the work area.
    // A static path, so it is matched before the `:format` route below.
    .get(
      "/api/policies/:id/export/site-copy",
      { schema: { params: siteCopyParamsSchema } },
      async (request, reply) => {
        const { policy, business } = await repo.getWithBusiness(request.account.ownerId, request.params.id);
        if (!SITE_COPY_TYPES.includes(policy.type)) {
          const country = policy.content.country;
          throw new HttpError(
            422,
            `A site copy is made only for a ${documentName("swms", country)} or an induction, not for the ${policy.content.documentName}. Export it as PDF or Word instead.`,
          );
        }
        guard.checkContent(policy.content);
        const logo = await repo.letterheadLogo(business.id);
        const file = await guard.run(request.account.ownerId, () =>
          pool.siteCopy({ kind: "document", policy, business, logo }),
        );
        const name = fileNameOf(policy, clockRegion(business), "pdf", "site copy");
        return reply
          .header("content-type", CONTENT_TYPES.pdf)
          .header("content-disposition", `attachment; filename="${name}"`)
          .header("cache-control", "private, no-store")
          .send(file);
      },
    )
    .get(
      "/api/policies/:id/export/:format",
      { schema: { params: exportParamsSchema } },
      async (request, reply) => {
        const { policy, business } = await repo.getWithBusiness(request.account.ownerId, request.params.id);
        const { format } = request.params;
        guard.checkContent(policy.content);
        const logo = await repo.letterheadLogo(business.id);
        const signatures = await signaturesForExport(db, policy.id, policy.issue);
        const acceptances = await acceptancesForExport(db, policy.id);
        const approvals = await approvalsForExport(db, policy.id);
        const file = await guard.run(request.account.ownerId, () =>
          pool.render(format, {
            kind: "document",
            policy,
            business,
            logo,
            signatures,
            acceptances,
            approvals,
          }),
        );
        const name = fileNameOf(policy, clockRegion(business), format);
        return reply
          .header("content-type", CONTENT_TYPES[format])
          .header("content-disposition", `attachment; filename="${name}"`)
          .header("cache-control", "private, no-store")
          .send(file);
      },
    )
    // Every document of a business (or of one type) as PDF and Word, in one ZIP. The files are
    // rendered one after another, each as its own task in the pool, so a long download takes one
    // thread at a time and other people's exports are served in between.
    .get(
      "/api/businesses/:id/documents.zip",
      { schema: { params: bundleParamsSchema, querystring: bundleQuerySchema } },
      async (request, reply) => {
        const { business, documents } = await repo.businessWithDocuments(
          request.account.ownerId,
          request.params.id,
          request.query.type,
        );
        if (documents.length === 0) {
          throw new HttpError(404, "This business has no documents to download yet.");
        }
        if (documents.length > BUNDLE_MAX_DOCUMENTS) {
          throw new HttpError(
            422,
            `There are ${documents.length} documents to download; one download holds at most ${BUNDLE_MAX_DOCUMENTS}. Choose a document type to download fewer at a time.`,
          );
        }
        for (const policy of documents) guard.checkContent(policy.content);
        const logo = await repo.letterheadLogo(business.id);
        const archive = await guard.run(request.account.ownerId, async () => {
          const taken = new Set<string>();
          const files: BundleFile[] = [];
          for (const policy of documents) {
            const signatures = await signaturesForExport(db, policy.id, policy.issue);
            const acceptances = await acceptancesForExport(db, policy.id);
            const approvals = await approvalsForExport(db, policy.id);
            for (const format of EXPORT_FORMATS) {
              const bytes = await pool.render(format, {
                kind: "document",
                policy,
                business,
                logo,
                signatures,
                acceptances,
                approvals,
              });
              files.push({ name: uniqueName(taken, policy, clockRegion(business), format), bytes });
            }
          }
          return pool.zip(files);
        });
        return reply
          .header("content-type", "application/zip")
          .header(
            "content-disposition",
            `attachment; filename="${exportFileName(`${business.name} documents`, "zip")}"`,
          )
          .header("cache-control", "private, no-store")
          .send(archive);
      },
    );
}
