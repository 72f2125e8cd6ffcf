import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { documentTemplates, policies } from "../db/schema";
import { notFound } from "../lib/http-errors";
import type { ActingAccount } from "./acting-account";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the acting account reaches a business: every one of the team's, or a supervisor's given ones. */
export function reaches(account: ActingAccount, businessId: string) {
  return account.businessIds === null || account.businessIds.includes(businessId);
}

/** A list's rows the acting account reaches. */
export function reachable<T extends { businessId: string }>(account: ActingAccount, rows: T[]) {
  return reachableBy(account, rows, (row) => row.businessId);
}

/** `reachable` for rows that name their business otherwise (a business's own row: its id). */
export function reachableBy<T>(account: ActingAccount, rows: T[], businessOf: (row: T) => string) {
  return account.businessIds === null ? rows : rows.filter((row) => reaches(account, businessOf(row)));
}

/**
 * The business a by-id route acts on, from its path: a business, a document or a template. Null for
 * routes about no single business (lists, settings), which filter their own rows.
 */
async function businessOfRoute(db: Database, request: FastifyRequest): Promise<string | null> {
  const url = request.routeOptions.url ?? "";
  const id = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof id !== "string") return null;
  if (url.startsWith("/api/businesses/:id")) return id;
  if (!UUID.test(id)) return null;
  if (url.startsWith("/api/policies/:id") || url.startsWith("/api/documents/:id")) {
    const [row] = await db
      .select({ businessId: policies.businessId })
      .from(policies)
      .where(eq(policies.id, id));
    return row?.businessId ?? null;
  }
  if (url.startsWith("/api/templates/:id")) {
    const [row] = await db
      .select({ businessId: documentTemplates.businessId })
      .from(documentTemplates)
      .where(eq(documentTemplates.id, id));
    return row?.businessId ?? null;
  }
  return null;
}

/**
 * A supervisor's path and query, before the route runs: a business not given to them, or a document
 * or template of one, is 404 as for a stranger. (Unknown ids are left to the route's own 404.)
 */
export async function checkPathScope(db: Database, request: FastifyRequest, account: ActingAccount) {
  if (account.businessIds === null) return;
  const fromPath = await businessOfRoute(db, request);
  if (fromPath !== null && !reaches(account, fromPath)) {
    throw notFound((request.routeOptions.url ?? "").startsWith("/api/businesses") ? "Business" : "Document");
  }
  const fromQuery = (request.query as { businessId?: unknown } | undefined)?.businessId;
  if (typeof fromQuery === "string" && !reaches(account, fromQuery)) throw notFound("Business");
}

/** A supervisor's body naming a business (generating, a new job): one not given to them is 404. */
export function checkBodyScope(request: FastifyRequest) {
  const account = request.account;
  if (!account || account.businessIds === null) return;
  const businessId = (request.body as { businessId?: unknown } | undefined)?.businessId;
  if (typeof businessId === "string" && !reaches(account, businessId)) throw notFound("Business");
}
