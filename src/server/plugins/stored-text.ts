import type { FastifyInstance } from "fastify";
import type { FieldError } from "../../contracts/errors";
import { summariseFieldErrors } from "../../contracts/errors";
import { HttpError } from "../lib/http-errors";

/**
 * PostgreSQL cannot store a NUL character in text or JSON, and a UTF-16 surrogate without its
 * pair has no UTF-8 form: the database refuses the first and the driver silently turns the
 * second into U+FFFD. Neither can be kept as typed, so a request carrying one is refused up
 * front, naming the field, instead of failing half-way through a write or changing the text.
 */
const NUL = "\u0000";
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function problemWith(text: string): string | null {
  if (text.includes(NUL)) return "must not contain NUL (\\u0000) characters";
  if (LONE_SURROGATE.test(text)) return "contains an unpaired UTF-16 surrogate, which is not valid Unicode";
  return null;
}

/** A field's path as the caller will read it; absurdly deep ones are cut short. */
const shown = (path: string) => (path.length > 200 ? `${path.slice(0, 200)}…` : path || "body");

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * The first string (or object key) in a parsed JSON body that cannot be stored, with its dotted
 * path. Walks with its own stack so a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableText(body: unknown): FieldError | null {
  const stack: { value: unknown; path: string }[] = [{ value: body, path: "" }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      const problem = problemWith(value);
      if (problem) return { field: shown(path), message: `Text ${problem}` };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (!Array.isArray(value) && !isPlainObject(value)) continue;
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const problem = problemWith(key);
      if (problem) return { field: shown(path), message: `A field name ${problem}` };
      // Past the length shown to the caller the path stops growing, so a deep body stays cheap.
      stack.push({ value: child, path: path.length > 200 ? path : path ? `${path}.${key}` : key });
    }
  }
  return null;
}

export function registerStoredTextCheck(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const error = findUnstorableText(request.body);
    if (error) throw new HttpError(400, summariseFieldErrors([error]), [error]);
  });
}
