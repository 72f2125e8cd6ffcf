import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, createTestApp, signedInClient, type TestContext } from "../helpers/app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("the session probe", () => {
  it("answers a visitor 200 with no user, while /api/auth/user still refuses with 401", async () => {
    const visitor = new Client(ctx.app);
    const probe = await visitor.get("/api/auth/session");
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toEqual({ user: null });
    expect(probe.headers["cache-control"]).toBe("private, no-store");
    expect((await visitor.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("names the signed-in user, as /api/auth/user does, and no one once they sign out", async () => {
    const { client, user, id } = await signedInClient(ctx.app);
    const probe = await client.get("/api/auth/session");
    expect(probe.statusCode).toBe(200);
    expect(probe.json().user).toEqual((await client.get("/api/auth/user")).json());
    expect(probe.json().user).toMatchObject({ id, email: user.email });

    expect((await client.get("/api/logout")).statusCode).toBe(302);
    expect((await client.get("/api/auth/session")).json()).toEqual({ user: null });
  });
});
