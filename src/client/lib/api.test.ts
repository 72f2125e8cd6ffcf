import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError, apiRequest, getQueryFn, isUnauthorizedError } from "./api";

// A real HTTP server on loopback answers the helper, so fetch and its error path run for real.
let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/ok") return res.writeHead(200, { "content-type": "application/json" }).end('{"a":1}');
    if (req.url === "/unauth")
      return res.writeHead(401, { "content-type": "application/json" }).end('{"message":"Unauthorized"}');
    if (req.url === "/empty") return res.writeHead(503).end();
    res
      .writeHead(400, { "content-type": "application/json" })
      .end('{"message":"name: Business name is required"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("request helper", () => {
  it("throws `{status}: {body}` for a failed call", async () => {
    const error = await apiRequest("POST", `${base}/bad`, { name: "" }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe('400: {"message":"name: Business name is required"}');
    expect(error.serverMessage).toBe("name: Business name is required");
  });

  it("falls back to the status text when the body is empty", async () => {
    const error = await apiRequest("GET", `${base}/empty`).catch((e) => e);
    expect(error.message).toBe("503: Service Unavailable");
  });

  it("recognises an unauthorised error by its message", async () => {
    const error = await apiRequest("GET", `${base}/unauth`).catch((e) => e);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(isUnauthorizedError(new Error("400: bad"))).toBe(false);
  });

  it("joins query key segments into the GET path and can turn 401 into null", async () => {
    const signal = new AbortController().signal;
    const ok = getQueryFn<{ a: number }>({ on401: "throw" });
    expect(await ok({ queryKey: [base, "ok"], signal, meta: undefined } as never)).toEqual({ a: 1 });
    const soft = getQueryFn({ on401: "returnNull" });
    expect(await soft({ queryKey: [base, "unauth"], signal, meta: undefined } as never)).toBeNull();
    const strict = getQueryFn({ on401: "throw" });
    await expect(strict({ queryKey: [base, "unauth"], signal, meta: undefined } as never)).rejects.toThrow(
      "401: ",
    );
  });
});
