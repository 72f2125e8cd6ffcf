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
const MAX_DEPTH = 32;
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function textProblem(text: string): string | null {
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
 * The first thing in a parsed JSON body that cannot be accepted, with its dotted path: text the
 * database cannot hold, or a `__proto__` / `constructor.prototype` key (prototype poisoning; no
 * contract has such a field). Walks with its own stack so a deeply nested body cannot overflow
 * the call stack.
 */
export function findBodyProblem(body: unknown): FieldError | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === "string") {
      const problem = textProblem(value);
      if (problem) return { field: shown(path), message: `Text ${problem}` };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (!Array.isArray(value) && !isPlainObject(value)) continue;
    // No contract nests deeper than a handful of levels; code that recurses (serialisers, the
    // auth library's validation) must never see a body deep enough to exhaust the stack.
    if (depth >= MAX_DEPTH)
      return { field: shown(path), message: `Nested more than ${MAX_DEPTH} levels deep` };
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const problem = textProblem(key);
      if (problem) return { field: shown(path), message: `A field name ${problem}` };
      if (
        key === "__proto__" ||
        (key === "constructor" && child !== null && typeof child === "object" && "prototype" in child)
      ) {
        return { field: shown(path), message: `A field named ${key} is not allowed` };
      }
      // Past the length shown to the caller the path stops growing, so a deep body stays cheap.
      const childPath = path.length > 200 ? path : path ? `${path}.${key}` : key;
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

const refuse = (error: FieldError) => new HttpError(400, summariseFieldErrors([error]), [error]);

/**
 * JSON bodies are parsed here rather than by Fastify's default parser so that every refusal
 * names where the problem is: a prototype-poisoning key or unstorable text inside `content`,
 * say, instead of "Body is not valid JSON". `JSON.parse` itself never touches prototypes: it
 * makes `__proto__` an ordinary key, which is then refused.
 */
export function registerJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, bytes, done) => {
    let raw: string;
    try {
      // Decoding leniently would turn bytes that are not UTF-8 into U+FFFD and store that instead.
      raw = strictUtf8.decode(bytes as Buffer);
    } catch {
      done(refuse({ field: "body", message: "Body is not valid UTF-8" }));
      return;
    }
    if (raw.length === 0) {
      done(refuse({ field: "body", message: "Body cannot be empty when content-type is application/json" }));
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      done(refuse({ field: "body", message: `Not valid JSON: ${(error as Error).message}` }));
      return;
    }
    const problem = findBodyProblem(parsed);
    if (problem) done(refuse(problem));
    else done(null, parsed);
  });
}
