import type { FieldError } from "../../contracts/errors";

/** An error whose status and message are safe to show the caller as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const unauthorized = () => new HttpError(401, "Unauthorized");
export const badRequest = (field: string, message: string) =>
  new HttpError(400, `${field}: ${message}`, [{ field, message }]);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, undefined, extra);
