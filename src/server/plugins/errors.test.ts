import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors";

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
