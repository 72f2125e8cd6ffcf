import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type FieldError, summariseFieldErrors } from "../../contracts/errors";
import { HttpError } from "../lib/http-errors";

/** Network errors and PostgreSQL states that mean "the database is not reachable right now". */
const DB_UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
/** node-postgres reports a lost or impossible connection with these messages and no code. */
const DB_UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client was closed and is not queryable",
  "Client has encountered a connection error and is not queryable",
];

/**
 * Whether an error, or one it wraps (Drizzle wraps every query error in `cause`), says the
 * database is unreachable. Class 08 is PostgreSQL's "connection exception".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (DB_UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === "string" && DB_UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m)))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's disk_full, the file system's ENOSPC, and how PGlite words the same. */
export function isStorageFull(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === "53100" || code === "ENOSPC") return true;
    if (typeof message === "string" && /No space left on device/i.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** What a caller is told when the database's disk is full: nothing was saved, and why. */
export const STORAGE_FULL_MESSAGE =
  "The server has run out of storage space, so this change was not saved. Please try again later.";

/**
 * An error as the log may hold it: its type, code and message, never a query's parameters. Drizzle
 * puts every parameter (a document's whole text, a user's id and name) in the message ("Failed
 * query: … params: …") and in `params`; a log line is no place for customers' documents.
 */
export function loggableError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const out: { type: string; message: string; stack: string; [key: string]: unknown } = {
    type: "Error",
    message: String(error),
    stack: "",
  };
  let e = error;
  let into: Record<string, unknown> = out;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { name, code, message, stack } = e as {
      name?: unknown;
      code?: unknown;
      message?: unknown;
      stack?: unknown;
    };
    const clean = (text: string) =>
      text.replace(/\nparams:[\s\S]*$/, "\nparams: (not logged)").slice(0, 2000);
    into.type = typeof name === "string" ? name : "Error";
    if (typeof code === "string") into.code = code;
    if (typeof message === "string") into.message = clean(message);
    if (typeof stack === "string")
      into.stack = stack
        .split("\n")
        .filter((line) => /^\s+at /.test(line))
        .slice(0, 12)
        .join("\n");
    e = (e as { cause?: unknown }).cause;
    if (e && typeof e === "object") {
      const cause: Record<string, unknown> = {};
      into.cause = cause;
      into = cause;
    }
  }
  return out;
}

/** What a caller is told while the database is away; they may retry after Retry-After seconds. */
export const UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again in a few seconds.";

/** The innermost error's code, e.g. ECONNREFUSED: enough to say what happened, with no query or parameters. */
function rootCode(error: unknown): string {
  let code = "unknown";
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const c = (e as { code?: unknown }).code;
    if (typeof c === "string") code = c;
    e = (e as { cause?: unknown }).cause;
  }
  return code;
}

/**
 * One place turns every failure into `{message}` JSON; 5xx details stay in the log, without any
 * query's parameters. A database outage is logged once when it starts and once when it ends, with
 * the number of requests refused meanwhile; each refused request only at debug. A full disk is a
 * 507 saying nothing was saved, logged once a minute.
 */
export function registerErrorHandling(app: FastifyInstance) {
  let outage: { since: number; refused: number } | null = null;
  // A full disk fails every write until someone frees space: logged once a minute, not per request.
  let storageFullLoggedAt = 0;
  app.addHook("onResponse", async (_request, reply) => {
    if (!outage || reply.statusCode === 503) return;
    app.log.warn(
      { refusedRequests: outage.refused, seconds: Math.round((Date.now() - outage.since) / 1000) },
      "database reachable again",
    );
    outage = null;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "body";
      const errors: FieldError[] = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, "").replaceAll("/", ".") || where,
        message: v.message ?? "Invalid value",
      }));
      return reply.status(400).send({ message: summariseFieldErrors(errors), errors });
    }
    if (error instanceof HttpError) {
      if (typeof error.extra?.retryAfter === "number")
        reply.header("retry-after", String(error.extra.retryAfter));
      return reply
        .status(error.statusCode)
        .send({ ...error.extra, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (isDatabaseUnavailable(error)) {
      if (!outage) {
        outage = { since: Date.now(), refused: 0 };
        app.log.error({ code: rootCode(error) }, "database unavailable: answering 503 until it is back");
      }
      outage.refused += 1;
      request.log.debug({ code: rootCode(error) }, "database unavailable");
      return reply.status(503).header("retry-after", "5").send({ message: UNAVAILABLE_MESSAGE });
    }
    if (isStorageFull(error)) {
      if (Date.now() - storageFullLoggedAt > 60_000) {
        storageFullLoggedAt = Date.now();
        app.log.error({ code: rootCode(error) }, "storage full: writes fail until space is freed");
      }
      return reply.status(507).header("retry-after", "60").send({ message: STORAGE_FULL_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, "request failed");
      return reply.status(500).send({ message: "Internal Server Error" });
    }
    return reply.status(status).send({ message: error.message || "Bad Request" });
  });
}
