import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { App } from "../../src/server/app";
import { nextIp, TEST_HOST, TEST_ORIGIN } from "./app";
import { XSS_PAYLOADS } from "./xss-payloads";

/**
 * Building blocks for fuzzing the API: hostile values, and mutations of a valid request body
 * described as data (so fast-check can print and shrink them) and applied to the body current
 * at the moment of sending (a document's version, say, moves on as saves are accepted).
 */

/** Every UTF-16 code unit, lone surrogate halves and NUL included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const awkward = fc.constantFrom(
  "\u0000",
  "\ud800",
  "\udbff",
  "\udc00",
  "\udfff",
  "\u0001",
  "\u0008",
  "\u000b",
  "\u000c",
  "\u001b",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u200b",
  "\u200e",
  "\u202e",
  "\u2028",
  "\u2029",
  "\ufeff",
  "\ufffe",
  "\uffff",
  "\ud83d\ude00",
  "e\u0301",
  "\r\n",
  "<",
  ">",
  "&",
  '"',
  "'",
  "\\",
  "%00",
  "${",
  "{{",
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: fc.oneof(codeUnit, awkward), maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...XSS_PAYLOADS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "",
      " ",
      " \t\n ",
      "null",
      "true",
      "0",
      "-1",
      "NaN",
      "2026-02-30",
      "0000-01-01",
      "9999-12-31",
      "1e999",
      "AU",
      "AU-NSW",
      "DELETE",
      "../../etc/passwd",
      "'; drop table users; --",
    ),
  },
  // Long text: past every column's limit, up to about a fifth of the body limit.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 400_000 }), awkward)
      .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n)),
  },
);

/** Objects nested far deeper than any contract, alternating objects and arrays. */
const deeplyNested = fc.integer({ min: 50, max: 3_000 }).map((depth) => {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

/** `JSON.parse` makes `__proto__` an own key, so this is sent on the wire as written. */
const protoKeyed = () => JSON.parse('{"__proto__":{"polluted":true},"a":1}') as unknown;

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      0,
      -1,
      1.5,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53 + 2,
      1e308,
      -1e308,
      5e-324,
      true,
      false,
      null,
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 4 }) },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: fc.constant(null).map(protoKeyed) },
  { weight: 1, arbitrary: fc.constant({ constructor: { prototype: { polluted: true } } }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys an attacker adds hoping to set something the contract does not offer. */
const extraKey = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "id",
    "userId",
    "businessId",
    "subscriptionStatus",
    "documentCredits",
    "emailVerified",
    "image",
    "role",
    "isAdmin",
    "version",
    "createdAt",
    "states",
  ),
  hostileString.filter((k) => k.length < 200),
);

type Path = (string | number)[];
export type RawBody = { payload: string | Buffer; contentType?: string };

export type Mutation =
  | { op: "set"; path: Path; value: unknown }
  | { op: "delete"; path: Path }
  | { op: "extra"; path: Path; key: string; value: unknown }
  | { op: "whole"; value: unknown }
  | { op: "raw"; kind: RawKind; text?: string };

const RAW_KINDS = [
  "empty-json",
  "truncated",
  "trailing-garbage",
  "proto",
  "proto-inside",
  "constructor-prototype",
  "text-plain",
  "form",
  "multipart",
  "xml",
  "charset-utf16",
  "no-content-type",
  "bom",
  "null",
  "array",
  "string",
  "number",
  "deep-arrays",
  "deep-objects",
  "invalid-utf8",
  "random",
] as const;
type RawKind = (typeof RAW_KINDS)[number];

/** Every path into a value (objects and arrays included), for picking what to break. */
export function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const path = [...prefix, Array.isArray(value) ? Number(k) : k];
      out.push(path);
      pathsOf(v, path, out);
    }
  }
  return out;
}

/** Mutations of a body shaped like `example`. */
export function mutations(example: unknown): fc.Arbitrary<Mutation> {
  const paths = pathsOf(example);
  const objectPaths: Path[] = [[], ...paths.filter((p) => isObject(get(example, p)))];
  const path = fc.constantFrom(...paths);
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ op: fc.constant("set" as const), path, value: hostileValue }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("delete" as const), path }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant("extra" as const),
        path: fc.constantFrom(...objectPaths),
        key: extraKey,
        value: hostileValue,
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant("whole" as const), value: hostileValue }) },
    {
      weight: 2,
      arbitrary: fc.record(
        {
          op: fc.constant("raw" as const),
          kind: fc.constantFrom(...RAW_KINDS),
          text: fc.string({ unit: codeUnit, maxLength: 200 }),
        },
        { requiredKeys: ["op", "kind"] },
      ),
    },
  );
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

function get(value: unknown, path: Path): unknown {
  let v = value;
  for (const k of path) v = isObject(v) ? (v as Record<string | number, unknown>)[k] : undefined;
  return v;
}

/** The field a mutation touched, dotted as the API names fields ("content.sections.0.body"). */
export function fieldOf(m: Mutation): string | null {
  if (m.op === "set" || m.op === "delete") return m.path.join(".");
  return null;
}

/** Applies a mutation to a copy of `body`: a JSON value, or raw bytes with their content type. */
export function apply(body: unknown, m: Mutation): { json: unknown } | { raw: RawBody } {
  if (m.op === "raw") return { raw: rawBody(JSON.stringify(body), m.kind, m.text ?? "") };
  if (m.op === "whole") return { json: m.value };
  const copy = structuredClone(body) as Record<string | number, unknown>;
  const target = m.path.slice(0, m.op === "extra" ? undefined : -1);
  let parent: Record<string | number, unknown> = copy;
  for (const k of target) {
    if (!isObject(parent[k])) parent[k] = {};
    parent = parent[k] as Record<string | number, unknown>;
  }
  if (m.op === "extra") Object.defineProperty(parent, m.key, { value: m.value, enumerable: true });
  else if (m.op === "delete") {
    const key = m.path.at(-1)!;
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else parent[m.path.at(-1)!] = m.value;
  return { json: copy };
}

function rawBody(valid: string, kind: RawKind, text: string): RawBody {
  const json = "application/json";
  switch (kind) {
    case "empty-json":
      return { payload: "", contentType: json };
    case "truncated":
      return { payload: valid.slice(0, Math.max(1, Math.floor(valid.length / 2))), contentType: json };
    case "trailing-garbage":
      return { payload: `${valid}}garbage`, contentType: json };
    case "proto":
      return { payload: '{"__proto__":{"isAdmin":true}}', contentType: json };
    case "proto-inside":
      return { payload: valid.replace("{", '{"__proto__":{"polluted":true},'), contentType: json };
    case "constructor-prototype":
      return {
        payload: valid.replace("{", '{"constructor":{"prototype":{"polluted":true}},'),
        contentType: json,
      };
    case "text-plain":
      return { payload: valid, contentType: "text/plain" };
    case "form":
      return {
        payload: "name=x&email=a%40b.co&__proto__%5Bx%5D=1",
        contentType: "application/x-www-form-urlencoded",
      };
    case "multipart":
      return {
        payload: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--\r\n',
        contentType: "multipart/form-data; boundary=b",
      };
    case "xml":
      return {
        payload: `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>`,
        contentType: "application/xml",
      };
    case "charset-utf16":
      return { payload: valid, contentType: "application/json; charset=utf-16" };
    case "no-content-type":
      return { payload: valid };
    case "bom":
      return { payload: `\ufeff${valid}`, contentType: json };
    case "null":
      return { payload: "null", contentType: json };
    case "array":
      return { payload: `[${valid}]`, contentType: json };
    case "string":
      return { payload: JSON.stringify(valid), contentType: json };
    case "number":
      return { payload: "1e999", contentType: json };
    case "deep-arrays":
      return { payload: "[".repeat(200_000) + "]".repeat(200_000), contentType: json };
    case "deep-objects":
      return { payload: `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`, contentType: json };
    case "invalid-utf8":
      // A lone continuation byte, an overlong "/" and a UTF-16 surrogate encoded as UTF-8.
      return {
        payload: Buffer.concat([
          Buffer.from(valid.slice(0, -2)),
          Buffer.from([0x80, 0xc0, 0xaf, 0xed, 0xa0, 0x80]),
          Buffer.from('"}'),
        ]),
        contentType: json,
      };
    case "random":
      return { payload: text, contentType: json };
  }
}

/** Sends a mutated body as a signed-in browser would, from a fresh address so rate limits stay out of it. */
export function send(
  app: App,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  cookie: string,
  body: { json: unknown } | { raw: RawBody } | null,
) {
  const headers: Record<string, string> = { host: TEST_HOST, origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  let payload: string | Buffer | undefined;
  if (body && "json" in body) {
    payload = JSON.stringify(body.json);
    if (payload !== undefined) headers["content-type"] = "application/json";
  } else if (body) {
    payload = body.raw.payload;
    if (body.raw.contentType !== undefined) headers["content-type"] = body.raw.contentType;
  }
  return app.inject({ method, url, remoteAddress: nextIp(), headers, payload });
}

/**
 * Every refusal is `{message}` JSON. A 400 for a body changed in one field names that field
 * (or one that depends on it, listed in `related`), so the person can see what to fix.
 */
export function expectCleanRefusal(
  res: LightMyRequestResponse,
  field: string | null,
  related: Record<string, string[]> = {},
  /** The refusal the unchanged body gets (a wrong password, say): not about the changed field. */
  baseline?: string,
) {
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(res.headers["content-type"], res.body).toMatch(/^application\/json/);
  const body = res.json() as { message?: unknown; errors?: { field: string; message: string }[] };
  expect(typeof body.message, res.body).toBe("string");
  expect((body.message as string).length, res.body).toBeGreaterThan(0);
  for (const e of body.errors ?? []) {
    expect(typeof e.field, res.body).toBe("string");
    expect(typeof e.message, res.body).toBe("string");
  }
  if (res.statusCode !== 400 || field === null || body.message === baseline) return;
  // Named in `errors`, or failing that at the start of the message ("email: …").
  const named = body.errors?.length
    ? body.errors.map((e) => e.field)
    : [/^([\w.]+):/.exec(body.message as string)?.[1] ?? ""];
  const acceptable = [field, ...(related[field.split(".")[0]!] ?? [])];
  const ok = named.some((n) =>
    acceptable.some((a) => n === a || n.startsWith(`${a}.`) || a.startsWith(`${n}.`)),
  );
  expect(ok, `400 for a change to "${field}" should name it; got ${res.body.slice(0, 500)}`).toBe(true);
}

/** A fixed seed by default so a failure can be rerun as it was; FUZZ_SEED picks another. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
