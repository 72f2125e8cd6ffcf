import { DrizzleQueryError } from "drizzle-orm/errors";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, registerErrorHandling } from "./errors";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises lost, refused and timed-out connections, directly or wrapped by Drizzle", () => {
    const causes = [
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      withCode("read ECONNRESET", "ECONNRESET"),
      withCode("terminating connection due to administrator command", "57P01"),
      withCode("the database system is starting up", "57P03"),
      withCode("connection failure", "08006"),
      new Error("Connection terminated unexpectedly"),
      new Error("Connection terminated due to connection timeout"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Client was closed and is not queryable"),
    ];
    for (const cause of causes) {
      expect(isDatabaseUnavailable(cause), cause.message).toBe(true);
      expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], cause)), cause.message).toBe(true);
    }
  });

  it("leaves other failures alone", () => {
    expect(isDatabaseUnavailable(withCode("duplicate key value", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], withCode("syntax", "42601")))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe("a database outage in the log", () => {
  it("is logged once when it starts and once when it ends, with a count, and never with the query's parameters", async () => {
    let log = "";
    const app = Fastify({
      logger: {
        level: "warn",
        stream: {
          write: (line: string) => {
            log += line;
          },
        },
      },
    });
    registerErrorHandling(app);
    let down = true;
    const userId = "7d3f2c1e-0000-4000-8000-000000000abc";
    app.get("/thing", async () => {
      if (down) {
        throw new DrizzleQueryError(
          'select "id", "email" from "users" where "users"."id" = $1',
          [userId],
          withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
        );
      }
      return { ok: true };
    });
    for (let i = 0; i < 2000; i++) expect((await app.inject("/thing")).statusCode).toBe(503);
    down = false;
    expect((await app.inject("/thing")).statusCode).toBe(200);
    expect((await app.inject("/thing")).statusCode).toBe(200);
    await app.close();

    const lines = log
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { msg: string; refusedRequests?: number });
    expect(lines.map((l) => l.msg)).toEqual([
      "database unavailable: answering 503 until it is back",
      "database reachable again",
    ]);
    expect(lines[1]!.refusedRequests).toBe(2000);
    expect(log.length).toBeLessThan(100_000);
    expect(log).not.toContain(userId);
  });
});
