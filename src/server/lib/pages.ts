import type { FastifyReply, FastifyRequest } from "fastify";
import { MAX_PAGE_SIZE, type PageQuery } from "../../contracts/pages";

export type Page = { page: number; limit: number; offset: number };

/** Rows to read for a `?page=&limit=` query: one more than the page holds, to know if another follows. */
export function pageOf(query: PageQuery): Page & { fetch: number } {
  const limit = query.limit ?? MAX_PAGE_SIZE;
  const page = query.page ?? 1;
  return { page, limit, offset: (page - 1) * limit, fetch: limit + 1 };
}

/**
 * The page's rows; when more follow, a `Link: <…>; rel="next"` header with the same query and the
 * next page number. The link is relative: it never repeats the request's Host header.
 */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, rows: T[], page: Page): T[] {
  if (rows.length <= page.limit) return rows;
  const next = new URL(request.url, "http://localhost");
  next.searchParams.set("page", String(page.page + 1));
  next.searchParams.set("limit", String(page.limit));
  reply.header("link", `<${next.pathname}${next.search}>; rel="next"`);
  return rows.slice(0, page.limit);
}

/**
 * `sendPage` for the busiest lists, whose queries select exactly the response's fields in their
 * final form: serialised with `JSON.stringify` rather than through the response schema, which
 * copies and re-checks every row at a cost several times the query's. Tests hold these answers
 * to the schema.
 */
export function sendPageAsIs<T>(request: FastifyRequest, reply: FastifyReply, rows: T[], page: Page) {
  const shown = sendPage(request, reply, rows, page);
  return reply.type("application/json; charset=utf-8").serializer(asIs).send(JSON.stringify(shown));
}

const asIs = (text: unknown) => text as string;
