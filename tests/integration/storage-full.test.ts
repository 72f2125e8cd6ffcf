import { PassThrough } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, createTestApp, type TestContext } from "../helpers/app";

/**
 * A write that fails because the disk is full, and any other query that fails: the caller is told
 * what happened, and the log holds what an operator needs, never the document or personal data
 * that was being written. The failures are Drizzle's own error around the database's, as a query
 * on a full disk raises them.
 */
const DOCUMENT_TEXT = "Confidential: Harbour Joinery's crane lift method for 14 Wharf Street";
let ctx: TestContext;
let logged = "";

const failedQuery = (cause: Error & { code?: string }) =>
  new DrizzleQueryError(
    'insert into "document_revisions" ("content", "user_id", "author_name") values ($1, $2, $3)',
    [DOCUMENT_TEXT, "6a0c1c52-5f0e-4e8e-9d5a-4b1f6f0f0c11", "Jane Citizen"],
    cause,
  );

beforeAll(async () => {
  const log = new PassThrough();
  log.on("data", (chunk) => {
    logged += chunk;
  });
  ctx = await createTestApp({}, { log });
  ctx.app.post("/api/test/save-on-full-disk", async () => {
    throw failedQuery(
      Object.assign(new Error('could not extend file "base/5/16457": No space left on device'), {
        code: "53100",
      }),
    );
  });
  ctx.app.post("/api/test/save-that-fails", async () => {
    throw failedQuery(Object.assign(new Error("internal error in the storage engine"), { code: "XX000" }));
  });
});
afterAll(() => ctx.close());

describe("a full disk", () => {
  it("answers 507 saying nothing was saved, with a time to try again, and logs it once", async () => {
    const client = new Client(ctx.app);
    for (let i = 0; i < 3; i++) {
      const res = await client.post("/api/test/save-on-full-disk", {});
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({
        message:
          "The server has run out of storage space, so this change was not saved. Please try again later.",
      });
      expect(res.headers["retry-after"]).toBe("60");
    }
    expect(logged.match(/storage full: writes fail until space is freed/g)).toHaveLength(1);
    expect(logged).not.toContain(DOCUMENT_TEXT);
  });
});

describe("a failed query", () => {
  it("is a 500 to the caller and logged with its query's type, code and place, never its parameters", async () => {
    const res = await new Client(ctx.app).post("/api/test/save-that-fails", {});
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Internal Server Error" });
    const line = logged.split("\n").find((l) => l.includes('"request failed"'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!);
    expect(entry.err).toMatchObject({
      type: "Error",
      message: expect.stringMatching(
        /^Failed query: insert into "document_revisions".*\nparams: \(not logged\)$/s,
      ),
      cause: { code: "XX000", message: "internal error in the storage engine" },
    });
    expect(line).not.toContain(DOCUMENT_TEXT);
    expect(line).not.toContain("Jane Citizen");
    expect(line).not.toContain("6a0c1c52");
  });
});
