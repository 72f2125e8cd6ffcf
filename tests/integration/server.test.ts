import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../src/server/lib/http-errors";
import { Client, createTestApp, type TestContext } from "../helpers/app";

const run = promisify(execFile);
let ctx: TestContext;
let client: Client;

beforeAll(async () => {
  ctx = await createTestApp();
  // Routes that fail on purpose, to see what a caller gets from the error contract.
  ctx.app.get("/api/test/explode", async () => {
    throw new Error("secret internal detail");
  });
  ctx.app.get("/api/test/teapot", async () => {
    throw new HttpError(418, "short and stout");
  });
  client = new Client(ctx.app);
});
afterAll(() => ctx.close());

describe("server basics", () => {
  it("reports health with the database kind", async () => {
    const res = await client.get("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
    });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await client.get("/api/nope");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json().message).toMatch(/Not Found/);
  });

  it("serves the app for unknown page paths (history fallback)", async () => {
    const res = await client.get("/some/page");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("<div id=root>");
  });

  it("hides unexpected errors behind a 500 and tags the response with a request id", async () => {
    const res = await client.get("/api/test/explode");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Internal Server Error" });
    expect(res.body).not.toContain("secret internal detail");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("passes deliberate client errors through with their message", async () => {
    const res = await client.get("/api/test/teapot");
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual({ message: "short and stout" });
  });

  it("refuses malformed JSON with a 400 message", async () => {
    const res = await client.post("/api/auth/sign-in/email", "{not json", {
      "content-type": "application/json",
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
  });
});

describe("discoverability", () => {
  it("serves robots.txt pointing at a sitemap of every public page, on the configured origin", async () => {
    const robots = await client.get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.body).toContain("Disallow: /api/");
    expect(robots.body).toContain("Sitemap: http://safedraft.test/sitemap.xml");

    const sitemap = await client.get("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        "http://safedraft.test/",
        "http://safedraft.test/free-trial",
        "http://safedraft.test/privacy",
        "http://safedraft.test/whs-documents-small-business",
      ]),
    );
    expect(locs.some((l) => l?.includes("/editor") || l?.includes("/settings"))).toBe(false);
  });

  it("never builds a link from the request's Host header", async () => {
    // Without APP_URL (allowed outside production) the local address stands in, whatever the Host.
    const unset = await createTestApp({ APP_URL: "", PORT: "5123" });
    try {
      const evil = { host: "evil.example" };
      const robots = await new Client(unset.app).get("/robots.txt", evil);
      expect(robots.body).toContain("Sitemap: http://localhost:5123/sitemap.xml");
      const sitemap = await new Client(unset.app).get("/sitemap.xml", evil);
      expect(sitemap.body).toContain("<loc>http://localhost:5123/about</loc>");
      expect(`${robots.body}${sitemap.body}`).not.toContain("evil.example");
    } finally {
      await unset.close();
    }
    const robots = await client.get("/robots.txt", {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
    });
    expect(robots.body).toContain("Sitemap: http://safedraft.test/sitemap.xml");
  });

  it("refuses to start in production without APP_URL, saying what to set", async () => {
    const started = await run(process.execPath, ["--import", "tsx", "src/server/server.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        AUTH_SECRET: "p".repeat(40),
        APP_URL: "",
        PORT: "0",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "safedraft-prod-")),
        DATABASE_URL: "",
      },
      // Without the check the server would start and keep running: stopped well inside the test's time.
      timeout: 50_000,
    }).then(
      () => ({ code: 0, err: "" }),
      (e: { code: number; stderr: string }) => ({ code: e.code, err: e.stderr }),
    );
    expect(started.code).toBe(1);
    expect(started.err).toContain("APP_URL: required when NODE_ENV=production");
    expect(started.err).toContain("https://safedraft.example");
  }, 60_000);

  it("uses the configured public origin behind a proxy", async () => {
    const other = await createTestApp({ APP_URL: "https://safedraft.example" });
    try {
      const res = await new Client(other.app).get("/sitemap.xml");
      expect(res.body).toContain("<loc>https://safedraft.example/about</loc>");
    } finally {
      await other.close();
    }
  });
});
