import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type FieldError, summariseFieldErrors } from "../../contracts/errors";
import { HttpError } from "../lib/http-errors";

const DB_UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "57P01", "57P03", "08006", "08001"]);

/** One place turns every failure into `{message}` JSON; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance) {
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
      return reply
        .status(error.statusCode)
        .send({ ...error.extra, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const code = (error as { code?: string }).code;
    if (code && DB_UNAVAILABLE_CODES.has(code)) {
      request.log.error({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({ message: "The service is temporarily unavailable. Please try again in a few seconds." });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, "request failed");
      return reply.status(500).send({ message: "Internal Server Error" });
    }
    return reply.status(status).send({ message: error.message || "Bad Request" });
  });
}
